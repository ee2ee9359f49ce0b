/**
 * The place panel: the buyer's town on the horizon (towers, roofs or a few houses, by its size)
 * with the land behind it and the water it lies by, or an open horizon and a road of light when
 * there is no town.
 */

import { path, type Scene, type Shape } from "../../../art/scene";
import { litOnRight, townSky } from "../../astro";
import {
  type Compass,
  peakNearby,
  rangeNearby,
  springNearby,
  type VolcanoKind,
  volcanoNearby,
  type WaterFact,
  waterNearby,
} from "../../landscape";
import type { SoulmateInputs } from "../../types";
import { C, compassStar, glow, linear, moon, type Rng, starField } from "../common";
import { hills, ribbon } from "./pieces";
import { type Ctx, H, label, W } from "./shared";

type Building = { x: number; w: number; h: number; roof: "flat" | "pitch" | "step" | "mast" };

function buildingPath(b: Building, ground: number): string {
  const top = ground - b.h;
  const p = path().M(b.x, ground).V(top);
  const cx = b.x + b.w / 2;
  switch (b.roof) {
    case "pitch":
      p.L(cx, top - b.w * 0.45).L(b.x + b.w, top);
      break;
    case "step":
      p.H(b.x + b.w * 0.2)
        .V(top - 2.2)
        .H(b.x + b.w * 0.8)
        .V(top)
        .H(b.x + b.w);
      break;
    case "mast":
      p.H(cx - 0.25)
        .V(top - 5)
        .H(cx + 0.25)
        .V(top)
        .H(b.x + b.w);
      break;
    default:
      p.H(b.x + b.w);
  }
  return p.V(ground).Z().toString();
}

/**
 * A city's roofs: blocks, stepped towers and masts, with no spire or dome. The gazetteer knows a town's size, not its
 * buildings, and church spires and domes belong to some towns and not others (a review found Nairobi drawn as a
 * European town of spires).
 */
const CITY_ROOFS: Building["roof"][] = ["flat", "flat", "flat", "pitch", "step", "mast"];
/** A city of a million or more: more towers with masts, and taller. */
const METROPOLIS = 1_000_000;

function skyline(
  r: Rng,
  minH: number,
  maxH: number,
  minW: number,
  maxW: number,
  roofs: Building["roof"][] = CITY_ROOFS,
): Building[] {
  const out: Building[] = [];
  let x = -3;
  while (x < W + 2) {
    const w = r.range(minW, maxW);
    // Taller towards the middle third, so the silhouette has a heart.
    const centre = 1 - Math.abs(x + w / 2 - 60) / 70;
    const h = r.range(minH, maxH) * (0.7 + 0.5 * centre);
    out.push({ x, w, h, roof: r.pick(roofs) });
    x += w + r.range(-0.6, 0.8);
  }
  return out;
}

/** The first year a city outside the United States is drawn with towers: Sydney's first, the AMP Building, was 1962. */
const TOWERS_FROM = 1965;

/**
 * A city drawn without towers: one in Europe (its zone says so), whose centres are roofs of five or six storeys, or one
 * outside the United States before its towers rose. Rome was drawn as glass towers with lit offices, and Sydney in
 * 1961 with a skyline it built later (review 33). The gazetteer knows a town's size, not its buildings.
 */
export function lowRiseCity(inputs: Pick<SoulmateInputs, "place" | "birthday">): boolean {
  const place = inputs.place;
  if (!place) return false;
  if (place.timeZone?.startsWith("Europe/")) return true;
  return place.countryCode !== "US" && inputs.birthday.year < TOWERS_FROM;
}

