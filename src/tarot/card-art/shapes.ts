/**
 * Reusable emblems drawn as path data or small groups: stars, rays, moons,
 * flowers, hills, waves. All coordinates are in the card's 300 × 520 space.
 */
import { INK } from "./palette";
import { el, fmt, p } from "./svg";

/** A star polygon with `points` tips; the first tip points straight up. */
export function starPath(cx: number, cy: number, points: number, outer: number, inner: number): string {
  let d = "";
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    d += `${i === 0 ? "M" : "L"}${fmt(cx + r * Math.cos(a))},${fmt(cy + r * Math.sin(a))}`;
  }
  return `${d}Z`;
}

export function star(cx: number, cy: number, points: number, outer: number, inner: number, fill: string = INK.gold) {
  return el("path", { d: starPath(cx, cy, points, outer, inner), fill });
}

/** A pentagram drawn as one line through every second point of a pentagon. */
export function pentagramPath(cx: number, cy: number, r: number, inverted = false): string {
  const start = inverted ? Math.PI / 2 : -Math.PI / 2;
  let d = "";
  for (let i = 0; i < 5; i++) {
    const a = start + (i * 4 * Math.PI) / 5;
    d += `${i === 0 ? "M" : "L"}${fmt(cx + r * Math.cos(a))},${fmt(cy + r * Math.sin(a))}`;
  }
  return `${d}Z`;
}

/** Straight rays between two radii, as one stroked path. */
export function rays(
  cx: number,
  cy: number,
  r1: number,
  r2: number,
  count: number,
  stroke: string,
  width: number,
  offset = 0,
) {
  let d = "";
  for (let i = 0; i < count; i++) {
    const a = (2 * Math.PI * (i + offset)) / count;
    const c = Math.cos(a);
    const s = Math.sin(a);
    d += p`M${cx + r1 * c},${cy + r1 * s}L${cx + r2 * c},${cy + r2 * s}`;
  }
  return el("path", { d, stroke, "stroke-width": width, "stroke-linecap": "round", fill: "none" });
}

/** A soft glow disc (uses the shared radial gradient). */
export function glow(uid: string, cx: number, cy: number, r: number) {
  return el("circle", { cx, cy, r, fill: `url(#${uid}-glow)` });
}

/**
 * A crescent in a circle of radius r, thickest (t) at its back, with its horns
 * opening towards openDeg (0 = up, 90 = right). Tips sit phiDeg either side of the opening.
 */
export function crescentPath(cx: number, cy: number, r: number, t: number, openDeg = 0, phiDeg = 55): string {
  const au = ((openDeg - 90) * Math.PI) / 180;
  const phi = (phiDeg * Math.PI) / 180;
  const d = (r * r - (r - t) * (r - t)) / (2 * (r - t + r * Math.cos(phi)));
  const ri = r + d - t;
  const x1 = cx + r * Math.cos(au - phi);
  const y1 = cy + r * Math.sin(au - phi);
  const x2 = cx + r * Math.cos(au + phi);
  const y2 = cy + r * Math.sin(au + phi);
  const innerLarge = r * Math.cos(phi) - d > 0 ? 1 : 0;
  return p`M${x1},${y1}A${r},${r} 0 1 0 ${x2},${y2}A${ri},${ri} 0 ${innerLarge} 1 ${x1},${y1}Z`;
}

/** A lemniscate (∞) of half-width w centred on (cx, cy). */
export function lemniscatePath(cx: number, cy: number, w: number, h: number): string {
  return p`M${cx},${cy}C${cx + w * 0.45},${cy - h} ${cx + w},${cy - h} ${cx + w},${cy}S${cx + w * 0.45},${cy + h} ${cx},${cy}S${cx - w},${cy - h} ${cx - w},${cy}S${cx - w * 0.45},${cy + h} ${cx},${cy}Z`;
}

/** A heart whose point is at the bottom; (cx, cy) is roughly its centre, w its width. */
export function heartPath(cx: number, cy: number, w: number): string {
  const h = w * 0.9;
  const top = cy - h * 0.42;
  return p`M${cx},${top + h * 0.12}C${cx - w * 0.1},${top - h * 0.12} ${cx - w * 0.5},${top - h * 0.1} ${cx - w * 0.5},${top + h * 0.22}C${cx - w * 0.5},${top + h * 0.52} ${cx - w * 0.15},${top + h * 0.72} ${cx},${top + h}C${cx + w * 0.15},${top + h * 0.72} ${cx + w * 0.5},${top + h * 0.52} ${cx + w * 0.5},${top + h * 0.22}C${cx + w * 0.5},${top - h * 0.1} ${cx + w * 0.1},${top - h * 0.12} ${cx},${top + h * 0.12}Z`;
}

