/**
 * What water lies near a place: for scripts/build-places.mjs, at build time only. Lakes and
 * rivers are OpenStreetMap's water polygons (ODbL 1.0, "© OpenStreetMap contributors") as the
 * @geo-maps/earth-lakes-100m and @geo-maps/earth-rivers-100m packages ship them (simplified to
 * 100 m, no names); the sea is Natural Earth's coastline (scripts/coastline.mjs). For each place
 * the nearest lake of LAKE_MIN_KM2 or more within LAKE_KM, the nearest river within RIVER_KM
 * (when the river polygons near the town add up to RIVER_MIN_KM2, so a ditch is no river) and
 * the nearest coast within COASTAL_KM, each as a distance and the compass bearing from the
 * town to the nearest point of its edge. A "lake" that reaches the coastline is recorded as an
 * inlet (a harbour, lagoon or estuary), which the text calls water, never a lake. The nearest named
 * summit within PEAK_KM comes from Natural Earth's elevation points (public domain), as
 * scripts/data/natural-earth-peaks.json holds them: its name, height and where its summit lies.
 * A coastal place within NAMED_WATER_KM (or NAMED_WATER_FAR_KM the way its coast lies) of one of Natural Earth's named marine areas (fjords, sounds,
 * straits, bays, gulfs and lagoons: scripts/data/natural-earth-marine.json, outlines kept at every
 * fourth vertex) gets that water's name, kind and where it lies; the smallest such area wins.
 * The most recently active volcano within VOLCANO_KM comes from NOAA NCEI's Volcano Location Database (a US
 * Government work, public domain), as scripts/data/noaa-volcanoes.json holds it: its name, kind,
 * the era of its last dated eruption and where its point lies. The mountain range whose outline holds the
 * town or comes within RANGE_KM of it comes from Natural Earth's physical regions (public domain), as
 * scripts/data/natural-earth-ranges.json holds them. The nearest thermal spring within SPRING_KM of a town comes,
 * in the United States, from NOAA NCEI's Thermal Springs List for the United States (1980; public domain), as
 * scripts/data/noaa-thermal-springs.json holds it, and elsewhere from OpenStreetMap's hot springs as the World Hot
 * Springs atlas gathers them (ODbL), as scripts/data/world-hot-springs.json holds them: its name (or none), its
 * hottest listed temperature or the word for it, how many are on record within that distance, and which list it
 * came from (a Canadian town near the border can have a US spring).
 * docs/decisions/0064.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

export const LAKES_FILE = "@geo-maps/earth-lakes-100m/map.geo.json";
export const RIVERS_FILE = "@geo-maps/earth-rivers-100m/map.geo.json";

/** A lake this far from the town is still part of its landscape. */
export const LAKE_KM = 10;
/** Smaller water is a pond or a pool: not worth a sentence. */
export const LAKE_MIN_KM2 = 1;
/** A river this far from the town runs past it. */
export const RIVER_KM = 3;
/** A lake polygon this near the coastline (or crossing it) is water joined to the sea. */
export const SEA_JOIN_KM = 1;
/** River polygons within RIVER_KM must add up to this much water. */
export const RIVER_MIN_KM2 = 0.1;
/**
 * A town farther from the coastline than the coastal flag's distance but within this of it gets the coast as a
 * fact of its own, "coast":[km, bearing] (Perth, 12 km from the Indian Ocean; Lima; Los Angeles), told with the
 * land and never drawn as the town's water.
 */
export const SEA_FAR_KM = 25;
/**
 * Natural Earth's 1:10m land leaves some great rivers open to the ocean far inland: the St. Lawrence to Lake Ontario, the
 * Potomac to Washington, the Delaware to Philadelphia, the Elbe to Hamburg, the Mekong's arms to Cần Thơ (review 39:
 * "the sea lies a few kilometres to the east" of Montréal). The coastline is the sea's only when open water lies within
 * OPEN_WATER_REACH_KM of its nearest point: water at least OPEN_WATER_KM from any land, on a lattice of OPEN_STEP degrees.
 * Fjord and skerry towns pass on water a few kilometres out (Oslo, Murmansk, Seattle: 4.8–5.2 km); the rivers above
 * reach no more than 3.7 km within that distance (Lac Saint-Louis). Decision 0095.
 */
export const OPEN_WATER_KM = 4.5;
export const OPEN_WATER_REACH_KM = 50;
const OPEN_STEP = 0.02;
/** A named summit this far from the town's point stands over its country (the distance is to the summit itself). */
export const PEAK_KM = 25;
/** Lower summits in the layer are country high points and town hills (Vaalserberg, 321 m; Dingli Cliffs, 253 m): not mountains to write about. */
export const PEAK_MIN_M = 1000;
/**
 * With no summit within PEAK_KM, a great one this far off still stands over the town's country: Aconcagua 114 km from
 * Mendoza, Rainier 94 km from Seattle, Fuji 94 km from Tokyo, Damavand 71 km from Tehran (review 27: Mendoza's book
 * had no Andes). Of those within FAR_PEAK_KM and FAR_PEAK_MIN_M high, the one whose height over the square root of
 * its distance is greatest: Longs Peak (79 km) before Mount Elbert (143 km) from Denver.
 */
