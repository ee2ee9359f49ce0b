/**
 * Opening a tarot session for a paid order, finding a session without waking
 * objects for ids the shop never made, telling a session its order was
 * refunded, and turning a session's state into what the browser sees. Opening
 * is idempotent: a paid order opens its session through src/orders/paid/effects.ts,
 * which the capture, the webhook and a retried coupon may all reach, and one order
 * only ever gets one session.
 */
import { eq } from "drizzle-orm";
import { createDb } from "../db/client";
import { tarotSessions } from "../db/schema";
import { safeErrorMessage } from "../lib/errors";
import { log } from "../lib/log";
import type { RuntimeConfig } from "../lib/runtime-config";
import type { CardView, SessionView } from "../shared/tarot";
import { cardBackUrl, cardImageAlt, cardImageUrl } from "./card-images";
import { cardAt, DECK_SIZE } from "./deck";
import { SPREAD_POSITIONS } from "./positions";
import type { DrawnCard } from "./shuffle";
import type { RevokeReason, SessionState } from "./tarot-session";

export function sessionStub(env: Env, sessionId: string) {
  return env.TAROT_SESSION.get(env.TAROT_SESSION.idFromName(sessionId));
}

/**
 * Session ids this isolate has seen in D1 (decision 0018). An id gets in only after D1
 * answered with its row, and rows are never deleted, so an entry never goes stale and a
 * random id never gets in. Bounded; the oldest entries go first.
 */
const CONFIRMED_LIMIT = 10_000;
const confirmedSessions = new Set<string>();

function rememberSession(sessionId: string): void {
  if (confirmedSessions.has(sessionId)) return;
  if (confirmedSessions.size >= CONFIRMED_LIMIT) {
    const oldest = confirmedSessions.values().next().value;
    if (oldest !== undefined) confirmedSessions.delete(oldest);
  }
  confirmedSessions.add(sessionId);
}

/**
 * The stub of a session the shop created, or null. An id this isolate has not confirmed yet
 * costs one D1 read; an unknown id never reaches (so never wakes or creates) an object.
 */
export async function knownSessionStub(env: Env, sessionId: string) {
  if (!confirmedSessions.has(sessionId)) {
    const row = await createDb(env.DB).query.tarotSessions.findFirst({
      columns: { id: true },
      where: eq(tarotSessions.id, sessionId),
    });
    if (!row) return null;
    rememberSession(sessionId);
  }
  return sessionStub(env, sessionId);
}

/**
 * Tells the order's session (if it has one) that the order is no longer paid. Call it after
 * the refund is committed in D1. It never throws: the refund stands either way, and a session
 * that was not told reads D1 again before writing the reading (and when its paid record is
 * older than PAID_RECHECK_MS).
 */
export async function revokeOrderSession(env: Env, orderId: string, reason: RevokeReason): Promise<void> {
  try {
    const row = await createDb(env.DB).query.tarotSessions.findFirst({
      columns: { id: true },
      where: eq(tarotSessions.orderId, orderId),
    });
    if (!row) return;
    await sessionStub(env, row.id).revoke(reason);
  } catch (error) {
    log("warn", "tarot session not told of its refund", { orderId, error: safeErrorMessage(error) });
  }
}

export const sessionRedirectUrl = (sessionId: string) => `/tarot/session/${sessionId}`;

/** The order's session, created on first call. Returns its id. */
export async function openSessionForOrder(env: Env, orderId: string): Promise<string> {
  const db = createDb(env.DB);
  await db
    .insert(tarotSessions)
    .values({ id: crypto.randomUUID(), orderId })
    .onConflictDoNothing({ target: tarotSessions.orderId });
  const row = await db.query.tarotSessions.findFirst({ where: eq(tarotSessions.orderId, orderId) });
  if (!row) throw new Error("tarot session row missing after insert");
  const opened = await sessionStub(env, row.id).open(row.id, orderId);
  if (!opened.ok) throw new Error(opened.error);
  rememberSession(row.id);
  return row.id;
}

export function toCardViews(
  config: Pick<RuntimeConfig, "CARD_IMAGE_BASE">,
  spreadType: keyof typeof SPREAD_POSITIONS,
  drawn: DrawnCard[],
): CardView[] {
  const positions = SPREAD_POSITIONS[spreadType];
  return drawn.map(({ cardIndex, reversed }, index) => {
    const card = cardAt(cardIndex);
    return {
      id: card.id,
      name: card.name,
      imageUrl: cardImageUrl(config, card.id),
      alt: cardImageAlt(config, card),
      reversed,
      position: positions[index]?.label ?? `Card ${index + 1}`,
    };
  });
}

export function toSessionView(config: Pick<RuntimeConfig, "CARD_IMAGE_BASE">, state: SessionState): SessionView {
  return {
    id: state.sessionId,
    status: state.status,
    intention: state.intention,
    spread_type: state.spreadType,
    shuffledDeck: state.spreadType ? toCardViews(config, state.spreadType, state.drawn) : [],
    deckSize: DECK_SIZE,
    cardBackUrl: cardBackUrl(),
    readingId: state.readingId,
  };
}
