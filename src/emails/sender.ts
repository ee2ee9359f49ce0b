/**
 * The EMAILS queue consumer: claim the outbox row, read the order (its address is read now,
 * not when the email was queued), write the email and hand it to the `send_email` binding.
 * A passing failure (a rate limit, the service down) is retried with backoff, and the
 * dead-letter queue marks the email failed once the retries are spent; an address or sender
 * the service refuses fails the email at once with the reason, for the operator.
 */
import { desc, eq } from "drizzle-orm";
import { createDb, type Database } from "../db/client";
import { readings, tarotSessions } from "../db/schema";
import { signInLinkOpenable } from "../db/sign-in-queries";
import { safeErrorMessage } from "../lib/errors";
import { log } from "../lib/log";
import { type RuntimeConfig, readRuntimeConfig } from "../lib/runtime-config";
import { findOrder } from "../orders/queries";
import { type EmailKind, ORDER_STATUSES, type OrderStatus } from "../shared/statuses";
import { type RenderedEmail, renderEmail } from "./layout";
import { type EmailFacts, emailBlocks, KINDS_BY_PRODUCT } from "./messages";
import { claimEmail, findEmail, markEmailFailed, markEmailSent, releaseEmailForRetry, SEND_LEASE_MS } from "./outbox";
import { EMAILS_DEAD_LETTER_QUEUE, EmailMessageSchema, emailRetryDelaySeconds } from "./queue";

/**
 * The one call to the binding. A seam, so tests can watch or fail the real binding's sends
 * (vi.spyOn) without replacing it.
 */
export const emailTransport = {
  send(env: Env, message: EmailMessageBuilder): Promise<EmailSendResult> {
    return env.EMAIL.send(message);
  },
};

/**
 * The binding's error codes that no retry can fix: the address or sender is refused, or the
 * message itself is wrong. Anything else (a rate or daily limit, the service or delivery
 * failing, an error without a code) may pass, so it is retried.
 */
const PERMANENT_CODES = new Set([
  "E_VALIDATION_ERROR",
  "E_FIELD_MISSING",
  "E_TOO_MANY_RECIPIENTS",
  "E_SENDER_NOT_VERIFIED",
  "E_RECIPIENT_NOT_ALLOWED",
  "E_RECIPIENT_SUPPRESSED",
  "E_SENDER_DOMAIN_NOT_AVAILABLE",
  "E_CONTENT_TOO_LARGE",
  "E_HEADER_NOT_ALLOWED",
  "E_HEADER_USE_API_FIELD",
  "E_HEADER_VALUE_INVALID",
  "E_HEADER_VALUE_TOO_LONG",
  "E_HEADER_NAME_INVALID",
  "E_HEADERS_TOO_LARGE",
  "E_HEADERS_TOO_MANY",
]);

export type SendFailure = { permanent: boolean; reason: string };

/** How a thrown send error is handled: its code decides; the reason keeps the code for the operator. */
export function classifySendError(error: unknown): SendFailure {
  const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : null;
  const message = safeErrorMessage(error);
  const reason = code && !message.includes(code) ? `${code}: ${message}` : message;
  return { permanent: code !== null && PERMANENT_CODES.has(code), reason };
}

/** The order statuses under which each email still tells the truth. */
const STILL_TRUE: Record<EmailKind, readonly OrderStatus[]> = {
  payment_received: ["paid", "processing", "delivered", "failed"],
  pack_delivered: ["delivered"],
  order_failed: ["failed"],
  refund_confirmed: ["refunded"],
  reading_receipt: ["paid", "completed"],
  reading_saved: ["paid", "completed"],
  // A sign-in link opens every order of the address, whatever this one's status.
  my_orders_link: ORDER_STATUSES,
};

/** An email that cannot be written: it fails at once, since retrying changes nothing. */
class NotSendable extends Error {}

async function gatherFacts(
  db: Database,
  config: RuntimeConfig,
  orderId: string,
  kind: EmailKind,
  signInToken: string | undefined,
): Promise<EmailFacts> {
  if (kind === "my_orders_link") {
    // The token lives only in the message: the sweep's resend and the operator's have none.
    if (!signInToken) throw new NotSendable("A sign-in link can only be sent once; the buyer can ask for a new one");
    if (!(await signInLinkOpenable(db, signInToken))) {
      throw new NotSendable("Not sent: the sign-in link was opened or ran out first");
    }
  }
  const order = await findOrder(db, orderId);
  if (!order) throw new NotSendable("The order no longer exists");
  if (!order.email) throw new NotSendable("The order has no email address");
  if (!KINDS_BY_PRODUCT[order.productType].includes(kind)) {
    throw new NotSendable(`A ${order.productType} order has no ${kind} email`);
  }
  // The order may have moved on while the email waited (a refund before "delivered" went out,
  // a failed order replayed and delivered): an email that is no longer true is not sent.
  if (!STILL_TRUE[kind].includes(order.status)) {
    throw new NotSendable(`Not sent: the order is ${order.status} now`);
  }
  let sessionId: string | null = null;
  let reading: EmailFacts["reading"] = null;
  if (order.productType === "tarot_reading") {
    const [session] = await db
      .select({ id: tarotSessions.id })
      .from(tarotSessions)
      .where(eq(tarotSessions.orderId, orderId))
      .limit(1);
    sessionId = session?.id ?? null;
    const [saved] = await db
      .select({ id: readings.id, spreadType: readings.spreadType })
      .from(readings)
      .where(eq(readings.orderId, orderId))
      .orderBy(desc(readings.createdAt))
      .limit(1);
    reading = saved ?? null;
    if (kind === "reading_receipt" && !sessionId) throw new NotSendable("The order has no tarot session yet");
    if (kind === "reading_saved" && !reading) throw new NotSendable("The order has no saved reading");
  }
  return {
    orderId,
    productType: order.productType,
    email: order.email,
    firstName: order.firstName,
    finalPriceCents: order.finalPriceCents,
    paymentMethod: order.paymentMethod,
    couponCode: order.couponCode,
    failureReason: order.failureReason,
    sessionId,
    reading,
    signInToken: kind === "my_orders_link" ? (signInToken ?? null) : null,
    siteUrl: siteUrlFor(config),
    supportEmail: config.SUPPORT_EMAIL,
  };
}

