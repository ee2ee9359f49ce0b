import { createDb } from "../db/client";
import type { Order } from "../db/schema";
import { replayOrder } from "../jobs/fulfilment";
import { findOrder } from "../orders/queries";
import type { JobType } from "../shared/statuses";
import { recordAudit } from "./audit";

export type AdminReplayResult =
  | { kind: "queued"; jobs: JobType[] }
  | { kind: "delivered" }
  | { kind: "not_found" }
  | { kind: "refused"; reason: string };

/** Why an order cannot be replayed, in the operator's words; null when it can. */
export function replayRefusal(order: Pick<Order, "productType" | "status">): string | null {
  if (order.productType !== "soulmate") return "Tarot readings cannot be replayed.";
  switch (order.status) {
    case "delivered":
      return "This order is already delivered.";
    case "awaiting_payment":
      return "This order is not paid, so there is nothing to build.";
    case "refunded":
      return "This order was refunded; it is not rebuilt.";
    case "paid":
    case "processing":
    case "failed":
      return null;
    default:
      return `An order that is ${order.status} cannot be replayed.`;
  }
}

export async function replayAsAdmin(env: Env, actor: string, orderId: string): Promise<AdminReplayResult> {
  const db = createDb(env.DB);
  const audit = (outcome: "succeeded" | "refused", detail: Record<string, unknown>) =>
    recordAudit(db, { actor, action: "order.replay", targetType: "order", targetId: orderId, outcome, detail });

  const order = await findOrder(db, orderId);
  if (!order) {
    await audit("refused", { reason: "Order not found" });
    return { kind: "not_found" };
  }
  const refusal = replayRefusal(order);
  if (refusal) {
    await audit("refused", { reason: refusal, status: order.status });
    return { kind: "refused", reason: refusal };
  }
  // replayOrder checks the state again: the order may have moved since the read above.
  const result = await replayOrder(env, orderId);
  switch (result.outcome) {
    case "queued":
      await audit("succeeded", { from: order.status, jobs: result.jobs });
      return { kind: "queued", jobs: result.jobs };
    case "delivered":
      await audit("succeeded", { from: order.status, jobs: [], note: "every file already existed" });
      return { kind: "delivered" };
    case "not_found":
      await audit("refused", { reason: "Order not found" });
      return { kind: "not_found" };
    case "not_replayable":
      await audit("refused", { reason: result.reason });
      return { kind: "refused", reason: result.reason };
  }
}
