/**
 * The water and the nearest named summit near the reader's town, as the gazetteer row carries
 * them (the `landscape` column, computed at build time by scripts/landscape.mjs from
 * OpenStreetMap's lakes and rivers and Natural Earth's coastline and elevation points;
 * docs/decisions/0064), and which of them the place panel's text and art, and the production
 * model's town facts, may use. A lake or river has a name when Natural Earth's 1:10m maps give it one (round 8);
 * the sea has one when the town stands on one of Natural Earth's named marine areas (a fjord, sound, strait,
 * bay, gulf or lagoon); a summit
 * has its name and height, and a volcano in NOAA NCEI's list its name, kind and era: nothing here
 * claims more than the row holds.
 */
import { z } from "zod";

/** Degrees clockwise from north, from the town to the nearest point of the water; null when the town is inside its outline. */
export type Bearing = number | null;
export type Landscape = {
  /** The nearest lake of 5 km² or more within 10 km, and Natural Earth's name for it when its map has one (Biwa Ko, Lake Geneva). */
  lake?: { km: number; bearing: Bearing; areaKm2: number; name?: string };
  /** Water the map joins to the sea: a harbour, lagoon or estuary (OpenStreetMap counts them among its lakes). */
  inlet?: { km: number; bearing: Bearing; areaKm2: number };
  /** The nearest river within 3 km, and Natural Earth's name for it as the text writes it ("the Seine") when a named line lies that way. */
  river?: { km: number; bearing: Bearing; name?: string };
  sea?: { km: number; bearing: Bearing };
  /** The nearest named summit within 25 km: Natural Earth's name and elevation, and where the summit lies. */
  peak?: { km: number; bearing: number; elevationM: number; name: string };
  /** With no summit within 25 km, a great one (3,000 m or more) within 150 km: Aconcagua from Mendoza. */
  far?: { km: number; bearing: number; elevationM: number; name: string };
  /** The smallest of Natural Earth's named marine areas within 5 km of a coastal town: where it lies, its kind and name. */
  named?: { km: number; bearing: Bearing; kind: MarineKind; name: string; article: boolean };
  /** The most recently active volcano within 30 km in NOAA NCEI's list (the nearer of two alike): its name, kind, the era of its last dated eruption, its height, and where its point lies. */
  volcano?: {
    km: number;
    bearing: number;
    name: string;
    kind: VolcanoKind;
    era: EruptionEra;
    elevationM: number | null;
  };
  /** The mountain range whose outline on Natural Earth's world map holds the town (0 km, no bearing) or comes within 25 km. */
  range?: { km: number; bearing: Bearing; name: string; article: boolean; edgeKm: number | null };
  /**
   * The nearest thermal spring within 10 km, from NOAA NCEI's Thermal Springs List for the United States (1980) or,
   * elsewhere, OpenStreetMap's as the World Hot Springs atlas gathers them (decision 0064, round 9): its name (null
   * when the records give none worth saying), its hottest recorded temperature in °C, or the records' word for it
   * when they give no figure, how many are on record within those 10 km, and which list it came from (Osoyoos, in
   * Canada, has NOAA's Hot Lake across the border).
   */
  spring?: {
    km: number;
    bearing: number;
    name: string | null;
    celsius: number | null;
    word: SpringWord | null;
    count: number;
    /** The list it came from; null for a row written before the list was recorded. */
    source: SpringSource | null;
  };
  /** The coastline when it lies beyond the coastal flag's 8 km but within 25 km: a fact of the land, never the town's water. */
  coast?: { km: number; bearing: number };
};

/** The lists of springs: NOAA NCEI's of the United States, and OpenStreetMap's as the World Hot Springs atlas gathers them. */
export const SPRING_SOURCES = ["noaa", "osm"] as const;
export type SpringSource = (typeof SPRING_SOURCES)[number];

/** The list's words for a spring it gives no figure for. */
export const SPRING_WORDS = ["hot", "warm", "boiling"] as const;
export type SpringWord = (typeof SPRING_WORDS)[number];

