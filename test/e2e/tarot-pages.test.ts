import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { POSITION_LABELS } from "../../src/shared/tarot";
import { expectNoAxeViolations, gotoReady, useBrowserPage } from "./fixtures";

/** How far the page scrolls sideways; 0 means nothing overflows the viewport. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** From /tarot through the free dev coupon to a fresh session's intention step. */
async function openSessionWithCoupon(page: Page): Promise<string> {
  await gotoReady(page, "/tarot");
  await page.getByRole("heading", { level: 1, name: "AI Tarot Reading" }).waitFor();
  const checkout = page.locator("#checkout");
  await checkout.getByLabel("Coupon code").fill("TAROT-FREE");
  await checkout.getByLabel("Coupon code").press("Enter");
  await checkout.getByText("Coupon Applied!").waitFor();
  await page.waitForURL(/\/tarot\/session\/[0-9a-f-]{36}$/);
  await page.getByRole("heading", { name: "Set your intention" }).waitFor();
  return new URL(page.url()).pathname;
}

async function shuffleAndChoose(page: Page, spread: RegExp) {
  await page.getByLabel("Your question or intention").fill("What should I carry into the new season?");
  await page.getByRole("button", { name: "Continue to Shuffle" }).click();
  await page.getByRole("heading", { name: "Shuffling the cosmic deck..." }).waitFor();
  await page.getByRole("heading", { name: "Choose your spread" }).waitFor({ timeout: 10_000 });
  await page.getByRole("button", { name: spread }).click();
  await page.getByRole("heading", { name: "Reveal your cards" }).waitFor();
}

type Box = { x: number; y: number; width: number; height: number };
const centre = (b: Box) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The saved reading's cards, in DOM order: each one's position label, picture and caption boxes. */
async function savedCards(page: Page) {
  const items = page.getByTestId("reading-cards").locator(":scope > li");
  const count = await items.count();
  const cards = [];
  for (let i = 0; i < count; i++) {
    const item = items.nth(i);
    const boxOf = async (css: string): Promise<Box> => {
      const box = await item.locator(css).boundingBox();
      if (!box) throw new Error(`card ${i + 1} has no box for ${css}`);
      return box;
    };
    const label = await boxOf(":scope > p:first-child");
    const picture = await boxOf(':scope > img, :scope > [role="img"]');
    const caption = await boxOf(":scope > p:last-child");
    cards.push({
      position: (await item.locator(":scope > p:first-child").textContent()) ?? "",
      label,
      picture,
      caption,
    });
  }
  return cards;
}

describe("AI Tarot Reading on a 360 px phone", () => {
  const browser = useBrowserPage({ width: 360, height: 780 });

  it("goes from a free coupon to a streamed, saved Celtic Cross reading without any sideways scrolling", {
    timeout: 90_000,
  }, async () => {
    const { page } = browser;
    await gotoReady(page, "/tarot");
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: "test-results/tarot-landing-360.png", fullPage: true });
    const sessionPath = await openSessionWithCoupon(page);
    await shuffleAndChoose(page, /Celtic Cross/);

    const cards = page.getByRole("button", { name: /^Reveal card/ });
    expect(await cards.count()).toBe(10);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // A grid on a phone: three cards a row.
    const tops = await cards.evaluateAll((els) =>
      els.slice(0, 4).map((el) => Math.round(el.getBoundingClientRect().top)),
    );
    expect(tops[0]).toBe(tops[2]);
    expect(tops[3]).toBeGreaterThan(tops[0] as number);

    // Keyboard: Tab to a card, Enter turns it, and it stays turned.
    await cards.first().focus();
    await page.keyboard.press("Enter");
    const first = page.getByRole("button", { name: /^Card 1, Present: / });
    await first.waitFor();
    expect(await first.getAttribute("aria-disabled")).toBe("true");
    await page.keyboard.press("Enter");
    expect(await page.getByRole("button", { name: /^Reveal card/ }).count()).toBe(9);
    await page.screenshot({ path: "test-results/tarot-reveal-360.png" });

    while ((await page.getByRole("button", { name: /^Reveal card/ }).count()) > 0) {
      await page
        .getByRole("button", { name: /^Reveal card/ })
        .first()
        .click();
    }
    await page.getByRole("button", { name: "Get AI Interpretation" }).click();
    await page.getByText("Your reading is saved.", { exact: false }).waitFor({ timeout: 60_000 });
    const interpretation = (await page.getByTestId("interpretation").textContent()) ?? "";
    expect(interpretation.length).toBeGreaterThan(200);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole("link", { name: "View Permalink" }).click();
    await page.getByRole("heading", { level: 1, name: "Saved Tarot Reading" }).waitFor();
    expect(await page.getByText("Celtic Cross", { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByTestId("reading-intention").textContent()).toBe(
      "“What should I carry into the new season?”",
    );
    expect(await page.getByTestId("reading-cards").locator("li").count()).toBe(10);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // The phone keeps the spec's grid: two cards a row in spread order, the Challenge upright beside the Present.
    const [present, challenge, foundation] = await savedCards(page);
    if (!present || !challenge || !foundation) throw new Error("missing cards");
    expect(Math.abs(present.picture.y - challenge.picture.y)).toBeLessThan(2);
    expect(challenge.picture.x).toBeGreaterThan(present.picture.x + present.picture.width);
    expect(challenge.picture.height).toBeGreaterThan(challenge.picture.width);
    expect(foundation.picture.y).toBeGreaterThan(present.picture.y + present.picture.height);
    await page.screenshot({ path: "test-results/tarot-reading-360.png", fullPage: true });

    // The session page, reloaded after completion, offers the permalink again.
    await gotoReady(page, sessionPath);
    await page.getByRole("link", { name: "View Permalink" }).waitFor();
    expect(browser.errors).toEqual([]);
  });
});

