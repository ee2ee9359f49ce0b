import { describe, expect, it } from "vitest";
import { request } from "../request";

describe("GET /api/health", () => {
  it("answers ok with JSON", async () => {
    const res = await request("/api/health");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("gives every response a unique request id", async () => {
    const [a, b] = await Promise.all([request("/api/health"), request("/api/health")]);
    const idA = a.headers.get("x-request-id");
    const idB = b.headers.get("x-request-id");
    // 16 hex digits, the shape of Cloudflare's cf-ray (docs/decisions/0038).
    expect(idA).toMatch(/^[0-9a-f]{16}$/);
    expect(idB).toMatch(/^[0-9a-f]{16}$/);
    expect(idA).not.toBe(idB);
  });
});
