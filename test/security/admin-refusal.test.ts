/**
 * The admin gate, swept over every /api/admin route of the app's route table:
 * no key, a wrong key in all its near-miss forms, a key in the wrong place, and
 * no ADMIN_KEY configured are each a 401 with nothing but {error}; the refusal
 * comes before any input is read and changes nothing.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import app from "../../src/app";
import { adminAudit, coupons, jobs, orders } from "../../src/db/schema";
import { createCoupon, createOrder, db } from "../worker/factories";
import { request } from "../worker/request";
import { appRoutes, freshIp, placeholderPath } from "./helpers";

const ADMIN_ROUTES = appRoutes().filter((route) => route.path.startsWith("/api/admin/"));
let refusals = 0;

const MISSING = { error: "Missing x-admin-key header" };
const INVALID = { error: "Invalid admin key" };
const NOT_CONFIGURED = { error: "Admin access is not configured: set the ADMIN_KEY secret." };

/** Near misses of the right key: each must be refused exactly like a random guess. */
const WRONG_KEYS = [
  "wrong",
  `${env.ADMIN_KEY}x`,
  env.ADMIN_KEY.slice(0, -1),
  env.ADMIN_KEY.toUpperCase(),
  env.ADMIN_KEY.replace("0", "O"),
  ` ${env.ADMIN_KEY}x `,
  env.ADMIN_KEY.replace(/.$/, (ch) => String.fromCharCode(ch.charCodeAt(0) ^ 1)),
  `${env.ADMIN_KEY},${env.ADMIN_KEY}`,
  "x".repeat(4096),
];

/** The right key where the gate does not look for it. */
const MISPLACED = (path: string): [string, Record<string, string>][] => [
  [path, { authorization: `Bearer ${env.ADMIN_KEY}` }],
  [path, { "x-api-key": env.ADMIN_KEY }],
  [path, { cookie: `x-admin-key=${env.ADMIN_KEY}; admin_key=${env.ADMIN_KEY}` }],
  [`${path}${path.includes("?") ? "&" : "?"}x-admin-key=${encodeURIComponent(env.ADMIN_KEY)}`, {}],
];

/** A request each from its own address, so 30 refusals never add up to the gate's 429. */
async function attempt(method: string, path: string, headers: Record<string, string>, body?: string) {
  const res = await request(path, {
    method,
    headers: { "cf-connecting-ip": freshIp("admin-refusal"), "content-type": "application/json", ...headers },
    body: method === "POST" ? (body ?? "{}") : undefined,
  });
  refusals += 1;
  return res;
}

async function expectRefused(res: Response, body: { error: string }, context: string) {
  expect(res.status, context).toBe(401);
  expect(res.headers.get("content-type"), context).toMatch(/^application\/json/);
  // Nothing but the reason and the request's own id, the one in its X-Request-Id header.
  expect(await res.text(), context).toBe(JSON.stringify({ ...body, requestId: res.headers.get("x-request-id") }));
}

afterAll(() => {
  console.log(`FIGURE admin refusal: admin routes swept: ${ADMIN_ROUTES.length}`);
  console.log(`FIGURE admin refusal: refused requests checked: ${refusals}`);
});

describe("the admin route table", () => {
  it("is what the sweep covers: every admin resource, behind one gate", () => {
    expect(ADMIN_ROUTES.length).toBeGreaterThanOrEqual(11);
    const paths = new Set(ADMIN_ROUTES.map((r) => `${r.method} ${r.path}`));
    for (const expected of [
      "GET /api/admin/stats",
      "GET /api/admin/orders/:orderId",
      "POST /api/admin/refund/:orderId",
      "POST /api/admin/coupons/:code/disable",
      "GET /api/admin/audit",
    ]) {
      expect(paths).toContain(expected);
    }
  });
});

