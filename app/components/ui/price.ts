/**
 * Prices as buyers read them: "A$14.99". The amount comes from the server (the
 * catalogue's copy until GET /api/config has answered, and when prerendered);
 * this is the one place that writes it out.
 */
import { formatAmount, PRODUCTS, type ProductType } from "../../../src/shared/catalog";
import { useRuntimeConfig } from "../../lib/runtime-config";

/** 1499 → "A$14.99". */
export function formatPrice(cents: number): string {
  return `A$${formatAmount(cents)}`;
}

/** A product's price label: the server's price once /api/config has answered, the catalogue's until then. */
export function usePriceLabel(product: ProductType): string {
  return formatPrice(useRuntimeConfig().data?.prices[product] ?? PRODUCTS[product].priceCents);
}
