/**
 * /tarot/reading/:id is rendered in the Worker when the reading exists
 * (docs/decisions/0021); any other reading address gets the SPA shell, with
 * 404 (docs/decisions/0057), and that is what this file checks.
 *
 * The rendered page itself is checked in test/app/reading-page-render.test.tsx
 * (the renderer, hostile intentions included) and test/e2e (the built Worker):
 * loading the React renderer inside this test pool leaves the pool unable to
 * start the next test file's Worker ("WebSocket protocol error … Message is
 * too large"), so no test here asks for a page that exists; the link preview
 * test in the security layer, where each file has its own runtime, does
 * (test/security/unfurl.test.ts).
 */
import { describe, expect, it } from "vitest";
import { request } from "../request";

const navigate = () => ({
  "sec-fetch-mode": "navigate",
  accept: "text/html",
  "cf-connecting-ip": `page-${crypto.randomUUID()}`,
});

describe("any other reading address", () => {
  it.each([
    ["an unknown id", () => `/tarot/reading/${crypto.randomUUID()}`],
    ["an id that is not a UUID", () => "/tarot/reading/not-a-reading"],
    ["an upper-case id", () => `/tarot/reading/${crypto.randomUUID().toUpperCase()}`],
  ])("%s gets the SPA shell with 404, which says the reading is not there", async (_label, path) => {
    const res = await request(path(), { headers: navigate() });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain("hydration-data");
  });

  it("an unknown id keeps the preload of the JSON the SPA will fetch", async () => {
    const id = crypto.randomUUID();
    const res = await request(`/tarot/reading/${id}`, { headers: navigate() });
    expect(res.headers.get("link")).toContain(`</api/tarot/readings/${id}>; rel=preload`);
    await res.body?.cancel();
  });

  it("a request that is not a page navigation (a link preview's) still gets the page's HTML", async () => {
    const res = await request(`/tarot/reading/${crypto.randomUUID()}`, {
      headers: { accept: "*/*", "cf-connecting-ip": `page-${crypto.randomUUID()}` },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(await res.text()).toContain('<div id="root"></div>');
  });
});
