/**
 * The star chart of the sky over the buyer's town at dusk on the birthday (docs/decisions/0063):
 * which catalogue stars, constellation figures, planets and the moon were above the horizon, and
 * where each stood on a round chart drawn looking up. Dusk, the planets and the moon are
 * `townSky`'s (astronomy-engine); the stars come from the small catalogue the pack jobs load
 * (public/data/sky-catalogue.json, never bundled). Pure: no I/O, no clock.
 */
import {
  type AstroTime,
  Body,
  Constellation,
  Ecliptic,
  Equator,
  GeoVector,
  HorizonFromVector,
  Illumination,
  MakeTime,
  Observer,
  RotateVector,
  Rotation_EQJ_HOR,
  type RotationMatrix,
  Vector,
} from "astronomy-engine";
import { formatBirthday } from "../shared/quiz";
import { STAR_SIGNS, type StarSign } from "../shared/statuses";
import {
  altitudeOf,
  CHART_BODIES,
  compassPoint,
  type EveningPlanet,
  localDay,
  PLANET_MIN_ALTITUDE,
  SIGN_FACTS,
  type SkyPlace,
  signStarAt,
  townSky,
} from "./astro";
import { FALLBACK_CAPITALS, skyFromOf } from "./sky-from";
import { clockTime, roundedReading } from "./story-text/clock";
import { litPercent } from "./story-text/moon";
import { SIGN_TEXT } from "./story-text/signs";
import { andList, whereInSky } from "./story-text/sky-places";
import { townZone } from "./town-clock";
import type { BirthSky, SoulmateInputs } from "./types";
import { curled } from "./typography";

/** The catalogue as scripts/build-sky-catalogue.mjs writes it. */
export type SkyCatalogue = {
  magnitudeLimit: number;
  /** Flat triples: right ascension (°), declination (°), magnitude; brightest first. */
  stars: number[];
  /** [index of a star triple, its proper name]. */
  named: [number, string][];
  /** IAU abbreviation → polylines of flat right ascension, declination pairs (°). */
  figures: Record<string, number[][]>;
};

/**
 * A point on the chart: the zenith at (0, 0), the horizon the unit circle, y down. Stereographic,
 * so the figures keep their shapes; drawn as seen looking up, with the horizon the buyer faces to
 * see the zodiac (south in the northern hemisphere, north in the southern) at the bottom, so east
 * and west are swapped from a land map.
 */
export type ChartPoint = { x: number; y: number };

export type ChartPlace = SkyPlace & { azimuth: number };

export type SkyChart = {
  /** The town the sky is over, as the gazetteer spells it, and its country when abroad. */
  town: string;
  country: string | null;
  latitude: number;
  longitude: number;
  /** Why the town is not the buyer's: none given, or not in the gazetteer. */
  fallback: "no-town" | "unknown-town" | null;
  birthday: SoulmateInputs["birthday"];
  /** The compass point at the top of the chart. */
  top: "north" | "south";
  /** Dusk (the sun 6° down); local mean midnight where the sun never sank that far. */
  when: "dusk" | "midnight";
  /** Why there was no dusk: the sun never set, never rose, or stayed too near the horizon. */
  noDusk: "midnight-sun" | "polar-night" | "light-night" | null;
  instant: string;
  /** Where the sun stood (degrees from north through east), below the horizon: the dusk glow's side. */
  sunAzimuth: number;
  /** The faintest star drawn. */
  magnitudeLimit: number;
  stars: (ChartPoint & { mag: number; name?: string })[];
  /** The other constellations' figures, cut where they cross the horizon. */
  figures: ChartPoint[][];
  sign: {
    sign: StarSign;
    /** The constellation's own name, e.g. "Scorpius". */
    name: string;
    /** Up: most of the figure above the horizon; partly: some of it; below: none. */
    state: "up" | "partly" | "below";
    /** Where the visible part stood. */
    place: ChartPlace | null;
    lines: ChartPoint[][];
    /** Where its label goes: beside the figure's visible part. */
    label: ChartPoint | null;
    /**
     * The sign's own star as the book names it (Aldebaran, Kaus Australis), when it was above the horizon: a buyer
     * looking for their sign finds it by that star (a buyer's review found "TAURUS" read as Orion's). Absent from
     * charts made before it was drawn.
     */
    star?: (ChartPoint & { name: string }) | null;
  };
  /** Dusk by the town's clock, to five minutes, when its zone is known and trusted; absent or null otherwise. */
  duskClock?: { hour: number; minute: number } | null;
  planets: (ChartPoint & { planet: EveningPlanet; place: ChartPlace })[];
  /**
   * The first planet drawn among the stars of another constellation than its sign's (Venus "18 degrees into Aquarius"
   * in the book, among Capricornus's stars on the chart): the chart says why (review 34). Absent from charts stored
   * before it.
   */
  drift?: { planet: EveningPlanet; sign: StarSign; constellation: string } | null;
  moon:
    | (ChartPoint & {
        place: ChartPlace;
        /** Lit fraction of the disc at that instant. */
        illumination: number;
        /** The direction of the sun from the moon on the chart, degrees clockwise from +x: the lit limb faces it. */
        limbAngle: number;
      })
    | null;
};

