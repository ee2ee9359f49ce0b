/**
 * Link previews read a page's HTML as sent, without running a script, and want its addresses
 * absolute. The pages carry them root-relative: the build does not know the shop's domain, and
 * the browser's hydration must meet what React rendered. So the Worker makes the canonical link,
 * og:url and og:image absolute, from SITE_URL or, without it, the request's own origin, in every
 * page it sends (a saved reading, / and /tarot), and keeps each relative value beside it in
 * `data-prerendered-value`; app/main.tsx puts those back before it hydrates (decision 0057).
 */
import type { Context } from "hono";
import type { AppEnv } from "../app-env";

/** The shop's address without a trailing slash: SITE_URL, or the origin the request came to. */
export function siteUrl(c: Context<AppEnv>): string {
  return (c.var.config.SITE_URL ?? new URL(c.req.url).origin).replace(/\/+$/, "");
}

/** The head tags that carry an address, and the attribute that holds it. */
const ADDRESS_TAGS: [selector: string, attribute: "href" | "content"][] = [
  ['link[rel="canonical"]', "href"],
  ['meta[property="og:url"]', "content"],
  ['meta[property="og:image"]', "content"],
  ['meta[name="twitter:image"]', "content"],
];

/** `page` with its root-relative canonical, og:url and og:image made absolute on `site`. */
export function withAbsoluteUrls(page: Response, site: string): Response {
  // A 304 has no body to rewrite; a rewritten body is longer than the file the length was given for.
  if (page.status !== 200) return page;
  page.headers.delete("Content-Length");
  let rewriter = new HTMLRewriter();
  for (const [selector, attribute] of ADDRESS_TAGS) {
    rewriter = rewriter.on(selector, {
      element(element) {
        const value = element.getAttribute(attribute);
        // Only a path ("/tarot", not "//host/…"): anything else is already an address, left alone.
        if (!value?.startsWith("/") || value.startsWith("//")) return;
        element.setAttribute("data-prerendered-value", value);
        element.setAttribute(attribute, `${site}${value}`);
      },
    });
  }
  return rewriter.transform(page);
}
