/**
 * The link previews (docs/decisions/0057, 0058): a saved reading's picture shows its own cards as
 * they lie and never its intention, is 1200 × 630, and is the same bytes every time it is drawn
 * (so two first requests that both draw it store the same file). The committed pictures of / and
 * /tarot are checked with the other samples (test/domain/samples.test.ts).
 */
import { describe, expect, it } from "vitest";
import { loadAssets } from "../../../scripts/samples/soulmate";
import { createMeasure } from "../../../src/art/measure";
import { readPngInfo } from "../../../src/art/png";
import { POSITION_LABELS, type ReadingView } from "../../../src/shared/tarot";
import { cardById } from "../../../src/tarot/deck";
import { buildReadingPreview, readingPreviewSvg } from "../../../src/tarot/reading-preview";

const assets = loadAssets();
const SECRET = "Should I leave Tom for Sam? <script>alert(1)</script>";

function reading(ids: string[], overrides: Partial<ReadingView> = {}): ReadingView {
  const spread = ids.length === 1 ? "one_card" : ids.length === 3 ? "three_card" : "celtic_cross";
  return {
    id: "5f0c3e1a-8a9b-4c2d-9e7f-0a1b2c3d4e5f",
    spread_type: spread,
    intention: SECRET,
    cards: ids.map((id, i) => ({
      id,
      name: cardById(id)?.name ?? "A Card We Do Not Know",
      imageUrl: `/api/tarot/cards/${id}.svg`,
      alt: id,
      reversed: i % 2 === 1,
      position: POSITION_LABELS[spread][i] ?? "",
    })),
    interpretation: "Never drawn.",
    created_at: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}

const CROSS = [
  "the-tower",
  "the-moon",
  "three-of-cups",
  "king-of-swords",
  "the-hermit",
  "ace-of-wands",
  "six-of-pentacles",
  "the-empress",
  "page-of-cups",
  "the-world",
];

describe("a saved reading's preview", () => {
  it.each([[["the-sun"]], [["the-fool", "the-star", "ace-of-cups"]], [CROSS]])(
    "draws the reading's own cards, reversed ones turned, and never its intention (%j)",
    (ids) => {
      const svg = readingPreviewSvg(reading(ids), createMeasure(assets));
      for (const [i, id] of ids.entries()) {
        // Each face is our drawing of that card (its ids carry the card's), turned when reversed.
        expect(svg).toContain(`id="t-${id}-bg"`);
        const placed = svg.slice(0, svg.indexOf(`aria-labelledby="t-${id}-title"`)).lastIndexOf("<g transform=");
        expect(svg.slice(placed, placed + 80).includes("rotate(180)"), id).toBe(i % 2 === 1);
      }
      expect(svg.match(/aria-labelledby="t-/g)).toHaveLength(ids.length);
      for (const word of ["Tom", "Sam", "script", "alert"]) expect(svg).not.toContain(word);
    },
  );

  it("is a 1200 × 630 PNG, the same bytes every time", async () => {
    const view = reading(["the-fool", "the-star", "ace-of-cups"]);
    const [first, second] = [await buildReadingPreview(view, assets), await buildReadingPreview(view, assets)];
    expect(readPngInfo(first)).toMatchObject({ width: 1200, height: 630 });
    expect(second).toEqual(first);
    // Small enough for chat apps that skip large pictures (WhatsApp's limit is about 300 KB).
    expect(first.length).toBeLessThan(300 * 1024);
  });

  it("draws a card the deck does not know as a panel with its name", () => {
    const svg = readingPreviewSvg(reading(["the-sun", "no-such-card", "the-moon"]), createMeasure(assets));
    expect(svg).toContain(">A Card We Do Not Know</text>");
    expect(svg.match(/aria-labelledby="t-/g)).toHaveLength(2);
  });
});
