/**
 * One Durable Object per tarot session (SQLite-backed, docs/product/tarot.md). It is the
 * single owner of the session's state machine
 *   intention → shuffled → spread_selected → interpreting → complete,
 * its shuffled deck and its interpretation stream. Every transition checks and
 * writes the state synchronously (no await in between), so concurrent calls
 * cannot both pass the same check. D1's tarot_sessions row is an index that
 * follows for the portal and the admin; this object is the truth.
 *
 * The steps are the hot path and make no D1 round trip (decision 0018): the
 * object records that its order is paid when it is opened, a refund tells it
 * (revoke), and the index is written after the answer. D1 is read again only
 * when the paid record is older than PAID_RECHECK_MS, when it was never made,
 * and always before a generation starts.
 */
import { DurableObject } from "cloudflare:workers";
import { and, eq, inArray } from "drizzle-orm";
import { createDb } from "../db/client";
import { readings, tarotSessions } from "../db/schema";
import { enqueueEmail } from "../emails/outbox";
import { safeErrorMessage } from "../lib/errors";
import { log } from "../lib/log";
import { readRuntimeConfig } from "../lib/runtime-config";
import { findOrderStatus } from "../orders/queries";
import { markOrderCompleted } from "../orders/transitions";
import type { SpreadType, TarotSessionStatus } from "../shared/statuses";
import { INTENTION_MAX_LENGTH, type InterpretMessage, SPREAD_CARD_COUNTS } from "../shared/tarot";
import { trimInvisible } from "../shared/text";
import { cardAt, DECK_SIZE } from "./deck";
import { writeInterpretation } from "./interpreter";
import { chunkText } from "./local-tarot-model";
import { SPREAD_POSITIONS } from "./positions";
import { CRISIS_MESSAGE, CRISIS_MESSAGE_SOURCE, signalsCrisis } from "./reader/safety";
import { type DrawnCard, shuffleDeck } from "./shuffle";
import { tarotModelAttempts } from "./tarot-model";

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

export type SessionOutcome<T> = { ok: true; value: T } | { ok: false; status: 404 | 409 | 410; error: string };

/** Why a session's order stopped being paid, as told by revoke(). */
export type RevokeReason = "refunded";

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
  /** When the order was last seen paid in D1; null when it never was. */
  paid_confirmed_at: number | null;
  /** Set once the order stops being paid (a refund); steps then answer 409. */
  revoked: RevokeReason | null;
};

/**
 * How long a paid record stands without looking at D1 again. A refund tells the object
 * at once; this bounds what a lost notification lets through to shuffle and select-spread
 * (the interpretation always re-reads D1).
 */
export const PAID_RECHECK_MS = 10 * 60 * 1000;
/** When a deferred index write fails, the alarm retries it after this long (then with the runtime's back-off). */
const INDEX_RETRY_MS = 2_000;

/** The index only moves forward; "interpreting" is not shown there (it is spread_selected until complete). */
const INDEX_ORDER = ["intention", "shuffled", "spread_selected", "complete"] as const;
type IndexStatus = (typeof INDEX_ORDER)[number];
const indexStatus = (status: TarotSessionStatus): IndexStatus =>
  status === "interpreting" ? "spread_selected" : status;

