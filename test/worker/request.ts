import { exports } from "cloudflare:workers";

/** Sends a request through the real Worker entry, exactly as production receives it. */
export function request(path: string, init?: RequestInit): Promise<Response> {
  const url = path.startsWith("http") ? path : `http://shop.test${path}`;
  return exports.default.fetch(new Request(url, init));
}

/** POSTs JSON; extra headers are added to the JSON content type, not swapped for it. */
export function postJson(path: string, body: unknown, init: RequestInit = {}): Promise<Response> {
  return request(path, {
    method: "POST",
    body: JSON.stringify(body),
    ...init,
    headers: { "content-type": "application/json", ...(init.headers as Record<string, string> | undefined) },
  });
}
