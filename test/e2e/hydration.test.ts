import { describe, expect, it } from "vitest";
import { baseUrl, useBrowserPage } from "./fixtures";

/** app/boot.ts: prerendered pages hydrate at the first sign of intent, or on their own once idle. */
describe("hydration of prerendered pages", () => {
  const browser = useBrowserPage({ width: 360, height: 780 });

  it("shows the whole landing page before React, then hydrates on its own when nothing happens", async () => {
    const { page } = browser;
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await page.waitForLoadState("load");
    // Readable and styled before any React: the hero heading is there, and only the boot script was fetched.
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
    expect(await page.locator("html[data-ready]").count()).toBe(0);
    expect(scripts).toHaveLength(1);
    // Crawlers and link previews see an absolute canonical address even before React.
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${baseUrl()}/`);
    await page.locator("html[data-ready]").waitFor({ state: "attached", timeout: 15_000 });
    expect(scripts.length).toBeGreaterThan(1);
    expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
    // The link preview's tags too: adopted on hydration, not doubled (docs/decisions/0057).
    expect(await page.locator('meta[property="og:image"]').count()).toBe(1);
    expect(await page.locator('meta[property="og:url"]').count()).toBe(1);
    expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toBe(`${baseUrl()}/og/home.png`);
    expect(browser.errors).toEqual([]);
  });

  it("does not lose a click made before React is ready: the quiz still opens", async () => {
    const { page } = browser;
    await page.goto("/");
    await page.getByRole("button", { name: "Begin your Soulmate Story" }).first().click();
    await page.getByRole("dialog").getByText("Step 1 of 8").first().waitFor();
    expect(browser.errors).toEqual([]);
  });
});

/** The visitor's cookies: the order it makes is its own to apply a coupon to (docs/product/rules.md, Ownership). */
const cookies = new Map<string, string>();

const postJson = async (path: string, body: unknown) => {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    },
    body: JSON.stringify(body),
  });
  for (const line of res.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    cookies.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
  }
  expect(res.ok, `${path}: ${res.status}`).toBe(true);
  return res.json();
};

/** A saved three-card reading made through the API, as a visitor makes one. */
async function savedReadingPath(intention: string): Promise<string> {
  const order = (await postJson("/api/tarot/create-order", { email: "" })) as { id: string };
  const coupon = (await postJson("/api/tarot/coupons/apply", { tarotOrderId: order.id, couponCode: "TAROT-FREE" })) as {
    redirectUrl: string;
  };
  const sessionId = coupon.redirectUrl.split("/").pop();
  await postJson(`/api/tarot/sessions/${sessionId}/shuffle`, { intention });
  await postJson(`/api/tarot/sessions/${sessionId}/select-spread`, { spreadType: "three_card" });
  const stream = await (await fetch(`${baseUrl()}/api/tarot/sessions/${sessionId}/interpret`)).text();
  const readingId = stream.match(/"readingId":"([0-9a-f-]{36})"/)?.[1];
  expect(readingId, "the reading was saved").toBeTruthy();
  return `/tarot/reading/${readingId}`;
}

/** docs/decisions/0021: the Worker renders a saved reading; it hydrates like a prerendered page. */
describe("hydration of a saved reading rendered by the Worker", () => {
  const browser = useBrowserPage({ width: 360, height: 780 });

  it("shows the reading before React, hydrates on intent without a mismatch, and never fetches it again", async () => {
    const { page } = browser;
    const intention = "</script><script>window.__xss = 1</script> Where am I headed?";
    const path = await savedReadingPath(intention);
    const scripts: string[] = [];
    const readingRequests: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === "script") scripts.push(pathname);
      if (pathname.startsWith("/api/tarot/readings/")) readingRequests.push(pathname);
    });
    await page.goto(path);
    await page.waitForLoadState("load");
    // Complete before any React: the heading, the visitor's words as text, the three cards.
    expect(await page.getByRole("heading", { level: 1, name: "Saved Tarot Reading" }).count()).toBe(1);
    expect(await page.getByTestId("reading-intention").textContent()).toBe(`“${intention}”`);
    expect(await page.getByTestId("reading-cards").locator("li").count()).toBe(3);
    expect(await page.locator("html[data-ready]").count()).toBe(0);
    expect(scripts).toHaveLength(1);
    // Styled like the prerendered pages: the stylesheet inline, no stylesheet request, only the font subsets preloaded.
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
    expect(await page.locator("head style").count()).toBeGreaterThan(0);
    const fontPreloads = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(fontPreloads).toHaveLength(2);
    expect(fontPreloads.every((href) => /-early-[0-9a-f]+\.woff2$/.test(href))).toBe(true);
    const before = await page.locator("main").innerHTML();

    await page.mouse.move(20, 20);
    await page.locator("html[data-ready]").waitFor({ state: "attached", timeout: 15_000 });
    expect(scripts.length).toBeGreaterThan(1);
    // The same page after hydration: no loading state, no second fetch, one set of head tags.
    expect(await page.locator("main").innerHTML()).toBe(before);
    expect(await page.getByTestId("reading-intention").textContent()).toBe(`“${intention}”`);
    expect(readingRequests).toEqual([]);
    expect(await page.locator("title").count()).toBe(1);
    expect(await page.locator('meta[name="robots"]').count()).toBe(1);
    for (const tag of ['link[rel="canonical"]', 'meta[property="og:url"]', 'meta[property="og:image"]']) {
      expect(await page.locator(tag).count(), tag).toBe(1);
    }
    expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toBe(
      `${baseUrl()}/api/tarot/readings/${path.split("/").at(-1)}/preview.png`,
    );
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(browser.errors).toEqual([]);
  });
});
