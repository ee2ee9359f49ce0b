/**
 * Number cards (Ace to Ten): the right count of suit pips, arranged in a pattern
 * that echoes the Rider-Waite-Smith scene, with a few plain emblems for setting.
 */
import type { Suit } from "../deck/types";
import { INK, SUIT_INK } from "./palette";
import type { PipPlacement } from "./pips";
import {
  arcRays,
  cloud,
  crescentPath,
  glow,
  heartPath,
  hills,
  leafPath,
  lemniscatePath,
  rays,
  rose,
  star,
  waves,
} from "./shapes";
import { el, p, seededRandom } from "./svg";

export type PipScene = {
  pips: PipPlacement[];
  /** Drawn behind the pips. */
  under?: string;
  /** Drawn over the pips. */
  over?: string;
  /** What the drawing shows, for the alt text (no card name, no final full stop). */
  phrase: string;
  /** Everything drawn besides the pips, each named in the phrase. */
  motifs: readonly string[];
  /** Extra <defs> content (a clip path, say). */
  defs?: string;
};

/** n pips evenly spaced on a line from (x1, y1) to (x2, y2). */
function line(n: number, x1: number, y1: number, x2: number, y2: number, scale: number, deg = 0): PipPlacement[] {
  const out: PipPlacement[] = [];
  for (let i = 0; i < n; i++) {
    const t = n === 1 ? 0.5 : i / (n - 1);
    out.push({ x: x1 + (x2 - x1) * t, y: y1 + (y2 - y1) * t, deg, scale });
  }
  return out;
}

/** Long pips turned about a shared pivot, each centred `reach` from it (negative reach = centre beyond the pivot). */
function fan(degs: number[], px: number, py: number, reach: number, scale: number): PipPlacement[] {
  return degs.map((deg) => {
    const a = (deg * Math.PI) / 180;
    return { x: px + reach * Math.sin(a), y: py - reach * Math.cos(a), deg, scale };
  });
}

const ground = (y: number) => el("path", { d: p`M40,${y}H260`, stroke: INK.gold, "stroke-width": 1, opacity: 0.6 });
const ink = (stroke: string, width: number, d: string, extra: Record<string, string | number> = {}) =>
  el("path", { d, stroke, "stroke-width": width, fill: "none", "stroke-linecap": "round", ...extra });

