/**
 * Fault injection at every step of the soulmate pipeline. The shop's real
 * consumer, handlers, fulfilment and replay code run against the real D1 and
 * R2, with one binding call at a time made to fail, time out after landing, or
 * hang until the invocation is killed; Queues' retries, dead-letter queue and
 * cron are played out by SimulatedQueues on a virtual clock. Whatever happens,
 * every order must end delivered with exactly one pack, or failed with its
 * reason and delivered by a replay once the fault clears: none is left stuck,
 * no file or row is doubled.
 */
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { replayOrder } from "../../src/jobs/fulfilment";
import { startPack } from "../../src/orders/paid/effects";
import { JOB_TYPES, type JobType } from "../../src/shared/statuses";
import { filesOfJob, JOB_PREREQUISITES } from "../../src/soulmate/artifact-names";
import { composeStory } from "../../src/soulmate/story-composer";
import type { SoulmateInputs } from "../../src/soulmate/types";
import { createOrder } from "../worker/factories";
import type { Fault } from "./instrumented-env";
import {
  expectConsistentFiles,
  expectDelivered,
  expectFailedAndReplayable,
  orderState,
  PACK_FILES,
  r2Objects,
} from "./invariants";
import { type FaultPlan, SimulatedQueues, type Step } from "./simulated-queues";

afterEach(() => SimulatedQueues.restoreClock());

/** The statements the pipeline runs, as drizzle writes them. */
const SQL = {
  claim: /^update "jobs" set "status" = \?, "attempts"/,
  loadOrder: /^select .* from "orders"/,
  record: /^insert into "artifacts"/,
  complete: /^update "jobs" set "status" = \?, "last_error" = \?, "finished_at"/,
  followUp: /^select "name" from "artifacts"/,
  deliver: /^update "orders" set "status" = \?, "failure_reason" = \?, "delivered_at"/,
  createJobs: /^insert into "jobs"/,
  toProcessing: /^update "orders" set "status" = \?, "updated_at" = \?/,
  stuckOrders: /^select "id" from "orders"/,
};

/** The brief's fault kinds: R2 put failure, D1 error, AI failure, time-outs (plus the reads and sends around them). */
type Kind = "D1 error" | "R2 put failure" | "R2 read failure" | "AI failure" | "time-out" | "queue send failure";
type Target = { id: string; step: Step; kind: Kind; fault: Fault };

const target = (step: Step, kind: Kind, what: string, fault: Omit<Fault, "label">): Target => {
  const id = `${step}: ${what}`;
  return { id, step, kind, fault: { ...fault, label: id } };
};

/** The card set and the oracle images take seconds to render; only the faults that matter most re-render them. */
const HEAVY: JobType[] = ["card_set", "oracle_images"];
const READS_INPUT: JobType[] = ["storybook_pdf", "oracle_zip"];
const HAS_DEPENDENT = JOB_TYPES.filter((t) => JOB_TYPES.some((other) => JOB_PREREQUISITES[other].includes(t)));

const aiTimeout = () => new DOMException("The operation was aborted due to timeout", "TimeoutError");

