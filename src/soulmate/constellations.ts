/**
 * The twelve zodiac constellations as stick figures: the principal stars'
 * approximate J2000 positions (right ascension in hours, declination in
 * degrees) and visual magnitudes, from public star catalogues, joined by the
 * customary lines. Positions are projected onto a plane (east to the left,
 * north up, as on a sky chart) and normalised into a 0–1 box, centred, with
 * the aspect ratio kept.
 */
import type { StarSign } from "../shared/statuses";

type RawStar = [name: string, raHours: number, decDeg: number, mag: number];
type RawConstellation = { name: string; stars: RawStar[]; lines: [string, string][] };

/** "hh mm" → decimal hours. */
const ra = (h: number, m: number): number => h + m / 60;

const RAW: Record<StarSign, RawConstellation> = {
  aries: {
    name: "Aries",
    stars: [
      ["Hamal", ra(2, 7.2), 23.46, 2.0],
      ["Sheratan", ra(1, 54.6), 20.81, 2.64],
      ["Mesarthim", ra(1, 53.5), 19.29, 3.9],
      ["41 Ari", ra(2, 50.0), 27.26, 3.6],
    ],
    lines: [
      ["41 Ari", "Hamal"],
      ["Hamal", "Sheratan"],
      ["Sheratan", "Mesarthim"],
    ],
  },
  taurus: {
    name: "Taurus",
    stars: [
      ["Aldebaran", ra(4, 35.9), 16.51, 0.85],
      ["Elnath", ra(5, 26.3), 28.61, 1.65],
      ["Tianguan", ra(5, 37.6), 21.14, 3.0],
      ["Theta2 Tau", ra(4, 28.7), 15.87, 3.4],
      ["Prima Hyadum", ra(4, 19.8), 15.63, 3.65],
      ["Secunda Hyadum", ra(4, 22.9), 17.54, 3.76],
      ["Ain", ra(4, 28.6), 19.18, 3.53],
      ["Lambda Tau", ra(4, 0.7), 12.49, 3.4],
      ["Omicron Tau", ra(3, 24.8), 9.03, 3.6],
      ["Alcyone", ra(3, 47.5), 24.11, 2.87],
    ],
    lines: [
      ["Elnath", "Ain"],
      ["Ain", "Secunda Hyadum"],
      ["Secunda Hyadum", "Prima Hyadum"],
      ["Prima Hyadum", "Theta2 Tau"],
      ["Theta2 Tau", "Aldebaran"],
      ["Aldebaran", "Tianguan"],
      ["Prima Hyadum", "Lambda Tau"],
      ["Lambda Tau", "Omicron Tau"],
    ],
  },
  gemini: {
    name: "Gemini",
    stars: [
      ["Castor", ra(7, 34.6), 31.89, 1.58],
      ["Pollux", ra(7, 45.3), 28.03, 1.14],
      ["Alhena", ra(6, 37.7), 16.4, 1.9],
      ["Mebsuta", ra(6, 43.9), 25.13, 3.0],
      ["Tejat", ra(6, 22.9), 22.51, 2.9],
      ["Propus", ra(6, 14.9), 22.51, 3.3],
      ["Wasat", ra(7, 20.1), 21.98, 3.5],
      ["Mekbuda", ra(7, 4.1), 20.57, 3.9],
      ["Tau Gem", ra(7, 11.1), 30.25, 4.4],
      ["Kappa Gem", ra(7, 44.4), 24.4, 3.6],
      ["Alzirr", ra(6, 45.3), 12.9, 3.35],
    ],
    lines: [
      ["Castor", "Pollux"],
      ["Castor", "Tau Gem"],
      ["Tau Gem", "Mebsuta"],
      ["Mebsuta", "Tejat"],
      ["Tejat", "Propus"],
      ["Pollux", "Kappa Gem"],
      ["Pollux", "Wasat"],
      ["Wasat", "Mekbuda"],
      ["Mekbuda", "Alhena"],
      ["Wasat", "Alzirr"],
    ],
  },
  cancer: {
    name: "Cancer",
    stars: [
      ["Acubens", ra(8, 58.5), 11.86, 4.25],
      ["Altarf", ra(8, 16.5), 9.19, 3.5],
      ["Asellus Australis", ra(8, 44.7), 18.15, 3.9],
      ["Asellus Borealis", ra(8, 43.3), 21.47, 4.7],
      ["Iota Cnc", ra(8, 46.7), 28.76, 4.0],
    ],
    lines: [
      ["Altarf", "Asellus Australis"],
      ["Asellus Australis", "Acubens"],
      ["Asellus Australis", "Asellus Borealis"],
      ["Asellus Borealis", "Iota Cnc"],
    ],
  },
  leo: {
    name: "Leo",
    stars: [
      ["Regulus", ra(10, 8.4), 11.97, 1.35],
      ["Denebola", ra(11, 49.1), 14.57, 2.1],
      ["Algieba", ra(10, 20.0), 19.84, 2.0],
      ["Zosma", ra(11, 14.1), 20.52, 2.56],
      ["Chertan", ra(11, 14.2), 15.43, 3.3],
      ["Algenubi", ra(9, 45.9), 23.77, 3.0],
      ["Rasalas", ra(9, 52.8), 26.01, 3.9],
      ["Adhafera", ra(10, 16.7), 23.42, 3.4],
      ["Eta Leo", ra(10, 7.3), 16.76, 3.5],
    ],
    lines: [
      ["Regulus", "Eta Leo"],
      ["Eta Leo", "Algieba"],
      ["Algieba", "Adhafera"],
      ["Adhafera", "Rasalas"],
      ["Rasalas", "Algenubi"],
      ["Algieba", "Zosma"],
      ["Zosma", "Denebola"],
      ["Denebola", "Chertan"],
      ["Chertan", "Regulus"],
      ["Zosma", "Chertan"],
    ],
  },
  virgo: {
    name: "Virgo",
    stars: [
      ["Spica", ra(13, 25.2), -11.16, 0.97],
      ["Zavijava", ra(11, 50.7), 1.76, 3.6],
      ["Porrima", ra(12, 41.7), -1.45, 2.7],
      ["Vindemiatrix", ra(13, 2.2), 10.96, 2.8],
      ["Minelauva", ra(12, 55.6), 3.4, 3.4],
      ["Heze", ra(13, 34.7), -0.6, 3.4],
      ["Zaniah", ra(12, 19.9), -0.67, 3.9],
      ["Theta Vir", ra(13, 9.9), -5.54, 4.4],
      ["Syrma", ra(14, 16.0), -6.0, 4.1],
      ["Rijl al Awwa", ra(14, 43.1), -5.66, 3.9],
    ],
    lines: [
      ["Zavijava", "Zaniah"],
      ["Zaniah", "Porrima"],
      ["Porrima", "Theta Vir"],
      ["Theta Vir", "Spica"],
      ["Porrima", "Minelauva"],
      ["Minelauva", "Vindemiatrix"],
      ["Minelauva", "Heze"],
      ["Heze", "Spica"],
      ["Heze", "Syrma"],
      ["Syrma", "Rijl al Awwa"],
    ],
  },
  libra: {
    name: "Libra",
    stars: [
      ["Zubenelgenubi", ra(14, 50.9), -16.04, 2.75],
      ["Zubeneschamali", ra(15, 17.0), -9.38, 2.6],
      ["Zubenelhakrabi", ra(15, 35.5), -14.79, 3.9],
      ["Brachium", ra(15, 4.1), -25.28, 3.3],
      ["Upsilon Lib", ra(15, 37.0), -28.14, 3.6],
      ["Tau Lib", ra(15, 38.7), -29.78, 3.7],
    ],
    lines: [
      ["Brachium", "Zubenelgenubi"],
      ["Zubenelgenubi", "Zubeneschamali"],
      ["Zubeneschamali", "Zubenelhakrabi"],
      ["Zubenelhakrabi", "Zubenelgenubi"],
      ["Zubenelhakrabi", "Upsilon Lib"],
      ["Upsilon Lib", "Tau Lib"],
    ],
  },
  scorpio: {
    name: "Scorpius",
    stars: [
      ["Antares", ra(16, 29.4), -26.43, 1.0],
      ["Acrab", ra(16, 5.4), -19.81, 2.6],
      ["Dschubba", ra(16, 0.3), -22.62, 2.3],
      ["Fang", ra(15, 58.9), -26.11, 2.9],
      ["Alniyat", ra(16, 21.2), -25.59, 2.9],
      ["Paikauhale", ra(16, 35.9), -28.22, 2.8],
      ["Larawag", ra(16, 50.2), -34.29, 2.3],
      ["Mu1 Sco", ra(16, 51.9), -38.05, 3.0],
      ["Zeta2 Sco", ra(16, 54.6), -42.36, 3.6],
      ["Eta Sco", ra(17, 12.2), -43.24, 3.3],
      ["Sargas", ra(17, 37.3), -43.0, 1.9],
      ["Iota1 Sco", ra(17, 47.6), -40.13, 3.0],
      ["Girtab", ra(17, 42.5), -39.03, 2.4],
      ["Shaula", ra(17, 33.6), -37.1, 1.6],
      ["Lesath", ra(17, 30.8), -37.3, 2.7],
    ],
    lines: [
      ["Acrab", "Dschubba"],
      ["Dschubba", "Fang"],
      ["Dschubba", "Alniyat"],
      ["Alniyat", "Antares"],
      ["Antares", "Paikauhale"],
      ["Paikauhale", "Larawag"],
      ["Larawag", "Mu1 Sco"],
      ["Mu1 Sco", "Zeta2 Sco"],
      ["Zeta2 Sco", "Eta Sco"],
      ["Eta Sco", "Sargas"],
      ["Sargas", "Iota1 Sco"],
      ["Iota1 Sco", "Girtab"],
      ["Girtab", "Shaula"],
      ["Shaula", "Lesath"],
    ],
  },
  sagittarius: {
    name: "Sagittarius",
    stars: [
      ["Kaus Australis", ra(18, 24.2), -34.38, 1.85],
      ["Nunki", ra(18, 55.3), -26.3, 2.05],
      ["Ascella", ra(19, 2.6), -29.88, 2.6],
      ["Kaus Media", ra(18, 21.0), -29.83, 2.7],
      ["Kaus Borealis", ra(18, 28.0), -25.42, 2.8],
      ["Alnasl", ra(18, 5.8), -30.42, 3.0],
      ["Phi Sgr", ra(18, 45.7), -26.99, 3.2],
      ["Tau Sgr", ra(19, 6.9), -27.67, 3.3],
      ["Eta Sgr", ra(18, 17.6), -36.76, 3.1],
    ],
    lines: [
      ["Alnasl", "Kaus Media"],
      ["Alnasl", "Kaus Australis"],
      ["Kaus Australis", "Kaus Media"],
      ["Kaus Australis", "Ascella"],
      ["Ascella", "Phi Sgr"],
      ["Phi Sgr", "Kaus Media"],
      ["Kaus Media", "Kaus Borealis"],
      ["Kaus Borealis", "Phi Sgr"],
      ["Phi Sgr", "Nunki"],
      ["Nunki", "Tau Sgr"],
      ["Tau Sgr", "Ascella"],
      ["Kaus Australis", "Eta Sgr"],
    ],
  },
  capricorn: {
    name: "Capricornus",
    stars: [
      ["Deneb Algedi", ra(21, 47.0), -16.13, 2.85],
      ["Dabih", ra(20, 21.0), -14.78, 3.05],
      ["Algedi", ra(20, 18.1), -12.54, 3.6],
      ["Nashira", ra(21, 40.1), -16.66, 3.7],
      ["Zeta Cap", ra(21, 26.7), -22.41, 3.7],
      ["Theta Cap", ra(21, 5.9), -17.23, 4.1],
      ["Omega Cap", ra(20, 51.8), -26.92, 4.1],
      ["Psi Cap", ra(20, 46.1), -25.27, 4.1],
      ["Iota Cap", ra(21, 22.2), -16.83, 4.3],
    ],
    lines: [
      ["Algedi", "Dabih"],
      ["Dabih", "Psi Cap"],
      ["Psi Cap", "Omega Cap"],
      ["Omega Cap", "Zeta Cap"],
      ["Zeta Cap", "Deneb Algedi"],
      ["Deneb Algedi", "Nashira"],
      ["Nashira", "Iota Cap"],
      ["Iota Cap", "Theta Cap"],
      ["Theta Cap", "Dabih"],
    ],
  },
  aquarius: {
    name: "Aquarius",
    stars: [
      ["Sadalsuud", ra(21, 31.6), -5.57, 2.9],
      ["Sadalmelik", ra(22, 5.8), -0.32, 2.95],
      ["Skat", ra(22, 54.7), -15.82, 3.3],
      ["Zeta Aqr", ra(22, 28.8), -0.02, 3.65],
      ["Sadachbia", ra(22, 21.7), -1.39, 3.85],
      ["Eta Aqr", ra(22, 35.4), -0.12, 4.0],
      ["Lambda Aqr", ra(22, 52.6), -7.58, 3.7],
      ["Albali", ra(20, 47.7), -9.5, 3.8],
      ["Ancha", ra(22, 16.8), -7.78, 4.2],
      ["Tau Aqr", ra(22, 49.6), -13.59, 4.0],
      ["Phi Aqr", ra(23, 14.3), -6.05, 4.2],
      ["88 Aqr", ra(23, 9.4), -21.17, 3.7],
    ],
    lines: [
      ["Albali", "Sadalsuud"],
      ["Sadalsuud", "Sadalmelik"],
      ["Sadalmelik", "Sadachbia"],
      ["Sadachbia", "Zeta Aqr"],
      ["Zeta Aqr", "Eta Aqr"],
      ["Sadalmelik", "Ancha"],
      ["Ancha", "Lambda Aqr"],
      ["Lambda Aqr", "Tau Aqr"],
      ["Tau Aqr", "Skat"],
      ["Lambda Aqr", "Phi Aqr"],
      ["Skat", "88 Aqr"],
    ],
  },
  pisces: {
    name: "Pisces",
    stars: [
      ["Alrescha", ra(2, 2.0), 2.76, 3.8],
      ["Fumalsamakah", ra(23, 3.8), 3.82, 4.5],
      ["Gamma Psc", ra(23, 17.2), 3.28, 3.7],
      ["Theta Psc", ra(23, 28.0), 6.38, 4.3],
      ["Iota Psc", ra(23, 40.0), 5.63, 4.1],
      ["Lambda Psc", ra(23, 42.0), 1.78, 4.5],
      ["Kappa Psc", ra(23, 27.0), 1.26, 4.9],
      ["Omega Psc", ra(23, 59.3), 6.86, 4.0],
      ["Delta Psc", ra(0, 48.7), 7.59, 4.4],
      ["Epsilon Psc", ra(1, 2.9), 7.89, 4.3],
      ["Nu Psc", ra(1, 41.4), 5.49, 4.4],
      ["Omicron Psc", ra(1, 45.4), 9.16, 4.3],
      ["Alpherg", ra(1, 31.5), 15.35, 3.6],
      ["Chi Psc", ra(1, 11.4), 21.03, 4.6],
      ["Phi Psc", ra(1, 13.7), 24.58, 4.7],
      ["Tau Psc", ra(1, 11.6), 30.09, 4.5],
    ],
    lines: [
      ["Fumalsamakah", "Gamma Psc"],
      ["Gamma Psc", "Theta Psc"],
      ["Theta Psc", "Iota Psc"],
      ["Iota Psc", "Lambda Psc"],
      ["Lambda Psc", "Kappa Psc"],
      ["Kappa Psc", "Gamma Psc"],
      ["Iota Psc", "Omega Psc"],
      ["Omega Psc", "Delta Psc"],
      ["Delta Psc", "Epsilon Psc"],
      ["Epsilon Psc", "Nu Psc"],
      ["Nu Psc", "Alrescha"],
      ["Alrescha", "Omicron Psc"],
      ["Omicron Psc", "Alpherg"],
      ["Alpherg", "Chi Psc"],
      ["Chi Psc", "Phi Psc"],
      ["Phi Psc", "Tau Psc"],
    ],
  },
};

