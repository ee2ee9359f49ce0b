/**
 * Property-based fuzz of every API endpoint (fast-check). Each endpoint gets
 * requests that must be refused: path tricks and bad ids, very long and
 * unicode strings, fields of the wrong type, malformed JSON, the wrong media
 * type, bodies over the 64 KB cap, wrong methods, stray path segments, bad
 * admin keys, and well-formed ids that name nothing. Every answer must be a
 * 4xx with the shop's `{error}` body, never a 2xx or a 5xx, and nothing may be
 * written: the bindings see no write (D1 statement, R2 put, queue send) and
 * no Durable Object is woken, the row count of every D1 table is unchanged
 * after each request, and so is the number of R2 objects after each endpoint.
 *
 * Requests go through the Worker's own fetch handler (workers/app.ts) with the
 * real bindings behind counting wrappers (instrumented-env.ts).
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import app from "../../src/app";
import { decodeCursor } from "../../src/lib/pagination";
import { AUDIT_TARGET_TYPES } from "../../src/shared/admin";
import {
  COUPON_KINDS,
  COUPON_SCOPES,
  EMAIL_STATUSES,
  JOB_STATUSES,
  ORDER_STATUSES,
  SPREAD_TYPES,
  STAR_SIGNS,
  TESTIMONIAL_PAGES,
} from "../../src/shared/statuses";
import worker from "../../workers/app";
import { createOrder } from "../worker/factories";
import { paidSession } from "../worker/tarot/session-helpers";
import {
  anyJson,
  anyText,
  badJsonBody,
  badUuidSegment,
  brokenObject,
  type FuzzBody,
  headerJunk,
  longId,
  longText,
  notEmail,
  notString,
  notUuid,
  queryValue,
  segment,
  unknownUuid,
} from "./fuzz-arbitraries";
import { BindingCalls, instrumentEnv } from "./instrumented-env";
import { r2Objects, rowCounts, tableNames } from "./invariants";

type FuzzRequest = {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  note: string;
};

type Spec = { route: string; runs: number; requests: (fixtures: Fixtures) => fc.Arbitrary<FuzzRequest> };
type Fixtures = { orderId: string; email: string; tarotOrderId: string; sessionId: string };

const ADMIN_KEY = { "x-admin-key": env.ADMIN_KEY ?? "" };

// ---------------------------------------------------------------- request shapes

const post = (path: string, body: FuzzBody, headers: Record<string, string> = {}): FuzzRequest => ({
  method: "POST",
  path,
  headers: { ...(body.contentType ? { "content-type": body.contentType } : {}), ...headers },
  body: body.body,
  note: body.note,
});

const get = (path: string, note: string, headers: Record<string, string> = {}, method = "GET"): FuzzRequest => ({
  method,
  path,
  headers,
  note,
});

const query = (params: [string, unknown][]) => {
  const search = new URLSearchParams();
  for (const [key, value] of params) {
    for (const one of Array.isArray(value) ? value : [value]) {
      search.append(key, typeof one === "string" ? one : (JSON.stringify(one) ?? ""));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : "";
};

/** GET or HEAD: HEAD is answered as GET without the body. */
const readMethod = fc.constantFrom("GET", "GET", "GET", "HEAD");

/** Methods the route does not take (405), and a stray segment after it (404). */
function offRoute(path: fc.Arbitrary<string>, method: "GET" | "POST", headers: Record<string, string> = {}) {
  const others = method === "GET" ? ["POST", "PUT", "PATCH", "DELETE"] : ["GET", "PUT", "PATCH", "DELETE"];
  return fc.oneof(
    fc
      .tuple(path, fc.constantFrom(...others))
      .map(([p, m]): FuzzRequest => ({ method: m, path: p, headers, note: "a method the route does not take" })),
    fc
      .tuple(path, segment(anyText))
      .map(([p, s]): FuzzRequest => ({ method, path: `${p}/${s}`, headers, note: "a stray extra segment" })),
  );
}

/** For admin routes: the same request without the key, or with a wrong one (401). */
function withoutAdminKey(request: fc.Arbitrary<FuzzRequest>) {
  return fc.tuple(request, fc.option(headerJunk, { nil: undefined })).map(([r, key]): FuzzRequest => {
    const { "x-admin-key": _, ...rest } = r.headers ?? {};
    return {
      ...r,
      headers: key === undefined || key === env.ADMIN_KEY ? rest : { ...rest, "x-admin-key": key },
      note: "no admin key, or a wrong one",
    };
  });
}

// ---------------------------------------------------------------- field values

/** A coupon code the apply endpoints refuse outright: not text, blank, or longer than 64 characters. */
const badCouponCode = fc.oneof(
  notString,
  fc.constantFrom("", "   ", "\t\n"),
  fc.string({ minLength: 65, maxLength: 3000, unit: "grapheme" }).filter((s) => s.trim().length > 64),
);

const notOneOf = (values: readonly string[]) =>
  fc.oneof(
    notString,
    anyText.filter((s) => !values.includes(s)),
    longText(100, 5000),
  );

const QUIZ = {
  starSign: "libra",
  birthday: { day: 14, month: 10, year: 1992 },
  city: "Hobart",
  preference: "women",
  relationshipStatus: "single",
  firstName: "Ari",
  email: "fuzz@example.com",
};

const badBirthday = fc.oneof(
  notString,
  fc.constantFrom(
    { day: 32, month: 1, year: 1990 },
    { day: 0, month: 1, year: 1990 },
    { day: 30, month: 2, year: 1992 },
    { day: 29, month: 2, year: 1991 },
    { day: 14, month: 13, year: 1990 },
    { day: 14, month: 10, year: 1939 },
    { day: 14, month: 10, year: 2007 },
    { day: 14.5, month: 10, year: 1990 },
    { day: "14", month: 10, year: 1990 },
    { month: 10, year: 1990 },
    {},
  ),
  fc.record({ day: anyJson, month: anyJson, year: anyJson }),
);

