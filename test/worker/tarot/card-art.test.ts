import { describe, expect, it } from "vitest";
import {
  CARD_BACK_ALT,
  type CardFace,
  cardAltText,
  renderCardBackSvg,
  renderCardSvg,
  romanNumeral,
} from "../../../src/tarot/card-art";
import { capsWidthEm, TITLE_ROOM, titleFontSize } from "../../../src/tarot/card-art/frame";
import type { Suit } from "../../../src/tarot/deck/types";
import { MAJOR_NAMES, RANK_NAMES, slug } from "./card-names";

const SUITS: Suit[] = ["wands", "cups", "swords", "pentacles"];

const DECK: CardFace[] = [
  ...MAJOR_NAMES.map((name, rank): CardFace => ({ id: slug(name), name, arcana: "major", suit: null, rank })),
  ...SUITS.flatMap((suit) =>
    RANK_NAMES.map((rankName, i): CardFace => {
      const name = `${rankName} of ${suit[0]?.toUpperCase()}${suit.slice(1)}`;
      return { id: slug(name), name, arcana: "minor", suit, rank: i + 1 };
    }),
  ),
];
const byId = (id: string) => {
  const card = DECK.find((c) => c.id === id);
  if (!card) throw new Error(`no card ${id}`);
  return card;
};

type Node = { name: string; attrs: string; start: number; end: number; innerStart: number };

/**
 * A small XML checker: walks every tag with a stack, throws on a mismatched or
 * unclosed tag or on content outside the root, and returns each element's span.
 */
