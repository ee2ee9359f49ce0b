/**
 * The check every finished interpretation must pass (docs/product/tarot.md, Reading rules): each drawn
 * card named with its orientation, and no card that was not drawn named at all.
 */
import { DECK } from "./deck";

export type DrawnForCheck = { name: string; reversed: boolean };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** "The Tower (reversed)", "The Tower, reversed", "The Tower reversed" — any close pairing counts. */
function namedWithOrientation(text: string, name: string, orientation: "upright" | "reversed"): boolean {
  const pattern = new RegExp(`${escapeRegExp(name)}\\s*[,(\\-–—:]?\\s*(?:\\*\\*)?\\(?${orientation}\\b`, "i");
  return pattern.test(text);
}

/**
 * Whether a card's name appears as a name. Multi-word names count case-sensitively
 * ("The Sun", "Three of Cups"); one-word majors (Strength, Justice, Death,
 * Temperance, Judgement) are ordinary words too, so they count only when paired
 * with an orientation.
 */
function mentions(text: string, name: string): boolean {
  if (namedWithOrientation(text, name, "upright") || namedWithOrientation(text, name, "reversed")) return true;
  if (!name.includes(" ")) return false;
  return new RegExp(`(?<![A-Za-z])${escapeRegExp(name)}(?![A-Za-z])`).test(text);
}

export type CheckResult = { ok: true } | { ok: false; problems: string[] };

export function checkReading(text: string, drawn: DrawnForCheck[]): CheckResult {
  const problems: string[] = [];
  for (const card of drawn) {
    const orientation = card.reversed ? "reversed" : "upright";
    const opposite = card.reversed ? "upright" : "reversed";
    if (!namedWithOrientation(text, card.name, orientation))
      problems.push(`${card.name} is not named as ${orientation}`);
    if (namedWithOrientation(text, card.name, opposite)) problems.push(`${card.name} is called ${opposite}`);
  }
  const drawnNames = new Set(drawn.map((card) => card.name));
  for (const card of DECK) {
    if (drawnNames.has(card.name)) continue;
    // "Ace of Cups" inside a drawn "Ace of Cups" reading is fine; only undrawn names matter.
    if (mentions(text, card.name)) problems.push(`${card.name} was not drawn but is named`);
  }
  return problems.length === 0 ? { ok: true } : { ok: false, problems };
}
