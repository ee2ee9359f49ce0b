/**
 * The README's loop: `npm run dev`, started the way a newcomer starts it, works in a real browser.
 * Its pages carry the production policy (no inline script but the dev server's own preamble, by
 * its hash), React starts, and the three things a newcomer tries first respond. Any script the
 * policy blocks, and any other console error, fails the journey (docs/decisions/0047).
 *
 * One page goes through all three, as a newcomer's tab would: the dev server compiles each module
 * on its first request, so a fresh browser per step would only time the compiler again.
 */
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startDevServer } from "../../scripts/local-server.mjs";

let server: Awaited<ReturnType<typeof startDevServer>> | undefined;
let browser: Browser | undefined;
let page: Page;
const errors: string[] = [];

/** Opens a page of the dev server and waits until React runs it; checks the policy it came with. */
async function open(path: string) {
  const response = await page.goto(path);
  // The dev server's pages carry the production policy: no 'unsafe-inline' for scripts.
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'self' [^;]*'sha256-/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  // The first visit compiles the page's modules and may reload once for a late-found dependency.
  await page.locator("html[data-ready]").waitFor({ state: "attached", timeout: 180_000 });
  await page.waitForLoadState("networkidle");
}

beforeAll(async () => {
  server = await startDevServer();
  browser = await chromium.connect(inject("browserWsEndpoint"));
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: server.url });
  page = await context.newPage();
  // Every violation is reported, whether or not the browser also logs it.
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  await open("/");
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

// A dev server compiles on demand: generous limits, as no figure is taken here.
describe("npm run dev in Chromium", { timeout: 120_000 }, () => {
  it("opens the quiz from “Begin your Soulmate Story”", async () => {
    await page.getByRole("button", { name: "Begin your Soulmate Story" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Step 1 of 8").first().waitFor({ timeout: 60_000 });
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(errors).toEqual([]);
  });

  it("opens a FAQ question", async () => {
    const question = page.getByRole("button", { name: "Will I see my soulmate’s face?" });
    await question.scrollIntoViewIfNeeded();
    await question.click();
    await expect.poll(() => question.getAttribute("aria-expanded")).toBe("true");
    await page.getByText("No, and that’s deliberate.").waitFor();
    expect(errors).toEqual([]);
  });

  it("applies TAROT-FREE on /tarot and opens the session", async () => {
    await open("/tarot");
    const checkout = page.locator("#checkout");
    await checkout.getByLabel("Coupon code").fill("TAROT-FREE");
    await checkout.getByLabel("Coupon code").press("Enter");
    await page.waitForURL(/\/tarot\/session\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    await page.getByRole("heading", { name: "Set your intention" }).waitFor({ timeout: 60_000 });
    expect(errors).toEqual([]);
  });

  it("answers /robots.txt and /sitemap.xml from the Worker, not with the app's page", async () => {
    const origin = new URL(page.url()).origin;
    const robots = await page.request.get("/robots.txt");
    expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
    const sitemap = await page.request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toMatch(/xml/);
    expect(await sitemap.text()).toContain(`<loc>${origin}/tarot</loc>`);
  });
});