export const FAR_PEAK_KM = 150;
export const FAR_PEAK_MIN_M = 3000;
export const PEAKS_FILE = new URL("./data/natural-earth-peaks.json", import.meta.url);
/** A named marine area whose outline comes this near a coastal place is the water it stands on. */
export const NAMED_WATER_KM = 3;
/**
 * Natural Earth's outlines are coarse (tens of vertices for a fjord): out to this distance a named area
 * still counts when it lies the way the coast does (within NAMED_WATER_TURN degrees of the sea's bearing),
 * so Trondheim keeps its fjord and a town facing other water does not take the name.
 */
export const NAMED_WATER_FAR_KM = 5;
export const NAMED_WATER_TURN = 45;
export const MARINE_FILE = new URL("./data/natural-earth-marine.json", import.meta.url);
/**
 * A volcano this far from the town is part of its country: Okataina from Rotorua (23 km), Hengill from
 * Reykjavík (27 km). The distance is to the volcano's point in the list, its summit or centre.
 */
export const VOLCANO_KM = 30;
export const VOLCANOES_FILE = new URL("./data/noaa-volcanoes.json", import.meta.url);
/**
 * A mountain range whose outline holds the town, or comes this near it. Natural Earth's outlines are drawn for
 * small-scale maps (tens of vertices for a range), so the text tells them as the map's outline.
 */
export const RANGE_KM = 25;
/** How far past an outline's nearest edge the land must go on for the outline to count (not one drawn over the sea). */
export const RANGE_PROBE_KM = 3;
export const RANGES_FILE = new URL("./data/natural-earth-ranges.json", import.meta.url);
/** A thermal spring this far from the town's centre is the town's own (Hot Springs, Arkansas: 1 km; Calistoga: under 1 km). */
export const SPRING_KM = 10;
export const SPRINGS_FILE = new URL("./data/noaa-thermal-springs.json", import.meta.url);
/** OpenStreetMap's natural hot springs outside the United States, from the World Hot Springs atlas (ODbL). */
export const WORLD_SPRINGS_FILE = new URL("./data/world-hot-springs.json", import.meta.url);
/**
 * An unnamed spring nearest the town gives way to a named one no more than this much farther off: Rotorua's
 * nearest is one of Kuirau Park's unnamed vents, and Oruawhata (Malfroy Pool) lies a few tens of metres farther.
 */
export const SPRING_NAME_SLACK_KM = 1;
/**
 * Natural Earth's named lakes (1:10m, public domain) as scripts/data/natural-earth-lakes.json keeps them: [name,
 * km², lon, lat], the point in the water. A town's lake takes the name of the one whose point lies inside its
 * outline (the largest, when two do); names the source spells with letters dropped are left out there.
 */
export const LAKE_NAMES_FILE = new URL("./data/natural-earth-lakes.json", import.meta.url);
/**
 * Natural Earth's named rivers (1:10m, public domain) as scripts/data/natural-earth-rivers.json keeps them: the
 * name as the text writes it ("the Seine") and the stretches of its line near towns. A town's river takes the name
 * of the nearest named line within RIVER_NAME_KM of the town (or a kilometre and a half past the river's own
 * distance), lying the way the river does when the river is not at the centre: the 1:10m lines are drawn for
 * small-scale maps and may run a kilometre or two off the water.
 */
export const RIVER_NAMES_FILE = new URL("./data/natural-earth-rivers.json", import.meta.url);
export const RIVER_NAME_KM = 2.5;
/** Degrees within which the named line and the river must lie the same way from the town. */
const RIVER_NAME_TURN = 60;

const KM_PER_DEGREE_LAT = 110.57;
const KM_PER_DEGREE_LON_AT_EQUATOR = 111.32;
const CELL = 0.1;
const kmPerDegreeLon = (lat) => KM_PER_DEGREE_LON_AT_EQUATOR * Math.max(Math.cos((lat * Math.PI) / 180), 0.01);

/** Area of a ring in km², flat around its first vertex. */
function ringAreaKm2(ring) {
  const kx = kmPerDegreeLon(ring[0][1]);
  let twice = 0;
  for (let i = 1; i < ring.length; i++) {
    twice += ring[i - 1][0] * ring[i][1] - ring[i][0] * ring[i - 1][1];
  }
  return (Math.abs(twice) / 2) * kx * KM_PER_DEGREE_LAT;
}

/** Even-odd test of a point in a ring. */
function inRing(ring, lon, lat) {
  let inside = false;
  for (let i = 1; i < ring.length; i++) {
    const [x1, y1] = ring[i - 1];
    const [x2, y2] = ring[i];
    if (y1 > lat !== y2 > lat && x1 + ((lat - y1) / (y2 - y1)) * (x2 - x1) > lon) inside = !inside;
  }
  return inside;
}

/** Degrees clockwise from north, from the place towards a point given in km east and north of it. */
export const bearingOf = (east, north) => Math.round(((Math.atan2(east, north) * 180) / Math.PI + 360) % 360) % 360;

/** The grid cells within limitKm of any of the points: only water there is ever asked about. */
function cellsNear(points, limitKm) {
  const wanted = new Set();
  for (const [lon, lat] of points) {
    const dLat = limitKm / KM_PER_DEGREE_LAT;
    const dLon = limitKm / kmPerDegreeLon(lat);
    for (let y = Math.floor((lat - dLat + 90) / CELL); y <= Math.floor((lat + dLat + 90) / CELL); y++) {
      for (let x = Math.floor((lon - dLon + 180) / CELL); x <= Math.floor((lon + dLon + 180) / CELL); x++) {
        wanted.add(y * 10_000 + x);
      }
    }
  }
  return wanted;
}

