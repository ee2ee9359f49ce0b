/**
 * Issue 7, accessibility: keyboard-only journeys, with no mouse at all (the
 * page counts every pointer press and must end with none):
 * 1. the soulmate quiz from the landing page's button through all 8 steps
 *    with SOULMATE-FREE to the delivered result page;
 * 2. /tarot → coupon → intention → shuffle → spread → every card turned →
 *    interpretation → permalink → share;
 * 3. admin: key gate → stats → orders → a filter → the other tabs → an order
 *    in full → logout.
 * Every Tab stop must be a visible control with a visible focus indicator,
 * and focus must never fall back to <body> when a dialog or a step opens or
 * closes. Last, reduced-motion emulation must stop the motion we can see.
 */
import type { Locator, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import {
  A11Y_ADMIN_KEY,
  adminSeedSql,
  expectFocusKept,
  expectVisibleFocus,
  isFocused,
  logFigure,
  TOASTS,
  tabTo,
} from "./a11y-helpers";
import { gotoReady, useAdminServer, useBrowserPage } from "./fixtures";

const totals = { tabs: 0, journeys: 0 };

afterAll(() => {
  logFigure("keyboard-only journeys", `${totals.journeys} of 3`);
  logFigure("Tab stops checked for a visible focus indicator", totals.tabs);
});

/** Counts real pointer presses in every document the page loads; a keyboard journey must end with none. */
async function countPointerPresses(page: Page): Promise<() => number> {
  let presses = 0;
  await page.exposeBinding("__a11yPointerPress", () => {
    presses++;
  });
  await page.addInitScript(() => {
    for (const type of ["pointerdown", "mousedown", "touchstart"]) {
      window.addEventListener(
        type,
        (event) => {
          if (event.isTrusted) (window as unknown as { __a11yPointerPress: () => void }).__a11yPointerPress();
        },
        true,
      );
    }
  });
  return () => presses;
}

async function tab(page: Page, target: Locator, options?: Parameters<typeof tabTo>[2]) {
  const presses = await tabTo(page, target, options);
  totals.tabs += presses;
  return presses;
}

/** The element with focus is this one (by its id), polled because focus moves after a render. */
async function expectFocusOnId(page: Page, id: string, context: string) {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.id ?? ""), { message: context, timeout: 10_000 })
    .toBe(id);
}

describe("the focus check itself", () => {
  const browser = useBrowserPage();

  it("fails on a control whose outline is removed, and on focus dropped to <body>", async () => {
    const { page } = browser;
    await gotoReady(page, "/privacy");
    await page.evaluate(() => {
      const button = document.createElement("button");
      button.textContent = "No ring";
      button.style.outline = "none";
      document.body.insertBefore(button, document.body.firstChild);
    });
    await page.keyboard.press("Tab");
    await expect.poll(() => isFocused(page.getByRole("button", { name: "No ring" }))).toBe(true);
    await expect(expectVisibleFocus(page, "planted button")).rejects.toThrow(/no visible focus indicator/);
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await expect(expectFocusKept(page, "blurred")).rejects.toThrow(/lost to <body>/);
  });
});