describe("AI Tarot Reading on a wide screen", () => {
  const browser = useBrowserPage({ width: 1280, height: 900 });

  it("lays the Celtic Cross out as a cross beside a staff, and a reload brings the same cards back face down", {
    timeout: 60_000,
  }, async () => {
    const { page } = browser;
    const sessionPath = await openSessionWithCoupon(page);
    await shuffleAndChoose(page, /Celtic Cross/);
    const box = async (n: number) => {
      const rect = await page.getByRole("button", { name: new RegExp(`^Reveal card ${n}:`) }).boundingBox();
      if (!rect) throw new Error(`card ${n} has no box`);
      return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
    };
    const [present, challenge, foundation, recentPast, crown, nearFuture, self, outcome] = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 10].map(box),
    );
    if (!present || !challenge || !foundation || !recentPast || !crown || !nearFuture || !self || !outcome) {
      throw new Error("missing cards");
    }
    expect(crown.y).toBeLessThan(present.y);
    expect(foundation.y).toBeGreaterThan(present.y);
    expect(recentPast.x).toBeLessThan(present.x);
    expect(nearFuture.x).toBeGreaterThan(challenge.x);
    expect(Math.abs(present.y - challenge.y)).toBeLessThan(2);
    // The staff: to the right of the cross, Self at the bottom, Outcome at the top.
    expect(self.x).toBeGreaterThan(nearFuture.x);
    expect(outcome.y).toBeLessThan(self.y);
    await page.screenshot({ path: "test-results/tarot-celtic-cross-wide.png", fullPage: true });

    await page.getByRole("button", { name: "Reveal card 1: Present" }).click();
    const name = (await page.getByRole("button", { name: /^Card 1, Present: / }).getAttribute("aria-label")) ?? "";

    await gotoReady(page, sessionPath);
    await page.getByRole("heading", { name: "Reveal your cards" }).waitFor();
    expect(await page.getByRole("button", { name: /^Reveal card/ }).count()).toBe(10);
    await page.getByRole("button", { name: "Reveal card 1: Present" }).click();
    expect(await page.getByRole("button", { name: /^Card 1, Present: / }).getAttribute("aria-label")).toBe(name);
    expect(browser.errors).toEqual([]);
  });
});

