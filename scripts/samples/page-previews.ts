/**
 * The link previews of / and /tarot (their og:image, docs/decisions/0058), made in memory by the
 * shop's own drawing: the frame and lettering of a saved reading's preview (src/tarot/reading-preview.ts)
 * around the landing page's soulmate card samples, and around three of our tarot faces.
 * scripts/render-samples.ts writes them to public/og/; test/domain/samples.test.ts compares
 * them with the committed files.
 */
import fs from "node:fs";
import path from "node:path";
import type { ArtAssets } from "../../src/art/assets";
import { createMeasure } from "../../src/art/measure";
import { pagePreviewSvg, renderPreviewPng } from "../../src/tarot/reading-preview";
import { root } from "./soulmate";

export type PagePreview = { file: string; bytes: Uint8Array };

const FOOTER = "A$14.99 · for entertainment purposes only";

/** The landing page's soulmate card samples (public/samples/, drawn by `npm run samples`), as data addresses. */
function sampleCard(n: number): string {
  const bytes = fs.readFileSync(path.join(root, "public", "samples", `card-${n}.png`));
  return `data:image/png;base64,${bytes.toString("base64")}`;
}

export async function renderPagePreviews(assets: ArtAssets): Promise<PagePreview[]> {
  const measure = createMeasure(assets);
  const home = pagePreviewSvg(
    "home",
    {
      eyebrow: "SOULMATE STORIES",
      title: "Your Soulmate Story",
      lines: ["A storybook, keepsake cards and an oracle pack, drawn from your own birth sky"],
      footer: FOOTER,
    },
    [1, 2, 3].map((n) => ({ kind: "image", href: sampleCard(n) })),
    measure,
  );
  const tarot = pagePreviewSvg(
    "tarot",
    {
      eyebrow: "SOULMATE STORIES · AI TAROT",
      title: "AI Tarot Reading",
      lines: ["Shuffle, choose your spread and turn your cards; your reading is saved at its own link"],
      footer: FOOTER,
    },
    ["the-star", "the-lovers", "the-sun"].map((id) => ({ kind: "card", id, reversed: false })),
    measure,
  );
  return [
    { file: "public/og/home.png", bytes: await renderPreviewPng(home, assets) },
    { file: "public/og/tarot.png", bytes: await renderPreviewPng(tarot, assets) },
  ];
}
