/**
 * The 22 major arcana as symbolic compositions: objects and signs from the
 * Rider-Waite-Smith tradition, never people or faces.
 */
import { lettering } from "./lettering";
import { INK, SUIT_INK } from "./palette";
import { pipInline } from "./pips";
import {
  arcRays,
  cloud,
  crescentPath,
  glow,
  heartPath,
  hills,
  leafPath,
  lemniscatePath,
  pentagramPath,
  rays,
  rose,
  star,
  starPath,
  waves,
} from "./shapes";
import { el, fmt, p, place } from "./svg";

/**
 * A major's drawing (made on demand, since the alt text needs only the words), the phrase the alt
 * text is built from, and the motifs that phrase must name: every thing the drawing shows.
 */
export type MajorScene = { art: () => string; phrase: string; motifs: readonly string[] };

const ink = (stroke: string, width: number, d: string, extra: Record<string, string | number> = {}) =>
  el("path", { d, stroke, "stroke-width": width, fill: "none", "stroke-linecap": "round", ...extra });
const fill = (color: string, d: string, extra: Record<string, string | number> = {}) =>
  el("path", { d, fill: color, ...extra });
const framed = (color: string, d: string, width = 1.5) =>
  el("path", { d, fill: color, stroke: INK.gold, "stroke-width": width, "stroke-linejoin": "round" });
const dots = (points: readonly (readonly [number, number])[], r: number) => {
  let d = "";
  for (const [x, y] of points) d += p`M${x - r},${y}a${r},${r} 0 1 0 ${r * 2},0a${r},${r} 0 1 0 ${-r * 2},0`;
  return d;
};
/** Letters drawn on the art itself (the pillars' B and J, TORA), in Cinzel outlines like the title. */
const text = (x: number, y: number, size: number, color: string, body: string) =>
  lettering(body, { x, y, size, fill: color, role: "inscription" });

/** A flame or falling yod: a teardrop with its point upward, base at (x, y). */
const flamePath = (x: number, y: number, s: number) =>
  p`M${x},${y}q${-s * 0.7},${-s * 0.9} 0,${-s * 2.2}q${s * 0.7},${s * 1.3} 0,${s * 2.2}z`;
/** A teardrop with its point upward and round end at the bottom, centred near (x, y). */
const dropPath = (x: number, y: number, s: number) =>
  p`M${x},${y - s * 1.6}q${s},${s * 1.3} ${s},${s * 2}a${s},${s} 0 0 1 ${-s * 2},0q0,${-s * 0.7} ${s},${-s * 2}z`;

/** A spiral of shrinking half-turns, like a ram's horn. dir 1 curls clockwise. */
function spiralPath(cx: number, cy: number, r: number, dir: 1 | -1): string {
  const radii = [r, r * 0.72, r * 0.5, r * 0.32];
  let x = cx + dir * r;
  let d = p`M${x},${cy}`;
  radii.forEach((ri, i) => {
    const step = (i % 2 === 0 ? -2 : 2) * ri * dir;
    x += step;
    d += p`A${ri},${ri} 0 0 ${dir === 1 ? 1 : 0} ${x},${cy}`;
  });
  return d;
}

/** A ripe ear of wheat: a stalk with paired grains near the top. */
function wheatPath(x: number, base: number, height: number, lean: number): string {
  const topX = x + lean;
  const topY = base - height;
  let d = p`M${x},${base}Q${x},${base - height * 0.5} ${topX},${topY}`;
  for (let i = 0; i < 5; i++) {
    const gx = topX - (lean * i) / 10;
    const gy = topY + 6 + i * 8;
    d += leafPath(gx, gy, 10, -30) + leafPath(gx, gy, 10, 30);
  }
  return d + leafPath(topX, topY + 4, 10, 0);
}

/** Chain links along a quadratic curve from (x1, y1) via (cx, cy) to (x2, y2). */
function chain(x1: number, y1: number, cx: number, cy: number, x2: number, y2: number, links: number): string {
  let out = "";
  for (let i = 0; i <= links; i++) {
    const t = i / links;
    const u = 1 - t;
    const x = u * u * x1 + 2 * u * t * cx + t * t * x2;
    const y = u * u * y1 + 2 * u * t * cy + t * t * y2;
    const dx = 2 * u * (cx - x1) + 2 * t * (x2 - cx);
    const dy = 2 * u * (cy - y1) + 2 * t * (y2 - cy);
    const deg = (Math.atan2(dy, dx) * 180) / Math.PI;
    out += el("ellipse", {
      rx: i % 2 ? 6 : 5,
      ry: i % 2 ? 2.2 : 3.4,
      transform: p`translate(${x} ${y}) rotate(${deg})`,
    });
  }
  return el("g", { fill: "none", stroke: INK.gold, "stroke-width": 1.8 }, out);
}

