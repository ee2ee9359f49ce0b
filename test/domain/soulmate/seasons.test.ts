/**
 * The season the book names is the one the town's own country counts (decision 0059), checked
 * against independent figures: the equinox and solstice instants as the US Naval Observatory
 * publishes them (https://aa.usno.navy.mil/data/EarthSeasons), typed in here, not computed, and the
 * fixed first-of-the-month boundaries of the meteorological seasons.
 */
import { describe, expect, it } from "vitest";
import { storyPrompt } from "../../../src/ai/story-writer";
import { birthSky } from "../../../src/soulmate/astro";
import {
  DEFAULT_RECKONINGS,
  SEASON_RECKONINGS,
  seasonAt,
  seasonPartAt,
  seasonSplitAt,
} from "../../../src/soulmate/seasons";
import { composeStory } from "../../../src/soulmate/story-composer";
import { BALLARAT, BERGEN, buyerIn, DARWIN, PORTO_ALEGRE, REYKJAVIK, town } from "./fixtures";

const ROTORUA = town("Rotorua", "NZ", -38.13874, 176.24516);
const WAGGA_WAGGA = town("Wagga Wagga", "AU", -35.12577, 147.35375);
const BUENOS_AIRES = town("Buenos Aires", "AR", -34.61315, -58.37723);
const CHICAGO = town("Chicago", "US", 41.85003, -87.65005);
const DUBLIN = town("Dublin", "IE", 53.33306, -6.24889);
const CAPE_TOWN = town("Cape Town", "ZA", -33.92584, 18.42322);

const date = (day: number, month: number, year: number) => ({ day, month, year });

/** USNO, Earth's seasons (UTC): the March equinox, June solstice, September equinox and December solstice. */
const USNO = {
  1994: ["1994-03-20T20:28Z", "1994-06-21T14:48Z", "1994-09-23T06:19Z", "1994-12-22T02:23Z"],
  2023: ["2023-03-20T21:24Z", "2023-06-21T14:58Z", "2023-09-23T06:50Z", "2023-12-22T03:27Z"],
  2024: ["2024-03-20T03:06Z", "2024-06-20T20:51Z", "2024-09-22T12:44Z", "2024-12-21T09:20Z"],
} as const;

/** A day's date at a longitude (local mean time) for a UTC instant, and the days either side. */
function localDates(iso: string, longitude: number) {
  const at = new Date(new Date(iso).getTime() + (longitude / 15) * 3_600_000);
  const d = (offset: number) => {
    const t = new Date(at.getTime() + offset * 86_400_000);
    return date(t.getUTCDate(), t.getUTCMonth() + 1, t.getUTCFullYear());
  };
  return { before: d(-1), on: d(0), after: d(1) };
}