/** Optional text fields accept null and blanks: only other types and over-long text are wrong. */
const badOptionalText = (max: number) =>
  fc.oneof(
    notString.filter((v) => v !== null),
    fc.string({ minLength: max + 1, maxLength: 5000 }),
  );

const quizBody = brokenObject(
  QUIZ,
  {
    starSign: notOneOf(STAR_SIGNS),
    birthday: badBirthday,
    city: badOptionalText(80),
    preference: notOneOf(["men", "women"]),
    relationshipStatus: notOneOf(["single", "in-relationship", "just-curious", "divorced", "widowed"]),
    firstName: badOptionalText(60),
    email: notEmail,
  },
  ["starSign", "birthday", "preference", "relationshipStatus", "email"],
);

const badPayPalId = fc
  .oneof(anyText, longId, fc.stringMatching(/^[a-z0-9]{5,40}$/), fc.stringMatching(/^[A-Z0-9]{41,60}$/))
  .filter((s) => !/^[A-Z0-9]{5,40}$/.test(s));
const unknownPayPalId = fc.stringMatching(/^[A-Z0-9]{5,40}$/).filter((s) => !s.startsWith("5O"));

const intention = fc.oneof(
  notString,
  fc.constantFrom("", "   ", "\n\t"),
  fc.string({ minLength: 501, maxLength: 6000, unit: "grapheme" }).filter((s) => s.trim().length > 500),
);

/** A cursor this server never handed out. */
const badCursor = fc.oneof(anyText, longText(201, 2000)).filter((s) => decodeCursor(s) === null);

/** Admin list queries with at least one wrong value. */
function badPageQuery(extra: Record<string, fc.Arbitrary<unknown>> = {}) {
  const invalid: Record<string, fc.Arbitrary<unknown>> = {
    limit: fc.oneof(
      fc.constantFrom("0", "101", "-1", "1.5", "abc", "1e3", "", "NaN", "Infinity", "0x7f"),
      fc.integer({ min: 101 }).map(String),
      anyText.filter((s) => {
        const n = Number(s);
        return !(Number.isInteger(n) && n >= 1 && n <= 100);
      }),
    ),
    cursor: badCursor,
    ...extra,
  };
  return fc
    .subarray(Object.keys(invalid), { minLength: 1 })
    .chain((keys) =>
      fc
        .tuple(...keys.map((k) => invalid[k] as fc.Arbitrary<unknown>))
        .map((values) => query(keys.map((k, i) => [k, values[i]]))),
    );
}

const statusFilter = (values: readonly string[]) => anyText.filter((s) => s !== "" && !values.includes(s));

const COUPON_BASE = { code: "FUZZ-BASE", kind: "percent", value: 10 };

const badCouponInput = brokenObject(
  COUPON_BASE,
  {
    code: fc
      .oneof(notString, anyText, longText(33, 500), fc.constantFrom("AB", "-ABC", "A B C", "ÄBC", "ABC!"))
      .filter((v) => typeof v !== "string" || !/^[A-Z0-9][A-Z0-9_-]{2,31}$/.test(v.trim().toUpperCase())),
    kind: notOneOf(COUPON_KINDS),
    value: fc.oneof(
      notString.filter((v) => typeof v !== "number"),
      fc.constantFrom(0, -5, 101, 1e9, 12.5, Number.MAX_SAFE_INTEGER + 2),
    ),
    productScope: notOneOf(COUPON_SCOPES).filter((v) => v !== undefined),
    maxRedemptions: fc.oneof(fc.constantFrom(0, -1, 1.5, 1_000_001, "5", true), fc.string()),
    perEmailLimit: fc.oneof(fc.constantFrom(0, -1, 2.5, 1001, "1", false), fc.string()),
    expiresAt: fc.oneof(
      fc.constantFrom("2020-01-01T00:00:00Z", "tomorrow", "2026-13-01T00:00:00Z", "", 1_900_000_000_000, true),
      anyText.filter((s) => Number.isNaN(Date.parse(s))),
    ),
    note: fc.oneof(
      notString.filter((v) => v !== null),
      fc.string({ minLength: 201, maxLength: 4000 }).filter((s) => s.trim().length > 200),
    ),
  },
  ["code", "kind"],
);

// ---------------------------------------------------------------- the endpoints

/** An admin read that takes no input: another method, a stray segment, no key. */
const adminRead = (path: string, runs = 15): Spec => ({
  route: `GET ${path}`,
  runs,
  requests: () =>
    fc.oneof(offRoute(fc.constant(path), "GET", ADMIN_KEY), withoutAdminKey(fc.constant(get(path, "", ADMIN_KEY)))),
});

/**
 * An admin action on a thing named in the path: a bad id, one that does not exist, no key.
 * `auditsUnknown`: refusing an id that does not exist is itself audited (a write), so that case
 * is left to the route's own tests.
 */
const adminAction = (route: string, pathFor: (id: string) => string, { auditsUnknown = false } = {}): Spec => ({
  route: `POST ${route}`,
  runs: 25,
  requests: () =>
    fc.oneof(
      {
        weight: 3,
        arbitrary: badUuidSegment.map((id) => ({
          method: "POST",
          path: pathFor(id),
          headers: ADMIN_KEY,
          note: "a bad id",
        })),
      },
      {
        weight: auditsUnknown ? 0 : 1,
        arbitrary: unknownUuid.map((id) => ({
          method: "POST",
          path: pathFor(id),
          headers: ADMIN_KEY,
          note: "one that does not exist",
        })),
      },
      {
        weight: 1,
        arbitrary: withoutAdminKey(
          unknownUuid.map((id) => ({ method: "POST", path: pathFor(id), headers: ADMIN_KEY, note: "" })),
        ),
      },
    ),
});

