/**
 * The buyer's town as the gazetteer knows it. The quiz's city answer is free text ("Ballarat",
 * "reykjavik", "Byron Bay, NSW", "São Paulo"); findPlace resolves it against GeoNames (the D1
 * `places` table, docs/decisions/0026) and returns what the story may say and the art may draw
 * about it, or null when the buyer gave no town or the gazetteer does not know it: the pack
 * then speaks of "home" and invents nothing.
 */
import type { Database } from "../db/client";
import { findPlacesByKeys } from "../db/place-queries";
import type { PlaceRow } from "../db/schema";
import { type Landscape, parseLandscape } from "./landscape";
import { placeSearchKey } from "./place-key";

export { placeSearchKey };

export type Place = {
  /**
   * The gazetteer's spelling of the name the buyer used, not as typed: GeoNames' own
   * ("Reykjavík"), or the common name it lacks ("Galway" for its "Gaillimh", docs/decisions/0072).
   */
  name: string;
  /** ISO 3166-1 alpha-2, e.g. "IS". */
  countryCode: string;
  /** Common English name, e.g. "Iceland". */
  country: string;
  latitude: number;
  longitude: number;
  /** GeoNames' figure; 0 when it has none. */
  population: number;
  /** By population: city ≥ 100,000 (a skyline is honest); town ≥ 10,000; village below that or unknown. */
  size: "city" | "town" | "village";
  /** South when the latitude is below 0. */
  hemisphere: "north" | "south";
  /** The country's capital (GeoNames feature code PPLC). */
  capital: boolean;
  /**
   * Within 8 km of the sea on Natural Earth's 1:10m coastline, or on an island too small for
   * it (scripts/coastline.mjs). Absent when the gazetteer row has no flag: say nothing then.
   */
  coastal?: boolean;
  /**
   * The lake, river and sea near it, and the nearest named summit, from the gazetteer row (src/soulmate/landscape.ts,
   * docs/decisions/0064). Absent when there is none near or the row has none.
   */
  landscape?: Landscape;
  /** The IANA time zone its clocks keep ("Asia/Tokyo"), for telling a moment by the town's clock. Absent when the row has none. */
  timeZone?: string;
};

export const CITY_POPULATION = 100_000;
export const TOWN_POPULATION = 10_000;

/** The shop is Australian: an Australian place of the name wins over a bigger namesake elsewhere. */
const HOME_COUNTRY = "AU";
const HOME_MIN_POPULATION = 1000;

/** Longer than any place name with a state and a country after it; the quiz allows 80. */
const MAX_INPUT = 200;

/** "Byron Bay, NSW" → { key: "byron bay", hint: "nsw" }; "Melbourne, Victoria, Australia" → hint "victoria, australia". */
export function normalisePlaceQuery(input: string): { key: string; hint: string | null } {
  const [head = "", ...rest] = input.slice(0, MAX_INPUT).split(",");
  const hints = rest.map(placeSearchKey).filter((h) => h !== "");
  return { key: placeSearchKey(head), hint: hints.length > 0 ? hints.join(", ") : null };
}

/** What a hint can mean: a country, or a first-order division (admin1) of one or of any country. */
type HintTarget = { country?: string; admin1?: string };

/** GeoNames admin1 codes of Australia's states and territories. */
const AU_STATES: Record<string, string> = {
  act: "01",
  "australian capital territory": "01",
  nsw: "02",
  "new south wales": "02",
  nt: "03",
  "northern territory": "03",
  qld: "04",
  queensland: "04",
  sa: "05",
  "south australia": "05",
  tas: "06",
  tasmania: "06",
  vic: "07",
  victoria: "07",
  wa: "08",
  "western australia": "08",
};

/** Names people write that are not the ISO name of a country. */
const ALIASES: Record<string, HintTarget> = {
  uk: { country: "GB" },
  britain: { country: "GB" },
  "great britain": { country: "GB" },
  england: { country: "GB", admin1: "ENG" },
  scotland: { country: "GB", admin1: "SCT" },
  wales: { country: "GB", admin1: "WLS" },
  "northern ireland": { country: "GB", admin1: "NIR" },
  usa: { country: "US" },
  america: { country: "US" },
  "united states of america": { country: "US" },
  nz: { country: "NZ" },
  aotearoa: { country: "NZ" },
  holland: { country: "NL" },
};

/** CLDR names that read badly in a sentence ("Congo - Kinshasa", "Hong Kong SAR China"). */
const COUNTRY_NAMES: Record<string, string> = {
  CD: "Democratic Republic of the Congo",
  CG: "Republic of the Congo",
  HK: "Hong Kong",
  MO: "Macao",
  MM: "Myanmar",
  PS: "Palestine",
  VI: "US Virgin Islands",
};

