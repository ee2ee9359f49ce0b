import { createRequire } from "node:module";

/**
 * Textbook sky formulas for tests, independent of astronomy-engine and of src/: sidereal time by the
 * IAU 1982 expression (Meeus, Astronomical Algorithms, 12.4), equatorial to horizontal coordinates
 * (Meeus 13.5–13.6, azimuth from north through east), and the moon's ecliptic longitude from the main
 * terms of Meeus chapter 47 (good to about a quarter of a degree). No precession, nutation or refraction.
 */
export const D = Math.PI / 180;
export const sinD = (x: number) => Math.sin(x * D);
export const cosD = (x: number) => Math.cos(x * D);
export const wrap = (x: number) => ((x % 360) + 360) % 360;

export const julianDay = (date: Date) => date.getTime() / 86_400_000 + 2_440_587.5;

/** Greenwich mean sidereal time in degrees (Meeus 12.4). */
export function gmst(jd: number): number {
  const t = (jd - 2_451_545) / 36_525;
  return wrap(280.46061837 + 360.98564736629 * (jd - 2_451_545) + 0.000387933 * t * t - (t * t * t) / 38_710_000);
}

/** Altitude and azimuth (from north through east) of an equatorial position (degrees) at a place and instant. */
export function horizontal(ra: number, dec: number, lat: number, lon: number, jd: number) {
  const h = gmst(jd) + lon - ra;
  const altitude = Math.asin(sinD(lat) * sinD(dec) + cosD(lat) * cosD(dec) * cosD(h)) / D;
  const azimuth = wrap(Math.atan2(-cosD(dec) * sinD(h), sinD(dec) * cosD(lat) - cosD(dec) * cosD(h) * sinD(lat)) / D);
  return { altitude, azimuth };
}

/** The moon's geocentric ecliptic longitude of date, in degrees, from the six largest terms of Meeus 47. */
export function moonLongitude(jd: number): number {
  const t = (jd - 2_451_545) / 36_525;
  const l = 218.3164477 + 481267.88123421 * t;
  const d = 297.8501921 + 445267.1114034 * t;
  const m = 357.5291092 + 35999.0502909 * t;
  const mm = 134.9633964 + 477198.8675055 * t;
  const f = 93.272095 + 483202.0175233 * t;
  return wrap(
    l +
      6.288774 * sinD(mm) +
      1.274027 * sinD(2 * d - mm) +
      0.658314 * sinD(2 * d) +
      0.213618 * sinD(2 * mm) -
      0.185116 * sinD(m) -
      0.114332 * sinD(2 * f),
  );
}

// Planets from the Keplerian elements d3-celestial ships (JPL's approximate elements, good to a fraction of a
// degree over these centuries), apart from astronomy-engine's VSOP87 series.
const require = createRequire(import.meta.url);
type Elements = Record<"a" | "e" | "i" | "L" | "W" | "N" | "da" | "de" | "di" | "dL" | "dW" | "dN", number>;
const planetsFile = require("d3-celestial/data/planets.json") as Record<string, { elements: Elements[] }>;

/** Heliocentric ecliptic (J2000) position of a body from its Keplerian elements, in au. */
function heliocentric(id: string, jd: number): [number, number, number] {
  const el = planetsFile[id]?.elements[0] as Elements;
  const t = (jd - 2_451_545) / 36_525;
  const [a, e, i, L, W, N] = [
    el.a + el.da * t,
    el.e + el.de * t,
    el.i + el.di * t,
    el.L + el.dL * t,
    el.W + el.dW * t,
    el.N + el.dN * t,
  ];
  const M = wrap(L - W);
  let E = M + (e / D) * sinD(M);
  for (let k = 0; k < 8; k++) E -= (E - (e / D) * sinD(E) - M) / (1 - e * cosD(E));
  const xp = a * (cosD(E) - e);
  const yp = a * Math.sqrt(1 - e * e) * sinD(E);
  const w = W - N;
  return [
    (cosD(w) * cosD(N) - sinD(w) * sinD(N) * cosD(i)) * xp + (-sinD(w) * cosD(N) - cosD(w) * sinD(N) * cosD(i)) * yp,
    (cosD(w) * sinD(N) + sinD(w) * cosD(N) * cosD(i)) * xp + (-sinD(w) * sinD(N) + cosD(w) * cosD(N) * cosD(i)) * yp,
    sinD(w) * sinD(i) * xp + cosD(w) * sinD(i) * yp,
  ];
}

/** Geocentric right ascension and declination (J2000 axes) of a planet, or of the sun for "sol". */
export function geocentric(id: string, jd: number): { ra: number; dec: number } {
  const earth = heliocentric("ter", jd);
  const body = id === "sol" ? [0, 0, 0] : heliocentric(id, jd);
  const [x, y, z] = [0, 1, 2].map((k) => (body[k] as number) - (earth[k] as number)) as [number, number, number];
  const eps = 23.43928;
  const ye = y * cosD(eps) - z * sinD(eps);
  const ze = y * sinD(eps) + z * cosD(eps);
  return { ra: wrap(Math.atan2(ye, x) / D), dec: Math.atan2(ze, Math.hypot(x, ye)) / D };
}

/** Geocentric ecliptic longitude (J2000 ecliptic and equinox) of a planet, in degrees. */
export function geocentricLongitude(id: string, jd: number): number {
  const earth = heliocentric("ter", jd);
  const body = heliocentric(id, jd);
  return wrap(Math.atan2((body[1] as number) - (earth[1] as number), (body[0] as number) - (earth[0] as number)) / D);
}
