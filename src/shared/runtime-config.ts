import type { CURRENCY, ProductType } from "./catalog";

/** The body of GET /api/config. */
export type RuntimeConfigResponse = {
  paypal: { clientId: string | null; env: "production" | "sandbox" };
  supportEmail: string;
  /** Where the SPA reports its crashes (Sentry); null: it reports nothing and loads no SDK. */
  sentryDsn: string | null;
  siteUrl: string;
  currency: typeof CURRENCY;
  prices: Record<ProductType, number>;
};