function jobStepTargets(step: JobType): Target[] {
  const files = filesOfJob(step).length;
  const heavy = HEAVY.includes(step);
  return [
    target(step, "D1 error", "reading the job", { channel: "d1", at: 1, mode: "throw" }),
    target(step, "D1 error", "claiming the job", { channel: "d1", match: SQL.claim, at: 1, mode: "throw" }),
    target(step, "time-out", "the claim landed but its answer was lost", {
      channel: "d1",
      match: SQL.claim,
      at: 1,
      mode: "lost-reply",
    }),
    target(step, "D1 error", "loading the order", { channel: "d1", match: SQL.loadOrder, at: 1, mode: "throw" }),
    target(step, "R2 put failure", "writing the first file", { channel: "r2.put", at: 1, mode: "throw" }),
    target(step, "time-out", "an R2 put hangs and the invocation is killed", {
      channel: "r2.put",
      at: files,
      mode: "hang",
    }),
    // The job records its files' rows in one batch.
    target(step, "time-out", "the file rows landed but their answer was lost", {
      channel: "d1",
      match: SQL.record,
      at: 1,
      mode: "lost-reply",
    }),
    target(step, "D1 error", "marking the job completed", { channel: "d1", match: SQL.complete, at: 1, mode: "throw" }),
    target(step, "D1 error", "the follow-up after completion", {
      channel: "d1",
      match: SQL.followUp,
      at: 1,
      mode: "throw",
    }),
    ...(heavy
      ? []
      : [
          target(step, "time-out", "the R2 put landed but its answer was lost", {
            channel: "r2.put",
            at: files,
            mode: "lost-reply",
          }),
          target(step, "D1 error", "recording the files", { channel: "d1", match: SQL.record, at: 1, mode: "throw" }),
          target(step, "time-out", "recording the files hangs and the invocation is killed", {
            channel: "d1",
            match: SQL.record,
            at: 1,
            mode: "hang",
          }),
          target(step, "time-out", "the completion landed but its answer was lost", {
            channel: "d1",
            match: SQL.complete,
            at: 1,
            mode: "lost-reply",
          }),
        ]),
    ...(READS_INPUT.includes(step)
      ? [
          target(step, "R2 read failure", "reading its input", { channel: "r2.get", at: 1, mode: "throw" }),
          target(step, "time-out", "reading its input hangs and the invocation is killed", {
            channel: "r2.get",
            at: 1,
            mode: "hang",
          }),
        ]
      : []),
    ...(HAS_DEPENDENT.includes(step)
      ? [target(step, "queue send failure", "sending the next job", { channel: "queue", at: 1, mode: "throw" })]
      : []),
    ...(step === "story"
      ? [
          target(step, "AI failure", "Workers AI errors", {
            channel: "ai",
            at: 1,
            mode: "throw",
            error: () => new Error("AiError: 3040: Capacity temporarily exceeded, please try again."),
          }),
          target(step, "AI failure", "Workers AI answers prose instead of JSON", {
            channel: "ai",
            at: 1,
            mode: "reply",
            reply: { response: "Once upon a time, under a quiet sky…" },
          }),
          target(step, "AI failure", "Workers AI answers JSON that breaks the story's rules", {
            channel: "ai",
            at: 1,
            mode: "reply",
            reply: { response: JSON.stringify({ title: "Hi", panels: [] }) },
          }),
          target(step, "time-out", "Workers AI times out", { channel: "ai", at: 1, mode: "throw", error: aiTimeout }),
        ]
      : []),
  ];
}

/** startPack, as the capture, the webhook or a free coupon call it. */
const START_TARGETS: Target[] = [
  target("start", "D1 error", "reading the order", { channel: "d1", at: 1, mode: "throw" }),
  target("start", "D1 error", "creating the jobs", { channel: "d1", match: SQL.createJobs, at: 1, mode: "throw" }),
  target("start", "time-out", "the jobs landed but the answer was lost", {
    channel: "d1",
    match: SQL.createJobs,
    at: 1,
    mode: "lost-reply",
  }),
  target("start", "queue send failure", "sending the first jobs", { channel: "queue", at: 1, mode: "throw" }),
  target("start", "time-out", "sending hangs and the invocation is killed", { channel: "queue", at: 1, mode: "hang" }),
  target("start", "D1 error", "moving the order to processing", {
    channel: "d1",
    match: SQL.toProcessing,
    at: 1,
    mode: "throw",
  }),
];

/** The cron sweep: fired once each, in whichever sweep gets there first. */
const SWEEP_TARGETS: Target[] = [
  target("sweep", "D1 error", "finding stuck orders", { channel: "d1", match: SQL.stuckOrders, at: 1, mode: "throw" }),
  target("sweep", "D1 error", "restarting a stuck order", {
    channel: "d1",
    match: SQL.createJobs,
    at: 1,
    mode: "throw",
  }),
];

/** A well-formed answer from Workers AI: a story that keeps every rule, as the structured output. */
function modelAnswer() {
  const inputs: SoulmateInputs = {
    starSign: "libra",
    birthday: { day: 14, month: 10, year: 1992 },
    city: "Hobart",
    preference: "women",
    relationshipStatus: "single",
    firstName: "Ari",
  };
  const { panels, ...rest } = composeStory(inputs, "model-side");
  return { ...rest, title: "The Lantern and the Tide", panels: panels.map(({ scene: _scene, ...panel }) => panel) };
}

