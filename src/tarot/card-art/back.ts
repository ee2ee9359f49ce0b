/**
 * The shared card back. It is symmetric under a half turn, so a card lying
 * face down never gives away whether it will come up reversed.
 */
import { cardDocument } from "./frame";
import { INK } from "./palette";
import { crescentPath, rays, starPath } from "./shapes";
import { el } from "./svg";

export const CARD_BACK_ALT =
  "Card back: a gold eight-pointed star inside concentric rings with four crescent moons, amid a lattice of small stars on night blue.";

const CX = 150;
const CY = 260;

function lattice(): string {
  let d = "";
  for (let row = 0; row < 9; row++) {
    for (let col = 0; col < 6; col++) {
      const x = 40 + col * 44 + (row % 2 ? 22 : 0);
      const y = 44 + row * 54;
      if (x > 262) continue;
      // Keep clear of the central medallion.
      if (Math.hypot(x - CX, y - CY) < 132) continue;
      d += starPath(x, y, 4, 4, 1.3);
    }
  }
  return el("path", { d, fill: INK.goldLight, opacity: 0.55 });
}

export function renderCardBackSvg(): string {
  const art =
    lattice() +
    el("circle", { cx: CX, cy: CY, r: 120, fill: `url(#back-glow)` }) +
    rays(CX, CY, 106, 116, 48, INK.gold, 1) +
    el("circle", { cx: CX, cy: CY, r: 104, fill: INK.night, stroke: INK.gold, "stroke-width": 2 }) +
    el("circle", { cx: CX, cy: CY, r: 92, fill: "none", stroke: INK.goldLight, "stroke-width": 0.8 }) +
    el("path", {
      d:
        crescentPath(CX, CY - 76, 12, 5, 0) +
        crescentPath(CX, CY + 76, 12, 5, 180) +
        crescentPath(CX - 76, CY, 12, 5, -90) +
        crescentPath(CX + 76, CY, 12, 5, 90),
      fill: INK.ivory,
    }) +
    el("path", { d: starPath(CX, CY, 8, 60, 24), fill: INK.gold, stroke: INK.goldLight, "stroke-width": 1 }) +
    el("path", { d: starPath(CX, CY, 8, 30, 13), fill: INK.navy, stroke: INK.goldLight, "stroke-width": 1 }) +
    el("circle", { cx: CX, cy: CY, r: 7, fill: INK.ivory }) +
    el("path", {
      d: `${starPath(CX, 64, 8, 14, 5)}${starPath(CX, 456, 8, 14, 5)}M${CX},84V132M${CX},388V436`,
      fill: INK.goldLight,
      stroke: INK.gold,
      "stroke-width": 1,
    });
  return cardDocument({ uid: "back", title: "Tarot card back", accent: INK.gold, art });
}
