/**
 * Lines about where the stars stand depend on the town's latitude: nothing is "almost straight
 * overhead" that never climbs that high there, and a northern town reads no southern-sky lines
 * (nor a southern town northern ones). The independent figure is a star's greatest altitude,
 * 90° − |latitude − declination|, with Antares' declination typed in from the Yale Bright Star
 * Catalogue (HR 6134: −26° 25′ 55″), not taken from the code.
 */
import { describe, expect, it } from "vitest";
import { STAR_SIGNS } from "../../../src/shared/statuses";
import type { Place } from "../../../src/soulmate/place";
import { composeStory } from "../../../src/soulmate/story-composer";
import type { SoulmateInputs, Story } from "../../../src/soulmate/types";
import { BERGEN, DARWIN, PORTO_ALEGRE, REYKJAVIK, town } from "./fixtures";

const ANTARES = -(26 + 25 / 60 + 55 / 3600);
const highest = (latitude: number, declination: number) => 90 - Math.abs(latitude - declination);

const TOWNS: Place[] = [
  BERGEN,
  town("Chicago", "US", 41.85003, -87.65005),
  town("Cairo", "EG", 30.06263, 31.24967),
  REYKJAVIK,
  DARWIN,
  PORTO_ALEGRE,
  town("Hobart", "AU", -42.87936, 147.32941),
];

function book(place: Place, starSign: SoulmateInputs["starSign"], seed: string): Story {
  return composeStory(
    {
      starSign,
      birthday: { day: 1 + ((seed.length * 7) % 27), month: 1 + (seed.charCodeAt(seed.length - 1) % 12), year: 1985 },
      city: place.name,
      place,
      preference: "women",
      relationshipStatus: "single",
      firstName: null,
    },
    seed,
  );
}

const sentences = (story: Story) =>
  [story.dedication, ...story.panels.map((p) => p.text), story.closing, ...(story.portrait?.paragraphs ?? [])]
    .join(" ")
    .split(/(?<=[.!?])\s+/);

describe("star lines by the town's latitude", () => {
  it("puts Scorpius overhead, well up, low or below the horizon only where Antares really climbs that high", () => {
    const seen = new Set<string>();
    for (const place of TOWNS) {
      const top = highest(place.latitude, ANTARES);
      for (let i = 0; i < 16; i++) {
        for (const s of sentences(book(place, "scorpio", `scorpius-${place.name}-${i}`))) {
          if (!/Scorpius|Antares|Scorpion/.test(s)) continue;
          const where = `${place.name} (Antares at most ${top.toFixed(1)}°): ${s}`;
          if (/overhead/.test(s)) {
            seen.add("overhead");
            expect(top, where).toBeGreaterThanOrEqual(70);
          }
          if (/well up/.test(s)) {
            seen.add("well up");
            expect(top, where).toBeGreaterThanOrEqual(30);
          }
          if (/low over the southern horizon/.test(s)) {
            seen.add("low");
            expect(top, where).toBeGreaterThan(0);
            expect(top, where).toBeLessThan(30);
          }
          if (/never climbs clear of the horizon/.test(s)) {
            seen.add("never");
            expect(top, where).toBeLessThan(5);
          }
        }
      }
    }
    // Every case was written for at least one of these towns, so each check above ran.
    expect([...seen].sort()).toEqual(["low", "never", "overhead", "well up"]);
  });

  it("gives a northern town no southern-sky lines, and a southern town no northern ones", () => {
    for (const place of TOWNS) {
      const other = place.hemisphere === "north" ? "southern" : "northern";
      const wrong = new RegExp(`\\b${other} (winter|summer|autumn|spring|sky|skies|night|nights|evenings?)\\b`, "i");
      for (const [k, sign] of STAR_SIGNS.entries()) {
        for (let i = 0; i < 2; i++) {
          for (const s of sentences(book(place, sign, `hemisphere-${place.name}-${k}-${i}`))) {
            expect(s, `${place.name}, ${sign}`).not.toMatch(wrong);
          }
        }
      }
    }
  });
});