/** The IAU abbreviations of the zodiac's constellations. */
export const SIGN_CONSTELLATIONS: Record<StarSign, { abbr: string; name: string }> = {
  aries: { abbr: "Ari", name: "Aries" },
  taurus: { abbr: "Tau", name: "Taurus" },
  gemini: { abbr: "Gem", name: "Gemini" },
  cancer: { abbr: "Cnc", name: "Cancer" },
  leo: { abbr: "Leo", name: "Leo" },
  virgo: { abbr: "Vir", name: "Virgo" },
  libra: { abbr: "Lib", name: "Libra" },
  scorpio: { abbr: "Sco", name: "Scorpius" },
  sagittarius: { abbr: "Sgr", name: "Sagittarius" },
  capricorn: { abbr: "Cap", name: "Capricornus" },
  aquarius: { abbr: "Aqr", name: "Aquarius" },
  pisces: { abbr: "Psc", name: "Pisces" },
};

/** Countries the chart does not name after the town: the shop's own. */
const HOME_COUNTRY = "AU";
/** A figure with at least this share of its points up counts as standing in the sky. */
const MOSTLY_UP = 0.6;

const RAD = Math.PI / 180;
/** A moon lit less than this shows no crescent to the eye at dusk (the book's own threshold: story-composer.ts). */
const CHART_MOON_MIN_LIT = 0.02;

/** Azimuth and altitude (degrees) to the chart's plane. */
export function chartPoint(azimuth: number, altitude: number, top: SkyChart["top"]): ChartPoint {
  const r = Math.tan(((90 - altitude) * RAD) / 2);
  const a = azimuth * RAD;
  // North at the top: east on the left. South at the top: the same picture turned half round.
  const flip = top === "north" ? -1 : 1;
  // Four decimals: a twentieth of a millimetre on the book's chart, and a smaller story.json.
  const round = (v: number) => Math.round(v * 10_000) / 10_000;
  return { x: round(flip * r * Math.sin(a)), y: round(flip * r * Math.cos(a)) };
}

type Horizontal = { azimuth: number; altitude: number };

/** A J2000 right ascension and declination (degrees) to the observer's horizon at the chart's instant. */
function toHorizon(rotation: RotationMatrix, time: AstroTime, ra: number, dec: number): Horizontal {
  const c = Math.cos(dec * RAD);
  const v = new Vector(c * Math.cos(ra * RAD), c * Math.sin(ra * RAD), Math.sin(dec * RAD), time);
  const h = HorizonFromVector(RotateVector(rotation, v), "normal");
  return { azimuth: h.lon, altitude: h.lat };
}

/**
 * A polyline cut to the part above the horizon: runs of consecutive points that are up, each
 * ended on the horizon where it crosses (by interpolating the altitude along the segment).
 */
function visibleRuns(points: Horizontal[], top: SkyChart["top"]): ChartPoint[][] {
  const runs: ChartPoint[][] = [];
  let run: ChartPoint[] = [];
  const crossing = (a: Horizontal, b: Horizontal): ChartPoint => {
    const t = a.altitude / (a.altitude - b.altitude);
    let dAz = b.azimuth - a.azimuth;
    if (dAz > 180) dAz -= 360;
    if (dAz < -180) dAz += 360;
    return chartPoint(a.azimuth + t * dAz, 0, top);
  };
  points.forEach((p, i) => {
    const prev = points[i - 1];
    if (p.altitude >= 0) {
      if (run.length === 0 && prev && prev.altitude < 0) run.push(crossing(prev, p));
      run.push(chartPoint(p.azimuth, p.altitude, top));
    } else if (run.length > 0 && prev) {
      run.push(crossing(prev, p));
      runs.push(run);
      run = [];
    }
  });
  if (run.length > 1) runs.push(run);
  return runs.filter((r) => r.length > 1);
}

type Frame = { rotation: RotationMatrix; time: AstroTime };

