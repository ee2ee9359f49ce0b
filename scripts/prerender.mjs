/**
 * The build's last step, as a Vite plugin (vite.config.ts): once `vite build` has built the
 * browser's files and the Worker, it builds the pages' renderer for Node
 * (app/entry-prerender.tsx, the "prerender" environment) and writes, into dist/client:
 * - app-shell.html: the SPA shell, served by the Worker for every page rendered in the browser,
 *   preloading app/main.tsx and what it imports;
 * - page-shell.html: the shell pages are rendered into (src/shared/spa-routes.ts), here and by the
 *   Worker on request: the stylesheet inline and small subsets of the web fonts preloaded, so a
 *   page paints from its HTML and two small fonts (docs/decisions/0020), and no script preloaded,
 *   since those pages hydrate on intent (0017);
 * - index.html, privacy.html, terms.html, refunds.html, tarot.html: the prerendered pages
 *   (every page the table marks "prerendered"), served by the assets binding.
 * Lighthouse measured a client-only SPA at LCP 1.8 s; these pages paint before any script runs.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import subsetFont from "subset-font";
import { chunkClosure, readManifest } from "./vite-manifest.mjs";

/** The environment that builds app/entry-prerender.tsx for Node. */
export const PRERENDER_ENVIRONMENT = "prerender";
const ENTRY = "entry-prerender";

// The prerendered pages preload subsets of the two web fonts instead of their full Latin faces
// (Inter 49 KB, Cinzel 26 KB): printable ASCII and the typographic punctuation the shop's text
// uses, weights 400–700, about half the bytes. They are "Inter Early" and "Cinzel Early", first in
// --font-sans and --font-display (app/app.css), so the full faces are fetched only for a
// character outside the subset (docs/decisions/0020).
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
const EARLY_FACES = [
  ["Inter Early", "inter", "inter-latin-wght-normal.woff2"],
  ["Cinzel Early", "cinzel", "cinzel-latin-wght-normal.woff2"],
];

const fontPreload = (file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`;

/** Writes the font subsets into `client`; returns their preload links and @font-face rules. */
async function earlyFonts(root, client) {
  const preloads = [];
  const faces = [];
  for (const [family, pkg, file] of EARLY_FACES) {
    const subset = await subsetFont(
      readFileSync(path.join(root, "node_modules", "@fontsource-variable", pkg, "files", file)),
      EARLY_TEXT,
      { targetFormat: "woff2", variationAxes: { wght: { min: 400, max: 700 } }, keepFeatures: EARLY_FEATURES },
    );
    const name = `assets/${pkg}-early-${createHash("sha256").update(subset).digest("hex").slice(0, 10)}.woff2`;
    writeFileSync(path.join(client, name), subset);
    preloads.push(fontPreload(name));
    faces.push(
      `@font-face{font-family:"${family}";font-style:normal;font-weight:400 700;font-display:swap;` +
        `src:url(/${name}) format("woff2");unicode-range:${EARLY_RANGE}}`,
    );
  }
  return { preloads, faces };
}

/** The shells and the prerendered pages, from the built client in `client` and the renderer at `entry`. */
async function writePages(root, client, entry, logger) {
  const { prerenderPage, PRERENDERED_PATHS } = await import(pathToFileURL(entry).href);
  const built = readFileSync(path.join(client, "index.html"), "utf8");

  // The app shell links the stylesheet and preloads the Latin faces of the two web fonts, so text
  // settles in its final font before the app renders. Stylesheet first, then the fonts, then the
  // script: what paints comes before what hydrates.
  const stylesheet = built.match(/<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/);
  if (!stylesheet) throw new Error("the built index.html links no stylesheet");
  const fullFontPreloads = readdirSync(path.join(client, "assets"))
    .filter((file) => /^(inter|cinzel)-latin-wght-normal-.*\.woff2$/.test(file))
    .map((file) => fontPreload(`assets/${file}`));
  if (fullFontPreloads.length !== 2)
    throw new Error(`expected 2 font files to preload, found ${fullFontPreloads.length}`);
  const shellHead = `${stylesheet[0]}\n    ${fullFontPreloads.join("\n    ")}`;
  const shell = built
    .replace(stylesheet[0], "")
    .replace('<link rel="icon"', () => `${shellHead}\n    <link rel="icon"`);

  // Pages rendered in the browser start React at once (app/boot.ts imports app/main.tsx): preload
  // main and what it imports, so the browser fetches them alongside boot, not after it.
  const appPreloads = [...chunkClosure(readManifest(client), "app/main.tsx")].map(
    (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
  );
  if (appPreloads.length === 0) throw new Error("app/main.tsx is missing from the Vite manifest");
  writeFileSync(
    path.join(client, "app-shell.html"),
    shell.replace("</head>", () => `    ${appPreloads.join("\n    ")}\n  </head>`),
  );

  // The page shell: the stylesheet inline (it must not end its <style> element) and the subsets preloaded.
  const css = readFileSync(path.join(client, stylesheet[1]), "utf8");
  if (/<\/style/i.test(css)) throw new Error("the stylesheet cannot be inlined: it contains </style");
  const early = await earlyFonts(root, client);
  const pageShell = shell.replace(
    shellHead,
    () => `${early.preloads.join("\n    ")}\n    <style>${early.faces.join("")}${css}</style>`,
  );
  writeFileSync(path.join(client, "page-shell.html"), pageShell);

  for (const page of PRERENDERED_PATHS) {
    const html = await prerenderPage(pageShell, page);
    const file = page === "/" ? "index.html" : `${page.slice(1)}.html`;
    writeFileSync(path.join(client, file), html);
    logger.info(`prerendered ${page} → dist/client/${file} (${(html.length / 1024).toFixed(1)} KB)`);
  }
}

/** The "prerender" environment, and the step that builds it and writes the pages once the rest is built. */
export function prerender() {
  return {
    name: "shop:prerender",
    apply: "build",
    config() {
      return {
        environments: {
          [PRERENDER_ENVIRONMENT]: {
            consumer: "server",
            // Bundle the app's dependencies, so the output runs in Node without Vite's resolver.
            resolve: { noExternal: true },
            build: {
              outDir: "dist/prerender",
              emptyOutDir: true,
              target: "node22",
              copyPublicDir: false,
              rolldownOptions: { input: { [ENTRY]: "app/entry-prerender.tsx" } },
            },
          },
        },
      };
    },
    // After the client and the Worker (@cloudflare/vite-plugin's own buildApp step comes first).
    buildApp: {
      order: "post",
      async handler(builder) {
        const environment = builder.environments[PRERENDER_ENVIRONMENT];
        if (!environment) throw new Error(`no "${PRERENDER_ENVIRONMENT}" environment to prerender with`);
        await builder.build(environment);
        const { root } = builder.config;
        const client = path.resolve(root, builder.environments.client.config.build.outDir);
        const entry = path.resolve(root, environment.config.build.outDir, `${ENTRY}.js`);
        await writePages(root, client, entry, builder.config.logger);
      },
    },
  };
}
