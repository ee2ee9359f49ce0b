/**
 * Reads GET /api/tarot/sessions/:id/interpret, a Server-Sent Events stream of
 * InterpretMessage JSON (docs/product/tarot.md, Interpretation). fetch and a reader rather than
 * EventSource: EventSource reconnects by itself and the server replays the
 * whole text on every connection, so a silent reconnect would repeat it. Here
 * each start() is one connection, from a cleared text, closed on done or error.
 * The stream's framing (events, multi-line data, CRLF, chunks cut anywhere) is
 * eventsource-parser's.
 */
import { createParser } from "eventsource-parser";
import { useCallback, useEffect, useRef, useState } from "react";
import type { InterpretMessage } from "../../src/shared/tarot";
import { interpretUrl } from "../components/tarot/tarot-api";
import { toast } from "./use-toast";

export type InterpretationStatus = "idle" | "waiting" | "streaming" | "done" | "failed";

export type InterpretationState = {
  status: InterpretationStatus;
  /** Everything received so far. */
  text: string;
  readingId: string | null;
};

const IDLE: InterpretationState = { status: "idle", text: "", readingId: null };

export const STREAM_MESSAGES = {
  complete: { title: "Reading Complete", description: "Your tarot reading has been saved!" },
  failedTitle: "Interpretation Failed",
  connection: { title: "Connection Error", description: "Failed to stream interpretation." },
} as const;

function parseMessage(data: string): InterpretMessage | null {
  try {
    const parsed: unknown = JSON.parse(data);
    return parsed && typeof parsed === "object" ? (parsed as InterpretMessage) : null;
  } catch {
    return null;
  }
}

async function errorText(res: Response): Promise<string | undefined> {
  try {
    const body = (await res.json()) as { error?: unknown };
    return typeof body.error === "string" ? body.error : undefined;
  } catch {
    return undefined;
  }
}

export function useInterpretationStream(sessionId: string) {
  const [state, setState] = useState<InterpretationState>(IDLE);
  const controllerRef = useRef<AbortController | null>(null);

  // Leaving the page closes the stream.
  useEffect(() => () => controllerRef.current?.abort(), []);

  const start = useCallback(async () => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    const current = () => controllerRef.current === controller && !controller.signal.aborted;
    setState({ status: "waiting", text: "", readingId: null });

    const fail = (title: string, description: string) => {
      if (!current()) return;
      controller.abort();
      setState((prev) => ({ ...prev, status: "failed" }));
      toast({ title, description, variant: "destructive" });
    };

    try {
      const res = await fetch(interpretUrl(sessionId), {
        credentials: "include",
        headers: { Accept: "text/event-stream" },
        signal: controller.signal,
      });
      if (!res.ok || !res.body) {
        // A refusal with a reason (e.g. 409, out of order) is the interpretation failing, not the connection.
        const reason = res.ok ? undefined : await errorText(res);
        if (reason) fail(STREAM_MESSAGES.failedTitle, reason);
        else fail(STREAM_MESSAGES.connection.title, STREAM_MESSAGES.connection.description);
        return;
      }
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      const received: string[] = [];
      const parser = createParser({ onEvent: (event) => received.push(event.data) });
      while (current()) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.feed(decoder.decode(value, { stream: true }));
        for (const data of received.splice(0)) {
          const message = parseMessage(data);
          if (!message || !current()) continue;
          if (message.restart || message.content) {
            setState((prev) => ({
              ...prev,
              status: "streaming",
              text: (message.restart ? "" : prev.text) + (message.content ?? ""),
            }));
          }
          if (message.error) {
            fail(STREAM_MESSAGES.failedTitle, message.error);
            void reader.cancel().catch(() => {});
            return;
          }
          if (message.done) {
            controller.abort();
            void reader.cancel().catch(() => {});
            setState((prev) => ({ ...prev, status: "done", readingId: message.readingId ?? null }));
            toast(STREAM_MESSAGES.complete);
            return;
          }
        }
      }
      // The stream ended without a closing message: the connection dropped.
      fail(STREAM_MESSAGES.connection.title, STREAM_MESSAGES.connection.description);
    } catch {
      fail(STREAM_MESSAGES.connection.title, STREAM_MESSAGES.connection.description);
    }
  }, [sessionId]);

  return { ...state, start };
}