/** A tall pillar with capital and base. */
function pillar(x: number, top: number, bottom: number, width: number, color: string): string {
  return (
    framed(color, p`M${x},${top}h${width}V${bottom}h${-width}Z`) +
    framed(INK.gold, p`M${x - 6},${top - 12}h${width + 12}v12h${-width - 12}Z`, 0.8) +
    framed(INK.gold, p`M${x - 6},${bottom}h${width + 12}v10h${-width - 12}Z`, 0.8)
  );
}

/** A key with its bow at the top, centred on the origin, turned by deg. */
function key(x: number, y: number, deg: number, color: string): string {
  return el(
    "g",
    { transform: place(x, y, deg), stroke: color, "stroke-width": 4, fill: "none" },
    el("circle", { cy: -48, r: 11 }) + el("path", { d: "M0,-37V50M0,36h12M0,46h14", "stroke-linecap": "square" }),
  );
}

/** A sunflower on a stem rising from y = base. */
function sunflower(x: number, y: number, base: number): string {
  let petals = "";
  for (let i = 0; i < 10; i++) petals += leafPath(x, y, 15, i * 36);
  return (
    ink(INK.leaf, 2.5, p`M${x},${base}V${y}`) +
    fill(INK.goldLight, petals) +
    el("circle", { cx: x, cy: y, r: 6, fill: "#6b4a2a", stroke: INK.gold })
  );
}

/**
 * A one-handled jug tilted by deg (positive pours to the right), with a stream
 * falling from its mouth to (toX, toY).
 */
function pouringJug(x: number, y: number, deg: number, toX: number, toY: number): string {
  const side = deg >= 0 ? -1 : 1;
  const a = (deg * Math.PI) / 180;
  const mouthX = x + 30 * Math.sin(a);
  const mouthY = y - 30 * Math.cos(a);
  const stream = ink(
    SUIT_INK.cups.light,
    2.5,
    p`M${mouthX},${mouthY}Q${mouthX + (toX - mouthX) * 0.3},${mouthY + 10} ${toX},${toY}`,
  );
  const jugArt =
    el("path", {
      d: p`M${15 * side},-10Q${30 * side},-8 ${20 * side},10`,
      fill: "none",
      stroke: INK.gold,
      "stroke-width": 3.5,
    }) +
    el("path", {
      d: "M-8,-22H8V-15Q20,-6 17,8Q14,22 0,22Q-14,22 -17,8Q-20,-6 -8,-15Z",
      fill: INK.goldLight,
      stroke: INK.night,
      "stroke-width": 1.5,
    }) +
    el("path", { d: "M-11,-23H11", stroke: INK.gold, "stroke-width": 3, "stroke-linecap": "round" }) +
    el("path", { d: "M-16,4H16", stroke: INK.gold, "stroke-width": 1.2 });
  return stream + el("g", { transform: place(x, y, deg, 1.2) }, jugArt);
}

function theFool(uid: string): MajorScene {
  return {
    art: () =>
      fill(INK.dusk, "M30,318L66,262L92,290L134,226L176,284L204,258L236,300L270,272V436H30Z", { opacity: 0.7 }) +
      fill(INK.ivory, "M134,226L122,244L134,240L146,246ZM66,262L58,274L68,271L76,276Z", { opacity: 0.6 }) +
      glow(uid, 214, 126, 70) +
      rays(214, 126, 32, 50, 16, INK.goldLight, 1.5) +
      el("circle", { cx: 214, cy: 126, r: 26, fill: INK.goldLight, stroke: INK.gold }) +
      framed("#1c2450", "M30,436V374Q100,348 196,330L212,342Q204,390 214,436Z") +
      ink(INK.goldLight, 4, "M92,358L176,170") +
      framed(INK.crimson, "M172,172Q150,186 158,208Q176,224 196,208Q204,186 182,172Z") +
      ink(INK.gold, 2, "M168,176Q178,184 188,174") +
      rose(128, 322, 15),
    phrase: "a staff with a red bundle and a white rose at the edge of a cliff, beneath a bright sun and snowy peaks",
    motifs: ["staff", "bundle", "rose", "cliff", "sun", "peak"],
  };
}

function theMagician(uid: string): MajorScene {
  return {
    art: () =>
      glow(uid, 150, 150, 90) +
      ink(INK.gold, 4.5, lemniscatePath(150, 112, 42, 20)) +
      rays(150, 152, 12, 26, 10, INK.goldLight, 1.2) +
      framed(INK.ivory, "M146,152H154V290H146Z", 1) +
      el("path", {
        d: dots(
          [
            [150, 150],
            [150, 292],
          ],
          6,
        ),
        fill: INK.goldLight,
      }) +
      framed(INK.dusk, "M44,338H256V352H44Z") +
      ink(INK.gold, 2, "M60,352V410M240,352V410") +
      pipInline("cups", 72, 318, 0, 0.42) +
      pipInline("pentacles", 118, 320, 0, 0.6) +
      pipInline("swords", 178, 298, 0, 0.38) +
      pipInline("wands", 224, 296, 0, 0.4) +
      rose(92, 404, 9, INK.crimson) +
      rose(150, 412, 9, INK.ivory, INK.gold) +
      rose(208, 404, 9, INK.crimson),
    phrase:
      "a gold lemniscate above a raised ivory wand, with a cup, pentacle, sword and wand on a table and three roses below",
    motifs: ["lemniscate", "wand", "cup", "pentacle", "sword", "table", "rose"],
  };
}

