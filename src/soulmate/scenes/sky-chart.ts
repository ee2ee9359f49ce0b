/**
 * The star chart drawn (docs/decisions/0063): a round sky with the zenith at its centre and the
 * horizon as its rim, looking up, so with north at the top east is on the left. The buyer's sign
 * in gold and named, the other figures faint, stars sized by magnitude, the planets and the moon
 * (its lit fraction, the lit limb turned towards the sun) labelled. Used as the storybook's back
 * cover, in the sign card's window and, with its words as HTML, on the web story.
 */

import { type Measure, path, type Scene, type Shape } from "../../art/scene";
import { fitSize, paragraphs, typeset } from "../../art/typeset";
import type { EveningPlanet } from "../astro";
import { type ChartPoint, chartPoint, type SkyChart, skyChartWords } from "../sky-chart";
import { C, circlePath, creditLines, glow, moon, radial, text } from "./common";

export const PLANET_COLOURS: Record<EveningPlanet, string> = {
  Venus: "#fff6dc",
  Jupiter: "#f4e3c0",
  Mars: "#f09a74",
  Saturn: "#e9d39a",
  Mercury: "#eee4d6",
};

const COMPASS_LABELS: [azimuth: number, label: string][] = [
  [0, "N"],
  [90, "E"],
  [180, "S"],
  [270, "W"],
];

export type DiscOptions = {
  /** Label size in points (planets, the sign, bright stars); compass letters are a little larger. */
  labels: number;
  /** Draw the compass letters outside the rim (they need about 0.12 R of room). */
  compass?: boolean;
  /** Name the brightest stars. */
  starNames?: boolean;
  /**
   * A star the book tells (the birthday's star on the meeting page): named whatever the room, before the others, so the
   * chart shows the star the words point to (review 34: Hadar named, Rigil Kentaurus, the book's star, not).
   */
  featured?: string;
  /** Keep the glows inside the rim with a clip (default); false lets them spill, for PNGs. */
  clipLights?: boolean;
};

/** A star's radius on the chart, by its magnitude in half-magnitude steps (so equal stars share a path). */
function starRadius(mag: number, R: number): number {
  const step = Math.round(mag * 2) / 2;
  return R * (0.0026 + 0.0031 * Math.max(0, 4.8 - step));
}

type Segment = [x0: number, y0: number, x1: number, y1: number];

/** Whether a line segment crosses or lies in a box (Liang and Barsky's clipping). */
function segmentMeetsBox([ax, ay, bx, by]: Segment, b: { x0: number; y0: number; x1: number; y1: number }): boolean {
  const dx = bx - ax;
  const dy = by - ay;
  let t0 = 0;
  let t1 = 1;
  for (const [p, q] of [
    [-dx, ax - b.x0],
    [dx, b.x1 - ax],
    [-dy, ay - b.y0],
    [dy, b.y1 - ay],
  ] as const) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return false;
  }
  return true;
}

/** Polylines as one path. */
function polylines(runs: ChartPoint[][], at: (p: ChartPoint) => [number, number]): string {
  const d = path();
  for (const run of runs) {
    run.forEach((p, i) => {
      const [x, y] = at(p);
      if (i === 0) d.M(x, y);
      else d.L(x, y);
    });
  }
  return d.toString();
}

/**
 * The round sky, centred on (cx, cy) with the horizon at radius R (mm). Every shape lies within
 * the rim except the compass letters and the labels' overhang.
 */