/**
 * The polygons of a @geo-maps file near the places, each with its area, and a grid of their edges.
 * @param {string} file
 * @param {number} minKm2 polygons smaller than this are dropped
 * @param {Set<number>} wanted grid cells near a place; polygons wholly outside them are dropped
 */
function loadWater(file, minKm2, wanted) {
  /** @type {{ geometries: Array<{ type: string, coordinates: any }> }} */
  const collection = JSON.parse(readFileSync(require.resolve(file), "utf8"));
  /** @type {Array<{ rings: number[][][], areaKm2: number, west: number, east: number, south: number, north: number }>} */
  const polygons = [];
  for (const geometry of collection.geometries) {
    const list = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
    for (const rings of list) {
      const [outer, ...holes] = rings;
      if (!outer || outer.length < 4) continue;
      let [west, east, south, north] = [180, -180, 90, -90];
      for (const [x, y] of outer) {
        if (x < west) west = x;
        if (x > east) east = x;
        if (y < south) south = y;
        if (y > north) north = y;
      }
      if (!touches(wanted, west, east, south, north)) continue;
      const areaKm2 = ringAreaKm2(outer) - holes.reduce((sum, hole) => sum + ringAreaKm2(hole), 0);
      if (areaKm2 >= minKm2) polygons.push({ rings, areaKm2, west, east, south, north });
    }
  }
  const edges = [];
  const owner = [];
  /** @type {Map<number, number[]>} */
  const cells = new Map();
  for (const [p, { rings }] of polygons.entries()) {
    for (const ring of rings) {
      for (let i = 1; i < ring.length; i++) {
        const e = owner.length;
        const [x1, y1] = ring[i - 1];
        const [x2, y2] = ring[i];
        edges.push(x1, y1, x2, y2);
        owner.push(p);
        // Every cell the edge's bounding box touches (a lagoon's simplified shore has edges of many km).
        for (let y = Math.floor((Math.min(y1, y2) + 90) / CELL); y <= Math.floor((Math.max(y1, y2) + 90) / CELL); y++) {
          for (
            let x = Math.floor((Math.min(x1, x2) + 180) / CELL);
            x <= Math.floor((Math.max(x1, x2) + 180) / CELL);
            x++
          ) {
            const key = y * 10_000 + x;
            if (!wanted.has(key)) continue;
            const list = cells.get(key);
            if (list) list.push(e);
            else cells.set(key, [e]);
          }
        }
      }
    }
  }
  const seg = Float64Array.from(edges);
  // Which query last looked at each edge: cheaper than a Set of the edges seen, per query.
  const stamp = new Uint32Array(owner.length);
  let query = 0;

  /**
   * Every polygon with an edge within limitKm: its nearest distance and where that point lies.
   * @returns {Map<number, { km: number, east: number, north: number }>}
   */
  function near(lon, lat, limitKm) {
    const kx = kmPerDegreeLon(lat);
    const dLat = limitKm / KM_PER_DEGREE_LAT;
    const dLon = limitKm / kx;
    /** @type {Map<number, { km: number, east: number, north: number }>} */
    const found = new Map();
    query++;
    const row = (y) => Math.floor((y + 90) / CELL);
    const column = (x) => Math.floor((x + 180) / CELL);
    for (let y = row(lat - dLat); y <= row(lat + dLat); y++) {
      for (let x = column(lon - dLon); x <= column(lon + dLon); x++) {
        for (const e of cells.get(y * 10_000 + x) ?? []) {
          if (stamp[e] === query) continue;
          stamp[e] = query;
          const ax = (seg[e * 4] - lon) * kx;
          const ay = (seg[e * 4 + 1] - lat) * KM_PER_DEGREE_LAT;
          const bx = (seg[e * 4 + 2] - lon) * kx;
          const by = (seg[e * 4 + 3] - lat) * KM_PER_DEGREE_LAT;
          const dx = bx - ax;
          const dy = by - ay;
          const length2 = dx * dx + dy * dy;
          const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length2));
          const east = ax + t * dx;
          const north = ay + t * dy;
          const km = Math.hypot(east, north);
          if (km > limitKm) continue;
          const p = owner[e];
          const best = found.get(p);
          if (!best || km < best.km) found.set(p, { km, east, north });
        }
      }
    }
    return found;
  }

  /** The polygon's outer ring holds the point and none of its holes does. */
  const contains = (p, lon, lat) => {
    const [outer, ...holes] = polygons[p].rings;
    return inRing(outer, lon, lat) && !holes.some((hole) => inRing(hole, lon, lat));
  };

  return { polygons, near, contains };
}

/** Any wanted cell inside the box. */
function touches(wanted, west, east, south, north) {
  for (let y = Math.floor((south + 90) / CELL); y <= Math.floor((north + 90) / CELL); y++) {
    for (let x = Math.floor((west + 180) / CELL); x <= Math.floor((east + 180) / CELL); x++) {
      if (wanted.has(y * 10_000 + x)) return true;
    }
  }
  return false;
}

const round1 = (km) => Math.round(km * 10) / 10;
/** Kilometres between two points, on the flat map at their middle latitude: near enough to compare distances. */
const kmBetween = (lon1, lat1, lon2, lat2) =>
  Math.hypot(
    (((lon2 - lon1 + 540) % 360) - 180) * kmPerDegreeLon((lat1 + lat2) / 2),
    (lat2 - lat1) * KM_PER_DEGREE_LAT,
  );

