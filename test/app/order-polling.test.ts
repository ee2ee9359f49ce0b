import { notifyManager, QueryClientProvider } from "@tanstack/react-query";
import { act, render } from "@testing-library/react";
import { createElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  INITIAL_POLL_STATE,
  MAX_CONSECUTIVE_MISSES,
  MAX_POLL_ATTEMPTS,
  nextPoll,
  POLL_INTERVAL_MS,
  type PollOutcome,
  type PollResult,
  type PollState,
  useOrderPolling,
} from "../../app/hooks/use-order-polling";
import { toast } from "../../app/hooks/use-toast";
import { createQueryClient } from "../../app/lib/query-client";
import { stubApiRequests } from "./render";

vi.mock("../../app/hooks/use-toast", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../app/hooks/use-toast")>()),
  toast: vi.fn(),
}));

const ORDER_ID = "6f1f6a8e-1c59-4a43-9b63-2a4b6f0f7d21";
const EMAIL = "sol@example.com";
const processing: PollResult = { kind: "status", status: "processing" };
const miss: PollResult = { kind: "miss" };
const offline: PollResult = { kind: "network-error" };

describe("nextPoll (the rules)", () => {
  it("polls every 5 s, up to 60 attempts, and aborts after 3 consecutive misses", () => {
    expect(POLL_INTERVAL_MS).toBe(5000);
    expect(MAX_POLL_ATTEMPTS).toBe(60);
    expect(MAX_CONSECUTIVE_MISSES).toBe(3);
  });

  it("stops on delivered and on failed", () => {
    expect(nextPoll(INITIAL_POLL_STATE, { kind: "status", status: "delivered" })).toEqual({
      kind: "stop",
      outcome: "delivered",
    });
    expect(nextPoll(INITIAL_POLL_STATE, { kind: "status", status: "failed" })).toEqual({
      kind: "stop",
      outcome: "failed",
    });
  });

  it("treats every other status as still processing", () => {
    for (const status of ["awaiting_payment", "paid", "processing", "refunded", "completed"] as const) {
      expect(nextPoll(INITIAL_POLL_STATE, { kind: "status", status })).toEqual({
        kind: "continue",
        state: { attempts: 1, consecutiveMisses: 0 },
      });
    }
  });

  it("stops with not-found on the third consecutive miss, and a good answer resets the count", () => {
    let state: PollState = INITIAL_POLL_STATE;
    for (const result of [miss, miss, processing, miss, miss]) {
      const decision = nextPoll(state, result);
      if (decision.kind !== "continue") throw new Error(`stopped early: ${decision.outcome}`);
      state = decision.state;
    }
    expect(state).toEqual({ attempts: 5, consecutiveMisses: 2 });
    expect(nextPoll(state, miss)).toEqual({ kind: "stop", outcome: "not-found" });
  });

  it("does not let a network error reset or add to the miss count", () => {
    const decision = nextPoll({ attempts: 4, consecutiveMisses: 2 }, offline);
    expect(decision).toEqual({ kind: "continue", state: { attempts: 5, consecutiveMisses: 2 } });
  });

  it("times out on the 60th attempt while processing, and reports a connection error if it was offline", () => {
    const last: PollState = { attempts: MAX_POLL_ATTEMPTS - 1, consecutiveMisses: 0 };
    expect(nextPoll(last, processing)).toEqual({ kind: "stop", outcome: "timed-out" });
    expect(nextPoll(last, miss)).toEqual({ kind: "stop", outcome: "timed-out" });
    expect(nextPoll(last, offline)).toEqual({ kind: "stop", outcome: "connection-error" });
    expect(nextPoll({ attempts: MAX_POLL_ATTEMPTS - 2, consecutiveMisses: 0 }, offline).kind).toBe("continue");
  });
});

/** The mounted hook, as the last render left it. */
const probe: { hook?: ReturnType<typeof useOrderPolling>; onSettled?: (outcome: PollOutcome) => void } = {};

function Probe() {
  probe.hook = useOrderPolling({ onSettled: (outcome) => probe.onSettled?.(outcome) });
  return null;
}

type Answer = "processing" | "delivered" | "failed" | "paid" | 404 | 500 | "offline";

/** Mounts the hook in a router and answers GET /api/orders/:id from a script, then repeats its last line. */
function setup(script: Answer[]) {
  let calls = 0;
  const fetchMock = stubApiRequests({
    [`/api/orders/${ORDER_ID}`]: () => {
      const answer = script[Math.min(calls, script.length - 1)];
      calls += 1;
      if (answer === "offline") throw new TypeError("Failed to fetch");
      if (typeof answer === "number") return Response.json({ error: "Order not found" }, { status: answer });
      return Response.json({ order: { id: ORDER_ID, status: answer }, artifacts: {} });
    },
  });
  const onSettled = vi.fn();
  probe.onSettled = onSettled;
  const router = createMemoryRouter(
    [
      { path: "/", element: createElement(Probe) },
      { path: "/result/:orderId", element: createElement("p", null, "result") },
      { path: "/portal", element: createElement("p", null, "portal") },
    ],
    { initialEntries: ["/"] },
  );
  // The app's own query client: its defaults (no retries, no polling) are what the hook runs under.
  const view = render(
    createElement(QueryClientProvider, { client: createQueryClient() }, createElement(RouterProvider, { router })),
  );
  return {
    router,
    onSettled,
    view,
    lookups: () => fetchMock.mock.calls.filter(([input]) => String(input).includes("/api/orders/")).length,
    start: () => act(() => probe.hook?.start(ORDER_ID, EMAIL)),
    isPolling: () => probe.hook?.isPolling,
  };
}

