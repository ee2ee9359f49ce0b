/**
 * After `vite build`: renders the static pages to HTML so they paint before
 * any JavaScript arrives (Lighthouse measured a client-only SPA at LCP 1.8 s).
 * - dist/client/app-shell.html: the untouched SPA shell, served by the Worker
 *   for every other page.
 * - dist/client/index.html, privacy.html, terms.html, refunds.html: the
 *   prerendered pages, served directly by the assets binding.
 * React 19 renders <title>/<meta>/<link rel=canonical>
 * where the component puts them; they are moved into <head> here, where React
 * finds and adopts them when it hydrates (the same tags, so no duplicates).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chunkClosure, readManifest } from "./vite-manifest.mjs";

const root = path.resolve(import.meta.dirname, "..");
const client = path.join(root, "dist", "client");
const { renderPage, PRERENDERED_PATHS } = await import(
  pathToFileURL(path.join(root, "dist", "prerender", "entry-prerender.js")).href
);

const built = readFileSync(path.join(client, "index.html"), "utf8");

// The Latin faces of the two web fonts are needed for the first paint of every
// page: preloading them lets text settle in its final font before LCP.
const fontPreloads = readdirSync(path.join(client, "assets"))
  .filter((file) => /^(inter|cinzel)-latin-wght-normal-.*\.woff2$/.test(file))
  .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}">`);
if (fontPreloads.length !== 2) throw new Error(`expected 2 font files to preload, found ${fontPreloads.length}`);
// Stylesheet first, then the fonts, then the script: what paints comes before what hydrates.
const stylesheet = built.match(/<link rel="stylesheet"[^>]*>/)?.[0] ?? "";
const shell = built
  .replace(stylesheet, "")
  .replace('<link rel="icon"', `${stylesheet}\n    ${fontPreloads.join("\n    ")}\n    <link rel="icon"`);
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

// JSON-LD stays where React rendered it: it is part of the hydrated tree, not a hoisted tag.
const HOISTABLE = /<(title)>[\s\S]*?<\/title>|<meta [^>]*\/?>|<link rel="canonical"[^>]*\/?>/g;

for (const page of PRERENDERED_PATHS) {
  const rendered = await renderPage(`https://prerender.local${page}`);
  const head = [];
  const body = rendered.replace(HOISTABLE, (tag) => {
    head.push(tag);
    return "";
  });
  const html = shell
    .replace(/<title>[\s\S]*?<\/title>/, "")
    .replace("</head>", `    ${head.join("\n    ")}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${page}">${body}</div>`);
  const file = page === "/" ? "index.html" : `${page.slice(1)}.html`;
  writeFileSync(path.join(client, file), html);
  console.log(`prerendered ${page} → dist/client/${file} (${(html.length / 1024).toFixed(1)} KB)`);
}