function figurePoints({ rotation, time }: Frame, line: number[]): Horizontal[] {
  const out: Horizontal[] = [];
  for (let i = 0; i + 1 < line.length; i += 2)
    out.push(toHorizon(rotation, time, line[i] as number, line[i + 1] as number));
  return out;
}

/** The mean direction of a set of azimuths (degrees), by their unit vectors. */
function meanAzimuth(azimuths: number[]): number {
  const x = azimuths.reduce((s, a) => s + Math.cos(a * RAD), 0);
  const y = azimuths.reduce((s, a) => s + Math.sin(a * RAD), 0);
  return (((Math.atan2(y, x) / RAD) % 360) + 360) % 360;
}

function chartPlace(h: Horizontal): ChartPlace {
  return { azimuth: h.azimuth, altitude: h.altitude, direction: compassPoint(h.azimuth) };
}

/** The sky the chart draws, for this buyer's town (or the fallback capital) at dusk on the birthday. */
export function skyChart(inputs: SoulmateInputs, sky: BirthSky, catalogue: SkyCatalogue): SkyChart {
  const place = inputs.place ?? null;
  const where = skyFromOf(inputs);
  const top: SkyChart["top"] = where.latitude < 0 ? "south" : "north";
  const town = townSky(where, inputs.birthday);
  const instant = town.dusk ?? localDay(inputs.birthday, where.longitude).end;
  const observer = new Observer(where.latitude, where.longitude, 0);
  const frame: Frame = { rotation: Rotation_EQJ_HOR(instant, observer), time: MakeTime(instant) };

  const names = new Map(catalogue.named);
  const stars: SkyChart["stars"] = [];
  for (let i = 0; i * 3 + 2 < catalogue.stars.length; i++) {
    const h = toHorizon(
      frame.rotation,
      frame.time,
      catalogue.stars[i * 3] as number,
      catalogue.stars[i * 3 + 1] as number,
    );
    if (h.altitude < 0) continue;
    const name = names.get(i);
    stars.push({
      ...chartPoint(h.azimuth, h.altitude, top),
      mag: catalogue.stars[i * 3 + 2] as number,
      ...(name ? { name } : {}),
    });
  }

  const signFigure = SIGN_CONSTELLATIONS[sky.sign];
  const figures: ChartPoint[][] = [];
  for (const [abbr, lines] of Object.entries(catalogue.figures)) {
    if (abbr === signFigure.abbr) continue;
    for (const line of lines) figures.push(...visibleRuns(figurePoints(frame, line), top));
  }
  const signPoints = (catalogue.figures[signFigure.abbr] ?? []).map((line) => figurePoints(frame, line));
  const all = signPoints.flat();
  const up = all.filter((p) => p.altitude >= 0);
  const state: SkyChart["sign"]["state"] =
    up.length === 0 ? "below" : up.length >= all.length * MOSTLY_UP ? "up" : "partly";
  const signPlace =
    up.length === 0
      ? null
      : chartPlace({
          azimuth: meanAzimuth(up.map((p) => p.azimuth)),
          altitude: up.reduce((s, p) => s + p.altitude, 0) / up.length,
        });
  const lines = signPoints.flatMap((points) => visibleRuns(points, top));
  const label = signPlace ? chartPoint(signPlace.azimuth, signPlace.altitude, top) : null;
  const starAt = signStarAt(sky.sign, instant, where);
  const star =
    starAt.altitude >= 0
      ? { ...chartPoint(starAt.azimuth, starAt.altitude, top), name: SIGN_TEXT[sky.sign].star.replace(/^the /, "") }
      : null;
  // Told only when the clock showed the birthday's own date at dusk: where the clock runs a day from the sun (Tonga,
  // Samoa, Kiritimati), the sun's evening is the next day's on the clock (a senior review).
  const zone = town.dusk ? townZone(where, instant) : undefined;
  const reading = zone ? roundedReading(instant, zone) : null;
  const { day, month, year } = inputs.birthday;
  const duskClock =
    reading && reading.day === day && reading.month === month && reading.year === year
      ? { hour: reading.hour, minute: reading.minute }
      : null;

  const planets = [...town.eveningPlanets, ...town.lowPlanets].flatMap((p) =>
    p.azimuth === undefined
      ? []
      : [
          {
            planet: p.planet,
            place: chartPlace({ azimuth: p.azimuth, altitude: p.altitude }),
            ...chartPoint(p.azimuth, p.altitude, top),
          },
        ],
  );
  const drift = driftOf(
    planets.map((p) => p.planet),
    instant,
    observer,
  );
  // The moon wherever it stood above the horizon with a crescent to see, as the planets are drawn down to the horizon:
  // a crescent 4% lit, 10 degrees up beside Mercury, was left off and called "not in sight" (review 36). The town's
  // page tells the moon at dusk only higher and fuller (`TownSky.eveningMoon`); the chart draws what was there.
  const moonPlace = altitudeOf(Body.Moon, instant, observer);
  const moonLit = Illumination(Body.Moon, instant).phase_fraction;
  const sun = altitudeOf(Body.Sun, instant, observer);
  let moon: SkyChart["moon"] = null;
  if (moonPlace.altitude >= 0 && moonLit >= CHART_MOON_MIN_LIT) {
    const at = chartPoint(moonPlace.azimuth, moonPlace.altitude, top);
    const sunAt = chartPoint(sun.azimuth, sun.altitude, top);
    moon = {
      ...at,
      place: chartPlace({ azimuth: moonPlace.azimuth, altitude: moonPlace.altitude }),
      illumination: moonLit,
      limbAngle: Math.atan2(sunAt.y - at.y, sunAt.x - at.x) / RAD,
    };
  }

  return {
    town: where.name,
    country: place
      ? place.countryCode === HOME_COUNTRY
        ? null
        : place.country
      : FALLBACK_CAPITALS[where.hemisphere].countryPhrase,
    latitude: where.latitude,
    longitude: where.longitude,
    fallback: place ? null : inputs.city ? "unknown-town" : "no-town",
    birthday: inputs.birthday,
    top,
    when: town.dusk ? "dusk" : "midnight",
    noDusk: town.dusk ? null : (town.polar ?? "light-night"),
    instant: instant.toISOString(),
    sunAzimuth: sun.azimuth,
    magnitudeLimit: catalogue.magnitudeLimit,
    stars,
    figures,
    sign: { sign: sky.sign, name: signFigure.name, state, place: signPlace, lines, label, star },
    duskClock,
    planets,
    drift,
    moon,
  };
}

