/**
 * The README's loop: `npm run dev`, started the way a newcomer starts it, works in a real browser.
 * Its pages carry the production policy (no inline script but the dev server's own preamble, by
 * its hash), React starts, and the three things a newcomer tries first respond. Any script the
 * policy blocks fails the journey (docs/decisions/0047).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDevServer } from "../../scripts/local-server.mjs";
import { useBrowserPage } from "./fixtures";

let server: Awaited<ReturnType<typeof startDevServer>> | undefined;

beforeAll(async () => {
  server = await startDevServer();
}, 240_000);

afterAll(async () => {
  await server?.stop();
});

describe("npm run dev in Chromium", () => {
  // Console errors (a blocked script among them) and uncaught exceptions land in browser.errors.
  const browser = useBrowserPage({ width: 1280, height: 800 }, { baseURL: () => server?.url ?? "" });

  async function open(path: string) {
    const { page } = browser;
    // Every violation is reported, whether or not the browser also logs it.
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
      });
    });
    const response = await page.goto(path);
    // The dev server's pages carry the production policy: no 'unsafe-inline' for scripts.
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy).toMatch(/script-src 'self' [^;]*'sha256-/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    await page.locator("html[data-ready]").waitFor({ state: "attached", timeout: 60_000 });
    return page;
  }

  it("opens the quiz from “Begin your Soulmate Story”", async () => {
    const page = await open("/");
    await page.getByRole("button", { name: "Begin your Soulmate Story" }).first().click();
    await page.getByRole("dialog").getByText("Step 1 of 8").first().waitFor({ timeout: 15_000 });
    expect(browser.errors).toEqual([]);
  });

  it("opens a FAQ question", async () => {
    const page = await open("/");
    const question = page.getByRole("button", { name: "Will I see my soulmate’s face?" });
    await question.scrollIntoViewIfNeeded();
    await question.click();
    await expect.poll(() => question.getAttribute("aria-expanded")).toBe("true");
    await page.getByText("No, and that’s deliberate.").waitFor();
    expect(browser.errors).toEqual([]);
  });

  it("applies TAROT-FREE on /tarot and opens the session", async () => {
    const page = await open("/tarot");
    const checkout = page.locator("#checkout");
    await checkout.getByLabel("Coupon code").fill("TAROT-FREE");
    await checkout.getByLabel("Coupon code").press("Enter");
    await page.waitForURL(/\/tarot\/session\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    await page.getByRole("heading", { name: "Set your intention" }).waitFor({ timeout: 20_000 });
    expect(browser.errors).toEqual([]);
  });
});