export function skyDisc(chart: SkyChart, cx: number, cy: number, R: number, opts: DiscOptions): Shape[] {
  const at = (p: ChartPoint): [number, number] => [cx + p.x * R, cy + p.y * R];
  const k = R / 52;
  // A figure cut at the horizon ends on the rim: its line (and round cap) is stopped at the rim's inner edge, so
  // the gold figure does not run over the horizon ring and out of a card's round window (a buyer review).
  const rimInside = R - 0.2 * k;
  const within =
    (halfWidth: number) =>
    (p: ChartPoint): [number, number] => {
      const d = Math.hypot(p.x, p.y) * R;
      const s = d > rimInside - halfWidth ? (rimInside - halfWidth) / d : 1;
      return [cx + p.x * R * s, cy + p.y * R * s];
    };
  const labelMm = opts.labels * (25.4 / 72);
  const shapes: Shape[] = [];
  shapes.push({
    type: "circle",
    cx,
    cy,
    r: R,
    fill: radial(cx, cy, R, [0, C.n800], [0.75, C.n900], [1, "#1a1646"]),
  });
  // The last light where the sun went down, and a soft light about the sign, kept inside the rim.
  const lights: Shape[] = [];
  const sunset = at(chartPoint(chart.sunAzimuth, 0, chart.top));
  if (chart.when === "dusk") lights.push(...glow(sunset[0], sunset[1], R * 0.55, C.g400, 0.22));
  if (chart.sign.label) {
    // Moved in from a figure low on the horizon until it lies within the rim: unclipped on a card, it lit the
    // card outside the window.
    const { x, y } = chart.sign.label;
    const s = Math.min(1, (1 - 0.24) / (Math.hypot(x, y) || 1));
    const [lx, ly] = at({ x: x * s, y: y * s });
    lights.push(...glow(lx, ly, R * 0.24, C.g300, 0.18));
  }
  // Clipped where a clip is cheap (PDF, the web); a card's PNG takes them unclipped (0019: clip layers are slow to rasterise).
  if (opts.clipLights === false) shapes.push(...lights);
  else if (lights.length > 0) shapes.push({ type: "group", clip: circlePath(cx, cy, R), children: lights });
  // Altitude rings at 30° and 60°, and the zenith.
  for (const alt of [30, 60]) {
    shapes.push({
      type: "circle",
      cx,
      cy,
      r: R * Math.tan(((90 - alt) * Math.PI) / 360),
      stroke: C.mist,
      strokeWidth: 0.12 * k,
      opacity: 0.22,
      dash: [0.5 * k, 1.1 * k],
    });
  }
  shapes.push({ type: "circle", cx, cy, r: 0.35 * k, fill: C.mist, opacity: 0.5 });
  // The other constellations' figures, faint.
  if (chart.figures.length > 0) {
    shapes.push({
      type: "path",
      d: polylines(chart.figures, within(0.08 * k)),
      stroke: C.mist,
      strokeWidth: 0.16 * k,
      opacity: 0.38,
      lineCap: "round",
      lineJoin: "round",
    });
  }
  // The buyer's sign: its figure in gold, softly lit.
  if (chart.sign.lines.length > 0) {
    shapes.push({
      type: "path",
      d: polylines(chart.sign.lines, within(0.21 * k)),
      stroke: C.g300,
      strokeWidth: 0.42 * k,
      opacity: 0.95,
      lineCap: "round",
      lineJoin: "round",
    });
    // A star at each of the figure's corners above the horizon: the faint ones the catalogue leaves out left its lines
    // ending in nothing (review 38: Aquarius over Brisbane "does not read as a constellation"). A corner on the rim is
    // where the figure went below the horizon, and has none.
    const corners = chart.sign.lines.flat().filter((p) => Math.hypot(p.x, p.y) < 0.995);
    for (const [x, y] of [...new Map(corners.map((p) => [`${p.x.toFixed(4)},${p.y.toFixed(4)}`, at(p)])).values()])
      shapes.push({ type: "circle", cx: x, cy: y, r: 0.42 * k, fill: C.g200, opacity: 0.95 });
  }
  // Where a name's patch goes when it must cross the gold line: over the line, under every star and mark (a patch laid
  // over the stars greyed Antares beside its own name: a senior review).
  const patchesAt = shapes.length;
  let patches = 0;
  // Stars, faintest first so bright ones sit on top; equal ones merge into one path.
  const stars = [...chart.stars].sort((a, b) => b.mag - a.mag);
  // The faint stars no figure of the sign ends on: a name set over one is kept clear of it (review 31: "GEMIN•I").
  const signVertices = chart.sign.lines.flat().map(at);
  const faint = new Set<Shape>();
  for (const s of stars) {
    const [x, y] = at(s);
    const o = s.mag > 3.5 ? 0.7 : s.mag > 2.5 ? 0.85 : 1;
    const star: Shape = { type: "circle", cx: x, cy: y, r: starRadius(s.mag, R), fill: C.parch, opacity: o };
    shapes.push(star);
    if (s.mag >= 2.5 && !signVertices.some(([vx, vy]) => Math.hypot(vx - x, vy - y) < 0.05 * k)) faint.add(star);
  }
  // Labels: each beside its point on the first side where it overlaps nothing already placed.
  type Box = { x0: number; y0: number; x1: number; y1: number };
  const taken: Box[] = [];
  const overlaps = (b: Box, t: Box) => b.x0 < t.x1 && t.x0 < b.x1 && b.y0 < t.y1 && t.y0 < b.y1;
  const hits = (b: Box) => taken.some((t) => overlaps(b, t));
  // The labels placed so far, and the planets' and the moon's marks: a label pressed for room may cross a star's mark,
  // never another label or a planet.
  const labels: Box[] = [];
  // The names alone, which the faint stars under them give way to once every name is set.
  const names: Box[] = [];
  const hitsLabel = (b: Box) => labels.some((t) => overlaps(b, t));
  // The marked points (planets, the moon, bright stars): a label is set nearer its own point than any other, so a
  // name beside one is never read as another's (a review read Mercury's ring, 7° below Antares, as "Antares").
  const points: { x: number; y: number }[] = [];
  const distance = (b: Box, p: { x: number; y: number }) =>
    Math.hypot(Math.max(b.x0 - p.x, 0, p.x - b.x1), Math.max(b.y0 - p.y, 0, p.y - b.y1));
  const ownsBox = (b: Box, x: number, y: number) => {
    const own = distance(b, { x, y });
    return points.every((p) => Math.hypot(p.x - x, p.y - y) < 0.01 || distance(b, p) > own);
  };
  // The sign's figure as segments in millimetres, which the names keep off where they can.
  const figure = chart.sign.lines.flatMap((run) =>
    run.slice(1).map((p, i): Segment => [...at(run[i] as ChartPoint), ...at(p)]),
  );
  const inside = (b: Box) =>
    [b.x0, b.x1].every((x) => [b.y0, b.y1].every((y) => Math.hypot(x - cx, y - cy) < R - 0.5 * k));
  const label = (
    x: number,
    y: number,
    gap: number,
    str: string,
    size: number,
    font: "display" | "italic",
    fill: string,
    required = true,
    // Half the width and height of what is labelled, when it is a figure rather than a point.
    extent: [number, number] = [0, 0],
    // A figure's stars, beside which its name may stand when there is no room above or below the whole figure.
    stars: [number, number][] = [],
  ) => {
    const h = size * (25.4 / 72) * 0.72;
    // Cinzel's capitals run about 0.74 em, and the display labels are letter-spaced 0.12 em: "AQUARIUS" measured at
    // 0.72 em a letter ran into the horizon ring (a buyer's review).
    const w = str.length * size * (25.4 / 72) * (font === "display" ? 0.86 : 0.42);
    const [ex, ey] = extent;
    // Beside the point, or if nothing fits there (near the rim), nudged towards the zenith. A figure is labelled
    // above or below it first, centred on it, so the name sits on its own stars and not on a neighbour's.
    const sides = [0, 0.12, 0.24, 0.36, 0.5, 0.65].flatMap((pull): [number, number, "start" | "middle" | "end"][] => {
      const px = x + (cx - x) * pull;
      const py = y + (cy - y) * pull;
      const around: [number, number, "start" | "middle" | "end"][] = [
        [px + ex + gap, py + h / 2, "start"],
        [px - ex - gap, py + h / 2, "end"],
        [px, py - ey - gap, "middle"],
        [px, py + ey + gap + h, "middle"],
        // The corners last: two planets in conjunction leave no side free for the second name.
        [px + ex + gap * 0.7, py - ey - gap * 0.7, "start"],
        [px - ex - gap * 0.7, py - ey - gap * 0.7, "end"],
        [px + ex + gap * 0.7, py + ey + gap * 0.7 + h, "start"],
        [px - ex - gap * 0.7, py + ey + gap * 0.7 + h, "end"],
      ];
      return ex > 0 ? ([around[2], around[3], around[0], around[1], ...around.slice(4)] as typeof around) : around;
    });
    const boxOf = ([tx, ty, anchor]: (typeof sides)[number]): Box => {
      const x0 = anchor === "start" ? tx : anchor === "end" ? tx - w : tx - w / 2;
      return { x0, y0: ty - h, x1: x0 + w, y1: ty };
    };
    // A figure's name is tried first above or below its figure, slid along the figure's width from its middle (next
    // to the figure, then a line further off), then elsewhere by the figure: beside it, beside one of its stars or at
    // a corner of its box, wherever the name's middle is nearest the figure's; only then nudged towards the zenith.
    // Tried side by side, then nudged, the name of a figure low on the horizon went off a corner of its box or to the
    // middle of the chart, far from its gold stars (a buyer review); beside a tall figure, it can stand on another's.
    const middleOf = (c: (typeof sides)[number]) => {
      const b = boxOf(c);
      return Math.hypot((b.x0 + b.x1) / 2 - x, (b.y0 + b.y1) / 2 - y);
    };
    const nearest = (list: (typeof sides)[number][]) => list.sort((p, q) => middleOf(p) - middleOf(q));
    const over: (typeof sides)[number][] = [];
    const by: (typeof sides)[number][] = [];
    for (const off of ex > 0 ? [gap, gap + h * 1.5] : []) {
      const tier: (typeof sides)[number][] = [];
      for (let i = -6; i <= 6; i++) {
        // The name's middle stays over (or beside) the figure's own width (or height).
        const dx = (i / 6) * ex;
        const dy = (i / 6) * ey;
        tier.push([x + dx, y - ey - off, "middle"], [x + dx, y + ey + off + h, "middle"]);
        by.push([x + ex + off, y + h / 2 + dy, "start"], [x - ex - off, y + h / 2 + dy, "end"]);
      }
      over.push(...nearest(tier));
    }
    for (const [sx, sy] of ex > 0 ? stars : []) {
      by.push(
        [sx + gap, sy + h / 2, "start"],
        [sx - gap, sy + h / 2, "end"],
        [sx, sy - gap, "middle"],
        [sx, sy + gap + h, "middle"],
        [sx + gap * 0.7, sy - gap * 0.7, "start"],
        [sx - gap * 0.7, sy - gap * 0.7, "end"],
        [sx + gap * 0.7, sy + gap * 0.7 + h, "start"],
        [sx - gap * 0.7, sy + gap * 0.7 + h, "end"],
      );
    }
    const near = ex > 0 ? [...over, ...nearest([...by, ...sides.splice(0, 8)])] : [];
    sides.unshift(...near);
    // A planet or the moon is always named, overlapping if it must; a star's name only where it fits. A point's label
    // goes first where it is nearer that point than any other; a figure's name is centred on its figure instead.
    // A required label that cannot both fit and be nearest its point may cross a star's or planet's mark rather than
    // stray towards a neighbour (Mercury's name, crowded out beside Scorpius, was set by Saturn's ring: review 22),
    // but not another label (a senior review counted names printed over names).
    const fits = (c: (typeof sides)[number]) => !hits(boxOf(c)) && inside(boxOf(c));
    const owns = (c: (typeof sides)[number]) => ex > 0 || ownsBox(boxOf(c), x, y);
    const clearOfLabels = (c: (typeof sides)[number]) => inside(boxOf(c)) && !hitsLabel(boxOf(c));
    // A name is set off the sign's gold lines where it can be, as well as off the other names and the marks.
    const offFigure = (c: (typeof sides)[number]) => !figure.some((seg) => segmentMeetsBox(seg, boxOf(c)));
    // By its figure, a figure's name is given a little room where it can have it, so it is not read as one with a
    // planet's name.
    const roomy = (c: (typeof sides)[number]) => {
      const b = boxOf(c);
      return !hitsLabel({ x0: b.x0 - h, y0: b.y0 - h, x1: b.x1 + h, y1: b.y1 + h });
    };
    // A star's name, which may be left out, is set right beside its star or not at all: nudged towards the zenith, Rigil
    // Kentaurus's name stood by a fainter star of Lupus, its own star unnamed beside Hadar's (review 29).
    const beside = (c: (typeof sides)[number]) => required || distance(boxOf(c), { x, y }) <= gap + h;
    // A planet's or the moon's name stays close beside its mark (within half as far again as the gap), sliding along
    // above or below it, or crossing a star's mark if it must, before it is nudged towards the zenith: nudged, Jupiter's
    // name stood 7 mm off its ring over Kraków, nearer other stars (review 31).
    const point = required && ex === 0;
    const closeBy = (c: (typeof sides)[number]) => !point || distance(boxOf(c), { x, y }) <= gap * 1.5;
    const slid: (typeof sides)[number][] = point
      ? [
          [x - w / 4, y - gap, "start"],
          [x + w / 4, y - gap, "end"],
          [x - w / 4, y + gap + h, "start"],
          [x + w / 4, y + gap + h, "end"],
        ]
      : [];
    const side =
      near.find((c) => fits(c) && offFigure(c) && roomy(c)) ??
      sides.find((c) => fits(c) && owns(c) && offFigure(c) && beside(c) && closeBy(c)) ??
      sides.find((c) => fits(c) && owns(c) && beside(c) && closeBy(c)) ??
      slid.find((c) => fits(c) && owns(c) && offFigure(c)) ??
      [...sides.slice(0, point ? 8 : 0), ...slid].find((c) => clearOfLabels(c) && owns(c) && offFigure(c)) ??
      sides.find((c) => fits(c) && owns(c) && offFigure(c) && beside(c)) ??
      sides.find((c) => fits(c) && owns(c) && beside(c)) ??
      (required
        ? (sides.find((c) => clearOfLabels(c) && owns(c)) ??
          sides.find(fits) ??
          sides.find(clearOfLabels) ??
          sides.find((c) => inside(boxOf(c))) ??
          sides[0])
        : undefined);
    if (!side) return [];
    const box = boxOf(side);
    taken.push(box);
    labels.push(box);
    names.push(box);
    // A name that must cross the sign's gold line is set on a patch of the night, so the line passes under the
    // name instead of through it (Jupiter's "J", beside Venus, was lost under Pisces' line: review 26). The patch
    // covers the line only: the stars and marks are drawn over it.
    if (!offFigure(side)) {
      // The width is an estimate of the letters': a twentieth more, shared either side.
      const pad = h * 0.2;
      const more = (box.x1 - box.x0) * 0.05;
      shapes.splice(patchesAt + patches++, 0, {
        type: "rect",
        x: box.x0 - pad - more / 2,
        y: box.y0 - pad,
        w: box.x1 - box.x0 + more + 2 * pad,
        h: box.y1 - box.y0 + 2 * pad,
        r: pad,
        fill: C.n900,
        opacity: 0.8,
      });
    }
    return [
      text(side[0], side[1], str, size, font, fill, {
        anchor: side[2],
        ...(font === "display" ? { letterSpacing: 0.12 } : {}),
      }),
    ];
  };
  const mark = (x: number, y: number, r: number, body = false) => {
    const box = { x0: x - r, y0: y - r, x1: x + r, y1: y + r };
    taken.push(box);
    if (body) labels.push(box);
    points.push({ x, y });
  };
  // Planets: a coloured dot in a thin ring. The moon at its lit fraction, the lit limb towards the
  // sun (drawn larger than life, as charts do).
  const moonR = 2.6 * k;
  const moonAt = chart.moon ? at(chart.moon) : null;
  const planetAt = apart(
    chart.planets.map(at),
    3.6 * k,
    moonAt ? [{ x: moonAt[0], y: moonAt[1], r: moonR + 1.8 * k }] : [],
    { cx, cy, r: R - 1.8 * k },
  );
  for (const [i, p] of chart.planets.entries()) {
    const [x, y] = planetAt[i] as [number, number];
    shapes.push({ type: "circle", cx: x, cy: y, r: 0.95 * k, fill: PLANET_COLOURS[p.planet] });
    shapes.push({ type: "circle", cx: x, cy: y, r: 1.7 * k, stroke: C.g300, strokeWidth: 0.14 * k, opacity: 0.8 });
    mark(x, y, 1.8 * k, true);
  }
  for (const s of chart.stars) {
    if (s.mag >= 2.5) continue;
    const [x, y] = at(s);
    mark(x, y, starRadius(s.mag, R) + 0.2 * k);
  }
  if (chart.moon) {
    const [x, y] = at(chart.moon);
    shapes.push({
      type: "group",
      transform: { translate: [x, y], rotate: chart.moon.limbAngle },
      children: moon(0, 0, moonR, chart.moon.illumination, true, { glow: 0.7, detail: false }),
    });
    mark(x, y, moonR, true);
  }
  // The planets and the moon are named first, each beside its own mark: they are what the chart's caption tells.
  for (const [i, p] of chart.planets.entries()) {
    const [x, y] = planetAt[i] as [number, number];
    shapes.push(...label(x, y, 2.3 * k, p.planet, opts.labels, "italic", C.g200));
  }
  if (chart.moon) {
    const [x, y] = at(chart.moon);
    shapes.push(...label(x, y, moonR + 0.8 * k, "Moon", opts.labels, "italic", C.g200));
  }
  if (chart.sign.lines.length > 0) {
    // The sign's name by its visible figure, centred above or below it where there is room; before its star's name,
    // which would otherwise take the room above the figure and send the sign's name away from it.
    const pts = chart.sign.lines.flat().map(at);
    const xs = pts.map((p) => p[0]);
    const ys = pts.map((p) => p[1]);
    const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    shapes.push(
      ...label(
        (x0 + x1) / 2,
        (y0 + y1) / 2,
        labelMm * 0.6,
        chart.sign.name.toUpperCase(),
        opts.labels,
        "display",
        C.g200,
        true,
        [(x1 - x0) / 2, (y1 - y0) / 2],
        pts,
      ),
    );
  }
  // The sign's own star, named in gold beside it: the star the book tells, by which the figure is found. Not on the
  // phone's chart, whose large labels would crowd the figure (its words are the page's HTML).
  if (chart.sign.star && opts.starNames) {
    const [x, y] = at(chart.sign.star);
    shapes.push(...label(x, y, 1.6 * k, chart.sign.star.name, opts.labels * 0.9, "italic", C.g300));
  }
  if (opts.starNames) {
    const named = chart.stars.filter((star) => star.name && star.name !== chart.sign.star?.name);
    const featured = named.find((star) => star.name === opts.featured);
    if (featured) {
      const [x, y] = at(featured);
      shapes.push(...label(x, y, 1.4 * k, featured.name as string, opts.labels * 0.82, "italic", C.mist));
    }
    for (const s of named.filter((star) => star !== featured).slice(0, featured ? 5 : 6)) {
      const [x, y] = at(s);
      shapes.push(...label(x, y, 1.4 * k, s.name as string, opts.labels * 0.82, "italic", C.mist, false));
    }
  }
  // A faint star under a name is left out, as printed star maps do, so no dot reads as a letter or a stop.
  const underName = (shape: Shape) =>
    shape.type === "circle" &&
    names.some(
      (b) =>
        shape.cx + shape.r > b.x0 &&
        shape.cx - shape.r < b.x1 &&
        shape.cy + shape.r > b.y0 &&
        shape.cy - shape.r < b.y1,
    );
  const kept = shapes.filter((shape) => !(faint.has(shape) && underName(shape)));
  shapes.length = 0;
  shapes.push(...kept);
  // The horizon and the compass.
  shapes.push({ type: "circle", cx, cy, r: R, stroke: C.g400, strokeWidth: 0.4 * k });
  shapes.push({ type: "circle", cx, cy, r: R + 1.4 * k, stroke: C.g500, strokeWidth: 0.14 * k, opacity: 0.8 });
  const ticks = path();
  for (let az = 0; az < 360; az += 15) {
    const p = chartPoint(az, 0, chart.top);
    const len = az % 90 === 0 ? 2.6 : az % 45 === 0 ? 1.8 : 1.1;
    ticks.M(cx + p.x * R, cy + p.y * R).L(cx + p.x * (R + len * k), cy + p.y * (R + len * k));
  }
  shapes.push({ type: "path", d: ticks.toString(), stroke: C.g400, strokeWidth: 0.18 * k, lineCap: "round" });
  if (opts.compass !== false) shapes.push(...compassLetters(chart, cx, cy, R, opts.labels * 1.25));
  return shapes;
}

