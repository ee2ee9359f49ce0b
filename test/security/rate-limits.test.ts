/**
 * Every rate-limited endpoint answers 429 with a JSON {error} once one
 * address has used its allowance, while another address carries on. The
 * table below is checked against the source: a new enforceRateLimit call
 * without a row here fails the suite.
 */
import { env } from "cloudflare:workers";
import { afterAll, describe, expect, it } from "vitest";
import { ARTIFACT_NAMES } from "../../src/soulmate/artifact-names";
import { createCoupon, ownerCookie } from "../worker/factories";
import { inOneWindow } from "../worker/rate-window";
import { postJson, request } from "../worker/request";
import { freshIp } from "./helpers";

/** The allowances in wrangler.toml's [[ratelimits]], per address per minute. */
const LIMITS = {
  RATE_LIMIT_PREPARE: 10,
  RATE_LIMIT_COUPON: 10,
  RATE_LIMIT_LOOKUP: 60,
  RATE_LIMIT_PORTAL: 10,
  RATE_LIMIT_CHECKOUT: 20,
  RATE_LIMIT_ADMIN: 30,
  RATE_LIMIT_SESSION: 30,
} as const;

type Limited = {
  label: string;
  /** The source file that calls the limiter, and the binding it uses. */
  file: string;
  binding: keyof typeof LIMITS;
  send: (ip: string) => Promise<Response>;
};

const ip = (address: string) => ({ "cf-connecting-ip": address });
const quizAnswers = (email: string) => ({
  starSign: "virgo",
  birthday: { day: 2, month: 9, year: 1988 },
  city: "Ballarat",
  preference: "men",
  relationshipStatus: "single",
  firstName: "Rae",
  email,
});
const someEmail = () => `limit-${crypto.randomUUID().slice(0, 8)}@example.com`;

