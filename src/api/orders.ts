import { type Context, Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { artifactNamesQuery } from "../db/artifact-queries";
import { createDb } from "../db/client";
import type { Order } from "../db/schema";
import { ensureLightStorybook } from "../jobs/soulmate-jobs";
import { enforceRateLimit } from "../lib/client-ip";
import { fail } from "../lib/errors";
import { validate } from "../lib/validate";
import { findOrder, findOrderQuery } from "../orders/queries";
import { ArtifactsViewSchema, OrderViewSchema, toArtifactsView, toOrderView } from "../orders/views";
import { CARD_COUNT, ORACLE_NAMES } from "../shared/pack";
import { EmailSchema, OrderIdSchema } from "../shared/schemas";
import { ARTIFACT_NAMES, artifactKey, contentTypeOf } from "../soulmate/artifact-names";
import { type OwnershipProof, provesOwnership } from "../soulmate/delivery-links";
import { errors, file, json, RATE_LIMITED } from "./openapi";

const NOT_FOUND = "Order not found";
const REFUNDED = "This order has been refunded, so its files and story are no longer available.";

const ProofQuery = z.object({
  email: EmailSchema.optional(),
  exp: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
});

const LookupQuery = z.object({ email: EmailSchema });

/** Files a buyer may download by name: nothing else in the order's folder is reachable. */
const DOWNLOADABLE = new Set<string>([
  ARTIFACT_NAMES.storybookPdf,
  ARTIFACT_NAMES.storybookLightPdf,
  ARTIFACT_NAMES.cardsPdf,
  ...Array.from({ length: CARD_COUNT }, (_, i) => ARTIFACT_NAMES.card(i)),
  ...ORACLE_NAMES.map(ARTIFACT_NAMES.oracle),
  ...Array.from({ length: CARD_COUNT }, (_, i) => ARTIFACT_NAMES.cardPreview(i)),
  ...ORACLE_NAMES.map(ARTIFACT_NAMES.oraclePreview),
]);

const DOWNLOAD_NAMES: Record<string, string> = {
  [ARTIFACT_NAMES.storybookPdf]: "soulmate-storybook.pdf",
  [ARTIFACT_NAMES.storybookLightPdf]: "soulmate-storybook-print-at-home.pdf",
  [ARTIFACT_NAMES.cardsPdf]: "soulmate-cards.pdf",
  [ARTIFACT_NAMES.oracleZip]: "soulmate-oracle-pack.zip",
};

/** The order if the request proves it owns this resource of it; otherwise the one 404, the same for both. */
async function requireOwnership(
  c: Context<AppEnv>,
  order: Order | undefined,
  resource: string,
  proof: OwnershipProof,
): Promise<Order> {
  if (!order || !(await provesOwnership(proof, order.id, resource, order.email, c.var.config.SIGNING_SECRET))) {
    fail(404, NOT_FOUND);
  }
  return order;
}

/**
 * Loads an order the request proves it owns, for one of its files or its story, or raises the one 404.
 * A refunded order's files are no longer served, whatever link was given out before (decision 0029);
 * only its owner learns that, so the 410 comes after the proof.
 */
export async function ownedOrder(
  c: Context<AppEnv>,
  orderId: string,
  resource: string,
  proof: OwnershipProof,
): Promise<Order> {
  await enforceRateLimit(c, c.env.RATE_LIMIT_LOOKUP, "lookup");
  const order = await requireOwnership(c, await findOrder(createDb(c.env.DB), orderId), resource, proof);
  if (order.status === "refunded") fail(410, REFUNDED);
  return order;
}

async function serveFile(c: Context<AppEnv>, order: Order, name: string, disposition: "inline" | "attachment") {
  const object = await c.env.ARTIFACTS.get(artifactKey(order.id, name), { onlyIf: c.req.raw.headers });
  if (!object) fail(404, "File not ready yet");
  const headers = new Headers({
    "Content-Type": contentTypeOf(name),
    "Content-Disposition": `${disposition}; filename="${DOWNLOAD_NAMES[name] ?? `soulmate-${name}`}"`,
    // Owner-only content: browsers may keep it, shared caches may not.
    "Cache-Control": "private, max-age=3600",
    ETag: object.httpEtag,
  });
  if (!("body" in object)) {
    // A failed If-None-Match means the browser's copy is current; any other failed precondition is a 412.
    const status = c.req.header("if-none-match") ? 304 : 412;
    return new Response(null, { status, headers });
  }
  headers.set("Content-Length", String(object.size));
  return new Response(object.body, { headers });
}

/** A file's refusals: the one 404 whether the order is unknown or not proved, and a refunded order's 410. */
const FILE_REFUSALS = errors({
  404: "No such order, no proof of owning it, or the file is not built yet",
  410: "The order was refunded, so its files are no longer served",
  429: RATE_LIMITED,
});
const FILE_REVALIDATION = {
  304: { description: "The browser's copy (If-None-Match) is current" },
  412: { description: "Another precondition (If-Match, If-Modified-Since…) failed" },
};

export const orderRoutes = new Hono<AppEnv>()
  .get(
    "/:orderId",
    describeRoute({
      tags: ["Soulmate"],
      summary: "A soulmate order and links to its files",
      description:
        "The order's email proves ownership; the answer is the same 404 for an unknown order and a wrong email.",
      responses: {
        200: json(
          "The order and its files so far",
          z.object({ order: OrderViewSchema, artifacts: ArtifactsViewSchema }),
        ),
        ...errors({ 404: "No such order, or not its email", 429: RATE_LIMITED }),
      },
    }),
    validate("param", z.object({ orderId: OrderIdSchema })),
    validate("query", LookupQuery),
    async (c) => {
      const { orderId } = c.req.valid("param");
      await enforceRateLimit(c, c.env.RATE_LIMIT_LOOKUP, "lookup");
      // One round trip: the order and its file names are read together; the names are used
      // only once the request has proved it owns the order.
      const db = createDb(c.env.DB);
      const [found, files] = await db.batch([findOrderQuery(db, orderId), artifactNamesQuery(db, orderId)]);
      const order = await requireOwnership(c, found[0], "order", c.req.valid("query"));
      const present = new Set(files.map((a) => a.name));
      c.header("Cache-Control", "no-store");
      return c.json({
        order: toOrderView(order),
        artifacts: await toArtifactsView(order, present, c.var.config.SIGNING_SECRET),
      });
    },
  )
  .get(
    "/:orderId/oracles.zip",
    describeRoute({
      tags: ["Soulmate"],
      summary: "The oracle pack as a zip",
      description: "For the order's owner: the signed link's `exp` and `sig`, or the order's `email`.",
      responses: {
        200: file("The five oracle images, their back and a read-me card", "application/zip"),
        ...FILE_REVALIDATION,
        ...FILE_REFUSALS,
      },
    }),
    validate("param", z.object({ orderId: OrderIdSchema })),
    validate("query", ProofQuery),
    async (c) => {
      const { orderId } = c.req.valid("param");
      const order = await ownedOrder(c, orderId, ARTIFACT_NAMES.oracleZip, c.req.valid("query"));
      return serveFile(c, order, ARTIFACT_NAMES.oracleZip, "attachment");
    },
  )
  .get(
    "/:orderId/files/:name",
    describeRoute({
      tags: ["Soulmate"],
      summary: "One file of the pack",
      description:
        "The storybook PDFs, the card set PDF and the card and oracle PNGs by name (the names in the order's links). For the order's owner: the signed link's `exp` and `sig`, or the order's `email`.",
      responses: {
        200: {
          description: "The file, inline",
          content: {
            "application/pdf": { schema: { type: "string", format: "binary" } },
            "image/png": { schema: { type: "string", format: "binary" } },
          },
        },
        ...FILE_REVALIDATION,
        ...FILE_REFUSALS,
      },
    }),
    validate(
      "param",
      z.object({
        orderId: OrderIdSchema,
        name: z.string().refine((name) => DOWNLOADABLE.has(name), { error: "Unknown file" }),
      }),
    ),
    validate("query", ProofQuery),
    async (c) => {
      const { orderId, name } = c.req.valid("param");
      const order = await ownedOrder(c, orderId, name, c.req.valid("query"));
      if (name === ARTIFACT_NAMES.storybookLightPdf) await ensureLightStorybook(c.env, order);
      return serveFile(c, order, name, "inline");
    },
  );