export function cityScene({ sky, inputs, r, plain }: Ctx): Scene {
  const shapes: Shape[] = [];
  // The town by the name the pages use: the gazetteer's when it knows the town.
  const city = inputs.place?.name ?? (inputs.city?.trim() || null);
  const ground = city ? 60 : 58;
  const mx = r.range(84, 100);
  const seeded = r.range(13, 19);
  // A town the gazetteer knows is drawn under its own dusk, the star chart's (townSky): the moon only when it stood
  // above the town that evening, and as high as it stood there (a review found a moon told "low" drawn high).
  const duskMoon = inputs.place ? townSky(inputs.place, inputs.birthday).eveningMoon : null;
  // Never below y 26, where a town's volcano or range may rise: a low moon half hidden behind Vesuvius is no moon
  // to a reader of "low in the south-south-west" (a senior review).
  const my = duskMoon ? 26 - Math.min(1, Math.max(0, duskMoon.altitude) / 60) * 14 : seeded;
  shapes.push(
    ...starField(r, { x: 0, y: 0, w: W, h: ground - 14 }, 90, {
      avoid: [{ cx: mx, cy: my, rx: 10, ry: 10 }],
      sparkles: 3,
    }),
  );
  // Elsewhere the birth moon hangs over the scene.
  const moonUp = inputs.place ? duskMoon !== null : true;
  if (moonUp) {
    shapes.push(
      ...moon(mx, my, 5.2, Math.max(0.2, sky.moon.illumination), litOnRight(sky.moon.waxing, sky), { detail: false }),
    );
  }
  if (!city) {
    // The open horizon: rolling hills and a road running into the light.
    shapes.push(...glow(60, ground, 36, C.g400, 0.22));
    shapes.push(hills(r, ground - 2, 6, C.n700, { bumps: 3 }));
    shapes.push(hills(r, ground + 4, 6, C.n800, { stroke: C.g500, bumps: 4 }));
    shapes.push(hills(r, ground + 12, 5, C.n900, { stroke: C.g500, bumps: 3 }));
    // A road of light running to the horizon.
    const from: [number, number] = [r.range(40, 52), H + 1];
    const halo = ribbon(from, [from[0] + 14, 72], [52, ground + 8], [60, ground + 2.5], 12, 0.8);
    const core = ribbon(from, [from[0] + 14, 72], [52, ground + 8], [60, ground + 2.5], 1.5, 0.2);
    shapes.push({ type: "path", d: halo.outline, fill: C.g300, opacity: 0.09 });
    shapes.push({ type: "path", d: core.outline, fill: C.g200, opacity: 0.85 });
    shapes.push(...compassStar(60, ground - 6, 2.4, C.g200));
    shapes.push(...glow(60, ground - 6, 6, C.g200, 0.35));
    return { width: W, height: H, background: linear(0, 0, 0, ground, C.n950, C.n800, C.n600), shapes };
  }
  shapes.push(...glow(60, ground, 40, C.g500, 0.16));
  shapes.push(...landBehind(r, inputs, ground));
  // What stands on the horizon follows the gazetteer: towers only for a city it knows as one,
  // a low roofline for a town (or a town it does not know), a few houses in the hills for a village.
  const size = inputs.place?.size ?? "town";
  let near: Building[];
  if (size === "city" && lowRiseCity(inputs)) {
    // Roofs of five or six storeys, no towers: a European city's centre, or a city before its towers (review 33).
    for (const b of skyline(r, 5, 10, 4, 8, ["flat", "pitch", "pitch"])) {
      shapes.push({ type: "path", d: buildingPath(b, ground), fill: C.n700 });
    }
    near = skyline(r, 4, 11, 5, 11, ["flat", "pitch", "flat", "pitch", "step"]);
  } else if (size === "city") {
    const metropolis = (inputs.place?.population ?? 0) >= METROPOLIS;
    for (const b of skyline(r, 8, 20, 3.5, 8)) {
      shapes.push({ type: "path", d: buildingPath(b, ground), fill: C.n700 });
    }
    near = metropolis
      ? skyline(r, 8, 30, 4.5, 10, ["flat", "flat", "step", "mast", "mast"])
      : skyline(r, 6, 26, 5, 11.5);
  } else if (size === "town") {
    shapes.push(hills(r, ground - 4, 5, C.n700, { bumps: 3 }));
    near = skyline(r, 3, 7, 4.5, 9, ["pitch", "pitch", "pitch", "flat", "pitch"]);
    // One plain tower rising over the roofs: a clock tower, a granary or a town hall, whatever the town has.
    const tower = near[Math.floor(near.length / 2)];
    if (tower) Object.assign(tower, { h: 12, roof: "step", w: Math.min(tower.w, 5) });
  } else {
    shapes.push(hills(r, ground - 6, 7, C.n700, { bumps: 3 }));
    shapes.push(hills(r, ground - 1, 5, C.n800, { stroke: C.g500, bumps: 4 }));
    near = [];
    let x = r.range(18, 30);
    for (let i = 0; i < 5 && x < W - 14; i++) {
      const w = r.range(4, 6.5);
      near.push({ x, w, h: r.range(2.6, 3.8), roof: "pitch" });
      x += w + r.range(6, 16);
    }
  }
  for (const b of near) {
    shapes.push({ type: "path", d: buildingPath(b, ground), fill: C.n900, stroke: C.n600, strokeWidth: 0.15 });
  }
  const windows: Shape[] = [];
  const lampLight = size === "city" ? 0.24 : 0.45;
  for (const b of near) {
    const cols = Math.max(1, Math.floor((b.w - 1.4) / 2));
    const rows = Math.max(1, Math.floor((b.h - 1.6) / 2.6));
    const gx = (b.w - cols * 2) / 2 + 0.55;
    for (let c = 0; c < cols; c++) {
      for (let k = 0; k < rows; k++) {
        if (!r.chance(lampLight)) continue;
        const x = b.x + gx + c * 2;
        const y = ground - 1.6 - k * 2.6;
        if (x < -1 || x > W) continue;
        windows.push({
          type: "rect",
          x,
          y: y - 1.3,
          w: 0.9,
          h: 1.3,
          fill: r.chance(0.25) ? C.g200 : C.g300,
          opacity: r.range(0.45, 0.95),
        });
      }
    }
  }
  shapes.push(...windows);
  // In front of the town, the water the gazetteer records nearest it (src/soulmate/landscape.ts):
  // the sea or a lake, with the windows and the moon reflected in it (a lake held between two
  // banks), or a river winding in from the foreground; with none, the ground and a street of lamps.
  shapes.push({ type: "rect", x: 0, y: ground, w: W, h: H - ground, fill: linear(0, ground, 0, H, C.n800, C.n950) });
  shapes.push({ type: "line", x1: 0, y1: ground, x2: W, y2: ground, stroke: C.g500, strokeWidth: 0.2, opacity: 0.6 });
  const water = placeWater(inputs);
  if (water === "river") {
    shapes.push(...riverInFront(r, ground, moonUp ? mx : W / 2));
  } else if (water !== null) {
    for (const w of windows) {
      if (w.type !== "rect" || !r.chance(0.5)) continue;
      const ry = ground + 1.5 + (ground - w.y) * 0.7 + r.range(0, 0.6);
      if (ry > H - 2) continue;
      const x2 = w.x + 1.1 + r.range(0, 0.8);
      shapes.push({ type: "line", x1: w.x - 0.2, y1: ry, x2, y2: ry, stroke: C.g300, strokeWidth: 0.28, opacity: 0.3 });
    }
    // The moon's path on the water, when it was up.
    for (let i = 0; i < (moonUp ? 6 : 0); i++) {
      const y = ground + 2 + i * 2.2;
      const half = 1 + i * 0.7;
      shapes.push({
        type: "line",
        x1: mx - half,
        y1: y,
        x2: mx + half,
        y2: y,
        stroke: C.g200,
        strokeWidth: 0.3,
        opacity: 0.55 - i * 0.07,
        lineCap: "round",
      });
    }
    if (water === "lake") shapes.push(...lakeBanks(r, ground));
  } else {
    for (let i = 0; i < 5; i++) {
      const t = i / 4;
      const x = 60 + (i % 2 === 0 ? -1 : 1) * (3 + t * 22);
      const y = ground + 1.5 + t * 8;
      shapes.push(...glow(x, y, 1.6 + t * 2.2, C.g300, 0.45));
      shapes.push({ type: "circle", cx: x, cy: y, r: 0.25 + t * 0.35, fill: C.g200 });
    }
  }
  shapes.push(...springInTown(inputs, ground));
  if (!plain) shapes.push(...label(60, 75.8, city, 84));
  return { width: W, height: H, background: linear(0, 0, 0, ground, C.n950, C.n900, C.n700), shapes };
}