describe("seasons by the country's reckoning", () => {
  it("has Brazil count autumn from the March equinox: Porto Alegre on 14 March is in summer", () => {
    expect(SEASON_RECKONINGS.BR).toEqual(["astronomical"]);
    expect(seasonAt(PORTO_ALEGRE, date(14, 3, 1994))).toBe("summer");
    expect(seasonAt(PORTO_ALEGRE, date(1, 3, 1994))).toBe("summer");
    expect(seasonAt(PORTO_ALEGRE, date(25, 3, 1994))).toBe("autumn");
    expect(seasonAt(PORTO_ALEGRE, date(14, 7, 1994))).toBe("winter");
  });

  it("has Australia and New Zealand count meteorological seasons: autumn from 1 March", () => {
    for (const place of [ROTORUA, WAGGA_WAGGA, BALLARAT]) {
      expect(seasonAt(place, date(28, 2, 1994)), place.name).toBe("summer");
      expect(seasonAt(place, date(1, 3, 1994)), place.name).toBe("autumn");
      expect(seasonAt(place, date(14, 3, 1994)), place.name).toBe("autumn");
      expect(seasonAt(place, date(31, 5, 1994)), place.name).toBe("autumn");
      expect(seasonAt(place, date(1, 6, 1994)), place.name).toBe("winter");
      expect(seasonAt(place, date(1, 9, 1994)), place.name).toBe("spring");
      expect(seasonAt(place, date(1, 12, 1994)), place.name).toBe("summer");
      // Every day of a year, from the month alone.
      for (let month = 1; month <= 12; month++) {
        const south = month === 12 || month <= 2 ? "summer" : month <= 5 ? "autumn" : month <= 8 ? "winter" : "spring";
        expect(seasonAt(place, date(15, month, 2001)), `${place.name} ${month}`).toBe(south);
      }
    }
  });

  it("turns the astronomical seasons on the USNO's equinoxes and solstices, naming none on the day itself", () => {
    const north = ["spring", "summer", "autumn", "winter"] as const;
    const south = ["autumn", "winter", "spring", "summer"] as const;
    for (const [year, instants] of Object.entries(USNO)) {
      instants.forEach((iso, i) => {
        for (const [place, names] of [
          [PORTO_ALEGRE, south],
          [BUENOS_AIRES, south],
          [CHICAGO, north],
        ] as const) {
          const { before, on, after } = localDates(iso, place.longitude);
          const label = `${place.name} ${year} turn ${i}`;
          expect(seasonAt(place, before), label).toBe(names[(i + 3) % 4]);
          expect(seasonAt(place, on), label).toBeNull();
          expect(seasonAt(place, after), label).toBe(names[i]);
        }
      });
    }
  });

  it("names a season where several reckonings are in use only when they all agree", () => {
    expect(SEASON_RECKONINGS.NO).toBeUndefined();
    expect(DEFAULT_RECKONINGS).toEqual(["meteorological", "astronomical"]);
    // Bergen: 8 November is autumn by both; 10 March is meteorological spring but astronomical winter.
    expect(seasonAt(BERGEN, date(8, 11, 1961))).toBe("autumn");
    expect(seasonAt(BERGEN, date(10, 3, 1961))).toBeNull();
    expect(seasonAt(BERGEN, date(10, 4, 1961))).toBe("spring");
    expect(seasonAt(BERGEN, date(10, 12, 1961))).toBeNull();
    expect(seasonAt(BERGEN, date(10, 1, 1962))).toBe("winter");
    // Ireland also keeps the Gaelic quarters: 10 May is spring by two reckonings and summer by the third.
    expect(seasonAt(DUBLIN, date(10, 5, 1990))).toBeNull();
    expect(seasonAt(DUBLIN, date(10, 7, 1990))).toBe("summer");
    expect(seasonAt(DUBLIN, date(10, 2, 1990))).toBeNull();
    expect(seasonAt(DUBLIN, date(10, 1, 1990))).toBe("winter");
    // South Africa: Spring Day is 1 September, the equinox about the 22nd.
    expect(seasonAt(CAPE_TOWN, date(5, 9, 1990))).toBeNull();
    expect(seasonAt(CAPE_TOWN, date(5, 10, 1990))).toBe("spring");
    expect(seasonAt(REYKJAVIK, date(5, 7, 1990))).toBe("summer");
  });

  it("says nothing in the tropics, for no place, or for a date that is not one", () => {
    expect(seasonAt(DARWIN, date(5, 7, 1990))).toBeNull(); // 12.5° S
    expect(seasonAt({ ...WAGGA_WAGGA, latitude: -23.43 }, date(5, 7, 1990))).toBeNull();
    expect(seasonAt({ ...WAGGA_WAGGA, latitude: -23.45 }, date(5, 7, 1990))).toBe("winter");
    expect(seasonAt(null, date(5, 7, 1990))).toBeNull();
    expect(seasonAt(WAGGA_WAGGA, date(5, 0, 1990))).toBeNull();
    expect(seasonAt(WAGGA_WAGGA, date(5, 13, 1990))).toBeNull();
    expect(seasonAt(WAGGA_WAGGA, date(5, 1.5, 1990))).toBeNull();
  });
});

