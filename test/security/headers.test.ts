/**
 * Security headers on every answer the Worker gives: each route of the app's
 * own route table (placeholder parameters, then real resources), each error
 * class (400, 401, 404, 405, 413, 429, 500), HEAD and OPTIONS, and the app
 * shell pages; HSTS over https only. The static pages get the same headers
 * from the _headers file the build writes.
 */
import { env } from "cloudflare:workers";
import { afterAll, describe, expect, it } from "vitest";
import app, { MAX_BODY_BYTES } from "../../src/app";
import { soulmateJobHandlers } from "../../src/jobs/soulmate-jobs";
import { BASE_SECURITY_HEADERS, HSTS_VALUE, staticAssetHeadersFile } from "../../src/lib/security-headers";
import { ARTIFACT_NAMES } from "../../src/soulmate/artifact-names";
import { createJob, createOrder, ownerCookie } from "../worker/factories";
import { request } from "../worker/request";
import { interpret, readEvents, readySession } from "../worker/tarot/session-helpers";
import { appRoutes, drain, expectSecurityHeaders, freshIp, orderWithFiles, placeholderPath } from "./helpers";

const ROUTES = appRoutes();
const API_ROUTES = ROUTES.filter((route) => route.path.startsWith("/api/"));
const statuses = new Map<number, number>();
let checked = 0;

type CallOptions = { https?: boolean; headers?: Record<string, string>; body?: BodyInit; ip?: string };

/** One request through the real Worker entry, then the header policy on whatever came back. */
async function callAndCheck(method: string, path: string, options: CallOptions = {}) {
  const https = options.https ?? true;
  const url = `${https ? "https" : "http"}://shop.test${path}`;
  const res = await request(url, {
    method,
    headers: { "cf-connecting-ip": options.ip ?? freshIp("headers"), ...options.headers },
    body: options.body,
  });
  expectSecurityHeaders(res, `${method} ${path} → ${res.status}`, https);
  statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  checked += 1;
  await drain(res);
  return res;
}

const adminKey = { "x-admin-key": env.ADMIN_KEY };
const json = { "content-type": "application/json" };

/** Headers a route needs to reach its handler: JSON for a body, the key for admin routes. */
const headersFor = (path: string, method: string) => ({
  ...(method === "POST" ? json : {}),
  ...(path.startsWith("/api/admin") ? adminKey : {}),
});

/** A buyer's data: browsers may keep it, shared caches may not. */
function expectPrivate(res: Response, context: string) {
  expect(res.headers.get("cache-control"), `${context}: Cache-Control`).toMatch(/\b(private|no-store)\b/);
  expect(res.headers.get("cache-control"), `${context}: Cache-Control`).not.toMatch(/\bpublic\b/);
}

afterAll(() => {
  console.log(`FIGURE security headers: routes enumerated: ${ROUTES.length}`);
  console.log(`FIGURE security headers: responses checked: ${checked}`);
  const seen = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
  console.log(`FIGURE security headers: statuses covered: ${seen.join(" ")}`);
});

describe("the route table", () => {
  it("has every resource of the API in it", () => {
    const paths = new Set(API_ROUTES.map((route) => route.path));
    for (const expected of [
      "/api/health",
      "/api/config",
      "/api/quiz/prepare",
      "/api/orders/:orderId",
      "/api/orders/:orderId/files/:name",
      "/api/story/:orderId",
      "/api/my-orders",
      "/api/paypal/webhook",
      "/api/tarot/sessions/:id/interpret",
      "/api/tarot/readings/:id/preview.png",
      "/api/admin/orders/:orderId",
    ]) {
      expect(paths).toContain(expected);
    }
    expect(API_ROUTES.length).toBeGreaterThanOrEqual(30);
  });
});