/** Where on the horizon a feature that lies this way from the town is drawn: east on the right, west on the left. */
function horizonX(direction: Compass | null): number {
  if (direction === null) return 60;
  if (direction.includes("east")) return 90;
  if (direction.includes("west")) return 30;
  return 60;
}

/** A range whose outline begins within this many kilometres of the town stands over it at full height. */
const RANGE_CLOSE_KM = 2;

/** How a volcano of the list's kind stands on the horizon. */
function volcanoForm(kind: VolcanoKind): "cone" | "shield" | "sunken" {
  if (kind === "shield volcano") return "shield";
  return /caldera|field|maar|fissure|crater/.test(kind) ? "sunken" : "cone";
}

/**
 * The land behind the town, as the gazetteer records it (src/soulmate/landscape.ts): the volcano as a
 * cone cut flat at its crater, else the named summit as a peak, each on the side it lies; and the
 * mountain range as a far ridge across the horizon. Nothing, and no draw from the random, without them. Behind
 * a city's towers they stand taller, so they rise over its roofs: Cusco's range was hidden behind its skyline while
 * the page's caption named "the mountains" (a buyer's review).
 */
function landBehind(r: Rng, inputs: SoulmateInputs, ground: number): Shape[] {
  const land = inputs.place?.landscape;
  const volcano = volcanoNearby(land);
  const peak = peakNearby(land);
  const range = rangeNearby(land);
  const lift = inputs.place?.size === "city" ? 16 : 0;
  const out: Shape[] = [];
  if (range) {
    // A far ridge fainter than the town: a few massifs of uneven height and breadth, their slopes broken into
    // shoulders, as a range looks from afar (review 30 found the even sawtooth that stood for every range generic).
    const count = 3 + Math.floor(r.range(0, 2.99));
    // A range the town lies in, or at the edge of (Cusco's, 0.7 km off), stands tall behind it; one whose outline only
    // begins kilometres out is drawn as far, low hills: Melbourne's Great Dividing Range, whose outline on the world map
    // starts 6 km out, stood as a jagged wall behind a city on the plain (review 34).
    const close = range.inside || range.atEdge || range.km <= RANGE_CLOSE_KM;
    const scale = close ? 1 : 0.45;
    const rise = close ? lift : lift * 0.6;
    const massifs = Array.from({ length: count }, (_, i) => ({
      x: ((i + r.range(0.15, 0.85)) * (W + 4)) / count - 2,
      half: r.range(13, 30),
      height: r.range(8, 16) * scale,
    }));
    const heightAt = (x: number) =>
      Math.max(3.5 * scale, ...massifs.map((m) => m.height * Math.max(0, 1 - Math.abs(x - m.x) / m.half)));
    const ridge = path().M(-2, ground - rise - heightAt(-2));
    for (let x = -2; x < W + 2; ) {
      x += r.range(1.6, 3.4);
      ridge.L(x, ground - rise - heightAt(x) - r.range(0, 1.5) * scale);
    }
    out.push({
      type: "path",
      d: ridge.V(ground).H(-2).Z().toString(),
      fill: C.n700,
      stroke: C.g500,
      strokeWidth: 0.15,
      opacity: 0.7,
    });
  }
  // A great summit far off (peakNearby's "far", 25–150 km) is told, not drawn: the page claims no view of it.
  const mountain = volcano ?? (peak?.reach === "far" ? null : peak);
  if (mountain) {
    const x = horizonX(mountain.direction);
    // A caldera, a field of vents or craters is a low, broad rise with a sunken top, not a cone; a shield is broad and
    // gentle; the rest are cones cut flat at the crater. Colli Albani, "a volcano's fallen-in crater", had been drawn as
    // a tall peak with a glow on it (review 33).
    const form = volcano ? volcanoForm(volcano.kind) : "peak";
    const top = ground - lift - { peak: 20, cone: 17, shield: 11, sunken: 8 }[form];
    const half = { peak: 18, cone: 24, shield: 30, sunken: 32 }[form];
    const d =
      form === "peak"
        ? path()
            .M(x - half, ground)
            .L(x - 5, top + 6)
            .L(x, top)
            .L(x + 4, top + 4.5)
            .L(x + half, ground)
            .Z()
        : form === "cone"
          ? path()
              .M(x - half, ground)
              .L(x - 3.2, top)
              .L(x - 1, top + 1.2)
              .L(x + 1.2, top + 0.6)
              .L(x + 3.2, top)
              .L(x + half, ground)
              .Z()
          : form === "shield"
            ? path()
                .M(x - half, ground)
                .Q(x - half * 0.45, top, x - 4, top)
                .L(x + 4, top + 0.4)
                .Q(x + half * 0.45, top, x + half, ground)
                .Z()
            : // A ring of low hills round a sunken floor: two rims and the hollow between them.
              path()
                .M(x - half, ground)
                .Q(x - half * 0.6, top, x - half * 0.32, top)
                .Q(x, top + 3.2, x + half * 0.32, top + 0.5)
                .Q(x + half * 0.6, top + 0.5, x + half, ground)
                .Z();
    out.push({ type: "path", d: d.toString(), fill: C.n800, stroke: C.g500, strokeWidth: 0.2 });
    // Starlight on a summit; a volcano gets none, which read as a sign of an eruption.
    if (!volcano) out.push(...glow(x, top, 4, C.g400, 0.18));
  }
  return out;
}

