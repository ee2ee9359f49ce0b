/**
 * Moments told in words by a town's own clock (town-clock.ts), so "at about 3 in the morning by the clock in
 * Tokyo" is what a clock on a wall there showed. Without a zone the moment is Greenwich's.
 */
import { MONTH_NAMES } from "../../shared/quiz";
import { type ClockReading, onTheClock } from "../town-clock";
import { inWords } from "./context";

/**
 * "ten past six", "a quarter to seven", "six o'clock": a reading to five minutes told as a storybook tells the time
 * (the hour in words on a twelve-hour clock, without "in the morning").
 */
export function clockWords({ hour, minute }: ClockReading): string {
  const h12 = (h: number) => inWords(h % 12 === 0 ? 12 : h % 12);
  const m = Math.round(minute / 5) * 5;
  if (m === 0 || m === 60) return `${h12(m === 60 ? hour + 1 : hour)} o'clock`;
  if (m === 30) return `half past ${h12(hour)}`;
  const part = (n: number) => (n === 15 ? "a quarter" : inWords(n));
  return m < 30 ? `${part(m)} past ${h12(hour)}` : `${part(60 - m)} to ${h12(hour + 1)}`;
}

/** A moment to the nearest five minutes, as the zone's clocks showed it: the reading the book tells. */
export function roundedReading(at: Date, timeZone: string | undefined): ClockReading {
  return onTheClock(new Date(Math.round(at.getTime() / 300_000) * 300_000), timeZone);
}

/**
 * "8:35 in the evening": a clock reading on a twelve-hour clock, for the pages; from 5 in the afternoon it is evening.
 * "8:35 pm" in the `short` form, for a caption (the star chart's).
 */
export function clockTime(
  { hour, minute }: Pick<ClockReading, "hour" | "minute">,
  form: "words" | "short" = "words",
): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const part =
    form === "short"
      ? hour < 12
        ? "am"
        : "pm"
      : hour < 12
        ? "in the morning"
        : hour < 17
          ? "in the afternoon"
          : "in the evening";
  return `${h12}:${String(minute).padStart(2, "0")} ${part}`;
}

/**
 * "5:40 in the morning", "5 in the afternoon", "midnight": a reading to the nearest five minutes, as the pages tell a
 * moment found to the second (review 34: "about 5:30" for 5:42, when it was told to the half hour).
 */
export function momentWords(reading: Pick<ClockReading, "hour" | "minute">): string {
  if (reading.minute !== 0) return clockTime(reading);
  if (reading.hour === 0) return "midnight";
  if (reading.hour === 12) return "midday";
  return clockTime(reading).replace(":00", "");
}

/** "28 July": the date a moment fell on by the zone's clocks. */
export function clockDate(at: Date, timeZone: string | undefined): string {
  const { day, month } = onTheClock(at, timeZone);
  return `${day} ${MONTH_NAMES[month - 1]}`;
}
