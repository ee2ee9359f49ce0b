/**
 * A saved reading as the visitor sees it (GET /api/tarot/readings/:id, docs/product/api.md):
 * read once from D1, shared by the JSON route and the server-rendered page
 * /tarot/reading/:id, so both always show the same thing.
 */
import { eq } from "drizzle-orm";
import { createDb } from "../db/client";
import { readings } from "../db/schema";
import type { RuntimeConfig } from "../lib/runtime-config";
import type { ReadingView } from "../shared/tarot";
import { cardImageAlt, cardImageUrl } from "./card-images";
import { cardById } from "./deck";

type SavedCard = { id: string; name: string; reversed: boolean; position: string };

/** The reading with this id, or null when there is none. */
export async function loadReadingView(
  db: D1Database,
  config: Pick<RuntimeConfig, "CARD_IMAGE_BASE">,
  id: string,
): Promise<ReadingView | null> {
  const reading = await createDb(db).query.readings.findFirst({ where: eq(readings.id, id) });
  if (!reading) return null;
  const saved = JSON.parse(reading.cardsJson) as SavedCard[];
  return {
    id: reading.id,
    spread_type: reading.spreadType,
    intention: reading.intention,
    cards: saved.map((card) => {
      const known = cardById(card.id);
      return {
        id: card.id,
        name: card.name,
        imageUrl: cardImageUrl(config, card.id),
        alt: known ? cardImageAlt(config, known) : card.name,
        reversed: card.reversed,
        position: card.position,
      };
    }),
    interpretation: reading.interpretation,
    created_at: new Date(reading.createdAt).toISOString(),
  };
}