/** The kinds the volcano list's own word is kept as (scripts/data/noaa-volcanoes.json); any other is a "volcano". */
export const VOLCANO_KINDS = [
  "volcano",
  "stratovolcano",
  "shield volcano",
  "caldera",
  "volcanic field",
  "lava dome",
  "lava domes",
  "cinder cone",
  "cinder cones",
  "scoria cone",
  "scoria cones",
  "pyroclastic cone",
  "pyroclastic cones",
  "maar",
  "maars",
  "tuff cone",
  "fissure vents",
  "complex volcano",
  "crater rows",
  "fumarole field",
  "hydrothermal field",
  "explosion crater",
  "mud volcano",
  "subglacial volcano",
] as const;
export type VolcanoKind = (typeof VOLCANO_KINDS)[number];
/** NCEI's dating codes of the last known eruption; "" for undated or uncertain. */
export const ERUPTION_ERAS = ["D1", "D2", "D3", "D4", "D5", "D6", "D7", ""] as const;
export type EruptionEra = (typeof ERUPTION_ERAS)[number];
/** The span each dating code stands for, as NCEI defines them. */
export const ERUPTION_ERA_SPANS: Record<EruptionEra, string> = {
  D1: "1964 or later",
  D2: "1900–1963",
  D3: "1800–1899",
  D4: "1700–1799",
  D5: "1500–1699",
  D6: "AD 1–1499",
  D7: "before AD 1, within the Holocene (the last ten thousand years or so)",
  "": "undated",
};

export const MARINE_KINDS = ["fjord", "sound", "strait", "channel", "bay", "gulf", "lagoon"] as const;
export type MarineKind = (typeof MARINE_KINDS)[number];

const PAIR_HEAD = [z.number().min(0), z.number().int().min(-1).max(359)] as const;
const Pair = z.tuple(PAIR_HEAD);
/** A river may carry Natural Earth's name for it after where it lies ("the Seine"). */
const River = z.union([Pair, z.tuple([...PAIR_HEAD, z.string().min(1).max(80)])]);
const BODY_HEAD = [z.number().min(0), z.number().int().min(-1).max(359), z.number().positive()] as const;
/** A lake may carry Natural Earth's name for it after its size. */
const Body = z.union([z.tuple(BODY_HEAD), z.tuple([...BODY_HEAD, z.string().min(1).max(80)])]);
const Summit = z.tuple([
  z.number().min(0),
  z.number().int().min(0).max(359),
  z.number().int(),
  z.string().min(1).max(80),
]);
const Named = z.tuple([
  z.number().min(0),
  z.number().int().min(-1).max(359),
  z.enum(MARINE_KINDS),
  z.string().min(1).max(60),
  z.union([z.literal(0), z.literal(1)]),
]);
const Volcano = z.tuple([
  z.number().min(0),
  z.number().int().min(0).max(359),
  z.string().min(1).max(80),
  z.enum(VOLCANO_KINDS),
  z.enum(ERUPTION_ERAS),
  z.number().int().min(0),
]);
const RANGE_HEAD = [
  z.number().min(0),
  z.number().int().min(-1).max(359),
  z.string().min(1).max(60),
  z.union([z.literal(0), z.literal(1)]),
] as const;
/** Near the outline, or inside it with the distance to its nearest edge after. */
const Range = z.union([z.tuple(RANGE_HEAD), z.tuple([...RANGE_HEAD, z.number().min(0)])]);
const SpringRow = [
  z.number().min(0),
  z.number().int().min(0).max(359),
  z.string().max(80),
  z.number().int().min(0).max(200).nullable(),
  z.union([z.enum(SPRING_WORDS), z.literal("")]),
  z.number().int().min(1),
] as const;
// A row written before its list was recorded (places format 20) still reads, its list unknown: the places seed can
// reach D1 before the Worker that reads it, or stay after a rollback (a senior review).
const Spring = z.union([z.tuple([...SpringRow, z.enum(SPRING_SOURCES)]), z.tuple(SpringRow)]);
const Row = z.object({
  lake: Body.optional(),
  inlet: Body.optional(),
  river: River.optional(),
  sea: Pair.optional(),
  peak: Summit.optional(),
  far: Summit.optional(),
  named: Named.optional(),
  volcano: Volcano.optional(),
  range: Range.optional(),
  spring: Spring.optional(),
  coast: z.tuple([z.number().min(0), z.number().int().min(0).max(359)]).optional(),
});

const bearing = (b: number): Bearing => (b < 0 ? null : b);