describe("where the country's reckonings of the season part (review 25)", () => {
  const cityPage = (place: typeof DUBLIN, birthday: ReturnType<typeof date>, seed: string) =>
    composeStory(buyerIn(place, birthday, { starSign: "aquarius" }), seed).panels.find((p) => p.scene === "city")
      ?.text ?? "";

  it("tells Ireland's spring from St Brigid's Day while the months and the sun still keep winter", () => {
    // 2 February: spring by the Gaelic quarters (from 1 February), winter by the months (until 1 March) and by the sun.
    expect(seasonAt(DUBLIN, date(2, 2, 1994))).toBeNull();
    expect(seasonSplitAt(DUBLIN, date(2, 2, 1994))).toMatchObject({
      now: "spring",
      still: "winter",
      turned: [{ reckoning: "gaelic", on: { day: 1, month: 2 } }],
    });
    // The production model is given the same parting, not "none to name".
    const inputs = buyerIn(DUBLIN, date(2, 2, 1994), { starSign: "aquarius" });
    expect(storyPrompt(inputs, birthSky(inputs))).toContain(
      '"seasonOnTheBirthday":{"reckoningsDisagree":true,"already":{"season":"spring","by":["Ireland\'s old calendar, from 1 February"]},"still":{"season":"winter","by":["the months, until 1 March","the sun (the equinox or solstice), until 20 March"]}}',
    );
    for (const seed of ["split-1", "split-2", "split-3"])
      expect(cityPage(DUBLIN, date(2, 2, 1994), seed)).toContain(
        "By Ireland’s old calendar spring begins with St Brigid’s Day on 1 February, the day before your birthday. By the months and by the sun it was still winter in Dublin",
      );
  });

  it("dates the sun's turn as USNO does, by the town's own day: the months' spring, the sun's winter", () => {
    // 1994's March equinox at 20:28 UTC: 20 March in Dublin and in Cape Town's autumn; the June solstice at 14:48 UTC.
    const dublin = seasonSplitAt(DUBLIN, date(10, 3, 1994));
    expect(dublin?.waiting).toEqual([{ reckoning: "astronomical", on: { day: 20, month: 3 } }]);
    expect(localDates(USNO[1994][0], DUBLIN.longitude).on).toEqual(date(20, 3, 1994));
    expect(seasonSplitAt(CAPE_TOWN, date(10, 6, 1994))).toEqual({
      now: "winter",
      still: "autumn",
      turned: [{ reckoning: "meteorological", on: { day: 1, month: 6 } }],
      waiting: [{ reckoning: "astronomical", on: { day: 21, month: 6 } }],
    });
    const page = ["split-1", "split-2", "split-3"]
      .map((seed) => cityPage(CAPE_TOWN, date(10, 6, 1994), seed))
      .join(" ");
    expect(page).toMatch(/winter[^.]*1 June[^.]*solstice on 21 June/);
    // Where one reckoning rules, or they agree, nothing parts.
    expect(seasonSplitAt(BALLARAT, date(10, 3, 1994))).toBeNull();
    expect(seasonSplitAt(DUBLIN, date(25, 3, 1994))).toBeNull();
    expect(seasonSplitAt(DARWIN, date(10, 3, 1994))).toBeNull();
  });
});

describe("how far into its season a birthday fell", () => {
  const mendoza = town("Mendoza", "AR", -32.89084, -68.82717);

  it("counts whole months for the meteorological seasons: Ballarat's September is early spring, its February late summer", () => {
    expect(seasonPartAt(BALLARAT, { day: 3, month: 9, year: 1990 })).toBe("early");
    expect(seasonPartAt(BALLARAT, { day: 20, month: 10, year: 1990 })).toBe("mid");
    expect(seasonPartAt(BALLARAT, { day: 28, month: 2, year: 1991 })).toBe("late");
  });

  it("counts thirds of the span between equinox and solstice for the astronomical ones", () => {
    // Argentina reckons astronomically: spring runs from about 23 September to about 22 December, 90 days, so
    // 10 December (78 days in) is in the last third and 1 October (8 days in) in the first; the equinox and
    // solstice dates are the published ones for 1983.
    expect(seasonPartAt(mendoza, { day: 10, month: 12, year: 1983 })).toBe("late");
    expect(seasonPartAt(mendoza, { day: 1, month: 10, year: 1983 })).toBe("early");
    expect(seasonPartAt(mendoza, { day: 10, month: 11, year: 1983 })).toBe("mid");
    // Norway is not in the table: a season is named where both reckonings agree, and its part is read by the first,
    // the meteorological one, so 5 January is the middle of winter.
    expect(seasonPartAt(BERGEN, { day: 5, month: 1, year: 1984 })).toBe("mid");
  });

  it("tells Mendoza's late spring without 'the first warm afternoons' (a buyer's review)", () => {
    const text = composeStory(
      {
        starSign: "sagittarius",
        birthday: { day: 10, month: 12, year: 1983 },
        city: "Mendoza",
        place: mendoza,
        preference: "women",
        relationshipStatus: "divorced",
        firstName: "Dario",
      },
      "review13-BB",
    )
      .panels.map((p) => p.text)
      .join(" ");
    expect(text).toMatch(/in spring, (?:with|the season of) the light staying a little longer each evening/);
    expect(text).not.toMatch(/first warm afternoons/);
  });
});