function wands(rank: number, uid: string): PipScene {
  const w = SUIT_INK.wands;
  switch (rank) {
    case 1: {
      let leaves = "";
      for (const [x, y, deg] of [
        [88, 170, -40],
        [206, 150, 30],
        [98, 300, 120],
        [214, 278, -130],
        [76, 390, 200],
        [222, 386, 150],
      ] as const) {
        leaves += leafPath(x, y, 13, deg);
      }
      return {
        under: glow(uid, 150, 250, 130) + rays(150, 250, 60, 115, 24, INK.gold, 0.8),
        over: el("path", { d: leaves, fill: INK.leaf, opacity: 0.85 }),
        pips: [{ x: 150, y: 252, scale: 1.6 }],
        phrase: "a single tall budding wand standing upright in a halo of rays, loose leaves drifting around it",
        motifs: ["halo", "leaf"],
      };
    }
    case 2:
      return {
        under: ground(412),
        over:
          el("circle", { cx: 150, cy: 250, r: 26, fill: INK.dusk, stroke: INK.gold, "stroke-width": 1.5 }) +
          ink(INK.goldLight, 0.9, "M124,250H176M150,224V276M137,228Q128,250 137,272M163,228Q172,250 163,272"),
        pips: [
          { x: 92, y: 258, scale: 1.5 },
          { x: 208, y: 258, scale: 1.5 },
        ],
        phrase: "two tall upright wands standing either side of a small gold globe marked with meridians",
        motifs: ["globe"],
      };
    case 3:
      return {
        under:
          el("rect", { x: 30, y: 332, width: 240, height: 104, fill: SUIT_INK.cups.fill, opacity: 0.2 }) +
          waves(34, 266, 348, 5, INK.goldLight, 14) +
          el("path", { d: "M196,312l14,22h-14zM226,320l10,16h-10z", fill: INK.ivory, opacity: 0.8 }) +
          ink(INK.gold, 1.2, "M30,332H270"),
        pips: [
          { x: 80, y: 240, deg: -4, scale: 1.25 },
          { x: 150, y: 230, scale: 1.3 },
          { x: 220, y: 240, deg: 4, scale: 1.25 },
        ],
        phrase: "three wands planted upright above a sea horizon where two small sailing ships are heading out",
        motifs: ["sea", "ship"],
      };
    case 4: {
      let flowers = "";
      for (const [x, y] of [
        [75, 136],
        [112, 150],
        [150, 136],
        [188, 150],
        [225, 136],
      ] as const) {
        flowers += rose(x, y, 7, INK.ivory, w.fill);
      }
      return {
        under: ground(412),
        over: ink(INK.leaf, 3, "M56,126Q84,160 112,140Q132,160 150,126Q168,160 188,140Q216,160 244,126") + flowers,
        pips: line(4, 56, 272, 244, 272, 1.35),
        phrase: "four upright wands joined across their tops by a garland of leaves and small ivory flowers",
        motifs: ["garland", "leaf", "flower"],
      };
    }
    case 5:
      return {
        under: ground(420),
        pips: [
          { x: 150, y: 255, deg: -38, scale: 1.2 },
          { x: 150, y: 255, deg: 38, scale: 1.2 },
          { x: 110, y: 262, deg: -8, scale: 1.15 },
          { x: 192, y: 262, deg: 12, scale: 1.15 },
          { x: 150, y: 300, deg: 76, scale: 1.05 },
        ],
        phrase: "five wands crossing one another at clashing angles like a noisy contest",
        motifs: [],
      };
    case 6: {
      return {
        under: ground(420),
        over:
          el("circle", { cx: 150, cy: 140, r: 22, fill: "none", stroke: INK.leaf, "stroke-width": 5 }) +
          el("circle", {
            cx: 150,
            cy: 140,
            r: 22,
            fill: "none",
            stroke: INK.gold,
            "stroke-width": 1,
            "stroke-dasharray": "3 4",
          }) +
          el("path", { d: "M142,160l-8,16M158,160l8,16", stroke: INK.crimson, "stroke-width": 3 }),
        pips: fan([-25, -15, -5, 5, 15, 25], 150, 410, 120, 1.15),
        phrase: "six wands fanned upward like a victory parade, a laurel wreath with red ribbons held among them",
        motifs: ["wreath", "ribbon"],
      };
    }
    case 7:
      return {
        under: ground(420),
        pips: [
          ...[-12, 8, -6, 10, -8, 12].map((deg, i) => ({ x: 55 + i * 38, y: 345, deg, scale: 0.75 })),
          { x: 150, y: 185, deg: -62, scale: 1.25 },
        ],
        phrase: "six short wands rising from below against a seventh held firmly across the top",
        motifs: [],
      };
    case 8: {
      const pips: PipPlacement[] = [];
      for (let k = -3.5; k <= 3.5; k++) pips.push({ x: 150 + 6 * k, y: 244 + 25 * k, deg: 65, scale: 0.92 });
      return {
        under: hills(396, "#2c4a3a"),
        pips,
        phrase: "eight wands flying in parallel across an open sky above gently rolling green hills",
        motifs: ["hill"],
      };
    }
    case 9:
      return {
        under: ground(412) + glow(uid, 150, 300, 70),
        pips: [...line(4, 44, 200, 122, 200, 0.8), ...line(4, 178, 200, 256, 200, 0.8), { x: 150, y: 296, scale: 1.2 }],
        phrase: "eight wands standing in a row like a fence, with a ninth held upright in front",
        motifs: [],
      };
    default: {
      const degs = [-16, -12, -8, -4, -1, 1, 4, 8, 12, 16];
      return {
        under: ground(420),
        over: el("rect", {
          x: 118,
          y: 312,
          width: 64,
          height: 12,
          rx: 6,
          fill: INK.gold,
          stroke: INK.night,
          "stroke-width": 1,
        }),
        pips: fan(degs, 150, 318, 70, 1.3),
        phrase: "ten wands gathered into one heavy bundle and bound tightly together with a gold cord",
        motifs: ["bundle", "cord"],
      };
    }
  }
}