/**
 * Natural Earth's named rivers, as segments in grid cells: nearest(lon, lat, limitKm) gives the nearest named
 * line's name, distance and bearing, or null.
 */
export function loadRiverNames() {
  /** @type {{ rivers: Array<[string, number[][][]]> }} */
  const { rivers } = JSON.parse(readFileSync(RIVER_NAMES_FILE, "utf8"));
  /** @type {Map<number, Array<[number, number, number, number, string]>>} */
  const cells = new Map();
  for (const [name, runs] of rivers)
    for (const run of runs)
      for (let i = 1; i < run.length; i++) {
        const [x1, y1] = run[i - 1];
        const [x2, y2] = run[i];
        for (let y = Math.floor((Math.min(y1, y2) + 90) / CELL); y <= Math.floor((Math.max(y1, y2) + 90) / CELL); y++)
          for (
            let x = Math.floor((Math.min(x1, x2) + 180) / CELL);
            x <= Math.floor((Math.max(x1, x2) + 180) / CELL);
            x++
          ) {
            const key = y * 10_000 + x;
            const list = cells.get(key);
            const segment = /** @type {[number, number, number, number, string]} */ ([x1, y1, x2, y2, name]);
            if (list) list.push(segment);
            else cells.set(key, [segment]);
          }
      }
  return {
    /** @returns {{ name: string, km: number, bearing: number } | null} */
    nearest(lon, lat, limitKm) {
      const kx = kmPerDegreeLon(lat);
      const row = Math.floor((lat + 90) / CELL);
      const column = Math.floor((lon + 180) / CELL);
      const reach = Math.ceil(limitKm / (CELL * KM_PER_DEGREE_LAT)) + 1;
      let best = null;
      for (let y = row - reach; y <= row + reach; y++)
        for (let x = column - reach; x <= column + reach; x++)
          for (const [x1, y1, x2, y2, name] of cells.get(y * 10_000 + x) ?? []) {
            const [ax, ay, bx, by] = [
              (x1 - lon) * kx,
              (y1 - lat) * KM_PER_DEGREE_LAT,
              (x2 - lon) * kx,
              (y2 - lat) * KM_PER_DEGREE_LAT,
            ];
            const [dx, dy] = [bx - ax, by - ay];
            const length = dx * dx + dy * dy;
            const t = length === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length));
            const [px, py] = [ax + t * dx, ay + t * dy];
            const km = Math.hypot(px, py);
            if (km <= limitKm && (!best || km < best.km)) best = { name, km, bearing: bearingOf(px, py) };
          }
      return best;
    },
  };
}

/** Natural Earth's named lakes: [name, km², lon, lat], the point inside the water. */
export function loadLakeNames() {
  /** @type {{ lakes: Array<[string, number, number, number]> }} */
  const { lakes } = JSON.parse(readFileSync(LAKE_NAMES_FILE, "utf8"));
  return lakes;
}

/** Natural Earth's named summits of PEAK_MIN_M or more: [name, elevation in metres, lon, lat]. */
export function loadPeaks() {
  /** @type {{ peaks: Array<[string, number, number, number]> }} */
  const { peaks } = JSON.parse(readFileSync(PEAKS_FILE, "utf8"));
  return peaks.filter(([, metres]) => metres >= PEAK_MIN_M);
}

/**
 * The great summit over a town with none within PEAK_KM (FAR_PEAK_KM, FAR_PEAK_MIN_M), as the column stores it:
 * [km, bearing, metres, name], or null.
 * @param {Array<[string, number, number, number]>} peaks
 */
function farPeak(peaks, lon, lat) {
  const kx = kmPerDegreeLon(lat);
  let best = null;
  for (const [name, metres, x, y] of peaks) {
    if (metres < FAR_PEAK_MIN_M) continue;
    const north = (y - lat) * KM_PER_DEGREE_LAT;
    if (Math.abs(north) > FAR_PEAK_KM) continue;
    const east = (((x - lon + 540) % 360) - 180) * kx;
    const km = Math.hypot(east, north);
    if (km > FAR_PEAK_KM || km <= PEAK_KM) continue;
    const score = metres / Math.sqrt(km);
    if (!best || score > best.score) best = { km, east, north, name, metres, score };
  }
  return best && [round1(best.km), bearingOf(best.east, best.north), best.metres, best.name];
}

/**
 * The nearest named summit within PEAK_KM of a point, as the column stores it: [km, bearing, metres, name].
 * @param {Array<[string, number, number, number]>} peaks
 */
function nearestPeak(peaks, lon, lat) {
  const kx = kmPerDegreeLon(lat);
  let best = null;
  for (const [name, metres, x, y] of peaks) {
    const north = (y - lat) * KM_PER_DEGREE_LAT;
    if (Math.abs(north) > PEAK_KM) continue;
    const east = (((x - lon + 540) % 360) - 180) * kx;
    const km = Math.hypot(east, north);
    if (km <= PEAK_KM && (!best || km < best.km)) best = { km, east, north, name, metres };
  }
  return best && [round1(best.km), bearingOf(best.east, best.north), best.metres, best.name];
}
/** NOAA NCEI's named volcanoes on land: [name, kind, era of the last dated eruption ("" undated), elevation in metres or null, lon, lat]. */
export function loadVolcanoes() {
  /** @type {{ volcanoes: Array<[string, string, string, number | null, number, number]> }} */
  const { volcanoes } = JSON.parse(readFileSync(VOLCANOES_FILE, "utf8"));
  return volcanoes;
}