let regionNames: Intl.DisplayNames | undefined;

/** The English name of an ISO 3166-1 alpha-2 code: "IS" → "Iceland"; the code itself when unknown. */
export function countryName(code: string): string {
  const upper = code.toUpperCase();
  const override = COUNTRY_NAMES[upper];
  if (override) return override;
  regionNames ??= new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });
  let name: string | undefined;
  try {
    name = regionNames.of(upper);
  } catch {
    return upper;
  }
  if (!name || name === "Unknown Region") return upper;
  return name.replaceAll(" & ", " and ").replace(/^St\. /, "Saint ");
}

let countriesByKey: Map<string, string> | undefined;

/** Search key of every country's English name (and its CLDR spelling) → its code; built once. */
function countryCodes(): Map<string, string> {
  if (countriesByKey) return countriesByKey;
  const map = new Map<string, string>();
  const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  regionNames ??= new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });
  for (const a of letters) {
    for (const b of letters) {
      const code = a + b;
      const cldr = regionNames.of(code);
      if (!cldr || cldr === code || cldr === "Unknown Region") continue;
      for (const name of [cldr, countryName(code)]) {
        const key = placeSearchKey(name);
        // GB before UK (an exceptional reservation): the first code keeps the name.
        if (key && !map.has(key)) map.set(key, code);
      }
    }
  }
  countriesByKey = map;
  return map;
}

/** Everything one hint (a part after a comma, already a search key) can mean; empty when nothing. */
function hintTargets(hint: string): HintTarget[] {
  const targets: HintTarget[] = [];
  const alias = ALIASES[hint];
  if (alias) targets.push(alias);
  const state = AU_STATES[hint];
  if (state) targets.push({ country: HOME_COUNTRY, admin1: state });
  const byName = countryCodes().get(hint);
  if (byName) targets.push({ country: byName });
  if (/^[a-z]{2,3}$/.test(hint)) {
    const code = hint.toUpperCase();
    // A country code ("IS", "NZ"), and a division code as GeoNames writes them ("FL", "ENG").
    if (hint.length === 2 && countryName(code) !== code) targets.push({ country: code });
    targets.push({ admin1: code });
  }
  return targets;
}

function matches(row: PlaceRow, target: HintTarget): boolean {
  return (
    (target.country === undefined || row.countryCode === target.country) &&
    (target.admin1 === undefined || row.admin1Code === target.admin1)
  );
}

/** How many of the hints this place satisfies. */
function hintScore(row: PlaceRow, hints: HintTarget[][]): number {
  return hints.filter((targets) => targets.some((t) => matches(row, t))).length;
}

/** Abbreviations people write for the words GeoNames spells out, both ways: "St Kilda" is "Saint Kilda". */
const SPELLINGS: Record<string, string> = {
  st: "saint",
  saint: "st",
  mt: "mount",
  mount: "mt",
  ft: "fort",
  fort: "ft",
};

/** Abbreviations people write for a town (its other full names are data: place_names, docs/decisions/0072). */
const KNOWN_AS: Record<string, string> = { nyc: "new york city" };

/** The key itself, then the other spelling of its abbreviations, then what it is known as. */
function keyVariants(key: string): string[] {
  const respelt = key
    .split(" ")
    .map((word) => SPELLINGS[word] ?? word)
    .join(" ");
  const known = KNOWN_AS[key];
  return [...new Set([key, respelt, ...(known ? [known] : [])])];
}

/** Namesakes arrive largest first; the first of a pool is its largest. */
function choose(candidates: PlaceRow[], hints: HintTarget[][]): PlaceRow | undefined {
  let pool = candidates;
  if (hints.length > 0) {
    const scores = candidates.map((row) => hintScore(row, hints));
    const best = Math.max(0, ...scores);
    if (best > 0) pool = candidates.filter((_, i) => scores[i] === best);
  }
  // The largest namesake, when it is a country's capital, is what anyone means by the name:
  // "Wellington" is New Zealand's, not the NSW town of 4,000 ("Hamilton" stays Victoria's:
  // Bermuda's capital is not the largest Hamilton).
  if (pool[0]?.featureCode === "PPLC") return pool[0];
  const home = pool.find((row) => row.countryCode === HOME_COUNTRY && row.population >= HOME_MIN_POPULATION);
  return home ?? pool[0];
}