/** A world in AI_MODE=workers-ai whose model answers every call with a valid story, unless a fault says otherwise. */
function workersAiWorld(plan: FaultPlan) {
  const answer = JSON.stringify(modelAnswer());
  const ai = { run: async () => ({ response: answer }) } as unknown as Ai;
  return new SimulatedQueues({ base: env, plan, replace: { AI: ai, AI_MODE: "workers-ai" } });
}

async function storySource(orderId: string): Promise<string | undefined> {
  const object = await env.ARTIFACTS.get(`orders/${orderId}/story.json`);
  return object ? ((await object.json()) as { generatedBy: string }).generatedBy : undefined;
}

/** Fault ids that fired so far, per order ("" for runs that belong to no order). */
function firedIds(world: SimulatedQueues): Map<string, Set<string>> {
  const fired = new Map<string, Set<string>>();
  for (const run of world.log) {
    const key = run.orderId ?? "";
    const set = fired.get(key) ?? new Set<string>();
    for (const fault of run.fired) if (fault.label) set.add(fault.label);
    fired.set(key, set);
  }
  return fired;
}

/**
 * Hands each order its targets; a run meets every target of its step that has
 * not fired yet for its order, so the first one its code reaches fires, and
 * the rest wait for the next run. Set `healed` to stop all faults.
 */
function targetedPlan(assigned: Map<string, Target[]>, global: Target[]) {
  const state = { healed: false, world: null as SimulatedQueues | null };
  const plan: FaultPlan = ({ step, orderId }) => {
    if (state.healed || !state.world) return [];
    const fired = firedIds(state.world).get(orderId ?? "") ?? new Set<string>();
    const firedAnywhere = new Set([...firedIds(state.world).values()].flatMap((s) => [...s]));
    const mine = (orderId ? assigned.get(orderId) : undefined) ?? [];
    return [
      ...mine.filter((t) => t.step === step && !fired.has(t.id)),
      ...global.filter((t) => t.step === step && !firedAnywhere.has(t.id)),
    ].map((t) => t.fault);
  };
  return { plan, state };
}

/** Which source wrote the story.json that was kept: the model's, unless an AI fault met the run that wrote it. */
function expectedStorySource(world: SimulatedQueues, orderId: string): "workers-ai" | "composer" {
  const writer = world.log
    .filter((run) => run.orderId === orderId && run.step === "story")
    .filter((run) => run.calls.some((c) => c.channel === "r2.put" && c.detail.endsWith("/story.json")))
    .filter((run) => !run.fired.some((f) => f.channel === "r2.put" && f.mode !== "lost-reply"))
    .at(-1);
  if (!writer) throw new Error(`no run wrote story.json for ${orderId}`);
  return writer.fired.some((f) => f.channel === "ai") ? "composer" : "workers-ai";
}