const TESTIMONIAL_BASE = { page: "tarot", quote: "Fuzz quote.", name: "Fuzz", detail: "Celtic Cross" };

const badTestimonialInput = brokenObject(
  TESTIMONIAL_BASE,
  {
    page: notOneOf(TESTIMONIAL_PAGES),
    quote: fc.oneof(notString, fc.constantFrom("", "   ", "\u200b"), longText(601, 3000)),
    name: fc.oneof(notString, fc.constantFrom("", "  "), longText(41, 500)),
    detail: fc.oneof(notString, fc.constantFrom(""), longText(81, 500)),
    consentAt: fc.oneof(
      fc.constantFrom("2999-01-01", "yesterday", "2026-02-30", "", 1_700_000_000_000, true),
      anyText.filter((t) => Number.isNaN(Date.parse(t))),
    ),
    rating: fc.oneof(fc.constantFrom(0, 6, 4.5, -1, "5", true), fc.integer({ min: 6 })),
    position: fc.oneof(fc.constantFrom(-1, 1000, 2.5, "1", false), fc.integer({ min: 1000 })),
  },
  ["page", "quote", "name", "detail"],
);

const SPECS: Spec[] = [
  {
    route: "GET /api/health",
    runs: 15,
    requests: () => offRoute(fc.constant("/api/health"), "GET"),
  },
  {
    route: "GET /api/config",
    runs: 15,
    requests: () => offRoute(fc.constant("/api/config"), "GET"),
  },
  {
    route: "POST /api/quiz/prepare",
    runs: 80,
    requests: () =>
      fc.oneof(
        { weight: 9, arbitrary: badJsonBody(quizBody, QUIZ).map((b) => post("/api/quiz/prepare", b)) },
        { weight: 1, arbitrary: offRoute(fc.constant("/api/quiz/prepare"), "POST") },
      ),
  },
  {
    route: "POST /api/coupons/apply",
    runs: 60,
    requests: ({ orderId }) => {
      const base = { orderId, couponCode: "WELCOME" };
      const broken = brokenObject(base, { orderId: fc.oneof(notUuid, notString), couponCode: badCouponCode }, [
        "orderId",
        "couponCode",
      ]);
      return fc.oneof(
        { weight: 7, arbitrary: badJsonBody(broken, base).map((b) => post("/api/coupons/apply", b)) },
        {
          weight: 2,
          arbitrary: fc
            .tuple(
              unknownUuid,
              anyText.filter((s) => s.trim() !== "" && s.trim().length <= 64),
            )
            .map(([id, code]) =>
              post("/api/coupons/apply", {
                body: JSON.stringify({ orderId: id, couponCode: code }),
                contentType: "application/json",
                note: "an order that does not exist",
              }),
            ),
        },
        { weight: 1, arbitrary: offRoute(fc.constant("/api/coupons/apply"), "POST") },
      );
    },
  },
  {
    route: "GET /api/orders/:orderId",
    runs: 50,
    requests: ({ orderId, email }) =>
      fc.oneof(
        fc
          .tuple(badUuidSegment, fc.option(queryValue), readMethod)
          .map(([id, e, m]) =>
            get(`/api/orders/${id}${query(e === null ? [] : [["email", e]])}`, "a bad order id", {}, m),
          ),
        fc
          .tuple(
            fc.constantFrom(orderId),
            fc.oneof(notEmail, fc.array(fc.constant(email), { minLength: 2, maxLength: 3 })),
          )
          .map(([id, e]) => get(`/api/orders/${id}${query([["email", e]])}`, "a bad email (or two)")),
        fc.constant(get(`/api/orders/${orderId}`, "no email")),
        fc
          .tuple(unknownUuid, fc.constantFrom(email, "someone-else@example.com"))
          .map(([id, e]) => get(`/api/orders/${id}${query([["email", e]])}`, "an order that does not exist")),
        fc.constant(get(`/api/orders/${orderId}${query([["email", "someone-else@example.com"]])}`, "not the buyer")),
        offRoute(fc.constant(`/api/orders/${orderId}`), "GET"),
      ),
  },
  {
    route: "GET /api/orders/:orderId/oracles.zip",
    runs: 40,
    requests: ({ orderId }) =>
      fc.oneof(
        badUuidSegment.map((id) => get(`/api/orders/${id}/oracles.zip`, "a bad order id")),
        fc
          .tuple(
            fc.constantFrom(orderId),
            fc.oneof(
              notEmail.map((e): [string, unknown] => ["email", e]),
              fc.string({ minLength: 21, maxLength: 300 }).map((s): [string, unknown] => ["exp", s]),
              fc.string({ minLength: 101, maxLength: 1000 }).map((s): [string, unknown] => ["sig", s]),
            ),
          )
          .map(([id, param]) => get(`/api/orders/${id}/oracles.zip${query([param])}`, "a malformed proof")),
        fc
          .tuple(
            fc.constantFrom(orderId, crypto.randomUUID()),
            fc.string({ maxLength: 20 }),
            fc.string({ maxLength: 100 }),
          )
          .map(([id, exp, sig]) =>
            get(
              `/api/orders/${id}/oracles.zip${query([
                ["exp", exp],
                ["sig", sig],
              ])}`,
              "a forged link",
            ),
          ),
      ),
  },
  {
    route: "GET /api/orders/:orderId/files/:name",
    runs: 40,
    requests: ({ orderId }) =>
      fc.oneof(
        fc
          .tuple(badUuidSegment, fc.constantFrom("storybook.pdf", "cards.pdf"))
          .map(([id, name]) => get(`/api/orders/${id}/files/${name}`, "a bad order id")),
        segment(
          fc.oneof(
            anyText,
            fc.constantFrom("story.json", "oracles.zip", "../story.json", "card-6.png", "STORYBOOK.PDF"),
          ),
        )
          .filter((name) => !["storybook.pdf", "cards.pdf"].includes(name) && !/^card-[1-5]\.png$|^oracle-/.test(name))
          .map((name) => get(`/api/orders/${orderId}/files/${name}`, "a file that is not downloadable")),
        fc
          .tuple(fc.constantFrom(orderId, crypto.randomUUID()), fc.constantFrom("storybook.pdf", "card-1.png"))
          .map(([id, name]) =>
            get(
              `/api/orders/${id}/files/${name}${query([
                ["sig", "x"],
                ["exp", "1"],
              ])}`,
              "no proof of ownership",
            ),
          ),
      ),
  },
  {
    route: "GET /api/my-orders",
    runs: 40,
    requests: ({ email }) =>
      fc.oneof(
        fc
          .tuple(notEmail, readMethod)
          .map(([e, m]) => get(`/api/my-orders${query([["email", e]])}`, "a bad email", {}, m)),
        fc.constant(get("/api/my-orders", "no email")),
        fc.constant(get(`/api/my-orders${query([["email", [email, email]]])}`, "two emails")),
        offRoute(fc.constant("/api/my-orders"), "GET"),
      ),
  },
  {
    route: "POST /api/my-orders/link",
    runs: 40,
    requests: () => {
      const base = { email: "reader@example.com" };
      return fc.oneof(
        {
          weight: 9,
          arbitrary: badJsonBody(brokenObject(base, { email: notEmail }, ["email"]), base).map((b) =>
            post("/api/my-orders/link", b),
          ),
        },
        { weight: 1, arbitrary: offRoute(fc.constant("/api/my-orders/link"), "POST") },
      );
    },
  },
  {
    route: "POST /api/my-orders/session",
    runs: 40,
    requests: () => {
      const base = { token: "t".repeat(43) };
      const badToken = fc.oneof(
        notString,
        anyText.filter((s) => !/^[A-Za-z0-9_-]{43}$/.test(s)),
      );
      return fc.oneof(
        {
          weight: 6,
          arbitrary: badJsonBody(brokenObject(base, { token: badToken }, ["token"]), base).map((b) =>
            post("/api/my-orders/session", b),
          ),
        },
        {
          weight: 2,
          arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{43}$/).map((token) =>
            post("/api/my-orders/session", {
              body: JSON.stringify({ token }),
              contentType: "application/json",
              note: "a well-formed token the shop never sent",
            }),
          ),
        },
        { weight: 1, arbitrary: offRoute(fc.constant("/api/my-orders/session"), "POST") },
      );
    },
  },
  {
    route: "POST /api/paypal/register-order",
    runs: 40,
    requests: ({ tarotOrderId, orderId }) => {
      const base = { orderId: crypto.randomUUID() };
      return fc.oneof(
        badJsonBody(brokenObject(base, { orderId: notUuid }, ["orderId"]), base).map((b) =>
          post("/api/paypal/register-order", b),
        ),
        fc.constantFrom(tarotOrderId, orderId, crypto.randomUUID()).map((id) =>
          post("/api/paypal/register-order", {
            body: JSON.stringify({ orderId: id }),
            contentType: "application/json",
            note: "a tarot, paid or unknown order",
          }),
        ),
      );
    },
  },
  {
    route: "GET /api/paypal/setup",
    runs: 15,
    requests: () => offRoute(fc.constant("/api/paypal/setup"), "GET"),
  },
  {
    route: "POST /api/paypal/order",
    runs: 40,
    requests: () => {
      const base = { amount: "14.99", currency: "AUD", intent: "CAPTURE" };
      const broken = brokenObject(
        base,
        {
          amount: notString.filter((v) => typeof v !== "number"),
          currency: notString,
          intent: notString,
        },
        ["amount", "currency", "intent"],
      );
      return fc.oneof(
        badJsonBody(broken, base).map((b) => post("/api/paypal/order", b)),
        fc
          .option(
            headerJunk.map((v) => `checkout_order=${v}`),
            { nil: undefined },
          )
          .map((cookie) =>
            post(
              "/api/paypal/order",
              { body: JSON.stringify(base), contentType: "application/json", note: "no or a forged checkout cookie" },
              cookie ? { cookie } : {},
            ),
          ),
      );
    },
  },
  {
    route: "POST /api/paypal/order/:id/capture",
    runs: 40,
    requests: () =>
      fc.oneof(
        segment(badPayPalId).map((id) => ({
          method: "POST",
          path: `/api/paypal/order/${id}/capture`,
          note: "a bad PayPal id",
        })),
        unknownPayPalId.map((id) => ({
          method: "POST",
          path: `/api/paypal/order/${id}/capture`,
          note: "an unknown PayPal id",
        })),
        offRoute(
          unknownPayPalId.map((id) => `/api/paypal/order/${id}/capture`),
          "POST",
        ),
      ),
  },
  {
    route: "POST /api/paypal/create-tarot-order",
    runs: 50,
    requests: ({ orderId, tarotOrderId }) => {
      const base = { email: "reader@example.com", tarotOrderId: crypto.randomUUID() };
      const broken = brokenObject(base, { email: notEmail, tarotOrderId: fc.oneof(notUuid, fc.constant(null)) });
      return fc.oneof(
        { weight: 4, arbitrary: badJsonBody(broken, base).map((b) => post("/api/paypal/create-tarot-order", b)) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(crypto.randomUUID(), orderId, tarotOrderId).map((id) =>
            post("/api/paypal/create-tarot-order", {
              body: JSON.stringify({ email: "", tarotOrderId: id }),
              contentType: "application/json",
              note: "an unknown, soulmate or paid order",
            }),
          ),
        },
      );
    },
  },
  {
    route: "POST /api/paypal/capture-tarot-order",
    runs: 40,
    requests: () => {
      const base = { orderID: "UNKNOWNORDER1" };
      return fc.oneof(
        badJsonBody(brokenObject(base, { orderID: fc.oneof(badPayPalId, notString) }, ["orderID"]), base).map((b) =>
          post("/api/paypal/capture-tarot-order", b),
        ),
        unknownPayPalId.map((id) =>
          post("/api/paypal/capture-tarot-order", {
            body: JSON.stringify({ orderID: id }),
            contentType: "application/json",
            note: "an unknown PayPal id",
          }),
        ),
      );
    },
  },
  {
    route: "POST /api/paypal/webhook",
    runs: 50,
    requests: ({ orderId }) => {
      const event = {
        id: "WH-FUZZ",
        event_type: "PAYMENT.CAPTURE.COMPLETED",
        resource: {
          id: "CAPFUZZ",
          status: "COMPLETED",
          custom_id: orderId,
          amount: { currency_code: "AUD", value: "14.99" },
        },
      };
      const broken = brokenObject(
        event,
        {
          id: fc.oneof(notString, fc.constant(""), fc.string({ minLength: 101, maxLength: 500 })),
          event_type: fc.oneof(notString, fc.constant(""), fc.string({ minLength: 101, maxLength: 500 })),
          resource: fc.oneof(
            notString.filter((v) => typeof v !== "object" || v === null || Array.isArray(v)),
            fc.record({ id: notString.filter((v) => v !== undefined) }),
            fc.record({ amount: fc.oneof(notString, fc.record({ value: fc.integer() })) }),
          ),
        },
        ["id", "event_type", "resource"],
      );
      const unsigned = fc
        .tuple(
          fc.record({
            id: fc.string({ minLength: 1, maxLength: 100 }),
            event_type: fc.constantFrom(
              "PAYMENT.CAPTURE.COMPLETED",
              "PAYMENT.CAPTURE.REFUNDED",
              "PAYMENT.CAPTURE.DENIED",
              "X",
            ),
            resource: fc.constant(event.resource),
          }),
          fc.option(
            headerJunk.filter((s) => s !== "fake-valid-signature"),
            { nil: undefined },
          ),
        )
        .map(([body, signature]) =>
          post(
            "/api/paypal/webhook",
            { body: JSON.stringify(body), contentType: "application/json", note: "an event with a bad signature" },
            signature === undefined
              ? {}
              : { "paypal-transmission-sig": signature, "paypal-auth-algo": "SHA256withRSA" },
          ),
        );
      return fc.oneof(
        badJsonBody(broken, event).map((b) => post("/api/paypal/webhook", b)),
        unsigned,
      );
    },
  },
  {
    route: "GET /api/story/:orderId",
    runs: 40,
    requests: ({ orderId }) =>
      fc.oneof(
        fc.tuple(badUuidSegment, readMethod).map(([id, m]) => get(`/api/story/${id}`, "a bad order id", {}, m)),
        fc
          .tuple(
            fc.constantFrom(orderId, crypto.randomUUID()),
            fc.oneof(
              notEmail.map((e): [string, unknown] => ["email", e]),
              fc.string({ minLength: 21, maxLength: 300 }).map((s): [string, unknown] => ["exp", s]),
              fc.string({ minLength: 101, maxLength: 600 }).map((s): [string, unknown] => ["sig", s]),
            ),
          )
          .map(([id, param]) => get(`/api/story/${id}${query([param])}`, "a malformed proof")),
        fc.constantFrom(orderId, crypto.randomUUID()).map((id) => get(`/api/story/${id}`, "no proof of ownership")),
      ),
  },
  {
    route: "POST /api/tarot/create-order",
    runs: 50,
    requests: () => {
      const base = { email: "reader@example.com" };
      return fc.oneof(
        {
          weight: 9,
          arbitrary: badJsonBody(brokenObject(base, { email: notEmail }), base).map((b) =>
            post("/api/tarot/create-order", b),
          ),
        },
        { weight: 1, arbitrary: offRoute(fc.constant("/api/tarot/create-order"), "POST") },
      );
    },
  },
  {
    route: "POST /api/tarot/coupons/apply",
    runs: 50,
    requests: ({ tarotOrderId }) => {
      const base = { tarotOrderId: crypto.randomUUID(), couponCode: "TAROT" };
      const broken = brokenObject(base, { tarotOrderId: fc.oneof(notUuid, notString), couponCode: badCouponCode }, [
        "tarotOrderId",
        "couponCode",
      ]);
      return fc.oneof(
        { weight: 4, arbitrary: badJsonBody(broken, base).map((b) => post("/api/tarot/coupons/apply", b)) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(tarotOrderId, crypto.randomUUID()).map((id) =>
            post("/api/tarot/coupons/apply", {
              body: JSON.stringify({ tarotOrderId: id, couponCode: "NOT-A-CODE" }),
              contentType: "application/json",
              note: "a paid reading, or one that does not exist",
            }),
          ),
        },
      );
    },
  },
  {
    route: "GET /api/tarot/sessions/:id",
    runs: 40,
    requests: () =>
      fc.oneof(
        fc
          .tuple(badUuidSegment, readMethod)
          .map(([id, m]) => get(`/api/tarot/sessions/${id}`, "a bad session id", {}, m)),
        unknownUuid.map((id) => get(`/api/tarot/sessions/${id}`, "a session that does not exist")),
        offRoute(
          unknownUuid.map((id) => `/api/tarot/sessions/${id}`),
          "GET",
        ),
      ),
  },
  {
    route: "POST /api/tarot/sessions/:id/shuffle",
    runs: 50,
    requests: ({ sessionId }) => {
      const base = { intention: "Where is my work heading?" };
      return fc.oneof(
        {
          weight: 4,
          arbitrary: badJsonBody(brokenObject(base, { intention }, ["intention"]), base).map((b) =>
            post(`/api/tarot/sessions/${sessionId}/shuffle`, b),
          ),
        },
        {
          weight: 2,
          arbitrary: badUuidSegment.map((id) =>
            post(`/api/tarot/sessions/${id}/shuffle`, {
              body: JSON.stringify(base),
              contentType: "application/json",
              note: "a bad session id",
            }),
          ),
        },
        {
          weight: 1,
          arbitrary: unknownUuid.map((id) =>
            post(`/api/tarot/sessions/${id}/shuffle`, {
              body: JSON.stringify(base),
              contentType: "application/json",
              note: "a session that does not exist",
            }),
          ),
        },
      );
    },
  },
  {
    route: "POST /api/tarot/sessions/:id/select-spread",
    runs: 50,
    requests: ({ sessionId }) => {
      const base = { spreadType: "three_card" };
      return fc.oneof(
        {
          weight: 4,
          arbitrary: badJsonBody(brokenObject(base, { spreadType: notOneOf(SPREAD_TYPES) }, ["spreadType"]), base).map(
            (b) => post(`/api/tarot/sessions/${sessionId}/select-spread`, b),
          ),
        },
        {
          weight: 2,
          arbitrary: badUuidSegment.map((id) =>
            post(`/api/tarot/sessions/${id}/select-spread`, {
              body: JSON.stringify(base),
              contentType: "application/json",
              note: "a bad session id",
            }),
          ),
        },
        {
          weight: 1,
          arbitrary: unknownUuid.map((id) =>
            post(`/api/tarot/sessions/${id}/select-spread`, {
              body: JSON.stringify(base),
              contentType: "application/json",
              note: "a session that does not exist",
            }),
          ),
        },
      );
    },
  },
  {
    route: "GET /api/tarot/sessions/:id/interpret",
    runs: 40,
    requests: () =>
      fc.oneof(
        fc
          .tuple(badUuidSegment, readMethod)
          .map(([id, m]) => get(`/api/tarot/sessions/${id}/interpret`, "a bad session id", {}, m)),
        unknownUuid.map((id) => get(`/api/tarot/sessions/${id}/interpret`, "a session that does not exist")),
        offRoute(
          unknownUuid.map((id) => `/api/tarot/sessions/${id}/interpret`),
          "GET",
        ),
      ),
  },
  {
    route: "GET /api/tarot/readings/:id",
    runs: 40,
    requests: () =>
      fc.oneof(
        fc
          .tuple(badUuidSegment, readMethod)
          .map(([id, m]) => get(`/api/tarot/readings/${id}`, "a bad reading id", {}, m)),
        unknownUuid.map((id) => get(`/api/tarot/readings/${id}`, "a reading that does not exist")),
      ),
  },
  {
    route: "GET /api/tarot/readings/:id/pdf",
    runs: 40,
    requests: () =>
      fc.oneof(
        fc
          .tuple(badUuidSegment, readMethod)
          .map(([id, m]) => get(`/api/tarot/readings/${id}/pdf`, "a bad reading id", {}, m)),
        unknownUuid.map((id) => get(`/api/tarot/readings/${id}/pdf`, "a reading that does not exist")),
        offRoute(
          unknownUuid.map((id) => `/api/tarot/readings/${id}/pdf`),
          "GET",
        ),
      ),
  },
  {
    // An unknown or malformed reading draws no preview and stores nothing (docs/decisions/0057).
    route: "GET /api/tarot/readings/:id/preview.png",
    runs: 40,
    requests: () =>
      fc.oneof(
        fc
          .tuple(badUuidSegment, readMethod)
          .map(([id, m]) => get(`/api/tarot/readings/${id}/preview.png`, "a bad reading id", {}, m)),
        unknownUuid.map((id) => get(`/api/tarot/readings/${id}/preview.png`, "a reading that does not exist")),
        offRoute(
          unknownUuid.map((id) => `/api/tarot/readings/${id}/preview.png`),
          "GET",
        ),
      ),
  },
  {
    route: "GET /api/tarot/cards/:file",
    runs: 40,
    requests: () =>
      fc.oneof(
        segment(
          fc.oneof(
            anyText,
            fc.constantFrom("the-fool.png", "the-fool.svg.svg", "The-Fool.svg", "ab.svg", "../the-fool.svg"),
          ),
        )
          .filter((f) => !/^[a-z0-9-]{3,40}\.svg$/.test(f))
          .map((f) => get(`/api/tarot/cards/${f}`, "a file name the art route refuses")),
        fc
          .stringMatching(/^[a-z0-9-]{3,40}$/)
          .filter((id) => id.startsWith("zz"))
          .map((id) => get(`/api/tarot/cards/${id}.svg`, "a card that does not exist")),
      ),
  },
  // ---------------------------------------------------------------- admin
  {
    route: "GET /api/admin/stats",
    runs: 15,
    requests: () =>
      fc.oneof(
        offRoute(fc.constant("/api/admin/stats"), "GET", ADMIN_KEY),
        withoutAdminKey(fc.constant(get("/api/admin/stats", "", ADMIN_KEY))),
      ),
  },
  {
    route: "GET /api/admin/orders",
    runs: 40,
    requests: () =>
      fc.oneof(
        {
          weight: 4,
          arbitrary: badPageQuery({ status: statusFilter(ORDER_STATUSES) }).map((q) =>
            get(`/api/admin/orders${q}`, "a bad filter, limit or cursor", ADMIN_KEY),
          ),
        },
        { weight: 1, arbitrary: withoutAdminKey(fc.constant(get("/api/admin/orders", "", ADMIN_KEY))) },
      ),
  },
  {
    route: "GET /api/admin/orders/:orderId",
    runs: 30,
    requests: () =>
      fc.oneof(
        {
          weight: 3,
          arbitrary: badUuidSegment.map((id) => get(`/api/admin/orders/${id}`, "a bad order id", ADMIN_KEY)),
        },
        {
          weight: 1,
          arbitrary: unknownUuid.map((id) => get(`/api/admin/orders/${id}`, "an order that does not exist", ADMIN_KEY)),
        },
        {
          weight: 1,
          arbitrary: withoutAdminKey(unknownUuid.map((id) => get(`/api/admin/orders/${id}`, "", ADMIN_KEY))),
        },
      ),
  },
  {
    route: "GET /api/admin/jobs",
    runs: 30,
    requests: () =>
      fc.oneof(
        {
          weight: 4,
          arbitrary: badPageQuery({ status: statusFilter(JOB_STATUSES) }).map((q) =>
            get(`/api/admin/jobs${q}`, "a bad filter, limit or cursor", ADMIN_KEY),
          ),
        },
        { weight: 1, arbitrary: withoutAdminKey(fc.constant(get("/api/admin/jobs", "", ADMIN_KEY))) },
      ),
  },
  {
    route: "POST /api/admin/replay/:orderId",
    runs: 30,
    requests: ({ orderId }) =>
      fc.oneof(
        {
          weight: 3,
          arbitrary: badUuidSegment.map((id) => ({
            method: "POST",
            path: `/api/admin/replay/${id}`,
            headers: ADMIN_KEY,
            note: "a bad order id",
          })),
        },
        {
          weight: 1,
          arbitrary: withoutAdminKey(
            fc.constant({ method: "POST", path: `/api/admin/replay/${orderId}`, headers: ADMIN_KEY, note: "" }),
          ),
        },
        { weight: 1, arbitrary: offRoute(fc.constant(`/api/admin/replay/${orderId}`), "POST", ADMIN_KEY) },
      ),
  },
  {
    route: "POST /api/admin/refund/:orderId",
    runs: 40,
    requests: ({ orderId }) => {
      const base = { reason: "Fuzz" };
      const broken = brokenObject(base, {
        reason: fc.oneof(
          notString.filter((v) => v !== undefined),
          fc.string({ minLength: 301, maxLength: 5000 }).filter((s) => s.trim().length > 300),
        ),
      });
      return fc.oneof(
        {
          weight: 3,
          arbitrary: badJsonBody(broken, base).map((b) => post(`/api/admin/refund/${orderId}`, b, ADMIN_KEY)),
        },
        {
          weight: 2,
          arbitrary: badUuidSegment.map((id) =>
            post(
              `/api/admin/refund/${id}`,
              { body: JSON.stringify(base), contentType: "application/json", note: "a bad order id" },
              ADMIN_KEY,
            ),
          ),
        },
        {
          weight: 1,
          arbitrary: withoutAdminKey(
            fc.constant(
              post(
                `/api/admin/refund/${orderId}`,
                { body: "{}", contentType: "application/json", note: "" },
                ADMIN_KEY,
              ),
            ),
          ),
        },
      );
    },
  },
  {
    route: "GET /api/admin/coupons",
    runs: 30,
    requests: () =>
      fc.oneof(
        {
          weight: 4,
          arbitrary: badPageQuery().map((q) => get(`/api/admin/coupons${q}`, "a bad limit or cursor", ADMIN_KEY)),
        },
        { weight: 1, arbitrary: withoutAdminKey(fc.constant(get("/api/admin/coupons", "", ADMIN_KEY))) },
      ),
  },
  {
    route: "POST /api/admin/coupons",
    runs: 60,
    requests: () =>
      fc.oneof(
        {
          weight: 5,
          arbitrary: badJsonBody(badCouponInput, COUPON_BASE).map((b) => post("/api/admin/coupons", b, ADMIN_KEY)),
        },
        {
          weight: 1,
          arbitrary: withoutAdminKey(
            fc.constant(
              post(
                "/api/admin/coupons",
                {
                  body: JSON.stringify({ ...COUPON_BASE, code: "FUZZ-NOKEY" }),
                  contentType: "application/json",
                  note: "",
                },
                ADMIN_KEY,
              ),
            ),
          ),
        },
      ),
  },
  ...(["disable", "enable"] as const).map(
    (action): Spec => ({
      route: `POST /api/admin/coupons/:code/${action}`,
      runs: 25,
      requests: () =>
        fc.oneof(
          {
            weight: 3,
            arbitrary: fc
              .oneof(
                fc.constantFrom("%20", "%20%20%20", "%09%0A"),
                fc
                  .string({ minLength: 65, maxLength: 1500, unit: "grapheme" })
                  .filter((s) => s.trim().length > 64)
                  .map((s) => encodeURIComponent(s.toWellFormed())),
              )
              .map(
                (code): FuzzRequest => ({
                  method: "POST",
                  path: `/api/admin/coupons/${code}/${action}`,
                  headers: ADMIN_KEY,
                  note: "a blank or over-long code",
                }),
              ),
          },
          {
            weight: 1,
            arbitrary: withoutAdminKey(
              fc.constant({
                method: "POST",
                path: `/api/admin/coupons/TAROT-FREE/${action}`,
                headers: ADMIN_KEY,
                note: "",
              }),
            ),
          },
        ),
    }),
  ),
  {
    route: "GET /api/content",
    runs: 15,
    requests: () => offRoute(fc.constant("/api/content"), "GET"),
  },
  {
    route: "GET /api/openapi.json",
    runs: 15,
    requests: () => offRoute(fc.constant("/api/openapi.json"), "GET"),
  },
  adminRead("/api/admin/testimonials"),
  adminRead("/api/admin/content/founder-note"),
  {
    route: "POST /api/admin/testimonials",
    runs: 60,
    requests: () =>
      fc.oneof(
        {
          weight: 5,
          arbitrary: badJsonBody(badTestimonialInput, TESTIMONIAL_BASE).map((b) =>
            post("/api/admin/testimonials", b, ADMIN_KEY),
          ),
        },
        {
          weight: 1,
          arbitrary: withoutAdminKey(
            fc.constant(
              post(
                "/api/admin/testimonials",
                { body: JSON.stringify(TESTIMONIAL_BASE), contentType: "application/json", note: "" },
                ADMIN_KEY,
              ),
            ),
          ),
        },
      ),
  },
  adminAction("/api/admin/testimonials/:id/publish", (id) => `/api/admin/testimonials/${id}/publish`, {
    auditsUnknown: true,
  }),
  adminAction("/api/admin/testimonials/:id/hide", (id) => `/api/admin/testimonials/${id}/hide`, {
    auditsUnknown: true,
  }),
  ...(["publish", "hide"] as const).map(
    (action): Spec => ({
      route: `POST /api/admin/content/founder-note/${action}`,
      runs: 15,
      requests: () =>
        fc.oneof(
          offRoute(fc.constant(`/api/admin/content/founder-note/${action}`), "POST", ADMIN_KEY),
          withoutAdminKey(
            fc.constant({
              method: "POST",
              path: `/api/admin/content/founder-note/${action}`,
              headers: ADMIN_KEY,
              note: "",
            }),
          ),
        ),
    }),
  ),
  {
    route: "GET /api/admin/emails",
    runs: 30,
    requests: () =>
      fc.oneof(
        {
          weight: 4,
          arbitrary: badPageQuery({
            status: statusFilter(EMAIL_STATUSES),
            // An empty `?orderId=` is no filter (as an empty status is), so it is not a bad one.
            orderId: fc.oneof(
              notUuid.filter((s) => s !== ""),
              fc.constantFrom("abc", "1234"),
            ),
          }).map((q) => get(`/api/admin/emails${q}`, "a bad filter, limit or cursor", ADMIN_KEY)),
        },
        { weight: 1, arbitrary: withoutAdminKey(fc.constant(get("/api/admin/emails", "", ADMIN_KEY))) },
      ),
  },
  adminAction("/api/admin/emails/:id/resend", (id) => `/api/admin/emails/${id}/resend`),
  {
    route: "GET /api/admin/audit",
    runs: 30,
    requests: () =>
      fc.oneof(
        {
          weight: 3,
          arbitrary: badPageQuery({
            targetType: notOneOf(AUDIT_TARGET_TYPES).map((v) => (typeof v === "string" ? v : JSON.stringify(v))),
            targetId: fc.string({ minLength: 65, maxLength: 600 }),
          }).map((q) => get(`/api/admin/audit${q}`, "a bad limit, cursor or target", ADMIN_KEY)),
        },
        {
          weight: 1,
          arbitrary: fc
            .constantFrom("?targetType=order", `?targetId=${crypto.randomUUID()}`)
            .map((q) => get(`/api/admin/audit${q}`, "half a target", ADMIN_KEY)),
        },
        { weight: 1, arbitrary: withoutAdminKey(fc.constant(get("/api/admin/audit", "", ADMIN_KEY))) },
      ),
  },
];

