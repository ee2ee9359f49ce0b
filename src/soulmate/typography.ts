/**
 * The pack's punctuation as a typesetter sets it: curly apostrophes and quotation marks ("Sofía’s", “the Open Hand”)
 * in place of the keyboard's straight ones, which a buyer's review read as unfinished. Applied once, where each text a
 * buyer reads is finished: the composer's book and portrait, the production model's book, and the cards' words. The
 * fonts carry the marks (scripts/subset-art-fonts.mjs keeps U+2010–2027).
 *
 * SmartyPants' quote rules only ("q"): its dash and ellipsis rules read "--" and "...", which the text never writes.
 */
import { smartypantsu } from "smartypants";
import type { Story, StoryPortrait } from "./types";

/** One text with its quotes curled. */
export function curled(text: string): string {
  return text.includes("'") || text.includes('"') ? smartypantsu(text, "q") : text;
}

/** A portrait with every sentence and label curled. */
export function curledPortrait(portrait: StoryPortrait): StoryPortrait {
  return {
    ...portrait,
    title: curled(portrait.title),
    paragraphs: portrait.paragraphs.map(curled),
    traits: portrait.traits.map(curled),
    symbols: portrait.symbols.map(curled),
  };
}

/** A whole book, as the PDF, the web story and story.json carry it. */
export function curledStory(story: Story): Story {
  return {
    title: curled(story.title),
    subtitle: curled(story.subtitle),
    dedication: curled(story.dedication),
    panels: story.panels.map((p) => ({
      ...p,
      title: curled(p.title),
      text: curled(p.text),
      symbols: p.symbols.map(curled),
    })),
    ...(story.portrait ? { portrait: curledPortrait(story.portrait) } : {}),
    closing: curled(story.closing),
  };
}