function cups(rank: number, uid: string): PipScene {
  const c = SUIT_INK.cups;
  switch (rank) {
    case 1: {
      let streams = "";
      for (let k = -2; k <= 2; k++) streams += p`M${150 + k * 22},178Q${150 + k * 36},290 ${150 + k * 26},400`;
      return {
        under:
          glow(uid, 150, 200, 120) +
          rays(150, 196, 70, 104, 20, INK.gold, 0.8) +
          ink(c.light, 1.6, streams, { opacity: 0.6 }) +
          el("ellipse", { cx: 150, cy: 408, rx: 96, ry: 12, fill: c.fill, opacity: 0.45 }),
        pips: [{ x: 150, y: 238, scale: 1.9 }],
        over: star(150, 212, 4, 10, 3, INK.ivory),
        phrase: "a single large goblet crowned with a star, overflowing in five streams into a pool",
        motifs: ["star", "stream", "pool"],
      };
    }
    case 2:
      return {
        under: ground(372),
        over:
          el("path", { d: heartPath(150, 160, 44), fill: INK.crimson, stroke: INK.gold, "stroke-width": 1.2 }) +
          ink(INK.gold, 1, "M106,152Q124,134 130,148M194,152Q176,134 170,148"),
        pips: [
          { x: 100, y: 285, deg: 12, scale: 1.2 },
          { x: 200, y: 285, deg: -12, scale: 1.2 },
        ],
        phrase: "two goblets leaning towards each other beneath a small winged crimson heart",
        motifs: ["heart"],
      };
    case 3:
      return {
        over: star(108, 120, 4, 7, 2, INK.ivory) + star(192, 120, 4, 7, 2, INK.ivory) + star(150, 104, 4, 5, 1.5),
        under: ground(382),
        pips: [
          { x: 150, y: 178, scale: 1.05 },
          { x: 96, y: 300, deg: -10, scale: 1.05 },
          { x: 204, y: 300, deg: 10, scale: 1.05 },
        ],
        phrase: "three goblets raised together in a triangle, with small sparkles of celebration above them",
        motifs: ["sparkle"],
      };
    case 4:
      return {
        under: cloud(150, 214, 110, INK.ivory, 0.25) + ground(378),
        pips: [{ x: 150, y: 180, scale: 0.95 }, ...line(3, 82, 330, 218, 330, 0.95)],
        phrase: "three goblets standing in a row while a fourth is offered from a small pale cloud above",
        motifs: ["cloud"],
      };
    case 5: {
      const spill = el("path", {
        d: "M116,386q16,-6 28,2q-10,8 -28,-2zM186,386q16,-6 28,2q-10,8 -28,-2zM46,386q14,-6 26,2q-10,8 -26,-2z",
        fill: c.light,
        opacity: 0.6,
      });
      return {
        under: ground(392) + spill,
        pips: [
          { x: 112, y: 200, scale: 0.95 },
          { x: 188, y: 200, scale: 0.95 },
          { x: 84, y: 358, deg: -100, scale: 0.85 },
          { x: 154, y: 358, deg: -100, scale: 0.85 },
          { x: 224, y: 358, deg: -100, scale: 0.85 },
        ],
        phrase: "three spilled goblets lying on their sides below two that still stand upright",
        motifs: [],
      };
    }
    case 6: {
      let flowers = "";
      for (const x of [85, 150, 215]) for (const y of [180, 300]) flowers += rose(x, y - 34, 8);
      return {
        under: ground(362),
        over: flowers,
        pips: [...line(3, 85, 205, 215, 205, 0.85), ...line(3, 85, 325, 215, 325, 0.85)],
        phrase: "six goblets in two rows of three, each one holding a small ivory flower",
        motifs: ["flower"],
      };
    }
    case 7:
      return {
        under: [
          [90, 178],
          [150, 178],
          [210, 178],
          [62, 318],
          [121, 318],
          [179, 318],
          [238, 318],
        ]
          .map(([x, y]) => cloud(x ?? 0, (y ?? 0) + 34, 58, INK.ivory, 0.2))
          .join(""),
        pips: [...line(3, 90, 178, 210, 178, 0.78), ...line(4, 62, 318, 238, 318, 0.78)],
        phrase: "seven goblets floating on soft pale clouds like daydreams, three above and four below",
        motifs: ["cloud"],
      };
    case 8:
      return {
        under:
          el("path", { d: crescentPath(222, 128, 22, 9, -90), fill: INK.ivory }) +
          el("path", { d: "M150,396L214,272L238,300L270,250V396Z", fill: INK.dusk, opacity: 0.8 }) +
          ground(396),
        pips: [...line(3, 70, 262, 166, 262, 0.66), ...line(5, 58, 350, 242, 350, 0.66)],
        phrase:
          "eight goblets stacked five below three, left behind beneath a waning crescent moon and a dark mountain",
        motifs: ["crescent", "moon", "mountain"],
      };
    case 9: {
      const shelves = ink(INK.gold, 1.4, "M52,204Q150,222 248,204M52,304Q150,322 248,304M52,404Q150,422 248,404");
      return {
        under: shelves,
        pips: [180, 280, 380].flatMap((y) => line(3, 82, y - 6, 218, y - 6, 0.68)),
        phrase: "nine goblets displayed proudly in three rows on curved gold shelves",
        motifs: ["shelf"],
      };
    }
    default: {
      const pips: PipPlacement[] = [];
      for (let i = 0; i < 10; i++) {
        const a = Math.PI - (i * Math.PI) / 9;
        pips.push({ x: 150 + 104 * Math.cos(a), y: 290 - 150 * Math.sin(a), scale: 0.5 });
      }
      const bands = ["#b23a48", "#e9c46a", "#4f9d69", "#3f7fb0"]
        .map((stroke, i) => {
          const r = 118 - i * 7;
          return el("path", {
            d: p`M${150 - r},318A${r},${r * 1.45} 0 0 1 ${150 + r},318`,
            stroke,
            "stroke-width": 5,
            fill: "none",
            opacity: 0.5,
          });
        })
        .join("");
      return {
        under: bands + hills(380, "#1f4a48"),
        pips,
        phrase: "ten goblets set along the curve of a rainbow above gently rolling hills",
        motifs: ["rainbow", "hill"],
      };
    }
  }
}

