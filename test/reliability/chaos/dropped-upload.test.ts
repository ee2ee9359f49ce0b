/**
 * A client that cuts its POST body part-way, over a real connection, as the red team did (issue
 * 26): the built shop under `wrangler dev` is sent the headers and the first bytes of a body, then
 * the socket is destroyed. The Worker must treat it as the client's doing, a quiet 400-class event
 * with one info line, never an "unhandled error" (an error line, and a Sentry report in
 * production), and keep serving.
 *
 * wrangler dev's own proxy prints "Error inside ProxyWorker … Network connection lost." for each
 * one; that proxy exists only in development and its line is not the Worker's.
 */
import net from "node:net";
import { afterAll, expect, it } from "vitest";
import { startLocalServer } from "../../../scripts/local-server.mjs";

type Server = Awaited<ReturnType<typeof startLocalServer>>;

let server: Server | undefined;
afterAll(async () => {
  await server?.stop();
});

/** The headers promise 4,000 bytes; a few are sent, then the connection is cut. */
function cutUpload(port: number, path: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n`,
      );
      socket.write('{"starSign":"leo","birthday":{"day":', () => {
        // Long enough for the Worker to be reading the body when the connection goes.
        setTimeout(() => socket.destroy(), 300);
      });
    });
    socket.on("close", () => resolve());
    socket.on("error", () => resolve());
  });
}

/** The Worker's own JSON log lines so far (wrangler prints them with its own prefixes). */
function workerLines(logs: string): { level: string; message: string; path?: string }[] {
  return logs
    .split("\n")
    .map((line) => /\{"level":.*\}/.exec(line)?.[0])
    .filter((json): json is string => json !== undefined)
    .map((json) => JSON.parse(json));
}

async function waitForLines(count: number, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const lines = workerLines(server?.logs() ?? "").filter((l) => l.message === "request body cut off");
    if (lines.length >= count || Date.now() > deadline) return lines;
    await new Promise((r) => setTimeout(r, 200));
  }
}

it("answers uploads cut part-way as the client's doing: one info line each, no error, and the shop serves on", async () => {
  server = await startLocalServer();
  const port = Number(new URL(server.url).port);
  const paths = ["/api/quiz/prepare", "/api/coupons/apply", "/api/my-orders/link"];
  for (const path of paths) await cutUpload(port, path);

  const cut = await waitForLines(paths.length);
  const lines = workerLines(server.logs());
  expect(lines.filter((l) => l.level === "error" || l.message === "unhandled error")).toEqual([]);
  expect(cut.map((l) => [l.level, l.path])).toEqual(paths.map((path) => ["info", path]));

  const health = await fetch(`${server.url}/api/health`);
  expect(health.status).toBe(200);
}, 240_000);