/**
 * A thermal spring in the town itself (src/soulmate/landscape.ts): a small pool in the right foreground, clear of a
 * river (which comes in from the left) and on a lake's near bank, with rings spreading from where the water rises.
 * No steam: the records say nothing of it. Nothing, and no draw from the random, without one.
 */
function springInTown(inputs: SoulmateInputs, ground: number): Shape[] {
  const spring = springNearby(inputs.place?.landscape);
  if (!spring?.inTown) return [];
  const [cx, cy] = [W - 13, ground + 10];
  return [
    ...glow(cx, cy, 5, C.g300, 0.12),
    { type: "ellipse", cx, cy, rx: 6.5, ry: 1.7, fill: C.n600, stroke: C.g500, strokeWidth: 0.2 },
    { type: "ellipse", cx, cy, rx: 3.6, ry: 0.95, stroke: C.g300, strokeWidth: 0.16, opacity: 0.45 },
    { type: "ellipse", cx, cy, rx: 1.6, ry: 0.42, stroke: C.g200, strokeWidth: 0.14, opacity: 0.6 },
  ];
}

/** The water the place panel draws: the nearest the gazetteer records, or the sea for a coastal row without a landscape. */
function placeWater(inputs: SoulmateInputs): WaterFact["kind"] | null {
  const [nearest] = waterNearby(inputs.place?.landscape);
  if (nearest) return nearest.kind;
  return inputs.place?.coastal && !inputs.place.landscape ? "sea" : null;
}