export type ConstellationStar = { name: string; x: number; y: number; mag: number };
export type Constellation = {
  name: string;
  /** Normalised 0–1 positions (x right, y down), fitted into the unit square and centred. */
  stars: ConstellationStar[];
  /** Index pairs into `stars`. */
  lines: [number, number][];
  /** Width/height of the figure's bounding box (before fitting into the unit square). */
  aspect: number;
};

function project(raw: RawConstellation): Constellation {
  const ras = raw.stars.map((s) => s[1]);
  // Unwrap right ascension across 0h (Pisces).
  const ref = ras[0] as number;
  const unwrapped = ras.map((r) => (r - ref > 12 ? r - 24 : ref - r > 12 ? r + 24 : r));
  const ra0 = unwrapped.reduce((a, b) => a + b, 0) / unwrapped.length;
  const dec0 = raw.stars.reduce((a, s) => a + s[2], 0) / raw.stars.length;
  const cosDec = Math.cos((dec0 * Math.PI) / 180);
  const pts = raw.stars.map((s, i) => ({
    x: -((unwrapped[i] as number) - ra0) * 15 * cosDec,
    y: -(s[2] - dec0),
  }));
  const minX = Math.min(...pts.map((p) => p.x));
  const maxX = Math.max(...pts.map((p) => p.x));
  const minY = Math.min(...pts.map((p) => p.y));
  const maxY = Math.max(...pts.map((p) => p.y));
  const w = maxX - minX || 1;
  const h = maxY - minY || 1;
  const span = Math.max(w, h);
  const offX = (span - w) / 2;
  const offY = (span - h) / 2;
  const index = new Map(raw.stars.map((s, i) => [s[0], i]));
  return {
    name: raw.name,
    aspect: w / h,
    stars: raw.stars.map((s, i) => ({
      name: s[0],
      mag: s[3],
      x: ((pts[i] as { x: number }).x - minX + offX) / span,
      y: ((pts[i] as { y: number }).y - minY + offY) / span,
    })),
    lines: raw.lines.map(([a, b]) => {
      const ia = index.get(a);
      const ib = index.get(b);
      if (ia === undefined || ib === undefined) throw new Error(`constellation ${raw.name}: unknown star in ${a}–${b}`);
      return [ia, ib];
    }),
  };
}

export const CONSTELLATIONS: Record<StarSign, Constellation> = Object.fromEntries(
  Object.entries(RAW).map(([sign, raw]) => [sign, project(raw)]),
) as Record<StarSign, Constellation>;