function theHighPriestess(_uid: string): MajorScene {
  return {
    art: () =>
      framed(INK.dusk, "M90,126H210V384H90Z", 0.6) +
      fill(
        INK.crimson,
        dots(
          [
            [112, 150],
            [188, 150],
            [150, 196],
            [112, 330],
            [188, 330],
            [150, 360],
          ],
          7,
        ),
        {
          opacity: 0.8,
        },
      ) +
      pillar(54, 120, 420, 32, "#05070f") +
      pillar(214, 120, 420, 32, "#e8dfc6") +
      text(70, 176, 22, INK.ivory, "B") +
      text(230, 176, 22, INK.night, "J") +
      el("circle", { cx: 150, cy: 134, r: 10, fill: INK.ivory }) +
      fill(INK.ivory, crescentPath(128, 134, 11, 4.5, -90) + crescentPath(172, 134, 11, 4.5, 90)) +
      framed(INK.ivory, "M116,238H184V282H116Z", 1) +
      el("path", {
        d: dots(
          [
            [116, 260],
            [184, 260],
          ],
          8,
        ),
        fill: INK.goldLight,
        stroke: INK.gold,
      }) +
      text(150, 266, 14, INK.night, "TORA") +
      fill(INK.ivory, crescentPath(150, 400, 28, 11, 0)),
    phrase:
      "dark and pale pillars marked B and J beside a scroll marked TORA, a triple moon above and a crescent below",
    motifs: ["pillar", "scroll", "moon", "crescent"],
  };
}

function theEmpress(_uid: string): MajorScene {
  let stars = "";
  for (let i = 0; i < 12; i++) {
    const a = ((-165 + (150 * i) / 11) * Math.PI) / 180;
    stars += starPath(150 + 96 * Math.cos(a), 236 + 120 * Math.sin(a), 6, 7, 3);
  }
  return {
    art: () =>
      fill(INK.ivory, stars) +
      framed(INK.dusk, heartPath(150, 252, 116), 2.2) +
      ink(INK.goldLight, 4.5, "M150,256V294M136,276H164") +
      el("circle", { cx: 150, cy: 238, r: 16, fill: "none", stroke: INK.goldLight, "stroke-width": 4.5 }) +
      el("path", {
        d:
          wheatPath(64, 432, 96, -6) +
          wheatPath(84, 432, 110, 4) +
          wheatPath(216, 432, 110, -4) +
          wheatPath(236, 432, 96, 6),
        fill: INK.goldLight,
        stroke: INK.gold,
        "stroke-width": 1.5,
      }),
    phrase:
      "a heart-shaped shield bearing the sign of Venus beneath an arc of twelve stars, with ripe wheat rising below",
    motifs: ["shield", "star", "wheat"],
  };
}

function theEmperor(_uid: string): MajorScene {
  return {
    art: () =>
      framed(
        "#5a2a2a",
        "M30,330L52,250L74,282L100,196L124,240L150,160L176,236L204,188L230,262L252,222L270,270V340H30Z",
        0.8,
      ) +
      framed(INK.dusk, "M90,206H210V410H90Z", 2) +
      ink(INK.gold, 0.8, "M102,218H198V398H102Z") +
      ink(INK.goldLight, 3.5, spiralPath(86, 214, 18, -1) + spiralPath(214, 214, 18, 1)) +
      el("ellipse", { cx: 150, cy: 262, rx: 12, ry: 16, fill: "none", stroke: INK.goldLight, "stroke-width": 5 }) +
      ink(INK.goldLight, 6, "M150,279V368M130,284H170") +
      framed(INK.dusk, "M60,410H240V426H60Z", 1),
    phrase: "a square stone throne with curling ram's-horn spirals, an ankh sceptre before it and red mountains behind",
    motifs: ["throne", "sceptre", "mountain"],
  };
}

function theHierophant(_uid: string): MajorScene {
  return {
    art: () =>
      pillar(50, 124, 410, 28, "#3a4060") +
      pillar(222, 124, 410, 28, "#3a4060") +
      ink(INK.gold, 5, "M150,96V330M138,116H162M132,136H168M126,156H174") +
      el("circle", { cx: 150, cy: 96, r: 5, fill: INK.goldLight }) +
      key(150, 366, -38, INK.gold) +
      key(150, 366, 38, INK.silver) +
      framed(INK.dusk, "M90,420H210V430H90Z", 1),
    phrase: "a triple-barred cross standing between two grey pillars, with a gold key and a silver key crossed below",
    motifs: ["cross", "pillar", "key"],
  };
}

