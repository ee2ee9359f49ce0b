import type { CURRENCY, ProductType } from "./catalog";

/** The body of GET /api/config. */
export type RuntimeConfigResponse = {
  paypal: { clientId: string | null; env: "production" | "sandbox" };
  supportEmail: string;
  siteUrl: string;
  currency: typeof CURRENCY;
  prices: Record<ProductType, number>;
};
