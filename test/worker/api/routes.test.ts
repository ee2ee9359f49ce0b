import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import app, { MAX_BODY_BYTES } from "../../../src/app";
import { postJson, request } from "../request";

describe("unknown /api paths", () => {
  it("answer a JSON 404 with an error message", async () => {
    const res = await request("/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({ error: "Not found: /api/no-such-thing" });
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
    expect(await res.json()).toEqual({ error: "Method POST not allowed. Allowed: GET, HEAD" });
  });
});

describe("body size cap", () => {
  it("refuses a body over the limit with 413", async () => {
    const res = await postJson("/api/config", { blob: "x".repeat(MAX_BODY_BYTES + 1) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "Request body too large (limit 64 KB)" });
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
    expect(JSON.parse(text)).toEqual({ error: "The shop is misconfigured. Please try again later." });
    expect(text).not.toMatch(/at \w+ \(|PAYPAL_ENV|\.ts:\d+/);
  });
});
