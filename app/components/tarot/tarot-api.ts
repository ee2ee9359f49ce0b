/**
 * The tarot calls of docs/product/api.md, through the typed client. Non-OK answers raise
 * ApiError ("{status}: {body}"), whose `{error}` text serverErrorMessage reads.
 */
import type { SpreadType } from "../../../src/shared/statuses";
import type { CardBackView, CardView, ReadingView, SessionView } from "../../../src/shared/tarot";
import { api, ensureOk } from "../../lib/api-client";

/** POST /api/tarot/coupons/apply. A partial discount answers applied with no redirect. */
export type TarotCouponResult = {
  applied: boolean;
  redirectUrl: string | null;
  error: string | null;
  /** The order's new price in cents, when the server says it (a partial discount). */
  final_price?: number;
};

/** POST /api/paypal/capture-tarot-order's 200 answer. */
export type TarotCaptureResult = { status?: string; sessionId?: string; redirectUrl?: string; error?: string };

/** Raises ApiError for a non-OK answer, else reads the success body (the typed client unions it with `{error}`). */
async function readJson<T>(
  request: Promise<{
    ok: boolean;
    status: number;
    statusText: string;
    text(): Promise<string>;
    json(): Promise<unknown>;
  }>,
): Promise<T> {
  const res = await ensureOk(await request);
  return (await res.json()) as T;
}

export const sessionQueryKey = (sessionId: string) => ["/api/tarot/sessions", sessionId] as const;
export const readingQueryKey = (readingId: string) => ["/api/tarot/readings", readingId] as const;

/** A blank email is left out: the field is optional. */
function emailBody(email: string): { email?: string } {
  const trimmed = email.trim();
  return trimmed ? { email: trimmed } : {};
}

/**
 * POST /api/tarot/create-order. `replaces` is the unpaid order this browser made earlier with
 * another email: the server moves it to this email instead of making a second order.
 */
export async function createTarotOrder(email: string, replaces?: string): Promise<string> {
  const json = { ...emailBody(email), ...(replaces ? { replaces } : {}) };
  const body = await readJson<{ id: string }>(api.api.tarot["create-order"].$post({ json }));
  return body.id;
}

export async function applyTarotCoupon(tarotOrderId: string, couponCode: string): Promise<TarotCouponResult> {
  return readJson<TarotCouponResult>(api.api.tarot.coupons.apply.$post({ json: { tarotOrderId, couponCode } }));
}

export async function createTarotPayPalOrder(
  email: string,
  tarotOrderId: string | null,
): Promise<{ id: string; tarotOrderId: string }> {
  const json = { ...emailBody(email), ...(tarotOrderId ? { tarotOrderId } : {}) };
  return readJson<{ id: string; tarotOrderId: string }>(api.api.paypal["create-tarot-order"].$post({ json }));
}

export async function captureTarotPayPalOrder(orderID: string): Promise<TarotCaptureResult> {
  return readJson<TarotCaptureResult>(api.api.paypal["capture-tarot-order"].$post({ json: { orderID } }));
}

export async function fetchSession(sessionId: string): Promise<SessionView> {
  return readJson<SessionView>(api.api.tarot.sessions[":id"].$get({ param: { id: sessionId } }));
}

export async function shuffleDeck(sessionId: string, intention: string): Promise<CardBackView[]> {
  const body = await readJson<{ deck: CardBackView[] }>(
    api.api.tarot.sessions[":id"].shuffle.$post({ param: { id: sessionId }, json: { intention } }),
  );
  return body.deck;
}

export async function selectSpread(sessionId: string, spreadType: SpreadType): Promise<CardView[]> {
  const body = await readJson<{ cards: CardView[] }>(
    api.api.tarot.sessions[":id"]["select-spread"].$post({ param: { id: sessionId }, json: { spreadType } }),
  );
  return body.cards;
}

export async function fetchReading(readingId: string): Promise<ReadingView> {
  return readJson<ReadingView>(api.api.tarot.readings[":id"].$get({ param: { id: readingId } }));
}

/** A saved reading as a printable PDF: a plain link the browser downloads. */
export function readingPdfUrl(readingId: string): string {
  return `/api/tarot/readings/${encodeURIComponent(readingId)}/pdf`;
}

/** GET …/interpret is read as a stream, not through the typed client. */
export function interpretUrl(sessionId: string): string {
  return `/api/tarot/sessions/${encodeURIComponent(sessionId)}/interpret`;
}

/**
 * A server-supplied redirect as an in-app path. Only this site's own pages are
 * followed; anything pointing elsewhere gives null.
 */
export function toAppPath(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const base = window.location.origin;
    const parsed = new URL(url, base);
    if (parsed.origin !== base) return null;
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return null;
  }
}
