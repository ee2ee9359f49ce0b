/** POST /api/coupons/apply — a coupon on a soulmate order; a free one pays it and starts the pack. */
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { enforceRateLimit } from "../lib/client-ip";
import { fail } from "../lib/errors";
import { validate } from "../lib/validate";
import { applyCoupon, COUPON_NOT_VALID } from "../payments/coupons";
import { OrderIdSchema, requiredText } from "../shared/schemas";
import { errors, json, ORDER_OWNER_COOKIE, RATE_LIMITED } from "./openapi";
import { ownedOrder } from "./order-owner";

export const CouponCodeSchema = requiredText(64, { blank: "Please enter a coupon code", tooLong: COUPON_NOT_VALID });

export const couponRoutes = new Hono<AppEnv>().post(
  "/apply",
  describeRoute({
    tags: ["Soulmate"],
    summary: "Apply a coupon to a soulmate order",
    description: "A free coupon pays the order and starts the pack. A code that does not apply is answered in the 200.",
    parameters: ORDER_OWNER_COOKIE,
    responses: {
      200: json(
        "Applied, or not (`applied: false` with the reason in `error`)",
        z.object({ applied: z.boolean(), free: z.boolean(), orderId: z.string(), error: z.string().nullable() }),
      ),
      ...errors({
        403: "The order was made in another browser",
        404: "No such soulmate order",
        409: "Already paid, has a coupon, or its card payment has started",
        429: RATE_LIMITED,
      }),
    },
  }),
  validate("json", z.object({ orderId: OrderIdSchema, couponCode: CouponCodeSchema })),
  async (c) => {
    await enforceRateLimit(c, c.env.RATE_LIMIT_COUPON, "coupon");
    const { orderId, couponCode } = c.req.valid("json");
    const order = await ownedOrder(c, orderId, "soulmate");
    const outcome = await applyCoupon(c.env, order, couponCode);
    switch (outcome.kind) {
      case "order_not_payable":
        return fail(409, "This order is already paid, has a coupon, or its card payment has started");
      case "not_valid":
        return c.json({ applied: false, free: false, orderId, error: outcome.error });
      case "applied":
        return c.json({ applied: true, free: false, orderId, error: null });
      case "paid":
        return c.json({ applied: true, free: true, orderId, error: null });
    }
  },
);
