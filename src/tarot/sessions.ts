/**
 * Opening a tarot session for a paid order, and turning a session's state into
 * what the browser sees. Opening is idempotent: the capture, the webhook and a
 * retried coupon all end here, and one order only ever gets one session.
 */
import { eq } from "drizzle-orm";
import { createDb } from "../db/client";
import { tarotSessions } from "../db/schema";
import type { RuntimeConfig } from "../lib/runtime-config";
import type { CardView, SessionView } from "../shared/tarot";
import { cardBackUrl, cardImageAlt, cardImageUrl } from "./card-images";
import { cardAt, DECK_SIZE } from "./deck";
import { SPREAD_POSITIONS } from "./positions";
import type { DrawnCard } from "./shuffle";
import type { SessionState } from "./tarot-session";

export function sessionStub(env: Env, sessionId: string) {
  return env.TAROT_SESSION.get(env.TAROT_SESSION.idFromName(sessionId));
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
