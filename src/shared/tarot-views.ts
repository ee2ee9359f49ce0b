/**
 * The tarot API's answers, written once as zod schemas: the types the Worker and the SPA use
 * are inferred from them, and the OpenAPI document publishes them (docs/decisions/0068).
 * The SPA imports only the types (src/shared/tarot.ts re-exports them), so no page ships zod for them.
 */
import { z } from "zod";
import { SPREAD_TYPES, TAROT_SESSION_STATUSES } from "./statuses";

/** A drawn card as the browser sees it. */
export const CardViewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    imageUrl: z.string(),
    alt: z.string(),
    reversed: z.boolean(),
    position: z.string().meta({ description: "The position label, e.g. Challenge" }),
  })
  .meta({ id: "CardView" });
export type CardView = z.infer<typeof CardViewSchema>;

/** A face-down card in the shuffled deck: the order stays on the server until cards are drawn. */
export const CardBackViewSchema = z.object({ index: z.int(), imageUrl: z.string() }).meta({ id: "CardBackView" });
export type CardBackView = z.infer<typeof CardBackViewSchema>;

/** GET /api/tarot/sessions/:id */
export const SessionViewSchema = z
  .object({
    id: z.string(),
    status: z.enum(TAROT_SESSION_STATUSES),
    intention: z.string().nullable(),
    spread_type: z.enum(SPREAD_TYPES).nullable(),
    shuffledDeck: z.array(CardViewSchema).meta({ description: "The drawn cards once a spread is chosen, else empty" }),
    deckSize: z.int(),
    cardBackUrl: z.string(),
    readingId: z.string().nullable(),
  })
  .meta({ id: "SessionView" });
export type SessionView = z.infer<typeof SessionViewSchema>;

/** GET /api/tarot/readings/:id */
export const ReadingViewSchema = z
  .object({
    id: z.string(),
    spread_type: z.enum(SPREAD_TYPES),
    intention: z.string(),
    cards: z.array(CardViewSchema),
    interpretation: z.string(),
    created_at: z.string(),
  })
  .meta({ id: "ReadingView" });
export type ReadingView = z.infer<typeof ReadingViewSchema>;

/**
 * One Server-Sent Event of GET …/interpret. `content` is appended to what the reader has.
 * `restart` (only after a generation failed its check) means: clear the text so far, a new
 * version follows.
 */
export const InterpretMessageSchema = z
  .object({
    content: z.string().optional().meta({ description: "Text to append to what the reader has" }),
    done: z.boolean().optional(),
    readingId: z.string().optional(),
    error: z.string().optional(),
    restart: z.boolean().optional().meta({ description: "Clear the text so far: a new version follows" }),
  })
  .meta({ id: "InterpretMessage" });
export type InterpretMessage = z.infer<typeof InterpretMessageSchema>;