/**
 * A small place abroad named without a hint is more likely a bigger town whose name the
 * gazetteer lacks than the buyer's home: the book would give it the wrong country. (The common
 * names GeoNames lacks are loaded with it, so "Cologne" is Köln, not the village in Lombardy;
 * but not every one: "Ghent" is GeoNames' "Gent" and not among them, docs/decisions/0072.)
 * It counts as unknown, and the book names the town and claims nothing about it.
 */
function trusted(row: PlaceRow, hinted: boolean): Place | null {
  if (!hinted && row.countryCode !== HOME_COUNTRY && row.population < TOWN_POPULATION) return null;
  return toPlace(row);
}

export function toPlace(row: PlaceRow): Place {
  return {
    name: row.name,
    countryCode: row.countryCode,
    country: countryName(row.countryCode),
    latitude: row.latitude,
    longitude: row.longitude,
    population: row.population,
    size: row.population >= CITY_POPULATION ? "city" : row.population >= TOWN_POPULATION ? "town" : "village",
    hemisphere: row.latitude < 0 ? "south" : "north",
    capital: row.featureCode === "PPLC",
    ...(row.coastal === null ? {} : { coastal: row.coastal }),
    ...landscapeOf(row.landscape),
    ...(row.timeZone ? { timeZone: row.timeZone } : {}),
  };
}

function landscapeOf(json: string | null): { landscape?: Landscape } {
  const landscape = parseLandscape(json);
  return landscape ? { landscape } : {};
}

/**
 * The place the buyer means, or null. An exact match of the search key; among namesakes, the
 * one that fits the hint after a comma (a country's name or code, an Australian state, a US
 * state's code, England/Scotland/Wales), else an Australian one of 1,000 people or more, else
 * the largest; but when the largest namesake is a country's capital, it wins ("Wellington" is
 * New Zealand's, not the NSW town). "St", "Mt" and "Ft" also match "Saint", "Mount" and
 * "Fort" and back. Without a comma, a trailing state or country ("Byron Bay NSW", "Perth Western
 * Australia") is read as the hint when the whole text names no place. One indexed query.
 */
export async function findPlace(db: Database, input: string | null | undefined): Promise<Place | null> {
  if (!input) return null;
  // The gazetteer is reference data that changes only with a deploy, and one order's five jobs ask
  // for the same town: an isolate remembers its recent answers instead of asking D1 again.
  const remembered = recentPlaces.get(input);
  if (remembered !== undefined) return remembered;
  const place = await lookUpPlace(db, input);
  if (recentPlaces.size >= RECENT_PLACES_MAX) recentPlaces.delete(recentPlaces.keys().next().value as string);
  recentPlaces.set(input, place);
  return place;
}

/** Towns this isolate has resolved lately (oldest first), and what the gazetteer said of each. */
const recentPlaces = new Map<string, Place | null>();
const RECENT_PLACES_MAX = 500;

/** Forgets what this isolate remembered: for tests that load gazetteer rows of their own. */
export function forgetRecentPlaces(): void {
  recentPlaces.clear();
}

async function lookUpPlace(db: Database, input: string): Promise<Place | null> {
  const { key, hint } = normalisePlaceQuery(input);
  if (!key) return null;
  const hints = (hint?.split(", ") ?? []).map(hintTargets).filter((t) => t.length > 0);

  // "byron bay nsw": also "byron bay" with the hint "nsw", when "nsw" means something.
  const words = key.split(" ");
  const splits: { key: string; hint: HintTarget[] }[] = [];
  for (let n = 1; n <= 3 && n < words.length; n++) {
    const targets = hintTargets(words.slice(-n).join(" "));
    if (targets.length > 0) splits.push({ key: words.slice(0, -n).join(" "), hint: targets });
  }

  const variants = keyVariants(key);
  const splitVariants = splits.map((split) => ({ ...split, keys: keyVariants(split.key) }));
  const rows = await findPlacesByKeys(db, [...new Set([...variants, ...splitVariants.flatMap((s) => s.keys)])]);
  // The key as typed first; another spelling only when the typed one names nothing.
  for (const variant of variants) {
    const exact = rows.filter((row) => row.searchKey === variant);
    if (exact.length > 0) return trusted(choose(exact, hints) as PlaceRow, hints.length > 0);
  }
  for (const split of splitVariants) {
    const named = rows.filter((row) => split.keys.includes(row.searchKey));
    // Only when the trailing words really do point at one of them.
    if (named.some((row) => split.hint.some((t) => matches(row, t)))) {
      return toPlace(choose(named, [split.hint, ...hints]) as PlaceRow);
    }
  }
  return null;
}