/**
 * The thermal springs on record, NOAA NCEI's in the United States and OpenStreetMap's elsewhere, in one shape:
 * [name or "", °C or null, "hot" | "warm" | "boiling" | "", lon, lat, "noaa" | "osm"].
 */
export function loadSprings() {
  /** @type {(file: URL, source: string) => Array<[string, number | null, string, number, number, string]>} */
  const rows = (file, source) => JSON.parse(readFileSync(file, "utf8")).springs.map((row) => [...row, source]);
  return [...rows(SPRINGS_FILE, "noaa"), ...rows(WORLD_SPRINGS_FILE, "osm")];
}

/**
 * The nearest thermal spring within SPRING_KM of a point (a named one when it is hardly farther), as the column stores it:
 * [km, bearing, name or "", °C or null, the list's word or "", how many the lists have within SPRING_KM, its list].
 * @param {Array<[string, number | null, string, number, number, string]>} springs
 */
function springNear(springs, lon, lat) {
  const kx = kmPerDegreeLon(lat);
  let best = null;
  let named = null;
  let count = 0;
  for (const [name, celsius, word, x, y, source] of springs) {
    const north = (y - lat) * KM_PER_DEGREE_LAT;
    if (Math.abs(north) > SPRING_KM) continue;
    const east = (((x - lon + 540) % 360) - 180) * kx;
    const km = Math.hypot(east, north);
    if (km > SPRING_KM) continue;
    count++;
    if (!best || km < best.km) best = { km, east, north, name, celsius, word, source };
    if (name !== "" && (!named || km < named.km)) named = { km, east, north, name, celsius, word, source };
  }
  const told = best && best.name === "" && named && named.km - best.km <= SPRING_NAME_SLACK_KM ? named : best;
  return (
    told && [round1(told.km), bearingOf(told.east, told.north), told.name, told.celsius, told.word, count, told.source]
  );
}

/** How recent an era of last eruption is: D1 (1964 or later) first, an undated one last. */
const eraRank = (era) => (era === "" ? 9 : Number(era.slice(1)));

/**
 * The volcano within VOLCANO_KM of a point whose last dated eruption is the most recent, the nearer of two
 * alike, as the column stores it: [km, bearing, name, kind, era, metres or 0]. Naples gets Vesuvius (1944),
 * not the nearer Campi Flegrei (1538): the volcano that shapes the town's story is the one still awake.
 * @param {Array<[string, string, string, number | null, number, number]>} volcanoes
 */
function volcanoNear(volcanoes, lon, lat) {
  const kx = kmPerDegreeLon(lat);
  let best = null;
  for (const [name, kind, era, metres, x, y] of volcanoes) {
    const north = (y - lat) * KM_PER_DEGREE_LAT;
    if (Math.abs(north) > VOLCANO_KM) continue;
    const east = (((x - lon + 540) % 360) - 180) * kx;
    const km = Math.hypot(east, north);
    if (km > VOLCANO_KM) continue;
    const better = !best || eraRank(era) < eraRank(best.era) || (eraRank(era) === eraRank(best.era) && km < best.km);
    if (better) best = { km, east, north, name, kind, era, metres };
  }
  return best && [round1(best.km), bearingOf(best.east, best.north), best.name, best.kind, best.era, best.metres ?? 0];
}

/**
 * Natural Earth's named marine areas as scripts/data/natural-earth-marine.json keeps them:
 * [name, kind, article (1: "the" goes before the name), outer rings of [lon, lat]], each with its
 * bounding box and area for the search.
 */
export function loadMarine() {
  /** @type {{ features: Array<[string, string, number, number[][][]]> }} */
  const { features } = JSON.parse(readFileSync(MARINE_FILE, "utf8"));
  return features.map(([name, kind, article, rings]) => ({ name, kind, article, ...bounded(rings) }));
}

/** Natural Earth's mountain ranges as scripts/data/natural-earth-ranges.json keeps them: [name, article, rings (outer and holes)], with their bounds. */
export function loadRanges() {
  /** @type {{ ranges: Array<[string, number, number[][][]]> }} */
  const { ranges } = JSON.parse(readFileSync(RANGES_FILE, "utf8"));
  return ranges.map(([name, article, rings]) => ({ name, article, ...bounded(rings) }));
}

/**
 * The outlines whose bounding box, widened by `km`, holds the point.
 * @template {{ west: number, east: number, south: number, north: number }} T
 * @param {T[]} outlines
 * @returns {T[]}
 */
function withinBounds(outlines, lon, lat, km) {
  const dLat = km / KM_PER_DEGREE_LAT;
  const dLon = km / kmPerDegreeLon(lat);
  return outlines.filter(
    (o) => lat >= o.south - dLat && lat <= o.north + dLat && lon >= o.west - dLon && lon <= o.east + dLon,
  );
}

/** An outline's rings with their bounding box and area, for the searches. */
function bounded(rings) {
  let [west, east, south, north] = [180, -180, 90, -90];
  for (const ring of rings)
    for (const [x, y] of ring) {
      if (x < west) west = x;
      if (x > east) east = x;
      if (y < south) south = y;
      if (y > north) north = y;
    }
  const areaKm2 = rings.reduce((sum, ring) => sum + ringAreaKm2(ring), 0);
  return { rings, west, east, south, north, areaKm2 };
}

