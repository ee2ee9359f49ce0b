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

/** A browser: one client address, and a cookie jar that keeps what the Worker sets and sends it back. */
export function browser(ip = `browser-${crypto.randomUUID()}`) {
  const jar = new Map<string, string>();
  const headers = () => ({
    "cf-connecting-ip": ip,
    ...(jar.size > 0 ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; ") } : {}),
  });
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  };
  return {
    jar,
    post: async (path: string, body: unknown) => keep(await postJson(path, body, { headers: headers() })),
    get: async (path: string) => keep(await request(path, { headers: headers() })),
  };
}
