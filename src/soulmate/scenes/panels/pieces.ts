/** Drawing pieces more than one panel uses: a flame, rolling hills, a tapering ribbon along a curve, the ground below a horizon. */

import { path, type Shape } from "../../../art/scene";
import { C, linear, type Rng } from "../common";
import { H, W } from "./shared";

export function flame(cx: number, base: number, w: number, h: number, lean: number): string {
  return path()
    .M(cx, base)
    .C(cx - w * 0.55, base - h * 0.02, cx - w * 0.52, base - h * 0.42, cx - w * 0.2, base - h * 0.66)
    .C(cx - w * 0.02, base - h * 0.8, cx + lean * w * 0.05, base - h * 0.88, cx + lean * w * 0.22, base - h)
    .C(cx + w * 0.2, base - h * 0.78, cx + w * 0.52, base - h * 0.58, cx + w * 0.5, base - h * 0.32)
    .C(cx + w * 0.48, base - h * 0.1, cx + w * 0.3, base, cx, base)
    .Z()
    .toString();
}

export function hills(
  r: Rng,
  y: number,
  amp: number,
  fill: string | ReturnType<typeof linear>,
  opts: { stroke?: string; bumps?: number; bottom?: number } = {},
): Shape {
  const n = opts.bumps ?? 4;
  const b = path().M(-2, y + r.range(-amp, amp) * 0.4);
  let x = -2;
  const step = (W + 4) / n;
  for (let i = 0; i < n; i++) {
    const nx = x + step;
    const peak = y - amp * r.range(0.4, 1);
    b.C(x + step * 0.3, peak, nx - step * 0.3, peak, nx, y + r.range(-amp, amp) * 0.3);
    x = nx;
  }
  b.V(opts.bottom ?? H + 1)
    .H(-2)
    .Z();
  return {
    type: "path",
    d: b.toString(),
    fill,
    ...(opts.stroke ? { stroke: opts.stroke, strokeWidth: 0.22 } : {}),
  };
}

/** A tapering ribbon along a cubic curve (wide at t=0). */
export function ribbon(
  p0: [number, number],
  c1: [number, number],
  c2: [number, number],
  p1: [number, number],
  w0: number,
  w1: number,
) {
  const pts: [number, number][] = [];
  const left: [number, number][] = [];
  const right: [number, number][] = [];
  const N = 28;
  for (let i = 0; i <= N; i++) {
    const t = i / N;
    const u = 1 - t;
    const x = u * u * u * p0[0] + 3 * u * u * t * c1[0] + 3 * u * t * t * c2[0] + t * t * t * p1[0];
    const y = u * u * u * p0[1] + 3 * u * u * t * c1[1] + 3 * u * t * t * c2[1] + t * t * t * p1[1];
    const dx = 3 * u * u * (c1[0] - p0[0]) + 6 * u * t * (c2[0] - c1[0]) + 3 * t * t * (p1[0] - c2[0]);
    const dy = 3 * u * u * (c1[1] - p0[1]) + 6 * u * t * (c2[1] - c1[1]) + 3 * t * t * (p1[1] - c2[1]);
    const len = Math.hypot(dx, dy) || 1;
    const hw = (w0 + (w1 - w0) * t ** 0.8) / 2;
    pts.push([x, y]);
    left.push([x - (dy / len) * hw, y + (dx / len) * hw]);
    right.push([x + (dy / len) * hw, y - (dx / len) * hw]);
  }
  return {
    outline: path()
      .poly([...left, ...right.reverse()], true)
      .toString(),
    centre: pts,
  };
}

/** The dark land or water below a horizon: a band from `top` down, shaded from the horizon to the foot. */
export function belowHorizon(top: number, horizon: number): Shape {
  return { type: "rect", x: 0, y: top, w: W, h: H - horizon, fill: linear(0, horizon, 0, H, C.n800, C.n900, C.n950) };
}