function swords(rank: number, uid: string): PipScene {
  switch (rank) {
    case 1:
      return {
        under: glow(uid, 150, 190, 110) + rays(150, 170, 46, 92, 24, INK.gold, 0.8),
        over:
          el("path", {
            d: "M126,162L122,140L136,150L150,132L164,150L178,140L174,162Z",
            fill: INK.gold,
            stroke: INK.night,
            "stroke-width": 0.8,
          }) +
          ink(INK.leaf, 2, "M126,164Q104,190 110,226M174,164Q198,186 192,224") +
          el("path", { d: leafPath(110, 226, 14, 200) + leafPath(192, 224, 14, 160), fill: INK.leaf }),
        pips: [{ x: 150, y: 276, scale: 1.5 }],
        phrase: "a single upright sword piercing a gold crown hung with an olive branch and a palm",
        motifs: ["crown", "olive", "palm"],
      };
    case 2:
      return {
        under:
          el("path", { d: crescentPath(150, 112, 20, 8, 150), fill: INK.ivory }) + waves(40, 260, 392, 4, "#7cc8c8"),
        pips: [
          { x: 150, y: 262, deg: -40, scale: 1.25 },
          { x: 150, y: 262, deg: 40, scale: 1.25 },
        ],
        phrase: "two swords crossed in balance beneath a crescent moon above still water",
        motifs: ["crescent", "moon", "water"],
      };
    case 3: {
      let rain = "";
      for (let i = 0; i < 13; i++) rain += p`M${54 + i * 16},${146 + (i % 3) * 10}l-8,18`;
      return {
        under:
          cloud(98, 134, 100, INK.silver, 0.35) +
          cloud(200, 128, 110, INK.silver, 0.3) +
          ink(INK.silver, 1, rain, { opacity: 0.6 }) +
          el("path", { d: heartPath(150, 280, 130), fill: INK.crimson, stroke: INK.gold, "stroke-width": 2 }),
        pips: [
          { x: 150, y: 280, deg: 180, scale: 1.05 },
          { x: 150, y: 280, deg: 140, scale: 1.05 },
          { x: 150, y: 280, deg: 220, scale: 1.05 },
        ],
        phrase: "three swords piercing a crimson heart beneath grey clouds and slanting rain",
        motifs: ["heart", "cloud", "rain"],
      };
    }
    case 4:
      return {
        under: el("rect", { x: 44, y: 392, width: 212, height: 30, rx: 3, fill: INK.dusk, stroke: INK.gold }),
        pips: [...line(3, 88, 222, 212, 222, 0.82, 180), { x: 150, y: 370, deg: 90, scale: 0.95 }],
        phrase: "three swords hanging point-down above a fourth laid flat upon a stone tomb",
        motifs: ["tomb"],
      };
    case 5:
      return {
        under: ground(400) + cloud(214, 130, 100, INK.silver, 0.25),
        pips: [
          { x: 118, y: 232, deg: -10, scale: 0.95 },
          { x: 150, y: 222, scale: 0.95 },
          { x: 182, y: 232, deg: 10, scale: 0.95 },
          { x: 100, y: 386, deg: 84, scale: 0.62 },
          { x: 200, y: 394, deg: -96, scale: 0.62 },
        ],
        phrase: "three swords gathered upright under a passing cloud while two more lie discarded on the ground below",
        motifs: ["cloud"],
      };
    case 6:
      return {
        under: waves(34, 266, 396, 4, "#7cc8c8"),
        over: el("path", {
          d: "M46,360H254Q236,394 200,396H100Q64,394 46,360Z",
          fill: INK.dusk,
          stroke: INK.gold,
          "stroke-width": 1.5,
        }),
        pips: line(6, 72, 296, 228, 296, 0.88),
        phrase: "six swords standing upright in a small boat gliding across calm water",
        motifs: ["boat", "water"],
      };
    case 7:
      return {
        under: ground(412),
        pips: [
          { x: 54, y: 300, scale: 0.85 },
          { x: 88, y: 306, deg: 6, scale: 0.85 },
          ...fan([20, 26, 32, 38, 44], 124, 396, 100, 0.85),
        ],
        phrase: "five swords carried off in a slanting bundle while two remain planted upright behind",
        motifs: [],
      };
    case 8:
      return {
        under: ground(400) + el("circle", { cx: 150, cy: 300, r: 22, fill: "none", stroke: INK.ivory, opacity: 0.3 }),
        pips: [
          ...line(3, 46, 236, 118, 236, 0.7, 180),
          ...line(2, 64, 312, 100, 312, 0.7, 180),
          ...line(3, 184, 268, 254, 268, 0.7, 180),
        ],
        phrase: "eight swords planted point-down around an empty space, five to the left and three to the right",
        motifs: [],
      };
    case 9:
      return {
        under: el("rect", { x: 36, y: 100, width: 228, height: 316, rx: 4, fill: INK.night, opacity: 0.8 }),
        pips: line(9, 150, 124, 150, 392, 1, 90),
        phrase: "nine swords hung level in a tall stack against a dark night wall",
        motifs: ["wall"],
      };
    default:
      return {
        under:
          el("g", { "clip-path": `url(#${uid}-sky)` }, glow(uid, 150, 424, 130)) +
          el("path", { d: "M94,424A56,56 0 0 1 206,424Z", fill: INK.goldLight, opacity: 0.8 }) +
          arcRays(150, 424, 90, 128, 9, -170, -10, INK.goldLight, 1) +
          ground(424),
        pips: line(10, 46, 262, 254, 262, 0.8, 180).map((pl, i) => ({ ...pl, y: pl.y + (i % 2 ? 24 : 0) })),
        phrase: "ten swords driven point-down in a row as a pale gold dawn rises behind them",
        motifs: ["dawn"],
        defs: el("clipPath", { id: `${uid}-sky` }, el("rect", { x: 20, y: 70, width: 260, height: 354 })),
      };
  }
}

