import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { TOASTS } from "./a11y-helpers";
import { expectNoAxeViolations, gotoReady, useBrowserPage } from "./fixtures";

type Box = { x: number; y: number; width: number; height: number };

/** From the landing page through the eight quiz steps (a Libra from Hobart) to the checkout step. */
async function answerQuizToCheckout(page: Page, email: string) {
  await gotoReady(page, "/");
  await page.getByRole("button", { name: "Begin your Soulmate Story" }).first().click();
  const quiz = page.getByRole("dialog");
  await quiz.getByText("Step 1 of 8").first().waitFor();

  await quiz.getByRole("radio", { name: /Libra/ }).check({ force: true });
  await quiz.getByRole("button", { name: "Continue" }).click();
  await quiz.getByText("Step 2 of 8").first().waitFor();
  await quiz.locator("#quiz-birth-month").selectOption({ index: 10 });
  await quiz.locator("#quiz-birth-day").selectOption("14");
  await quiz.locator("#quiz-birth-year").selectOption("1992");
  await quiz.getByRole("button", { name: "Continue" }).click();
  await quiz.getByText("Step 3 of 8").first().waitFor();
  await quiz.locator("#quiz-city").fill("  hobart ");
  await quiz.getByRole("button", { name: "Continue" }).click();
  await quiz.getByText("Step 4 of 8").first().waitFor();
  await quiz.getByRole("radio", { name: "I prefer Women" }).check({ force: true });
  await quiz.getByRole("button", { name: "Continue" }).click();
  await quiz.getByText("Step 5 of 8").first().waitFor();
  await quiz.getByRole("radio", { name: "Single" }).check({ force: true });
  await quiz.getByRole("button", { name: "Continue" }).click();
  await quiz.getByText("Step 6 of 8").first().waitFor();
  await quiz.locator("#quiz-first-name").fill("Ari");
  await quiz.getByRole("button", { name: "Continue" }).click();
  await quiz.getByText("Step 7 of 8").first().waitFor();
  await quiz.locator("#quiz-email").fill(email);
  await quiz.getByRole("button", { name: "Continue" }).click();
  await quiz.getByText("Step 8 of 8").first().waitFor();
  return quiz;
}