/** Runs every due timer and the fetches they start. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe("useOrderPolling", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // TanStack Query hands a query's new data to components on a zero-delay timer; on the fake
    // clock that would wait for the next advance, so here it is handed over in the same instant.
    notifyManager.setScheduler(queueMicrotask);
    vi.mocked(toast).mockClear();
  });
  afterEach(() => {
    notifyManager.setScheduler((callback) => setTimeout(callback, 0));
    vi.useRealTimers();
  });

  it("checks at once, then every 5 s; delivered stops, settles and goes to the result page", async () => {
    const poll = setup(["processing", "paid", "delivered"]);
    poll.start();
    await advance(0);
    expect(poll.lookups()).toBe(1);
    expect(poll.isPolling()).toBe(true);
    await advance(4_999);
    expect(poll.lookups()).toBe(1);
    await advance(1);
    expect(poll.lookups()).toBe(2);
    await advance(5_000);
    expect(poll.lookups()).toBe(3);

    expect(poll.onSettled).toHaveBeenCalledWith("delivered");
    expect(poll.router.state.location.pathname).toBe(`/result/${ORDER_ID}`);
    expect(poll.router.state.location.search).toBe(`?email=${encodeURIComponent(EMAIL)}`);
    expect(toast).not.toHaveBeenCalled();
    expect(poll.isPolling()).toBe(false);
    await advance(30_000);
    expect(poll.lookups()).toBe(3);
  });

  it("sends the email with every check", async () => {
    const poll = setup(["delivered"]);
    poll.start();
    await advance(0);
    const fetchMock = vi.mocked(fetch);
    const url = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), "http://x");
    expect(url.pathname).toBe(`/api/orders/${ORDER_ID}`);
    expect(url.searchParams.get("email")).toBe(EMAIL);
  });

  it("failed: stops, settles, says 'Order Failed' and goes to My Orders with the email in history state", async () => {
    const poll = setup(["processing", "failed"]);
    poll.start();
    await advance(5_000);
    expect(poll.onSettled).toHaveBeenCalledWith("failed");
    expect(toast).toHaveBeenCalledWith({
      title: "Order Failed",
      description: "Your order failed to process. Please contact support.",
      variant: "destructive",
    });
    expect(poll.router.state.location.pathname).toBe("/portal");
    expect(poll.router.state.location.search).toBe("");
    expect(poll.router.state.location.state).toEqual({ email: EMAIL });
    await advance(30_000);
    expect(poll.lookups()).toBe(2);
  });

  it("three consecutive not-found answers stop with 'Order Error' and stay put", async () => {
    const poll = setup([404]);
    poll.start();
    await advance(10_000);
    expect(poll.lookups()).toBe(3);
    expect(poll.onSettled).toHaveBeenCalledWith("not-found");
    expect(toast).toHaveBeenCalledWith({
      title: "Order Error",
      description: "We couldn't find your order. Please contact support if you were charged.",
      variant: "destructive",
    });
    expect(poll.router.state.location.pathname).toBe("/");
    await advance(30_000);
    expect(poll.lookups()).toBe(3);
  });

  it("counts any non-OK answer as a miss, and a successful answer resets the count", async () => {
    const poll = setup([404, 500, "processing", 404, 500, "processing", 404, "delivered"]);
    poll.start();
    await advance(7 * 5_000);
    expect(poll.lookups()).toBe(8);
    expect(poll.onSettled).toHaveBeenCalledWith("delivered");
    expect(toast).not.toHaveBeenCalled();
  });

  it("after 60 attempts still processing: neutral 'Processing' toast and the result page anyway", async () => {
    const poll = setup(["processing"]);
    poll.start();
    await advance(58 * 5_000);
    expect(poll.lookups()).toBe(59);
    expect(poll.onSettled).not.toHaveBeenCalled();
    await advance(5_000);
    expect(poll.lookups()).toBe(60);
    expect(poll.onSettled).toHaveBeenCalledWith("timed-out");
    expect(toast).toHaveBeenCalledWith({
      title: "Processing",
      description: "Your order is still being processed. Use My Orders with your email to check status.",
    });
    expect(poll.router.state.location.pathname).toBe(`/result/${ORDER_ID}`);
    await advance(60_000);
    expect(poll.lookups()).toBe(60);
  });

  it("retries through network errors, then after 60 attempts says 'Connection Error' and stays", async () => {
    const poll = setup(["offline"]);
    poll.start();
    await advance(59 * 5_000);
    expect(poll.lookups()).toBe(60);
    expect(poll.onSettled).toHaveBeenCalledWith("connection-error");
    expect(toast).toHaveBeenCalledWith({
      title: "Connection Error",
      description: "Unable to check order status. Please use My Orders with your email.",
      variant: "destructive",
    });
    expect(poll.router.state.location.pathname).toBe("/");
  });

  it("recovers when the network comes back", async () => {
    const poll = setup(["offline", "offline", "processing", "delivered"]);
    poll.start();
    await advance(3 * 5_000);
    expect(poll.onSettled).toHaveBeenCalledWith("delivered");
    expect(toast).not.toHaveBeenCalled();
  });

  it("stops when the component unmounts", async () => {
    const poll = setup(["processing"]);
    poll.start();
    await advance(5_000);
    expect(poll.lookups()).toBe(2);
    poll.view.unmount();
    await advance(60_000);
    expect(poll.lookups()).toBe(2);
    expect(poll.onSettled).not.toHaveBeenCalled();
  });
});
