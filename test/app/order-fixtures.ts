import type { OrderView } from "../../src/orders/views";

/**
 * An order as the order and admin APIs show it: a soulmate reading made free
 * by a coupon, for a buyer in Hobart. Tests override what they are about.
 */
export function soulmateOrderView(
  status: OrderView["status"],
  extra: Partial<OrderView> & Pick<OrderView, "id" | "email">,
): OrderView {
  return {
    status,
    type: "soulmate",
    product_type: "soulmate",
    payment_method: "coupon",
    coupon_code: "SOULMATE-FREE",
    original_price: 1499,
    final_price: 0,
    currency: "AUD",
    created_at: "2025-10-04T01:02:03.000Z",
    city: "Hobart",
    inputs: { starSign: "leo", birthday: { day: 15, month: 6, year: 1990 } },
    ...extra,
  };
}