/**
 * The mountain range whose outline holds the point (the smallest, when outlines nest: the Front Range in the
 * Rocky Mountains), else the nearest whose outline comes within RANGE_KM, as the column stores it:
 * [km, bearing, name, article], the distance 0 and the bearing -1 inside it, with the distance to the outline's
 * nearest edge after them. A point is inside when an odd
 * number of the range's rings hold it, so a hole in an outline is outside.
 * @param {ReturnType<typeof loadRanges>} ranges
 * @param {(lon: number, lat: number) => boolean} onLand Natural Earth's land, for an outline drawn over the sea
 */
function nearestRange(ranges, lon, lat, onLand) {
  let best = null;
  const kx = kmPerDegreeLon(lat);
  for (const range of withinBounds(ranges, lon, lat, RANGE_KM)) {
    const inside = range.rings.filter((ring) => inRing(ring, lon, lat)).length % 2 === 1;
    const hit = inside ? { km: 0, east: 0, north: 0 } : outlineHit(range.rings, lon, lat, RANGE_KM, () => false);
    if (!hit) continue;
    // The coarse outline can run out over the sea: its edge "about a kilometre west" of Valparaíso lay over the
    // Pacific, the Andes far inland (a buyer's check). An outline whose side beyond its nearest edge is sea is
    // no range the town has, and is passed over.
    if (hit.km > 0) {
      const beyond = (hit.km + RANGE_PROBE_KM) / hit.km;
      if (!onLand(lon + (hit.east * beyond) / kx, lat + (hit.north * beyond) / KM_PER_DEGREE_LAT)) continue;
    }
    const better = !best || hit.km < best.km || (hit.km === 0 && best.km === 0 && range.areaKm2 < best.range.areaKm2);
    if (better) best = { ...hit, range };
  }
  if (!best) return null;
  const row = [
    round1(best.km),
    best.km === 0 ? -1 : bearingOf(best.east, best.north),
    best.range.name,
    best.range.article,
  ];
  if (best.km > 0) return row;
  // Inside, how far the outline's nearest edge is: Denver and Lima lie inside the coarse outlines of the Rockies
  // and the Andes but near their edges, where the plain or the coast begins, and buyers read "within" as mountains.
  const edge = outlineHit(best.range.rings, lon, lat, Number.POSITIVE_INFINITY, () => false);
  return [...row, round1(edge?.km ?? 0)];
}

/**
 * Where an outline lies from a point: { km: 0 } when `holds` says a ring holds the point, else the nearest
 * point of its edges within `limitKm` as { km, east, north } (flat around the point), or null.
 * @param {number[][][]} rings
 * @param {(ring: number[][]) => boolean} holds
 */
function outlineHit(rings, lon, lat, limitKm, holds) {
  const kx = kmPerDegreeLon(lat);
  let hit = null;
  for (const ring of rings) {
    if (holds(ring)) return { km: 0, east: 0, north: 0 };
    for (let i = 1; i < ring.length; i++) {
      const ax = (ring[i - 1][0] - lon) * kx;
      const ay = (ring[i - 1][1] - lat) * KM_PER_DEGREE_LAT;
      const dx = (ring[i][0] - ring[i - 1][0]) * kx;
      const dy = (ring[i][1] - ring[i - 1][1]) * KM_PER_DEGREE_LAT;
      const length2 = dx * dx + dy * dy;
      const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length2));
      const east = ax + t * dx;
      const north = ay + t * dy;
      const km = Math.hypot(east, north);
      if (km <= limitKm && (!hit || km < hit.km)) hit = { km, east, north };
    }
  }
  return hit;
}

/**
 * The smallest named marine area whose outline holds the point or comes within NAMED_WATER_KM of it, as
 * the column stores it: [km, bearing, kind, name, article], the bearing -1 and the distance 0 inside it.
 * @param {ReturnType<typeof loadMarine>} marine
 */
function namedWater(marine, lon, lat, seaBearing) {
  let best = null;
  for (const area of withinBounds(marine, lon, lat, NAMED_WATER_FAR_KM)) {
    let hit = outlineHit(area.rings, lon, lat, NAMED_WATER_FAR_KM, (ring) => inRing(ring, lon, lat));
    if (hit && hit.km > NAMED_WATER_KM) {
      const turn = Math.abs(((bearingOf(hit.east, hit.north) - seaBearing + 540) % 360) - 180);
      if (seaBearing < 0 || turn > NAMED_WATER_TURN) hit = null;
    }
    if (hit && (!best || area.areaKm2 < best.area.areaKm2)) best = { ...hit, area };
  }
  if (!best) return null;
  const inside = best.km === 0;
  return [
    round1(best.km),
    inside ? -1 : bearingOf(best.east, best.north),
    best.area.kind,
    best.area.name,
    best.area.article,
  ];
}

/** Two significant figures: 82.4 → 82, 10276 → 10000, 1.46 → 1.5. */
const twoFigures = (n) => Number(n.toPrecision(2));

