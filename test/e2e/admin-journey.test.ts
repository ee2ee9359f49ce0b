/**
 * The operator's journey in Chromium, on a shop of its own: wrangler dev on
 * the built app with an ADMIN_KEY and a failed soulmate order seeded the way
 * the pipeline leaves one (quiz answers, two jobs failed by the dead-letter
 * queue with their errors, the rest never started). Replay sends it through
 * the real local queue until it is delivered.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { startLocalServer } from "../../scripts/local-server.mjs";
import { expectNoAxeViolations, gotoReady } from "./fixtures";

const ADMIN_KEY = "e2e-admin-key-5a1c9f";
const FAILED_ORDER = crypto.randomUUID();
const TAROT_ORDER = crypto.randomUUID();
const short = (id: string) => id.slice(0, 8);
/** Longer than a phone card's line: it must wrap, and only at the "@" or a dot. */
const LONG_EMAIL = "evangeline.whitmore.abernathy@readings.longfamilyname.example.com.au";

function seedSql(): string {
  const now = Date.now();
  const job = (type: string, status: string, attempts: number, error: string | null) =>
    `('${crypto.randomUUID()}', '${FAILED_ORDER}', '${type}', '${status}', 100, ${attempts}, ${
      error ? `'${error}'` : "NULL"
    }, ${status === "failed" ? now : "NULL"})`;
  return `
INSERT INTO orders (id, product_type, status, email, star_sign, birth_day, birth_month, birth_year, city,
  preference, relationship_status, first_name, original_price_cents, final_price_cents, payment_method,
  coupon_code, failure_reason, paid_at, created_at, updated_at)
VALUES ('${FAILED_ORDER}', 'soulmate', 'failed', 'stuck-order@example.com', 'scorpio', 3, 11, 1988, 'Ballarat',
  'men', 'divorced', 'Sam', 1499, 0, 'coupon', 'SOULMATE-FREE',
  'story failed after 6 attempts: model timed out', ${now - 60_000}, ${now - 120_000}, ${now - 60_000});
INSERT INTO coupon_redemptions (id, coupon_code, order_id, email, discount_cents)
VALUES ('${crypto.randomUUID()}', 'SOULMATE-FREE', '${FAILED_ORDER}', 'stuck-order@example.com', 1499);
INSERT INTO jobs (id, order_id, type, status, priority, attempts, last_error, finished_at) VALUES
  ${job("story", "failed", 6, "story failed after 6 attempts: model timed out")},
  ${job("storybook_pdf", "pending", 0, null)},
  ${job("card_set", "failed", 6, "card_set failed after 6 attempts: renderer crashed")},
  ${job("oracle_images", "pending", 0, null)},
  ${job("oracle_zip", "pending", 0, null)};
INSERT INTO orders (id, product_type, status, email, original_price_cents, final_price_cents, payment_method,
  paid_at, created_at)
VALUES ('${TAROT_ORDER}', 'tarot_reading', 'completed', '${LONG_EMAIL}', 1499, 1499, 'paypal',
  ${now - 300_000}, ${now - 300_000});
`;
}

let server: Awaited<ReturnType<typeof startLocalServer>>;
let browser: Browser;
let seedDir: string;

beforeAll(async () => {
  seedDir = mkdtempSync(path.join(tmpdir(), "admin-seed-"));
  const seedFile = path.join(seedDir, "admin-journey.sql");
  writeFileSync(seedFile, seedSql());
  server = await startLocalServer({ seed: true, seedFiles: [seedFile], vars: { ADMIN_KEY } });
  browser = await chromium.connect(inject("browserWsEndpoint"));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(seedDir, { recursive: true, force: true });
});

/** A fresh context per test, on this file's own server, collecting console errors. */
function usePage(viewport = { width: 1280, height: 800 }) {
  const state = { page: undefined as unknown as Page, errors: [] as string[] };
  let context: BrowserContext;
  beforeEach(async () => {
    context = await browser.newContext({ viewport, baseURL: server.url });
    state.errors = [];
    state.page = await context.newPage();
    state.page.on("console", (message) => {
      // A refused key is an expected 401 in one test; anything else is a bug.
      if (message.type() === "error" && !message.text().includes("401")) state.errors.push(message.text());
    });
    state.page.on("pageerror", (error) => state.errors.push(`pageerror: ${error.message}`));
  });
  afterEach(async () => {
    await context.close();
  });
  return state;
}

