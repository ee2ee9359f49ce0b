/**
 * Is a place on the coast? For scripts/build-places.mjs, at build time only: Natural Earth's
 * 1:10m land polygons (public domain, via the world-atlas package's TopoJSON, read with
 * topojson-client). A place is coastal when it lies within COASTAL_KM of the land's edge, or
 * off the land altogether (on an island too small for the map, or a spit the map smooths away).
 * The edge is the sea's (and the Caspian's): Natural Earth's land has no holes for lakes.
 * docs/decisions/0026.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { feature, mesh } from "topojson-client";

const require = createRequire(import.meta.url);

export const COASTAL_KM = 8;
export const LAND_FILE = "world-atlas/land-10m.json";

const KM_PER_DEGREE_LAT = 110.57;
const KM_PER_DEGREE_LON_AT_EQUATOR = 111.32;
/** Grid cells of a quarter degree: a handful of coastline segments each. */
const CELL = 0.25;

/** -180..180 → column; wraps. */
const column = (lon) => {
  const columns = Math.round(360 / CELL);
  return ((Math.floor((lon + 180) / CELL) % columns) + columns) % columns;
};
const rowOf = (lat) => Math.floor((lat + 90) / CELL);

/** Longitude difference in -180..180. */
const wrap = (d) => ((((d + 180) % 360) + 360) % 360) - 180;

export function loadCoastline() {
  const topology = JSON.parse(readFileSync(require.resolve(LAND_FILE), "utf8"));
  const columns = Math.round(360 / CELL);
  const add = (map, key, i) => {
    const list = map.get(key);
    if (list) list.push(i);
    else map.set(key, [i]);
  };

  // The rings of the land polygons, for the inside test. Natural Earth cuts land at the
  // antimeridian and writes the cut's vertices as -180 or 180 indifferently: put each on the
  // ring's own side, so that every ring closes within -180..180.
  const edges = [];
  for (const polygon of feature(topology, topology.objects.land).features.flatMap((f) =>
    f.geometry.type === "Polygon" ? [f.geometry.coordinates] : f.geometry.coordinates,
  )) {
    for (const ring of polygon) {
      const east = ring.filter(([x]) => Math.abs(x) < 179.999).reduce((sum, [x]) => sum + Math.sign(x), 0) >= 0;
      const side = ([x, y]) => [Math.abs(x) >= 179.999 ? (east ? 180 : -180) : x, y];
      for (let i = 1; i < ring.length; i++) edges.push(...side(ring[i - 1]), ...side(ring[i]));
    }
  }
  const ringEdges = Float64Array.from(edges);
  /** @type {Map<number, number[]>} row of cells → edges whose latitude range touches it */
  const rows = new Map();
  for (let i = 0; i < ringEdges.length / 4; i++) {
    const y1 = ringEdges[i * 4 + 1];
    const y2 = ringEdges[i * 4 + 3];
    for (let r = rowOf(Math.min(y1, y2)); r <= rowOf(Math.max(y1, y2)); r++) add(rows, r, i);
  }

  // The coastline, for the distance: every arc of the land once, less the cuts at the antimeridian.
  const coast = [];
  for (const line of mesh(topology, topology.objects.land).coordinates) {
    for (let i = 1; i < line.length; i++) {
      const [x1, y1] = line[i - 1];
      const [x2, y2] = line[i];
      if (Math.abs(x1) >= 179.999 && Math.abs(x2) >= 179.999) continue;
      coast.push(x1, y1, x2, y2);
    }
  }
  const seg = Float64Array.from(coast);
  const count = seg.length / 4;
  /** @type {Map<number, number[]>} cell → coastline segments whose bounding box touches it */
  const cells = new Map();
  for (let i = 0; i < count; i++) {
    const x1 = seg[i * 4];
    const y1 = seg[i * 4 + 1];
    const x2 = seg[i * 4 + 2];
    const y2 = seg[i * 4 + 3];
    // A segment across the antimeridian runs east from its west end.
    const crosses = Math.abs(x2 - x1) > 180;
    const west = crosses ? Math.max(x1, x2) : Math.min(x1, x2);
    const east = crosses ? Math.min(x1, x2) : Math.max(x1, x2);
    for (let r = rowOf(Math.min(y1, y2)); r <= rowOf(Math.max(y1, y2)); r++) {
      for (let c = column(west); ; c = (c + 1) % columns) {
        add(cells, r * 10_000 + c, i);
        if (c === column(east)) break;
      }
    }
  }

  /** Kilometres from the point to the nearest coastline segment within `limitKm`, or Infinity. */
  function distanceKm(lon, lat, limitKm) {
    return nearest(lon, lat, limitKm)?.km ?? Infinity;
  }

  /** The nearest point of the coastline within `limitKm`, in km east and north of the place, or null. */
  function nearest(lon, lat, limitKm) {
    const kx = KM_PER_DEGREE_LON_AT_EQUATOR * Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
    const ky = KM_PER_DEGREE_LAT;
    const dLat = limitKm / ky;
    const dLon = Math.min(180, limitKm / kx);
    let best = Infinity;
    let at = null;
    const seen = new Set();
    for (let r = rowOf(lat - dLat); r <= rowOf(lat + dLat); r++) {
      const to = column(lon + dLon);
      for (let c = column(lon - dLon); ; c = (c + 1) % columns) {
        for (const i of cells.get(r * 10_000 + c) ?? []) {
          if (seen.has(i)) continue;
          seen.add(i);
          // Local flat projection around the place: good to well under a kilometre at 8 km.
          const ax = wrap(seg[i * 4] - lon) * kx;
          const ay = (seg[i * 4 + 1] - lat) * ky;
          const bx = wrap(seg[i * 4 + 2] - lon) * kx;
          const by = (seg[i * 4 + 3] - lat) * ky;
          const dx = bx - ax;
          const dy = by - ay;
          const length2 = dx * dx + dy * dy;
          const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length2));
          const d = Math.hypot(ax + t * dx, ay + t * dy);
          if (d < best) {
            best = d;
            at = { east: ax + t * dx, north: ay + t * dy };
          }
        }
        if (c === to) break;
      }
    }
    return at && best <= limitKm ? { km: best, ...at } : null;
  }

  /** Even-odd rule: ring edges crossed by a ray from the point due east to 180°. */
  function onLand(lon, lat) {
    let inside = false;
    for (const i of rows.get(rowOf(lat)) ?? []) {
      const x1 = ringEdges[i * 4];
      const y1 = ringEdges[i * 4 + 1];
      const x2 = ringEdges[i * 4 + 2];
      const y2 = ringEdges[i * 4 + 3];
      if (y1 > lat !== y2 > lat && x1 + ((lat - y1) / (y2 - y1)) * (x2 - x1) > lon) inside = !inside;
    }
    return inside;
  }

  return {
    segments: count,
    distanceKm,
    nearest,
    onLand,
    /** Within COASTAL_KM of the coastline, or off the mapped land. */
    isCoastal(lon, lat) {
      return distanceKm(lon, lat, COASTAL_KM) <= COASTAL_KM || !onLand(lon, lat);
    },
  };
}
