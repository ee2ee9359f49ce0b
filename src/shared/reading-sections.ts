/**
 * The one text format of a tarot interpretation, written by every model and
 * read by every page and the PDF: plain text, paragraphs separated by blank
 * lines, and sections that open with a heading on a paragraph of its own.
 *
 *   Your question, said back in a sentence or two.
 *
 *   Past: The Tower (reversed)
 *   What the card says in that position about the question…
 *
 *   The whole spread
 *   How the cards speak to each other…
 *
 *   Your answer
 *   The lean, and the reflection to take away…
 *
 * A heading may sit alone in its paragraph or on the first line of it. It is
 * short, has no closing full stop, no more than ten words and only letters,
 * digits and the punctuation of positions and card names. Markdown marks a
 * model may still add (`#`, `**`) are dropped. Text written before this format
 * existed has no headings and reads as plain paragraphs.
 */

/** The heading over the reading of the cards together (three cards and more). */
export const WHOLE_SPREAD_HEADING = "The whole spread";
/** The heading over the answer to the question and the closing reflection. */
export const ANSWER_HEADING = "Your answer";

/** How a card's section is headed: "Past: The Tower (reversed)". */
export function cardHeading(position: string, cardName: string, reversed: boolean): string {
  return `${position}: ${cardName} (${reversed ? "reversed" : "upright"})`;
}

export type ReadingSection = { heading: string; paragraphs: string[] };
export type ReadingLayout = { intro: string[]; sections: ReadingSection[] };

const MAX_HEADING_CHARS = 80;
const MAX_HEADING_WORDS = 10;
const HEADING_CHARACTERS = /^[\p{L}\p{N} :()'’,&/-]+$/u;

function stripMarks(line: string): string {
  return line
    .trim()
    .replace(/^#{1,6}\s+/, "")
    .replace(/^\*\*(.+)\*\*:?$/, "$1")
    .trim();
}

/** Whether one line reads as a section heading. */
export function isHeadingLine(line: string): boolean {
  const text = stripMarks(line);
  if (text.length === 0 || text.length > MAX_HEADING_CHARS) return false;
  // Positions and card names: words, numbers and a little punctuation; never code or markup.
  if (!HEADING_CHARACTERS.test(text)) return false;
  if (/[.!?,;]$/.test(text)) return false;
  return text.split(/\s+/).length <= MAX_HEADING_WORDS;
}

/** Paragraphs of the text: blank lines separate them, single line breaks stay inside. */
export function readingParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");
}

/**
 * The reading as an introduction and headed sections. With `open` the text is
 * still streaming: its last line may be half written, so it is read as a
 * heading only once a line break has closed it.
 */
export function readingSections(text: string, { open = false }: { open?: boolean } = {}): ReadingLayout {
  const layout: ReadingLayout = { intro: [], sections: [] };
  const paragraphs = readingParagraphs(text);
  const lastLineOpen = open && !/\n\s*$/.test(text);
  for (const [index, paragraph] of paragraphs.entries()) {
    const [first = "", ...rest] = paragraph.split("\n");
    const unfinished = lastLineOpen && index === paragraphs.length - 1 && rest.length === 0;
    if (!unfinished && isHeadingLine(first)) {
      const body = rest.join("\n").trim();
      layout.sections.push({ heading: stripMarks(first), paragraphs: body ? [body] : [] });
      continue;
    }
    const current = layout.sections.at(-1);
    if (current) current.paragraphs.push(paragraph);
    else layout.intro.push(paragraph);
  }
  return layout;
}