/** The column's JSON as a Landscape; undefined for none, or for anything malformed (say nothing then). */
export function parseLandscape(json: string | null): Landscape | undefined {
  if (json === null) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return undefined;
  }
  const parsed = Row.safeParse(raw);
  if (!parsed.success) return undefined;
  const { lake, inlet, river, sea, peak, far, named, volcano, range, spring, coast } = parsed.data;
  const out: Landscape = {
    ...(lake
      ? { lake: { km: lake[0], bearing: bearing(lake[1]), areaKm2: lake[2], ...(lake[3] ? { name: lake[3] } : {}) } }
      : {}),
    ...(inlet ? { inlet: { km: inlet[0], bearing: bearing(inlet[1]), areaKm2: inlet[2] } } : {}),
    ...(river ? { river: { km: river[0], bearing: bearing(river[1]), ...(river[2] ? { name: river[2] } : {}) } } : {}),
    ...(sea ? { sea: { km: sea[0], bearing: bearing(sea[1]) } } : {}),
    ...(peak ? { peak: { km: peak[0], bearing: peak[1], elevationM: peak[2], name: peak[3] } } : {}),
    ...(far ? { far: { km: far[0], bearing: far[1], elevationM: far[2], name: far[3] } } : {}),
    ...(named
      ? { named: { km: named[0], bearing: bearing(named[1]), kind: named[2], name: named[3], article: named[4] === 1 } }
      : {}),
    ...(volcano
      ? {
          volcano: {
            km: volcano[0],
            bearing: volcano[1],
            name: volcano[2],
            kind: volcano[3],
            era: volcano[4],
            elevationM: volcano[5] > 0 ? volcano[5] : null,
          },
        }
      : {}),
    ...(range
      ? {
          range: {
            km: range[0],
            bearing: bearing(range[1]),
            name: range[2],
            article: range[3] === 1,
            edgeKm: range.length === 5 ? range[4] : null,
          },
        }
      : {}),
    ...(spring
      ? {
          spring: {
            km: spring[0],
            bearing: spring[1],
            name: spring[2] === "" ? null : spring[2],
            celsius: spring[3],
            word: spring[4] === "" ? null : spring[4],
            count: spring[5],
            source: spring[6] ?? null,
          },
        }
      : {}),
    ...(coast ? { coast: { km: coast[0], bearing: coast[1] } } : {}),
  };
  return Object.keys(out).length > 0 ? out : undefined;
}

const POINTS = ["north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west"] as const;
export type Compass = (typeof POINTS)[number];

/** The eight-point compass word for a bearing. */
export function compass(degrees: number): Compass {
  return POINTS[Math.round((((degrees % 360) + 360) % 360) / 45) % 8] as Compass;
}

/** How far, in the words the text may use: at its edge, a short walk, or a few kilometres off. */
export type Reach = "edge" | "close" | "near";

export type WaterFact = {
  kind: "lake" | "inlet" | "river" | "sea";
  km: number;
  /** Where the water lies from the town's centre; null when the town sits inside its outline. */
  direction: Compass | null;
  reach: Reach;
  /** Lakes and inlets only. */
  areaKm2?: number;
  /**
   * The sea, when the town stands on a named marine area: its name as the text writes it ("the Sognefjord", "Cook
   * Strait") and its kind; a lake or river, when Natural Earth names it ("Biwa Ko", "the Seine").
   */
  name?: { text: string; kind: MarineKind | "lake" | "river" };
};

/** The map's outlines are generalised to about a kilometre, so "at its edge" allows that much. */
const EDGE_KM = 1.2;
const CLOSE_KM = 3;
/** A lake farther than CLOSE_KM is in the picture only when it is this big. */
const FAR_LAKE_KM2 = 5;
/** Water this big whose edge is about as near as the "coast" is what the coastline traced (a lagoon the map counts as sea). */
const SEA_LIKE_KM2 = 100;
const SEA_LIKE_MARGIN_KM = 3;

/** Degrees within which a named area and the coastline are taken to lie on one side of the town. */
const NAMED_SAME_SIDE = 45;
/** A lake within this many degrees of the coast's bearing, with the coast at most LAGOON_COAST_KM beyond it, is coastal water. */
const LAGOON_SAME_SIDE = 30;
const LAGOON_COAST_KM = 6;

/** A river nearer the centre than this is told without a side: its mapped line may be a kilometre out (review 31). */
const RIVER_SIDE_KM = 2.5;
/** A city this big sprawls past its centre's point: a river within 3 km of that point runs through it. */
const RIVER_THROUGH_POPULATION = 1_000_000;

/**
 * Whether a river's side of the centre may be told: not within 2.5 km, where its mapped line may be a kilometre out
 * (Kraków's Vistula, review 31), nor within 3 km of a city of a million, which it runs through (Rome's Tiber, 3 km
 * west of GeoNames' point, which lies 2.4 km east of the old centre: review 33).
 */