function pentacles(rank: number, uid: string): PipScene {
  switch (rank) {
    case 1:
      return {
        under:
          glow(uid, 150, 200, 120) +
          rays(150, 200, 76, 112, 28, INK.gold, 0.8) +
          ink(INK.leaf, 3, "M96,430V368A54,54 0 0 1 204,368V430") +
          rose(96, 360, 8) +
          rose(204, 360, 8) +
          rose(150, 312, 8),
        pips: [{ x: 150, y: 200, scale: 2.4 }],
        phrase: "a single large pentacle shining above a leafy garden archway dotted with flowers",
        motifs: ["garden", "archway", "flower"],
      };
    case 2:
      return {
        under:
          el("path", { d: lemniscatePath(150, 250, 88, 128), fill: "none", stroke: INK.gold, "stroke-width": 3 }) +
          waves(36, 264, 392, 4, "#7cc8c8"),
        pips: [
          { x: 92, y: 250, deg: -10, scale: 1.15 },
          { x: 208, y: 250, deg: 10, scale: 1.15 },
        ],
        phrase: "two pentacles bound within a flowing gold loop of infinity above rolling waves",
        motifs: ["infinity", "wave"],
      };
    case 3:
      return {
        under:
          ink(INK.gold, 2, "M64,420V230Q64,120 150,92Q236,120 236,230V420") +
          ink(INK.gold, 0.8, "M80,420V236Q80,140 150,112Q220,140 220,236V420M64,330H236", { opacity: 0.6 }),
        pips: [
          { x: 150, y: 170, scale: 0.95 },
          { x: 110, y: 250, scale: 0.95 },
          { x: 190, y: 250, scale: 0.95 },
        ],
        phrase: "three pentacles set in a triangle beneath a pointed gold cathedral arch",
        motifs: ["cathedral", "arch"],
      };
    case 4:
      return {
        under:
          el("path", { d: "M40,420V388H62V370H84V392H110V376H130V420Z", fill: INK.dusk, opacity: 0.9 }) +
          el("path", { d: "M170,420V380H190V364H214V386H236V372H260V420Z", fill: INK.dusk, opacity: 0.9 }) +
          ground(420),
        pips: [
          { x: 150, y: 128, scale: 0.95 },
          { x: 150, y: 238, scale: 1.1 },
          { x: 104, y: 352, scale: 0.95 },
          { x: 196, y: 352, scale: 0.95 },
        ],
        phrase: "four pentacles held close, one above, one at the heart and two at the base, before a city",
        motifs: ["city"],
      };
    case 5: {
      let snow = "";
      const flakes = seededRandom(5);
      for (let i = 0; i < 22; i++) {
        const x = 40 + flakes() * 220;
        const y = 352 + flakes() * 76;
        snow += p`M${x - 1.5},${y}a1.5,1.5 0 1 0 3,0a1.5,1.5 0 1 0 -3,0`;
      }
      return {
        under:
          glow(uid, 150, 220, 130) +
          el("path", {
            d: "M70,340V170Q70,100 150,100Q230,100 230,170V340Z",
            fill: "#4a3d14",
            stroke: INK.gold,
            "stroke-width": 2,
          }) +
          ink(INK.gold, 0.8, "M150,100V340M70,225H230", { opacity: 0.6 }) +
          el("path", { d: snow, fill: INK.ivory, opacity: 0.8 }),
        pips: [
          { x: 112, y: 165, scale: 0.72 },
          { x: 188, y: 165, scale: 0.72 },
          { x: 150, y: 225, scale: 0.72 },
          { x: 112, y: 288, scale: 0.72 },
          { x: 188, y: 288, scale: 0.72 },
        ],
        phrase: "five pentacles glowing in a lit stained-glass window while snow falls outside in the dark",
        motifs: ["window", "snow"],
      };
    }
    case 6:
      return {
        under:
          ink(INK.gold, 1.5, "M150,100V176M96,124H204M96,124L80,160M96,124L112,160M204,124L188,160M204,124L220,160") +
          el("path", { d: "M76,160H116Q96,176 76,160ZM184,160H224Q204,176 184,160Z", fill: INK.gold }) +
          el("circle", { cx: 150, cy: 98, r: 4, fill: INK.gold }),
        pips: [...line(3, 85, 250, 215, 250, 0.85), ...line(3, 85, 345, 215, 345, 0.85)],
        phrase: "six pentacles in two rows beneath a small, evenly balanced pair of gold scales",
        motifs: ["scales"],
      };
    case 7: {
      let leaves = "";
      for (const [x, y, deg] of [
        [150, 380, -50],
        [150, 330, 50],
        [150, 270, -60],
        [150, 220, 60],
        [150, 160, -40],
        [150, 120, 30],
      ] as const) {
        leaves += leafPath(x, y, 22, deg);
      }
      return {
        under:
          ink("#5f8a4a", 4, "M150,430Q130,360 150,300T150,180T150,100") +
          el("path", { d: leaves, fill: INK.leaf, opacity: 0.9 }) +
          ground(430),
        pips: [
          { x: 112, y: 140, scale: 0.7 },
          { x: 190, y: 165, scale: 0.7 },
          { x: 108, y: 215, scale: 0.7 },
          { x: 194, y: 250, scale: 0.7 },
          { x: 110, y: 294, scale: 0.7 },
          { x: 190, y: 328, scale: 0.7 },
          { x: 226, y: 406, scale: 0.7 },
        ],
        phrase: "six pentacles growing on a leafy vine, with a seventh set apart at its foot",
        motifs: ["vine"],
      };
    }
    case 8:
      return {
        under: el("rect", { x: 146, y: 104, width: 8, height: 312, fill: INK.dusk, stroke: INK.gold }) + ground(416),
        pips: [...line(4, 106, 138, 106, 380, 0.74), ...line(4, 194, 138, 194, 380, 0.74)],
        phrase: "eight pentacles set in two neat columns of four either side of a workshop post",
        motifs: ["post"],
      };
    case 9: {
      let grapes = "";
      for (const [x, y] of [
        [160, 140],
        [160, 330],
        [250, 225],
        [48, 380],
      ] as const) {
        for (const [dx, dy] of [
          [0, 0],
          [6, 0],
          [3, 5],
          [-3, 5],
          [9, 5],
          [0, 10],
          [6, 10],
          [3, 15],
        ] as const) {
          grapes += p`M${x + dx - 3},${y + dy}a3,3 0 1 0 6,0a3,3 0 1 0 -6,0`;
        }
      }
      return {
        under:
          ink("#5f8a4a", 2.5, "M44,430Q70,300 60,200T100,100M256,430Q230,330 246,240T208,110") +
          el("path", { d: grapes, fill: "#6b4a8a", stroke: INK.gold, "stroke-width": 0.5 }),
        pips: [...[150, 240, 330].flatMap((y) => line(2, 76, y, 130, y, 0.72)), ...line(3, 212, 180, 212, 360, 0.72)],
        phrase: "nine pentacles among grapevines, six gathered on the left and three on the right",
        motifs: ["grapevine"],
      };
    }
    default: {
      const nodes: [number, number][] = [
        [150, 110],
        [214, 152],
        [86, 152],
        [214, 226],
        [86, 226],
        [150, 262],
        [214, 306],
        [86, 306],
        [150, 344],
        [150, 408],
      ];
      const paths: [number, number][] = [
        [0, 1],
        [0, 2],
        [0, 5],
        [1, 2],
        [1, 3],
        [1, 5],
        [2, 4],
        [2, 5],
        [3, 4],
        [3, 5],
        [3, 6],
        [4, 5],
        [4, 7],
        [5, 6],
        [5, 7],
        [5, 8],
        [6, 7],
        [6, 8],
        [6, 9],
        [7, 8],
        [7, 9],
        [8, 9],
      ];
      let d = "";
      for (const [a, b] of paths) {
        const A = nodes[a] ?? [0, 0];
        const B = nodes[b] ?? [0, 0];
        d += p`M${A[0]},${A[1]}L${B[0]},${B[1]}`;
      }
      return {
        under: ink(INK.gold, 1, d, { opacity: 0.55 }),
        pips: nodes.map(([x, y]) => ({ x, y, scale: 0.66 })),
        phrase: "ten pentacles arranged in the pattern of the Tree of Life, joined by fine gold paths",
        motifs: ["tree", "path"],
      };
    }
  }
}

const SCENES: Record<Suit, (rank: number, uid: string) => PipScene> = { wands, cups, swords, pentacles };

/** The pip scene for a number card (rank 1–10). */
export function pipScene(suit: Suit, rank: number, uid: string): PipScene {
  return SCENES[suit](rank, uid);
}
