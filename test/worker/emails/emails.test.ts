/**
 * Buyer emails through the real EMAILS queue and workerd's local `send_email` binding
 * (docs/product/emails.md). The tests watch the binding through emailTransport, the one call
 * to it, and make it fail only for their own order's address, so files running side by side
 * never take each other's faults.
 */
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq, inArray } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { artifacts, type EmailRow, emails, jobs, type NewOrder } from "../../../src/db/schema";
import {
  DAILY_CAP_REASON,
  EMAILS_PER_RECIPIENT_PER_DAY,
  enqueueEmail,
  queueMissingEmails,
  recipientKey,
} from "../../../src/emails/outbox";
import { EMAILS_DEAD_LETTER_QUEUE, EMAILS_QUEUE } from "../../../src/emails/queue";
import { consumeEmailBatch, emailTransport } from "../../../src/emails/sender";
import { consumeJobBatch } from "../../../src/jobs/consumer";
import { afterJobCompleted } from "../../../src/jobs/fulfilment";
import { JOBS_DEAD_LETTER_QUEUE } from "../../../src/jobs/queues";
import { startPack } from "../../../src/orders/paid/effects";
import type { EmailKind } from "../../../src/shared/statuses";
import { JOB_TYPES } from "../../../src/shared/statuses";
import { filesOfJob } from "../../../src/soulmate/artifact-names";
import { adminPost } from "../admin/admin-request";
import { createOrder, db } from "../factories";
import { captureCompleted, fake, webhook } from "../paypal-helpers";
import { postJson } from "../request";
import { interpret, paidSession, readEvents, selectSpread, shuffle, visitor } from "../tarot/session-helpers";

afterEach(() => {
  vi.restoreAllMocks();
});

const address = () => `buyer-${crypto.randomUUID().slice(0, 8)}@example.com`;
const emailsOf = (orderId: string) => db().select().from(emails).where(eq(emails.orderId, orderId));
const emailOf = async (orderId: string, kind: EmailKind) =>
  db().query.emails.findFirst({ where: and(eq(emails.orderId, orderId), eq(emails.kind, kind)) });

/** Polls until the order's email of this kind has the status; throws with what it found if not. */
async function waitForEmail(orderId: string, kind: EmailKind, status: EmailRow["status"], timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  let row = await emailOf(orderId, kind);
  while (row?.status !== status && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 150));
    row = await emailOf(orderId, kind);
  }
  if (row?.status !== status) throw new Error(`${kind} for ${orderId} is ${JSON.stringify(row)}`);
  return row;
}

/** Watches every send through the real binding; `to(addr)` is what went to one address. */
function watchSends() {
  const spy = vi.spyOn(emailTransport, "send");
  return {
    spy,
    to: (addr: string) =>
      spy.mock.calls.map(([, message]) => message).filter((message) => message.to === addr) as {
        to: string;
        from: unknown;
        subject: string;
        text: string;
        html: string;
      }[],
  };
}

/** The binding throws as Email Sending does: an Error with a `code`, for this address only, `times` times. */
function failSendsTo(addr: string, code: string, message: string, times = Number.POSITIVE_INFINITY) {
  const real = emailTransport.send.bind(emailTransport);
  let left = times;
  return vi.spyOn(emailTransport, "send").mockImplementation(async (bindingEnv, email) => {
    if (email.to === addr && left > 0) {
      left--;
      throw Object.assign(new Error(message), { code });
    }
    return real(bindingEnv, email);
  });
}

const soulmateOrder = (overrides: Partial<NewOrder> = {}) => createOrder({ email: address(), ...overrides });

/**
 * A paid order whose jobs are already done, so starting it queues its email without building a
 * pack: a real build would take the machine's CPU from every other test for seconds.
 */
async function paidOrderWithJobsDone() {
  const order = await soulmateOrder();
  await db()
    .insert(jobs)
    .values(
      JOB_TYPES.map((type) => ({ id: crypto.randomUUID(), orderId: order.id, type, status: "completed" as const })),
    );
  return order;
}

