import { describe, expect, it } from "vitest";
import { baseUrl, gotoReady, useBrowserPage } from "./fixtures";

const pages = [
  { path: "/privacy", heading: "Privacy Policy" },
  { path: "/terms", heading: "Terms of Service" },
  { path: "/refunds", heading: "Refund Policy" },
];

describe("legal pages in a real browser", () => {
  const browser = useBrowserPage();

  for (const { path, heading } of pages) {
    it(`${path} shows its policy, dated 04 Oct 2025, with canonical link, description and support email`, async () => {
      const { page } = browser;
      const response = await gotoReady(page, path);
      expect(response?.status()).toBe(200);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(heading);
      await expect.poll(() => page.title()).toBe(`${heading} · Soulmate Stories`);
      await expect.poll(() => page.locator("head title").count()).toBe(1);
      expect(await page.locator("time").first().textContent()).toBe("04 Oct 2025");
      await expect.poll(() => page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${baseUrl()}${path}`);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length).toBeGreaterThan(50);
      await expect.poll(() => page.locator('main a[href="mailto:support@localhost.test"]').count()).toBeGreaterThan(0);
      expect(await page.locator("footer").getByText("For entertainment purposes only.").count()).toBe(1);
      expect(browser.errors).toEqual([]);
    });
  }

  it("terms have 14 numbered sections", async () => {
    const { page } = browser;
    await page.goto("/terms");
    await page.getByRole("heading", { level: 1, name: "Terms of Service" }).waitFor();
    const sections = await page.locator("main h2").allTextContents();
    expect(sections).toHaveLength(14);
    sections.forEach((title, index) => {
      expect(title).toMatch(new RegExp(`^${index + 1}\\.\\s`));
    });
  });

  it("fit a 360 px phone without sideways scrolling", async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 360, height: 740 });
    for (const { path, heading } of pages) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  it("are served with the security headers", async () => {
    const response = await browser.page.goto("/privacy");
    const headers = response?.headers() ?? {};
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });
});
