/**
 * The operator and the buyer emails, in Chromium on a shop of its own that sends email
 * (EMAIL_FROM set: wrangler dev's local Email Sending, nothing leaves the machine). A free-coupon
 * order earns its emails through the real pipeline and shows in the Emails tab; a seeded
 * failed email is sent again with Re-send, through the real queue, until it is sent.
 */
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, gotoReady, useAdminServer, useBrowserPage } from "./fixtures";

const ADMIN_KEY = "e2e-admin-emails-7c2d";
const SEEDED_ORDER = crypto.randomUUID();
const FAILED_EMAIL = crypto.randomUUID();
const short = (id: string) => id.slice(0, 8);

/** A delivered soulmate order whose "pack delivered" email failed for good (the dead-letter queue's mark). */
function seedSql(): string {
  const now = Date.now();
  return `
INSERT INTO orders (id, product_type, status, email, star_sign, birth_day, birth_month, birth_year, city,
  preference, relationship_status, first_name, original_price_cents, final_price_cents, payment_method,
  coupon_code, paid_at, delivered_at, created_at, updated_at)
VALUES ('${SEEDED_ORDER}', 'soulmate', 'delivered', 'resend-me@example.com', 'virgo', 2, 9, 1979, 'Bendigo',
  'men', 'single', 'Ros', 1499, 0, 'coupon', 'SOULMATE-FREE', ${now - 600_000}, ${now - 500_000},
  ${now - 700_000}, ${now - 500_000});
INSERT INTO emails (id, order_id, kind, recipient_masked, status, attempts, last_error, created_at, updated_at)
VALUES ('${FAILED_EMAIL}', '${SEEDED_ORDER}', 'pack_delivered', 'r•••@example.com', 'failed', 5,
  'E_DELIVERY_FAILED: the mail service was unavailable', ${now - 500_000}, ${now - 400_000});
`;
}

/** The dashboard, already unlocked, on the Emails tab. */
async function openEmailsTab(page: Parameters<typeof gotoReady>[0]) {
  await page.addInitScript((key) => localStorage.setItem("soulmate-admin-key", key), ADMIN_KEY);
  await gotoReady(page, "/admin");
  await page.getByRole("tab", { name: "Emails" }).click();
}

describe("the operator and the buyer emails", () => {
  const server = useAdminServer(ADMIN_KEY, seedSql(), { EMAIL_FROM: "Soulmate Stories <hello@localhost.test>" });

  describe("the Emails tab on a laptop", () => {
    const browser = useBrowserPage({ width: 1280, height: 800 }, { baseURL: () => server.url });

    it("shows the emails a free-coupon order earns, masked, and opens the order from one", {
      timeout: 120_000,
    }, async () => {
      const { page } = browser;
      const address = `emails-tab-${Date.now()}@example.com`;
      const prepared = await page.request.post(`${server.url}/api/quiz/prepare`, {
        data: {
          starSign: "taurus",
          birthday: { day: 4, month: 5, year: 1992 },
          city: "Geelong",
          preference: "women",
          relationshipStatus: "single",
          firstName: "Mel",
          email: address,
        },
      });
      expect(prepared.status()).toBe(201);
      const { orderId } = (await prepared.json()) as { orderId: string };
      const applied = await page.request.post(`${server.url}/api/coupons/apply`, {
        data: { orderId, couponCode: "SOULMATE-FREE" },
      });
      expect(await applied.json()).toMatchObject({ applied: true, free: true });

      await openEmailsTab(page);
      const table = page.getByRole("table", { name: "Emails" });
      const row = table.getByRole("row", { name: new RegExp(`Payment received.*${short(orderId)}`) });
      // The queue sends it through the local Email Sending; the list follows it to Sent.
      await expect
        .poll(
          async () => {
            await page.getByRole("button", { name: "Refresh emails" }).click();
            return (await row.count()) ? row.textContent() : "";
          },
          { timeout: 60_000, interval: 2_000 },
        )
        .toContain("Sent");
      const text = (await row.textContent()) ?? "";
      expect(text).toContain("Soulmate Stories");
      expect(text).toContain("@example.com");
      expect(text).not.toContain(address);
      await expectNoAxeViolations(page, "/admin emails tab");

      await row.getByRole("button", { name: `${short(orderId)}: open order details` }).click();
      const dialog = page.getByRole("dialog");
      const emails = dialog.getByRole("table", { name: `Emails for order ${short(orderId)}` });
      await emails.getByText("Payment received").waitFor();
      await expectNoAxeViolations(page, "/admin order detail with emails");
      expect(browser.errors).toEqual([]);
    });

    it("re-sends a failed email: asks, queues it, says so, and the list follows it to Sent", {
      timeout: 90_000,
    }, async () => {
      const { page } = browser;
      await openEmailsTab(page);
      await page.getByLabel("Email status").selectOption("failed");
      const failedTable = page.getByRole("table", { name: "Emails: Failed" });
      const row = failedTable.getByRole("row", { name: new RegExp(short(SEEDED_ORDER)) });
      await row.getByText("E_DELIVERY_FAILED: the mail service was unavailable").waitFor();
      expect(await row.textContent()).toContain("r•••@example.com");

      await row.getByRole("button", { name: `Re-send Pack delivered email for order ${short(SEEDED_ORDER)}` }).click();
      await row.getByText("Send the pack delivered email to r•••@example.com again?").waitFor();
      await expectNoAxeViolations(page, "/admin emails tab, re-send question");
      await row.getByRole("button", { name: /^Confirm re-send/ }).click();
      await page.getByText("Email queued to send again").first().waitFor();
      // The row no longer offers Re-send; focus went to the tab's panel, not to the page's body.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("tabpanel");

      await page.getByLabel("Email status").selectOption("");
      const all = page
        .getByRole("table", { name: "Emails" })
        .getByRole("row", { name: new RegExp(short(SEEDED_ORDER)) });
      await expect
        .poll(
          async () => {
            await page.getByRole("button", { name: "Refresh emails" }).click();
            return all.textContent();
          },
          { timeout: 60_000, interval: 2_000 },
        )
        .toContain("Sent");
      expect(await all.getByRole("button", { name: /^Re-send/ }).count()).toBe(0);

      await page.getByRole("tab", { name: "Audit log" }).click();
      await page.getByRole("table", { name: "Audit log" }).getByText("Pack delivered email").first().waitFor();
      expect(browser.errors).toEqual([]);
    });

    it("filters by one order's whole id", async () => {
      const { page } = browser;
      await openEmailsTab(page);
      await page.getByLabel("Order id").fill(SEEDED_ORDER);
      await page.getByRole("button", { name: "Filter" }).click();
      const table = page.getByRole("table", { name: `Emails, order ${short(SEEDED_ORDER)}` });
      await table.getByText("Pack delivered").waitFor();
      expect(await table.getByRole("row").count()).toBe(2);
      expect(new URL(page.url()).searchParams.get("emailOrder")).toBe(SEEDED_ORDER);
      expect(browser.errors).toEqual([]);
    });
  });

  describe("the Emails tab on a 360 px phone", () => {
    const browser = useBrowserPage({ width: 360, height: 740 }, { baseURL: () => server.url });

    it("stacks emails as cards with no sideways scrolling, and passes axe", async () => {
      const { page } = browser;
      await openEmailsTab(page);
      const list = page.getByRole("list", { name: "Emails" });
      await list.getByText("Pack delivered").first().waitFor();
      expect(await page.getByRole("table", { name: "Emails" }).count()).toBe(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page, "/admin emails on a phone");
      expect(browser.errors).toEqual([]);
    });
  });
});
