/**
 * Issue 7, accessibility: axe-core (WCAG 2.0, 2.1 and 2.2 A and AA) on every
 * route of the shop and on the states a visitor meets there: the landing page
 * with its samples lightbox, the tarot landing, each of the tarot session's
 * five steps, the saved reading, My Orders (empty, nothing found, with
 * orders), the result page (processing, delivered, failed, not found), the
 * admin dashboard (key gate, refused key, every tab, a filter, an order in
 * full), the legal pages and the 404 page, with toasts showing where a step
 * raises one. The main pages are scanned again on a 360 px phone.
 */
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { A11Y_ADMIN_KEY, adminSeedSql, axeCounter, FAILED_ORDER_EMAIL, logFigure, TOASTS } from "./a11y-helpers";
import { expectNoAxeViolations, gotoReady, useAdminServer, useBrowserPage } from "./fixtures";

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 780 };
const MISSING_ID = "00000000-0000-4000-8000-000000000000";

/** The router's patterns each scan belongs to; the figure counts the distinct ones. */
const ROUTES = [
  "/",
  "/tarot",
  "/tarot/session/:id",
  "/tarot/reading/:id",
  "/portal",
  "/result/:orderId",
  "/admin",
  "/privacy",
  "/terms",
  "/refunds",
  "404",
] as const;
type Route = (typeof ROUTES)[number];

const axe = axeCounter();
const routesScanned = new Set<Route>();
let phoneScans = 0;

async function scan(page: Page, route: Route, label: string, include: string[] = []) {
  await axe.scan(page, `${route} ${label}`, include);
  routesScanned.add(route);
  if (page.viewportSize()?.width === PHONE.width) phoneScans++;
}

/** Pages reached in the laptop tests, scanned again on the phone. */
const found = { resultPath: "", readingPath: "", portalEmail: "" };

afterAll(() => {
  logFigure("routes scanned by axe", `${routesScanned.size} of ${ROUTES.length}`);
  logFigure("page states scanned by axe", axe.labels.length);
  logFigure("scans at 360 px", phoneScans);
});

describe("axe itself", () => {
  const browser = useBrowserPage(LAPTOP);

  it("reports a violation planted in a page, so a clean scan means something", async () => {
    const { page } = browser;
    await gotoReady(page, "/privacy");
    await page.evaluate(() => {
      const field = document.createElement("input");
      field.type = "text";
      document.querySelector("main")?.appendChild(field);
    });
    await expect(expectNoAxeViolations(page, "planted unlabelled field")).rejects.toThrow(/label/);
  });
});