const REVOKED: Record<RevokeReason, string> = { refunded: "This reading's order has been refunded" };

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
           updated_at INTEGER NOT NULL,
           paid_confirmed_at INTEGER,
           revoked TEXT
         )`,
      );
      // Objects created before these columns existed get them added (their sessions read D1 once, then record).
      const columns = new Set(
        this.ctx.storage.sql
          .exec<{ name: string }>("PRAGMA table_info(session)")
          .toArray()
          .map((column) => column.name),
      );
      if (!columns.has("paid_confirmed_at")) {
        this.ctx.storage.sql.exec("ALTER TABLE session ADD COLUMN paid_confirmed_at INTEGER");
      }
      if (!columns.has("revoked")) this.ctx.storage.sql.exec("ALTER TABLE session ADD COLUMN revoked TEXT");
    });
  }

  /**
   * Binds this object to its session and order. Safe to repeat with the same
   * ids (a retried checkout); a different order is a conflict.
   *
   * Called once the order is paid; the object still reads the order in D1 here,
   * after its row exists, so a refund that landed between the payment and this
   * call (and found no object to tell) is seen and recorded.
   */
  async open(sessionId: string, orderId: string): Promise<SessionOutcome<SessionState>> {
    const existing = this.row();
    if (existing) {
      if (existing.session_id !== sessionId || existing.order_id !== orderId) {
        return conflict("This session already belongs to another order");
      }
    } else {
      const now = Date.now();
      this.ctx.storage.sql.exec(
        `INSERT INTO session (id, session_id, order_id, status, created_at, updated_at)
         VALUES (1, ?, ?, 'intention', ?, ?)`,
        sessionId,
        orderId,
        now,
        now,
      );
    }
    try {
      await this.unpaidReason();
    } catch (error) {
      // Nothing recorded: the first step reads D1 instead.
      log("warn", "tarot session could not confirm its order", { sessionId, error: safeErrorMessage(error) });
    }
    return { ok: true, value: this.toState(this.row() as SessionRow) };
  }

  /**
   * The order stopped being paid (a refund): every later step answers 409. Idempotent. An
   * object not opened yet has nothing to mark; its open() reads the order in D1 itself.
   */
  async revoke(reason: RevokeReason): Promise<SessionOutcome<{ revoked: true }>> {
    if (!this.row()) return NOT_FOUND;
    this.ctx.storage.sql.exec("UPDATE session SET revoked = ? WHERE id = 1", reason);
    return { ok: true, value: { revoked: true } };
  }

  /**
   * The session as the page sees it. A refunded session that was not read is gone (410); a
   * reading saved before the refund was delivered and stays (docs/decisions/0029). D1 is read
   * only as the steps read it: when the paid record is stale.
   */
  async view(): Promise<SessionOutcome<SessionState>> {
    const row = this.row();
    if (!row) return NOT_FOUND;
    if (row.status !== "complete") {
      try {
        await this.unpaidReason();
      } catch (error) {
        // D1 unreachable: what the object recorded answers, and the steps check again.
        log("warn", "tarot session could not confirm its order", {
          sessionId: row.session_id,
          error: safeErrorMessage(error),
        });
      }
    }
    // Read again after the await: a reading may have been saved, or a refund told, meanwhile.
    const current = this.row() as SessionRow;
    if (current.revoked && current.status !== "complete") {
      return { ok: false, status: 410, error: REVOKED[current.revoked] };
    }
    return { ok: true, value: this.toState(current) };
  }

  /** intention → shuffled: keeps the intention and fixes the deck's order and reversals. */
  async shuffle(intention: string): Promise<SessionOutcome<{ deckSize: number }>> {
    const text = trimInvisible(intention);
    if (!text || text.length > INTENTION_MAX_LENGTH) return conflict("The intention must be 1 to 500 characters");
    const unpaid = await this.unpaidReason();
    if (unpaid) return unpaid;
    const row = this.row();
    if (!row) return NOT_FOUND;
    if (row.status !== "intention") return conflict("The deck has already been shuffled for this session");
    this.update({ status: "shuffled", intention: text, deck_json: JSON.stringify(encodeDeck(shuffleDeck(DECK_SIZE))) });
    this.indexLater({ status: "shuffled" });
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
    this.indexLater({ status: "spread_selected", spreadType });
    return { ok: true, value: this.toState(this.row() as SessionRow) };
  }

  /** GET …/interpret arrives here as a fetch, because it answers with a stream. */
  override async fetch(request: Request): Promise<Response> {
    if (new URL(request.url).pathname !== "/interpret" || request.method !== "GET") {
      return Response.json({ error: "Not found" }, { status: 404 });
    }
    const before = this.row();
    if (!before) return Response.json(NOT_FOUND, { status: 404 });
    // A refunded session gives no interpretation; a reading saved before the refund can still be read.
    if (before.revoked && before.status !== "complete") {
      return Response.json({ error: REVOKED[before.revoked] }, { status: 409 });
    }
    // Any call that is about to start a generation (the first, or after the instance that was
    // generating is gone) checks in D1 that the order is still paid, whatever the object recorded:
    // this is the step that delivers the reading, so a lost refund notification stops here.
    if (before.status === "spread_selected" || (before.status === "interpreting" && !this.generation)) {
      const unpaid = await this.unpaidReason({ fresh: true });
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
      let model: string;
      if (signalsCrisis(intention)) {
        text = CRISIS_MESSAGE;
        model = CRISIS_MESSAGE_SOURCE;
        for (const delta of chunkText(text)) append(delta);
      } else {
        const config = readRuntimeConfig(this.env);
        const attempts = tarotModelAttempts(config, this.env.AI);
        ({ text, model } = await writeInterpretation(
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
      // A refund that arrived while the model was writing: the reading is neither saved nor delivered.
      const revoked = this.row()?.revoked;
      if (revoked) {
        this.update({ status: "spread_selected", interpretation: "" });
        this.broadcast({ error: REVOKED[revoked] }, true);
        return;
      }
      const saved = await this.saveReading(this.row() as SessionRow, text, model, cards);
      if (saved.text !== text) {
        // An earlier generation of this session reached D1 first (its instance died before finishing):
        // the permalink shows that one, so every reader gets that one too.
        this.broadcast({ restart: true });
        this.broadcast({ content: saved.text });
      }
      this.update({ status: "complete", reading_id: saved.id, interpretation: saved.text });
      this.broadcast({ done: true, readingId: saved.id }, true);
    } catch (error) {
      log(
        "error",
        "tarot interpretation failed",
        { sessionId: state.sessionId, error: safeErrorMessage(error) },
        error,
      );
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
    model: string,
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
        model,
      })
      .onConflictDoNothing({ target: readings.sessionId });
    const saved = await db.query.readings.findFirst({ where: eq(readings.sessionId, row.session_id) });
    // Awaited here (not the hot path): the index says complete before the order does.
    await this.writeIndex({ status: "complete", spreadType }).catch((error) => this.indexFailed(error));
    await markOrderCompleted(db, row.order_id);
    // The permalink by email, off the stream's path; not for crisis lines, which are no reading to keep.
    if (model !== CRISIS_MESSAGE_SOURCE) this.ctx.waitUntil(enqueueEmail(this.env, row.order_id, "reading_saved"));
    return { id: saved?.id ?? (row.reading_id as string), text: saved?.interpretation ?? text };
  }

  /**
   * Null while the order is paid; otherwise the 409 to answer. Reads D1 only when `fresh`, or
   * when the object has no paid record younger than PAID_RECHECK_MS; a paid answer is recorded,
   * and so is a refund.
   */
  private async unpaidReason({ fresh = false } = {}): Promise<ReturnType<typeof conflict> | null> {
    const row = this.row();
    if (!row) return null;
    if (row.revoked) return conflict(REVOKED[row.revoked]);
    const confirmed = row.paid_confirmed_at;
    if (!fresh && confirmed !== null && Date.now() - confirmed < PAID_RECHECK_MS) return null;
    const order = await findOrderStatus(createDb(this.env.DB), row.order_id);
    // A revoke may have arrived while D1 answered; it wins over a paid answer read before it.
    const revoked = this.row()?.revoked;
    if (revoked) return conflict(REVOKED[revoked]);
    if (order?.status === "paid" || order?.status === "completed") {
      this.ctx.storage.sql.exec("UPDATE session SET paid_confirmed_at = ? WHERE id = 1", Date.now());
      return null;
    }
    if (order?.status === "refunded") {
      this.ctx.storage.sql.exec("UPDATE session SET revoked = 'refunded' WHERE id = 1");
      return conflict(REVOKED.refunded);
    }
    return conflict("This session's order is not paid");
  }

  /** Brings the D1 index up to a step without holding the step's answer for it. */
  private indexLater(values: { status: IndexStatus; spreadType?: SpreadType }): void {
    this.ctx.waitUntil(this.writeIndex(values).catch((error) => this.indexFailed(error)));
  }

  /**
   * One conditional UPDATE that only moves the index forward, so deferred writes may land in
   * any order (or twice) and it still ends at the latest step.
   */
  private async writeIndex(values: { status: IndexStatus; spreadType?: SpreadType | null }): Promise<void> {
    const row = this.row();
    if (!row) return;
    const earlier = INDEX_ORDER.slice(0, INDEX_ORDER.indexOf(values.status));
    if (earlier.length === 0) return;
    await createDb(this.env.DB)
      .update(tarotSessions)
      .set({
        status: values.status,
        ...(values.spreadType ? { spreadType: values.spreadType } : {}),
        updatedAt: Date.now(),
      })
      .where(and(eq(tarotSessions.id, row.session_id), inArray(tarotSessions.status, earlier)));
  }

  /** The object is the truth; an alarm brings the index up to it later. */
  private async indexFailed(error: unknown): Promise<void> {
    log("warn", "tarot session index not updated", {
      sessionId: this.row()?.session_id,
      error: safeErrorMessage(error),
    });
    try {
      await this.ctx.storage.setAlarm(Date.now() + INDEX_RETRY_MS);
    } catch (alarmError) {
      log("error", "tarot session index retry not scheduled", { error: safeErrorMessage(alarmError) });
    }
  }

  /** Retries the index write from the object's current state; a throw makes the runtime retry again. */
  override async alarm(): Promise<void> {
    const row = this.row();
    if (!row) return;
    // A reading being written here ends complete or back at spread_selected: index whichever it is, later.
    // With no generation running (its instance is gone), interpreting is indexed as spread_selected now.
    if (row.status === "interpreting" && this.generation) {
      await this.ctx.storage.setAlarm(Date.now() + INDEX_RETRY_MS);
      return;
    }
    await this.writeIndex({ status: indexStatus(row.status), spreadType: row.spread_type });
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