describe("keyboard only: the soulmate quiz", () => {
  const browser = useBrowserPage();

  it("goes from the landing page's button through all 8 steps with SOULMATE-FREE to the delivered result page", {
    timeout: 150_000,
  }, async () => {
    const { page } = browser;
    const pointerPresses = await countPointerPresses(page);
    const email = `keyboard-quiz-${Date.now()}@example.com`;
    await gotoReady(page, "/");
    const begin = page.getByRole("button", { name: "Begin your Soulmate Story" }).first();
    await tab(page, begin, { context: "landing" });
    await page.keyboard.press("Enter");
    const quiz = page.getByRole("dialog");
    await quiz.getByText("Step 1 of 8").first().waitFor();
    await expectFocusOnId(page, "quiz-step-heading", "the quiz opens on its step heading");

    // Escape closes it and gives focus back to the button that opened it; Space opens it again.
    await page.keyboard.press("Escape");
    await quiz.waitFor({ state: "detached" });
    await expect.poll(() => isFocused(begin)).toBe(true);
    await expectVisibleFocus(page, "after Escape");
    await page.keyboard.press("Space");
    await quiz.getByText("Step 1 of 8").first().waitFor();
    await expectFocusOnId(page, "quiz-step-heading", "the quiz reopens on its step heading");

    const cont = quiz.getByRole("button", { name: "Continue" });
    const nextStep = async (step: number) => {
      await tab(page, cont, { context: `step ${step - 1} → Continue`, inDialog: true });
      await page.keyboard.press("Enter");
      await quiz.getByText(`Step ${step} of 8`).first().waitFor();
      await expectFocusOnId(page, "quiz-step-heading", `step ${step} heading`);
    };

    // Step 1: Continue with nothing chosen sends focus to the first sign; arrows choose Libra.
    await tab(page, cont, { context: "step 1, nothing chosen", inDialog: true });
    await page.keyboard.press("Enter");
    await page.locator("#quiz-step-error").waitFor();
    await expect.poll(() => isFocused(quiz.getByRole("radio", { name: /Aries/ }))).toBe(true);
    await expectVisibleFocus(page, "step 1 error: first sign");
    for (let i = 0; i < 6; i++) await page.keyboard.press("ArrowRight");
    expect(await quiz.getByRole("radio", { name: /Libra/ }).isChecked()).toBe(true);
    await expectVisibleFocus(page, "step 1: Libra");
    await nextStep(2);

    // Step 2: type-to-select in each closed select.
    const month = quiz.locator("#quiz-birth-month");
    await tab(page, month, { context: "step 2", inDialog: true });
    await page.keyboard.type("Oct");
    await page.keyboard.press("Tab");
    await page.keyboard.type("14");
    await page.keyboard.press("Tab");
    await page.keyboard.type("1992");
    await expectVisibleFocus(page, "step 2: year");
    expect(await month.inputValue()).toBe("10");
    expect(await quiz.locator("#quiz-birth-day").inputValue()).toBe("14");
    expect(await quiz.locator("#quiz-birth-year").inputValue()).toBe("1992");
    await nextStep(3);

    // Step 3: Enter in a text field submits the step.
    await tab(page, quiz.locator("#quiz-city"), { context: "step 3", inDialog: true });
    await page.keyboard.type("hobart");
    await page.keyboard.press("Enter");
    await quiz.getByText("Step 4 of 8").first().waitFor();
    await expectFocusOnId(page, "quiz-step-heading", "step 4 heading");

    // Steps 4 and 5: Tab into the group, Space takes the first choice, arrows move on.
    await tab(page, quiz.getByRole("radio").first(), { context: "step 4", inDialog: true });
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowDown");
    expect(await quiz.getByRole("radio", { name: "I prefer Women" }).isChecked()).toBe(true);
    await expectVisibleFocus(page, "step 4: Women");
    await nextStep(5);
    await tab(page, quiz.getByRole("radio").first(), { context: "step 5", inDialog: true });
    await page.keyboard.press("Space");
    expect(await quiz.getByRole("radio", { name: "Single" }).isChecked()).toBe(true);
    await nextStep(6);

    await tab(page, quiz.locator("#quiz-first-name"), { context: "step 6", inDialog: true });
    await page.keyboard.type("Ari");
    await page.keyboard.press("Enter");
    await quiz.getByText("Step 7 of 8").first().waitFor();
    await tab(page, quiz.locator("#quiz-email"), { context: "step 7", inDialog: true });
    await page.keyboard.type(email);
    await page.keyboard.press("Enter");
    await quiz.getByText("Step 8 of 8").first().waitFor();
    await expectFocusOnId(page, "quiz-step-heading", "step 8 heading");
    await expect.poll(() => quiz.textContent()).toContain("Hobart");

    // Focus is trapped: Shift+Tab from the heading goes round inside the dialog.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Shift+Tab");
      expect((await expectVisibleFocus(page, `step 8 Shift+Tab #${i + 1}`)).inDialog).toBe(true);
    }

    await tab(page, quiz.locator("#quiz-coupon"), { context: "step 8", inDialog: true });
    await page.keyboard.type("SOULMATE-FREE");
    await page.keyboard.press("Enter");
    await quiz.getByText("Almost done...").waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid") ?? ""))
      .toBe("processing-overlay");
    expect((await expectFocusKept(page, "processing overlay")).inDialog).toBe(true);

    await page.waitForURL(/\/result\/[0-9a-f-]{36}\?email=/, { timeout: 100_000 });
    await page.getByRole("heading", { name: /Your Soulmate Story Is Ready|Your order is being prepared/ }).waitFor();
    // The dialog closed as the page changed: focus moved to the new page, not to <body>.
    await expectFocusOnId(page, "main", "result page");
    await page.getByRole("heading", { name: "Your Soulmate Story Is Ready" }).waitFor({ timeout: 30_000 });
    await tab(page, page.getByRole("link", { name: /^View story/ }), { context: "result page" });
    expect(pointerPresses()).toBe(0);
    expect(browser.errors).toEqual([]);
    totals.journeys++;
  });
});

