/**
 * The union panel: the moment of recognition. The meeting itself is coloured
 * by the element (elements.ts), the sign (signs.ts) and the status
 * (threshold.ts); these are the panel's own openings and titles (its closing is a chart fact, chart.ts).
 */
import { MONTH_NAMES } from "../../shared/quiz";
import { brightStarsAt, middayOf, venusMarsMeetingAfter } from "../astro";
import { onTheClock, townDateZone, townZone } from "../town-clock";
import { clockTime, roundedReading } from "./clock";
import { type Line, type StoryContext, skyTown, timeCount } from "./context";
import { daysAround, moonSunOf, moonTrend } from "./moon";
import { SIGN_TEXT } from "./signs";
import { whereInSky } from "./sky-places";

export const UNION_TITLES: readonly Line[] = [
  "The Moment of Recognition",
  "The Meeting Place",
  (c) => `Where ${c.sign} Comes Home`,
  "The Light Between Two",
];

/** Beside a partner, not a first meeting or a recognition, which read as meeting someone new (review 31). */
export const COUPLE_UNION_TITLES: readonly Line[] = [
  ...UNION_TITLES.filter((t) => typeof t !== "string" || !/Meeting|Recognition/.test(t)),
  "The Sky You Share",
];

/** A widowed reader's page is not called a meeting or a recognition (a buyer's review): light and home. */
export const WIDOWED_UNION_TITLES: readonly Line[] = [
  ...UNION_TITLES.filter((t) => typeof t !== "string" || !/Meeting|Recognition|Between Two/.test(t)),
  "The Light Kept",
  "What the Sky Keeps",
];

/**
 * Openings; the first two use the reader's name when there is one. A widowed
 * reader draws only from the first three (see the composer), so any more are
 * appended after them and may be a little more romantic.
 */
export const UNION_OPENINGS: readonly Line[] = [
  (c) =>
    `And so${c.name ? `, ${c.name},` : ""} the story arrives where every love story wants to arrive: at a moment of recognition.`,
  (c) =>
    c.name
      ? `Here is the last panel of ${c.name}'s story, and like every good last panel, it is a meeting.`
      : "The last panel of any good story is a meeting, and this one is no different.",
  // Quiet enough for every reader, a widowed one included; worded by the birth moon.
  (c) =>
    ({
      waxing:
        "It does not happen with trumpets. It happens the way the best things usually do: in an ordinary place, on an ordinary day, with the sky quietly watching.",
      waning:
        "There is no fanfare here, only a quiet moment on an ordinary day, the kind that is easy to miss and impossible to forget.",
      turning:
        "Nothing dramatic marks it. The day is ordinary, the light is ordinary, and yet something in it turns, the way the moon turns at the edge of its cycle.",
    })[moonTrend(c)],
  (c) =>
    `In the story there is a moment when ${c.p.he} turns, and you turn, and the world goes on exactly as before, except that nothing is quite the same.`,
  "Every story worth telling has a moment it has been quietly walking toward, and this is that moment.",
  (c) =>
    `There is a moment in every love story when two people happen to look up at once, and in this one it belongs to you and ${c.p.him}.`,
  "No bells ring and no crowd gathers; there is only the small, sure feeling of something falling into place.",
  (c) =>
    `Then comes the part the whole sky has been leaning toward: you, ${c.p.him}, and one ordinary moment made luminous.`,
  "Recognition rarely announces itself. It comes the way dawn comes, so gradually that you notice only once the room is full of light.",
  (c) =>
    `Here the story slows, the way a film slows at the moment that matters, and lets you and ${c.p.him} simply see each other.`,
  (c) =>
    `Every thread of this story, ${c.element} and moon and stars, has been gathering toward one point, and here it is: a meeting, quiet and unmistakable.`,
];

/** An eclipse by what it eclipsed and its kind: "a partial eclipse of the moon". */
export const ECLIPSES: Record<string, string> = {
  "moon penumbral": "a faint penumbral eclipse of the moon",
  "moon partial": "a partial eclipse of the moon",
  "moon total": "a total eclipse of the moon",
  "sun partial": "a partial eclipse of the sun",
  "sun annular": "an annular eclipse of the sun, the ring of fire",
  "sun total": "a total eclipse of the sun",
  "sun hybrid": "a rare hybrid eclipse of the sun",
};

/**
 * What of the eclipse the town saw: ", and over Oslo the moon covered about a quarter of the sun, at about 8:40 in
 * the morning" or ", and the moon was above the horizon over Christchurch as it happened"; "" when nothing was
 * seen there, or the book knows no town.
 */