/**
 * The first of the planets whose sign (its longitude from the equinox of date, as the book counts signs) is not the
 * constellation whose stars it stood among (the IAU's boundaries, by astronomy-engine's `Constellation`).
 */
function driftOf(planets: readonly EveningPlanet[], instant: Date, observer: Observer): SkyChart["drift"] {
  const time = MakeTime(instant);
  for (const planet of planets) {
    const body = CHART_BODIES[planet];
    const sign = STAR_SIGNS[Math.floor((((Ecliptic(GeoVector(body, time, true)).elon % 360) + 360) % 360) / 30)];
    const { ra, dec } = Equator(body, time, observer, false, true);
    const among = Constellation(ra, dec);
    if (sign && among.symbol !== SIGN_CONSTELLATIONS[sign].abbr) return { planet, sign, constellation: among.name };
  }
  return null;
}

// ---------------------------------------------------------------------------
// The chart's words: every one true of this buyer's sky

const dateOf = formatBirthday;

/** "60.39° N · 5.32° E". */
export function coordinates(chart: Pick<SkyChart, "latitude" | "longitude">): string {
  const lat = `${Math.abs(chart.latitude).toFixed(2)}° ${chart.latitude < 0 ? "S" : "N"}`;
  const lon = `${Math.abs(chart.longitude).toFixed(2)}° ${chart.longitude < 0 ? "W" : "E"}`;
  return `${lat} · ${lon}`;
}

export type SkyChartWords = {
  /** "The sky over Bergen, Norway". */
  title: string;
  /** "At dusk on 12 March 1987". */
  when: string;
  coordinates: string;
  /** Where the buyer's sign stood, or that it was below the horizon. */
  sign: string;
  /**
   * The planets and the moon at dusk; null without a dusk, since `townSky` names them only at
   * dusk and the chart claims nothing about the night it does not draw.
   */
  bodies: string | null;
  /** Why the chart is not of the buyer's town, or not at dusk; null when it is both. */
  note: string | null;
  /** Why a planet drawn among one constellation's stars has another sign in the book; null when none does. */
  drift: string | null;
};

function signLine(chart: SkyChart): string {
  const { name, state, place } = chart.sign;
  const evening = chart.when === "dusk" ? "that evening" : "that night";
  if (state === "below" || !place) return `${name} was below the horizon ${evening}, so it is not on the chart.`;
  if (state === "partly") return `${name} was only partly above the horizon, in the ${place.direction}.`;
  return `${name} stood ${whereInSky(place)}.`;
}