describe("soulmate emails, each once for its event", { timeout: 30_000 }, () => {
  it("payment received when the pack starts, with the result link, the order and the amount", async () => {
    const sends = watchSends();
    const order = await paidOrderWithJobsDone();
    expect(await startPack(env, order.id)).toEqual({ started: true });
    const row = await waitForEmail(order.id, "payment_received", "sent");
    expect(row).toMatchObject({ attempts: 1, lastError: null, recipientMasked: "b***@example.com" });
    const [sent, ...more] = sends.to(order.email as string);
    expect(more).toHaveLength(0);
    expect(sent?.from).toEqual({ email: "hello@shop.test", name: "Soulmate Stories" });
    expect(sent?.subject).toContain(order.id.slice(0, 8));
    const resultLink = `http://localhost:5173/result/${order.id}?email=${encodeURIComponent(order.email as string)}`;
    expect(sent?.text).toContain(resultLink);
    expect(sent?.text).toContain("A$14.99");
    expect(sent?.text).toContain("Hello Ari,");
    expect(sent?.text).toContain(env.SUPPORT_EMAIL);
    expect(sent?.html).toContain(resultLink.replaceAll("&", "&amp;"));
    // A second start (the sweep, a replayed payment) queues nothing more.
    await startPack(env, order.id);
    expect((await emailsOf(order.id)).map((e) => e.kind)).toEqual(["payment_received"]);
  });

  it("pack delivered once every file exists, and once however many jobs finish after", async () => {
    const sends = watchSends();
    const order = await soulmateOrder({ status: "processing" });
    for (const name of JOB_TYPES.flatMap(filesOfJob)) {
      await db()
        .insert(artifacts)
        .values({
          id: crypto.randomUUID(),
          orderId: order.id,
          kind: "story",
          name,
          r2Key: `orders/${order.id}/${name}`,
          contentType: "application/octet-stream",
          sizeBytes: 1,
        });
    }
    const job = {
      id: crypto.randomUUID(),
      orderId: order.id,
      type: "oracle_zip" as const,
      status: "completed" as const,
    };
    await db().insert(jobs).values(job);
    const [row] = await db().select().from(jobs).where(eq(jobs.id, job.id));
    if (!row) throw new Error("no job");
    await afterJobCompleted(row, env);
    await afterJobCompleted(row, env);
    await waitForEmail(order.id, "pack_delivered", "sent");
    expect(sends.to(order.email as string)).toHaveLength(1);
    expect(sends.to(order.email as string)[0]?.text).toContain("http://localhost:5173/portal");
  });

  it("order failed when the dead-letter queue gives up on a job, once for two failed jobs", async () => {
    const order = await soulmateOrder({ status: "processing" });
    const ids = [crypto.randomUUID(), crypto.randomUUID()];
    await db()
      .insert(jobs)
      .values([
        { id: ids[0] as string, orderId: order.id, type: "story", status: "pending", attempts: 6, lastError: "boom" },
        {
          id: ids[1] as string,
          orderId: order.id,
          type: "card_set",
          status: "pending",
          attempts: 6,
          lastError: "boom",
        },
      ]);
    const batch = createMessageBatch(
      JOBS_DEAD_LETTER_QUEUE,
      ids.map((jobId, i) => ({ id: `m${i}`, timestamp: new Date(), attempts: 1, body: { jobId } })),
    );
    await consumeJobBatch(batch, env, {});
    const row = await waitForEmail(order.id, "order_failed", "sent");
    expect(row.attempts).toBe(1);
    expect((await emailsOf(order.id)).map((e) => e.kind)).toEqual(["order_failed"]);
  });

  it("refund confirmed from the admin's refund, with the free order's own words", async () => {
    const sends = watchSends();
    const order = await soulmateOrder({
      status: "delivered",
      paymentMethod: "coupon",
      finalPriceCents: 0,
      couponCode: "GIFT",
    });
    expect((await adminPost(`/api/admin/refund/${order.id}`, {})).status).toBe(200);
    await waitForEmail(order.id, "refund_confirmed", "sent");
    const [sent] = sends.to(order.email as string);
    expect(sent?.text).toContain("no money changed hands");
    expect(sent?.text).not.toContain("business days");
  });
});