describe("buying a soulmate story with a free coupon", () => {
  const browser = useBrowserPage();

  it("goes from the landing page through the quiz to a delivered result page, every download opens, and My Orders lists it", {
    timeout: 120_000,
  }, async () => {
    const { page } = browser;
    const email = `journey-${Date.now()}@example.com`;
    const quiz = await answerQuizToCheckout(page, email);
    await expect.poll(() => quiz.textContent()).toContain("Hobart");

    await quiz.locator("#quiz-coupon").fill("SOULMATE-FREE");
    await quiz.locator("#quiz-coupon").press("Enter");
    await page.getByText("Almost done...").first().waitFor();
    await expect.poll(() => page.getByText("FREE", { exact: true }).count()).toBeGreaterThan(0);

    // The real pipeline delivers; polling (every 5 s) takes the visitor to the result page.
    await page.waitForURL(/\/result\/[0-9a-f-]{36}\?email=/, { timeout: 90_000 });
    const resultUrl = new URL(page.url());
    expect(resultUrl.searchParams.get("email")).toBe(email);
    await expect
      .poll(() => page.locator('main a[href^="/api/"]').count(), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(13);

    const hrefs = await page
      .locator('main a[href^="/api/"]')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute("href") as string));
    const types = new Map<string, number>();
    for (const href of new Set(hrefs)) {
      const res = await page.request.get(href);
      expect(res.status(), href).toBe(200);
      const type = (res.headers()["content-type"] ?? "").split(";")[0] as string;
      types.set(type, (types.get(type) ?? 0) + 1);
      const body = await res.body();
      if (type === "application/pdf") expect(body.subarray(0, 5).toString()).toBe("%PDF-");
      if (type === "image/png") expect(body.subarray(1, 4).toString()).toBe("PNG");
      if (type === "application/zip") expect(body.subarray(0, 2).toString()).toBe("PK");
    }
    expect(types.get("text/html")).toBe(1);
    expect(types.get("application/pdf")).toBe(3);
    expect(types.get("image/png")).toBe(10);
    expect(types.get("application/zip")).toBe(1);
    // The tiles show the small web previews; their links open the print files (docs/decisions/0037).
    const tileImages = await page.locator("main img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")));
    expect(tileImages).toHaveLength(10);
    for (const src of tileImages)
      expect(src).toMatch(/^\/api\/orders\/[0-9a-f-]{36}\/files\/(card-\d|oracle-[a-z]+)-preview\.png\?/);
    await expectNoAxeViolations(page, "/result");

    // The animated story: the book's own typefaces, each panel (and the portrait) animates in as it
    // scrolls into view, the sky turns, the moon fills to the birth phase, the paths draw and meet,
    // each ending exactly on the book's drawing; under reduced motion nothing moves or waits.
    const storyHref = hrefs.find((href) => href.startsWith("/api/story/"));
    if (!storyHref) throw new Error("no story link on the result page");
    await page.addInitScript(() => {
      const ended: string[] = [];
      Object.assign(window, { endedAnimations: ended });
      window.addEventListener("animationend", (event) => ended.push(event.animationName), true);
    });
    // The animations are the subject here: browse as a visitor who allows motion.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto(storyHref);
    const families = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((font) => font.status === "loaded").map((font) => font.family);
    });
    expect(families.map((family) => family.replaceAll('"', ""))).toEqual(
      expect.arrayContaining(["Cinzel", "Cormorant Garamond"]),
    );
    expect(await page.locator("body.reveal").count()).toBe(1);
    // Eight panels, the portrait and the star chart of the birthday's sky.
    const sections = 10;
    expect(await page.locator("section.panel").count()).toBe(sections);
    expect(await page.locator("section.panel.sky-chart").count()).toBe(1);
    expect(await page.locator("section.panel.shown").count()).toBeLessThan(sections);
    for (let y = 0; y < 30 && (await page.locator("section.panel.shown").count()) < sections; y++) {
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(150);
    }
    await expect.poll(() => page.locator("section.panel.shown").count()).toBe(sections);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { endedAnimations: string[] }).endedAnimations), {
        timeout: 15_000,
      })
      .toEqual(
        expect.arrayContaining([
          "sky-turn",
          expect.stringMatching(/^moon-fill-(left|right)$/),
          "path-draw",
          "path-meet",
        ]),
      );
    const pictures = () =>
      page.evaluate(() => {
        const all = (selector: string) => [...document.querySelectorAll<SVGElement>(selector)];
        const story = all(".sky-turn, .moon-lit, .draw-line, .path-meet");
        const style = (el: SVGElement | undefined) => (el ? getComputedStyle(el) : undefined);
        const moon = style(all("[data-scene=moon] .moon-lit")[0]);
        return {
          tagged: story.length,
          animating: story.flatMap((el) => el.getAnimations()).length,
          sky: style(all("[data-scene=constellation] .sky-turn")[0])?.transform,
          moon: { opacity: moon?.opacity, transform: moon?.transform, clipPath: moon?.clipPath },
          lines: all("[data-scene=paths] .draw-line").map((el) => [
            style(el)?.strokeDashoffset,
            style(el)?.strokeDasharray,
          ]),
          meet: style(all("[data-scene=paths] .path-meet")[0])?.opacity,
        };
      });
    const still = {
      tagged: 5,
      animating: 0,
      sky: "none",
      moon: { opacity: "1", transform: "none", clipPath: "none" },
      lines: [
        ["0px", "none"],
        ["0px", "none"],
      ],
      meet: "1",
    };
    await expect.poll(pictures, { timeout: 10_000 }).toEqual(still);
    const finalFrames = [];
    for (const scene of ["constellation", "moon", "paths"]) {
      finalFrames.push(await page.locator(`section[data-scene=${scene}] figure svg`).screenshot());
    }
    await page.getByRole("heading", { level: 2, name: /./ }).last().waitFor();
    expect(await page.locator("section.portrait").textContent()).toMatch(/Your soulmate/i);
    await expectNoAxeViolations(page, "/api/story");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.reload();
    expect(await page.locator("body.reveal").count()).toBe(0);
    const hidden = await page
      .locator("section.panel")
      .evaluateAll((panels) => panels.filter((panel) => Number(getComputedStyle(panel).opacity) < 1).length);
    expect(hidden).toBe(0);
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    expect(await pictures()).toEqual(still);
    // Each animation's last frame is the still picture, pixel for pixel.
    for (const [i, scene] of ["constellation", "moon", "paths"].entries()) {
      const frame = await page.locator(`section[data-scene=${scene}] figure svg`).screenshot();
      expect(frame.equals(finalFrames[i] as Buffer), scene).toBe(true);
    }
    await page.emulateMedia({ reducedMotion: "no-preference" });

    await gotoReady(page, "/portal");
    await page.getByLabel(/email/i).first().fill(email);
    await page.getByLabel(/email/i).first().press("Enter");
    await expect.poll(() => page.locator("main").textContent(), { timeout: 15_000 }).toMatch(/delivered/i);
    await expectNoAxeViolations(page, "/portal with an order");
    expect(browser.errors).toEqual([]);
  });
});