/** A river winding from the foreground to the foot of the town, with the moon's glints on it. */
function riverInFront(r: Rng, ground: number, moonX: number): Shape[] {
  const from: [number, number] = [r.range(24, 44), H + 1];
  const to: [number, number] = [r.range(56, 70), ground + 0.4];
  const bend: [number, number] = [r.range(70, 92), ground + 10];
  const water = ribbon(from, [from[0] + 8, H - 5], bend, to, 24, 2.2);
  const out: Shape[] = [
    { type: "path", d: water.outline, fill: linear(0, ground, 0, H, C.n600, C.n700), opacity: 0.95 },
    { type: "path", d: water.outline, stroke: C.g500, strokeWidth: 0.18, opacity: 0.5 },
  ];
  // Short glints across the water, brighter on the side the moon is.
  for (const [i, [x, y]] of water.centre.entries()) {
    if (i % 3 !== 1 || y < ground + 1.5) continue;
    const half = 0.6 + ((y - ground) / (H - ground)) * 3;
    const lean = (moonX - x) / 120;
    out.push({
      type: "line",
      x1: x - half + lean,
      y1: y,
      x2: x + half + lean,
      y2: y,
      stroke: C.g200,
      strokeWidth: 0.26,
      opacity: 0.3 + r.range(0, 0.3),
      lineCap: "round",
    });
  }
  return out;
}

/** The two banks that hold a lake: dark ground curving in from the lower corners, with a few reeds. */
function lakeBanks(r: Rng, ground: number): Shape[] {
  const out: Shape[] = [];
  const top = ground + r.range(4.5, 6.5);
  const left = path()
    .M(0, top)
    .C(18, top + 1, 28, H - 8, 40, H + 1)
    .L(0, H + 1)
    .Z()
    .toString();
  const rightTop = ground + r.range(6, 8);
  const right = path()
    .M(W, rightTop)
    .C(W - 16, rightTop + 1, W - 26, H - 7, W - 36, H + 1)
    .L(W, H + 1)
    .Z()
    .toString();
  out.push({ type: "path", d: left, fill: C.n900, stroke: C.g500, strokeWidth: 0.18 });
  out.push({ type: "path", d: right, fill: C.n900, stroke: C.g500, strokeWidth: 0.18 });
  for (const [x0, y0, lean] of [
    [5, top + 1.5, 1],
    [13, top + 3, 1],
    [W - 9, rightTop + 1.5, -1],
    [W - 17, rightTop + 3.5, -1],
  ] as const) {
    for (let k = 0; k < 3; k++) {
      const x = x0 + k * 1.3;
      const h = r.range(4, 7);
      out.push({
        type: "path",
        d: path()
          .M(x, y0)
          .Q(x + lean * 0.4, y0 - h / 2, x + lean * 1.2, y0 - h)
          .toString(),
        stroke: C.g400,
        strokeWidth: 0.3,
        opacity: 0.8,
      });
    }
  }
  return out;
}