export function riverSideTold(w: Pick<WaterFact, "kind" | "km">, population: number | undefined): boolean {
  if (w.kind !== "river") return true;
  return w.km >= RIVER_SIDE_KM && !(w.km <= CLOSE_KM && (population ?? 0) >= RIVER_THROUGH_POPULATION);
}

const reachOf = (km: number): Reach => (km <= EDGE_KM ? "edge" : km <= CLOSE_KM ? "close" : "near");

/** A city this big reaches past its centre's point to the sea within SPRAWL_SEA_KM of it. */
const SPRAWL_POPULATION = 250_000;
const SPRAWL_SEA_KM = 5;

/**
 * How near the water is told: as recorded, except that the sea a few kilometres from the point of a city of a quarter of
 * a million or more is a short way from it, which the city meets. Vancouver's point lies 3.8 km from the coastline the
 * build knows, in a city whose downtown is ringed by the sea, and "the sea lies a few kilometres to the north-west of
 * the city" made it sound inland (review 38).
 */
export function toldReach(w: WaterFact, population: number | undefined): Reach {
  return w.kind === "sea" && w.reach === "near" && w.km <= SPRAWL_SEA_KM && (population ?? 0) >= SPRAWL_POPULATION
    ? "close"
    : w.reach;
}

/**
 * The water the story may mention, open water first, then nearest first: the sea within the coastal distance, a river
 * within 3 km, a lake or inlet within 3 km or, when it is 5 km² or more, within 10 km. Water of
 * 100 km² or more whose edge is about as near as the coast stands in for the sea (Porto Alegre's
 * Guaíba, the Venetian lagoon: Natural Earth's land leaves them open to the ocean).
 */
export function waterNearby(landscape: Landscape | undefined): WaterFact[] {
  if (!landscape) return [];
  const out: WaterFact[] = [];
  const { river, sea } = landscape;
  // The build records one body of water: a lake, or an inlet when it joins the sea. A "lake" that lies on the coast's
  // side of the town with the coast only a little beyond it is most likely a lagoon or an estuary the coarse world
  // coastline leaves closed: told as water, not a lake (review 35: Christchurch's Avon–Heathcote Estuary, 5.7 km east
  // with the coast 10 km east-south-east, was "the shore of a lake").
  const { lake, coast } = landscape;
  const coastward =
    lake !== undefined &&
    coast !== undefined &&
    lake.bearing !== null &&
    Math.abs(((((lake.bearing - coast.bearing) % 360) + 540) % 360) - 180) <= LAGOON_SAME_SIDE &&
    coast.km - lake.km <= LAGOON_COAST_KM;
  const [kind, body] = landscape.inlet
    ? (["inlet", landscape.inlet] as const)
    : ([coastward ? "inlet" : "lake", landscape.lake] as const);
  const bodyInPicture = body && (body.km <= CLOSE_KM || body.areaKm2 >= FAR_LAKE_KM2);
  const seaIsBody = sea && body && body.areaKm2 >= SEA_LIKE_KM2 && body.km <= sea.km + SEA_LIKE_MARGIN_KM;
  const fact = (k: WaterFact["kind"], km: number, b: Bearing): WaterFact => ({
    kind: k,
    km,
    direction: b === null ? null : compass(b),
    reach: b === null ? "edge" : reachOf(km),
  });
  // A named marine area the town stands on is the sea it tells. Its outline is coarse (tens of vertices),
  // so when it lies the way the coastline does, the coastline's distance and side are told; when it lies
  // another way (Istanbul's Bosporus, east, against the Sea of Marmara's south), its own.
  const named = landscape.named;
  if (sea && !seaIsBody) {
    const sameSide =
      named &&
      (named.bearing === null ||
        sea.bearing === null ||
        Math.abs(((((named.bearing - sea.bearing) % 360) + 540) % 360) - 180) <= NAMED_SAME_SIDE);
    out.push(
      named
        ? {
            ...(sameSide ? fact("sea", sea.km, sea.bearing) : fact("sea", named.km, named.bearing)),
            name: { text: named.article ? `the ${named.name}` : named.name, kind: named.kind },
          }
        : fact("sea", sea.km, sea.bearing),
    );
  }
  if (body && bodyInPicture)
    out.push({
      ...fact(kind, body.km, body.bearing),
      areaKm2: body.areaKm2,
      ...("name" in body && body.name ? { name: { text: body.name, kind: "lake" as const } } : {}),
    });
  if (river && river.km <= CLOSE_KM)
    out.push({
      ...fact("river", river.km, river.bearing),
      ...(river.name ? { name: { text: river.name, kind: "river" as const } } : {}),
    });
  // Open water first (the sea, or a lake or inlet of 5 km² or more at the town, or of 100 km² anywhere in the picture),
  // then a river or a smaller or farther lake, nearest first: Lake Michigan before the Chicago River, the lagoon before
  // Venice's canals, but the Rhône through Lyon before a 5 km² reservoir 9 km out (review 32).
  const open = (w: WaterFact) =>
    w.kind === "sea" || ((w.areaKm2 ?? 0) >= FAR_LAKE_KM2 && (w.km <= CLOSE_KM || (w.areaKm2 ?? 0) >= SEA_LIKE_KM2));
  const tier = (w: WaterFact) => (open(w) ? 0 : 1);
  return out.sort((a, b) => tier(a) - tier(b) || a.km - b.km);
}