describe("tarot emails", { timeout: 45_000 }, () => {
  it("a receipt with the session's link when paid, then the permalink once the reading is saved", async () => {
    const sends = watchSends();
    const email = address();
    const { sessionId, orderId } = await paidSession(email);
    await waitForEmail(orderId, "reading_receipt", "sent");
    const [receipt] = sends.to(email);
    expect(receipt?.text).toContain(`http://localhost:5173/tarot/session/${sessionId}`);
    expect(receipt?.text).toContain("Free with coupon");

    expect((await shuffle(sessionId)).status).toBe(200);
    expect((await selectSpread(sessionId, "one_card")).status).toBe(200);
    const events = await readEvents(await interpret(sessionId));
    const readingId = events.find((e) => e.done)?.readingId;
    expect(readingId).toBeTruthy();
    await waitForEmail(orderId, "reading_saved", "sent");
    const saved = sends.to(email).find((m) => m.subject.includes("saved"));
    expect(saved?.text).toContain(`http://localhost:5173/tarot/reading/${readingId}`);
    expect((await emailsOf(orderId)).map((e) => e.kind).sort()).toEqual(["reading_receipt", "reading_saved"]);
  });

  it("no email at all for a tarot order without an address", async () => {
    const { orderId } = await paidSession("");
    await new Promise((r) => setTimeout(r, 300));
    expect(await emailsOf(orderId)).toEqual([]);
  });

  it("one receipt when a PENDING capture completes by webhook, however often PayPal sends it", async () => {
    const sends = watchSends();
    const email = address();
    const res = await postJson("/api/paypal/create-tarot-order", { email }, { headers: visitor() });
    const { id, tarotOrderId } = (await res.json()) as { id: string; tarotOrderId: string };
    await fake(`/__control/approve/${id}`, {});
    const first = captureCompleted(tarotOrderId);
    expect((await webhook(first)).status).toBe(200);
    expect((await webhook(first)).status).toBe(200);
    expect((await webhook(captureCompleted(tarotOrderId))).status).toBe(200);
    await waitForEmail(tarotOrderId, "reading_receipt", "sent");
    await new Promise((r) => setTimeout(r, 500));
    expect(sends.to(email)).toHaveLength(1);
    expect(await emailsOf(tarotOrderId)).toHaveLength(1);
  });
});