describe("keyboard only: the tarot reading", () => {
  const browser = useBrowserPage();

  it("goes from /tarot with a coupon through all five steps to the permalink and shares it", {
    timeout: 120_000,
  }, async () => {
    const { page } = browser;
    const pointerPresses = await countPointerPresses(page);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoReady(page, "/tarot");
    const coupon = page.locator("#checkout").getByLabel("Coupon code");
    await tab(page, coupon, { context: "/tarot" });
    await page.keyboard.type("TAROT-FREE");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/tarot\/session\/[0-9a-f-]{36}$/);
    await page.getByRole("heading", { name: "Set your intention" }).waitFor();
    await expectFocusOnId(page, "main", "session page");

    await tab(page, page.getByLabel("Your question or intention"), { context: "intention" });
    await page.keyboard.type("What would help me rest more deeply?");
    await tab(page, page.getByRole("button", { name: "Continue to Shuffle" }), { context: "intention" });
    await page.keyboard.press("Enter");
    await expectFocusOnId(page, "tarot-step-shuffle", "shuffle step");
    await expectFocusOnId(page, "tarot-step-spread", "spread step");

    await tab(page, page.getByRole("button", { name: /Past\/Present\/Future/ }), { context: "spread" });
    await page.keyboard.press("Space");
    await expectFocusOnId(page, "tarot-step-reveal", "reveal step");

    for (let n = 1; n <= 3; n++) {
      await tab(page, page.getByRole("button", { name: new RegExp(`^Reveal card ${n}:`) }), { context: `card ${n}` });
      await page.keyboard.press("Enter");
      // The turned card keeps focus: it stays a (now aria-disabled) button with its name.
      await expect.poll(() => isFocused(page.getByRole("button", { name: new RegExp(`^Card ${n}, `) }))).toBe(true);
      await expectVisibleFocus(page, `card ${n} turned`);
    }

    await tab(page, page.getByRole("button", { name: "Get AI Interpretation" }), { context: "all turned" });
    await page.keyboard.press("Enter");
    await expectFocusOnId(page, "tarot-step-interpretation", "interpretation step");
    await page.getByText("Your reading is saved.", { exact: false }).waitFor({ timeout: 60_000 });

    await tab(page, page.getByRole("link", { name: "View Permalink" }), { context: "interpretation" });
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Saved Tarot Reading" }).waitFor();
    await expectFocusOnId(page, "main", "saved reading");

    const share = page.getByRole("button", { name: "Share Reading" });
    await tab(page, share, { context: "saved reading" });
    await page.keyboard.press("Enter");
    await page.locator(TOASTS).getByText("Reading permalink copied to clipboard!").waitFor();
    expect(await isFocused(share)).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    expect(pointerPresses()).toBe(0);
    expect(browser.errors).toEqual([]);
    totals.journeys++;
  });
});

describe("keyboard only: the admin dashboard", () => {
  const failedOrderId = crypto.randomUUID();
  const tarotOrderId = crypto.randomUUID();
  const server = useAdminServer(A11Y_ADMIN_KEY, adminSeedSql(failedOrderId, tarotOrderId));
  const browser = useBrowserPage(undefined, { baseURL: () => server.url });

  it("unlocks, reads the stats, filters orders, walks the tabs, opens an order and logs out", {
    timeout: 90_000,
  }, async () => {
    const { page } = browser;
    const pointerPresses = await countPointerPresses(page);
    await gotoReady(page, "/admin");
    await tab(page, page.getByLabel("Admin key"), { context: "key gate" });
    await page.keyboard.type(A11Y_ADMIN_KEY);
    await page.keyboard.press("Enter");
    await page.locator(TOASTS).getByText("Admin access granted").waitFor();
    await page.getByRole("heading", { level: 1, name: "Admin dashboard" }).waitFor();
    // The gate's form is gone: focus must have gone somewhere on the dashboard, not to <body>.
    await expectFocusKept(page, "after unlocking");
    const totalOrders = page.locator("dt", { hasText: /^Total orders$/ }).locator("xpath=following-sibling::dd[1]");
    await expect.poll(() => totalOrders.textContent()).toBe("2");

    const ordersTab = page.getByRole("tab", { name: "Orders", exact: true });
    await tab(page, ordersTab, { context: "dashboard" });
    // Arrow keys move along the tabs and show each one's panel.
    for (const name of ["Jobs", "Failed jobs", "Emails", "Coupons", "Content", "Audit log"]) {
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => isFocused(page.getByRole("tab", { name, exact: true }))).toBe(true);
      await expectVisibleFocus(page, `${name} tab`);
      await page.getByRole("tabpanel", { name, exact: true }).waitFor();
    }
    await page.keyboard.press("Home");
    await expect.poll(() => isFocused(ordersTab)).toBe(true);
    await page.getByRole("table", { name: "Orders" }).waitFor();

    const filter = page.getByLabel("Order status");
    await tab(page, filter, { context: "orders tab" });
    await page.keyboard.type("Fai");
    await page.getByRole("table", { name: "Orders: Failed" }).waitFor();
    await expectVisibleFocus(page, "status filter");
    await page.keyboard.type("All");
    await page.getByRole("table", { name: "Orders" }).waitFor();

    const openButton = page.getByRole("button", { name: `${failedOrderId.slice(0, 8)}: open order details` });
    await tab(page, openButton, { context: "orders table" });
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Quiz answers").waitFor();
    expect((await expectVisibleFocus(page, "order detail opened")).inDialog).toBe(true);
    await tab(page, dialog.getByRole("button", { name: "Replay order" }), { context: "order detail", inDialog: true });
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => isFocused(openButton)).toBe(true);
    await expectVisibleFocus(page, "order detail closed");

    await tab(page, page.getByRole("button", { name: "Logout" }), { backwards: true, context: "back to Logout" });
    await page.keyboard.press("Enter");
    await page.locator(TOASTS).getByText("Logged out").waitFor();
    await page.getByLabel("Admin key").waitFor();
    await expectFocusKept(page, "after logging out");
    expect(pointerPresses()).toBe(0);
    expect(browser.errors).toEqual([]);
    totals.journeys++;
  });
});

