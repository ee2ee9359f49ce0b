/**
 * A town's own clock: its IANA time zone (the gazetteer's `time_zone`, summer time and all, by the runtime's
 * Intl). The birthday as the town's clocks told it, and its midday, for the sky's figures (astro.ts) and for
 * the words that tell a moment (story-text/clock.ts). Without a zone, or before the zone data can be
 * trusted (1970, or 1900 in Australia and New Zealand), a moment is Greenwich's; a date alone is then read at the town's mean time (townDateZone).
 */
import type { Place } from "./place";

/** What the clock needs of the town the sky is read from (sky-from.ts): its zone, when the gazetteer knows one. */
export type ClockPlace = Pick<Place, "timeZone"> | null | undefined;

/**
 * The time zone data promises its offsets only from 1970: earlier, zones it has merged keep another
 * country's history (Europe/Oslo follows Berlin's rules, and gave Oslo summer time in 1949, which Norway
 * did not keep; a buyer's check). Before 1970 the book tells no town's clock, except in the zones below.
 */
const ZONES_TRUSTED_FROM = Date.UTC(1970, 0, 1);

/**
 * The shop's home market, whose zones keep their own history in the zone data back past 1900: each is a zone of its
 * own there (none merged into another country's), set by each state's and New Zealand's standard-time and daylight-
 * saving acts (Sydney on UTC+10 with no summer time from 1944 to 1971; Hobart's first peacetime summer time from
 * October 1967; New Zealand's +11:30 until 1946). A widowed buyer born in Sydney in 1961 was told "Greenwich time"
 * and a Greenwich date (review 33). Decision 0076.
 */
const ZONES_WITH_THEIR_OWN_HISTORY = new Set([
  "Australia/Adelaide",
  "Australia/Brisbane",
  "Australia/Broken_Hill",
  "Australia/Darwin",
  "Australia/Eucla",
  "Australia/Hobart",
  "Australia/Lindeman",
  "Australia/Lord_Howe",
  "Australia/Melbourne",
  "Australia/Perth",
  "Australia/Sydney",
  "Pacific/Auckland",
  "Pacific/Chatham",
]);
const OWN_HISTORY_FROM = Date.UTC(1900, 0, 1);

/** Whether the zone data's offset for this zone at this moment can be told as the town's clock. */
function zoneTrusted(zone: string, at: number): boolean {
  return at >= ZONES_TRUSTED_FROM || (ZONES_WITH_THEIR_OWN_HISTORY.has(zone) && at >= OWN_HISTORY_FROM);
}

/** The town's time zone when the gazetteer knows it and the zone data can be trusted for that moment. */
export function townZone(place: ClockPlace, at: Date): string | undefined {
  const zone = place?.timeZone;
  return zone && zoneTrusted(zone, at.getTime()) ? zone : undefined;
}

/**
 * The zone a date alone is read in: the town's own when it can be trusted; before 1970, the mean time of the town's
 * longitude to the hour ("Etc/GMT-10" for Sydney), so a date is the town's and not Greenwich's (review 33: the new moon
 * of 15 May 1961, at 2:54 in the morning in Sydney, was told as 14 May). Never for an hour of the clock, which the book
 * tells only by a trusted zone; undefined without a town.
 */
export function townDateZone(
  place: (Pick<Place, "timeZone"> & { longitude?: number }) | null | undefined,
  at: Date,
): string | undefined {
  const zone = townZone(place, at);
  const longitude = place?.longitude;
  if (zone || longitude === undefined) return zone;
  const hours = Math.round(longitude / 15);
  // The Etc zones count the other way: UTC+10 is Etc/GMT-10.
  return hours === 0 ? "Etc/GMT" : `Etc/GMT${hours > 0 ? "-" : "+"}${Math.abs(hours)}`;
}

export type ClockReading = { day: number; month: number; year: number; hour: number; minute: number };

/**
 * The birthday as the town's clocks told it, midnight to midnight, as instants (ms); null without a zone the
 * runtime knows, or before the zone data can be trusted. Each midnight is found on its own (the offset read at
 * the guess, then again), so a day the clocks changed runs 23 or 25 hours.
 */
export function clockDay(
  place: ClockPlace,
  birthday: { day: number; month: number; year: number },
): { start: number; end: number } | null {
  const zone = place?.timeZone;
  if (!zone || !formatterFor(zone)) return null;
  const midnight = (year: number, month: number, day: number): number => {
    const wall = Date.UTC(year, month - 1, day);
    let at = wall;
    for (let i = 0; i < 3; i++) {
      const r = onTheClock(new Date(at), zone);
      at += wall - Date.UTC(r.year, r.month - 1, r.day, r.hour, r.minute);
    }
    return at;
  };
  const next = new Date(Date.UTC(birthday.year, birthday.month - 1, birthday.day + 1));
  const start = midnight(birthday.year, birthday.month, birthday.day);
  if (!zoneTrusted(zone, start)) return null;
  return { start, end: midnight(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()) };
}

/**
 * Midday of the birthday as the town's clocks showed it, as an instant (ms); null without a zone the runtime knows,
 * or before the zone data can be trusted. "Midday" to a reader is twelve on the clock, not the sun's noon: Reykjavík's
 * clock runs an hour and a half ahead of its sun (a review found a full moon's hours told from the sun's noon).
 */
export function clockNoon(place: ClockPlace, birthday: { day: number; month: number; year: number }): number | null {
  const day = clockDay(place, birthday);
  const zone = place?.timeZone;
  if (!day || !zone) return null;
  const wall = Date.UTC(birthday.year, birthday.month - 1, birthday.day, 12);
  let at = day.start + 12 * 3_600_000;
  for (let i = 0; i < 3; i++) {
    const r = onTheClock(new Date(at), zone);
    at += wall - Date.UTC(r.year, r.month - 1, r.day, r.hour, r.minute);
  }
  return at;
}

/** The date and time a moment showed on the clocks of a time zone, or in UTC without one. */
export function onTheClock(at: Date, timeZone: string | undefined): ClockReading {
  if (!timeZone)
    return {
      day: at.getUTCDate(),
      month: at.getUTCMonth() + 1,
      year: at.getUTCFullYear(),
      hour: at.getUTCHours(),
      minute: at.getUTCMinutes(),
    };
  const format = formatterFor(timeZone);
  // A zone the runtime does not know reads as Greenwich's rather than failing the book.
  if (!format) return onTheClock(at, undefined);
  const parts = format.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { day: part("day"), month: part("month"), year: part("year"), hour: part("hour"), minute: part("minute") };
}

/** One formatter per zone, made once; null for a zone the runtime refuses. */
const formatters = new Map<string, Intl.DateTimeFormat | null>();
function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  if (!formatters.has(timeZone)) {
    let format: Intl.DateTimeFormat | null = null;
    try {
      format = new Intl.DateTimeFormat("en-US", {
        timeZone,
        year: "numeric",
        day: "numeric",
        month: "numeric",
        hour: "numeric",
        minute: "numeric",
        hourCycle: "h23",
      });
    } catch {
      format = null;
    }
    formatters.set(timeZone, format);
  }
  return formatters.get(timeZone) ?? null;
}
