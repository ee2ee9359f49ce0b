/**
 * `npm run samples`: renders the landing page's sample images (public/samples/),
 * the link previews of / and /tarot (public/og/, scripts/samples/page-previews.ts)
 * and the documentation images (docs/samples/) from the real generator, with
 * one fixed example order (scripts/samples/soulmate.ts). Re-run it after changing
 * the art and commit the output: the samples test fails until you do.
 */
import fs from "node:fs";
import path from "node:path";
import { readPngInfo } from "../src/art/png";
import { renderPagePreviews } from "./samples/page-previews";
import { loadAssets, MAX_WEB_SAMPLE_BYTES, renderSoulmateSamples, root } from "./samples/soulmate";

let tooBig = false;
const assets = loadAssets();
// The link previews of / and /tarot come second: the home page's shows the card samples just written.
for (const render of [renderSoulmateSamples, renderPagePreviews]) {
  for (const { file, bytes } of await render(assets)) {
    const out = path.join(root, file);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, bytes);
    const info = readPngInfo(bytes);
    console.log(`  ${file}  ${info.width}×${info.height}  ${(bytes.length / 1024).toFixed(0)} KB`);
    if (file.startsWith("public/") && bytes.length > MAX_WEB_SAMPLE_BYTES) tooBig = true;
  }
}
if (tooBig) {
  console.error(`A landing-page sample is over ${MAX_WEB_SAMPLE_BYTES / 1024} KB.`);
  process.exitCode = 1;
}