// ---------------------------------------------------------------- the run

const instrumentedFetch = worker.fetch as (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response>;

async function send(request: FuzzRequest) {
  const calls = new BindingCalls();
  const headers = new Headers({ "cf-connecting-ip": `fuzz-${crypto.randomUUID()}` });
  for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
  const ctx = createExecutionContext();
  const res = await instrumentedFetch(
    new Request(`http://shop.test${request.path}`, { method: request.method, headers, body: request.body }),
    instrumentEnv(env, calls),
    ctx,
  );
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, text, calls };
}

const describeRequest = (r: FuzzRequest) =>
  `${r.note}: ${r.method} ${r.path.slice(0, 160)}${r.body ? ` body ${String(r.body).slice(0, 160)}` : ""}`;

let fixtures: Fixtures;
let tables: string[] = [];
const tally = new Map<string, number>();

beforeAll(async () => {
  const order = await createOrder({ status: "delivered", deliveredAt: Date.now() });
  const { sessionId, orderId: tarotOrderId } = await paidSession();
  fixtures = { orderId: order.id, email: order.email, tarotOrderId, sessionId };
  tables = await tableNames();
  expect(tables).toEqual(expect.arrayContaining(["orders", "payments", "jobs", "artifacts", "admin_audit"]));
});

afterAll(() => {
  const cases = [...tally.values()].reduce((a, b) => a + b, 0);
  console.log(`FIGURE fuzz cases: ${cases} across ${tally.size} endpoints, every one a 4xx with nothing written`);
});

