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
