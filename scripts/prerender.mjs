/**
 * After `vite build`: renders the static pages to HTML so they paint before
 * any JavaScript arrives (Lighthouse measured a client-only SPA at LCP 1.8 s).
 * - dist/client/app-shell.html: the untouched SPA shell, served by the Worker
 *   for every other page; dist/client/page-shell.html, the shell for pages the
 *   Worker renders itself (a saved reading), with the prerendered pages' head.
 * - dist/client/index.html, tarot.html, privacy.html, terms.html, refunds.html:
 *   the prerendered pages, served directly by the assets binding. They carry
 *   the stylesheet inline and preload subsets of the web fonts (below), so their
 *   first paint needs the HTML and two small fonts, nothing else.
 * Each page is put into page-shell.html by app/render-page.tsx, as the Worker
 * puts the pages it renders on request.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import subsetFont from "subset-font";
import { chunkClosure, readManifest } from "./vite-manifest.mjs";

const root = path.resolve(import.meta.dirname, "..");
const client = path.join(root, "dist", "client");
const { prerenderPage, PRERENDERED_PATHS } = await import(
  pathToFileURL(path.join(root, "dist", "prerender", "entry-prerender.js")).href
);

const built = readFileSync(path.join(client, "index.html"), "utf8");

// The app shell links the stylesheet and preloads the Latin faces of the two web fonts, so text
// settles in its final font before the app renders.
const stylesheet = built.match(/<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/);
if (!stylesheet) throw new Error("the built index.html links no stylesheet");
const fontPreload = (file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`;
const fullFontPreloads = readdirSync(path.join(client, "assets"))
  .filter((file) => /^(inter|cinzel)-latin-wght-normal-.*\.woff2$/.test(file))
  .map((file) => fontPreload(`assets/${file}`));
if (fullFontPreloads.length !== 2)
  throw new Error(`expected 2 font files to preload, found ${fullFontPreloads.length}`);
// Stylesheet first, then the fonts, then the script: what paints comes before what hydrates.
const shell = built
  .replace(stylesheet[0], "")
  .replace('<link rel="icon"', `${stylesheet[0]}\n    ${fullFontPreloads.join("\n    ")}\n    <link rel="icon"`);

// A prerendered page paints from its HTML alone (docs/decisions/0020): the stylesheet is inlined,
// and instead of the full Latin faces (Inter 49 KB, Cinzel 26 KB) it preloads subsets with the
// characters and weights the shop's text uses (printable ASCII and typographic punctuation,
// weights 400–700), about half the bytes. They are "Inter Early" and "Cinzel Early", first in
// --font-sans and --font-display (app/app.css), so the full faces are fetched only for a
// character outside the subset.
const css = readFileSync(path.join(client, stylesheet[1]), "utf8");
if (/<\/style/i.test(css)) throw new Error("the stylesheet cannot be inlined: it contains </style");
const EARLY_TEXT = `${Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join("")}\u00a0©·‘’“”–—…•×`;
const EARLY_RANGE = [...new Set(EARLY_TEXT)]
  .map((c) => `U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, "0")}`)
  .join(",");
// The OpenType features browsers apply by default, plus tabular figures (Tailwind's tabular-nums);
// Inter's stylistic sets and alternates stay in the full face.
const EARLY_FEATURES = [
  ...["abvm", "blwm", "calt", "ccmp", "clig", "curs", "dist", "kern", "liga", "locl", "mark", "mkmk"],
  ...["rclt", "rlig", "rvrn", "tnum"],
];
const earlyFaces = [];
const earlyPreloads = [];
for (const [family, pkg, file] of [
  ["Inter Early", "inter", "inter-latin-wght-normal.woff2"],
  ["Cinzel Early", "cinzel", "cinzel-latin-wght-normal.woff2"],
]) {
  const subset = await subsetFont(
    readFileSync(path.join(root, "node_modules", "@fontsource-variable", pkg, "files", file)),
    EARLY_TEXT,
    { targetFormat: "woff2", variationAxes: { wght: { min: 400, max: 700 } }, keepFeatures: EARLY_FEATURES },
  );
  const name = `assets/${pkg}-early-${createHash("sha256").update(subset).digest("hex").slice(0, 10)}.woff2`;
  writeFileSync(path.join(client, name), subset);
  earlyPreloads.push(fontPreload(name));
  earlyFaces.push(
    `@font-face{font-family:"${family}";font-style:normal;font-weight:400 700;font-display:swap;` +
      `src:url(/${name}) format("woff2");unicode-range:${EARLY_RANGE}}`,
  );
}
const shellHead = `${stylesheet[0]}\n    ${fullFontPreloads.join("\n    ")}`;
if (!shell.includes(shellHead)) throw new Error("the shell's stylesheet and font preloads are not where expected");
const prerenderedHead = `${earlyPreloads.join("\n    ")}\n    <style>${earlyFaces.join("")}${css}</style>`;

// Pages that are not prerendered start React at once (app/boot.ts imports app/main.tsx):
// preload main and what it imports, so the browser fetches them alongside boot, not after it.
const manifest = readManifest(client);
const appPreloads = [...chunkClosure(manifest, "app/main.tsx")].map(
  (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
);
if (appPreloads.length === 0) throw new Error("app/main.tsx is missing from the Vite manifest");
writeFileSync(
  path.join(client, "app-shell.html"),
  shell.replace("</head>", `    ${appPreloads.join("\n    ")}\n  </head>`),
);

// The shell pages are rendered into, here and by the Worker at request time (src/shared/spa-routes.ts): the
// same head as the prerendered pages, and no script preloads, since those pages hydrate on intent.
const pageShell = shell.replace(shellHead, () => prerenderedHead);
writeFileSync(path.join(client, "page-shell.html"), pageShell);

// Each page is put into the shell the way the Worker puts the pages it renders (app/render-page.tsx).
for (const page of PRERENDERED_PATHS) {
  const html = await prerenderPage(pageShell, page);
  const file = page === "/" ? "index.html" : `${page.slice(1)}.html`;
  writeFileSync(path.join(client, file), html);
  console.log(`prerendered ${page} → dist/client/${file} (${(html.length / 1024).toFixed(1)} KB)`);
}