function parseXml(xml: string): Node[] {
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  const stack: Node[] = [];
  const nodes: Node[] = [];
  let cursor = 0;
  let rootClosed = false;
  for (let m = tag.exec(xml); m; m = tag.exec(xml)) {
    const between = xml.slice(cursor, m.index);
    if (between.includes("<") || between.includes(">")) throw new Error(`Stray markup near ${m.index}: ${between}`);
    if (/&(?!(amp|lt|gt|quot|apos|#\d+);)/.test(between)) throw new Error(`Unescaped & near ${m.index}`);
    if (stack.length === 0 && (rootClosed || m.index !== cursor)) throw new Error("Content outside the root element");
    const [whole, closing, name = "", attrs = "", selfClosing] = m;
    if (/&(?!(amp|lt|gt|quot|apos|#\d+);)/.test(attrs)) throw new Error(`Unescaped & in <${name}>`);
    if (closing) {
      const open = stack.pop();
      if (!open || open.name !== name) throw new Error(`</${name}> closes <${open?.name}>`);
      open.end = m.index + whole.length;
      nodes.push(open);
      if (stack.length === 0) rootClosed = true;
    } else {
      if (rootClosed) throw new Error("A second root element");
      const node = { name, attrs, start: m.index, end: -1, innerStart: m.index + whole.length };
      if (selfClosing) {
        node.end = node.innerStart;
        nodes.push(node);
        if (stack.length === 0) rootClosed = true;
      } else stack.push(node);
    }
    cursor = m.index + whole.length;
  }
  if (stack.length) throw new Error(`Unclosed <${stack.map((n) => n.name).join(">, <")}>`);
  if (cursor !== xml.length) throw new Error("Trailing content after the root");
  if (!rootClosed) throw new Error("No root element");
  return nodes;
}

function expectSafeStandaloneSvg(svg: string, title: string): Node[] {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 520"')).toBe(true);
  const nodes = parseXml(svg);
  const root = nodes.find((n) => n.start === 0);
  expect(root?.name).toBe("svg");
  expect(root?.attrs).toContain('role="img"');
  expect(svg).toContain(`<title id="`);
  expect(svg).toMatch(new RegExp(`<title id="[^"]+">${title}</title>`));
  expect(svg).not.toMatch(/<script|<foreignObject|<image|<iframe|on\w+="/i);
  expect(svg).not.toMatch(/href="(?!#)/);
  expect(svg).not.toMatch(/url\((?!#)/);
  expect(svg).not.toMatch(/@import|@font-face/);
  // Every id is unique, and every internal reference points at one of them.
  const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
  expect(new Set(ids).size).toBe(ids.length);
  for (const [, ref] of svg.matchAll(/(?:href="#|url\(#)([^")]+)/g)) expect(ids).toContain(ref);
  expect(new TextEncoder().encode(svg).length).toBeLessThan(10 * 1024);
  return nodes;
}

/** The drawing group with this card's id prefix taken out, so only the art itself is compared. */
function artOf(svg: string, card: CardFace): string {
  const nodes = parseXml(svg);
  const art = nodes.find((n) => n.name === "g" && n.attrs.includes("data-art"));
  if (!art) throw new Error("no art group");
  return svg.slice(art.start, art.end).split(`t-${card.id}`).join("ID");
}

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("tarot card art", () => {
  it("builds the whole deck of 78 faces", () => {
    expect(DECK).toHaveLength(78);
    expect(new Set(DECK.map((c) => c.id)).size).toBe(78);
  });

  it("renders every card as one well-formed, self-contained SVG under 10 KB", () => {
    for (const card of DECK) {
      const svg = renderCardSvg(card);
      expectSafeStandaloneSvg(svg, escapeForRegExp(card.name));
    }
  });

  it("is deterministic: the same card gives the same string", () => {
    for (const card of DECK) expect(renderCardSvg({ ...card })).toBe(renderCardSvg(card));
    expect(renderCardBackSvg()).toBe(renderCardBackSvg());
  });

  it("draws 78 different pictures, not just 78 different titles", () => {
    const svgs = DECK.map((card) => renderCardSvg(card));
    expect(new Set(svgs).size).toBe(78);
    const arts = DECK.map((card, i) => artOf(svgs[i] ?? "", card));
    expect(new Set(arts).size).toBe(78);
  });

  it("puts the right number of pips on the number cards, one on courts and none on majors", () => {
    for (const card of DECK) {
      const pips = renderCardSvg(card).match(/data-pip=/g)?.length ?? 0;
      if (card.arcana === "major") expect(pips, card.id).toBe(0);
      else if (card.rank <= 10) expect(pips, card.id).toBe(card.rank);
      else expect(pips, card.id).toBe(1);
    }
  });

  it("labels the top with a Roman numeral for majors and the rank for minors", () => {
    const label = (svg: string) => svg.match(/<text x="150" y="58"[^>]*>([^<]*)<\/text>/)?.[1];
    expect(label(renderCardSvg(byId("the-fool")))).toBe("0");
    expect(label(renderCardSvg(byId("strength")))).toBe("VIII");
    expect(label(renderCardSvg(byId("justice")))).toBe("XI");
    expect(label(renderCardSvg(byId("the-moon")))).toBe("XVIII");
    expect(label(renderCardSvg(byId("the-world")))).toBe("XXI");
    expect(label(renderCardSvg(byId("ace-of-cups")))).toBe("ACE");
    expect(label(renderCardSvg(byId("nine-of-swords")))).toBe("IX");
    expect(label(renderCardSvg(byId("page-of-wands")))).toBe("PAGE");
    expect(label(renderCardSvg(byId("king-of-pentacles")))).toBe("KING");
    expect(romanNumeral(14)).toBe("XIV");
    expect(romanNumeral(19)).toBe("XIX");
  });

  it("sets the name in the title band, shrinking long names so they fit", () => {
    for (const card of DECK) {
      const caps = card.name.toUpperCase();
      const match = renderCardSvg(card).match(new RegExp(`font-size="([\\d.]+)"[^>]*>${escapeForRegExp(caps)}</text>`));
      expect(match, card.id).not.toBeNull();
      const size = Number(match?.[1]);
      expect(size).toBeGreaterThanOrEqual(10);
      expect(capsWidthEm(caps) * size).toBeLessThanOrEqual(TITLE_ROOM);
    }
    expect(titleFontSize("KNIGHT OF PENTACLES")).toBeLessThan(titleFontSize("THE SUN"));
    expect(titleFontSize("THE HIGH PRIESTESS")).toBeLessThan(titleFontSize("DEATH"));
  });

  it("escapes text it puts into XML", () => {
    const odd: CardFace = { id: "odd", name: 'Sun & <Moon> "Co"', arcana: "major", suit: null, rank: 19 };
    const svg = renderCardSvg(odd);
    expectSafeStandaloneSvg(svg, escapeForRegExp("Sun &amp; &lt;Moon&gt; &quot;Co&quot;"));
    expect(svg).not.toContain("<Moon>");
  });

  it("refuses cards it cannot draw", () => {
    expect(() => renderCardSvg({ id: "x", name: "X", arcana: "major", suit: null, rank: 22 })).toThrow(RangeError);
    expect(() => renderCardSvg({ id: "y", name: "Y", arcana: "minor", suit: null, rank: 3 })).toThrow(RangeError);
    expect(() => renderCardSvg({ id: "z", name: "Z", arcana: "minor", suit: "cups", rank: 15 })).toThrow(RangeError);
  });

  it("gives every card one unique alt sentence of 8–30 words that names it", () => {
    const alts = DECK.map((card) => cardAltText(card));
    expect(new Set(alts).size).toBe(78);
    for (const [i, alt] of alts.entries()) {
      const card = DECK[i] as CardFace;
      expect(alt.startsWith(`${card.name}: `), alt).toBe(true);
      expect(alt.endsWith("."), alt).toBe(true);
      expect(alt.slice(0, -1)).not.toMatch(/[.!?]/);
      const words = alt.split(/\s+/).length;
      expect(words, alt).toBeGreaterThanOrEqual(8);
      expect(words, alt).toBeLessThanOrEqual(30);
      // The drawings hold no people, so neither do the descriptions (card names aside).
      expect(alt.slice(card.name.length)).not.toMatch(/\b(face|man|woman|person|figure|hand)s?\b/i);
    }
  });

  it("describes what is drawn: suit colour on minors, the emblem on courts", () => {
    expect(cardAltText(byId("three-of-cups"))).toMatch(/three goblets.*teal/);
    expect(cardAltText(byId("ten-of-swords"))).toMatch(/ten swords.*silver-blue/);
    expect(cardAltText(byId("seven-of-pentacles"))).toMatch(/six pentacles.*seventh.*green-gold/);
    expect(cardAltText(byId("queen-of-wands"))).toMatch(/crown with rounded points.*ochre budding wand/);
    expect(cardAltText(byId("knight-of-cups"))).toMatch(/horseshoe.*teal goblet/);
    expect(cardAltText(byId("the-tower"))).toMatch(/tower.*lightning/);
    // The drawing carries what the alt text promises.
    expect(renderCardSvg(byId("the-tower"))).toContain('stroke-linejoin="miter"');
    expect(renderCardSvg(byId("three-of-swords"))).toContain("#b23a48");
  });

  it("renders a shared back that is safe, small and has its own alt text", () => {
    const back = renderCardBackSvg();
    expectSafeStandaloneSvg(back, "Tarot card back");
    expect(back).not.toContain("data-pip");
    expect(back).not.toMatch(/<text/);
    expect(CARD_BACK_ALT.split(/\s+/).length).toBeGreaterThanOrEqual(8);
    expect(DECK.map((card) => cardAltText(card))).not.toContain(CARD_BACK_ALT);
  });
});