function theLovers(uid: string): MajorScene {
  return {
    art: () =>
      glow(uid, 150, 126, 90) +
      rays(150, 126, 34, 58, 20, INK.goldLight, 1.5) +
      el("circle", { cx: 150, cy: 126, r: 28, fill: INK.goldLight, stroke: INK.gold }) +
      framed(INK.dusk, "M104,420L150,300L196,420Z") +
      ink("#6b4a2a", 6, "M70,420V300M230,420V300") +
      fill(
        SUIT_INK.wands.fill,
        flamePath(70, 300, 12) +
          flamePath(52, 316, 10) +
          flamePath(88, 316, 10) +
          flamePath(60, 290, 8) +
          flamePath(80, 290, 8),
      ) +
      framed("#2c4a3a", "M196,300a34,34 0 1 1 68,0a34,34 0 1 1 -68,0Z", 1) +
      fill(
        INK.crimson,
        dots(
          [
            [216, 284],
            [244, 290],
            [226, 310],
            [250, 314],
            [208, 306],
          ],
          4.5,
        ),
      ) +
      el(
        "g",
        { fill: "none", stroke: INK.goldLight, "stroke-width": 4 },
        el("circle", { cx: 136, cy: 236, r: 22 }) + el("circle", { cx: 164, cy: 236, r: 22 }),
      ),
    phrase:
      "two interlocking gold rings above a lone peak, beneath a radiant sun, between a tree of flames and a tree of red fruit",
    motifs: ["ring", "peak", "sun", "tree", "flame", "fruit"],
  };
}

function theChariot(_uid: string): MajorScene {
  let stars = "";
  for (let i = 0; i < 6; i++) {
    const t = (i + 0.5) / 6;
    stars += starPath(72 + 156 * t, 146 - 64 * t * (1 - t) * 2, 6, 6, 2.5);
  }
  return {
    art: () =>
      ink(INK.gold, 3, "M76,150V240M224,150V240") +
      framed(INK.dusk, "M66,150Q150,88 234,150Q150,118 66,150Z", 1.5) +
      fill(INK.ivory, stars) +
      framed(INK.dusk, "M70,238H230V334H70Z", 2) +
      fill(
        INK.goldLight,
        "M138,280Q110,262 90,270Q110,276 112,286Q124,290 138,284ZM162,280Q190,262 210,270Q190,276 188,286Q176,290 162,284Z",
      ) +
      el("circle", { cx: 150, cy: 281, r: 12, fill: INK.gold, stroke: INK.night }) +
      rays(100, 352, 4, 26, 8, INK.gold, 2) +
      rays(200, 352, 4, 26, 8, INK.gold, 2) +
      el(
        "g",
        { fill: "none", stroke: INK.gold, "stroke-width": 3 },
        el("circle", { cx: 100, cy: 352, r: 28 }) + el("circle", { cx: 200, cy: 352, r: 28 }),
      ) +
      el("circle", { cx: 116, cy: 412, r: 12, fill: "#05070f", stroke: INK.gold }) +
      el("circle", { cx: 184, cy: 412, r: 12, fill: INK.ivory, stroke: INK.gold }),
    phrase:
      "a square chariot bearing a winged disc on spoked wheels under a canopy of stars, a dark and a pale orb before it",
    motifs: ["chariot", "wheel", "canopy", "star", "orb"],
  };
}

function strength(uid: string): MajorScene {
  let petals = "";
  let inner = "";
  for (let i = 0; i < 8; i++) {
    petals += leafPath(150, 306, 50, i * 45);
    inner += leafPath(150, 306, 30, i * 45 + 22.5);
  }
  let garland = "";
  for (let i = 1; i < 8; i++) {
    const t = i / 8;
    const u = 1 - t;
    const x = u * u * 104 + 2 * u * t * 150 + t * t * 196;
    const y = u * u * 140 + 2 * u * t * 330 + t * t * 140;
    garland += rose(x, y, 7, INK.crimson);
  }
  return {
    art: () =>
      glow(uid, 150, 136, 90) +
      hills(400, "#2c4a3a") +
      ink(INK.leaf, 2, "M104,140Q150,330 196,140") +
      garland +
      fill(INK.ivory, petals, { stroke: INK.gold, "stroke-width": 1 }) +
      fill(INK.crimson, inner, { opacity: 0.9 }) +
      el("circle", { cx: 150, cy: 306, r: 10, fill: INK.gold }) +
      ink(INK.gold, 5, lemniscatePath(150, 132, 46, 22)),
    phrase:
      "a glowing gold lemniscate above a full-blown flower, linked to it by a garland of small roses, over green hills",
    motifs: ["lemniscate", "flower", "garland", "rose", "hill"],
  };
}