describe("sending", { timeout: 40_000 }, () => {
  it("retries a send the service refuses for a passing reason, then sends it once", async () => {
    const order = await soulmateOrder();
    const spy = failSendsTo(order.email as string, "E_RATE_LIMIT_EXCEEDED", "Rate limit exceeded", 1);
    await enqueueEmail(env, order.id, "payment_received");
    const row = await waitForEmail(order.id, "payment_received", "sent", 30_000);
    expect(row).toMatchObject({ attempts: 2, lastError: null });
    expect(spy.mock.calls.filter(([, m]) => m.to === order.email)).toHaveLength(2);
  });

  it("fails an address the service refuses at once, with the reason, and sends nothing more", async () => {
    const order = await soulmateOrder();
    const spy = failSendsTo(order.email as string, "E_RECIPIENT_SUPPRESSED", "Recipient is on the suppression list");
    await enqueueEmail(env, order.id, "payment_received");
    const row = await waitForEmail(order.id, "payment_received", "failed");
    expect(row).toMatchObject({
      attempts: 1,
      lastError: "E_RECIPIENT_SUPPRESSED: Recipient is on the suppression list",
      sentAt: null,
    });
    await new Promise((r) => setTimeout(r, 1500));
    expect(spy.mock.calls.filter(([, m]) => m.to === order.email)).toHaveLength(1);
    // The order itself is untouched.
    expect((await db().query.orders.findFirst({ where: (o, { eq }) => eq(o.id, order.id) }))?.status).toBe("paid");
  });

  it("never sends twice when a message is delivered again, or twice at once", async () => {
    const sends = watchSends();
    const order = await soulmateOrder();
    await enqueueEmail(env, order.id, "payment_received");
    const row = await waitForEmail(order.id, "payment_received", "sent");
    await env.EMAILS.send({ emailId: row.id });
    await new Promise((r) => setTimeout(r, 2000));
    const again = createMessageBatch(EMAILS_QUEUE, [
      { id: "a", timestamp: new Date(), attempts: 1, body: { emailId: row.id } },
      { id: "b", timestamp: new Date(), attempts: 1, body: { emailId: row.id } },
    ]);
    await consumeEmailBatch(again, env);
    expect((await getQueueResult(again, createExecutionContext())).explicitAcks.sort()).toEqual(["a", "b"]);
    expect(sends.to(order.email as string)).toHaveLength(1);

    // Two deliveries of a queued row racing: one claim, one send.
    await db()
      .update(emails)
      .set({ status: "queued", sentAt: null, lastError: "E_INTERNAL_SERVER_ERROR: try again" })
      .where(eq(emails.id, row.id));
    const racing = createMessageBatch(EMAILS_QUEUE, [
      { id: "c", timestamp: new Date(), attempts: 1, body: { emailId: row.id } },
      { id: "d", timestamp: new Date(), attempts: 1, body: { emailId: row.id } },
    ]);
    await consumeEmailBatch(racing, env);
    expect((await getQueueResult(racing, createExecutionContext())).explicitAcks).toHaveLength(1);
    await waitForEmail(order.id, "payment_received", "sent");
    expect(sends.to(order.email as string)).toHaveLength(2);
  });

  it("does not send an email the order has outgrown: no 'delivered' after a refund", async () => {
    const sends = watchSends();
    const order = await soulmateOrder({ status: "refunded" });
    await enqueueEmail(env, order.id, "pack_delivered");
    const row = await waitForEmail(order.id, "pack_delivered", "failed");
    expect(row.lastError).toBe("Not sent: the order is refunded now");
    expect(sends.to(order.email as string)).toEqual([]);
  });

  it("marks the email failed with its last reason when the retries run out", async () => {
    const order = await soulmateOrder();
    const [row] = await db()
      .insert(emails)
      .values({
        id: crypto.randomUUID(),
        orderId: order.id,
        kind: "payment_received",
        recipientMasked: "b***@example.com",
        attempts: 6,
        lastError: "E_INTERNAL_SERVER_ERROR: try again later",
      })
      .returning();
    const batch = createMessageBatch(EMAILS_DEAD_LETTER_QUEUE, [
      { id: "x", timestamp: new Date(), attempts: 1, body: { emailId: row?.id } },
    ]);
    await consumeEmailBatch(batch, env);
    expect(await emailOf(order.id, "payment_received")).toMatchObject({
      status: "failed",
      lastError: "Gave up after 6 attempts: E_INTERNAL_SERVER_ERROR: try again later",
    });
  });

  it("greets by first name only when it reads as a name: a link typed as one is left out", async () => {
    const sends = watchSends();
    // The red team's order: a victim's address, and words for them in the first-name field.
    const order = await soulmateOrder({ firstName: "Claim prize: evil.example/win" });
    await enqueueEmail(env, order.id, "payment_received");
    await waitForEmail(order.id, "payment_received", "sent");
    const [sent] = sends.to(order.email as string);
    expect(sent?.text.split("\n")[2]).toBe("Hello,");
    for (const part of [sent?.text, sent?.html, sent?.subject]) expect(part).not.toContain("evil.example");

    const named = await soulmateOrder({ firstName: "Zoë-Māui O’Brien" });
    await enqueueEmail(env, named.id, "payment_received");
    await waitForEmail(named.id, "payment_received", "sent");
    expect(sends.to(named.email as string)[0]?.text).toContain("Hello Zoë-Māui O’Brien,");
  });

  it("escapes the order's words in the HTML", async () => {
    const sends = watchSends();
    // A first name like this is left out of the greeting; the coupon code still reaches the email.
    const order = await soulmateOrder({
      firstName: '<img src=x onerror="alert(1)">',
      couponCode: '<img src=y onerror="alert(2)">',
    });
    await enqueueEmail(env, order.id, "payment_received");
    await waitForEmail(order.id, "payment_received", "sent");
    const [sent] = sends.to(order.email as string);
    expect(sent?.html).not.toContain("<img src=");
    expect(sent?.html).not.toContain("src=x");
    expect(sent?.html).toContain("&lt;img src=y");
  });
});