describe("transient faults at every pipeline step", () => {
  it("ends every order delivered with one pack, on its own or after one replay", { timeout: 240_000 }, async () => {
    const jobTargets = JOB_TYPES.flatMap(jobStepTargets);
    const all = [...jobTargets, ...START_TARGETS, ...SWEEP_TARGETS];
    const covered = new Set<string>();
    const orderIds: string[] = [];
    let replayed = 0;
    let runs = 0;

    for (let round = 1; round <= 3 && covered.size < all.length; round++) {
      const left = (step: Step) => all.filter((t) => t.step === step && !covered.has(t.id));
      // Up to five faults per step per order (two for the slow renderers, two starts), so orders stay few.
      const perOrder = (step: Step) => (HEAVY.includes(step as JobType) ? 3 : step === "start" ? 2 : 5);
      const steps: Step[] = [...JOB_TYPES, "start"];
      const count = Math.max(1, ...steps.map((s) => Math.ceil(left(s).length / perOrder(s))));
      const assigned = new Map<string, Target[]>();
      const { plan, state: control } = targetedPlan(assigned, left("sweep"));
      const world = workersAiWorld(plan);
      control.world = world;
      const orders = [];
      for (let i = 0; i < count; i++) {
        const order = await createOrder({ status: "paid" });
        orders.push(order);
        orderIds.push(order.id);
        assigned.set(
          order.id,
          steps.flatMap((s) => left(s).slice(i * perOrder(s), (i + 1) * perOrder(s))),
        );
      }
      // Payment is confirmed twice (the capture and the webhook), each a call to startPack.
      for (const order of orders) {
        await world.invoke("start", (e) => startPack(e, order.id), order.id);
        await world.invoke("start", (e) => startPack(e, order.id), order.id);
      }
      await world.runUntilQuiet();
      for (const ids of firedIds(world).values()) for (const id of ids) covered.add(id);
      runs += world.stats.deliveries;

      // The fault has cleared: whatever failed is replayed, as the operator would.
      control.healed = true;
      for (const order of orders) {
        const state = await orderState(order.id);
        expect(["delivered", "failed"], `order ${order.id} was left ${state.order.status}`).toContain(
          state.order.status,
        );
        if (state.order.status === "failed") {
          expectFailedAndReplayable(state);
          replayed++;
          expect((await world.invoke("replay", (e) => replayOrder(e, order.id), order.id)).outcome).toBe("returned");
        }
      }
      await world.runUntilQuiet();
      for (const order of orders) {
        const state = await orderState(order.id);
        expectDelivered(state);
        expect(await storySource(order.id)).toBe(expectedStorySource(world, order.id));
      }
      SimulatedQueues.restoreClock();
    }

    expect(all.filter((t) => !covered.has(t.id)).map((t) => t.id)).toEqual([]);
    // Nothing in R2 that no order owns, and one pack per order.
    expect((await r2Objects("orders/")).filter((o) => orderIds.some((id) => o.key.includes(id)))).toHaveLength(
      orderIds.length * PACK_FILES.length,
    );
    const steps = new Set(all.map((t) => t.step)).size;
    const kinds = new Set(all.map((t) => t.kind)).size;
    console.log(
      `FIGURE pipeline fault points: ${covered.size} injected (${steps} steps × ${kinds} kinds), ${orderIds.length} orders, ${runs} consumer runs; ${orderIds.length - replayed} delivered on their own, ${replayed} after a replay; 0 lost, 0 duplicate files`,
    );
  });
});