/**
 * @param {{ nearest: (lon: number, lat: number, limitKm: number) => { km: number, east: number, north: number } | null, onLand: (lon: number, lat: number) => boolean }} coastline
 *   from scripts/coastline.mjs
 * @param {number} coastalKm the coastal flag's distance
 * @param {Array<[number, number]>} points every place's [lon, lat]: water far from all of them is not indexed
 */
export function loadLandscape(coastline, coastalKm, points) {
  const lakes = loadWater(LAKES_FILE, LAKE_MIN_KM2, cellsNear(points, LAKE_KM));
  const rivers = loadWater(RIVERS_FILE, 0, cellsNear(points, RIVER_KM));
  const peaks = loadPeaks();
  const volcanoes = loadVolcanoes();
  const ranges = loadRanges();
  const marine = loadMarine();
  const springs = loadSprings();
  const lakeNames = loadLakeNames();
  const riverNames = loadRiverNames();
  /** @type {Map<number, Array<[string, number, number]>>} */
  const lakeNamesIn = new Map();
  /**
   * The name of the named lake whose point lies inside lake polygon p, or null. OpenStreetMap's outline
   * can hold two of Natural Earth's lakes of like size joined by a strait (Michigan and Huron at Mackinac):
   * the town takes the one whose point lies nearest it. A named part less than half the largest's size is
   * the larger lake's bay or arm (Georgian Bay, Saginaw Bay), and the town is told the lake.
   */
  const nameOfLake = (p, lon, lat) => {
    let inside = lakeNamesIn.get(p);
    if (inside === undefined) {
      const { west, east, south, north } = lakes.polygons[p];
      inside = [];
      const held = lakeNames.filter(
        ([, , x, y]) => x >= west && x <= east && y >= south && y <= north && lakes.contains(p, x, y),
      );
      const largest = Math.max(0, ...held.map(([, km2]) => km2));
      inside = held.filter(([, km2]) => km2 * 2 >= largest).map(([name, , x, y]) => [name, x, y]);
      lakeNamesIn.set(p, inside);
    }
    let best = null;
    for (const [name, x, y] of inside) {
      const km = kmBetween(lon, lat, x, y);
      if (!best || km < best.km) best = { name, km };
    }
    return best ? best.name : null;
  };
  /** @type {Map<number, boolean>} */
  const joined = new Map();
  /**
   * OpenStreetMap's water polygons hold harbours, lagoons and estuaries as well as lakes (Sydney
   * Harbour, the Venetian lagoon, Port Phillip's edges): a polygon with a point off Natural Earth's
   * land or within SEA_JOIN_KM of its coastline is water joined to the sea, not a lake.
   */
  const joinsSea = (p) => {
    let known = joined.get(p);
    if (known === undefined) {
      const [outer = []] = lakes.polygons[p].rings;
      known = outer.some(([x, y]) => coastline.nearest(x, y, SEA_JOIN_KM) !== null || !coastline.onLand(x, y));
      joined.set(p, known);
    }
    return known;
  };
  /** @type {Map<number, boolean>} lattice cell (row × 100,000 + column) → open water there */
  const openCells = new Map();
  const openAt = (i, j) => {
    const key = i * 100_000 + j;
    let open = openCells.get(key);
    if (open === undefined) {
      const x = j * OPEN_STEP - 180;
      const y = i * OPEN_STEP - 90;
      open = coastline.nearest(x, y, OPEN_WATER_KM) === null && !coastline.onLand(x, y);
      openCells.set(key, open);
    }
    return open;
  };
  /** @type {Map<number, Int32Array>} whole degree of latitude → the lattice offsets within reach, nearest first, as [row, column] pairs */
  const reachOffsets = new Map();
  const offsetsAt = (lat) => {
    const band = Math.round(lat);
    let offsets = reachOffsets.get(band);
    if (!offsets) {
      // Measured at the band's edge nearer the pole, so every cell within reach is among them; opensOut skips the rest.
      const kx = kmPerDegreeLon(Math.min(89, Math.abs(band) + 0.5));
      const di = Math.ceil(OPEN_WATER_REACH_KM / KM_PER_DEGREE_LAT / OPEN_STEP);
      const dj = Math.ceil(OPEN_WATER_REACH_KM / kx / OPEN_STEP);
      const cells = [];
      for (let i = -di; i <= di; i++)
        for (let j = -dj; j <= dj; j++) {
          const d = Math.hypot(i * OPEN_STEP * KM_PER_DEGREE_LAT, j * OPEN_STEP * kx);
          if (d <= OPEN_WATER_REACH_KM) cells.push([d, i, j]);
        }
      cells.sort((a, b) => a[0] - b[0]);
      offsets = Int32Array.from(cells.flatMap(([, i, j]) => [i, j]));
      reachOffsets.set(band, offsets);
    }
    return offsets;
  };
  /** @type {Map<string, boolean>} the last answers, by place: of() and isCoastal() ask for the same place in turn */
  const opened = new Map();
  /** The coastline point `edge` (km east and north of the place) has open water within OPEN_WATER_REACH_KM. */
  const opensOut = (lon, lat, edge) => {
    const x = lon + edge.east / kmPerDegreeLon(lat);
    const y = lat + edge.north / KM_PER_DEGREE_LAT;
    const key = `${x},${y}`;
    let open = opened.get(key);
    if (open === undefined) {
      const ci = Math.round((y + 90) / OPEN_STEP);
      const cj = Math.round((x + 180) / OPEN_STEP);
      const offsets = offsetsAt(y);
      const kx = kmPerDegreeLon(y);
      const reach2 = (OPEN_WATER_REACH_KM / OPEN_STEP) ** 2;
      open = false;
      for (let k = 0; k < offsets.length && !open; k += 2) {
        const [i, j] = [offsets[k], offsets[k + 1]];
        if ((i * KM_PER_DEGREE_LAT) ** 2 + (j * kx) ** 2 <= reach2) open = openAt(ci + i, cj + j);
      }
      if (opened.size > 1000) opened.clear();
      opened.set(key, open);
    }
    return open;
  };
  return {
    lakes: lakes.polygons.length,
    rivers: rivers.polygons.length,
    /**
     * The coastal flag: within coastalKm of a coastline that opens to the sea, or off the mapped land. Montréal,
     * 3.6 km from the St. Lawrence's banks, is not coastal.
     */
    isCoastal(lon, lat) {
      const sea = coastline.nearest(lon, lat, coastalKm);
      return sea ? opensOut(lon, lat, sea) : !coastline.onLand(lon, lat);
    },
    /**
     * The water near a place, as the compact JSON the `landscape` column holds, or null:
     * {"lake":[km, bearing, km², Natural Earth's name when it has one], "inlet":[km, bearing, km²], "river":[km, bearing, Natural Earth's name when a named line lies that way],
     * "sea":[km, bearing], "peak":[km, bearing, metres, name], "far":[km, bearing, metres, name] (with no "peak"), "named":[km, bearing, kind, name, article],
     * "volcano":[km, bearing, name, kind, era, metres], "range":[km, bearing, name, article, edge km when inside],
     * "spring":[km, bearing, name or "", °C or null, word or "", count, "noaa" or "osm"], "coast":[km, bearing]}, "coast" being the
     * coastline between the coastal flag's distance and SEA_FAR_KM, and "inlet" being the nearest such water when it joins the sea; a part is
     * absent when there is none. A town inside a lake's outline (on its shore, the map's edge a little
     * off) is 0 km from it and has no bearing to it (-1).
     */
    of(lon, lat) {
      /** @type {Record<string, Array<number | string>>} */
      const out = {};
      let lake = null;
      for (const [p, hit] of lakes.near(lon, lat, LAKE_KM)) {
        if (!lake || hit.km < lake.km) lake = { ...hit, p };
      }
      if (lake) {
        const inside = lakes.contains(lake.p, lon, lat);
        const sea = joinsSea(lake.p);
        const name = sea ? null : nameOfLake(lake.p, lon, lat);
        out[sea ? "inlet" : "lake"] = [
          inside ? 0 : round1(lake.km),
          inside ? -1 : bearingOf(lake.east, lake.north),
          twoFigures(lakes.polygons[lake.p].areaKm2),
          ...(name ? [name] : []),
        ];
      }
      const near = rivers.near(lon, lat, RIVER_KM);
      let water = 0;
      let river = null;
      for (const [p, hit] of near) {
        water += rivers.polygons[p].areaKm2;
        if (!river || hit.km < river.km) river = hit;
      }
      if (river && water >= RIVER_MIN_KM2) {
        const bearing = bearingOf(river.east, river.north);
        const named = riverNames.nearest(lon, lat, Math.max(RIVER_NAME_KM, river.km + 1.5));
        const sameWay =
          named &&
          (river.km <= 0.7 ||
            named.km <= 1 ||
            Math.abs(((named.bearing - bearing + 540) % 360) - 180) <= RIVER_NAME_TURN);
        out.river = [round1(river.km), bearing, ...(named && sameWay ? [named.name] : [])];
      }
      const sea = coastline.nearest(lon, lat, coastalKm);
      if (sea) {
        if (opensOut(lon, lat, sea)) out.sea = [round1(sea.km), bearingOf(sea.east, sea.north)];
      } else if (!coastline.onLand(lon, lat)) out.sea = [0, -1];
      else {
        const coast = coastline.nearest(lon, lat, SEA_FAR_KM);
        if (coast && opensOut(lon, lat, coast)) out.coast = [round1(coast.km), bearingOf(coast.east, coast.north)];
      }
      // A "lake" lying towards the sea and no farther than its coast is the sea's own water,
      // cut off by the coarser coastline (Port Phillip's edge south-west of Melbourne).
      if (out.lake && out.sea && out.lake[1] >= 0 && out.sea[1] >= 0) {
        const turn = Math.abs(((out.lake[1] - out.sea[1] + 540) % 360) - 180);
        if (turn <= 45 && out.lake[0] <= out.sea[0] + 1) {
          out.inlet = out.lake.slice(0, 3);
          delete out.lake;
        }
      }
      const peak = nearestPeak(peaks, lon, lat);
      if (peak) out.peak = peak;
      else {
        const far = farPeak(peaks, lon, lat);
        if (far) out.far = far;
      }
      const volcano = volcanoNear(volcanoes, lon, lat);
      if (volcano) out.volcano = volcano;
      const range = nearestRange(ranges, lon, lat, coastline.onLand);
      if (range) out.range = range;
      const spring = springNear(springs, lon, lat);
      if (spring) out.spring = spring;
      // Only a place on the coast stands on a named sea area.
      if (out.sea) {
        const named = namedWater(marine, lon, lat, out.sea[1]);
        if (named) out.named = named;
      }
      return Object.keys(out).length > 0 ? JSON.stringify(out) : null;
    },
  };
}