describe("the daily cap per recipient", { timeout: 60_000 }, () => {
  /** Every row of these orders once none is queued any more. */
  async function settled(orderIds: string[], timeoutMs = 40_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const rows = await db().select().from(emails).where(inArray(emails.orderId, orderIds));
      if (rows.every((row) => row.status !== "queued") || Date.now() > deadline) return rows;
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it("sends one mailbox at most the cap in a day, whatever the kinds, even asked all at once; the rest are skipped quietly, once", async () => {
    const sends = watchSends();
    const errors = vi.spyOn(console, "error");
    const tag = crypto.randomUUID().slice(0, 8);
    // One person's mailbox, as the red team used a victim's: case and +tags are the same inbox.
    const addresses = [`victim-${tag}@example.com`, `victim-${tag}+a@example.com`, `Victim-${tag}+b@Example.com`];
    const extra = 5;
    const orders: { id: string; kind: EmailKind }[] = [];
    for (let i = 0; i < EMAILS_PER_RECIPIENT_PER_DAY + extra; i++) {
      const delivered = i % 2 === 0;
      const order = await soulmateOrder({
        email: addresses[i % addresses.length],
        status: delivered ? "delivered" : "paid",
      });
      orders.push({ id: order.id, kind: delivered ? "pack_delivered" : "payment_received" });
    }
    // Every email asked for at the same moment: the cap still holds.
    await Promise.all(orders.map((order) => enqueueEmail(env, order.id, order.kind)));
    const rows = await settled(orders.map((o) => o.id));
    expect(rows).toHaveLength(orders.length);
    expect(rows.filter((r) => r.status === "sent")).toHaveLength(EMAILS_PER_RECIPIENT_PER_DAY);
    const skipped = rows.filter((r) => r.status === "failed");
    expect(skipped).toHaveLength(extra);
    for (const row of skipped) expect(row).toMatchObject({ attempts: 0, lastError: DAILY_CAP_REASON, sentAt: null });
    expect(addresses.flatMap((a) => sends.to(a))).toHaveLength(EMAILS_PER_RECIPIENT_PER_DAY);

    // Asked again (a replayed event, the sweep): nothing new is written or sent.
    await Promise.all(orders.map((order) => enqueueEmail(env, order.id, order.kind)));
    await queueMissingEmails(env, Date.now() + 20 * 60_000);
    expect(
      await db()
        .select()
        .from(emails)
        .where(
          inArray(
            emails.orderId,
            orders.map((o) => o.id),
          ),
        ),
    ).toHaveLength(orders.length);
    // A sign-in link for the capped mailbox: the ask is answered as ever, and nothing more is sent.
    const link = await postJson(
      "/api/my-orders/link",
      { email: addresses[0] },
      { headers: { "cf-connecting-ip": `cap-${tag}` } },
    );
    expect(link.status).toBe(202);
    await settled(orders.map((o) => o.id));
    await new Promise((r) => setTimeout(r, 500));
    expect(addresses.flatMap((a) => sends.to(a))).toHaveLength(EMAILS_PER_RECIPIENT_PER_DAY);

    // Quiet: no error line about these orders.
    const ids = orders.map((o) => o.id);
    expect(errors.mock.calls.filter((call) => ids.some((id) => String(call[0]).includes(id)))).toEqual([]);

    // Another mailbox is not held back.
    const other = await soulmateOrder({ status: "delivered" });
    await enqueueEmail(env, other.id, "pack_delivered");
    await waitForEmail(other.id, "pack_delivered", "sent");
  });

  it("counts the last 24 hours: older emails leave room again", async () => {
    const sends = watchSends();
    const email = address();
    const earlier = await soulmateOrder({ email, status: "delivered" });
    const key = await recipientKey(email);
    const hoursAgo = (hours: number) => Date.now() - hours * 60 * 60_000;
    // A full day's share sent 25 hours ago, and all but one of another sent 23 hours ago.
    const sentAt = [
      ...Array.from({ length: EMAILS_PER_RECIPIENT_PER_DAY }, () => hoursAgo(25)),
      ...Array.from({ length: EMAILS_PER_RECIPIENT_PER_DAY - 1 }, () => hoursAgo(23)),
    ];
    for (const at of sentAt) {
      await db().insert(emails).values({
        id: crypto.randomUUID(),
        orderId: earlier.id,
        kind: "my_orders_link",
        recipientMasked: "b***@example.com",
        recipientKey: key,
        status: "sent",
        attempts: 1,
        sentAt: at,
        createdAt: at,
        updatedAt: at,
      });
    }
    const last = await soulmateOrder({ email, status: "delivered" });
    await enqueueEmail(env, last.id, "pack_delivered");
    await waitForEmail(last.id, "pack_delivered", "sent");
    const over = await soulmateOrder({ email, status: "refunded" });
    await enqueueEmail(env, over.id, "refund_confirmed");
    expect(await emailOf(over.id, "refund_confirmed")).toMatchObject({ status: "failed", lastError: DAILY_CAP_REASON });
    expect(sends.to(email)).toHaveLength(1);
  });
});

describe("the cron's safety net for an email never queued", () => {
  it("queues the email the order's status calls for, once, for an order changed in the last hour", async () => {
    const sends = watchSends();
    const now = Date.now();
    // The Worker stopped between delivering these orders and queuing their emails.
    const lost = await soulmateOrder({ status: "delivered", updatedAt: now - 20 * 60_000 });
    const tooOld = await soulmateOrder({ status: "delivered", updatedAt: now - 3 * 60 * 60_000 });
    const tooFresh = await soulmateOrder({ status: "delivered", updatedAt: now - 60_000 });
    const noAddress = await createOrder({
      productType: "tarot_reading",
      email: "",
      status: "completed",
      updatedAt: now - 20 * 60_000,
    });
    expect(await queueMissingEmails(env, now)).toBeGreaterThanOrEqual(1);
    await waitForEmail(lost.id, "pack_delivered", "sent");
    expect(await emailsOf(tooOld.id)).toEqual([]);
    expect(await emailsOf(tooFresh.id)).toEqual([]);
    expect(await emailsOf(noAddress.id)).toEqual([]);
    // The next run finds nothing missing for it.
    await queueMissingEmails(env, now + 60_000);
    expect(await emailsOf(lost.id)).toHaveLength(1);
    expect(sends.to(lost.email as string)).toHaveLength(1);
  });
});

describe("email off (EMAIL_FROM empty)", () => {
  const off = () => ({ ...env, EMAIL_FROM: "" }) as Env;

  it("queues nothing, and the order carries on", async () => {
    const order = await paidOrderWithJobsDone();
    expect(await startPack(off(), order.id)).toEqual({ started: true });
    await enqueueEmail(off(), order.id, "refund_confirmed");
    expect(await emailsOf(order.id)).toEqual([]);
  });

  it("fails a row already queued with the reason instead of sending it", async () => {
    const sends = watchSends();
    const order = await soulmateOrder();
    const [row] = await db()
      .insert(emails)
      .values({
        id: crypto.randomUUID(),
        orderId: order.id,
        kind: "payment_received",
        recipientMasked: "b***@example.com",
      })
      .returning();
    const batch = createMessageBatch(EMAILS_QUEUE, [
      { id: "o", timestamp: new Date(), attempts: 1, body: { emailId: row?.id } },
    ]);
    await consumeEmailBatch(batch, off());
    expect(await emailOf(order.id, "payment_received")).toMatchObject({
      status: "failed",
      lastError: "Email sending is off: EMAIL_FROM is not set",
    });
    expect(sends.to(order.email as string)).toHaveLength(0);
  });
});