const ENDPOINTS: Limited[] = [
  {
    label: "POST /api/quiz/prepare",
    file: "api/quiz.ts",
    binding: "RATE_LIMIT_PREPARE",
    send: (a) => postJson("/api/quiz/prepare", quizAnswers(someEmail()), { headers: ip(a) }),
  },
  {
    label: "POST /api/tarot/create-order",
    file: "api/tarot.ts",
    binding: "RATE_LIMIT_PREPARE",
    send: (a) => postJson("/api/tarot/create-order", { email: "" }, { headers: ip(a) }),
  },
  {
    label: "POST /api/coupons/apply",
    file: "api/coupons.ts",
    binding: "RATE_LIMIT_COUPON",
    send: (a) =>
      postJson("/api/coupons/apply", { orderId: crypto.randomUUID(), couponCode: "GUESS-1" }, { headers: ip(a) }),
  },
  {
    label: "POST /api/tarot/coupons/apply",
    file: "api/tarot.ts",
    binding: "RATE_LIMIT_COUPON",
    send: (a) =>
      postJson(
        "/api/tarot/coupons/apply",
        { tarotOrderId: crypto.randomUUID(), couponCode: "GUESS-2" },
        { headers: ip(a) },
      ),
  },
  {
    label: "GET /api/orders/:orderId",
    file: "api/orders.ts",
    binding: "RATE_LIMIT_LOOKUP",
    send: (a) => request(`/api/orders/${crypto.randomUUID()}?email=${someEmail()}`, { headers: ip(a) }),
  },
  {
    label: "GET /api/orders/:orderId/files/:name",
    file: "api/orders.ts",
    binding: "RATE_LIMIT_LOOKUP",
    send: (a) =>
      request(`/api/orders/${crypto.randomUUID()}/files/${ARTIFACT_NAMES.cardsPdf}?email=${someEmail()}`, {
        headers: ip(a),
      }),
  },
  {
    label: "GET /api/orders/:orderId/oracles.zip",
    file: "api/orders.ts",
    binding: "RATE_LIMIT_LOOKUP",
    send: (a) => request(`/api/orders/${crypto.randomUUID()}/oracles.zip?exp=1&sig=x`, { headers: ip(a) }),
  },
  {
    label: "GET /api/story/:orderId",
    file: "api/orders.ts",
    binding: "RATE_LIMIT_LOOKUP",
    send: (a) => request(`/api/story/${crypto.randomUUID()}?email=${someEmail()}`, { headers: ip(a) }),
  },
  {
    label: "GET /api/tarot/sessions/:id",
    file: "api/tarot.ts",
    binding: "RATE_LIMIT_LOOKUP",
    send: (a) => request(`/api/tarot/sessions/${crypto.randomUUID()}`, { headers: ip(a) }),
  },
  {
    label: "POST /api/tarot/sessions/:id/shuffle",
    file: "api/tarot.ts",
    binding: "RATE_LIMIT_SESSION",
    send: (a) =>
      postJson(`/api/tarot/sessions/${crypto.randomUUID()}/shuffle`, { intention: "Where?" }, { headers: ip(a) }),
  },
  {
    label: "POST /api/tarot/sessions/:id/select-spread",
    file: "api/tarot.ts",
    binding: "RATE_LIMIT_SESSION",
    send: (a) =>
      postJson(
        `/api/tarot/sessions/${crypto.randomUUID()}/select-spread`,
        { spreadType: "one_card" },
        { headers: ip(a) },
      ),
  },
  {
    label: "GET /api/tarot/sessions/:id/interpret",
    file: "api/tarot.ts",
    binding: "RATE_LIMIT_SESSION",
    send: (a) => request(`/api/tarot/sessions/${crypto.randomUUID()}/interpret`, { headers: ip(a) }),
  },
  {
    label: "GET /api/tarot/readings/:id",
    file: "api/tarot.ts",
    binding: "RATE_LIMIT_LOOKUP",
    send: (a) => request(`/api/tarot/readings/${crypto.randomUUID()}`, { headers: ip(a) }),
  },
  {
    label: "GET /api/tarot/readings/:id/pdf",
    file: "api/tarot.ts",
    binding: "RATE_LIMIT_LOOKUP",
    send: (a) => request(`/api/tarot/readings/${crypto.randomUUID()}/pdf`, { headers: ip(a) }),
  },
  {
    label: "GET /api/my-orders",
    file: "api/my-orders.ts",
    binding: "RATE_LIMIT_PORTAL",
    send: (a) => request(`/api/my-orders?email=${someEmail()}`, { headers: ip(a) }),
  },
  {
    label: "POST /api/paypal/register-order",
    file: "api/paypal.ts",
    binding: "RATE_LIMIT_CHECKOUT",
    send: (a) => postJson("/api/paypal/register-order", { orderId: crypto.randomUUID() }, { headers: ip(a) }),
  },
  {
    label: "POST /api/paypal/order",
    file: "api/paypal.ts",
    binding: "RATE_LIMIT_CHECKOUT",
    send: (a) =>
      postJson("/api/paypal/order", { amount: "14.99", currency: "AUD", intent: "CAPTURE" }, { headers: ip(a) }),
  },
  {
    label: "POST /api/paypal/create-tarot-order",
    file: "api/paypal.ts",
    binding: "RATE_LIMIT_CHECKOUT",
    send: (a) =>
      postJson("/api/paypal/create-tarot-order", { email: "", tarotOrderId: crypto.randomUUID() }, { headers: ip(a) }),
  },
  {
    label: "/api/admin/* with a wrong key",
    file: "admin/auth.ts",
    binding: "RATE_LIMIT_ADMIN",
    send: (a) => request("/api/admin/stats", { headers: { ...ip(a), "x-admin-key": "a-guess" } }),
  },
];

/**
 * Pages that spend an API's allowance. A page is never refused: once the allowance is spent
 * it is the plain SPA shell, whose data request then meets the API's 429.
 */
const PAGES: { label: string; file: string; binding: keyof typeof LIMITS; path: () => string }[] = [
  {
    label: "GET /tarot/reading/:id (rendered in the Worker)",
    file: "api/app-shell.ts",
    binding: "RATE_LIMIT_LOOKUP",
    path: () => `/tarot/reading/${crypto.randomUUID()}`,
  },
];

let requests = 0;

/** Sends `count` requests from one address and returns their statuses. */
async function burst(endpoint: Limited, address: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await endpoint.send(address);
    requests += 1;
    statuses.push(res.status);
    if (res.status === 429) await expectTooMany(res);
    else await res.body?.cancel();
  }
  return statuses;
}

async function expectTooMany(res: Response) {
  expect(res.status).toBe(429);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  const body = (await res.json()) as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(["error", "requestId"]);
  expect(body.error).toMatch(/^Too many/);
  expect(body.requestId).toBe(res.headers.get("x-request-id"));
}

afterAll(() => {
  console.log(`FIGURE rate limits: limited endpoints checked: ${ENDPOINTS.length}`);
  console.log(`FIGURE rate limits: requests sent: ${requests}`);
});

