/**
 * Order polling after a quiz payment or a free coupon (docs/product/orders.md, Order polling): every
 * 5 s, up to 60 attempts, until the order is delivered or failed. The rules live
 * in `nextPoll`, a pure function; TanStack Query's `refetchInterval` runs the checks
 * (one query per run, its data the last decision), and the hook acts once a decision stops.
 */
import { useQuery } from "@tanstack/react-query";
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

/** One run of polling: its order, and a number that makes each start a query of its own. */
type PollRun = { orderId: string; email: string; id: number };

export function useOrderPolling({ onSettled, check = fetchOrderStatus }: UseOrderPollingOptions = {}) {
  const navigate = useNavigate();
  const [run, setRun] = useState<PollRun | null>(null);
  const runs = useRef(0);
  const latest = useRef({ onSettled, check, navigate });
  useEffect(() => {
    latest.current = { onSettled, check, navigate };
  });

  const poll = useQuery({
    queryKey: ["order-polling", run?.id, run?.orderId, run?.email],
    enabled: run !== null,
    // Each check folds into the last decision; a check never throws (offline is a result).
    queryFn: async ({ client, queryKey }): Promise<PollDecision> => {
      if (!run) throw new Error("polling without a run");
      const last = client.getQueryData<PollDecision>(queryKey);
      const state = last?.kind === "continue" ? last.state : INITIAL_POLL_STATE;
      return nextPoll(state, await latest.current.check(run.orderId, run.email));
    },
    refetchInterval: (query) => (query.state.data?.kind === "continue" ? POLL_INTERVAL_MS : false),
    // A quiz left open in a background tab keeps checking, as the spec's loop does.
    refetchIntervalInBackground: true,
    gcTime: 0,
  });

  const stop = useCallback(() => setRun(null), []);

  const start = useCallback((orderId: string, email: string) => {
    runs.current += 1;
    setRun({ orderId, email, id: runs.current });
  }, []);

  const decision = run ? poll.data : undefined;
  useEffect(() => {
    if (!run || decision?.kind !== "stop") return;
    setRun(null);
    const { orderId, email } = run;
    const { onSettled: settled, navigate: go } = latest.current;
    settled?.(decision.outcome);
    switch (decision.outcome) {
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
  }, [run, decision]);

  // Leaving the page ends polling: the query's observer goes with the component.
  return { start, stop, isPolling: run !== null };
}
