/** GET /api/story/:orderId — the animated storybook page, for its owner only. */
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { createDb } from "../db/client";
import { fail } from "../lib/errors";
import { validate } from "../lib/validate";
import { EmailSchema, OrderIdSchema } from "../shared/schemas";
import { ARTIFACT_NAMES, artifactKey } from "../soulmate/artifact-names";
import { birthSky } from "../soulmate/astro";
import { ownedLink } from "../soulmate/delivery-links";
import { loadSoulmateInputs } from "../soulmate/order-inputs";
import type { SkyChart } from "../soulmate/sky-chart";
import { renderStoryView, storyViewCsp } from "../soulmate/story-view";
import type { Story } from "../soulmate/types";
import { errors, file, RATE_LIMITED } from "./openapi";
import { ownedOrder } from "./orders";

export const storyRoutes = new Hono<AppEnv>().get(
  "/:orderId",
  describeRoute({
    tags: ["Soulmate"],
    summary: "The animated storybook page",
    description: "For the order's owner: the signed link's `exp` and `sig`, or the order's `email`.",
    responses: {
      200: file("The story as an HTML page", "text/html"),
      ...errors({
        404: "No such order, no proof of owning it, or the story is still being written",
        410: "The order was refunded",
        429: RATE_LIMITED,
      }),
    },
  }),
  validate("param", z.object({ orderId: OrderIdSchema })),
  validate(
    "query",
    z.object({
      email: EmailSchema.optional(),
      exp: z.string().max(20).optional(),
      sig: z.string().max(100).optional(),
    }),
  ),
  async (c) => {
    const { orderId } = c.req.valid("param");
    const order = await ownedOrder(c, orderId, "story", c.req.valid("query"));
    const object = await c.env.ARTIFACTS.get(artifactKey(order.id, ARTIFACT_NAMES.story));
    if (!object) fail(404, "Your story is still being written. Please check back in a few minutes.");
    // The star chart was worked out by the story job and kept beside the story (docs/decisions/0063).
    const { story, skyChart } = (await object.json()) as { story: Story; skyChart?: SkyChart | null };
    const inputs = await loadSoulmateInputs(createDb(c.env.DB), order);
    const pdfReady = await c.env.ARTIFACTS.head(artifactKey(order.id, ARTIFACT_NAMES.storybookPdf));
    const storybookPdf = pdfReady
      ? await ownedLink(
          `/api/orders/${order.id}/files/${ARTIFACT_NAMES.storybookPdf}`,
          order.id,
          ARTIFACT_NAMES.storybookPdf,
          { email: order.email, secret: c.var.config.SIGNING_SECRET },
        )
      : null;
    const nonce = crypto.randomUUID().replaceAll("-", "");
    const html = renderStoryView(
      story,
      birthSky(inputs),
      inputs,
      order.id,
      { storybookPdf, supportEmail: c.var.config.SUPPORT_EMAIL },
      nonce,
      skyChart ?? null,
    );
    c.header("Content-Security-Policy", storyViewCsp(nonce));
    c.header("Cache-Control", "private, no-store");
    return c.html(html);
  },
);