/** How many lines each text node of an element spans, and the element's own line count. */
function textLines(locator: Locator) {
  return locator.evaluate((el) => {
    const runs: { text: string; lines: number }[] = [];
    const tops = new Set<number>();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      const own = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      for (const top of own) tops.add(top);
      runs.push({ text: node.textContent ?? "", lines: own.size });
    }
    return { runs, total: tops.size };
  });
}

const statValue = (page: Page, label: string) =>
  page
    .locator("dt", { hasText: new RegExp(`^${label}$`) })
    .first()
    .locator("xpath=following-sibling::dd[1]");

describe("the operator's dashboard", () => {
  const state = usePage();

  it("logs in, reads the stats, filters orders, replays a failed order until it is delivered, refunds it, makes a coupon the quiz accepts, and logs out", {
    timeout: 150_000,
  }, async () => {
    const { page } = state;
    await gotoReady(page, "/admin");
    const unlock = page.getByRole("button", { name: "Unlock" });
    await expect.poll(() => unlock.isDisabled()).toBe(true);
    await expectNoAxeViolations(page, "/admin key gate");

    await page.getByLabel("Admin key").fill(ADMIN_KEY);
    await unlock.click();
    await page.getByText("Admin access granted").first().waitFor();

    // Real stats for the seeded shop: one failed soulmate order, one tarot reading.
    await expect.poll(() => statValue(page, "Total orders").textContent()).toBe("2");
    expect(await statValue(page, "Failed").first().textContent()).toBe("1");
    expect(await statValue(page, "Delivered").textContent()).toBe("0");
    expect(await statValue(page, "Revenue estimate").textContent()).toBe("A$0.00");

    const orders = page.getByRole("table", { name: /^Orders/ });
    await orders.getByRole("button", { name: `${short(TAROT_ORDER)}: open order details` }).waitFor();
    // A tarot reading never offers Replay.
    expect(await page.getByRole("button", { name: `Replay order ${short(TAROT_ORDER)}` }).count()).toBe(0);

    await page.getByLabel("Order status").selectOption("failed");
    const failedTable = page.getByRole("table", { name: "Orders: Failed" });
    await failedTable.waitFor();
    expect(await failedTable.getByRole("row").count()).toBe(2); // header + the failed order
    expect(await failedTable.textContent()).toContain(short(FAILED_ORDER));
    expect(await failedTable.textContent()).not.toContain(FAILED_ORDER);

    // The dead-letter view shows why it failed.
    await page.getByRole("tab", { name: "Failed jobs" }).click();
    const dead = page.getByRole("table", { name: "Failed jobs" });
    await dead.getByText("card_set failed after 6 attempts: renderer crashed").waitFor();
    await expectNoAxeViolations(page, "/admin failed jobs");
    await page.getByRole("tab", { name: "Orders" }).click();

    await failedTable.getByRole("button", { name: `Replay order ${short(FAILED_ORDER)}` }).click();
    await page.getByText("Order replay initiated").first().waitFor();

    // The real queue builds the pack; the list follows it to delivered.
    await page.getByLabel("Order status").selectOption("");
    const row = page.getByRole("table", { name: "Orders" }).getByRole("row", { name: new RegExp(short(FAILED_ORDER)) });
    await expect
      .poll(
        async () => {
          await page.getByRole("button", { name: "Refresh orders" }).click();
          return row.textContent();
        },
        { timeout: 90_000, interval: 2_000 },
      )
      .toContain("Delivered");
    expect(await row.getByRole("button", { name: /^Replay/ }).count()).toBe(0);
    await expect.poll(() => statValue(page, "Delivered").textContent(), { timeout: 15_000 }).toBe("1");
    expect(await statValue(page, "Revenue estimate").textContent()).toBe("A$14.99");
    await expectNoAxeViolations(page, "/admin dashboard");

    // Its detail: every job completed, then a refund (a coupon order: no provider call).
    await row.getByRole("button", { name: `${short(FAILED_ORDER)}: open order details` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Quiz answers").waitFor();
    expect(await dialog.textContent()).toContain("Ballarat");
    await expectNoAxeViolations(page, "/admin order detail");
    await dialog.getByRole("button", { name: "Refund…" }).click();
    await dialog.getByLabel("Reason (kept in the audit log)").fill("Delivered late, goodwill refund");
    await dialog.getByRole("button", { name: "Confirm refund" }).click();
    await page.getByText("Order refunded").first().waitFor();
    await expect.poll(() => dialog.textContent()).toContain("Refunded");
    await dialog.getByRole("button", { name: "Close" }).click();

    // A coupon made here works in the quiz.
    await page.getByRole("tab", { name: "Coupons" }).click();
    await page.getByLabel("Code").fill("HALF-PRICE");
    await page.getByLabel("Kind").selectOption("percent");
    await page.getByLabel("Percent off").fill("50");
    await page.getByLabel("Product").selectOption("soulmate");
    await page.getByRole("button", { name: "Create coupon" }).click();
    await page.getByText("Coupon created").first().waitFor();
    await page.getByRole("table", { name: "Coupons" }).getByText("HALF-PRICE").waitFor();
    const prepared = await page.request.post("/api/quiz/prepare", {
      data: {
        starSign: "leo",
        birthday: { day: 9, month: 8, year: 1990 },
        city: "Darwin",
        preference: "women",
        relationshipStatus: "single",
        firstName: "Kim",
        email: "half-price@example.com",
      },
    });
    expect(prepared.status()).toBe(201);
    const { orderId } = (await prepared.json()) as { orderId: string };
    const applied = await page.request.post("/api/coupons/apply", { data: { orderId, couponCode: "half-price" } });
    expect(await applied.json()).toEqual({ applied: true, free: false, orderId, error: null });

    // The audit log has it all.
    await page.getByRole("tab", { name: "Audit log" }).click();
    const audit = page.getByRole("table", { name: "Audit log" });
    await audit.getByText("Coupon create").waitFor();
    const auditText = await audit.textContent();
    for (const action of ["Order replay", "Order refund", "Order view", "Coupon create"]) {
      expect(auditText).toContain(action);
    }
    await expectNoAxeViolations(page, "/admin audit log");

    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByText("Logged out").first().waitFor();
    await page.getByLabel("Admin key").waitFor();
    expect(await page.evaluate(() => localStorage.getItem("soulmate-admin-key"))).toBeNull();
    expect(state.errors).toEqual([]);
  });

  it("keeps its code out of the public pages: the landing page never loads the admin chunk", async () => {
    const { page } = state;
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await gotoReady(page, "/");
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /\/assets\/admin-/.test(url))).toEqual([]);
    for (const url of scripts) {
      const body = await (await page.request.get(url)).text();
      expect(body, url).not.toContain("x-admin-key");
    }
  });

  it('breaks a long email in the orders table only at the "@" or a dot', async () => {
    const { page } = state;
    await page.addInitScript((key) => localStorage.setItem("soulmate-admin-key", key), ADMIN_KEY);
    await gotoReady(page, "/admin");
    const cell = page.getByRole("table", { name: "Orders" }).getByRole("cell", { name: LONG_EMAIL });
    await cell.waitFor();
    const lines = await textLines(cell);
    expect(lines.runs.filter((run) => run.lines > 1)).toEqual([]);
  });

  it("shows a wrong key's refusal as an error, not as data", async () => {
    const { page } = state;
    await page.addInitScript(() => localStorage.setItem("soulmate-admin-key", "not-the-key"));
    await gotoReady(page, "/admin");
    const alert = page.getByRole("alert").filter({ hasText: "Failed to fetch stats" });
    await alert.waitFor();
    // The server's sentence, then the spec's line for a failed call: the status, a colon and a space, then the body.
    const text = (await alert.textContent()) ?? "";
    expect(text).toContain("Invalid admin key");
    expect(text).toMatch(/401: \{"error":"Invalid admin key"/);
  });
});

describe("the dashboard on a phone", () => {
  const state = usePage({ width: 360, height: 740 });

  it("stacks orders as readable cards with no sideways scrolling, and passes axe", async () => {
    const { page } = state;
    await page.addInitScript((key) => localStorage.setItem("soulmate-admin-key", key), ADMIN_KEY);
    await gotoReady(page, "/admin");
    const list = page.getByRole("list", { name: "Orders" });
    await list.getByText(short(TAROT_ORDER)).waitFor();
    expect(await page.getByRole("table", { name: "Orders" }).count()).toBe(0);
    // The long address wraps, but never inside a word: each run of text between breaks sits on one line.
    const card = list.locator("li", { hasText: short(TAROT_ORDER) });
    const email = card.locator("dd", { hasText: LONG_EMAIL });
    const lines = await textLines(email);
    expect(lines.runs.filter((run) => run.lines > 1)).toEqual([]);
    expect(lines.total).toBeGreaterThan(1); // it did wrap: on one line the check above would prove nothing
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, "/admin on a phone");
    expect(state.errors).toEqual([]);
  });
});
