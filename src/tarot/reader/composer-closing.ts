/** The end of a reading: a question to reflect on and the closing. */
import { CARED_HEALTH_NOTE } from "./answer-shapes";
import { essenceOf } from "./composer-cards";
import { type Context, TENDER_THEMES } from "./composer-context";
import { themeText } from "./composer-opening";
import { capitalise, core, fill, type Paragraph } from "./composer-writer";
import { isEasingReversal, isHardCard } from "./lean";
import { CLOSINGS, ESSENCE_QUESTIONS } from "./reading-text";

export function questionParagraph(c: Context): Paragraph {
  const { w } = c;
  const theme = themeText(c.themes[0]?.id ?? "general");
  const key = c.cards[c.cards.length - 1];
  const fromTheme = w.rng.shuffle(theme.questions);
  let options: string[] = fromTheme;
  // A tender question never ends on a hard card's words ("a hard ending with dawn on the horizon").
  const tender = (c.tender || c.themes.some((t) => TENDER_THEMES.has(t.id))) && key !== undefined && isHardCard(key);
  if (key && !tender) {
    const essence = essenceOf(key, w.clean);
    // A hard card eased by its reversal offers its relief, like an upright card; other reversals ask what would shift.
    const held = key.reversed && !isEasingReversal(key);
    const fromEssence = ESSENCE_QUESTIONS[held ? "reversed" : "upright"].map((q) =>
      fill(q, { essence, domain: theme.domain, card: key.name }),
    );
    // The card's own note first: a position's question and the theme's are the same for every buyer.
    options = [...w.rng.shuffle(fromEssence), ...fromTheme];
  }
  const question = w.first(options.map(capitalise));
  return core(question);
}

export function closingParagraph(c: Context): Paragraph {
  const careTheme = c.themes.find((t) => themeText(t.id).care);
  const cared = c.question.care?.person ? c.question.care : null;
  // Someone else's health, or a pet's, is for their doctors or the vet: the note about the buyer's own body would not fit.
  const care = cared
    ? fill(CARED_HEALTH_NOTE, {
        whose: cared.pet ? "an animal's" : "anyone's",
        name: cared.name ?? cared.person ?? "",
        carers: cared.pet ? "your vet" : "the doctors",
      })
    : careTheme
      ? (themeText(careTheme.id).care ?? null)
      : null;
  // A decision already made is not still to decide.
  const closings =
    c.question.shape === "past" ? CLOSINGS.filter((line) => !/\bwhatever you decide\b/i.test(line)) : CLOSINGS;
  return [...core(care ? c.w.first([care]) : null), ...core(c.w.pick(closings))];
}
