/**
 * A sign that matches the birthday: the table the quiz asks by, the real sky
 * the server writes by, and a book that never says the sun stood in a sign it
 * was not in.
 */
import { describe, expect, it } from "vitest";
import { birthdaySigns, signDates } from "../../../src/shared/quiz";
import { SIGN_FACTS, sunSignsOn } from "../../../src/soulmate/astro";
import { composeStory } from "../../../src/soulmate/story-composer";
import type { SoulmateInputs, Story } from "../../../src/soulmate/types";

const inputs = (over: Partial<SoulmateInputs> = {}): SoulmateInputs => ({
  starSign: "libra",
  birthday: { day: 9, month: 11, year: 1990 },
  city: null,
  preference: "men",
  relationshipStatus: "single",
  firstName: "Ari",
  ...over,
});

const textOf = (story: Story) =>
  [story.title, story.dedication, ...story.panels.flatMap((p) => [p.title, p.text]), story.closing].join("\n");

describe("the quiz's table of sign dates", () => {
  it.each([
    [{ day: 17, month: 10 }, ["libra"]],
    [{ day: 22, month: 10 }, ["libra", "scorpio"]],
    [{ day: 23, month: 10 }, ["libra", "scorpio"]],
    [{ day: 24, month: 10 }, ["scorpio"]],
    [{ day: 1, month: 1 }, ["capricorn"]],
    [{ day: 21, month: 12 }, ["sagittarius", "capricorn"]],
    [{ day: 29, month: 2 }, ["pisces"]],
  ])("%o may be %o", (day, signs) => {
    expect(birthdaySigns(day)).toEqual(signs);
  });

  it("writes each sign's dates from the same table", () => {
    expect(signDates("capricorn")).toBe("22 December – 19 January");
    expect(signDates("aquarius")).toBe("20 January – 18 February");
    expect(SIGN_FACTS.libra.dates).toBe("23 September – 22 October");
  });

  it("always allows the sign the sun was truly in, on every day of every third birth year offered", () => {
    const misses: string[] = [];
    for (let year = 1940; year <= 2006; year += 3) {
      for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += 86_400_000) {
        const date = new Date(t);
        const birthday = { day: date.getUTCDate(), month: date.getUTCMonth() + 1, year };
        for (const sign of sunSignsOn(birthday)) {
          // The sky's window runs a little past the day in both directions; the table may be a day out at most.
          if (!birthdaySigns(birthday).includes(sign) && sunSignsOn(birthday).length === 1)
            misses.push(`${year}-${birthday.month}-${birthday.day} ${sign}`);
        }
      }
    }
    expect(misses).toEqual([]);
  });
});

describe("the sun on the birthday, from the real sky", () => {
  it.each([
    [{ day: 17, month: 10, year: 1992 }, ["libra"]],
    [{ day: 9, month: 11, year: 1990 }, ["scorpio"]],
    // The March equinox of 2000 fell at 07:35 UTC on the 20th.
    [{ day: 20, month: 3, year: 2000 }, ["pisces", "aries"]],
    [{ day: 21, month: 3, year: 2000 }, ["aries"]],
    // Still 19 March at UTC−12 until 12:00 UTC on the 20th, after the equinox.
    [{ day: 19, month: 3, year: 2000 }, ["pisces", "aries"]],
    [{ day: 18, month: 3, year: 2000 }, ["pisces"]],
  ])("%o: %o", (birthday, signs) => {
    expect(sunSignsOn(birthday)).toEqual(signs);
  });
});

describe("a chosen sign that differs from the birthday's", () => {
  const FALSE_CLAIMS = [
    /sun (?:was passing through|stands in|sits in) Libra/,
    /Behind the Sun/,
    /as it is every year at that season/,
  ];

  it("never says the sun was in the chosen sign, and says kindly where it was", () => {
    for (let i = 0; i < 40; i++) {
      const story = composeStory(inputs({ firstName: i % 2 ? null : "Ari" }), `order-${i}`);
      const text = textOf(story);
      for (const claim of FALSE_CLAIMS) expect(text).not.toMatch(claim);
      expect(story.panels[0]?.text).toMatch(/Scorpio/);
      expect(story.panels[0]?.text).toMatch(/Libra/);
    }
  });

  it("on a changeover day names both signs and follows the one chosen", () => {
    for (let i = 0; i < 20; i++) {
      const story = composeStory(
        inputs({ starSign: "aries", birthday: { day: 20, month: 3, year: 2000 } }),
        `order-${i}`,
      );
      const first = story.panels[0]?.text ?? "";
      expect(first).toMatch(/Pisces/);
      expect(first).toMatch(/Aries/);
      expect(textOf(story)).not.toMatch(/Behind the Sun/);
    }
  });

  it("a sign that matches says where in it the sun stood, or the tradition's line about the sun hiding one's own stars", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const story = composeStory(inputs({ birthday: { day: 17, month: 10, year: 1992 } }), `order-${i}`);
      const text = textOf(story);
      expect(text).not.toMatch(/the sun itself stood in|calendar would give|Strictly, the sun/);
      if (
        /sun (?:was passing through|stands in|sits in) Libra|sun (?:stood|had travelled) [^.]*(?:into|make up) Libra/.test(
          text,
        )
      )
        seen.add("sun line");
    }
    expect(seen.has("sun line")).toBe(true);
  });
});
