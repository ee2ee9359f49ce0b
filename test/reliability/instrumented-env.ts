/**
 * The Worker's real bindings, wrapped so a test can see every call and make
 * any one of them fail. D1, R2, the JOBS producer, the AI binding and the
 * tarot Durable Object namespace are all counted per kind ("channel"); a fault
 * names a channel and the Nth call on it in one run of Worker code:
 *
 * - "throw": the call fails before it reaches the binding (an outage);
 * - "lost-reply": the call lands, then the caller sees an error (a time-out
 *   after the write was committed, the nastiest kind for idempotency);
 * - "hang": the call never answers, and neither does anything after it, as
 *   when the platform kills an invocation that ran past its wall-time limit.
 *
 * Everything else passes straight through to the real binding.
 */

export type Channel = "d1" | "r2.put" | "r2.get" | "r2.delete" | "queue" | "ai" | "durable-object";
export type FaultMode = "throw" | "lost-reply" | "hang" | "reply";
export type Fault = {
  channel: Channel;
  /** Counts only the calls whose SQL, key or model matches (all calls on the channel when absent). */
  match?: RegExp;
  /** The Nth (matching) call, from 1; -1 for every one. */
  at: number;
  mode: FaultMode;
  /** "throw": the error to raise instead of the default InjectedFault. */
  error?: () => Error;
  /** "reply": what the call answers instead of reaching the binding. */
  reply?: unknown;
  /** A name for reports. */
  label?: string;
};

export const WRITE_SQL = /^\s*(insert|update|delete|replace|create|drop|alter)\b/i;

export class InjectedFault extends Error {
  override name = "InjectedFault";
}

type CallRecord = { channel: Channel; detail: string; write: boolean };

const never = <T>() => new Promise<T>(() => {});

/** One run of Worker code through the bindings: the faults it should meet and what it did. */
export class BindingCalls {
  readonly counts = new Map<Channel, number>();
  private readonly matched = new Map<Fault, number>();
  readonly calls: CallRecord[] = [];
  readonly fired: Fault[] = [];
  /** Set once a "hang" fault fired: from then on every call of this run hangs too. */
  killed = false;
  readonly hung: Promise<void>;
  private signalHang: () => void = () => {};

  constructor(readonly faults: readonly Fault[] = []) {
    this.hung = new Promise<void>((resolve) => {
      this.signalHang = resolve;
    });
  }

  count(channel: Channel): number {
    return this.counts.get(channel) ?? 0;
  }

  get writes(): CallRecord[] {
    return this.calls.filter((c) => c.write);
  }

  async through<T>(channel: Channel, detail: string, write: boolean, call: () => Promise<T>): Promise<T> {
    if (this.killed) return never<T>();
    const n = this.count(channel) + 1;
    this.counts.set(channel, n);
    this.calls.push({ channel, detail, write });
    let fault: Fault | undefined;
    for (const f of this.faults) {
      if (f.channel !== channel || (f.match && !f.match.test(detail))) continue;
      const seen = (this.matched.get(f) ?? 0) + 1;
      this.matched.set(f, seen);
      if (!fault && (f.at === -1 || f.at === seen)) fault = f;
    }
    if (!fault) return call();
    this.fired.push(fault);
    switch (fault.mode) {
      case "reply":
        return fault.reply as T;
      case "throw":
        throw fault.error?.() ?? new InjectedFault(`injected: ${channel} call ${n} failed (${detail.slice(0, 60)})`);
      case "lost-reply":
        await call();
        throw new InjectedFault(`injected: ${channel} call ${n} timed out after it landed (${detail.slice(0, 60)})`);
      case "hang":
        this.killed = true;
        this.signalHang();
        return never<T>();
    }
  }
}

function instrumentD1(db: D1Database, calls: BindingCalls): D1Database {
  const real = new WeakMap<object, D1PreparedStatement>();
  const sqlOf = new WeakMap<object, string>();
  const wrap = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const write = WRITE_SQL.test(sql);
    const wrapped = {
      bind: (...values: unknown[]) => wrap(statement.bind(...values), sql),
      first: (column?: string) =>
        calls.through("d1", sql, write, () => (column === undefined ? statement.first() : statement.first(column))),
      all: () => calls.through("d1", sql, write, () => statement.all()),
      run: () => calls.through("d1", sql, write, () => statement.run()),
      raw: (options?: { columnNames?: boolean }) =>
        calls.through("d1", sql, write, () => statement.raw(options as { columnNames: true })),
    };
    real.set(wrapped, statement);
    sqlOf.set(wrapped, sql);
    return wrapped as unknown as D1PreparedStatement;
  };
  const wrapped = {
    prepare: (sql: string) => wrap(db.prepare(sql), sql),
    batch: (statements: D1PreparedStatement[]) => {
      const sql = statements.map((s) => sqlOf.get(s) ?? "?").join("; ");
      const write = statements.some((s) => WRITE_SQL.test(sqlOf.get(s) ?? "insert"));
      return calls.through("d1", sql, write, () => db.batch(statements.map((s) => real.get(s) ?? s)));
    },
    exec: (query: string) => calls.through("d1", query, WRITE_SQL.test(query), () => db.exec(query)),
    dump: () => db.dump(),
    withSession: () => {
      throw new Error("withSession is not instrumented");
    },
  };
  return wrapped as unknown as D1Database;
}

