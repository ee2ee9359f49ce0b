import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminActorId, adminKeyMatches } from "../../../src/admin/auth";
import app from "../../../src/app";
import { adminAudit } from "../../../src/db/schema";
import { createOrder, db } from "../factories";
import { inOneWindow } from "../rate-window";
import { request } from "../request";
import { adminGet, adminPost, expectError, freshIp } from "./admin-request";

const ADMIN_PATHS = [
  ["GET", "/api/admin/stats"],
  ["GET", "/api/admin/orders"],
  ["GET", "/api/admin/jobs"],
  ["GET", "/api/admin/coupons"],
  ["GET", "/api/admin/audit"],
  ["POST", "/api/admin/replay/0b6f0c8e-2f7a-4b1e-9c55-1d2f3a4b5c6d"],
  ["POST", "/api/admin/refund/0b6f0c8e-2f7a-4b1e-9c55-1d2f3a4b5c6d"],
  ["POST", "/api/admin/coupons"],
] as const;

const call = (method: string, path: string, headers: Record<string, string>) =>
  request(path, { method, headers: { "cf-connecting-ip": freshIp(), ...headers } });

describe("admin access", () => {
  it.each(ADMIN_PATHS)("refuses %s %s without a key: 401 JSON", async (method, path) => {
    const res = await call(method, path, {});
    await expectError(res, 401, "Missing x-admin-key header");
  });

  it.each(ADMIN_PATHS)("refuses %s %s with a wrong key: 401 JSON", async (method, path) => {
    const res = await call(method, path, { "x-admin-key": `${env.ADMIN_KEY}x` });
    await expectError(res, 401, "Invalid admin key");
  });

  it("refuses a key that differs only in case, or is a prefix of the right one", async () => {
    for (const key of [env.ADMIN_KEY.toUpperCase(), env.ADMIN_KEY.slice(0, -1)]) {
      expect((await call("GET", "/api/admin/stats", { "x-admin-key": key })).status).toBe(401);
    }
  });

  it("refuses every admin call when no ADMIN_KEY is configured, even one sending a key", async () => {
    for (const adminKey of [undefined, "", "   "]) {
      const unconfigured = { ...env, ADMIN_KEY: adminKey } as Env;
      const attempts: Record<string, string>[] = [{}, { "x-admin-key": env.ADMIN_KEY }, { "x-admin-key": "" }];
      for (const headers of attempts) {
        const res = await app.request(
          "/api/admin/stats",
          { headers: { "cf-connecting-ip": freshIp(), ...headers } },
          unconfigured,
        );
        await expectError(res, 401, "Admin access is not configured: set the ADMIN_KEY secret.");
      }
    }
  });

  it("lets the configured key in, and marks the answer not cacheable", async () => {
    const res = await adminGet("/api/admin/stats");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("checks the key before looking at the input: a bad body without a key is a 401, not a 400", async () => {
    const res = await request("/api/admin/coupons", {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": freshIp() },
      body: JSON.stringify({ code: "" }),
    });
    expect(res.status).toBe(401);
  });

  it("blocks an address after 30 failed attempts in a minute, then refuses even the right key from it", async () => {
    const attempt = (ip: string, key: string) =>
      request("/api/admin/stats", { headers: { "cf-connecting-ip": ip, "x-admin-key": key } });
    const { ip, statuses } = await inOneWindow(async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) statuses.push((await attempt(ip, `guess-${i}`)).status);
      return { ip, statuses };
    });
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses[30]).toBe(429);
    const blocked = await attempt(ip, env.ADMIN_KEY);
    await expectError(blocked, 429, "Too many failed admin key attempts. Wait a minute and try again.");
    // Another address with the right key is unaffected.
    expect((await adminGet("/api/admin/stats")).status).toBe(200);
  });

  it("does not count successful calls against the limit", async () => {
    const ip = freshIp();
    for (let i = 0; i < 35; i++) {
      const res = await request("/api/admin/stats", {
        headers: { "cf-connecting-ip": ip, "x-admin-key": env.ADMIN_KEY },
      });
      expect(res.status).toBe(200);
    }
  });

  it("compares keys by their SHA-256 digests", async () => {
    expect(await adminKeyMatches("same-key", "same-key")).toBe(true);
    expect(await adminKeyMatches("same-key", "same-kez")).toBe(false);
    // Different lengths are compared too (timingSafeEqual alone would throw on them).
    expect(await adminKeyMatches("short", "a-much-longer-key-than-that")).toBe(false);
    expect(await adminKeyMatches("", "x")).toBe(false);
  });

  it("records who acted as a short hash of the key, never the key itself", async () => {
    const order = await createOrder({ status: "delivered" });
    await adminPost(`/api/admin/replay/${order.id}`);
    const [row] = await db().select().from(adminAudit).where(eq(adminAudit.targetId, order.id));
    const actor = await adminActorId(env.ADMIN_KEY);
    expect(row?.actor).toBe(actor);
    expect(actor).toMatch(/^key:[0-9a-f]{12}$/);
    expect(JSON.stringify(row)).not.toContain(env.ADMIN_KEY);
    expect(await adminActorId(`${env.ADMIN_KEY}-rotated`)).not.toBe(actor);
  });
});
