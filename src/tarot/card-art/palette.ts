/** The site's night-and-gold palette, plus one accent per suit. */
import type { Suit } from "../deck/types";

export const INK = {
  night: "#0b1026",
  navy: "#141a3a",
  dusk: "#222a5c",
  gold: "#d4af37",
  goldLight: "#e9c46a",
  ivory: "#f5ecd7",
  silver: "#b9c3d4",
  crimson: "#b23a48",
  leaf: "#8fb573",
} as const;

export type SuitInk = { fill: string; light: string; word: string };

export const SUIT_INK: Record<Suit, SuitInk> = {
  wands: { fill: "#c8823a", light: "#e3a85e", word: "ochre" },
  cups: { fill: "#2f8f96", light: "#7cc8c8", word: "teal" },
  swords: { fill: "#9fb3cf", light: "#dde7f3", word: "silver-blue" },
  pentacles: { fill: "#8a9a3c", light: "#c9cf7a", word: "green-gold" },
};