describe("public pages on a laptop", () => {
  const browser = useBrowserPage(LAPTOP);

  it("the landing page, its samples lightbox, the tarot landing, the legal pages and the 404 page", {
    timeout: 120_000,
  }, async () => {
    const { page } = browser;
    await gotoReady(page, "/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await scan(page, "/", "landing");
    await page.locator("#samples button").first().click();
    await page.getByRole("dialog").getByText("1 of 6").waitFor();
    await scan(page, "/", "samples lightbox", ['[role="dialog"]']);
    await page.keyboard.press("Escape");

    await gotoReady(page, "/tarot");
    await page.getByRole("heading", { level: 1, name: "AI Tarot Reading" }).waitFor();
    await scan(page, "/tarot", "tarot landing");
    const coupon = page.locator("#checkout").getByLabel("Coupon code");
    await coupon.fill("NOT-A-REAL-CODE");
    await coupon.press("Enter");
    await page.getByText("Invalid Coupon").first().waitFor();
    await scan(page, "/tarot", "refused coupon toast");

    for (const [path, heading] of [
      ["/privacy", "Privacy Policy"],
      ["/terms", "Terms of Service"],
      ["/refunds", "Refund Policy"],
    ] as const) {
      await gotoReady(page, path);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      await scan(page, path, heading);
    }

    await gotoReady(page, "/no/such/page");
    await page.getByRole("heading", { level: 1, name: "Page Not Found" }).waitFor();
    await scan(page, "404", "unknown path");
    expect(browser.errors.filter((e) => !e.includes("status of 404"))).toEqual([]);
  });

  it("My Orders empty and with nothing found, and the not-found states of results, sessions and readings", {
    timeout: 90_000,
  }, async () => {
    const { page } = browser;
    await gotoReady(page, "/portal");
    await page.getByRole("heading", { level: 1, name: "My Orders" }).waitFor();
    await scan(page, "/portal", "empty form");
    await page.getByLabel("Email address").fill("nobody-here@example.com");
    await page.getByLabel("Email address").press("Enter");
    await page.getByRole("heading", { name: "No orders found for this email" }).waitFor();
    await page.locator(TOASTS).getByText("No order found for this email").waitFor();
    await scan(page, "/portal", "no orders found, with its toast");

    await gotoReady(page, `/result/${MISSING_ID}?email=nobody-here@example.com`);
    await page.getByRole("heading", { name: "Order not found or still processing" }).waitFor();
    await scan(page, "/result/:orderId", "not found");

    await gotoReady(page, `/tarot/session/${MISSING_ID}`);
    await page.getByRole("heading", { name: "Session Not Found" }).waitFor();
    await scan(page, "/tarot/session/:id", "not found");

    await gotoReady(page, `/tarot/reading/${MISSING_ID}`);
    await page.getByRole("heading", { name: "Reading Not Found" }).waitFor();
    await scan(page, "/tarot/reading/:id", "not found");
    // The three lookups above answer 404 on purpose.
    expect(browser.errors.filter((e) => !e.includes("status of 404"))).toEqual([]);
  });

  it("a soulmate order's result page while unpaid and once delivered, and My Orders listing it", {
    timeout: 150_000,
  }, async () => {
    const { page } = browser;
    const email = `a11y-result-${Date.now()}@example.com`;
    const prepared = await page.request.post("/api/quiz/prepare", {
      data: {
        starSign: "capricorn",
        birthday: { day: 2, month: 1, year: 1979 },
        city: "Alice Springs",
        preference: "men",
        relationshipStatus: "just-curious",
        firstName: "Mel",
        email,
      },
    });
    expect(prepared.status()).toBe(201);
    const { orderId } = (await prepared.json()) as { orderId: string };
    const resultPath = `/result/${orderId}?email=${encodeURIComponent(email)}`;

    await gotoReady(page, resultPath);
    await page.getByRole("heading", { name: "We haven't received payment for this order" }).waitFor();
    await scan(page, "/result/:orderId", "awaiting payment");

    const applied = await page.request.post("/api/coupons/apply", {
      data: { orderId, couponCode: "SOULMATE-FREE" },
    });
    expect((await applied.json()) as { free: boolean }).toMatchObject({ applied: true, free: true });
    // The page asks again every 5 s; the local queue builds the pack in about ten.
    await page.getByRole("heading", { name: "Your Soulmate Story Is Ready" }).waitFor({ timeout: 100_000 });
    await expect
      .poll(() => page.locator('main a[href^="/api/"]').count(), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(13);
    await scan(page, "/result/:orderId", "delivered");
    found.resultPath = resultPath;

    await gotoReady(page, "/portal");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Email address").press("Enter");
    await page.getByRole("heading", { name: "Your downloads" }).waitFor();
    await scan(page, "/portal", "a delivered order with its downloads");
    expect(browser.errors).toEqual([]);
  });

  it("the tarot session at each of its five steps, the saved reading with its share toast, and My Orders with the reading", {
    timeout: 150_000,
  }, async () => {
    const { page } = browser;
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    const email = `a11y-tarot-${Date.now()}@example.com`;
    await gotoReady(page, "/tarot");
    const checkout = page.locator("#checkout");
    await checkout.getByLabel(/^Email/).fill(email);
    await checkout.getByLabel("Coupon code").fill("TAROT-FREE");
    await checkout.getByLabel("Coupon code").press("Enter");
    await checkout.getByText("Coupon Applied!").waitFor();
    await scan(page, "/tarot", "free coupon applied, with its toast");
    await page.waitForURL(/\/tarot\/session\/[0-9a-f-]{36}$/);

    await page.getByRole("heading", { name: "Set your intention" }).waitFor();
    await scan(page, "/tarot/session/:id", "step 1, intention");
    await page.getByLabel("Your question or intention").fill("Where should my attention go this winter?");

    // Hold the shuffle call until the shuffling step has been scanned: it shows for only 2 s otherwise.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/tarot/sessions/*/shuffle", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Continue to Shuffle" }).click();
    await page.getByRole("heading", { name: "Shuffling the cosmic deck..." }).waitFor();
    await scan(page, "/tarot/session/:id", "step 2, shuffling");
    release();

    await page.getByRole("heading", { name: "Choose your spread" }).waitFor({ timeout: 20_000 });
    await scan(page, "/tarot/session/:id", "step 3, spread");
    await page.getByRole("button", { name: /Past\/Present\/Future/ }).click();
    await page.getByRole("heading", { name: "Reveal your cards" }).waitFor();
    await page.getByRole("button", { name: /^Reveal card 1:/ }).click();
    await page.getByRole("button", { name: /^Card 1, / }).waitFor();
    await scan(page, "/tarot/session/:id", "step 4, reveal with one card turned");
    await page.getByRole("button", { name: /^Reveal card 2:/ }).click();
    await page.getByRole("button", { name: /^Reveal card 3:/ }).click();
    await page.getByRole("button", { name: "Get AI Interpretation" }).waitFor();
    await scan(page, "/tarot/session/:id", "step 4, every card turned");

    await page.getByRole("button", { name: "Get AI Interpretation" }).click();
    await page.getByText("Your reading is saved.", { exact: false }).waitFor({ timeout: 60_000 });
    await scan(page, "/tarot/session/:id", "step 5, interpretation done");

    await page.getByRole("link", { name: "View Permalink" }).click();
    await page.getByRole("heading", { level: 1, name: "Saved Tarot Reading" }).waitFor();
    found.readingPath = new URL(page.url()).pathname;
    await scan(page, "/tarot/reading/:id", "saved reading");
    await page.getByRole("button", { name: "Share Reading" }).click();
    await page.locator(TOASTS).getByText("Reading permalink copied to clipboard!").waitFor();
    await scan(page, "/tarot/reading/:id", "link copied toast");

    await gotoReady(page, "/portal");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Email address").press("Enter");
    await page.getByRole("link", { name: "View reading" }).waitFor();
    await scan(page, "/portal", "a completed tarot reading");
    found.portalEmail = email;
    expect(browser.errors).toEqual([]);
  });
});

describe("the admin dashboard", () => {
  const failedOrderId = crypto.randomUUID();
  const tarotOrderId = crypto.randomUUID();
  const server = useAdminServer(A11Y_ADMIN_KEY, adminSeedSql(failedOrderId, tarotOrderId));
  const browser = useBrowserPage(LAPTOP, {
    baseURL: () => server.url,
    // The refused key is an expected 401.
    ignoreConsole: (text) => text.includes("401"),
  });

  it("the key gate, a refused key, every tab, a filter and an order in full, on a laptop and on a phone", {
    timeout: 120_000,
  }, async () => {
    const { page } = browser;
    await gotoReady(page, "/admin");
    await page.getByLabel("Admin key").waitFor();
    await scan(page, "/admin", "key gate");

    await page.getByLabel("Admin key").fill("not-the-admin-key");
    await page.getByRole("button", { name: "Unlock" }).click();
    await page.getByRole("alert").filter({ hasText: "Failed to fetch stats" }).waitFor();
    await scan(page, "/admin", "refused key");
    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByLabel("Admin key").fill(A11Y_ADMIN_KEY);
    await page.getByRole("button", { name: "Unlock" }).click();

    const orders = page.getByRole("table", { name: /^Orders/ });
    await orders.getByRole("button", { name: `${tarotOrderId.slice(0, 8)}: open order details` }).waitFor();
    await page.locator(TOASTS).getByText("Admin access granted").waitFor();
    await scan(page, "/admin", "orders tab, with the access toast");
    await page.getByLabel("Order status").selectOption("failed");
    await page.getByRole("table", { name: "Orders: Failed" }).waitFor();
    await scan(page, "/admin", "orders filtered to failed");

    for (const [tab, table] of [
      ["Jobs", "Jobs"],
      ["Failed jobs", "Failed jobs"],
      ["Emails", "Emails"],
      ["Coupons", "Coupons"],
    ] as const) {
      await page.getByRole("tab", { name: tab, exact: true }).click();
      await page.getByRole("table", { name: table }).waitFor();
      await scan(page, "/admin", `${tab} tab`);
    }

    await page.getByRole("tab", { name: "Orders" }).click();
    await page.getByLabel("Order status").selectOption("");
    await page
      .getByRole("table", { name: "Orders" })
      .getByRole("button", { name: `${tarotOrderId.slice(0, 8)}: open order details` })
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Audit trail").waitFor();
    await scan(page, "/admin", "order detail");
    await dialog.getByRole("button", { name: "Refund…" }).click();
    await dialog.getByLabel("Reason (kept in the audit log)").waitFor();
    await scan(page, "/admin", "order detail, refund form");
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });

    await page.getByRole("tab", { name: "Audit log" }).click();
    await page.getByRole("table", { name: "Audit log" }).getByText("Order view").first().waitFor();
    await scan(page, "/admin", "audit log tab");

    await page.setViewportSize(PHONE);
    await page.getByRole("tab", { name: "Orders" }).click();
    await page.getByRole("list", { name: "Orders" }).waitFor();
    await scan(page, "/admin", "orders as cards at 360 px");
    expect(browser.errors).toEqual([]);
  });

  it("the result page of an order that failed", async () => {
    const { page } = browser;
    await gotoReady(page, `/result/${failedOrderId}?email=${encodeURIComponent(FAILED_ORDER_EMAIL)}`);
    await page.getByRole("heading", { name: "This order failed to process" }).waitFor();
    await scan(page, "/result/:orderId", "failed");
    expect(browser.errors).toEqual([]);
  });
});

