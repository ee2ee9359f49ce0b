/**
 * The town's clock before 1970 (decision 0076, review 33): Australia's and New Zealand's zones keep their own history
 * in the zone data, so a buyer born in Sydney in 1961 is told Sydney's clock, not Greenwich's; elsewhere the book
 * still tells no clock before 1970. The offsets are the published ones, from each state's and New Zealand's
 * standard-time and daylight-saving acts, not read from the zone data.
 */
import { Body, MakeTime, Observer, SearchRiseSet } from "astronomy-engine";
import { describe, expect, it } from "vitest";
import { composeStory } from "../../../src/soulmate/story-composer";
import { onTheClock, townZone } from "../../../src/soulmate/town-clock";
import { buyerIn, town } from "./fixtures";

const HOUR = 3_600_000;

/** The published offset from Greenwich, in hours, at a moment in a town's zone. */
const PUBLISHED: { zone: string; at: string; offset: number; why: string }[] = [
  { zone: "Australia/Sydney", at: "1961-05-02T12:00:00Z", offset: 10, why: "AEST; no summer time from 1944 to 1971" },
  { zone: "Australia/Sydney", at: "1961-01-15T12:00:00Z", offset: 10, why: "no summer time in 1961" },
  { zone: "Australia/Sydney", at: "1943-01-10T00:00:00Z", offset: 11, why: "wartime summer time, 1942 to 1944" },
  { zone: "Australia/Melbourne", at: "1955-07-01T00:00:00Z", offset: 10, why: "AEST" },
  { zone: "Australia/Hobart", at: "1968-01-10T00:00:00Z", offset: 11, why: "Tasmania's summer time from October 1967" },
  { zone: "Australia/Hobart", at: "1966-01-10T00:00:00Z", offset: 10, why: "before Tasmania's summer time" },
  { zone: "Australia/Adelaide", at: "1960-01-10T00:00:00Z", offset: 9.5, why: "ACST since 1899" },
  { zone: "Australia/Perth", at: "1960-01-10T00:00:00Z", offset: 8, why: "AWST" },
  { zone: "Australia/Brisbane", at: "1950-01-10T00:00:00Z", offset: 10, why: "AEST" },
  { zone: "Pacific/Auckland", at: "1940-07-10T00:00:00Z", offset: 11.5, why: "New Zealand Mean Time until 1946" },
  { zone: "Pacific/Auckland", at: "1940-01-10T00:00:00Z", offset: 12, why: "New Zealand's summer time, half an hour" },
  { zone: "Pacific/Auckland", at: "1955-07-10T00:00:00Z", offset: 12, why: "NZST from 1946" },
];

describe("the town's clock before 1970", () => {
  it("tells Australia's and New Zealand's own clocks, to the published offsets", () => {
    for (const { zone, at, offset, why } of PUBLISHED) {
      const moment = new Date(at);
      const told = townZone({ timeZone: zone }, moment);
      expect(told, `${zone} ${at}`).toBe(zone);
      const r = onTheClock(moment, told);
      const wall = Date.UTC(r.year, r.month - 1, r.day, r.hour, r.minute);
      expect((wall - moment.getTime()) / HOUR, `${zone} ${at}: ${why}`).toBe(offset);
    }
  });

  it("tells no clock before 1970 elsewhere, nor before 1900 anywhere", () => {
    // Europe/Oslo keeps Berlin's history in the zone data: Oslo in 1949 would get summer time Norway did not keep.
    expect(townZone({ timeZone: "Europe/Oslo" }, new Date("1949-06-01T12:00:00Z"))).toBeUndefined();
    expect(townZone({ timeZone: "America/Los_Angeles" }, new Date("1961-06-01T12:00:00Z"))).toBeUndefined();
    expect(townZone({ timeZone: "Australia/Sydney" }, new Date("1895-06-01T12:00:00Z"))).toBeUndefined();
    expect(townZone({ timeZone: "Europe/Oslo" }, new Date("1970-06-01T12:00:00Z"))).toBe("Europe/Oslo");
  });

  it("gives a widowed buyer born in Sydney in 1961 the sunset by Sydney's clock, not Greenwich's", () => {
    const sydney = {
      ...town("Sydney", "AU", -33.86785, 151.20732),
      population: 4_627_345,
      timeZone: "Australia/Sydney",
    };
    const daniel = buyerIn(
      sydney,
      { day: 2, month: 5, year: 1961 },
      { starSign: "taurus", relationshipStatus: "widowed" },
    );
    const book = composeStory(daniel, "clock-daniel");
    const text = book.panels.map((p) => p.text).join("\n\n");
    expect(text).not.toMatch(/Greenwich/);
    // The sunset found here apart from the book, told at UTC+10 to the nearest five minutes.
    const sunset = SearchRiseSet(
      Body.Sun,
      new Observer(sydney.latitude, sydney.longitude, 0),
      -1,
      MakeTime(new Date("1961-05-02T00:00:00Z")),
      1,
    );
    if (!sunset) throw new Error("no sunset found");
    const local = new Date(Math.round((sunset.date.getTime() + 10 * HOUR) / 300_000) * 300_000);
    const door = book.panels.find((p) => p.scene === "threshold")?.text ?? "";
    const minutes = local.getUTCMinutes();
    expect(door).toContain(
      `at about ${local.getUTCHours() - 12}${minutes === 0 ? "" : `:${String(minutes).padStart(2, "0")}`} in the evening by the clocks there`,
    );
  });
});