function theHermit(uid: string): MajorScene {
  return {
    art: () =>
      framed(INK.dusk, "M30,436V404L150,300L270,404V436Z") +
      fill(INK.ivory, "M150,300L126,321L140,316L150,328L162,316L174,321Z") +
      ink(INK.goldLight, 5, "M98,420L114,108Q116,88 134,90Q150,92 150,108") +
      ink(INK.gold, 1.5, "M150,108V146", { "stroke-dasharray": "3 2" }) +
      glow(uid, 150, 196, 90) +
      framed(INK.gold, "M130,162L150,146L170,162Z", 1) +
      framed("#3a3114", "M132,162H168V230H132Z", 1.5) +
      star(150, 196, 6, 14, 8, INK.ivory) +
      framed(INK.gold, "M132,230H168L160,240H140Z", 1),
    phrase: "a lantern holding a six-pointed star, hung from a tall crooked staff above a snowy peak",
    motifs: ["lantern", "star", "staff", "peak"],
  };
}

function wheelOfFortune(_uid: string): MajorScene {
  const letters = [
    [150, 171, "T"],
    [235, 256, "A"],
    [150, 341, "R"],
    [65, 256, "O"],
  ] as const;
  return {
    art: () =>
      el("circle", { cx: 150, cy: 250, r: 98, fill: INK.dusk, stroke: INK.gold, "stroke-width": 3 }) +
      el("circle", { cx: 150, cy: 250, r: 74, fill: "none", stroke: INK.gold, "stroke-width": 1.5 }) +
      rays(150, 250, 28, 74, 8, INK.goldLight, 3) +
      el("circle", { cx: 150, cy: 250, r: 28, fill: "none", stroke: INK.gold, "stroke-width": 1.5 }) +
      el("circle", { cx: 150, cy: 250, r: 9, fill: INK.goldLight }) +
      fill(
        INK.gold,
        dots(
          [
            [210, 190],
            [210, 310],
            [90, 310],
            [90, 190],
          ],
          3.5,
        ),
      ) +
      letters.map(([x, y, l]) => text(x, y, 18, INK.ivory, l)).join("") +
      fill(
        INK.ivory,
        starPath(56, 104, 8, 10, 4) +
          starPath(244, 104, 8, 10, 4) +
          starPath(56, 404, 8, 10, 4) +
          starPath(244, 404, 8, 10, 4),
      ),
    phrase: "an eight-spoked gold wheel lettered T, A, R and O, with a small star in each of the four corners",
    motifs: ["wheel", "star"],
  };
}

function justice(_uid: string): MajorScene {
  return {
    art: () =>
      fill(INK.crimson, "M78,120H222V404H78Z", { opacity: 0.25 }) +
      pillar(50, 124, 404, 26, "#3a4060") +
      pillar(224, 124, 404, 26, "#3a4060") +
      pipInline("swords", 150, 228, 0, 1.15) +
      ink(INK.gold, 3, "M82,252H218") +
      ink(INK.gold, 1.2, "M82,252L64,316M82,252L100,316M218,252L200,316M218,252L236,316") +
      fill(INK.gold, "M58,316H106Q82,336 58,316ZM194,316H242Q218,336 194,316Z") +
      el("circle", { cx: 150, cy: 252, r: 5, fill: INK.goldLight }) +
      framed(INK.dusk, "M60,404H240V418H60ZM44,418H256V430H44Z", 1),
    phrase: "an upright sword above a pair of balanced gold scales, set between two grey pillars and a crimson veil",
    motifs: ["sword", "scales", "pillar", "veil"],
  };
}

function theHangedMan(uid: string): MajorScene {
  const leaves =
    leafPath(92, 108, 14, -30) +
    leafPath(208, 108, 14, 30) +
    leafPath(142, 200, 14, -60) +
    leafPath(158, 260, 14, 60) +
    leafPath(142, 360, 14, -60);
  return {
    art: () =>
      framed("#5c4326", "M142,116H158V430H142ZM78,104H222V120H78Z") +
      fill(INK.leaf, leaves) +
      ink(INK.ivory, 2, "M150,120V262") +
      glow(uid, 150, 300, 70) +
      rays(150, 300, 40, 60, 24, INK.goldLight, 1.2) +
      el("circle", { cx: 150, cy: 300, r: 34, fill: "none", stroke: INK.goldLight, "stroke-width": 5 }) +
      hills(410, "#2c4a3a"),
    phrase: "a rope hanging from a leafy tau cross of living wood, ending in a radiant golden halo above green hills",
    motifs: ["rope", "cross", "halo", "hill"],
  };
}