function bodiesLine(chart: SkyChart): string | null {
  if (chart.when !== "dusk") return null;
  // A planet under 8° is drawn where it stood, but not said to be "up" as one clear of the horizon is: Jupiter 0.3°
  // up, 8° from the sun, was "up" on the chart of a book that called it lost in the glare (review 32).
  const clear = chart.planets.filter((p) => p.place.altitude >= PLANET_MIN_ALTITUDE).map((p) => p.planet);
  const low = chart.planets.filter((p) => p.place.altitude < PLANET_MIN_ALTITUDE).map((p) => p.planet);
  const were = (names: string[]) => (names.length === 1 ? "was" : "were");
  // All under 3°: lost in the murk along the horizon (as the sign's star is: signs.ts); else low over it.
  const highest = Math.max(
    ...chart.planets.filter((p) => p.place.altitude < PLANET_MIN_ALTITUDE).map((p) => p.place.altitude),
  );
  const lowSaid = `${andList(low)} ${were(low)} ${highest < 3 ? "only just above" : "low over"} the horizon`;
  const planets =
    clear.length === 0
      ? low.length === 0
        ? "No bright planet stood clear of the horizon"
        : lowSaid
      : `${andList(clear)} ${were(clear)} up${low.length === 0 ? "" : `, and ${lowSaid}`}`;
  const moon = chart.moon
    ? `the moon, ${litPercent(chart.moon.illumination)} lit at dusk, stood ${whereInSky(chart.moon.place)}`
    : "the moon was not in sight";
  return `${planets}; ${moon}.`;
}

const NO_DUSK_NOTES: Record<NonNullable<SkyChart["noDusk"]>, string> = {
  "midnight-sun":
    "The sun did not set that day, so these stars shone unseen in daylight; the chart shows them around midnight.",
  "polar-night": "The sun did not rise that day; the chart shows the sky around midnight.",
  "light-night": "The sky never grew dark that night; the chart shows it around midnight.",
};

export function skyChartWords(chart: SkyChart): SkyChartWords {
  const capital = `${chart.town}, the capital of ${chart.country ?? ""}`;
  const fallback =
    chart.fallback === "no-town"
      ? `No town was given, so this is the sky over ${capital}.`
      : chart.fallback === "unknown-town"
        ? `We could not find your town on our map, so this is the sky over ${capital}.`
        : null;
  const noDusk = chart.noDusk ? NO_DUSK_NOTES[chart.noDusk] : null;
  const c = chartCurled(chart);
  const bodies = bodiesLine(chart);
  const drift = chart.drift
    ? `${chart.drift.planet}, in ${SIGN_FACTS[chart.drift.sign].name} by its sign, stood among the stars of ${chart.drift.constellation}: the signs are twelfths of the sky counted from the March equinox, which has drifted west along the constellations since the signs were named.`
    : null;
  const note = [fallback, noDusk].filter(Boolean).join(" ");
  return {
    // Not "Singapore, Singapore" for a city that is its country (review 40).
    title: `The sky over ${chart.town}${chart.country && !chart.fallback && chart.country !== chart.town ? `, ${chart.country}` : ""}`,
    when: `${chart.when === "dusk" ? "At dusk" : "Around midnight"} on ${dateOf(chart.birthday)}${
      chart.duskClock ? `, about ${clockTime(chart.duskClock, "short")}` : ""
    }`,
    coordinates: coordinates(chart),
    sign: c(signLine(chart)),
    bodies: bodies && c(bodies),
    note: note ? c(note) : null,
    drift,
  };
}

/** The chart's sentences with their quotes curled as the book's are (decision 0083), the town's name as given. */
const chartCurled =
  (chart: SkyChart) =>
  (text: string): string =>
    curled(text, chart.country ? [chart.town, chart.country] : [chart.town]);

/** A text alternative for the web: everything the chart shows, in words. */
export function skyChartDescription(chart: SkyChart): string {
  const w = skyChartWords(chart);
  const bright = chart.stars.filter((s) => s.name).map((s) => s.name as string);
  const stars = `${chart.stars.length} stars down to magnitude ${chart.magnitudeLimit} above the horizon${
    bright.length > 0 ? `, among them ${andList(bright.slice(0, 5))}` : ""
  }`;
  const text = [
    `A star chart of the sky over ${chart.town}${chart.country ? `, ${chart.country}` : ""} (${w.coordinates}), ${chart.when === "dusk" ? "at dusk" : "around midnight"} on ${dateOf(chart.birthday)}, drawn looking up with ${chart.top} at the top.`,
    `It shows ${stars}, and the constellations' figures.`,
    w.sign,
    w.bodies,
    w.note,
    w.drift,
  ]
    .filter(Boolean)
    .join(" ");
  return chartCurled(chart)(text);
}