describe("a step that keeps failing", () => {
  it("fails the order with its reason, and replays once the fault clears rebuild only what is missing", {
    timeout: 120_000,
  }, async () => {
    const phase = { now: 1 };
    let world: SimulatedQueues | null = null;
    const always = (fault: Omit<Fault, "at">): Fault[] => [{ ...fault, at: -1 }];
    const plan: FaultPlan = ({ step, invocation }) => {
      if (phase.now === 1) {
        if (step === "story") return always({ channel: "r2.put", mode: "throw" });
        if (step === "card_set") return always({ channel: "d1", match: SQL.loadOrder, mode: "throw" });
        if (step === "oracle_zip") return always({ channel: "d1", match: SQL.record, mode: "lost-reply" });
        // The dead-letter consumer itself stumbles once: its batch fails, then its reply is lost.
        if (step === "dead-letter" && invocation === 1) return [{ channel: "d1", at: 2, mode: "throw" }];
        if (step === "dead-letter" && invocation === 2) return [{ channel: "d1", at: 2, mode: "lost-reply" }];
      }
      if (phase.now === 2) {
        if (step === "storybook_pdf") return always({ channel: "r2.get", mode: "throw" });
        // The first replay attempts break half-way, as a 500 the operator sees and retries.
        if (step === "replay" && invocation === 1) return [{ channel: "d1", at: 1, mode: "throw" }];
        if (step === "replay" && invocation === 2) return [{ channel: "queue", at: 1, mode: "throw" }];
        if (step === "replay" && invocation === 3)
          return [{ channel: "d1", match: /^update "jobs"/, at: 2, mode: "lost-reply" }];
      }
      return [];
    };
    world = new SimulatedQueues({ base: env, plan });
    const order = await createOrder({ status: "paid" });
    await world.invoke("start", (e) => startPack(e, order.id), order.id);
    await world.runUntilQuiet();

    const failed = await orderState(order.id);
    expectFailedAndReplayable(failed);
    const byType = Object.fromEntries(failed.jobs.map((j) => [j.type, j]));
    expect(byType.story).toMatchObject({ status: "failed", attempts: 6 });
    expect(byType.card_set).toMatchObject({ status: "failed", attempts: 6 });
    expect(byType.oracle_zip?.status).toBe("failed");
    expect(byType.oracle_images?.status).toBe("completed");
    expect(byType.storybook_pdf?.status).toBe("pending");
    expect(failed.order.failureReason).toMatch(/^(story|card_set|oracle_zip) failed after \d+ attempts: injected/);
    // The dead-letter consumer's retries (its own faults above) record each job's reason once.
    for (const job of failed.jobs.filter((j) => j.status === "failed")) {
      expect(job.lastError).toMatch(
        new RegExp(`^${job.type} failed after 6 attempts: (Database query failed: )?injected`),
      );
      expect(job.lastError?.match(/failed after/g)).toHaveLength(1);
    }
    expect(world.stats.deadLettered).toBe(3);
    expect(world.stats.dropped).toBe(0);
    const oracleUploads = new Map(failed.objects.map((o) => [o.key, o.uploaded.getTime()]));

    // Replay while storybook_pdf cannot read its input: retried until the replay itself goes through.
    phase.now = 2;
    let attempt = 0;
    let replay: Awaited<ReturnType<typeof replayOrder>> | undefined;
    while (!replay && attempt++ < 5) {
      replay = (await world.invoke("replay", (e) => replayOrder(e, order.id), order.id)).value;
    }
    expect(attempt).toBe(4);
    // The zip's file landed each time (only the answers were lost), so it is not rebuilt.
    expect(replay).toEqual({ outcome: "queued", jobs: expect.any(Array) });
    expect(replay?.outcome === "queued" && [...replay.jobs].sort()).toEqual(["card_set", "story", "storybook_pdf"]);
    await world.runUntilQuiet();
    const again = await orderState(order.id);
    expectFailedAndReplayable(again);
    expect(again.order.failureReason).toMatch(/^storybook_pdf failed after 6 attempts/);

    phase.now = 3;
    expect((await world.invoke("replay", (e) => replayOrder(e, order.id), order.id)).value).toEqual({
      outcome: "queued",
      jobs: ["storybook_pdf"],
    });
    await world.runUntilQuiet();
    const delivered = await orderState(order.id);
    expectDelivered(delivered);
    // What was built before the failures was never rebuilt.
    for (const object of delivered.objects) {
      if (oracleUploads.has(object.key)) expect(object.uploaded.getTime()).toBe(oracleUploads.get(object.key));
    }
  });
});

describe("at-least-once delivery in batches", () => {
  it("delivers one pack when every message arrives twice, two consumers run at once and a batch meets faults", {
    timeout: 120_000,
  }, async () => {
    // Each fires once, in the first batch whose code gets there.
    const faults = [
      target("batch", "R2 put failure", "a file in the batch", { channel: "r2.put", at: 1, mode: "throw" }),
      target("batch", "time-out", "a file row landed but its answer was lost", {
        channel: "d1",
        match: SQL.record,
        at: 1,
        mode: "lost-reply",
      }),
      target("batch", "D1 error", "completing a job in the batch", {
        channel: "d1",
        match: SQL.complete,
        at: 1,
        mode: "throw",
      }),
    ];
    const { plan, state: control } = targetedPlan(new Map(), faults);
    const world = new SimulatedQueues({ base: env, plan, batchSize: 5, duplicate: true, concurrency: 2 });
    control.world = world;
    const order = await createOrder({ status: "paid" });
    await world.invoke("start", (e) => startPack(e, order.id), order.id);
    await world.runUntilQuiet();
    const state = await orderState(order.id);
    expectDelivered(state);
    expectConsistentFiles(state);
    expect(world.log.flatMap((r) => r.fired.map((f) => f.label)).sort()).toEqual(faults.map((f) => f.id).sort());
    expect(world.stats.deliveries).toBeGreaterThan(2 * JOB_TYPES.length);
  });
});