describe("security headers on every route", () => {
  it.each(API_ROUTES.map((r) => [r.method, r.path]))(
    "%s %s with placeholder parameters, over https and plain http",
    async (method, path) => {
      const body = method === "POST" ? "{}" : undefined;
      for (const https of [true, false]) {
        await callAndCheck(method, placeholderPath(path), { https, headers: headersFor(path, method), body });
      }
    },
  );

  it.each(API_ROUTES.filter((r) => r.path.includes(":")).map((r) => [r.method, r.path]))(
    "%s %s with malformed parameters (400)",
    async (method, path) => {
      const bad = placeholderPath(path, {
        orderId: "not-a-uuid",
        id: "not a valid id!",
        name: "story.json",
        file: "../secret.txt",
        code: "x".repeat(65),
      });
      const res = await callAndCheck(method, bad, {
        headers: headersFor(path, method),
        body: method === "POST" ? "{}" : undefined,
      });
      expect(res.status).toBe(400);
    },
  );

  it.each(API_ROUTES.filter((r) => r.method === "POST").map((r) => [r.path]))(
    "POST %s with a body over the cap (413)",
    async (path) => {
      const res = await callAndCheck("POST", placeholderPath(path), {
        headers: headersFor(path, "POST"),
        body: JSON.stringify({ padding: "x".repeat(MAX_BODY_BYTES + 10) }),
      });
      expect(res.status).toBe(413);
    },
  );

  it.each([...new Set(API_ROUTES.map((r) => r.path))].map((path) => [path]))(
    "%s answered with a wrong method (405), HEAD and OPTIONS",
    async (path) => {
      const concrete = placeholderPath(path);
      const headers = headersFor(path, "GET");
      const wrong = await callAndCheck("DELETE", concrete, { headers });
      expect(wrong.status).toBe(405);
      expect(wrong.headers.get("allow")).toBeTruthy();
      // A cross-origin preflight is not granted (expectSecurityHeaders checks no CORS header comes back).
      const preflight = { ...headers, origin: "https://evil.example", "access-control-request-method": "POST" };
      await callAndCheck("OPTIONS", concrete, { headers: preflight });
      if (API_ROUTES.some((r) => r.path === path && r.method === "GET"))
        await callAndCheck("HEAD", concrete, { headers });
    },
  );

  it("unknown API paths (404), admin routes without a key (401)", async () => {
    expect((await callAndCheck("GET", "/api/no-such-thing")).status).toBe(404);
    expect((await callAndCheck("POST", "/api/orders", { headers: json, body: "{}" })).status).toBe(404);
    for (const route of API_ROUTES.filter((r) => r.path.startsWith("/api/admin"))) {
      const res = await callAndCheck(route.method, placeholderPath(route.path), { headers: json, body: undefined });
      expect(res.status).toBe(401);
    }
  });

  it("a rate-limited caller (429), both the lookup limiter and the admin gate", async () => {
    // Calls until the first 429. The limiters count per fixed window, so a window that turns over mid-loop
    // starts the count again: allow up to three allowances' worth before calling it a failure.
    const untilRefused = async (allowance: number, call: (i: number) => Promise<Response>) => {
      for (let i = 0; i < allowance * 3; i++) {
        const res = await call(i);
        if (res.status === 429) return res;
      }
      return undefined;
    };
    const ip = freshIp("headers-429");
    const lookup = await untilRefused(60, () =>
      callAndCheck("GET", `/api/tarot/readings/${crypto.randomUUID()}`, { ip }),
    );
    expect(lookup?.status).toBe(429);
    const adminIp = freshIp("headers-admin-429");
    const admin = await untilRefused(30, (i) =>
      callAndCheck("GET", "/api/admin/stats", { ip: adminIp, headers: { "x-admin-key": `guess-${i}` } }),
    );
    expect(admin?.status).toBe(429);
  });

  it("server errors (500): a misconfigured Worker and a failing database", async () => {
    const misconfigured = { ...env, PAYPAL_ENV: "live" } as unknown as Env;
    const brokenDb = {
      ...env,
      DB: {
        prepare() {
          throw new Error("D1 is unavailable");
        },
        batch() {
          throw new Error("D1 is unavailable");
        },
      },
    } as unknown as Env;
    const paths = ["/api/health", "/api/config", `/api/tarot/readings/${crypto.randomUUID()}`, "/no/such/page"];
    for (const [label, broken] of [
      ["misconfigured", misconfigured],
      ["database down", brokenDb],
    ] as const) {
      for (const path of label === "misconfigured" ? paths : paths.slice(2, 3)) {
        for (const https of [true, false]) {
          const res = await app.request(
            `${https ? "https" : "http"}://shop.test${path}`,
            { headers: { "cf-connecting-ip": freshIp("headers-500"), accept: "text/html" } },
            broken,
          );
          expect(res.status, `${label} ${path}`).toBe(500);
          expectSecurityHeaders(res, `${label} GET ${path} → 500`, https);
          statuses.set(500, (statuses.get(500) ?? 0) + 1);
          checked += 1;
        }
      }
    }
  });
});

