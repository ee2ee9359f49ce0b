/**
 * An HTTP fake of the PayPal REST endpoints the shop uses, written from
 * PayPal's public API reference: OAuth2 token, Orders v2 (create, get,
 * capture, with PayPal-Request-Id idempotency), verify-webhook-signature and
 * generate-token. Tests steer it through /__control to inject the failures
 * real PayPal produces: 5xx, time-outs, INSTRUMENT_DECLINED, PENDING captures,
 * ORDER_ALREADY_CAPTURED.
 */
import { createServer } from "node:http";

export const FAKE_WEBHOOK_SIGNATURE = "fake-valid-signature";

export function createPayPalFake({ webhookId = "TEST-WEBHOOK-ID" } = {}) {
  const state = {
    orders: new Map(),
    createRequests: new Map(),
    captureRequests: new Map(),
    tokens: new Set(),
    stats: { tokenRequests: 0, createRequests: 0, captureRequests: 0 },
    /** The next capture's fate: COMPLETED | PENDING | DECLINED | ERROR_500 | TIMEOUT. */
    nextCapture: "COMPLETED",
    /** Overrides the captured amount (to simulate a mismatch). */
    captureAmount: null,
    timeoutMs: 12_000,
    seq: 0,
  };

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
      Object.assign(state, body);
      return json(res, 200, { ok: true });
    }
    if (path === "/__control/reset" && req.method === "POST") {
      state.nextCapture = "COMPLETED";
      state.captureAmount = null;
      return json(res, 200, { ok: true });
    }
    if (path === "/__control/forget-requests" && req.method === "POST") {
      // As if PayPal's idempotency window had passed: the next call with an old request id is new.
      state.createRequests.clear();
      state.captureRequests.clear();
      return json(res, 200, { ok: true });
    }
    if (path === "/__control/stats") return json(res, 200, state.stats);
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
      const ok =
        body.transmission_sig === FAKE_WEBHOOK_SIGNATURE && body.webhook_id === webhookId && body.webhook_event;
      return json(res, 200, { verification_status: ok ? "SUCCESS" : "FAILURE" });
    }

    if (path === "/v2/checkout/orders" && req.method === "POST") {
      state.stats.createRequests++;
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
      if (!order) return error(res, 404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID");
      const requestId = req.headers["paypal-request-id"];
      if (requestId && state.captureRequests.has(requestId))
        return json(res, 201, state.captureRequests.get(requestId));
      const fate = state.nextCapture;
      state.nextCapture = "COMPLETED";
      if (fate === "ERROR_500") return error(res, 500, "INTERNAL_SERVICE_ERROR");
      if (fate === "TIMEOUT") {
        await new Promise((r) => setTimeout(r, state.timeoutMs));
        return error(res, 500, "INTERNAL_SERVICE_ERROR");
      }
      if (order.status === "COMPLETED") return error(res, 422, "UNPROCESSABLE_ENTITY", "ORDER_ALREADY_CAPTURED");
      if (fate === "DECLINED") return error(res, 422, "UNPROCESSABLE_ENTITY", "INSTRUMENT_DECLINED");
      const unit = order.purchase_units[0];
      unit.payments = {
        captures: [
          {
            id: nextId("3C"),
            status: fate === "PENDING" ? "PENDING" : "COMPLETED",
            amount: state.captureAmount ?? unit.amount,
            custom_id: unit.custom_id,
            final_capture: true,
          },
        ],
      };
      order.status = "COMPLETED";
      if (requestId) state.captureRequests.set(requestId, order);
      return json(res, 201, order);
    }

    return error(res, 404, "NOT_FOUND");
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e) => error(res, 500, "FAKE_CRASHED", String(e)));
  });

  return {
    state,
    listen: () =>
      new Promise((resolve) => {
        server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${server.address().port}`));
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
