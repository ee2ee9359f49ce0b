/**
 * A thin stand-in for the Workers AI binding (`env.AI`), which these machines
 * cannot reach. It answers `run()` the way the binding does for a text model:
 * `{response}` for a plain call and, with `stream: true`, a byte stream of
 * Server-Sent Events `data: {"response": "…"}` ending in `data: [DONE]`.
 * Each call takes the next scripted answer; an Error is thrown as the binding would.
 */
/** A string streams whole; `{ cutAfter }` streams that text and then breaks the connection. */
export type ScriptedAnswer = string | Error | { cutAfter: string };

export type WorkersAiCall = {
  model: string;
  inputs: { stream?: boolean; messages?: { role: string; content: string }[] };
  /** The binding's third argument: gateway options and extra headers. */
  options?: { gateway?: { id: string }; [key: string]: unknown };
};

export function fakeWorkersAi(script: ScriptedAnswer[]) {
  const calls: WorkersAiCall[] = [];
  const encoder = new TextEncoder();
  const binding = {
    async run(model: string, inputs: WorkersAiCall["inputs"], options?: WorkersAiCall["options"]) {
      calls.push({ model, inputs, options });
      const answer = script.shift();
      if (answer === undefined) throw new Error("fake Workers AI: no scripted answer left");
      if (answer instanceof Error) throw answer;
      const text = typeof answer === "string" ? answer : answer.cutAfter;
      if (!inputs.stream) return { response: text };
      const pieces = text.match(/[\s\S]{1,40}/g) ?? [];
      return new ReadableStream<Uint8Array>({
        start(controller) {
          for (const piece of pieces)
            controller.enqueue(encoder.encode(`data: ${JSON.stringify({ response: piece })}\n\n`));
          if (typeof answer !== "string") {
            controller.error(new Error("network connection lost"));
            return;
          }
          controller.enqueue(encoder.encode("data: [DONE]\n\n"));
          controller.close();
        },
      });
    },
  };
  return { ai: binding as unknown as Ai, calls };
}
