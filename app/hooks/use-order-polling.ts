/**
 * Order polling after a quiz payment or a free coupon (docs/product/orders.md, Order polling): every
 * 5 s, up to 60 attempts, until the order is delivered or failed. The rules live
 * in `nextPoll`, a pure function; the hook only runs the timer, fetches and acts.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { OrderStatus } from "../../src/shared/statuses";
import { api } from "../lib/api-client";
import { toast } from "./use-toast";

export const POLL_INTERVAL_MS = 5_000;
export const MAX_POLL_ATTEMPTS = 60;
export const MAX_CONSECUTIVE_MISSES = 3;

/** What one check of the order gave. A "miss" is a 404 or any other non-OK answer. */
export type PollResult = { kind: "status"; status: OrderStatus } | { kind: "miss" } | { kind: "network-error" };

export type PollState = { attempts: number; consecutiveMisses: number };

export type PollOutcome = "delivered" | "failed" | "not-found" | "timed-out" | "connection-error";

export type PollDecision = { kind: "continue"; state: PollState } | { kind: "stop"; outcome: PollOutcome };

export const INITIAL_POLL_STATE: PollState = { attempts: 0, consecutiveMisses: 0 };

/** The polling rules: what to do after one more check. */
export function nextPoll(state: PollState, result: PollResult): PollDecision {
  const attempts = state.attempts + 1;
  const outOfAttempts = attempts >= MAX_POLL_ATTEMPTS;
  switch (result.kind) {
    case "status":
      if (result.status === "delivered") return { kind: "stop", outcome: "delivered" };
      if (result.status === "failed") return { kind: "stop", outcome: "failed" };
      // Any other status is still processing; a successful answer resets the miss count.
      return outOfAttempts
        ? { kind: "stop", outcome: "timed-out" }
        : { kind: "continue", state: { attempts, consecutiveMisses: 0 } };
    case "miss": {
      const consecutiveMisses = state.consecutiveMisses + 1;
      if (consecutiveMisses >= MAX_CONSECUTIVE_MISSES) return { kind: "stop", outcome: "not-found" };
      return outOfAttempts
        ? { kind: "stop", outcome: "timed-out" }
        : { kind: "continue", state: { attempts, consecutiveMisses } };
    }
    case "network-error":
      return outOfAttempts
        ? { kind: "stop", outcome: "connection-error" }
        : { kind: "continue", state: { attempts, consecutiveMisses: state.consecutiveMisses } };
  }
}

/** Required copy (docs/product/orders.md, Order polling). */
export const POLLING_MESSAGES = {
  failed: { title: "Order Failed", description: "Your order failed to process. Please contact support." },
  notFound: {
    title: "Order Error",
    description: "We couldn't find your order. Please contact support if you were charged.",
  },
  timedOut: {
    title: "Processing",
    description: "Your order is still being processed. Use My Orders with your email to check status.",
  },
  connection: {
    title: "Connection Error",
    description: "Unable to check order status. Please use My Orders with your email.",
  },
} as const;

/** One check of GET /api/orders/:orderId?email=. */
export async function fetchOrderStatus(orderId: string, email: string): Promise<PollResult> {
  let res: Awaited<ReturnType<(typeof api.api.orders)[":orderId"]["$get"]>>;
  try {
    res = await api.api.orders[":orderId"].$get({ param: { orderId }, query: { email } });
  } catch {
    return { kind: "network-error" };
  }
  if (!res.ok) return { kind: "miss" };
  try {
    const body = await res.json();
    return { kind: "status", status: body.order.status };
  } catch {
    return { kind: "miss" };
  }
}

export function resultPath(orderId: string, email: string): string {
  return `/result/${encodeURIComponent(orderId)}?email=${encodeURIComponent(email)}`;
}

type UseOrderPollingOptions = {
  /** Called once polling stops, before any navigation: the quiz closes or leaves its processing state. */
  onSettled?: (outcome: PollOutcome) => void;
  /** Replaceable in tests; defaults to the real lookup. */
  check?: (orderId: string, email: string) => Promise<PollResult>;
};

export function useOrderPolling({ onSettled, check = fetchOrderStatus }: UseOrderPollingOptions = {}) {
  const navigate = useNavigate();
  const [isPolling, setIsPolling] = useState(false);
  // Each run gets a token; a stopped or replaced run notices and does nothing more.
  const runRef = useRef<{ timer: ReturnType<typeof setTimeout> | undefined } | null>(null);
  const latest = useRef({ onSettled, check, navigate });
  useEffect(() => {
    latest.current = { onSettled, check, navigate };
  });

  const stop = useCallback(() => {
    if (runRef.current?.timer !== undefined) clearTimeout(runRef.current.timer);
    runRef.current = null;
    setIsPolling(false);
  }, []);

  const start = useCallback(
    (orderId: string, email: string) => {
      stop();
      const run: { timer: ReturnType<typeof setTimeout> | undefined } = { timer: undefined };
      runRef.current = run;
      setIsPolling(true);

      const finish = (outcome: PollOutcome) => {
        runRef.current = null;
        setIsPolling(false);
        const { onSettled: settled, navigate: go } = latest.current;
        settled?.(outcome);
        switch (outcome) {
          case "delivered":
            go(resultPath(orderId, email));
            break;
          case "failed":
            toast({ ...POLLING_MESSAGES.failed, variant: "destructive" });
            // The email travels in history state, not the address bar, so My Orders can fill it in.
            go("/portal", { state: { email } });
            break;
          case "timed-out":
            toast(POLLING_MESSAGES.timedOut);
            go(resultPath(orderId, email));
            break;
          case "not-found":
            toast({ ...POLLING_MESSAGES.notFound, variant: "destructive" });
            break;
          case "connection-error":
            toast({ ...POLLING_MESSAGES.connection, variant: "destructive" });
            break;
        }
      };

      const poll = async (state: PollState) => {
        const result = await latest.current.check(orderId, email);
        if (runRef.current !== run) return;
        const decision = nextPoll(state, result);
        if (decision.kind === "stop") {
          finish(decision.outcome);
          return;
        }
        run.timer = setTimeout(() => void poll(decision.state), POLL_INTERVAL_MS);
      };

      void poll(INITIAL_POLL_STATE);
    },
    [stop],
  );

  // Leaving the page ends polling; nothing may navigate from an unmounted quiz.
  useEffect(() => stop, [stop]);

  return { start, stop, isPolling };
}
