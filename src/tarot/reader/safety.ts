/**
 * Self-harm intent in an intention gets a kind answer with Australian crisis
 * lines instead of a reading (docs/product/tarot.md, Reading rules). Matching leans towards caution:
 * a false positive costs a reading (the order stays refundable); a miss could
 * cost far more.
 */

const CRISIS_PATTERNS: RegExp[] = [
  /\bsuicid/i,
  /\bkill(ing)?\s+(my\s*self|myself|me)\b/i,
  /\bend(ing)?\s+(my|it)\s+(life|all)\b/i,
  /\bend\s+it\s+all\b/i,
  /\btake\s+my\s+(own\s+)?life\b/i,
  /\bself[\s-]?harm/i,
  /\bhurt(ing)?\s+my\s*self\b/i,
  /\bcut(ting)?\s+my\s*self\b/i,
  /\b(want|wanna|wish)\s+(to\s+)?(die|be\s+dead)\b/i,
  /\b(don'?t|do\s+not|no\s+longer)\s+want\s+to\s+(live|be\s+(alive|here))\b/i,
  /\b(no|any|what'?s\s+the)\s+(reason|point)\s+(to|in|of)\s+(live|living|life|going\s+on)\b/i,
  /\bbetter\s+off\s+(dead|without\s+me)\b/i,
  /\boverdose\b/i,
  /\bnot\s+wake\s+up\b/i,
];

/** Straight and curly apostrophes, odd spacing and invisible characters should not hide a cry for help. */
function normalise(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u200b-\u200f\u2060\ufeff]/g, "")
    .replace(/\s+/g, " ");
}

export function signalsCrisis(intention: string): boolean {
  const text = normalise(intention);
  return CRISIS_PATTERNS.some((pattern) => pattern.test(text));
}

/** What a reading shows as its writer when the crisis message was given instead of a reading. */
export const CRISIS_MESSAGE_SOURCE = "crisis-message";

/** Shown instead of a reading. Numbers are Australia's national services (checked November 2026). */
export const CRISIS_MESSAGE = [
  "Before any cards, we want to pause with you. What you wrote sounds like you might be carrying something very heavy, and you deserve real support from a person right now, not a tarot reading.",
  "If you are in immediate danger, please call 000.",
  "You can talk to someone any time, day or night:\n• Lifeline: 13 11 14 (or text 0477 13 11 14)\n• Suicide Call Back Service: 1300 659 467\n• Beyond Blue: 1300 22 4636\n• 13YARN, for Aboriginal and Torres Strait Islander people: 13 92 76\n• Kids Helpline, for people aged 5 to 25: 1800 55 1800",
  "Reaching out is a brave and sensible thing to do, and the people on these lines are there to listen without judgement.",
  "We have not given a reading for this question. If you would like your payment returned, email our support team and we will refund it in full.",
].join("\n\n");
