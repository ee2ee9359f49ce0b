/**
 * GET /api/content: the operator's published page content (testimonials for / and /tarot, the
 * founder note), for a page the Worker did not render with it (docs/decisions/0040). Public and
 * the same for everyone: no consent records, no drafts.
 */
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type { AppEnv } from "../app-env";
import { createDb } from "../db/client";
import { readPublishedContent } from "../db/content-queries";
import type { SiteContentView } from "../shared/schemas";
import { json } from "./openapi";

const contentDoc = describeRoute({
  tags: ["Shop"],
  summary: "The operator's published page content",
  responses: {
    200: json("`{testimonials: {home, tarot}, founderNote}`, published pieces only (shape not published yet)"),
  },
});

export const contentRoutes = new Hono<AppEnv>().get("/", contentDoc, async (c) => {
  const body: SiteContentView = await readPublishedContent(createDb(c.env.DB));
  // Always asked again: a testimonial the operator hides must leave the pages at once.
  c.header("Cache-Control", "no-cache");
  return c.json(body);
});