/** N, E, S and W outside the rim, where they stand on this chart. */
function compassLetters(chart: SkyChart, cx: number, cy: number, R: number, size: number): Shape[] {
  const d = R + 3.2 * (R / 52) + size * 0.3;
  return COMPASS_LABELS.map(([az, letter]) => {
    const p = chartPoint(az, 0, chart.top);
    return text(cx + p.x * d, cy + p.y * d + size * 0.125, letter, size, "display", C.g300, { letterSpacing: 0 });
  });
}

/** The book's back cover: the chart with its title, date and place, what it shows in words, and the book's data credits (`dataCreditItems`). */
export function skyChartPageScene(
  chart: SkyChart,
  page: { width: number; height: number; bleed: number; safe: number },
  measure: Measure,
  dataCredits: readonly string[],
  // The book's one disclaimer, which the chart page carries as the booklet's last (decision 0090).
  disclaimer?: string,
  // The star the book tells as the birthday's own, named on the chart whatever the room.
  featured?: string,
): Scene {
  const words = skyChartWords(chart);
  const cx = page.width / 2;
  const textW = page.width - 2 * (page.bleed + page.safe + 6);
  const shapes: Shape[] = [];
  const top = page.bleed + page.safe;
  shapes.push(text(cx, top + 8, "THE SKY ON THE DAY YOU WERE BORN", 6.5, "display", C.g400, { letterSpacing: 0.32 }));
  const titleSize = Math.max(9, fitSize(measure, words.title, "display", 15, textW, 0.02));
  shapes.push(text(cx, top + 17, words.title, titleSize, "display", C.g300, { letterSpacing: 0.02 }));
  const sub = `${words.when}  ·  ${words.coordinates}`;
  shapes.push(text(cx, top + 23.5, sub, Math.max(7, fitSize(measure, sub, "italic", 10.5, textW)), "italic", C.mist));
  const R = 53;
  const cy = top + 32 + R + 4.5;
  const clip = circlePath(cx, cy, R + 3);
  // A clipped group is a picture: the light edition keeps it in its night colours.
  shapes.push({
    type: "group",
    clip,
    children: skyDisc(chart, cx, cy, R, {
      labels: 7.5,
      compass: false,
      starNames: true,
      ...(featured ? { featured } : {}),
    }),
  });
  // The compass outside the picture, so on white paper it prints in the page's bronze.
  shapes.push(...compassLetters(chart, cx, cy, R, 7.5 * 1.25));
  const fy = page.height - page.bleed - page.safe - 3.2;
  // The open data behind the town's facts and the stars, credited as their licences ask, at a size print can carry.
  const credits = creditLines(measure, [...dataCredits, "Stars: Hipparcos (ESA)"], cx, fy, textW, C.mist);
  const creditTop = credits[0]?.type === "text" ? credits[0].y : fy;
  const y0 = cy + R + 13;
  // Above the hold line, the footer and the credits, however many lines they take, and the disclaimer above those.
  let bottom = creditTop - 12.6;
  if (disclaimer) {
    const small = { font: "italic" as const, size: 7.5, leading: 1.3, color: C.mist, align: "center" as const };
    const said = paragraphs(disclaimer);
    const depth = typeset(said, measure, small, { x: cx - textW / 2, y: 0, width: textW }).depth;
    const top = creditTop - 15.5 - depth;
    shapes.push(...typeset(said, measure, small, { x: cx - textW / 2, y: top, width: textW }).shapes);
    bottom = top - 4;
  }
  // The words at the largest size that keeps them above the disclaimer, down to 7.5 pt; at that size still too deep, the
  // note on signs and constellations gives way, not the disclaimer beneath (review 35: Liam's caption printed over it).
  const fitted = (parts: (string | null)[]) => {
    const lines = paragraphs(parts.filter(Boolean).join("\n\n"));
    const at = (size: number) => typeset(lines, measure, style(size), { x: cx - textW / 2, y: y0, width: textW });
    let size = 10.5;
    let block = at(size);
    while ((block.overflow || y0 + block.depth > bottom) && size > 7.5) {
      size -= 0.5;
      block = at(size);
    }
    return { block, fits: !block.overflow && y0 + block.depth <= bottom };
  };
  const all = fitted([words.sign, words.bodies, words.note, words.drift]);
  const { block } = all.fits || !words.drift ? all : fitted([words.sign, words.bodies, words.note]);
  shapes.push(...block.shapes);
  const hold = `Drawn looking up: hold it overhead with ${chart.top === "north" ? "N" : "S"} to the ${chart.top}.`;
  // The chart page, the booklet's last, carries the book's one disclaimer above (decision 0090) and the shop's mark.
  shapes.push(text(cx, creditTop - 10.8, hold, 7.5, "italic", C.mist, { opacity: 0.85 }));
  shapes.push(text(cx, creditTop - 4.3, "SOULMATE STORIES", 6, "display", C.g500, { letterSpacing: 0.42 }));
  shapes.push(...credits);
  return { width: page.width, height: page.height, background: C.n950, shapes };
}