describe("the issue's Celtic Cross journey", () => {
  const browser = useBrowserPage({ width: 1280, height: 900 });

  const revealAll = async (page: Page) => {
    while ((await page.getByRole("button", { name: /^Reveal card/ }).count()) > 0) {
      await page
        .getByRole("button", { name: /^Reveal card/ })
        .first()
        .click();
    }
  };
  const interpretationText = async (page: Page) => (await page.getByTestId("interpretation").textContent()) ?? "";

  it("streams a reading that survives a reload mid-stream, saves it, and shares its permalink; every page passes axe", {
    timeout: 120_000,
  }, async () => {
    const { page } = browser;
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoReady(page, "/tarot");
    await expectNoAxeViolations(page, "/tarot");
    const sessionPath = await openSessionWithCoupon(page);
    await expectNoAxeViolations(page, "session: intention");
    await shuffleAndChoose(page, /Celtic Cross/);
    await expectNoAxeViolations(page, "session: reveal");
    await revealAll(page);
    await page.getByRole("button", { name: "Get AI Interpretation" }).click();

    // Part of the reading has streamed in, but not all of it: reload now.
    await expect
      .poll(() => interpretationText(page).then((text) => text.length), { timeout: 20_000 })
      .toBeGreaterThan(80);
    const partial = await interpretationText(page);
    expect(await page.getByText("Your reading is saved.", { exact: false }).count()).toBe(0);
    await gotoReady(page, sessionPath);
    await page.getByRole("heading", { name: "Reveal your cards" }).waitFor();
    await revealAll(page);
    await page.getByRole("button", { name: "Get AI Interpretation" }).click();
    await page.getByText("Your reading is saved.", { exact: false }).waitFor({ timeout: 60_000 });
    await page.getByText("Your tarot reading has been saved!").first().waitFor();
    const full = await interpretationText(page);
    // The reload did not start a new reading: the first words are the ones streamed before it.
    expect(full.startsWith(partial.slice(0, 60))).toBe(true);
    expect(full.length).toBeGreaterThan(partial.length);
    await expectNoAxeViolations(page, "session: interpretation");

    await page.getByRole("link", { name: "View Permalink" }).click();
    await page.getByRole("heading", { level: 1, name: "Saved Tarot Reading" }).waitFor();
    expect((await page.getByTestId("reading-interpretation").textContent())?.replace(/\s+/g, " ").trim()).toBe(
      full.replace(/\s+/g, " ").trim(),
    );
    await expectNoAxeViolations(page, "saved reading");
    // The saved cross is a cross: the Challenge lies across the Present, turned a quarter, its position
    // and name readable beside it; the DOM keeps spread order.
    const saved = await savedCards(page);
    expect(saved.map((card) => card.position)).toEqual([...POSITION_LABELS.celtic_cross]);
    const [present, challenge, foundation, recentPast, crown, nearFuture] = saved;
    if (!present || !challenge || !foundation || !recentPast || !crown || !nearFuture) throw new Error("missing cards");
    expect(present.picture.height).toBeGreaterThan(present.picture.width);
    expect(challenge.picture.width).toBeGreaterThan(challenge.picture.height);
    expect(Math.abs(centre(challenge.picture).x - centre(present.picture).x)).toBeLessThan(2);
    expect(Math.abs(centre(challenge.picture).y - centre(present.picture).y)).toBeLessThan(2);
    expect(crown.picture.y + crown.picture.height).toBeLessThanOrEqual(present.picture.y + 1);
    expect(foundation.picture.y).toBeGreaterThanOrEqual(present.picture.y + present.picture.height - 1);
    // The turned card covers no other card, and no caption: not its own, not the Present's.
    for (const other of [recentPast, nearFuture, crown, foundation])
      expect(overlaps(challenge.picture, other.picture)).toBe(false);
    for (const text of [challenge.label, challenge.caption, present.label, present.caption])
      expect(overlaps(challenge.picture, text)).toBe(false);
    expect(challenge.label.x).toBeGreaterThan(present.picture.x + present.picture.width);
    await page.screenshot({ path: "test-results/tarot-saved-cross-wide.png", fullPage: true });
    await page.getByRole("button", { name: "Share Reading" }).click();
    await page.getByText("Reading permalink copied to clipboard!").first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    expect(browser.errors).toEqual([]);
  });
});

describe("the tarot checkout's email", () => {
  const browser = useBrowserPage();

  it("puts an email typed after a refused coupon on the reading, so My Orders finds it", {
    timeout: 60_000,
  }, async () => {
    const { page } = browser;
    const email = `late-email-${Date.now()}@example.com`;
    await gotoReady(page, "/tarot");
    const checkout = page.locator("#checkout");
    await checkout.getByLabel("Coupon code").fill("NOT-A-REAL-CODE");
    await checkout.getByLabel("Coupon code").press("Enter");
    await page.getByText("Coupon code not valid").first().waitFor();

    await checkout.getByLabel(/Email/).fill(email);
    await checkout.getByLabel("Coupon code").fill("TAROT-FREE");
    await checkout.getByLabel("Coupon code").press("Enter");
    await page.waitForURL(/\/tarot\/session\/[0-9a-f-]{36}$/);

    await gotoReady(page, "/portal");
    await page.getByLabel(/email/i).first().fill(email);
    await page.getByLabel(/email/i).first().press("Enter");
    const found = page.getByRole("heading", { name: new RegExp(`orders? for ${email}|No orders found`) });
    await expect.poll(() => found.textContent(), { timeout: 15_000 }).toBe(`1 order for ${email}`);
    expect(await page.getByRole("heading", { name: "AI Tarot Reading" }).count()).toBe(1);
    expect(browser.errors).toEqual([]);
  });

  it("says what is wrong with an email the server would refuse, by the field, and makes no order", async () => {
    const { page } = browser;
    await gotoReady(page, "/tarot");
    const checkout = page.locator("#checkout");
    const field = checkout.getByLabel(/Email/);
    await field.fill("me@example");
    const created: string[] = [];
    page.on("request", (req) => {
      if (req.url().includes("/api/tarot/create-order")) created.push(req.url());
    });
    await checkout.getByLabel("Coupon code").fill("TAROT-FREE");
    await checkout.getByLabel("Coupon code").press("Enter");
    const alert = checkout.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toBe("Enter a valid email address, like name@example.com, or leave it blank.");
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByText("Failed to create order. Please try again.").count()).toBe(0);
    expect(created).toEqual([]);
    expect(new URL(page.url()).pathname).toBe("/tarot");
    await expectNoAxeViolations(page, "/tarot with an email error");
  });
});