function death(_uid: string): MajorScene {
  return {
    art: () =>
      el("rect", { x: 30, y: 396, width: 240, height: 40, fill: SUIT_INK.cups.fill, opacity: 0.25 }) +
      waves(36, 264, 406, 3, SUIT_INK.cups.light) +
      arcRays(214, 396, 26, 44, 7, -165, -15, INK.goldLight, 1.2) +
      fill(INK.goldLight, "M194,396A20,20 0 0 1 234,396Z") +
      framed(INK.dusk, "M164,396V332h6v-6h6v6h6v-6h6v6h6V396ZM240,396V332h6v-6h6v6h6v-6h6v6h2V396Z", 1) +
      ink(INK.goldLight, 3.5, "M70,432V100") +
      el("circle", { cx: 70, cy: 96, r: 5, fill: INK.gold }) +
      framed("#05070f", "M72,108H240Q226,152 240,196Q196,204 156,200Q114,204 72,210Z") +
      rose(156, 156, 34) +
      star(156, 156, 5, 6, 3, INK.goldLight),
    phrase: "a black banner bearing a white rose, flying over a river and a setting sun between two distant towers",
    motifs: ["banner", "rose", "river", "sun", "tower"],
  };
}

function temperance(uid: string): MajorScene {
  return {
    art: () =>
      framed(INK.dusk, "M30,344Q120,320 270,340V436H30Z", 0.8) +
      ink(INK.ivory, 3, "M226,342Q180,370 200,396T150,436", { opacity: 0.5 }) +
      glow(uid, 230, 330, 40) +
      fill(INK.goldLight, "M214,334L218,318L226,328L230,314L234,328L242,318L246,334Z") +
      el("rect", { x: 128, y: 96, width: 44, height: 44, fill: "none", stroke: INK.gold, "stroke-width": 2 }) +
      fill(INK.goldLight, "M150,104L167,134H133Z") +
      ink(SUIT_INK.cups.light, 4, "M118,196C170,194 206,246 204,290", { opacity: 0.85 }) +
      pipInline("cups", 98, 214, 30, 0.8) +
      pipInline("cups", 206, 320, -14, 0.8) +
      el("ellipse", { cx: 82, cy: 404, rx: 46, ry: 12, fill: SUIT_INK.cups.fill, opacity: 0.6 }) +
      ink(INK.leaf, 2, "M146,430V388M162,430V396") +
      fill(
        "#8a6cc0",
        leafPath(146, 388, 14, -30) +
          leafPath(146, 388, 14, 30) +
          leafPath(162, 396, 12, -30) +
          leafPath(162, 396, 12, 30),
      ),
    phrase:
      "water flowing in an arc between two cups beneath a triangle within a square, beside a pool, irises and a path to a crown",
    motifs: ["water", "cup", "triangle", "pool", "iris", "path", "crown"],
  };
}

function theDevil(uid: string): MajorScene {
  return {
    art: () =>
      glow(uid, 150, 132, 70) +
      el("circle", { cx: 150, cy: 132, r: 42, fill: "none", stroke: INK.gold, "stroke-width": 2 }) +
      ink(INK.goldLight, 3, pentagramPath(150, 132, 38, true), { "stroke-linejoin": "round" }) +
      framed("#05070f", "M96,238H204V252H96ZM106,252H194V364H106Z") +
      el("circle", { cx: 150, cy: 288, r: 10, fill: "none", stroke: INK.goldLight, "stroke-width": 3 }) +
      chain(142, 296, 94, 320, 84, 392, 11) +
      chain(158, 296, 206, 320, 216, 392, 11) +
      el(
        "g",
        { fill: "none", stroke: INK.goldLight, "stroke-width": 3 },
        el("circle", { cx: 84, cy: 404, r: 10 }) + el("circle", { cx: 216, cy: 404, r: 10 }),
      ) +
      ink(INK.gold, 1, "M40,424H260", { opacity: 0.6 }),
    phrase:
      "an inverted pentagram above a dark pedestal, with two heavy chains hanging loosely from a ring on its front",
    motifs: ["pentagram", "pedestal", "chain", "ring"],
  };
}

function theTower(_uid: string): MajorScene {
  const sparks =
    flamePath(70, 230, 7) +
    flamePath(88, 300, 6) +
    flamePath(58, 352, 7) +
    flamePath(226, 252, 7) +
    flamePath(242, 320, 6) +
    flamePath(214, 372, 7);
  return {
    art: () =>
      framed(INK.dusk, "M64,436L86,402L128,392L178,396L216,406L236,436Z") +
      framed("#2a2f55", "M118,396L126,172H174L182,396Z", 2) +
      ink(INK.gold, 0.8, "M124,230H176M122,290H178M120,350H180", { opacity: 0.6 }) +
      fill(SUIT_INK.wands.light, "M140,212h20v22h-20zM132,262h14v20h-14zM154,312h14v20h-14z") +
      fill(
        INK.crimson,
        flamePath(134, 172, 9) +
          flamePath(150, 172, 12) +
          flamePath(166, 172, 9) +
          flamePath(137, 212, 5) +
          flamePath(160, 312, 6),
      ) +
      el(
        "g",
        { transform: place(206, 140, 28) },
        framed(INK.gold, "M-24,10L-28,-14L-12,-2L0,-20L12,-2L28,-14L24,10Z", 1),
      ) +
      ink(INK.goldLight, 7, "M56,80L96,118L80,124L118,150L104,156L144,176", {
        "stroke-linejoin": "miter",
        "stroke-linecap": "butt",
      }) +
      ink(INK.ivory, 2, "M56,80L96,118L80,124L118,150L104,156L144,176", { "stroke-linejoin": "miter" }) +
      fill(INK.goldLight, sparks),
    phrase:
      "a dark tower struck by a zig-zag of lightning, flames at its top, its crown toppling and sparks falling through the night",
    motifs: ["tower", "lightning", "flame", "crown", "spark"],
  };
}

