/**
 * The pack's punctuation as a typesetter sets it: curly apostrophes and quotation marks ("Sofía’s", “the Open Hand”)
 * in place of the keyboard's straight ones, which a buyer's review read as unfinished. Applied once, where each text a
 * buyer reads is finished: the composer's book and portrait, the production model's book, and the cards' words. The
 * fonts carry the marks (scripts/subset-art-fonts.mjs keeps U+2010–2027).
 *
 * SmartyPants' quote rules only ("q"): its dash and ellipsis rules read "--" and "...", which the text never writes.
 * What the buyer typed (their name, their town, the gazetteer's name for it) is set exactly as given: it is held
 * out of SmartyPants, which would also read a "<" in it as the start of an HTML tag (decision 0083).
 */
import { smartypantsu } from "smartypants";
import type { SoulmateInputs, Story, StoryPortrait } from "./types";

/** The buyer's own words in a text: kept verbatim through the curling. */
export type Kept = readonly string[];

/** What a buyer typed, or the gazetteer named for them, that the text may carry. */
export function keptOf(inputs: Pick<SoulmateInputs, "firstName" | "city" | "place">): Kept {
  return [inputs.firstName, inputs.city, inputs.place?.name].flatMap((s) => (s?.trim() ? [s.trim()] : []));
}

/** Stand-ins for kept strings: letters only, so a quote beside one reads as it would beside a word. */
const STAND_IN = /Zqjx([a-z])xjqZ/g;
const standIn = (i: number) => `Zqjx${String.fromCharCode(97 + i)}xjqZ`;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One text with its quotes curled, the kept strings untouched. */
export function curled(text: string, kept: Kept = []): string {
  if (!text.includes("'") && !text.includes('"')) return text;
  // Held in one pass, longest first, so a town that contains the name is held whole and no stand-in is read again (a
  // name "Q" replaced inside a stand-in garbled the town: a senior review). A text that already holds something
  // like a stand-in is left straight rather than risk it.
  // SmartyPants reads "<" as a tag, "&" as an entity and "\\" as an escape: held too, so only quotes change (a senior
  // review: a model's `\\"yes\\"` came out as `&#34;yes&#34;`).
  const held = [...new Set([...kept, "<", "&", "\\"])]
    .filter((k) => text.includes(k))
    .sort((a, b) => b.length - a.length);
  if (held.length > 26 || /Zqjx[a-z]xjqZ/.test(text)) return text;
  const out =
    held.length === 0
      ? text
      : text.replace(new RegExp(held.map(escapeRegExp).join("|"), "g"), (k) => standIn(held.indexOf(k)));
  return smartypantsu(out, "q").replace(STAND_IN, (_m, letter: string) => held[letter.charCodeAt(0) - 97] ?? "");
}

/** A portrait with every sentence and label curled. */
export function curledPortrait(portrait: StoryPortrait, kept: Kept = []): StoryPortrait {
  const c = (t: string) => curled(t, kept);
  return {
    ...portrait,
    title: c(portrait.title),
    paragraphs: portrait.paragraphs.map(c),
    traits: portrait.traits.map(c),
    symbols: portrait.symbols.map(c),
  };
}

/** A whole book, as the PDF, the web story and story.json carry it. */
export function curledStory(story: Story, kept: Kept = []): Story {
  const c = (t: string) => curled(t, kept);
  return {
    title: c(story.title),
    subtitle: c(story.subtitle),
    dedication: c(story.dedication),
    panels: story.panels.map((p) => ({ ...p, title: c(p.title), text: c(p.text), symbols: p.symbols.map(c) })),
    ...(story.portrait ? { portrait: curledPortrait(story.portrait, kept) } : {}),
    closing: c(story.closing),
  };
}