function eclipseSeen(c: StoryContext): string {
  // The town once: "the nearest to it that Dunedin saw, …, and over Dunedin the moon was above the horizon" named it
  // twice in one sentence (review 37).
  const over = eclipseSeenOver(c);
  const town = skyTown(c);
  const told = moonSunOf(c).eclipse.nearestSeen && town ? over.replace(`over ${town}`, "there") : over;
  // Above the horizon is not seen: a penumbral shadow barely dims the moon, and its ends cannot be made out at all
  // (review 34: "the moon was above the horizon for its last part, once it had climbed clear").
  const { of, kind, seen } = moonSunOf(c).eclipse;
  return of === "moon" && kind === "penumbral" && seen
    ? `${told}, though its shadow barely dims the moon to the eye`
    : told;
}

function eclipseSeenOver(c: StoryContext): string {
  const { of, seen, moonBelow, sunAtEdge, moonAtEdge } = moonSunOf(c).eclipse;
  // The town's, or the fallback capital's whose sky an unplaced book reads (decision 0096).
  const city = skyTown(c);
  if (!city) return "";
  // Not seen there: said, so "the sky's own moment of meeting" is not taken for a sight over the town. A moon at
  // the horizon's edge, or up in daylight, was not below it, and not seen either.
  if (!seen) {
    if (of === "moon" && moonBelow) return `, though the moon was below the horizon over ${city} at the time`;
    // Up for its first or last minutes, too low to watch: not "below the horizon" (review 36, Lyon).
    if (moonAtEdge === "set") return `, though over ${city} the moon was low and setting as it began`;
    if (moonAtEdge === "rose") return `, though over ${city} the moon rose only as it ended`;
    // Up for a few minutes of it, at the horizon: not "none of it", and no sight to promise either.
    if (sunAtEdge === "rose") return `, though over ${city} the sun rose only as it ended`;
    if (sunAtEdge === "set") return `, though over ${city} the sun set just as it began`;
    return `, though none of it could be seen from ${city}`;
  }
  if (of === "moon" && seen.moon) {
    // Above the horizon, as the whole eclipse is told: a faint penumbral shadow is no sight to promise (review 24).
    const { part, end } = seen.moon;
    const why =
      part === "before"
        ? end === "moon"
          ? "until it was about to set"
          : "until dawn"
        : end === "moon"
          ? "once it had climbed clear"
          : "once dusk fell";
    return `, and over ${city} the moon was above the horizon for its ${part === "before" ? "first" : "last"} part, ${why}`;
  }
  if (of === "moon") {
    // Seen at its peak, but risen late or set early: not "above the horizon as it happened" (review 29, Lagos).
    const { rose, set } = seen.peak ?? {};
    if (rose && set) return `, and over ${city} the moon was up for its middle part`;
    if (rose) return `, and over ${city} the moon rose with the eclipse already under way`;
    if (set) return `, and over ${city} the moon set before it was over`;
    return `, and the moon was above the horizon over ${city} as it happened`;
  }
  // A sun that rose or set during the eclipse, after or before a peak below the horizon. No clock time: the page's
  // four sky facts already fill it, and a longer clause pushed the town off the page.
  if (seen.sun) return `, and over ${city} the sun ${seen.sun} partly eclipsed`;
  const zone = townZone(c.skyFrom, seen.at);
  const when = zone ? `, at about ${clockTime(roundedReading(seen.at, zone))}` : "";
  return `, and over ${city} the moon covered ${sunCovered(seen)}${when}`;
}

/**
 * How much of the sun the moon covered over a town: "all of the sun" only inside the path of totality; an annular or
 * a near miss is a share, at most 99 per cent (an annular's 99.5% over Atlanta was told as "all of it": a senior
 * review); "a small bite of the sun" under a tenth.
 */
export function sunCovered(seen: { covered: number | null; total?: true }): string {
  if (seen.total) return "all of the sun";
  const share = Math.min(99, Math.round((seen.covered ?? 0) * 100));
  return share >= 10 ? `about ${share} per cent of the sun` : "a small bite of the sun";
}

/**
 * The eclipse nearest the birthday, or the nearest the town saw (astro.ts, moonSunOn): when the sun, the earth and the
 * moon stood in one line.
 */
