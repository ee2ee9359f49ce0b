/**
 * The greeting of a buyer email carries the order's first name only when it reads as a name:
 * letters of any script, with spaces, hyphens and apostrophes between them (docs/product/emails.md,
 * docs/decisions/0054). Anything else, such as a link or an instruction someone typed into the quiz
 * with another person's address, is left out, and the email says "Hello,".
 */
import { describe, expect, it } from "vitest";
import { soulmate } from "../../../scripts/samples/emails";
import { type EmailFacts, greetingName } from "../../../src/emails/messages";
import { writeEmail } from "../../../src/emails/sender";
import type { EmailKind } from "../../../src/shared/statuses";

const facts = (firstName: string | null): EmailFacts => ({ ...soulmate, firstName });

/** The kinds that greet the buyer by name. */
const GREETING_KINDS: EmailKind[] = ["payment_received", "pack_delivered", "order_failed", "refund_confirmed"];

const firstLine = (kind: EmailKind, firstName: string | null) => {
  const { text } = writeEmail(kind, facts(firstName));
  return text.split("\n")[2];
};

describe("the greeting's first name", () => {
  it.each([
    ["Zoë", "Zoë"],
    ["José", "José"],
    ["Māui", "Māui"],
    ["李", "李"],
    ["Anne-Marie", "Anne-Marie"],
    ["O'Brien", "O'Brien"],
    ["D’Angelo", "D’Angelo"],
    ["María José", "María José"],
    ["María de los Ángeles", "María de los Ángeles"],
    ["प्रिया", "प्रिया"],
    ["Σοφία", "Σοφία"],
    ["Ngozi", "Ngozi"],
    ["Kaʻiulani", "Kaʻiulani"],
    ["佐々木", "佐々木"],
    // Typed as a letter and a combining accent: written as the one letter.
    ["Zoe\u0308", "Zoë"],
    ["  Mary   Ann ", "Mary Ann"],
    ["Marie\u00A0Claire", "Marie Claire"],
  ])("greets %j as %j", (typed, shown) => {
    expect(greetingName(typed)).toBe(shown);
    for (const kind of GREETING_KINDS) expect(firstLine(kind, typed)).toBe(`Hello ${shown},`);
  });

  it.each([
    ["the red team's link", "Claim prize: evil.example/win"],
    ["a bare domain", "evil.example"],
    ["a domain with a look-alike full stop (a modifier letter)", "evilꓸexample"],
    ["a web address", "https://evil.example"],
    ["an email address", "win@prize.example"],
    ["a phone number", "Call 0400 000 000"],
    ["digits", "Ari2"],
    ["markup", "<b>Ari</b>"],
    ["punctuation", "Ari!!"],
    ["a sentence", "Visit our site now and claim your prize"],
    ["a long run of letters", "A".repeat(41)],
    ["a line break", "Ari\nClick here"],
    ["a tab", "Ari\tLee"],
    ["an emoji", "Ari 🌙"],
    ["a zero-width space", "A\u200Bri"],
    ["a right-to-left override", "\u202Eniw/elpmaxe.live"],
    ["only hyphens", "--"],
    ["a leading apostrophe", "'Ari"],
    ["a trailing hyphen", "Ari-"],
    ["two hyphens in a row", "Ari--Lee"],
  ])("leaves out %s and still greets kindly", (_label, typed) => {
    expect(greetingName(typed)).toBeNull();
    for (const kind of GREETING_KINDS) {
      expect(firstLine(kind, typed)).toBe("Hello,");
      const { text, html, subject } = writeEmail(kind, facts(typed));
      for (const part of [text, html, subject]) expect(part).not.toContain(typed.trim());
    }
  });

  it("greets without a name when there is none", () => {
    expect(greetingName(null)).toBeNull();
    expect(greetingName("")).toBeNull();
    expect(greetingName(" \u200B ")).toBeNull();
    for (const kind of GREETING_KINDS) expect(firstLine(kind, null)).toBe("Hello,");
  });
});