describe("going back from checkout", () => {
  const browser = useBrowserPage();

  it("Back from step 8 and Continue again keeps the one order: My Orders lists it once", {
    timeout: 60_000,
  }, async () => {
    const { page } = browser;
    const email = `back-again-${Date.now()}@example.com`;
    const quiz = await answerQuizToCheckout(page, email);
    await quiz.getByRole("button", { name: "Back" }).click();
    await quiz.getByText("Step 7 of 8").first().waitFor();
    await quiz.getByRole("button", { name: "Continue" }).click();
    await quiz.getByText("Step 8 of 8").first().waitFor();
    await quiz.getByRole("button", { name: "Close" }).first().click();

    await gotoReady(page, "/portal");
    await page.getByLabel(/email/i).first().fill(email);
    await page.getByLabel(/email/i).first().press("Enter");
    const found = page.getByRole("heading", { name: new RegExp(`orders? for ${email}|No orders found`) });
    await expect.poll(() => found.textContent(), { timeout: 15_000 }).toBe(`1 order for ${email}`);
    expect(await page.getByRole("heading", { name: "Soulmate Story" }).count()).toBe(1);
    expect(browser.errors).toEqual([]);
  });
});

describe("the quiz on a 360 px phone", () => {
  const browser = useBrowserPage({ width: 360, height: 740 });

  /** The two boxes share some area. */
  const overlaps = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  async function box(locator: Locator): Promise<Box> {
    const found = await locator.boundingBox();
    if (!found) throw new Error("not on screen");
    return found;
  }

  it("shows a step's validation toast clear of Back and Continue, which stay usable", async () => {
    const { page } = browser;
    await gotoReady(page, "/");
    await page.getByRole("button", { name: "Begin your Soulmate Story" }).first().click();
    const quiz = page.getByRole("dialog");
    await quiz.getByRole("radio", { name: /Libra/ }).check({ force: true });
    await quiz.getByRole("button", { name: "Continue" }).click();
    await quiz.getByText("Step 2 of 8").first().waitFor();

    await quiz.getByRole("button", { name: "Continue" }).click();
    const toast = page.locator(`${TOASTS} li`).filter({ hasText: "Please complete this step" });
    await toast.waitFor();
    // The step's own error is by its fields too, and the fields point to it.
    await quiz.getByText("All required fields must be filled before continuing.").waitFor();
    expect(await quiz.locator("#quiz-birth-month").getAttribute("aria-describedby")).toContain("quiz-step-error");

    const toastBox = await box(toast);
    for (const name of ["Back", "Continue"]) {
      const button = quiz.getByRole("button", { name, exact: true });
      expect(overlaps(toastBox, await box(button)), `the toast covers ${name}`).toBe(false);
      // Nothing lies on top of the button where a finger would press it.
      const hit = await button.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
      });
      expect(hit, `${name} can be pressed`).toBe(true);
    }
    await quiz.getByRole("button", { name: "Back", exact: true }).click();
    await quiz.getByText("Step 1 of 8").first().waitFor();
    expect(browser.errors).toEqual([]);
  });
});

describe("landing page", () => {
  const browser = useBrowserPage();

  it("has no axe violations", async () => {
    await gotoReady(browser.page, "/");
    await browser.page.getByRole("heading", { level: 1 }).waitFor();
    await expectNoAxeViolations(browser.page, "/");
    expect(browser.errors).toEqual([]);
  });

  it("drives the samples lightbox by keyboard: wrap-around, Escape, focus back on the thumbnail", async () => {
    const { page } = browser;
    await gotoReady(page, "/#samples");
    const thumbnail = page.locator("#samples button").first();
    await thumbnail.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await dialog.getByText("1 of 6").waitFor();
    await page.keyboard.press("ArrowLeft");
    await dialog.getByText("6 of 6").waitFor();
    await page.keyboard.press("ArrowRight");
    await dialog.getByText("1 of 6").waitFor();
    await page.keyboard.press("ArrowRight");
    await dialog.getByText("2 of 6").waitFor();
    // Tab stays inside the dialog.
    for (let i = 0; i < 6; i++) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    // Focus returns to the thumbnail of the image last shown.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest("#samples button")?.textContent ?? null))
      .toContain("View larger");
  });

  it("fits a 360 px phone", async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.screenshot({ path: "test-results/landing-360.png", fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