function nearestEclipse(c: StoryContext): string {
  const { of, kind, days, at, seen, nearestSeen } = moonSunOf(c).eclipse;
  const name = ECLIPSES[`${of} ${kind}`] ?? `an eclipse of the ${of}`;
  // Seen from the town within twelve hours of its midday: the eclipse fell on the birthday itself there.
  const noon = middayOf(c.inputs.birthday, c.skyFrom).getTime();
  const onTheDay = seen !== null && Math.abs(seen.at.getTime() - noon) < 12 * 3_600_000;
  const when = onTheDay ? "on your birthday itself" : Math.abs(days) <= 1 ? dayOfEclipse(c, at) : daysAround(days);
  // Only an eclipse within a fortnight of the birthday is the sky's own meeting for this page; a farther one is a fact.
  // Not for a widowed reader, whose book meets no one (a buyer's review).
  const meeting =
    Math.abs(days) <= 15 && c.inputs.relationshipStatus !== "widowed" ? ", the sky's own moment of meeting" : "";
  // In line, in the order that makes each kind: the moon between for the sun's eclipse, the earth between for the moon's.
  const line =
    of === "sun" ? "the moon passing between the sun and the earth" : "the earth between the sun and the moon";
  // Where the town saw none of the nearest, the nearest it saw, said as that (review 27: Chicago and the moon's eclipse).
  const which =
    nearestSeen && skyTown(c)
      ? `${name}, the nearest to it that ${skyTown(c)} saw,`
      : `the eclipse nearest it, ${name},`;
  return `${when.charAt(0).toUpperCase()}${when.slice(1)} came ${which} with ${line}${meeting}${eclipseSeen(c)}`;
}

/**
 * An eclipse within a day or so of the birthday, by the date in the town (townDateZone; Greenwich's without one), not
 * "about a day after": the annular eclipse of 4 December 1983 came at 1:30 in the morning of the 5th in Nelson, and
 * the tables a buyer would look it up in date it to the birthday (review 32).
 */
function dayOfEclipse(c: StoryContext, at: Date): string {
  const zone = townDateZone(c.skyFrom, at);
  const { year, month, day } = onTheClock(at, zone);
  const { birthday } = c.inputs;
  const apart = Math.round(
    (Date.UTC(year, month - 1, day) - Date.UTC(birthday.year, birthday.month - 1, birthday.day)) / 86_400_000,
  );
  if (apart === 0) return "on your birthday itself";
  const side = apart < 0 ? "before" : "after";
  if (Math.abs(apart) > 1) return daysAround(apart);
  if (!zone) return `the day ${side} your birthday`;
  const greenwich = onTheClock(at, undefined);
  const sameThere =
    greenwich.year === birthday.year && greenwich.month === birthday.month && greenwich.day === birthday.day;
  const note = sameThere ? `, though ${apart > 0 ? "still" : "already"} your birthday by Greenwich's,` : "";
  const town = skyTown(c);
  return `the day ${side} your birthday ${town ? `in ${town}` : "in your town"}${note}`;
}

/** Venus nearer the sun than this at their meeting is told as lost in its glare. */
const GLARE_DEGREES = 15;

/**
 * The sky's own meeting after the birthday: the first time Venus and Mars stood together (astro.ts). The
 * date is "around" it, since the hour of the meeting falls on one date or the next by the reader's clock.
 */
export function venusMarsMeeting(c: StoryContext, variant: number): string {
  const meeting = venusMarsMeetingAfter(c.inputs.birthday, c.skyFrom.longitude);
  if (!meeting) return "";
  const { date, degrees, fromSun } = meeting;
  // Days from the birthday's midday (the town's clock when trusted), and the date in the town (townDateZone).
  const noon = middayOf(c.inputs.birthday, c.skyFrom).getTime();
  const after = Math.round((date.getTime() - noon) / 86_400_000);
  const { day: d, month, year } = onTheClock(date, townDateZone(c.skyFrom, date));
  const b = c.inputs.birthday;
  // "About a degree apart", not "about 1 degree apart" (as agreeingNumbers says it elsewhere).
  const near =
    degrees < 1
      ? "within a degree of each other"
      : Math.round(degrees) === 1
        ? "about a degree apart"
        : `about ${Math.round(degrees)} degrees apart`;
  const seen = fromSun < GLARE_DEGREES ? ", too near the sun for anyone to see" : "";
  // On the birthday itself by the town's clock (or Greenwich's with no town), or the day before: told as that, not as
  // a meeting to come (review 38).
  if (d === b.day && month === b.month && year === b.year)
    return variant % 2 === 0
      ? `Venus and Mars, the sky's oldest pair, met on the very day you were born, passing ${near}${seen}.`
      : `Venus and Mars met in the sky on the very day you were born, the two standing ${near}${seen}.`;
  if (date.getTime() < noon) {
    // The search looks back a day and a half from the birthday's noon: the day before, or by a clock that runs behind
    // the sun, the small hours of the day before that.
    const dayBefore = new Date(Date.UTC(b.year, b.month - 1, b.day - 1));
    const which =
      d === dayBefore.getUTCDate() && month === dayBefore.getUTCMonth() + 1 ? "the day before" : "two days before";
    return `Venus and Mars, the sky's oldest pair, had met ${which} your birthday, passing ${near}${seen}.`;
  }
  // With the days since the birthday, so two buyers born months apart who saw the same meeting read it apart.
  const since = after <= 1 ? "within a day of your birthday" : `${timeCount(after, "day")} after your birthday`;
  const day = `${d} ${MONTH_NAMES[month - 1]} ${year}, ${since}`;
  return variant % 2 === 0
    ? `Venus and Mars, the sky's oldest pair, next met around ${day}, passing ${near}${seen}.`
    : `The next meeting of Venus and Mars in the sky came around ${day}, when the two stood ${near}${seen}.`;
}

