/**
 * Request-time rendering in the Worker: a saved reading, /tarot/reading/:id
 * (docs/decisions/0021), and / or /tarot with the operator's published
 * testimonials and founder note (docs/decisions/0040). workers/app.ts imports
 * this module lazily, so only those pages pay for react-dom/server.
 *
 * The browser's routes for these pages in the same frame (app/page-routes.tsx;
 * the Worker's bundle carries no other page), rendered by React
 * Router's static handler into the SPA shell the way scripts/prerender.mjs
 * renders the static pages: title and meta tags moved into <head>, #root marked
 * `data-prerendered` so app/boot.ts hydrates on intent (decision 0017). The
 * query cache starts with the reading, so the page renders it, not a spinner;
 * the same data travels in the page as inert JSON, and app/main.tsx puts it in
 * the browser's cache before hydrating, so React renders the same tree and
 * never fetches the reading again.
 */
import type { SiteContentView } from "../src/shared/schemas";
import type { ReadingView } from "../src/shared/tarot";
import { readingQueryKey } from "./components/tarot/tarot-api";
import { createQueryClient } from "./lib/query-client";
import { siteContentQueryKey } from "./lib/site-content";
import { serverRoutes } from "./page-routes";
import { renderRoutes } from "./render-routes";

/** The id of the JSON block app/main.tsx reads (SEEDED_QUERIES_ID there): `[queryKey, data][]`. */
export const SEEDED_QUERIES_ID = "seeded-queries";

/** What scripts/prerender.mjs moves into <head>, and the image preloads React writes for the first cards. */
const HOISTABLE =
  /<(title)>[\s\S]*?<\/title>|<meta [^>]*\/?>|<link rel="canonical"[^>]*\/?>|<link rel="preload" as="image"[^>]*\/?>/g;

/**
 * JSON that cannot end its <script> element or open a comment: every `<`, `>`
 * and `&` becomes a JSON escape, which JSON.parse turns back into the same text.
 */
export function inertJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * The complete page for one saved reading, built from the SPA shell's HTML.
 * `url` is the page's own address; its path must be /tarot/reading/<reading.id>.
 */
export function renderReadingPage(shell: string, url: string, reading: ReadingView): Promise<string> {
  return renderSeededPage(shell, url, [[readingQueryKey(reading.id), reading]]);
}

/**
 * / or /tarot as the build prerenders it, with the operator's published content in its sections
 * and structured data. `url` is the page's own address.
 */
export function renderContentPage(shell: string, url: string, content: SiteContentView): Promise<string> {
  return renderSeededPage(shell, url, [[siteContentQueryKey, content]]);
}

/** A page rendered with `seeded` already in its query cache, and carrying it for hydration. */
async function renderSeededPage(shell: string, url: string, seeded: [readonly unknown[], unknown][]): Promise<string> {
  const path = new URL(url).pathname;
  const client = createQueryClient();
  for (const [key, data] of seeded) client.setQueryData(key, data);
  const rendered = await renderRoutes(serverRoutes, url, client);
  client.clear();

  const head: string[] = [];
  const body = rendered.replace(HOISTABLE, (tag) => {
    head.push(tag);
    return "";
  });
  if (!shell.includes('<div id="root"></div>')) throw new Error("the app shell has no empty #root");
  const data = `<script type="application/json" id="${SEEDED_QUERIES_ID}">${inertJson(seeded)}</script>`;
  return (
    shell
      .replace(/<title>[\s\S]*?<\/title>/, () => "")
      // page-shell.html preloads no scripts; should a shell that does (app-shell.html) ever be passed in, its
      // preloads go: this page hydrates on intent, so they would only compete with its first paint.
      .replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g, () => "")
      // Functions, so a `$` in the rendered text is never read as a replacement pattern.
      .replace("</head>", () => `    ${head.join("\n    ")}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${path}">${body}</div>\n    ${data}`)
  );
}