function theStar(uid: string): MajorScene {
  const small = [
    [62, 104],
    [238, 104],
    [44, 184],
    [256, 184],
    [82, 254],
    [218, 254],
    [150, 244],
  ] as const;
  return {
    art: () =>
      glow(uid, 150, 146, 100) +
      star(150, 146, 8, 52, 20, INK.goldLight) +
      star(150, 146, 8, 24, 10, INK.ivory) +
      fill(INK.ivory, small.map(([x, y]) => starPath(x, y, 8, 11, 4)).join("")) +
      framed(INK.dusk, "M178,436Q186,362 228,352Q254,346 270,350V436Z", 0.8) +
      el("ellipse", { cx: 124, cy: 396, rx: 92, ry: 22, fill: SUIT_INK.cups.fill, opacity: 0.5 }) +
      waves(52, 196, 392, 2, SUIT_INK.cups.light) +
      pouringJug(78, 322, 55, 118, 392) +
      pouringJug(232, 306, -55, 212, 354),
    phrase:
      "a great eight-pointed star among seven smaller ones, above two jugs pouring water, one into a still pool and one onto the land",
    motifs: ["star", "jug", "water", "pool"],
  };
}

function theMoon(uid: string): MajorScene {
  const drops: [number, number][] = [
    [106, 214],
    [128, 232],
    [150, 212],
    [172, 232],
    [194, 214],
    [117, 252],
    [183, 252],
  ];
  return {
    art: () =>
      glow(uid, 150, 136, 100) +
      rays(150, 136, 48, 70, 16, INK.goldLight, 1.5) +
      rays(150, 136, 48, 60, 16, INK.goldLight, 1.5, 0.5) +
      el("circle", {
        cx: 150,
        cy: 136,
        r: 42,
        fill: INK.ivory,
        "fill-opacity": 0.2,
        stroke: INK.goldLight,
        "stroke-width": 2,
      }) +
      fill(INK.goldLight, crescentPath(150, 136, 36, 16, 90)) +
      fill(INK.goldLight, drops.map(([x, y]) => dropPath(x, y, 4)).join("")) +
      hills(316, "#1f2a4a") +
      framed(INK.dusk, "M40,380V262h6v-8h6v8h8v-8h6v8h8v-8h6v8V380ZM226,380V262h6v-8h6v8h8v-8h6v8h8v-8h6v8V380Z", 1.2) +
      fill(INK.goldLight, "M54,290h10v16h-10zM240,290h10v16h-10z") +
      ink(INK.ivory, 5, "M150,420Q196,392 152,368T156,330T150,316", { opacity: 0.45 }) +
      el("ellipse", { cx: 150, cy: 424, rx: 86, ry: 12, fill: SUIT_INK.cups.fill, opacity: 0.7 }),
    phrase:
      "a full moon cradling a crescent, dew falling between two towers onto a winding path that leads from a pool",
    motifs: ["moon", "crescent", "tower", "path", "pool"],
  };
}

function theSun(uid: string): MajorScene {
  let wavy = "";
  for (let i = 0; i < 8; i++) {
    const a = ((i * 45 + 22.5) * Math.PI) / 180;
    const c = Math.cos(a);
    const s = Math.sin(a);
    const pt = (r: number, off: number) => `${fmt(150 + r * c - off * s)},${fmt(184 + r * s + off * c)}`;
    wavy += `M${pt(62, 0)}Q${pt(72, 8)} ${pt(82, 0)}T${pt(102, 0)}`;
  }
  return {
    art: () =>
      glow(uid, 150, 184, 130) +
      rays(150, 184, 60, 112, 8, INK.goldLight, 3) +
      ink(INK.goldLight, 2.5, wavy) +
      el("circle", { cx: 150, cy: 184, r: 52, fill: INK.goldLight, stroke: INK.gold, "stroke-width": 2 }) +
      el("circle", { cx: 150, cy: 184, r: 40, fill: "none", stroke: INK.gold, "stroke-width": 1 }) +
      sunflower(78, 316, 356) +
      sunflower(126, 300, 356) +
      sunflower(174, 300, 356) +
      sunflower(222, 316, 356) +
      framed("#5a2a2a", "M34,354H266V400H34Z") +
      ink(
        INK.gold,
        0.8,
        "M34,369H266M34,385H266M70,354V369M130,354V369M190,354V369M250,354V369M100,369V385M160,369V385M220,369V385M70,385V400M130,385V400M190,385V400M250,385V400",
        { opacity: 0.7 },
      ),
    phrase: "a great sun with straight and wavy rays shining over a brick wall lined with four sunflowers",
    motifs: ["sun", "wall", "sunflower"],
  };
}

