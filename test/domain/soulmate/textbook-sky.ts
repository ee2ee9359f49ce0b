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