/**
 * A lake's size as a floor that holds whatever the outline's simplification did: the areas come from simplified
 * outlines clipped near towns, and run from under half the published figures (Lake Toba, 500 km² for 1,130) to about
 * right. So a lake is told as more than a round number at most half its measured area, and no figure is given below
 * 200 km² measured (decision 0085): Lake Wakatipu had been "some 260" for 291.
 */
export function lakeAreaFloor(areaKm2: number): 100 | 1_000 | 10_000 | null {
  if (areaKm2 >= 20_000) return 10_000;
  if (areaKm2 >= 2_000) return 1_000;
  if (areaKm2 >= 200) return 100;
  return null;
}

const FLOOR_WORDS = { 100: "a hundred", 1000: "a thousand", 10000: "ten thousand" } as const;

/** "more than a hundred square kilometres": the lake's size in words, or null for a lake told by its kind alone. */
export function lakeSize(areaKm2: number): string | null {
  const floor = lakeAreaFloor(areaKm2);
  return floor === null ? null : `more than ${FLOOR_WORDS[floor]} square kilometres`;
}

/** A summit this near is "just" off the town. */
const PEAK_CLOSE_KM = 10;

export type PeakFact = {
  /** Natural Earth's name for the summit. */
  name: string;
  elevationM: number;
  km: number;
  /** Where the summit lies from the town's centre. */
  direction: Compass;
  /** Within 10 km, within 25, or a great summit farther off (landscape's `far`). */
  reach: "close" | "near" | "far";
};

/**
 * The named summit the story may mention: the nearest within 25 km, else a great one within 150 km, by its name,
 * height, distance and side; null when there is none.
 */
export function peakNearby(landscape: Landscape | undefined): PeakFact | null {
  const peak = landscape?.peak ?? landscape?.far;
  if (!peak) return null;
  return {
    name: peak.name,
    elevationM: peak.elevationM,
    km: peak.km,
    direction: compass(peak.bearing),
    reach: landscape?.peak ? (peak.km <= PEAK_CLOSE_KM ? "close" : "near") : "far",
  };
}

/** A volcano this near is "just" off the town, as a summit is. */
const VOLCANO_CLOSE_KM = 10;
/** A summit and a volcano whose points lie this near each other are one mountain (Etna, Fuji): told once, as the volcano. */
const SAME_MOUNTAIN_KM = 5;

export type VolcanoFact = {
  /** NOAA NCEI's name, turned the way it is said ("Cerro Blanco" for "Blanco, Cerro"). */
  name: string;
  kind: VolcanoKind;
  era: EruptionEra;
  /** The list's height, or the named summit's when they are one mountain; null when neither has one. */
  elevationM: number | null;
  km: number;
  direction: Compass;
  reach: "close" | "near";
  /** The summit the gazetteer also records is this volcano: the text tells it once. */
  isPeak: boolean;
};

/** The distance between two points given by distance and bearing from the town, flat (both within 30 km). */
function apartKm(a: { km: number; bearing: number }, b: { km: number; bearing: number }): number {
  const rad = Math.PI / 180;
  const dx = a.km * Math.sin(a.bearing * rad) - b.km * Math.sin(b.bearing * rad);
  const dy = a.km * Math.cos(a.bearing * rad) - b.km * Math.cos(b.bearing * rad);
  return Math.hypot(dx, dy);
}