function style(size: number) {
  return { font: "italic" as const, size, leading: 1.32, color: C.parch, align: "center" as const };
}

/** The chart alone for the web story (its words are the page's HTML): large labels, to read on a phone at 360 px. */
export function skyChartWebScene(chart: SkyChart): Scene {
  return {
    width: 128,
    height: 128,
    background: C.n950,
    shapes: skyDisc(chart, 64, 64, 48, { labels: 15, compass: true, starNames: false }),
  };
}

/**
 * Marks closer than `gap` pushed apart along the line between them until their rings no longer overlap, so two planets
 * in conjunction show as two dots side by side rather than one under the other (review 27: Jupiter under Mars over
 * Mendoza). Each moves at most half the overlap; a few rounds settle three in a knot. A mark is also pushed off each
 * `fixed` disc (the moon, drawn larger than life, hid Mars over Ballarat: a senior review), and never ends farther from
 * `within`'s centre than its radius or its own place, whichever is farther, so none is pushed off the chart.
 */
export function apart(
  points: [number, number][],
  gap: number,
  fixed: { x: number; y: number; r: number }[] = [],
  within?: { cx: number; cy: number; r: number },
): [number, number][] {
  const out = points.map(([x, y]): [number, number] => [x, y]);
  const reach = points.map(([x, y]) => (within ? Math.max(within.r, Math.hypot(x - within.cx, y - within.cy)) : 0));
  for (let round = 0; round < 4; round++) {
    for (let i = 0; i < out.length; i++)
      for (let j = i + 1; j < out.length; j++) {
        const a = out[i] as [number, number];
        const b = out[j] as [number, number];
        const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
        const d = Math.hypot(dx, dy);
        if (d >= gap) continue;
        // Exactly on top of each other: side by side, level.
        const [ux, uy] = d > 1e-9 ? [dx / d, dy / d] : [1, 0];
        const push = (gap - d) / 2;
        a[0] -= ux * push;
        a[1] -= uy * push;
        b[0] += ux * push;
        b[1] += uy * push;
      }
    for (const [i, p] of out.entries()) {
      const most = reach[i] as number;
      const onChart = (x: number, y: number) => !within || Math.hypot(x - within.cx, y - within.cy) <= most + 1e-9;
      for (const f of fixed) {
        const d = Math.hypot(p[0] - f.x, p[1] - f.y);
        if (d >= f.r) continue;
        // The nearest place on the disc's edge that is still on the chart: straight out from the disc's centre, or
        // around it when that would cross the rim (a planet below a low moon, a senior review).
        const start = d > 1e-9 ? Math.atan2(p[1] - f.y, p[0] - f.x) : 0;
        const edge = Array.from({ length: 73 }, (_, n) => start + ((n % 2 ? 1 : -1) * Math.ceil(n / 2) * Math.PI) / 36)
          .map((a): [number, number] => [f.x + Math.cos(a) * f.r, f.y + Math.sin(a) * f.r])
          .find(([x, y]) => onChart(x, y));
        if (edge) [p[0], p[1]] = edge;
      }
      if (within) {
        const [dx, dy] = [p[0] - within.cx, p[1] - within.cy];
        const d = Math.hypot(dx, dy);
        if (d > most) {
          p[0] = within.cx + (dx / d) * most;
          p[1] = within.cy + (dy / d) * most;
        }
      }
    }
  }
  return out;
}
