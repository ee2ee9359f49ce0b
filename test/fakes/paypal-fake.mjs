/**
 * An HTTP fake of the PayPal REST endpoints the shop uses, written from
 * PayPal's public API reference: OAuth2 token, Orders v2 (create, get,
 * capture, with PayPal-Request-Id idempotency), Payments v2 capture refunds,
 * verify-webhook-signature and generate-token. Tests steer it through
 * /__control to inject the failures real PayPal produces: 5xx, time-outs,
 * INSTRUMENT_DECLINED, PENDING captures, ORDER_ALREADY_CAPTURED, refused or
 * failed refunds.
 */
import { createServer } from "node:http";

export const FAKE_WEBHOOK_SIGNATURE = "fake-valid-signature";

export function createPayPalFake({ webhookId = "TEST-WEBHOOK-ID" } = {}) {
  const state = {
    orders: new Map(),
    createRequests: new Map(),
    captureRequests: new Map(),
    refundRequests: new Map(),
    refunds: new Map(),
    tokens: new Set(),
    stats: { tokenRequests: 0, createRequests: 0, captureRequests: 0, refundRequests: 0, refundsMade: 0 },
    /**
     * The next capture's fate: COMPLETED | PENDING | DECLINED | ERROR_500 | TIMEOUT | SLOW_BODY (the answer starts at once
     * and stalls until timeoutMs; nothing is captured).
     */
    nextCapture: "COMPLETED",
    /** The next refund's fate: COMPLETED | PENDING | FAILED (a refund in status FAILED) | REFUSED (422) | ERROR_500 | TIMEOUT. */
    nextRefund: "COMPLETED",
    /** Overrides the captured amount (to simulate a mismatch). */
    captureAmount: null,
    timeoutMs: 12_000,
    /**
     * Faults aimed at one PayPal order id (captures) or capture id (refunds), set with
     * `/__control {target, ...}`. Test files run in parallel against this one fake, so a
     * targeted fault cannot be consumed by another file's request; untargeted ones can.
     */
    targeted: new Map(),
    /** Request counts per shop order id (reference_id), per PayPal order id and per capture id (refunds). */
    scopedStats: new Map(),
    seq: 0,
  };
  /** The fault for this id, else the global one; a one-shot fate is used up either way. */
  const takeFate = (id, key) => {
    const aimed = state.targeted.get(id);
    if (aimed && key in aimed) {
      const fate = aimed[key];
      delete aimed[key];
      return fate;
    }
    const fate = state[key];
    state[key] = "COMPLETED";
    return fate;
  };
  const count = (scope, key) => {
    if (!scope) return;
    const counts = state.scopedStats.get(scope) ?? {};
    counts[key] = (counts[key] ?? 0) + 1;
    state.scopedStats.set(scope, counts);
  };
  const setting = (id, key) => state.targeted.get(id)?.[key] ?? state[key];

  const json = (res, status, body) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const error = (res, status, name, issue) =>
    json(res, status, {
      name,
      message: issue ?? name,
      debug_id: `fake-${state.seq}`,
      details: issue ? [{ issue, description: issue }] : [],
    });
  const authorised = (req) => state.tokens.has((req.headers.authorization ?? "").replace(/^Bearer /, ""));
  const nextId = (prefix) => `${prefix}${String(++state.seq).padStart(12, "0")}`.toUpperCase();

  async function readBody(req) {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString("utf8");
    return text;
  }

  async function handle(req, res) {
    const url = new URL(req.url, "http://fake");
    const path = url.pathname;
    const text = await readBody(req);
    const body = text && req.headers["content-type"]?.includes("json") ? JSON.parse(text) : text;

    if (path === "/__control" && req.method === "POST") {
      const { target, ...faults } = body;
      if (target) state.targeted.set(target, { ...state.targeted.get(target), ...faults });
      else Object.assign(state, faults);
      return json(res, 200, { ok: true });
    }
    if (path === "/__control/reset" && req.method === "POST") {
      state.nextCapture = "COMPLETED";
      state.nextRefund = "COMPLETED";
      state.captureAmount = null;
      return json(res, 200, { ok: true });
    }
    if (path === "/__control/forget-requests" && req.method === "POST") {
      // As if PayPal's idempotency window had passed: the next call with an old request id is new.
      state.createRequests.clear();
      state.captureRequests.clear();
      state.refundRequests.clear();
      return json(res, 200, { ok: true });
    }
    if (path === "/__control/revoke-tokens" && req.method === "POST") {
      // As if PayPal had revoked every access token it gave: the next call with one answers 401.
      state.tokens.clear();
      return json(res, 200, { ok: true });
    }
    if (path === "/__control/stats") {
      // ?scope=<shop order id or PayPal order id>: counts for that order only, safe while other files run.
      const scope = url.searchParams.get("scope");
      return json(
        res,
        200,
        scope ? { createRequests: 0, captureRequests: 0, ...state.scopedStats.get(scope) } : state.stats,
      );
    }
    const peek = path.match(/^\/__control\/orders\/([A-Z0-9]+)$/);
    if (peek) return json(res, state.orders.has(peek[1]) ? 200 : 404, state.orders.get(peek[1]) ?? {});
    const approve = path.match(/^\/__control\/approve\/([A-Z0-9]+)$/);
    if (approve) {
      const order = state.orders.get(approve[1]);
      if (!order) return error(res, 404, "RESOURCE_NOT_FOUND");
      order.status = "APPROVED";
      return json(res, 200, order);
    }

    if (path === "/v1/oauth2/token" && req.method === "POST") {
      state.stats.tokenRequests++;
      const [user, pass] = Buffer.from((req.headers.authorization ?? "").replace(/^Basic /, ""), "base64")
        .toString()
        .split(":");
      if (!user || !pass || !String(body).includes("grant_type=client_credentials")) {
        return json(res, 401, { error: "invalid_client", error_description: "Client Authentication failed" });
      }
      const token = `A21AA-fake-${++state.seq}`;
      state.tokens.add(token);
      return json(res, 200, {
        scope: "https://uri.paypal.com/services/payments",
        access_token: token,
        token_type: "Bearer",
        app_id: "APP-FAKE",
        expires_in: 32400,
        nonce: "fake",
      });
    }

    if (!authorised(req)) return error(res, 401, "AUTHENTICATION_FAILURE");

    if (path === "/v1/identity/generate-token" && req.method === "POST") {
      return json(res, 200, { client_token: "fake-client-token", expires_in: 3600 });
    }

    if (path === "/v1/notifications/verify-webhook-signature" && req.method === "POST") {
      // A test can make PayPal fail the next checks of one delivery, by its transmission id.
      const fault = state.targeted.get(body.transmission_id);
      if (fault?.verifyFailures > 0) {
        fault.verifyFailures--;
        return error(res, 500, "INTERNAL_SERVICE_ERROR");
      }
      const ok =
        body.transmission_sig === FAKE_WEBHOOK_SIGNATURE && body.webhook_id === webhookId && body.webhook_event;
      return json(res, 200, { verification_status: ok ? "SUCCESS" : "FAILURE" });
    }

    if (path === "/v2/checkout/orders" && req.method === "POST") {
      state.stats.createRequests++;
      count(body?.purchase_units?.[0]?.reference_id, "createRequests");
      const requestId = req.headers["paypal-request-id"];
      if (requestId && state.createRequests.has(requestId))
        return json(res, 200, state.orders.get(state.createRequests.get(requestId)));
      const unit = body?.purchase_units?.[0];
      if (body?.intent !== "CAPTURE" || !unit?.amount?.value || !unit?.amount?.currency_code) {
        return error(res, 400, "INVALID_REQUEST", "MISSING_REQUIRED_PARAMETER");
      }
      const order = {
        id: nextId("5O"),
        status: "CREATED",
        intent: "CAPTURE",
        purchase_units: [{ reference_id: unit.reference_id, custom_id: unit.custom_id, amount: unit.amount }],
        links: [],
      };
      state.orders.set(order.id, order);
      if (requestId) state.createRequests.set(requestId, order.id);
      return json(res, 201, order);
    }

    const get = path.match(/^\/v2\/checkout\/orders\/([A-Z0-9]+)$/);
    if (get && req.method === "GET") {
      const order = state.orders.get(get[1]);
      return order ? json(res, 200, order) : error(res, 404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID");
    }

    const capture = path.match(/^\/v2\/checkout\/orders\/([A-Z0-9]+)\/capture$/);
    if (capture && req.method === "POST") {
      state.stats.captureRequests++;
      const order = state.orders.get(capture[1]);
      count(capture[1], "captureRequests");
      count(order?.purchase_units[0].reference_id, "captureRequests");
      if (!order) return error(res, 404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID");
      const requestId = req.headers["paypal-request-id"];
      if (requestId && state.captureRequests.has(requestId))
        return json(res, 201, state.captureRequests.get(requestId));
      const fate = takeFate(capture[1], "nextCapture");
      if (fate === "ERROR_500") return error(res, 500, "INTERNAL_SERVICE_ERROR");
      if (fate === "TIMEOUT") {
        await new Promise((r) => setTimeout(r, setting(capture[1], "timeoutMs")));
        return error(res, 500, "INTERNAL_SERVICE_ERROR");
      }
      if (fate === "SLOW_BODY") {
        // The status line and the first bytes at once, the rest only after timeoutMs: a connection that stalls mid-answer.
        const body = JSON.stringify({ name: "INTERNAL_SERVICE_ERROR", message: "stalled", details: [] });
        res.writeHead(500, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
        res.write(body.slice(0, 8));
        await new Promise((r) => setTimeout(r, setting(capture[1], "timeoutMs")));
        return res.end(body.slice(8));
      }
      if (order.status === "COMPLETED") return error(res, 422, "UNPROCESSABLE_ENTITY", "ORDER_ALREADY_CAPTURED");
      if (fate === "DECLINED") return error(res, 422, "UNPROCESSABLE_ENTITY", "INSTRUMENT_DECLINED");
      const unit = order.purchase_units[0];
      unit.payments = {
        captures: [
          {
            id: nextId("3C"),
            status: fate === "PENDING" ? "PENDING" : "COMPLETED",
            amount: setting(capture[1], "captureAmount") ?? unit.amount,
            custom_id: unit.custom_id,
            final_capture: true,
          },
        ],
      };
      order.status = "COMPLETED";
      if (requestId) state.captureRequests.set(requestId, order);
      return json(res, 201, order);
    }

    const refund = path.match(/^\/v2\/payments\/captures\/([A-Z0-9]+)\/refund$/);
    if (refund && req.method === "POST") {
      state.stats.refundRequests++;
      count(refund[1], "refundRequests");
      const captured = findCapture(refund[1]);
      if (!captured) return error(res, 404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID");
      const requestId = req.headers["paypal-request-id"];
      if (requestId && state.refundRequests.has(requestId))
        return json(res, 201, state.refunds.get(state.refundRequests.get(requestId)));
      const fate = takeFate(refund[1], "nextRefund");
      if (fate === "ERROR_500") return error(res, 500, "INTERNAL_SERVER_ERROR");
      if (fate === "TIMEOUT") {
        await new Promise((r) => setTimeout(r, setting(refund[1], "timeoutMs")));
        return error(res, 500, "INTERNAL_SERVER_ERROR");
      }
      if (fate === "REFUSED") return error(res, 422, "UNPROCESSABLE_ENTITY", "TRANSACTION_REFUSED");
      const { capture } = captured;
      if (capture.status === "REFUNDED") return error(res, 422, "UNPROCESSABLE_ENTITY", "CAPTURE_FULLY_REFUNDED");
      if (capture.status !== "COMPLETED") return error(res, 422, "UNPROCESSABLE_ENTITY", "REFUND_NOT_ALLOWED");
      // No amount in the body: the whole capture goes back.
      const amount = body?.amount ?? capture.amount;
      if (
        amount.currency_code !== capture.amount.currency_code ||
        Number(amount.value) > Number(capture.amount.value)
      ) {
        return error(res, 422, "UNPROCESSABLE_ENTITY", "REFUND_AMOUNT_EXCEEDED");
      }
      const made = {
        id: nextId("1R"),
        status: fate === "PENDING" ? "PENDING" : fate === "FAILED" ? "FAILED" : "COMPLETED",
        ...(fate === "PENDING" || fate === "FAILED" ? { status_details: { reason: "ECHECK" } } : {}),
        amount,
        note_to_payer: body?.note_to_payer,
        links: [],
      };
      if (made.status !== "FAILED") {
        capture.status = Number(amount.value) < Number(capture.amount.value) ? "PARTIALLY_REFUNDED" : "REFUNDED";
        state.stats.refundsMade++;
        count(refund[1], "refundsMade");
      }
      state.refunds.set(made.id, made);
      if (requestId) state.refundRequests.set(requestId, made.id);
      return json(res, 201, made);
    }

    return error(res, 404, "NOT_FOUND");
  }

  function findCapture(captureId) {
    for (const order of state.orders.values()) {
      const capture = order.purchase_units[0]?.payments?.captures?.find((c) => c.id === captureId);
      if (capture) return { order, capture };
    }
    return undefined;
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e) => error(res, 500, "FAKE_CRASHED", String(e)));
  });

  // Node closes an idle keep-alive connection after 5 s by default; workerd may reuse it at that very
  // moment and see "Network connection lost". Outlive workerd's pool instead.
  server.keepAliveTimeout = 120_000;
  server.headersTimeout = 121_000;
  return {
    state,
    listen: () =>
      new Promise((resolve) => {
        server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${server.address().port}`));
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
