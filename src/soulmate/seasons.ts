/**
 * The season a town was in on a birthday, by the reckoning its own country uses (docs/decisions/0059).
 * Australia and New Zealand count meteorological seasons (autumn from 1 March in the south); Brazil,
 * Argentina, the United States and others count astronomical ones (autumn from the March equinox in
 * the south), so Porto Alegre on 14 March is still in summer. Where a country lives by more than one
 * reckoning, or is not in the table, a season is named only when every reckoning in use agrees, and
 * never on the day an equinox or solstice falls, nor in the tropics.
 */
import { Seasons } from "astronomy-engine";
import { localDay } from "./astro";
import type { Place } from "./place";
import { onTheClock, townZone } from "./town-clock";
import type { SoulmateInputs } from "./types";

export type Season = "summer" | "autumn" | "winter" | "spring";

/**
 * - meteorological: whole months, December to February being winter in the north.
 * - astronomical: from the equinoxes and solstices, as calendars print them.
 * - gaelic: Ireland's old calendar, spring from St Brigid's Day (1 February), summer from 1 May.
 */
export type SeasonReckoning = "meteorological" | "astronomical" | "gaelic";

/** The reckonings in everyday use, by ISO country code; the sources are in decision 0059. */
export const SEASON_RECKONINGS: Readonly<Record<string, readonly SeasonReckoning[]>> = {
  AU: ["meteorological"],
  NZ: ["meteorological"],
  BR: ["astronomical"],
  AR: ["astronomical"],
  CL: ["astronomical"],
  UY: ["astronomical"],
  US: ["astronomical"],
  DE: ["astronomical"],
  AT: ["astronomical"],
  GB: ["meteorological", "astronomical"],
  ZA: ["meteorological", "astronomical"],
  IE: ["meteorological", "astronomical", "gaelic"],
};

/** A country not in the table: a season is named only where both common reckonings agree. */
export const DEFAULT_RECKONINGS: readonly SeasonReckoning[] = ["meteorological", "astronomical"];

/** Half the width of the tropics: the Tropic of Cancer and of Capricorn. */
export const TROPIC_LATITUDE = 23.44;

const OPPOSITE: Record<Season, Season> = { summer: "winter", winter: "summer", spring: "autumn", autumn: "spring" };

const NORTHERN: readonly Season[] = ["spring", "summer", "autumn", "winter"];

/**
 * The northern season of a month by whole-month quarters from the month spring begins in:
 * March for the meteorological seasons, February (St Brigid's Day) for Ireland's Gaelic quarters.
 */
function quarterOf(month: number, springMonth: number): Season {
  return NORTHERN[Math.floor(((((month - springMonth) % 12) + 12) % 12) / 3)] as Season;
}

type Birthday = SoulmateInputs["birthday"];

/** The northern season by the equinoxes and solstices, or null on the day one of them falls. */
function astronomicalNorth(birthday: Birthday, longitude: number): Season | null {
  const { start, end } = localDay(birthday, longitude);
  const year = Seasons(birthday.year);
  const turns: [Date, Season][] = [
    [year.mar_equinox.date, "spring"],
    [year.jun_solstice.date, "summer"],
    [year.sep_equinox.date, "autumn"],
    [year.dec_solstice.date, "winter"],
  ];
  let season: Season = "winter";
  for (const [at, next] of turns) {
    if (at.getTime() >= start.getTime() && at.getTime() < end.getTime()) return null;
    if (at.getTime() < start.getTime()) season = next;
  }
  return season;
}

/** The northern season by one reckoning. */
function northernSeason(reckoning: SeasonReckoning, birthday: Birthday, longitude: number): Season | null {
  if (reckoning === "astronomical") return astronomicalNorth(birthday, longitude);
  return quarterOf(birthday.month, reckoning === "gaelic" ? 2 : 3);
}

/**
 * The season at a place on a birthday by its country's reckoning, or null: for no place, in the
 * tropics, where the reckonings in use disagree, on the day of an equinox or solstice (astronomical
 * reckoning), or for a date that is not one.
 */
export function seasonAt(place: Place | null, birthday: Birthday): Season | null {
  if (!place) return null;
  const { month, day, year } = birthday;
  if (![month, day, year].every(Number.isInteger) || month < 1 || month > 12 || day < 1 || day > 31) return null;
  if (Math.abs(place.latitude) < TROPIC_LATITUDE) return null;
  const reckonings = SEASON_RECKONINGS[place.countryCode.toUpperCase()] ?? DEFAULT_RECKONINGS;
  const seasons = new Set(reckonings.map((r) => northernSeason(r, birthday, place.longitude)));
  if (seasons.size !== 1) return null;
  const [north] = seasons;
  if (!north) return null;
  return place.hemisphere === "south" ? OPPOSITE[north] : north;
}

/** When a reckoning turns to a season, as a day of the town's calendar: the first of a month, or an equinox's or solstice's date. */
export type SeasonTurn = { day: number; month: number };

/**
 * A birthday on which the town's reckonings of the season disagree (outside the tropics, where `seasonAt` names
 * none): the season it had already turned to, and by which reckonings since when, and the season it still was by the
 * others, until the next of them turned. Cork on 2 February: spring by Ireland's old calendar since St Brigid's Day,
 * winter by the months until 1 March and by the sun until the equinox (review 25). Null where they agree, or nothing
 * is told (no place, the tropics, the day of an equinox or solstice).
 */