describe("security headers on real resources", () => {
  it("the buyer's order, files, story page and portal (200s, with the story page's own nonce CSP)", async () => {
    const order = await orderWithFiles({ email: "headers-owner@example.com", firstName: "Ari", city: "Hobart" });
    await soulmateJobHandlers.story?.(await createJob(order.id, "story"), env);
    const email = `email=${encodeURIComponent(order.email)}`;
    for (const path of [
      `/api/orders/${order.id}?${email}`,
      `/api/orders/${order.id}/files/${ARTIFACT_NAMES.storybookPdf}?${email}`,
      `/api/orders/${order.id}/oracles.zip?${email}`,
      `/api/my-orders?${email}`,
    ]) {
      const res = await callAndCheck("GET", path);
      expect(res.status, path).toBe(200);
      expectPrivate(res, path);
    }
    const story = await callAndCheck("GET", `/api/story/${order.id}?${email}`);
    expect(story.status).toBe(200);
    expectPrivate(story, "story page");
    expect(story.headers.get("content-type")).toContain("text/html");
    expect(story.headers.get("content-security-policy")).toMatch(/script-src 'nonce-[0-9a-f]+'/);
  });

  it("a tarot session through to its interpretation stream and saved reading, and the card art", async () => {
    const { sessionId } = await readySession("one_card");
    const view = await callAndCheck("GET", `/api/tarot/sessions/${sessionId}`);
    expect(view.status).toBe(200);
    expectPrivate(view, "session");
    const stream = await interpret(sessionId);
    expectSecurityHeaders(stream, "GET interpret (stream)", false);
    const readingId = (await readEvents(stream)).at(-1)?.readingId;
    expect(readingId).toBeTruthy();
    const reading = await callAndCheck("GET", `/api/tarot/readings/${readingId}`);
    expect(reading.status).toBe(200);
    expectPrivate(reading, "reading");
    expect((await callAndCheck("GET", `/api/tarot/sessions/${sessionId}/interpret`)).status).toBe(200);
    const preview = await callAndCheck("GET", `/api/tarot/readings/${readingId}/preview.png`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-type")).toBe("image/png");
    for (const file of ["the-fool.svg", "card-back.svg"]) {
      const art = await callAndCheck("GET", `/api/tarot/cards/${file}`);
      expect(art.status).toBe(200);
      expect(art.headers.get("content-type")).toContain("image/svg+xml");
    }
  });

  it("the admin API with the key, the public config, health and the PayPal setup", async () => {
    const order = await createOrder();
    for (const path of [
      "/api/admin/stats",
      "/api/admin/orders",
      `/api/admin/orders/${order.id}`,
      "/api/admin/jobs",
      "/api/admin/coupons",
      "/api/admin/audit",
      "/api/config",
      "/api/health",
      "/api/paypal/setup",
    ]) {
      const res = await callAndCheck("GET", path, { headers: adminKey });
      expect(res.status, path).toBe(200);
      if (path.startsWith("/api/admin")) expectPrivate(res, path);
    }
    const created = await callAndCheck("POST", "/api/quiz/prepare", {
      headers: json,
      body: JSON.stringify({
        starSign: "leo",
        birthday: { day: 1, month: 8, year: 1990 },
        city: "Hobart",
        preference: "women",
        relationshipStatus: "single",
        firstName: "Ari",
        email: "headers-quiz@example.com",
      }),
    });
    expect(created.status).toBe(201);
  });
});

describe("the checkout cookie", () => {
  it("is signed, HttpOnly, SameSite=Lax, scoped to /api/paypal, and Secure over https", async () => {
    for (const https of [true, false]) {
      const order = await createOrder({ status: "awaiting_payment", paymentMethod: "none" });
      const res = await callAndCheck("POST", "/api/paypal/register-order", {
        https,
        // The browser that made the order (factory orders are the tests' buyer's).
        headers: { ...json, ...ownerCookie(https) },
        body: JSON.stringify({ orderId: order.id }),
      });
      expect(res.status).toBe(200);
      const cookie = res.headers.get("set-cookie") ?? "";
      const [pair, ...attributes] = cookie.split(";").map((part) => part.trim());
      const value = decodeURIComponent(pair?.split("=").slice(1).join("=") ?? "");
      // The order id travels with its HMAC, so a visitor cannot swap in another order.
      expect(value.startsWith(`${order.id}.`)).toBe(true);
      expect(value.length).toBeGreaterThan(order.id.length + 40);
      expect(attributes).toContain("HttpOnly");
      expect(attributes).toContain("SameSite=Lax");
      expect(attributes).toContain("Path=/api/paypal");
      expect(attributes.includes("Secure")).toBe(https);
    }
  });
});

describe("security headers on pages", () => {
  const navigate = { "sec-fetch-mode": "navigate", accept: "text/html" };

  it.each([
    ["/portal", 200],
    [`/result/${crypto.randomUUID()}`, 200],
    ["/admin", 200],
    [`/tarot/session/${crypto.randomUUID()}`, 200],
    [`/tarot/reading/${crypto.randomUUID()}`, 404],
    ["/no/such/page", 404],
  ] as const)("the app shell at %s (%i)", async (path, status) => {
    for (const https of [true, false]) {
      const res = await callAndCheck("GET", path, { https, headers: navigate });
      expect(res.status).toBe(status);
      expect(res.headers.get("content-type")).toContain("text/html");
    }
  });

  it.each([
    ["/robots.txt", "text/plain"],
    ["/sitemap.xml", "application/xml"],
  ])("%s, written by the Worker (200)", async (path, type) => {
    for (const https of [true, false]) {
      const res = await callAndCheck("GET", path, { https });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain(type);
    }
  });

  it("a missing file that is not a page (plain 404)", async () => {
    const res = await callAndCheck("GET", "/assets/missing-chunk.js", { headers: { accept: "*/*" } });
    expect(res.status).toBe(404);
  });

  it("the static pages: the _headers file carries every header, HSTS included, for every path", () => {
    const lines = staticAssetHeadersFile().split("\n");
    expect(lines[0]).toBe("/*");
    const end = lines.findIndex((line, i) => i > 0 && !line.startsWith("  "));
    const block = lines.slice(1, end);
    for (const [name, value] of Object.entries({ ...BASE_SECURITY_HEADERS, "Strict-Transport-Security": HSTS_VALUE })) {
      expect(block).toContain(`  ${name}: ${value}`);
    }
  });
});
