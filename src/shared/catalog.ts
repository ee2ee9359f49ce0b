/**
 * What the shop sells and for how much. The server is the only place prices
 * come from; the browser reads them through GET /api/config.
 */
export const CURRENCY = "AUD" as const;

export const PRODUCT_TYPES = ["soulmate", "tarot_reading"] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const PRODUCTS: Record<ProductType, { name: string; priceCents: number }> = {
  soulmate: { name: "Soulmate Stories", priceCents: 1499 },
  tarot_reading: { name: "AI Tarot Reading", priceCents: 1499 },
};

/** What the checkouts (and the API's 503) say when this shop has no PayPal set up. */
export const CHECKOUT_NOT_CONFIGURED =
  "Checkout not configured: card payments aren't set up on this shop yet. You can still use a coupon code.";

/** 1499 → "14.99": the amount string PayPal and the UI expect. */
export function formatAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}
