import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import app, { MAX_BODY_BYTES } from "../../../src/app";
import { postJson, request } from "../request";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("unknown /api paths", () => {
  it("answer a JSON 404 with an error message", async () => {
    const res = await request("/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({ error: "Not found: /api/no-such-thing", requestId: expect.any(String) });
  });

  it("treat nested unknown paths the same way", async () => {
    const res = await request("/api/health/extra/segments");
    expect(res.status).toBe(404);
    expect(await res.json()).toHaveProperty("error");
  });
});

describe("wrong method", () => {
  it("answers 405 with an Allow header and a JSON error", async () => {
    const res = await request("/api/health", { method: "POST" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    expect(await res.json()).toEqual({
      error: "Method POST not allowed. Allowed: GET, HEAD",
      requestId: expect.any(String),
    });
  });

  it.each([
    ["GET", `/api/orders/${crypto.randomUUID()}/`],
    ["HEAD", `/api/orders/${crypto.randomUUID()}/`],
    ["GET", "/api/health/"],
    ["GET", `/api/tarot/readings/${crypto.randomUUID()}/`],
  ])("answers %s %s (a trailing slash: no such route) with 404, never a 405 that allows it", async (method, path) => {
    const res = await request(path, { method });
    expect(res.status).toBe(404);
    expect(res.headers.get("allow")).toBeNull();
    if (method === "GET")
      expect(await res.json()).toEqual({ error: `Not found: ${path}`, requestId: expect.any(String) });
  });
});

describe("body size cap", () => {
  it("refuses a body over the limit with 413", async () => {
    const res = await postJson("/api/config", { blob: "x".repeat(MAX_BODY_BYTES + 1) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "Request body too large (limit 64 KB)", requestId: expect.any(String) });
  });

  it("refuses an oversized body even when Content-Length understates it", async () => {
    const big = new TextEncoder().encode("y".repeat(MAX_BODY_BYTES * 2));
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(big);
        controller.close();
      },
    });
    const res = await request("/api/config", {
      method: "POST",
      body: stream,
      headers: { "content-type": "application/json" },
      // @ts-expect-error: duplex is required by the fetch spec for streamed bodies
      duplex: "half",
    });
    expect(res.status).toBe(413);
  });

  /** A 10 MB upload that counts how much of it the Worker read. */
  function tenMegabytes() {
    const total = 10 * 1024 * 1024;
    const chunk = new Uint8Array(64 * 1024).fill(120);
    const sent = { bytes: 0 };
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent.bytes >= total) return controller.close();
        sent.bytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    return { total, sent, body };
  }

  it.each([
    ["with its Content-Length", true],
    ["sent chunked, without a Content-Length", false],
  ])("reads a 10 MB upload %s to the end, then answers 413 {error}", async (_label, withLength) => {
    const upload = tenMegabytes();
    const res = await request("/api/quiz/prepare", {
      method: "POST",
      body: upload.body,
      headers: {
        "content-type": "application/json",
        ...(withLength ? { "content-length": String(upload.total) } : {}),
      },
      // @ts-expect-error: duplex is required by the fetch spec for streamed bodies
      duplex: "half",
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "Request body too large (limit 64 KB)", requestId: expect.any(String) });
    // Answering before the upload is read makes the server close a connection the client is still
    // writing to: the client gets a reset instead of this 413.
    expect(upload.sent.bytes).toBe(upload.total);
  });

  it("answers an upload the client cut off part-way with a quiet 400, never an unhandled error", async () => {
    const errors = vi.spyOn(console, "error");
    const warnings = vi.spyOn(console, "warn");
    // A client that goes away mid-upload: the body stream fails after its first bytes.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"starSign":"leo","birthday":{"day":'));
        controller.error(new Error("Network connection lost."));
      },
    });
    // Straight to the app in this isolate, so its read meets the stream's error as it meets a lost
    // connection's (through the Worker's entry, workerd ends a failed stream quietly instead).
    const res = await app.fetch(
      new Request("http://shop.test/api/quiz/prepare", {
        method: "POST",
        body,
        headers: { "content-type": "application/json", "content-length": "400" },
        // @ts-expect-error: duplex is required by the fetch spec for streamed bodies
        duplex: "half",
      }),
      env,
      createExecutionContext(),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "The request body was cut off", requestId: expect.any(String) });
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });

  it("lets a body under the limit through to routing", async () => {
    const res = await postJson("/api/config", { small: true });
    // The path exists for GET only, so a small POST reaches the router and gets 405, not 413.
    expect(res.status).toBe(405);
  });
});

describe("errors", () => {
  it("hide internals: a configuration error is a generic 500 with no stack", async () => {
    const res = await app.request("/api/health", {}, { ...env, PAYPAL_ENV: "live" });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      error: "The shop is misconfigured. Please try again later.",
      requestId: expect.any(String),
    });
    expect(text).not.toMatch(/at \w+ \(|PAYPAL_ENV|\.ts:\d+/);
  });
});
