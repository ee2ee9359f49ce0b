/**
 * One Durable Object per tarot session (SQLite-backed, design.md §5). It is the
 * single owner of the session's state machine
 *   intention → shuffled → spread_selected → interpreting → complete,
 * its shuffled deck and its interpretation stream. Every transition checks and
 * writes the state synchronously (no await in between), so concurrent calls
 * cannot both pass the same check. D1's tarot_sessions row is an index kept in
 * step for the portal and the admin; this object is the truth.
 */
import { DurableObject } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { chunkText } from "../ai/local-tarot-model";
import { tarotModelAttempts } from "../ai/tarot-model";
import { createDb } from "../db/client";
import { readings, tarotSessions } from "../db/schema";
import { safeErrorMessage } from "../lib/errors";
import { log } from "../lib/log";
import { readRuntimeConfig } from "../lib/runtime-config";
import { markOrderCompleted } from "../payments/order-transitions";
import type { SpreadType, TarotSessionStatus } from "../shared/statuses";
import { INTENTION_MAX_LENGTH, type InterpretMessage, SPREAD_CARD_COUNTS } from "../shared/tarot";
import { cardAt, DECK_SIZE } from "./deck";
import { writeInterpretation } from "./interpreter";
import { SPREAD_POSITIONS } from "./positions";
import { CRISIS_MESSAGE, signalsCrisis } from "./safety";
import { type DrawnCard, shuffleDeck } from "./shuffle";

/** What the API may show: the drawn cards only, never the order of the rest of the deck. */
export type SessionState = {
  sessionId: string;
  orderId: string;
  status: TarotSessionStatus;
  intention: string | null;
  spreadType: SpreadType | null;
  drawn: DrawnCard[];
  readingId: string | null;
  createdAt: number;
};

export type SessionOutcome<T> = { ok: true; value: T } | { ok: false; status: 404 | 409; error: string };

type SessionRow = {
  session_id: string;
  order_id: string;
  status: TarotSessionStatus;
  intention: string | null;
  spread_type: SpreadType | null;
  deck_json: string | null;
  reading_id: string | null;
  interpretation: string;
  created_at: number;
  updated_at: number;
};

type Listener = (message: InterpretMessage, last: boolean) => void;

const conflict = (error: string) => ({ ok: false as const, status: 409 as const, error });
const NOT_FOUND = { ok: false as const, status: 404 as const, error: "Session not found" };

const encoder = new TextEncoder();
const sse = (message: InterpretMessage) => encoder.encode(`data: ${JSON.stringify(message)}\n\n`);