describe.each(ADMIN_ROUTES.map((r) => [r.method, r.path] as const))("%s %s", (method, pattern) => {
  const path = placeholderPath(pattern);

  it("refuses a request with no key (401, only {error})", async () => {
    await expectRefused(await attempt(method, path, {}), MISSING, "no key");
    await expectRefused(await attempt(method, path, { "x-admin-key": "" }), MISSING, "empty key");
  });

  it("refuses every near miss of the right key", async () => {
    for (const key of WRONG_KEYS) {
      await expectRefused(await attempt(method, path, { "x-admin-key": key }), INVALID, `key ${key.slice(0, 40)}`);
    }
  });

  it("refuses the right key sent anywhere but x-admin-key", async () => {
    for (const [where, headers] of MISPLACED(path)) {
      await expectRefused(await attempt(method, where, headers), MISSING, `misplaced ${JSON.stringify(headers)}`);
    }
  });

  it("refuses before reading the input: malformed parameters and bodies still get the 401", async () => {
    const malformed = placeholderPath(pattern, { orderId: "not-a-uuid", code: "x".repeat(200) });
    await expectRefused(await attempt(method, `${malformed}?limit=-5&status=nope`, {}), MISSING, "bad params");
    if (method === "POST") {
      await expectRefused(await attempt(method, path, {}, "{not json"), MISSING, "bad body");
    }
  });

  it("refuses everyone, even the old key, when no ADMIN_KEY is configured", async () => {
    for (const adminKey of [undefined, "", "   "]) {
      const unconfigured = { ...env, ADMIN_KEY: adminKey } as Env;
      const attempts: Record<string, string>[] = [{}, { "x-admin-key": env.ADMIN_KEY }, { "x-admin-key": "   " }];
      for (const headers of attempts) {
        const res = await app.request(
          path,
          {
            method,
            headers: { "cf-connecting-ip": freshIp("admin-off"), "content-type": "application/json", ...headers },
            body: method === "POST" ? "{}" : undefined,
          },
          unconfigured,
        );
        refusals += 1;
        await expectRefused(res, NOT_CONFIGURED, `ADMIN_KEY=${JSON.stringify(adminKey)}`);
      }
    }
  });
});

describe("a refused admin call changes nothing", () => {
  it("creates no coupon, switches none off, replays and refunds nothing, and writes no audit entry", async () => {
    const order = await createOrder({ status: "failed" });
    const code = await createCoupon();
    const newCode = `SEC-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
    const calls: [string, string, unknown][] = [
      ["POST", "/api/admin/coupons", { code: newCode, kind: "free", productScope: "any" }],
      ["POST", `/api/admin/coupons/${code}/disable`, {}],
      ["POST", `/api/admin/replay/${order.id}`, {}],
      ["POST", `/api/admin/refund/${order.id}`, { reason: "not allowed" }],
      ["GET", `/api/admin/orders/${order.id}`, undefined],
    ];
    for (const [method, path, body] of calls) {
      const attempts: Record<string, string>[] = [{}, { "x-admin-key": WRONG_KEYS[1] as string }];
      for (const headers of attempts) {
        const res = await attempt(method, path, headers, body === undefined ? undefined : JSON.stringify(body));
        expect(res.status).toBe(401);
      }
    }
    expect(await db().query.coupons.findFirst({ where: eq(coupons.code, newCode) })).toBeUndefined();
    expect((await db().query.coupons.findFirst({ where: eq(coupons.code, code) }))?.active).toBe(true);
    expect((await db().query.orders.findFirst({ where: eq(orders.id, order.id) }))?.status).toBe("failed");
    expect(await db().select().from(jobs).where(eq(jobs.orderId, order.id))).toEqual([]);
    expect(await db().select().from(adminAudit).where(eq(adminAudit.targetId, order.id))).toEqual([]);
    expect(await db().select().from(adminAudit).where(eq(adminAudit.targetId, code))).toEqual([]);
  });

  it("the same calls with the right key do act, so the refusals above are not vacuous", async () => {
    const code = await createCoupon();
    const res = await request(`/api/admin/coupons/${code}/disable`, {
      method: "POST",
      headers: { "x-admin-key": env.ADMIN_KEY, "cf-connecting-ip": freshIp("admin-ok") },
    });
    expect(res.status).toBe(200);
    expect((await db().query.coupons.findFirst({ where: eq(coupons.code, code) }))?.active).toBe(false);
  });
});