/** The meeting page's opening fact: the eclipse nearest the birthday. */
export function eclipseFact(c: StoryContext): string {
  return `${nearestEclipse(c)}.`;
}

// ---------------------------------------------------------------------------
// The birthday's star: the one part of the sky that comes back every year

/** A star this faint or fainter is not yet plain to the eye at dusk, when the sun is only 6° down. */
const DUSK_STAR_MAGNITUDE = 1;
/** Lower than this, a star at dusk is lost in the haze and glow along the horizon. */
const DUSK_STAR_ALTITUDE = 15;

/**
 * The brightest star over the town at dusk on the birthday, clear of the horizon, that the book does not already name
 * as the sign's own star; null with no town or no dusk. The planets and the moon move on, but a star stands at almost
 * the same place at the same hour of the same date every year (the calendar's leap days shift it by under a degree,
 * the slow turning of the earth's axis by about a degree in seventy years): a piece of the birth sky that returns.
 */
export function yearlyStar(c: StoryContext): { name: string; where: string } | null {
  const dusk = c.townSky?.dusk;
  if (!dusk || !c.place || c.city === null) return null;
  const star = brightStarsAt(dusk, c.place).find(
    (s) =>
      s.mag <= DUSK_STAR_MAGNITUDE && s.altitude >= DUSK_STAR_ALTITUDE && s.name !== SIGN_TEXT[c.inputs.starSign].star,
  );
  if (!star) return null;
  const where = whereInSky(star);
  return {
    name: star.name,
    where: where === "almost overhead" ? `almost overhead in the sky over ${c.city}` : `${where} over ${c.city}`,
  };
}

/** What the returning star is to this reader, by relationship status: a noun phrase after a colon. */
const YEARLY_STAR_MEANINGS: Record<StoryContext["inputs"]["relationshipStatus"], readonly string[]> = {
  "in-relationship": [
    "a star the two of you can step outside and find together",
    "one light in the sky that the two of you can always find together",
  ],
  widowed: ["a light that keeps its place, and keeps you company", "a faithful light, there for you every year"],
  single: ["a star that is yours to show someone one day", "a light of your own, ready to be shared"],
  divorced: [
    "a star that kept its place through every change, yours to share when the time is right",
    "a light that stays yours, whatever the years bring",
  ],
  "just-curious": [
    "a small piece of the sky that is yours every year",
    "a birthday star of your own, whatever you make of the rest",
  ],
};

/**
 * The returning star in a sentence: `frame` and `meaning` pick among the frames and this reader's meanings. "Your
 * birthdays", not "your birthday": the page's later "on your birthday" becomes "that day" (fewerDayAnchors).
 */
export function yearlyStarLine(c: StoryContext, frame: number, meaning: number): string {
  const star = yearlyStar(c);
  if (!star) return "";
  const meanings = YEARLY_STAR_MEANINGS[c.inputs.relationshipStatus];
  const end = meanings[meaning % meanings.length] as string;
  return frame % 2 === 0
    ? `At dusk on every one of your birthdays, ${star.name} comes back to almost the place it held the evening you were born, ${star.where}: ${end}.`
    : `The planets move on, but the stars keep their dates, and as dusk falls on each of your birthdays, ${star.name} stands ${star.where} again, as it did the evening you were born: ${end}.`;
}