/** A five-petalled flower (a wild rose) made of circles around a centre. */
export function rose(cx: number, cy: number, r: number, petal: string = INK.ivory, heart: string = INK.gold) {
  let d = "";
  for (let i = 0; i < 5; i++) {
    const a = (2 * Math.PI * i) / 5 - Math.PI / 2;
    const px = cx + r * 0.55 * Math.cos(a);
    const py = cy + r * 0.55 * Math.sin(a);
    const pr = r * 0.5;
    d += p`M${px - pr},${py}a${pr},${pr} 0 1 0 ${pr * 2},0a${pr},${pr} 0 1 0 ${-pr * 2},0`;
  }
  return (
    el("path", { d, fill: petal, stroke: INK.gold, "stroke-width": 0.6 }) +
    el("circle", { cx, cy, r: r * 0.28, fill: heart })
  );
}

/** A leaf shape from (x, y) pointing at angle deg (0 = up), length len. */
export function leafPath(x: number, y: number, len: number, deg: number): string {
  const a = ((deg - 90) * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  const w = len * 0.32;
  const tx = x + len * c;
  const ty = y + len * s;
  const mx = x + len * 0.5 * c;
  const my = y + len * 0.5 * s;
  return p`M${x},${y}Q${mx - w * s},${my + w * c} ${tx},${ty}Q${mx + w * s},${my - w * c} ${x},${y}Z`;
}

/** Gentle wave lines across a width, stacked `rows` deep. */
export function waves(x1: number, x2: number, y: number, rows: number, stroke: string, gap = 9) {
  let d = "";
  for (let r = 0; r < rows; r++) {
    const yy = y + r * gap;
    const shift = r % 2 ? 8 : 0;
    d += p`M${x1 + shift},${yy}`;
    for (let x = x1 + shift; x + 16 <= x2; x += 16) d += p`q4,-4 8,0t8,0`;
  }
  return el("path", { d, stroke, "stroke-width": 1, fill: "none", opacity: 0.7 });
}

/** Rolling hills as one filled band along the bottom of the art. */
export function hills(y: number, fill: string, stroke: string = INK.gold) {
  const d = p`M30,436V${y + 10}Q80,${y - 14} 130,${y + 4}T230,${y - 2}Q255,${y - 10} 270,${y + 2}V436Z`;
  return el("path", { d, fill, stroke, "stroke-width": 1, opacity: 0.85 });
}

/** A soft cloud: three round puffs on a flat, rounded base, all wound the same way so they merge. Its bottom sits at cy + 0.08w, its top near cy - 0.36w. */
export function cloud(cx: number, cy: number, w: number, fill: string = INK.ivory, opacity = 0.22) {
  const puff = (x: number, y: number, r: number) =>
    p`M${x - r},${y}a${r},${r} 0 1 0 ${r * 2},0a${r},${r} 0 1 0 ${-r * 2},0`;
  const d =
    puff(cx - 0.25 * w, cy - 0.08 * w, 0.16 * w) +
    puff(cx + 0.02 * w, cy - 0.14 * w, 0.22 * w) +
    puff(cx + 0.27 * w, cy - 0.06 * w, 0.14 * w) +
    p`M${cx - 0.37 * w},${cy - 0.08 * w}a${0.08 * w},${0.08 * w} 0 0 0 0,${0.16 * w}H${cx + 0.37 * w}a${0.08 * w},${0.08 * w} 0 0 0 0,${-0.16 * w}Z`;
  return el("path", { d, fill, opacity });
}

/** Rays on an arc only, from fromDeg to toDeg (screen angles: 0 = right, -90 = up). */
export function arcRays(
  cx: number,
  cy: number,
  r1: number,
  r2: number,
  count: number,
  fromDeg: number,
  toDeg: number,
  stroke: string,
  width: number,
) {
  let d = "";
  for (let i = 0; i < count; i++) {
    const a = ((fromDeg + ((toDeg - fromDeg) * i) / Math.max(1, count - 1)) * Math.PI) / 180;
    d += p`M${cx + r1 * Math.cos(a)},${cy + r1 * Math.sin(a)}L${cx + r2 * Math.cos(a)},${cy + r2 * Math.sin(a)}`;
  }
  return el("path", { d, stroke, "stroke-width": width, "stroke-linecap": "round", fill: "none" });
}
