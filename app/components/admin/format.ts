/** Small formatting rules the admin views share. */
import type { EmailKind } from "../../../src/shared/statuses";
import { ApiError, serverErrorMessage } from "../../lib/api-client";

/** docs/product/screens.md, Admin dashboard: order ids appear cut to 8 characters. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

/** "awaiting_payment" → "Awaiting payment". */
export function humanise(value: string): string {
  const words = value.replace(/[_.]/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const dateTime = new Intl.DateTimeFormat("en-AU", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** An ISO instant or epoch milliseconds (the emails list sends numbers), "—" for none. */
export function formatDateTime(instant: string | number | null): string {
  if (instant === null || instant === "") return "—";
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? "—" : dateTime.format(date);
}

/** The server's `{error}` text when there is one, else the "{status}: {body}" message (docs/product/rules.md, Client defaults). */
export function errorMessage(error: unknown): string {
  return serverErrorMessage(error) ?? (error instanceof Error && error.message ? error.message : "Unknown error");
}

/** True when the server refused the key itself (wrong, missing or admin switched off). */
export function isUnauthorised(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

const PAYMENT_LABELS: Record<string, string> = { paypal: "PayPal", coupon: "Coupon", none: "None" };

/** "paypal" → "PayPal": brand names keep their own spelling. */
export function paymentLabel(method: string): string {
  return PAYMENT_LABELS[method] ?? humanise(method);
}

const EMAIL_KIND_LABELS: Record<EmailKind, string> = {
  payment_received: "Payment received",
  pack_delivered: "Pack delivered",
  order_failed: "Order failed",
  refund_confirmed: "Refund confirmed",
  reading_receipt: "Tarot receipt",
  reading_saved: "Reading saved",
  my_orders_link: "My Orders link",
};

/** "reading_receipt" → "Tarot receipt": which of the buyer emails it is, in the operator's words. */
export function emailKindLabel(kind: EmailKind): string {
  return EMAIL_KIND_LABELS[kind] ?? humanise(kind);
}
