/**
 * /robots.txt and /sitemap.xml, written by the Worker because both must name the shop's
 * absolute address (SITE_URL, or the request's origin), which the build does not know.
 * The sitemap lists the public pages only: the prerendered landing, tarot and legal pages.
 * Never a buyer's page (a result, a tarot session, My Orders), the admin, nor a saved reading:
 * a reading is shared by whoever holds its link, not published, and its page says noindex
 * (docs/decisions/0058).
 */
import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { PRERENDERED_PATHS } from "../shared/spa-routes";
import { siteUrl } from "./page-urls";

/** The pages a search engine is invited to: every prerendered page, home first. */
export const SITEMAP_PATHS: readonly string[] = PRERENDERED_PATHS;

/** What crawlers are asked to leave alone; a link preview's picture stays open to them. */
const ROBOTS_RULES = [
  "User-agent: *",
  "Allow: /",
  // Chat apps and X read robots.txt before fetching a preview picture (RFC 9309: the longer rule wins).
  "Allow: /api/tarot/readings/*/preview.png",
  "Disallow: /api/",
  "Disallow: /admin",
  "Disallow: /portal",
  "Disallow: /result/",
  "Disallow: /tarot/session/",
];

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export const siteFileRoutes = new Hono<AppEnv>()
  .get("/robots.txt", (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.text(`${[...ROBOTS_RULES, "", `Sitemap: ${siteUrl(c)}/sitemap.xml`].join("\n")}\n`);
  })
  .get("/sitemap.xml", (c) => {
    const site = siteUrl(c);
    const urls = SITEMAP_PATHS.map((path) => `  <url><loc>${escapeXml(`${site}${path}`)}</loc></url>`);
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      "</urlset>",
      "",
    ].join("\n");
    return c.body(xml, 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    });
  });
