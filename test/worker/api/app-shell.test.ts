import { describe, expect, it } from "vitest";
import { request } from "../request";

const navigate = { "sec-fetch-mode": "navigate", accept: "text/html" };

describe("pages that are not prerendered", () => {
  it.each(["/portal", `/result/${crypto.randomUUID()}`])("serve the app shell for %s with 200", async (path) => {
    const res = await request(path, { headers: navigate });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
  });

  it("serve the shell with 404 for an unknown page, so the SPA shows 'Page Not Found' with the right status", async () => {
    const res = await request("/no/such/page", { headers: navigate });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<div id="root"></div>');
  });

  it("answer a missing file that is not a page with a plain 404", async () => {
    const res = await request("/assets/missing-chunk.js", { headers: { accept: "*/*" } });
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("Not found");
  });

  it("leave unknown API paths to the JSON 404, whatever the method", async () => {
    const get = await request("/api/nothing", { headers: navigate });
    expect(get.status).toBe(404);
    expect(await get.json()).toEqual({ error: "Not found: /api/nothing", requestId: expect.any(String) });
    const post = await request("/api/nothing", { method: "POST" });
    expect(post.status).toBe(404);
  });
});