describe("every endpoint refuses bad input with a 4xx and writes nothing", { timeout: 120_000 }, () => {
  it("covers every route the app mounts", () => {
    const mounted = new Set(
      app.routes
        .filter((r) => (r.method === "GET" || r.method === "POST") && r.path.startsWith("/api/"))
        .map((r) => `${r.method} ${r.path}`),
    );
    expect(new Set(SPECS.map((s) => s.route))).toEqual(mounted);
  });

  it.for(SPECS.map((s) => [s.route, s] as const))("%s", async ([, spec]) => {
    const objectsBefore = (await r2Objects("")).length;
    let count = 0;
    await fc.assert(
      fc.asyncProperty(spec.requests(fixtures), async (request) => {
        const before = await rowCounts(tables);
        const { res, text, calls } = await send(request);
        const what = `${describeRequest(request)} → ${res.status} ${text.slice(0, 200)}`;
        expect(res.status, what).toBeGreaterThanOrEqual(400);
        expect(res.status, what).toBeLessThan(500);
        if (request.method !== "HEAD") {
          expect(res.headers.get("content-type"), what).toMatch(/^application\/json/);
          expect((JSON.parse(text) as { error?: unknown }).error, what).toEqual(expect.any(String));
        }
        expect(calls.writes, what).toEqual([]);
        expect(calls.count("durable-object"), what).toBe(0);
        expect(await rowCounts(tables), what).toEqual(before);
        count++;
      }),
      { numRuns: spec.runs },
    );
    tally.set(spec.route, count);
    expect((await r2Objects("")).length).toBe(objectsBefore);
  });
});
