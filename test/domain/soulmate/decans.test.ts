/**
 * The decans (decision 0079): which third of its sign the sun stood in, checked against the sun's place from JPL's
 * approximate elements (textbook-sky.ts), and the sign each third is lent to, by the old rule of the element.
 */
import { describe, expect, it } from "vitest";
import { STAR_SIGNS } from "../../../src/shared/statuses";
import { SIGN_FACTS } from "../../../src/soulmate/astro";
import { composeStory, storyContext } from "../../../src/soulmate/story-composer";
import type { SoulmateInputs } from "../../../src/soulmate/types";
import { cosD, D, geocentric, julianDay, sinD, wrap } from "./textbook-sky";

/** The sun's ecliptic longitude of date at Greenwich noon: J2000 from the elements, moved on by precession. */
function sunLongitude(year: number, month: number, day: number): number {
  const jd = julianDay(new Date(Date.UTC(year, month - 1, day, 12)));
  const { ra, dec } = geocentric("sol", jd);
  const eps = 23.43928;
  const j2000 = wrap(Math.atan2(sinD(ra) * cosD(eps) + Math.tan(dec * D) * sinD(eps), cosD(ra)) / D);
  return wrap(j2000 + (1.397 * (jd - 2_451_545)) / 36_525);
}

const buyer = (birthday: SoulmateInputs["birthday"], starSign: SoulmateInputs["starSign"]): SoulmateInputs => ({
  starSign,
  birthday,
  city: null,
  place: null,
  preference: "women",
  relationshipStatus: "single",
  firstName: null,
});

describe("the sun's decan", () => {
  it("puts the sun in the third of its sign a separate calculation does, away from the boundaries", () => {
    let checked = 0;
    for (let i = 0; i < 240; i++) {
      const birthday = { day: 1 + ((i * 11) % 28), month: 1 + (i % 12), year: 1950 + ((i * 7) % 56) };
      const longitude = sunLongitude(birthday.year, birthday.month, birthday.day);
      const inSign = longitude % 30;
      // A degree either side of a boundary is left to the two calculations' small differences.
      if (inSign % 10 < 1 || inSign % 10 > 9) continue;
      const sign = STAR_SIGNS[Math.floor(longitude / 30)] ?? "aries";
      const c = storyContext(buyer(birthday, sign));
      if (c.sun.kind !== "in-sign") continue;
      // With no town the day is fifty hours wide (every zone's date), in which the sun can cross a tenth degree.
      const crossing = c.chart.sunDecanCrossing;
      if (crossing) expect(crossing, JSON.stringify(birthday)).toContain(Math.floor(inSign / 10));
      else expect(c.chart.sunDecan, JSON.stringify(birthday)).toBe(Math.floor(inSign / 10));
      checked++;
    }
    expect(checked).toBeGreaterThan(150);
  });

  it("lends the middle third to the next sign of the element and the last to the one after, and says so", () => {
    // 25 May 1990: the sun about 4 degrees into Gemini, its own third; 5 June 1990, 14 degrees, lent to Libra;
    // 15 June 1990, 24 degrees, lent to Aquarius.
    const lenders: Record<number, string> = {};
    for (const [day, month, lender] of [
      [25, 5, null],
      [5, 6, "Libra"],
      [15, 6, "Aquarius"],
    ] as const) {
      const inputs = buyer({ day, month, year: 1990 }, "gemini");
      let said = 0;
      for (let seed = 0; seed < 24; seed++) {
        const page = composeStory(inputs, `decan-${seed}`).panels.find((p) => p.scene === "constellation")?.text ?? "";
        const line = page.match(/(?:The sun stood in the|your sun fell in the) (first|middle|last)[^.]*\./)?.[0];
        if (!line) continue;
        said++;
        if (lender === null) {
          expect(line).toMatch(/first (?:ten degrees|part) of Gemini/);
          expect(line).toMatch(
            /a quick, curious mind and a gift for conversation|a gift for conversation and a quick, curious mind/,
          );
        } else {
          expect(line).toContain(lender);
          expect(line).toMatch(lender === "Libra" ? /middle/ : /last/);
          lenders[day] = lender;
        }
      }
      expect(said, `${day} ${month}`).toBeGreaterThan(3);
    }
    expect(Object.keys(lenders)).toHaveLength(2);
    // The rule: each third after the first goes to the next sign of the same element, round the zodiac.
    for (const [index, sign] of STAR_SIGNS.entries()) {
      const next = STAR_SIGNS[(index + 4) % 12] ?? sign;
      expect(SIGN_FACTS[next].element).toBe(SIGN_FACTS[sign].element);
    }
  });
});
