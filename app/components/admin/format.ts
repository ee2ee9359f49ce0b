/** Small formatting rules the admin views share. */
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

export function formatDateTime(iso: string | null): string {
  if (!iso) return "—";
  const date = new Date(iso);
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
