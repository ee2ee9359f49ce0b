import { z } from "zod";
import { CURRENCY, PRODUCT_TYPES } from "./catalog";

/** The body of GET /api/config, written once: the type is inferred from it (docs/decisions/0068). */
export const RuntimeConfigResponseSchema = z
  .object({
    paypal: z.object({ clientId: z.string().nullable(), env: z.enum(["production", "sandbox"]) }),
    supportEmail: z.string(),
    /** Where the SPA reports its crashes (Sentry); null: it reports nothing and loads no SDK. */
    sentryDsn: z.string().nullable(),
    siteUrl: z.string(),
    currency: z.literal(CURRENCY),
    prices: z.record(z.enum(PRODUCT_TYPES), z.int()),
  })
  .meta({ id: "RuntimeConfig" });
export type RuntimeConfigResponse = z.infer<typeof RuntimeConfigResponseSchema>;
