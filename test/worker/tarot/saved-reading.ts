/** A saved reading written straight to D1, as the interpreter saves one, for the page and API tests. */
import { type NewOrder, readings, tarotSessions } from "../../../src/db/schema";
import { createOrder, db } from "../factories";

type SavedCard = { id: string; name: string; reversed: boolean; position: string };

const THREE_CARDS: SavedCard[] = [
  { id: "the-fool", name: "The Fool", reversed: false, position: "Past" },
  { id: "the-star", name: "The Star", reversed: true, position: "Present" },
  { id: "ace-of-cups", name: "Ace of Cups", reversed: false, position: "Future" },
];

export async function savedReading(
  overrides: {
    intention?: string;
    interpretation?: string;
    cards?: SavedCard[];
    createdAt?: number;
    model?: string;
    /** The completed tarot order it belongs to (its email, coupon…). */
    order?: Partial<NewOrder>;
  } = {},
): Promise<{
  id: string;
  orderId: string;
  sessionId: string;
  intention: string;
  interpretation: string;
  cards: SavedCard[];
}> {
  const order = await createOrder({
    email: `reading-${crypto.randomUUID().slice(0, 8)}@example.com`,
    productType: "tarot_reading",
    status: "completed",
    starSign: null,
    city: null,
    finalPriceCents: 0,
    paymentMethod: "coupon",
    ...overrides.order,
  });
  const sessionId = crypto.randomUUID();
  await db().insert(tarotSessions).values({ id: sessionId, orderId: order.id, status: "complete" });
  const id = crypto.randomUUID();
  const cards = overrides.cards ?? THREE_CARDS;
  const intention = overrides.intention ?? "What should I carry into the new season?";
  const interpretation =
    overrides.interpretation ?? "The Fool opens the way.\n\nThe Star, reversed, asks for patience.";
  await db()
    .insert(readings)
    .values({
      id,
      sessionId,
      orderId: order.id,
      spreadType: cards.length === 3 ? "three_card" : cards.length === 1 ? "one_card" : "celtic_cross",
      intention,
      cardsJson: JSON.stringify(cards),
      interpretation,
      ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
      ...(overrides.model ? { model: overrides.model } : {}),
    });
  return { id, orderId: order.id, sessionId, intention, interpretation, cards };
}