export class TarotSession extends DurableObject<Env> {
  /** The generation in progress in this instance, if any. */
  private generation: Promise<void> | null = null;
  private readonly listeners = new Set<Listener>();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => {
      this.ctx.storage.sql.exec(
        `CREATE TABLE IF NOT EXISTS session (
           id INTEGER PRIMARY KEY CHECK (id = 1),
           session_id TEXT NOT NULL,
           order_id TEXT NOT NULL,
           status TEXT NOT NULL,
           intention TEXT,
           spread_type TEXT,
           deck_json TEXT,
           reading_id TEXT,
           interpretation TEXT NOT NULL DEFAULT '',
           created_at INTEGER NOT NULL,
           updated_at INTEGER NOT NULL
         )`,
      );
    });
  }

  /**
   * Binds this object to its session and order. Safe to repeat with the same
   * ids (a retried checkout); a different order is a conflict.
   */
  async open(sessionId: string, orderId: string): Promise<SessionOutcome<SessionState>> {
    const existing = this.row();
    if (existing) {
      if (existing.session_id !== sessionId || existing.order_id !== orderId) {
        return conflict("This session already belongs to another order");
      }
      return { ok: true, value: this.toState(existing) };
    }
    const now = Date.now();
    this.ctx.storage.sql.exec(
      `INSERT INTO session (id, session_id, order_id, status, created_at, updated_at)
       VALUES (1, ?, ?, 'intention', ?, ?)`,
      sessionId,
      orderId,
      now,
      now,
    );
    return { ok: true, value: this.toState(this.row() as SessionRow) };
  }

  async view(): Promise<SessionOutcome<SessionState>> {
    const row = this.row();
    return row ? { ok: true, value: this.toState(row) } : NOT_FOUND;
  }

  /** intention → shuffled: keeps the intention and fixes the deck's order and reversals. */
  async shuffle(intention: string): Promise<SessionOutcome<{ deckSize: number }>> {
    const text = intention.trim();
    if (!text || text.length > INTENTION_MAX_LENGTH) return conflict("The intention must be 1 to 500 characters");
    const unpaid = await this.unpaidReason();
    if (unpaid) return unpaid;
    const row = this.row();
    if (!row) return NOT_FOUND;
    if (row.status !== "intention") return conflict("The deck has already been shuffled for this session");
    this.update({ status: "shuffled", intention: text, deck_json: JSON.stringify(encodeDeck(shuffleDeck(DECK_SIZE))) });
    await this.mirror({ status: "shuffled" });
    return { ok: true, value: { deckSize: DECK_SIZE } };
  }

  /** shuffled → spread_selected: the spread's cards are the top of the shuffled deck. */
  async selectSpread(spreadType: SpreadType): Promise<SessionOutcome<SessionState>> {
    const unpaid = await this.unpaidReason();
    if (unpaid) return unpaid;
    const row = this.row();
    if (!row) return NOT_FOUND;
    if (row.status === "intention") return conflict("Shuffle the deck before choosing a spread");
    if (row.status !== "shuffled") return conflict("A spread has already been chosen for this session");
    this.update({ status: "spread_selected", spread_type: spreadType });
    await this.mirror({ status: "spread_selected", spreadType });
    return { ok: true, value: this.toState(this.row() as SessionRow) };
  }

  /** GET …/interpret arrives here as a fetch, because it answers with a stream. */
  override async fetch(request: Request): Promise<Response> {
    if (new URL(request.url).pathname !== "/interpret" || request.method !== "GET") {
      return Response.json({ error: "Not found" }, { status: 404 });
    }
    const before = this.row();
    if (!before) return Response.json(NOT_FOUND, { status: 404 });
    // Any call that is about to start a generation (the first, or after the instance that was
    // generating is gone) checks the order is still paid.
    if (before.status === "spread_selected" || (before.status === "interpreting" && !this.generation)) {
      const unpaid = await this.unpaidReason();
      if (unpaid) return Response.json({ error: unpaid.error }, { status: unpaid.status });
    }
    // Read again after the await: another call may have started the generation meanwhile.
    const row = this.row() as SessionRow;
    if (row.status === "intention" || row.status === "shuffled") {
      return Response.json({ error: "Choose a spread before asking for the interpretation" }, { status: 409 });
    }
    if (row.status === "spread_selected" || (row.status === "interpreting" && !this.generation)) {
      // First call, or the instance that was generating is gone: (re)start from an empty text.
      this.update({ status: "interpreting", reading_id: row.reading_id ?? crypto.randomUUID(), interpretation: "" });
      this.generation = this.generate().finally(() => {
        this.generation = null;
      });
      this.ctx.waitUntil(this.generation);
    }
    return new Response(this.subscribe(), {
      headers: {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-cache, no-transform",
        "X-Accel-Buffering": "no",
      },
    });
  }

  /** Replays what exists, then follows the generation until it ends. */
  private subscribe(): ReadableStream<Uint8Array> {
    let listener: Listener | null = null;
    return new ReadableStream<Uint8Array>({
      start: (controller) => {
        const row = this.row() as SessionRow;
        if (row.interpretation) controller.enqueue(sse({ content: row.interpretation }));
        if (row.status === "complete") {
          controller.enqueue(sse({ done: true, readingId: row.reading_id ?? undefined }));
          controller.close();
          return;
        }
        listener = (message, last) => {
          try {
            controller.enqueue(sse(message));
            if (last) controller.close();
          } catch {
            // The reader went away; the generation carries on for whoever comes back.
          }
          if (last && listener) this.listeners.delete(listener);
        };
        this.listeners.add(listener);
      },
      cancel: () => {
        if (listener) this.listeners.delete(listener);
      },
    });
  }

  private broadcast(message: InterpretMessage, last = false): void {
    for (const listener of [...this.listeners]) listener(message, last);
  }

  private async generate(): Promise<void> {
    const row = this.row() as SessionRow;
    const state = this.toState(row);
    const spreadType = state.spreadType as SpreadType;
    const positions = SPREAD_POSITIONS[spreadType];
    const cards = state.drawn.map((drawn, index) => {
      const position = positions[index] as (typeof positions)[number];
      return { card: cardAt(drawn.cardIndex), reversed: drawn.reversed, position };
    });
    const intention = state.intention ?? "";
    const append = (delta: string) => {
      this.ctx.storage.sql.exec(
        "UPDATE session SET interpretation = interpretation || ?, updated_at = ? WHERE id = 1",
        delta,
        Date.now(),
      );
      this.broadcast({ content: delta });
    };
    try {
      let text: string;
      if (signalsCrisis(intention)) {
        text = CRISIS_MESSAGE;
        for (const delta of chunkText(text)) append(delta);
      } else {
        const config = readRuntimeConfig(this.env);
        const attempts = tarotModelAttempts(config, this.env.AI);
        ({ text } = await writeInterpretation(
          attempts,
          {
            spreadType,
            intention,
            seed: state.sessionId,
            cards: cards.map(({ card, reversed, position }) => ({
              card,
              reversed,
              position: position.label,
              positionMeaning: position.meaning,
            })),
          },
          {
            onDelta: append,
            onRestart: () => {
              this.update({ interpretation: "" });
              this.broadcast({ restart: true });
            },
          },
        ));
      }
      const saved = await this.saveReading(this.row() as SessionRow, text, cards);
      if (saved.text !== text) {
        // An earlier generation of this session reached D1 first (its instance died before finishing):
        // the permalink shows that one, so every reader gets that one too.
        this.broadcast({ restart: true });
        this.broadcast({ content: saved.text });
      }
      this.update({ status: "complete", reading_id: saved.id, interpretation: saved.text });
      this.broadcast({ done: true, readingId: saved.id }, true);
    } catch (error) {
      log("error", "tarot interpretation failed", { sessionId: state.sessionId, error: safeErrorMessage(error) });
      // Back to spread_selected, so asking again starts afresh.
      this.update({ status: "spread_selected", interpretation: "" });
      this.broadcast({ error: "The reading could not be written. Please try again." }, true);
    }
  }

  /**
   * Writes the reading to D1 and completes the order. Idempotent: a second save keeps the first
   * reading, and answers with what D1 holds.
   */
  private async saveReading(
    row: SessionRow,
    text: string,
    cards: { card: { id: string; name: string }; reversed: boolean; position: { label: string } }[],
  ): Promise<{ id: string; text: string }> {
    const db = createDb(this.env.DB);
    const spreadType = row.spread_type as SpreadType;
    await db
      .insert(readings)
      .values({
        id: row.reading_id ?? crypto.randomUUID(),
        sessionId: row.session_id,
        orderId: row.order_id,
        spreadType,
        intention: row.intention ?? "",
        cardsJson: JSON.stringify(
          cards.map(({ card, reversed, position }) => ({
            id: card.id,
            name: card.name,
            reversed,
            position: position.label,
          })),
        ),
        interpretation: text,
      })
      .onConflictDoNothing({ target: readings.sessionId });
    const saved = await db.query.readings.findFirst({ where: eq(readings.sessionId, row.session_id) });
    await this.mirror({ status: "complete", spreadType });
    await markOrderCompleted(db, row.order_id);
    return { id: saved?.id ?? (row.reading_id as string), text: saved?.interpretation ?? text };
  }

  /** Null while the order is paid; otherwise the 409 to answer. */
  private async unpaidReason(): Promise<ReturnType<typeof conflict> | null> {
    const row = this.row();
    if (!row) return null;
    const order = await createDb(this.env.DB).query.orders.findFirst({
      columns: { status: true },
      where: (orders, { eq }) => eq(orders.id, row.order_id),
    });
    if (order?.status === "paid" || order?.status === "completed") return null;
    if (order?.status === "refunded") return conflict("This reading's order has been refunded");
    return conflict("This session's order is not paid");
  }

  private async mirror(values: { status: TarotSessionStatus; spreadType?: SpreadType }): Promise<void> {
    const row = this.row();
    if (!row) return;
    try {
      await createDb(this.env.DB)
        .update(tarotSessions)
        .set({ ...values, updatedAt: Date.now() })
        .where(eq(tarotSessions.id, row.session_id));
    } catch (error) {
      // The object is the truth; the index catches up at the next transition.
      log("warn", "tarot session index not updated", { sessionId: row.session_id, error: safeErrorMessage(error) });
    }
  }

  private update(
    values: Partial<
      Pick<SessionRow, "status" | "intention" | "spread_type" | "deck_json" | "reading_id" | "interpretation">
    >,
  ): void {
    const entries = Object.entries(values);
    const assignments = entries.map(([column]) => `${column} = ?`).join(", ");
    this.ctx.storage.sql.exec(
      `UPDATE session SET ${assignments}, updated_at = ? WHERE id = 1`,
      ...entries.map(([, value]) => value ?? null),
      Date.now(),
    );
  }

  private row(): SessionRow | null {
    return this.ctx.storage.sql.exec<SessionRow>("SELECT * FROM session WHERE id = 1").toArray()[0] ?? null;
  }

  private toState(row: SessionRow): SessionState {
    const deck = row.deck_json ? decodeDeck(JSON.parse(row.deck_json) as number[]) : [];
    const drawnCount = row.spread_type ? SPREAD_CARD_COUNTS[row.spread_type] : 0;
    return {
      sessionId: row.session_id,
      orderId: row.order_id,
      status: row.status,
      intention: row.intention,
      spreadType: row.spread_type,
      drawn: deck.slice(0, drawnCount),
      readingId: row.status === "complete" ? row.reading_id : null,
      createdAt: row.created_at,
    };
  }
}

/** Stored compactly: card index × 2, plus 1 when reversed. */
function encodeDeck(deck: DrawnCard[]): number[] {
  return deck.map((card) => card.cardIndex * 2 + (card.reversed ? 1 : 0));
}

function decodeDeck(codes: number[]): DrawnCard[] {
  return codes.map((code) => ({ cardIndex: code >> 1, reversed: (code & 1) === 1 }));
}
