/**
 * What paying for an order sets off, decided here and nowhere else (docs/decisions/0067).
 * The ways an order gets paid (a PayPal capture, PayPal's webhook, a free coupon) only
 * record the payment and report it here; the routes only turn the answer into HTTP.
 *
 *   a soulmate pack:   the receipt is queued, the pack's first jobs go on the queue,
 *                      then the order moves paid → processing;
 *   a tarot reading:   the order's session opens, then the receipt (with its link) is queued.
 *
 * Every step is idempotent, so the capture, the webhook, a retried coupon and the scheduled
 * sweep may all arrive: the receipt is queued once per order, the jobs exist once, the order
 * moves once, and one order only ever gets one session. A refund comes back here too: it
 * stops what the payment started.
 *
 * This folder is its own floor, above jobs, tarot and emails (scripts/check-imports.mjs);
 * the order's record (src/orders/*.ts) stays below them all.
 */
import { createDb } from "../../db/client";
import type { Order } from "../../db/schema";
import { enqueueEmail } from "../../emails/outbox";
import { queuePackJobs, resumeStalledOrders, STUCK_AFTER_MS, SWEEP_BATCH } from "../../jobs/fulfilment";
import { log } from "../../lib/log";
import { openSessionForOrder, revokeOrderSession } from "../../tarot/sessions";
import { findOrder, findUnstartedOrders } from "../queries";
import { markOrderProcessing } from "../transitions";

/** What a paid order started: its pack (`started` only for the call that moved it to processing), or its reading's session. */
export type PaidOrderStart =
  | { product: "soulmate"; started: boolean }
  | { product: "tarot_reading"; sessionId: string };

/** Sets off what the paid order buys. Throws if a step fails; calling again resumes where it stopped. */
export async function startPaidOrder(env: Env, order: Pick<Order, "id" | "productType">): Promise<PaidOrderStart> {
  if (order.productType === "soulmate") return { product: "soulmate", ...(await startPack(env, order.id)) };
  return { product: "tarot_reading", sessionId: await openReading(env, order.id) };
}

/** The session a paid tarot order opened; the routes that hand it to the buyer ask for it by this. */
export function sessionOf(start: PaidOrderStart | null): string {
  if (start?.product !== "tarot_reading") throw new Error("a soulmate order has no tarot session");
  return start.sessionId;
}

/**
 * Starts building a paid soulmate order's pack. Jobs are created and the ready ones sent
 * before the order moves from paid to processing, so a crash in between leaves it "paid" and
 * the next call (a webhook, the scheduled sweep) sends them again; duplicate messages are
 * harmless because jobs are idempotent. `started` is true only for the call that made the move.
 */
export async function startPack(env: Env, orderId: string): Promise<{ started: boolean }> {
  const db = createDb(env.DB);
  const order = await findOrder(db, orderId);
  if (order?.status !== "paid" || order.productType !== "soulmate") return { started: false };
  await enqueueEmail(env, orderId, "payment_received");
  await queuePackJobs(env, orderId);
  const started = await markOrderProcessing(db, orderId);
  if (started) log("info", "fulfilment started", { orderId });
  return { started };
}

/**
 * Opens a paid tarot order's session and queues its receipt. The receipt carries the session's
 * link, so a buyer who closed the tab (or whose PENDING capture completed later by webhook)
 * can still reach the reading. Returns the session's id.
 */
export async function openReading(env: Env, orderId: string): Promise<string> {
  const sessionId = await openSessionForOrder(env, orderId);
  await enqueueEmail(env, orderId, "reading_receipt");
  return sessionId;
}

/** A refunded tarot order's session stops at its next step, and the buyer hears of the refund; neither throws (the refund stands). */
export async function afterRefund(env: Env, order: Pick<Order, "id" | "productType">): Promise<void> {
  if (order.productType === "tarot_reading") await revokeOrderSession(env, order.id, "refunded");
  await enqueueEmail(env, order.id, "refund_confirmed");
}

export type SweepResult = { started: number; resumed: number };

/**
 * The safety net (a cron trigger, every 5 minutes): starts soulmate orders left "paid" by a
 * failure between payment and the queue, then resumes the pipelines that stopped while
 * "processing" (src/jobs/fulfilment.ts). `now` is the trigger's scheduled time.
 */
export async function sweepStuckOrders(env: Env, now = Date.now()): Promise<SweepResult> {
  const unstarted = await findUnstartedOrders(createDb(env.DB), now - STUCK_AFTER_MS, SWEEP_BATCH);
  let started = 0;
  for (const { id } of unstarted) {
    if ((await startPack(env, id)).started) started++;
  }
  const resumed = await resumeStalledOrders(env, now);
  if (started + resumed > 0) log("warn", "restarted stuck orders", { started, resumed });
  return { started, resumed };
}
