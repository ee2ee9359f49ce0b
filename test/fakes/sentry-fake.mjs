/**
 * An HTTP fake of Sentry's envelope ingestion endpoint, written from Sentry's public
 * envelope documentation: `POST /api/<project_id>/envelope/` takes an envelope (a JSON
 * header line, then items, each a JSON item header line and a payload of `length` bytes or
 * up to the next newline), authenticated by the DSN's public key (`sentry_key` in the query
 * or the X-Sentry-Auth header). The real SDKs reach it through a DSN such as
 * `http://public@127.0.0.1:PORT/1`. It records what arrives; tests read it through
 * `GET /__control/events` and clear it with `POST /__control/reset`.
 */
import { createServer } from "node:http";
import { gunzipSync } from "node:zlib";

export const FAKE_SENTRY_KEY = "public";

/** Splits an envelope into its header and items; an item's payload is parsed when it is JSON. */
export function parseEnvelope(bytes) {
  let at = 0;
  const line = () => {
    const end = bytes.indexOf(0x0a, at);
    const text = bytes.subarray(at, end === -1 ? bytes.length : end).toString("utf8");
    at = end === -1 ? bytes.length : end + 1;
    return text;
  };
  const header = JSON.parse(line());
  const items = [];
  while (at < bytes.length) {
    const headerLine = line();
    if (!headerLine.trim()) continue;
    const itemHeader = JSON.parse(headerLine);
    let raw;
    if (typeof itemHeader.length === "number") {
      raw = bytes.subarray(at, at + itemHeader.length).toString("utf8");
      at += itemHeader.length;
      if (bytes[at] === 0x0a) at++;
    } else {
      raw = line();
    }
    let payload = raw;
    try {
      payload = JSON.parse(raw);
    } catch {
      // An attachment or another non-JSON payload stays text.
    }
    items.push({ header: itemHeader, payload });
  }
  return { header, items };
}

export function createSentryFake() {
  /** Every envelope received, oldest first: { projectId, header, items }. */
  const envelopes = [];
  let server;

  const cors = {
    "access-control-allow-origin": "*",
    "access-control-allow-headers": "content-type, x-sentry-auth",
    "access-control-allow-methods": "POST, OPTIONS",
  };
  const json = (res, status, body) => {
    res.writeHead(status, { "content-type": "application/json", ...cors });
    res.end(JSON.stringify(body));
  };
  const keyOf = (req, url) => {
    const fromQuery = url.searchParams.get("sentry_key");
    if (fromQuery) return fromQuery;
    return /sentry_key=([^,\s]+)/.exec(req.headers["x-sentry-auth"] ?? "")?.[1];
  };

  async function handle(req, res) {
    const url = new URL(req.url, "http://fake");
    if (req.method === "OPTIONS") {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    const ingest = /^\/api\/(\d+)\/envelope\/?$/.exec(url.pathname);
    if (ingest && req.method === "POST") {
      if (keyOf(req, url) !== FAKE_SENTRY_KEY) return json(res, 401, { detail: "invalid or missing sentry_key" });
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      let body = Buffer.concat(chunks);
      if (req.headers["content-encoding"] === "gzip") body = gunzipSync(body);
      try {
        const envelope = parseEnvelope(body);
        envelopes.push({ projectId: ingest[1], ...envelope });
        return json(res, 200, { id: envelope.header.event_id ?? null });
      } catch (error) {
        return json(res, 400, { detail: `invalid envelope: ${error.message}` });
      }
    }
    if (url.pathname === "/__control/events" && req.method === "GET") {
      // The error events (type "event"), newest last, with the envelope they came in.
      const events = envelopes.flatMap((envelope) =>
        envelope.items
          .filter((item) => item.header.type === "event")
          .map((item) => ({ projectId: envelope.projectId, ...item.payload })),
      );
      return json(res, 200, { events, envelopes: envelopes.length });
    }
    if (url.pathname === "/__control/envelopes" && req.method === "GET") return json(res, 200, { envelopes });
    if (url.pathname === "/__control/reset" && req.method === "POST") {
      envelopes.length = 0;
      return json(res, 200, { reset: true });
    }
    return json(res, 404, { detail: "not found" });
  }

  return {
    envelopes,
    /** Starts listening; answers the base URL. */
    listen(port = 0) {
      server = createServer((req, res) => {
        handle(req, res).catch((error) => json(res, 500, { detail: String(error) }));
      });
      return new Promise((resolve) => {
        server.listen(port, "127.0.0.1", () => resolve(`http://127.0.0.1:${server.address().port}`));
      });
    },
    /** A DSN for the given project that points at this fake. */
    dsn(base, projectId = 1) {
      const url = new URL(base);
      return `${url.protocol}//${FAKE_SENTRY_KEY}@${url.host}/${projectId}`;
    },
    close() {
      return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  };
}
