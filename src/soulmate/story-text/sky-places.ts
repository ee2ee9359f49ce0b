/**
 * Where the planets and the moon stood at dusk, in words: shared by the place panel and the
 * oracle cards. Not a phrase bank: these take sky figures, not the story context.
 */
import type { SkyPlace, TownSky } from "../astro";

/** Where something stood at dusk, in words: "low in the west", "almost overhead". */
export function whereInSky(p: SkyPlace): string {
  if (p.altitude >= 70) return "almost overhead";
  if (p.altitude < 20) return `low in the ${p.direction}`;
  if (p.altitude >= 45) return `high in the ${p.direction}`;
  return `in the ${p.direction}`;
}

/** "Venus", "Venus and Mars", "Venus, Mars and Saturn". */
export function andList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * The evening planets grouped by where they stood, so no sentence names one place twice: those
 * almost overhead together, the rest by compass point, low or high only when all of them were.
 */
export function planetGroups(planets: TownSky["eveningPlanets"]): { names: string[]; where: string }[] {
  const groups: { key: string; items: TownSky["eveningPlanets"] }[] = [];
  for (const p of planets) {
    const key = p.altitude >= 70 ? "overhead" : p.direction;
    const group = groups.find((g) => g.key === key);
    if (group) group.items.push(p);
    else groups.push({ key, items: [p] });
  }
  return groups.map(({ key, items }) => {
    const names = items.map((p) => p.planet);
    if (key === "overhead" || items.length === 1) return { names, where: whereInSky(items[0] as SkyPlace) };
    const height = items.every((p) => p.altitude < 20) ? "low " : items.every((p) => p.altitude >= 45) ? "high " : "";
    return { names, where: `${height}in the ${key}` };
  });
}