function instrumentR2(bucket: R2Bucket, calls: BindingCalls): R2Bucket {
  const wrapped = {
    put: (key: string, value: unknown, options?: R2PutOptions) =>
      calls.through("r2.put", key, true, () => bucket.put(key, value as ArrayBuffer, options)),
    get: (key: string, options?: R2GetOptions) => calls.through("r2.get", key, false, () => bucket.get(key, options)),
    head: (key: string) => calls.through("r2.get", key, false, () => bucket.head(key)),
    list: (options?: R2ListOptions) => calls.through("r2.get", "list", false, () => bucket.list(options)),
    delete: (keys: string | string[]) => calls.through("r2.delete", String(keys), true, () => bucket.delete(keys)),
    createMultipartUpload: (key: string, options?: R2MultipartOptions) =>
      calls.through("r2.put", key, true, () => bucket.createMultipartUpload(key, options)),
    resumeMultipartUpload: () => {
      throw new Error("resumeMultipartUpload is not instrumented");
    },
  };
  return wrapped as unknown as R2Bucket;
}

function instrumentQueue(queue: Queue, calls: BindingCalls): Queue {
  const wrapped = {
    send: (body: unknown, options?: QueueSendOptions) =>
      calls.through("queue", JSON.stringify(body), true, () => queue.send(body, options)),
    sendBatch: (messages: Iterable<MessageSendRequest>, options?: QueueSendBatchOptions) => {
      const list = [...messages];
      return calls.through("queue", JSON.stringify(list.map((m) => m.body)), true, () =>
        queue.sendBatch(list, options),
      );
    },
  };
  return wrapped as unknown as Queue;
}

function instrumentAi(ai: Ai, calls: BindingCalls): Ai {
  const wrapped = {
    run: (model: string, inputs: unknown, options?: unknown) =>
      calls.through("ai", model, false, () =>
        (ai.run as (m: string, i: unknown, o?: unknown) => Promise<unknown>)(model, inputs, options),
      ),
  };
  return wrapped as unknown as Ai;
}

/**
 * A Durable Object namespace whose stubs count every call. Reaching a session
 * at all counts as a call, so a test can say that bad input never woke one.
 */
function instrumentSessions(
  namespace: DurableObjectNamespace<import("../../src/tarot/tarot-session").TarotSession>,
  calls: BindingCalls,
) {
  const wrapped = {
    idFromName: (name: string) => namespace.idFromName(name),
    idFromString: (id: string) => namespace.idFromString(id),
    newUniqueId: () => namespace.newUniqueId(),
    get: (id: DurableObjectId) => {
      const stub = namespace.get(id);
      return new Proxy(stub, {
        get(target, property) {
          const value = Reflect.get(target, property);
          if (typeof value !== "function") return value;
          return (...args: unknown[]) =>
            // Reflect.apply: on an RPC stub, `.apply` would be read as a remote method of that name.
            calls.through("durable-object", String(property), true, () =>
              Reflect.apply(value as (...a: unknown[]) => Promise<unknown>, target, args),
            );
        },
      });
    },
  };
  return wrapped as unknown as typeof namespace;
}

/**
 * The environment Worker code sees in one run: the real bindings behind the
 * counters, plus any replacements (a simulated queue, a scripted AI, vars).
 */
export function instrumentEnv(base: Env, calls: BindingCalls, replace: Partial<Env> = {}): Env {
  const merged = { ...base, ...replace } as Env;
  return {
    ...merged,
    DB: instrumentD1(merged.DB, calls),
    ARTIFACTS: instrumentR2(merged.ARTIFACTS, calls),
    JOBS: instrumentQueue(merged.JOBS, calls),
    // Only production binds AI; a test that scripts Workers AI passes its own.
    ...(merged.AI ? { AI: instrumentAi(merged.AI, calls) } : {}),
    TAROT_SESSION: instrumentSessions(merged.TAROT_SESSION, calls),
  };
}