/** The volcano the story may mention: the most recently active within 30 km in NOAA NCEI's list; null when there is none. */
export function volcanoNearby(landscape: Landscape | undefined): VolcanoFact | null {
  const volcano = landscape?.volcano;
  if (!volcano) return null;
  const peak = landscape.peak;
  const isPeak = peak !== undefined && apartKm(peak, volcano) <= SAME_MOUNTAIN_KM;
  return {
    name: volcano.name,
    kind: volcano.kind,
    era: volcano.era,
    elevationM: volcano.elevationM ?? (isPeak && peak ? peak.elevationM : null),
    km: volcano.km,
    direction: compass(volcano.bearing),
    reach: volcano.km <= VOLCANO_CLOSE_KM ? "close" : "near",
    isPeak,
  };
}

/**
 * Inside a range's outline but this near its edge, a town is passed over: Natural Earth's outlines are coarse, and
 * Denver, Lima and Mumbai, on the plain and the coast below the Rockies, the Andes and the Western Ghats, lie just
 * inside them.
 */
const RANGE_EDGE_KM = 20;

/**
 * Outside a range's outline but this near it, a town is at the outline's edge, told with no side: an outline 0.7 km
 * south-west of Cusco pointed away from the Cordillera Oriental's peaks, north and east of the town (a buyer's review).
 */
const OUTLINE_EDGE_KM = 5;

export type RangeFact = {
  /** As the text writes it: "the Kjølen Mountains". */
  name: string;
  /** The town lies within the range's outline on the map. */
  inside: boolean;
  km: number;
  /** Where the outline begins from the town's centre; null inside it. */
  direction: Compass | null;
  /** Outside the outline but within OUTLINE_EDGE_KM of it: at its edge, its side not told. */
  atEdge: boolean;
};

/** The mountain range the story may mention, as the map's outline: the one holding the town, or the nearest within 25 km; null when there is none. */
export function rangeNearby(landscape: Landscape | undefined): RangeFact | null {
  const range = landscape?.range;
  if (!range) return null;
  // Just inside a coarse outline the town is passed over: Mumbai lies inside the Western Ghats' though the range
  // is 60 km inland, and Denver inside the Rockies' 20 km from the foothills (buyers' checks).
  if (range.bearing === null && range.edgeKm !== null && range.edgeKm < RANGE_EDGE_KM) return null;
  return {
    name: range.article ? `the ${range.name}` : range.name,
    inside: range.bearing === null,
    km: range.km,
    direction: range.bearing === null ? null : compass(range.bearing),
    atEdge: range.bearing !== null && range.km < OUTLINE_EDGE_KM,
  };
}

/** A spring this near the centre is in the town itself (the list's point and the gazetteer's are both approximate). */
const SPRING_IN_TOWN_KM = 1.5;

export type SpringFact = {
  /** The records' name (NOAA's in title case); null when they give none worth saying ("HOT SPRINGS", "Aguas Termales"). */
  name: string | null;
  celsius: number | null;
  word: SpringWord | null;
  km: number;
  direction: Compass;
  inTown: boolean;
  /** How many thermal springs are on record within 10 km, this one included. */
  count: number;
  source: SpringSource | null;
};

/**
 * The thermal spring the story may mention: the nearest on record within 10 km (round 9's rule); null when there is
 * none, or when the only record is one OpenStreetMap point with no name and no temperature. Three reviews could
 * confirm no such spring (Marrakesh's, Osaka's, and Cork's 9 km south, where the nearest warm spring is Mallow's):
 * a lone unnamed point is too little to tell a buyer of.
 */
export function springNearby(landscape: Landscape | undefined): SpringFact | null {
  const spring = landscape?.spring;
  if (!spring) return null;
  if (spring.source === "osm" && !spring.name && spring.celsius === null && spring.count <= 1) return null;
  return {
    name: spring.name,
    celsius: spring.celsius,
    word: spring.word,
    km: spring.km,
    direction: compass(spring.bearing),
    inTown: spring.km <= SPRING_IN_TOWN_KM,
    count: spring.count,
    source: spring.source,
  };
}

export type CoastFact = { km: number; direction: Compass };

/** The coast beyond the town, 8 to 25 km off, when the town has no sea of its own; null otherwise. */
export function coastBeyond(landscape: Landscape | undefined): CoastFact | null {
  const coast = landscape?.coast;
  if (!coast || landscape.sea) return null;
  return { km: coast.km, direction: compass(coast.bearing) };
}
