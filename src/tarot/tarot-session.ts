/**
 * One Durable Object per tarot session (SQLite-backed). It is the single owner
 * of that session's state: which order it belongs to and where it stands in
 * intention → shuffled → spread_selected → interpreting → complete.
 */
import { DurableObject } from "cloudflare:workers";
import type { TarotSessionStatus } from "../shared/statuses";

export type TarotSessionSnapshot = {
  sessionId: string;
  orderId: string;
  status: TarotSessionStatus;
  createdAt: number;
};

/** Raised for calls that do not fit the session's current state; the API maps it to 409. */
export class SessionConflictError extends Error {
  override name = "SessionConflictError";
}

type SessionRow = { session_id: string; order_id: string; status: TarotSessionStatus; created_at: number };

export class TarotSession extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => {
      this.ctx.storage.sql.exec(
        `CREATE TABLE IF NOT EXISTS session (
           id INTEGER PRIMARY KEY CHECK (id = 1),
           session_id TEXT NOT NULL,
           order_id TEXT NOT NULL,
           status TEXT NOT NULL,
           created_at INTEGER NOT NULL
         )`,
      );
    });
  }

  /**
   * Binds this object to its session and order. Safe to repeat with the same
   * ids (a retried checkout); a different order is a conflict.
   */
  async open(sessionId: string, orderId: string): Promise<TarotSessionSnapshot> {
    const existing = this.read();
    if (existing) {
      if (existing.sessionId !== sessionId || existing.orderId !== orderId) {
        throw new SessionConflictError("This session already belongs to another order");
      }
      return existing;
    }
    this.ctx.storage.sql.exec(
      "INSERT INTO session (id, session_id, order_id, status, created_at) VALUES (1, ?, ?, 'intention', ?)",
      sessionId,
      orderId,
      Date.now(),
    );
    return this.read() as TarotSessionSnapshot;
  }

  async snapshot(): Promise<TarotSessionSnapshot | null> {
    return this.read();
  }

  private read(): TarotSessionSnapshot | null {
    const row = this.ctx.storage.sql.exec<SessionRow>("SELECT * FROM session WHERE id = 1").toArray()[0];
    if (!row) return null;
    return { sessionId: row.session_id, orderId: row.order_id, status: row.status, createdAt: row.created_at };
  }
}