describe("reduced motion", () => {
  const browser = useBrowserPage();

  /** Computed animation and transition of the elements a selector matches. */
  const motionOf = (page: Page, selector: string) =>
    page.locator(selector).evaluateAll((els) =>
      els.map((el) => {
        const style = getComputedStyle(el);
        return {
          animation: style.animationName,
          transition: style.transitionProperty,
          duration: Math.max(...style.transitionDuration.split(",").map((d) => Number.parseFloat(d))),
          transform: style.transform,
        };
      }),
    );

  it("stops the twinkling sky, the shuffling deck and the card flips", { timeout: 90_000 }, async () => {
    const { page } = browser;
    await gotoReady(page, "/");
    // With motion allowed the sky twinkles, so the check below can tell the difference.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    const skyGroups = 'section[aria-labelledby="hero-title"] svg';
    expect((await motionOf(page, skyGroups)).some((m) => m.animation !== "none")).toBe(true);
    await page.emulateMedia({ reducedMotion: "reduce" });
    const sky = await motionOf(page, skyGroups);
    expect(sky.length).toBeGreaterThan(0);
    expect(sky.every((m) => m.animation === "none")).toBe(true);

    await gotoReady(page, "/tarot");
    const coupon = page.locator("#checkout").getByLabel("Coupon code");
    await coupon.fill("TAROT-FREE");
    await coupon.press("Enter");
    await page.waitForURL(/\/tarot\/session\/[0-9a-f-]{36}$/);
    await page.getByLabel("Your question or intention").fill("What is asking for patience?");
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/tarot/sessions/*/shuffle", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Continue to Shuffle" }).click();
    const deckCards = '[data-testid="shuffle-deck"] > div';
    await page.locator(deckCards).first().waitFor();
    const first = await motionOf(page, deckCards);
    await page.waitForTimeout(1_000);
    const second = await motionOf(page, deckCards);
    expect(first).toHaveLength(5);
    expect(first.every((m) => m.transition === "none")).toBe(true);
    // No timer moves the cards: they rest in the same fan a second later.
    expect(second.map((m) => m.transform)).toEqual(first.map((m) => m.transform));
    release();

    await page.getByRole("button", { name: /One Card/ }).click();
    const flip = 'button[aria-label^="Reveal card"] > span, button[aria-label^="Card "] > span';
    await page.locator(flip).first().waitFor();
    expect((await motionOf(page, flip)).every((m) => m.transition === "none")).toBe(true);
    await page.getByRole("button", { name: /^Reveal card 1:/ }).press("Enter");
    await page.getByRole("button", { name: /^Card 1, / }).waitFor();
    // Turned at once: no flip in between, so the card stands as it will stay.
    const [turned] = await motionOf(page, flip);
    await page.waitForTimeout(400);
    const [settled] = await motionOf(page, flip);
    expect(turned?.transition).toBe("none");
    expect(turned?.transform).toBe(settled?.transform);

    // And with motion allowed again, the same card has its 0.3 s flip back.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    const [moving] = await motionOf(page, flip);
    expect(moving?.transition).not.toBe("none");
    expect(moving?.duration).toBeCloseTo(0.3);
    expect(browser.errors).toEqual([]);
  });
});