function judgement(uid: string): MajorScene {
  return {
    art: () =>
      cloud(92, 130, 110, INK.ivory, 0.3) +
      cloud(206, 120, 110, INK.ivory, 0.3) +
      glow(uid, 196, 222, 70) +
      rays(204, 228, 40, 70, 14, INK.goldLight, 1) +
      el(
        "g",
        { transform: place(128, 170, 38) },
        ink(INK.gold, 5, "M-70,0H46") +
          el("circle", { cx: -72, r: 4, fill: INK.gold }) +
          framed(INK.goldLight, "M40,-4L84,-24Q78,0 84,24L40,4Z", 1) +
          framed(INK.ivory, "M-24,3H14V40H-24Z", 1) +
          ink(INK.crimson, 5, "M-5,8V35M-19,21H9", { "stroke-linecap": "butt" }),
      ) +
      fill(INK.ivory, "M30,352L66,300L96,340L136,292L176,344L216,296L270,352Z", { opacity: 0.5 }) +
      el("rect", { x: 30, y: 352, width: 240, height: 84, fill: SUIT_INK.cups.fill, opacity: 0.25 }) +
      waves(36, 264, 404, 3, SUIT_INK.cups.light) +
      framed(INK.dusk, "M50,370h50v22h-50zM125,378h50v22h-50zM200,370h50v22h-50z", 1.2) +
      ink(INK.gold, 2, "M50,370l-8,-16M125,378l-8,-16M200,370l-8,-16"),
    phrase:
      "a gold trumpet hung with a red-cross banner, sounding from the clouds over three open coffins afloat before pale mountains",
    motifs: ["trumpet", "banner", "cross", "cloud", "coffin", "mountain"],
  };
}

function theWorld(uid: string): MajorScene {
  let leaves = "";
  for (let i = 0; i < 28; i++) {
    const t = (2 * Math.PI * i) / 28;
    const x = 150 + 74 * Math.sin(t);
    const y = 256 - 118 * Math.cos(t);
    const tangent = (Math.atan2(118 * Math.sin(t), 74 * Math.cos(t)) * 180) / Math.PI;
    leaves += leafPath(x, y, 16, tangent + 90 + (i % 2 ? 30 : -30));
  }
  const tri = (x: number, y: number, up: boolean, bar: boolean) => {
    const s = up ? 1 : -1;
    return (
      p`M${x},${y - 13 * s}L${x + 13},${y + 10 * s}H${x - 13}Z` + (bar ? p`M${x - 12},${y + 2 * s}H${x + 12}` : "")
    );
  };
  return {
    art: () =>
      glow(uid, 150, 256, 80) +
      el("ellipse", { cx: 150, cy: 256, rx: 74, ry: 118, fill: "none", stroke: INK.leaf, "stroke-width": 4 }) +
      fill(INK.leaf, leaves, { stroke: INK.gold, "stroke-width": 0.6 }) +
      framed(INK.crimson, lemniscatePath(150, 138, 20, 10) + lemniscatePath(150, 374, 20, 10), 1) +
      star(150, 256, 8, 32, 12, INK.goldLight) +
      star(150, 256, 8, 14, 6, INK.ivory) +
      ink(
        INK.gold,
        2,
        tri(52, 104, true, false) + tri(248, 100, false, false) + tri(52, 404, true, true) + tri(248, 400, false, true),
        {
          "stroke-linejoin": "round",
        },
      ),
    phrase:
      "a laurel wreath tied with two red ribbons around a bright star, the four elemental triangles in the corners",
    motifs: ["wreath", "ribbon", "star", "triangle"],
  };
}

const MAJORS: ((uid: string) => MajorScene)[] = [
  theFool,
  theMagician,
  theHighPriestess,
  theEmpress,
  theEmperor,
  theHierophant,
  theLovers,
  theChariot,
  strength,
  theHermit,
  wheelOfFortune,
  justice,
  theHangedMan,
  death,
  temperance,
  theDevil,
  theTower,
  theStar,
  theMoon,
  theSun,
  judgement,
  theWorld,
];

/** The composition for major arcana number `rank` (0 The Fool … 21 The World). */
export function majorScene(rank: number, uid: string): MajorScene {
  const draw = MAJORS[rank];
  if (!draw) throw new RangeError(`No major arcana card numbered ${rank}`);
  return draw(uid);
}