describe("the main pages on a 360 px phone", () => {
  const browser = useBrowserPage(PHONE);

  it("landing with its menu open, tarot, My Orders, a result, a reading, the legal pages and 404", {
    timeout: 120_000,
  }, async () => {
    const { page } = browser;
    await gotoReady(page, "/");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.locator("#landing-menu").getByRole("link", { name: "My Orders" }).waitFor();
    await scan(page, "/", "landing, menu open");

    await gotoReady(page, "/tarot");
    await page.getByRole("heading", { level: 1, name: "AI Tarot Reading" }).waitFor();
    await scan(page, "/tarot", "tarot landing");

    expect(found.portalEmail, "the tarot test left an email with orders").not.toBe("");
    await gotoReady(page, "/portal");
    await page.getByLabel("Email address").fill(found.portalEmail);
    await page.getByLabel("Email address").press("Enter");
    // Another browser than the one that bought it: the order is found, closed, with the offer of a link.
    await page.getByRole("button", { name: "Email me a link to open my orders" }).waitFor();
    await scan(page, "/portal", "a reading bought in another browser, closed");

    expect(found.resultPath, "the result test left a delivered order").not.toBe("");
    await gotoReady(page, found.resultPath);
    await page.getByRole("heading", { name: "Your Soulmate Story Is Ready" }).waitFor();
    await scan(page, "/result/:orderId", "delivered");

    expect(found.readingPath, "the tarot test left a saved reading").not.toBe("");
    await gotoReady(page, found.readingPath);
    await page.getByRole("heading", { level: 1, name: "Saved Tarot Reading" }).waitFor();
    await scan(page, "/tarot/reading/:id", "saved reading");

    for (const [path, heading] of [
      ["/privacy", "Privacy Policy"],
      ["/terms", "Terms of Service"],
      ["/refunds", "Refund Policy"],
    ] as const) {
      await gotoReady(page, path);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      await scan(page, path, heading);
    }
    await gotoReady(page, "/nowhere");
    await page.getByRole("heading", { level: 1, name: "Page Not Found" }).waitFor();
    await scan(page, "404", "unknown path");
    expect(browser.errors.filter((e) => !e.includes("status of 404"))).toEqual([]);
  });
});
