import { describe, expect, it } from "vitest";
import {
  CARD_BACK_ALT,
  type CardFace,
  cardAltText,
  cardMotifs,
  renderCardBackSvg,
  renderCardSvg,
  romanNumeral,
  topLabelFor,
} from "../../../src/tarot/card-art";
import { capsWidthEm, TITLE_ROOM, titleFontSize } from "../../../src/tarot/card-art/frame";
import { capHeightEm } from "../../../src/tarot/card-art/lettering";
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
  // The lettering is drawn as glyph outlines, which is most of the weight (about 3 KB gzipped a card).
  expect(new TextEncoder().encode(svg).length).toBeLessThan(16 * 1024);
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

/** The path data of each glyph in one lettering group of a face ("title", "label", "inscription"s). */
function lettering(svg: string, role: string): string[] {
  const groups = [...svg.matchAll(new RegExp(`<g fill="[^"]+" data-lettering="${role}">(.*?)</g>`, "g"))];
  return groups.flatMap((group) => [...(group[1] ?? "").matchAll(/<path d="([^"]+)"\/>/g)].map((m) => m[1] ?? ""));
}

type Box = { left: number; right: number; top: number; bottom: number };

/** The box around every point (on the outline and control points) of some path data. */
function boxOf(paths: string[]): Box {
  const box = { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity };
  const take = (x: number, y: number) => {
    box.left = Math.min(box.left, x);
    box.right = Math.max(box.right, x);
    box.top = Math.min(box.top, y);
    box.bottom = Math.max(box.bottom, y);
  };
  const arity: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, q: 4, c: 6, z: 0 };
  for (const d of paths) {
    const tokens = d.match(/[MmLlHhVvQqCcZz]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
    let [x, y, startX, startY] = [0, 0, 0, 0];
    let command = "";
    let i = 0;
    while (i < tokens.length) {
      const token = tokens[i] ?? "";
      if (/[a-z]/i.test(token)) {
        command = token;
        i++;
        if (command.toLowerCase() === "z") [x, y] = [startX, startY];
        continue;
      }
      const relative = command === command.toLowerCase();
      const kind = command.toLowerCase();
      const n = arity[kind] ?? 0;
      if (n === 0) throw new Error(`Unexpected ${token} after ${command} in ${d}`);
      const a = tokens.slice(i, i + n).map(Number);
      i += n;
      const base = (j: number) => (relative ? (j % 2 === 0 ? x : y) : 0);
      if (kind === "h") x = (relative ? x : 0) + (a[0] ?? 0);
      else if (kind === "v") y = (relative ? y : 0) + (a[0] ?? 0);
      else {
        for (let j = 0; j + 1 < n - 2; j += 2) take(base(j) + (a[j] ?? 0), base(j + 1) + (a[j + 1] ?? 0));
        [x, y] = [base(n - 2) + (a[n - 2] ?? 0), base(n - 1) + (a[n - 1] ?? 0)];
      }
      take(x, y);
      if (kind === "m") {
        [startX, startY] = [x, y];
        command = relative ? "l" : "L";
      }
    }
  }
  return box;
}

/** Things a face could draw; an alt text naming one must have it among the card's motifs. */
const DRAWABLE = [
  "sun",
  "moon",
  "crescent",
  "star",
  "cloud",
  "rain",
  "sea",
  "wave",
  "water",
  "river",
  "pool",
  "stream",
  "hill",
  "mountain",
  "peak",
  "cliff",
  "tree",
  "vine",
  "grapevine",
  "leaf",
  "flower",
  "rose",
  "iris",
  "sunflower",
  "wheat",
  "fruit",
  "garland",
  "wreath",
  "ribbon",
  "crown",
  "sceptre",
  "throne",
  "pillar",
  "scroll",
  "veil",
  "banner",
  "trumpet",
  "coffin",
  "tomb",
  "boat",
  "ship",
  "globe",
  "lantern",
  "staff",
  "wand",
  "goblet",
  "cup",
  "jug",
  "sword",
  "pentacle",
  "pentagram",
  "chain",
  "key",
  "cross",
  "ring",
  "shield",
  "scales",
  "table",
  "wheel",
  "chariot",
  "tower",
  "wall",
  "window",
  "city",
  "cathedral",
  "arch",
  "archway",
  "garden",
  "horseshoe",
  "halo",
  "lightning",
  "flame",
  "spark",
  "snow",
  "rainbow",
  "dog",
  "lion",
  "horse",
  "figure",
  "man",
  "woman",
  "child",
  "angel",
  "hand",
  "face",
];

/** Whether the text names the thing, singular or plural ("leaf" in "leaves", "scales" as it is). */
function mentions(text: string, thing: string): boolean {
  const forms = [thing, `${thing}s`, `${thing}es`, thing.replace(/f$/, "ves"), thing.replace(/y$/, "ies")];
  return forms.some((form) => new RegExp(`\\b${form}\\b`, "i").test(text));
}

describe("tarot card art", () => {
  it("builds the whole deck of 78 faces", () => {
    expect(DECK).toHaveLength(78);
    expect(new Set(DECK.map((c) => c.id)).size).toBe(78);
  });

  it("renders every card as one well-formed, self-contained SVG under 16 KB", () => {
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
    const label = (id: string) => topLabelFor(byId(id));
    expect(label("the-fool")).toBe("0");
    expect(label("strength")).toBe("VIII");
    expect(label("justice")).toBe("XI");
    expect(label("the-moon")).toBe("XVIII");
    expect(label("the-world")).toBe("XXI");
    expect(label("ace-of-cups")).toBe("ACE");
    expect(label("nine-of-swords")).toBe("IX");
    expect(label("page-of-wands")).toBe("PAGE");
    expect(label("king-of-pentacles")).toBe("KING");
    expect(romanNumeral(14)).toBe("XIV");
    expect(romanNumeral(19)).toBe("XIX");
    // Drawn as one outline per character, centred over the rule at y = 51.
    for (const card of DECK) {
      const glyphs = lettering(renderCardSvg(card), "label");
      expect(glyphs.length, card.id).toBe(topLabelFor(card).length);
      const box = boxOf(glyphs);
      expect(Math.abs((box.left + box.right) / 2 - 150), card.id).toBeLessThan(3);
      // Capital tops sit where centred capitals would (a Q's tail may hang below the baseline).
      expect(Math.abs(box.top - (51 - (capHeightEm() * 19) / 2)), card.id).toBeLessThan(1);
    }
  });

  it("sets the name in the title band as outlines, shrinking long names so they fit", () => {
    for (const card of DECK) {
      const caps = card.name.toUpperCase();
      const glyphs = lettering(renderCardSvg(card), "title");
      // One outline per letter, so a longer name draws more paths.
      expect(glyphs.length, card.id).toBe(caps.replaceAll(" ", "").length);
      const box = boxOf(glyphs);
      expect(box.right - box.left, card.id).toBeLessThanOrEqual(TITLE_ROOM);
      expect(Math.abs((box.left + box.right) / 2 - 150), card.id).toBeLessThan(3);
      // Capitals centred in the band (y 450–480), as tall as capitals of its size.
      const size = titleFontSize(caps);
      expect(Math.abs(box.top - (465 - (capHeightEm() * size) / 2)), card.id).toBeLessThan(1);
      expect(size).toBeGreaterThanOrEqual(10);
      expect(capsWidthEm(caps) * size).toBeLessThanOrEqual(TITLE_ROOM);
      expect(box.bottom - box.top, card.id).toBeGreaterThan(size * 0.6);
    }
    expect(lettering(renderCardSvg(byId("the-high-priestess")), "title").length).toBeGreaterThan(
      lettering(renderCardSvg(byId("the-sun")), "title").length,
    );
    expect(titleFontSize("KNIGHT OF PENTACLES")).toBeLessThan(titleFontSize("THE SUN"));
    expect(titleFontSize("THE HIGH PRIESTESS")).toBeLessThan(titleFontSize("DEATH"));
  });

  it("uses no device fonts: every face and the back hold outlines, never <text> or a font-family", () => {
    for (const svg of [...DECK.map((card) => renderCardSvg(card)), renderCardBackSvg()]) {
      expect(svg).not.toMatch(/<text|<tspan|font-family|font-size|font-weight/);
    }
    // The inscriptions on the art are outlines too: B and J on the pillars, TORA on the scroll.
    const priestess = renderCardSvg(byId("the-high-priestess"));
    expect(lettering(priestess, "inscription")).toHaveLength(1 + 1 + 4);
    expect(lettering(renderCardSvg(byId("wheel-of-fortune")), "inscription")).toHaveLength(4);
  });

  it("keeps each rendered face for the isolate, and a changed card gets its own face", () => {
    const fool = byId("the-fool");
    expect(renderCardSvg(fool)).toBe(renderCardSvg({ ...fool }));
    const renamed = renderCardSvg({ ...fool, name: "The Fool Again" });
    expect(renamed).not.toBe(renderCardSvg(fool));
    expect(lettering(renamed, "title")).toHaveLength("THEFOOLAGAIN".length);
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
    expect(cardAltText(byId("queen-of-wands"))).toMatch(/round-pointed gold crown.*ochre budding wand/);
    expect(cardAltText(byId("knight-of-cups"))).toMatch(/horseshoe.*teal goblet/);
    expect(cardAltText(byId("the-tower"))).toMatch(/tower.*lightning/);
    // The drawing carries what the alt text promises.
    expect(renderCardSvg(byId("the-tower"))).toContain('stroke-linejoin="miter"');
    expect(renderCardSvg(byId("three-of-swords"))).toContain("#b23a48");
  });

  it("names in the alt text every motif the drawing declares, and nothing it does not draw", () => {
    for (const card of DECK) {
      const alt = cardAltText(card).slice(card.name.length);
      const motifs = cardMotifs(card);
      expect(motifs.length, card.id).toBeGreaterThan(0);
      for (const motif of motifs) expect(mentions(alt, motif), `${card.id}: ${motif}`).toBe(true);
      for (const thing of DRAWABLE) {
        if (mentions(alt, thing)) expect(motifs, `${card.id} alt names ${thing}`).toContain(thing);
      }
    }
    // Minors lead with their suit's pip; courts add their rank's emblem.
    expect(cardMotifs(byId("six-of-swords"))).toEqual(["sword", "boat", "water"]);
    expect(cardMotifs(byId("king-of-cups"))).toEqual(["goblet", "crown", "sceptre", "halo", "wave"]);
    expect(cardMotifs(byId("the-star"))).toContain("jug");
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