describe("the limited endpoints", () => {
  it("are every enforceRateLimit call in src/ (and the admin gate)", () => {
    const sources = import.meta.glob<string>("../../src/**/*.ts", { query: "?raw", import: "default", eager: true });
    const calls = new Map<string, number>();
    for (const [path, text] of Object.entries(sources)) {
      for (const match of text.matchAll(/enforceRateLimit\(\s*c,\s*c\.env\.(RATE_LIMIT_\w+)/g)) {
        const key = `${path.replace("../../src/", "")} ${match[1]}`;
        calls.set(key, (calls.get(key) ?? 0) + 1);
      }
      for (const match of text.matchAll(/c\.env\.(RATE_LIMIT_\w+)\.limit\(/g)) {
        const key = `${path.replace("../../src/", "")} ${match[1]}`;
        calls.set(key, (calls.get(key) ?? 0) + 1);
      }
    }
    expect(calls.size).toBeGreaterThan(0);
    const covered = new Set([...ENDPOINTS, ...PAGES].map((e) => `${e.file} ${e.binding}`));
    for (const key of calls.keys()) expect(covered, `no test for ${key}`).toContain(key);
    // Every binding in wrangler.toml is used by some endpoint.
    for (const binding of Object.keys(LIMITS)) expect(env).toHaveProperty(binding);
  });
});

describe.each(ENDPOINTS)("$label", (endpoint) => {
  const limit = LIMITS[endpoint.binding];

  it("lets its allowance through, then answers 429 {error}; another address is unaffected", async () => {
    const { statuses, again } = await inOneWindow(async () => {
      const address = freshIp("limit");
      return { statuses: await burst(endpoint, address, limit + 1), again: await endpoint.send(address) };
    });
    expect(statuses.slice(0, limit).filter((s) => s === 429)).toEqual([]);
    expect(statuses[limit]).toBe(429);
    // Still refused on the next try, not just once.
    await expectTooMany(again);
    // Someone else, meanwhile, is served as usual.
    const other = await endpoint.send(freshIp("limit-other"));
    expect(other.status).not.toBe(429);
    await other.body?.cancel();
  });
});

describe("limits are per address and per purpose", () => {
  it("an address that used up its lookups can still start an order and use a coupon", async () => {
    const lookup = ENDPOINTS.find((e) => e.binding === "RATE_LIMIT_LOOKUP") as Limited;
    const { address, refused } = await inOneWindow(async () => {
      const address = freshIp("limit-scope");
      await burst(lookup, address, LIMITS.RATE_LIMIT_LOOKUP + 1);
      return { address, refused: await lookup.send(address) };
    });
    await expectTooMany(refused);
    // One browser (ownerCookie) makes the order and applies the coupon.
    const buyer = { ...ip(address), ...ownerCookie() };
    const prepared = await postJson("/api/quiz/prepare", quizAnswers(someEmail()), { headers: buyer });
    expect(prepared.status).toBe(201);
    const { orderId } = (await prepared.json()) as { orderId: string };
    const code = await createCoupon({ kind: "percent", value: 10 });
    const applied = await postJson("/api/coupons/apply", { orderId, couponCode: code }, { headers: buyer });
    expect(applied.status).toBe(200);
    expect(await applied.json()).toMatchObject({ applied: true });
  });
});

describe.each(PAGES)("$label", (page) => {
  it("spends the same allowance as its API: once it is used up, the API answers 429", async () => {
    const limit = LIMITS[page.binding];
    const { address, statuses, api } = await inOneWindow(async () => {
      const address = freshIp("limit-page");
      const statuses: number[] = [];
      for (let i = 0; i < limit; i++) {
        const res = await request(page.path(), {
          headers: { ...ip(address), "sec-fetch-mode": "navigate", accept: "text/html" },
        });
        requests += 1;
        statuses.push(res.status);
        await res.body?.cancel();
      }
      return {
        address,
        statuses,
        api: await request(`/api/tarot/readings/${crypto.randomUUID()}`, { headers: ip(address) }),
      };
    });
    // Each id is unknown, so each look-up answers the not-found page (decision 0057).
    expect(statuses).toEqual(new Array(limit).fill(404));
    await expectTooMany(api);
    // Past the allowance the page cannot look the reading up: the shell answers and shows the API's refusal.
    const res = await request(page.path(), { headers: { ...ip(address), "sec-fetch-mode": "navigate" } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root"></div>');
  });
});