export type SeasonSplit = {
  /** The season the earlier reckonings had turned to, as the town's hemisphere names it. */
  now: Season;
  /** The season it still was by the later ones. */
  still: Season;
  /** The reckonings that had turned, each with the day it turned on. */
  turned: { reckoning: SeasonReckoning; on: SeasonTurn }[];
  /** The reckonings that had not, each with the day it would turn on. */
  waiting: { reckoning: SeasonReckoning; on: SeasonTurn }[];
};

/** The day a reckoning turns to a northern season in a year, the astronomical one's by the town's own date. */
function turnOf(reckoning: SeasonReckoning, north: Season, year: number, place: Place): SeasonTurn {
  const index = NORTHERN.indexOf(north);
  if (reckoning !== "astronomical") return { day: 1, month: ((index * 3 + (reckoning === "gaelic" ? 1 : 2)) % 12) + 1 };
  const seasons = Seasons(year);
  const at = [seasons.mar_equinox, seasons.jun_solstice, seasons.sep_equinox, seasons.dec_solstice][index]?.date;
  if (!at) throw new Error("every season has its turn");
  // By the town's clock where its zone is trusted; before, by its own sun's time.
  const zone = townZone(place, at);
  const { day, month } = zone
    ? onTheClock(at, zone)
    : onTheClock(new Date(at.getTime() + (place.longitude / 15) * 3_600_000), undefined);
  return { day, month };
}

/** Where a town's reckonings of the season disagree on a birthday, how (`SeasonSplit`); null where they agree. */
export function seasonSplitAt(place: Place | null, birthday: Birthday): SeasonSplit | null {
  if (!place || Math.abs(place.latitude) < TROPIC_LATITUDE) return null;
  const reckonings = SEASON_RECKONINGS[place.countryCode.toUpperCase()] ?? DEFAULT_RECKONINGS;
  const by = reckonings.map((reckoning) => ({
    reckoning,
    north: northernSeason(reckoning, birthday, place.longitude),
  }));
  const seasons = [...new Set(by.map((b) => b.north))];
  if (seasons.length !== 2 || seasons.some((n) => n === null)) return null;
  const [a, b] = seasons as [Season, Season];
  // The later of the two: the one the other turns into next.
  const later = NORTHERN[(NORTHERN.indexOf(a) + 1) % 4] === b ? b : a;
  const earlier = later === a ? b : a;
  const at = (reckoning: SeasonReckoning) => ({ reckoning, on: turnOf(reckoning, later, birthday.year, place) });
  const south = place.hemisphere === "south";
  const waiting = by.filter((x) => x.north === earlier).map((x) => at(x.reckoning));
  // The season is read over the sun's day at the town's longitude, the turn dated by its clock: where the clock runs
  // behind the sun, a turn that fell that day can carry the birthday's own date or an earlier one (Sapporo, 23
  // September 1983; a senior review). Nothing is told then rather than a turn "after" that is not.
  const key = (d: SeasonTurn) => d.month * 100 + d.day;
  if (waiting.some((w) => key(w.on) <= key(birthday))) return null;
  return {
    now: south ? OPPOSITE[later] : later,
    still: south ? OPPOSITE[earlier] : earlier,
    turned: by.filter((x) => x.north === later).map((x) => at(x.reckoning)),
    waiting,
  };
}

/** The first, middle or last third of a season. */
export type SeasonPart = "early" | "mid" | "late";
const PARTS: readonly SeasonPart[] = ["early", "mid", "late"];

/**
 * How far into its season the town was on the birthday, by the first reckoning its country uses: by whole months
 * for the meteorological and Gaelic quarters, by thirds of the span between an equinox and a solstice for the
 * astronomical seasons. Null wherever `seasonAt` names no season. Mendoza on 10 December is late in spring, past
 * its first warm afternoons (a buyer's review).
 */
export function seasonPartAt(place: Place | null, birthday: Birthday): SeasonPart | null {
  if (!place || !seasonAt(place, birthday)) return null;
  const [reckoning = "meteorological"] = SEASON_RECKONINGS[place.countryCode.toUpperCase()] ?? DEFAULT_RECKONINGS;
  if (reckoning !== "astronomical") {
    const springMonth = reckoning === "gaelic" ? 2 : 3;
    return PARTS[(((birthday.month - springMonth) % 12) + 12) % 3] ?? null;
  }
  const { start } = localDay(birthday, place.longitude);
  const turns = [birthday.year - 1, birthday.year, birthday.year + 1]
    .flatMap((y) => {
      const s = Seasons(y);
      return [s.mar_equinox, s.jun_solstice, s.sep_equinox, s.dec_solstice].map((t) => t.date.getTime());
    })
    .sort((a, b) => a - b);
  const next = turns.findIndex((t) => t > start.getTime());
  const from = turns[next - 1];
  const to = turns[next];
  if (from === undefined || to === undefined) return null;
  return PARTS[Math.min(2, Math.floor(((start.getTime() - from) / (to - from)) * 3))] ?? null;
}