/**
 * Where the emails' links point: SITE_URL, or without it the local dev server, where the shop
 * sends email without one (production sets both; README, Email).
 */
export const LOCAL_SITE_URL = "http://localhost:5173";

function siteUrlFor(config: RuntimeConfig): string {
  return config.SITE_URL ?? LOCAL_SITE_URL;
}

export function writeEmail(kind: EmailKind, facts: EmailFacts): RenderedEmail {
  return renderEmail(emailBlocks(kind, facts));
}

export async function consumeEmailBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const deadLetter = batch.queue === EMAILS_DEAD_LETTER_QUEUE;
  const outcomes = await Promise.allSettled(
    batch.messages.map((message) => (deadLetter ? settleDeadLetter(message, env) : sendOne(message, env))),
  );
  const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === "rejected");
  if (failed) throw failed.reason;
}

async function sendOne(message: Message<unknown>, env: Env): Promise<void> {
  const parsed = EmailMessageSchema.safeParse(message.body);
  if (!parsed.success) {
    log("warn", "dropping malformed email message", { messageId: message.id });
    message.ack();
    return;
  }
  const db = createDb(env.DB);
  const row = await findEmail(db, parsed.data.emailId);
  // Unknown, sent already, or failed (the operator may send it again, with a new message).
  if (row?.status !== "queued") {
    message.ack();
    return;
  }
  if (!(await claimEmail(db, row))) {
    // Another delivery is sending it right now: look again once its lease could have run out.
    message.retry({ delaySeconds: Math.ceil(SEND_LEASE_MS / 1000) + 5 });
    return;
  }
  const fields = { emailId: row.id, orderId: row.orderId, kind: row.kind, attempt: row.attempts + 1 };
  const failPermanently = async (reason: string) => {
    await markEmailFailed(db, row.id, reason);
    log("error", "email failed", { ...fields, reason });
    message.ack();
  };
  let email: RenderedEmail;
  let to: string;
  let from: { email: string; name?: string };
  try {
    const config = readRuntimeConfig(env);
    if (!config.EMAIL_FROM) throw new NotSendable("Email sending is off: EMAIL_FROM is not set");
    from = config.EMAIL_FROM;
    const facts = await gatherFacts(db, config, row.orderId, row.kind, parsed.data.signInToken);
    email = writeEmail(row.kind, facts);
    to = facts.email;
  } catch (error) {
    if (error instanceof NotSendable) return failPermanently(error.message);
    throw error;
  }
  try {
    await emailTransport.send(env, {
      to,
      from: from.name ? { email: from.email, name: from.name } : from.email,
      replyTo: readRuntimeConfig(env).SUPPORT_EMAIL,
      subject: email.subject,
      text: email.text,
      html: email.html,
    });
  } catch (error) {
    const failure = classifySendError(error);
    if (failure.permanent) return failPermanently(failure.reason);
    await releaseEmailForRetry(db, row.id, failure.reason);
    message.retry({ delaySeconds: emailRetryDelaySeconds(message.attempts) });
    log("warn", "email attempt failed", { ...fields, reason: failure.reason });
    return;
  }
  await markEmailSent(db, row.id);
  message.ack();
  log("info", "email sent", fields);
}

/** The message used up its retries: the email fails with the last reason, where the operator sees it. */
async function settleDeadLetter(message: Message<unknown>, env: Env): Promise<void> {
  const parsed = EmailMessageSchema.safeParse(message.body);
  if (parsed.success) {
    const db = createDb(env.DB);
    const row = await findEmail(db, parsed.data.emailId);
    if (row?.status === "queued") {
      const reason = `Gave up after ${row.attempts} attempts: ${row.lastError ?? "unknown error"}`;
      await markEmailFailed(db, row.id, reason);
      log("error", "email failed for good", { emailId: row.id, orderId: row.orderId, kind: row.kind });
    }
  }
  message.ack();
}
