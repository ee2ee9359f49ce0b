/**
 * My Orders: found by email, opened by proof (docs/decisions/0048), in Chromium on a shop of its
 * own that sends email (wrangler dev's local Email Sending: nothing leaves the machine; its log
 * says where each email's text is). A reader finishes a tarot reading in one browser; a second
 * browser (a 360 px phone) finds the orders by email and sees their statuses but nothing inside
 * them, asks for a link, opens it from the email and sees everything; the link then opens nothing.
 */
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SIGN_IN_LINK_SENT, SIGN_IN_LINK_SPENT } from "../../src/shared/my-orders";
import { expectNoAxeViolations, gotoReady, useAdminServer, useBrowserPage } from "./fixtures";

const ADMIN_KEY = "e2e-my-orders-5d1f";
const EMAIL = `proof-${Date.now()}@example.com`;
const QUESTION = "Should I take the job in Lisbon or stay near my sister?";
const PACK = crypto.randomUUID();
const short = (id: string) => id.slice(0, 8);

/** A delivered Soulmate Story for the same address, made in some other browser, with its story and storybook. */
function seedSql(): string {
  const now = Date.now();
  const file = (name: string, kind: string, type: string) =>
    `('${crypto.randomUUID()}', '${PACK}', '${kind}', '${name}', 'orders/${PACK}/${name}', '${type}', 100, ${now})`;
  return `
INSERT INTO orders (id, product_type, status, email, star_sign, birth_day, birth_month, birth_year, city,
  preference, relationship_status, first_name, original_price_cents, final_price_cents, payment_method,
  coupon_code, owner_key_hash, paid_at, delivered_at, created_at, updated_at)
VALUES ('${PACK}', 'soulmate', 'delivered', '${EMAIL}', 'leo', 3, 8, 1988, 'Fremantle', 'men', 'single', 'Jo',
  1499, 0, 'coupon', 'SOULMATE-FREE', 'another-browser', ${now - 600_000}, ${now - 500_000}, ${now - 700_000},
  ${now - 500_000});
INSERT INTO artifacts (id, order_id, kind, name, r2_key, content_type, size_bytes, created_at) VALUES
  ${file("story.json", "story", "application/json")},
  ${file("storybook.pdf", "storybook_pdf", "application/pdf")};
`;
}

/** The reader's own browser: a free reading, asked, shuffled, one card, read to the end. */
async function finishReading(page: Page) {
  const created = await page.request.post("/api/tarot/create-order", { data: { email: EMAIL } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const applied = await page.request.post("/api/tarot/coupons/apply", {
    data: { tarotOrderId: id, couponCode: "TAROT-FREE" },
  });
  const { redirectUrl } = (await applied.json()) as { redirectUrl: string };
  const session = `/api${redirectUrl.replace("/tarot/session/", "/tarot/sessions/")}`;
  expect((await page.request.post(`${session}/shuffle`, { data: { intention: QUESTION } })).status()).toBe(200);
  expect((await page.request.post(`${session}/select-spread`, { data: { spreadType: "one_card" } })).status()).toBe(
    200,
  );
  expect(await (await page.request.get(`${session}/interpret`)).text()).toContain('"done":true');
  return id;
}

async function findOrders(page: Page, email = EMAIL) {
  await gotoReady(page, "/portal");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Find My Orders" }).click();
  await page.getByRole("heading", { level: 2, name: `2 orders for ${email}` }).waitFor();
}

/** The sign-in email's link, from the text file the local Email Sending wrote (its log says where). */
async function linkFromEmail(logs: () => string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const sent = logs()
          .split("send_email binding called with MessageBuilder:")
          .find((block) => block.includes(`To: ${EMAIL}`) && block.includes("Subject: Your link to open your orders"));
        const file = sent && /Text: (\S+\.txt)/.exec(sent)?.[1];
        link = file
          ? /https?:\/\/\S+\/portal#token=[A-Za-z0-9_-]{43}/.exec(readFileSync(file, "utf8"))?.[0]
          : undefined;
        return link;
      },
      { timeout: 60_000, interval: 1_000 },
    )
    .toBeTruthy();
  return link as string;
}

describe("My Orders: found by email, opened by proof", () => {
  const server = useAdminServer(ADMIN_KEY, seedSql(), { EMAIL_FROM: "Soulmate Stories <hello@localhost.test>" });
  const reader = useBrowserPage({ width: 1280, height: 800 }, { baseURL: () => server.url });

  it("shows a second browser the statuses only, then everything once it opens the emailed link, which works once", {
    timeout: 180_000,
  }, async () => {
    const readingOrder = await finishReading(reader.page);

    // The browser that made the reading sees it, question and all.
    await findOrders(reader.page);
    await reader.page.getByRole("link", { name: "View reading" }).waitFor();
    expect(await reader.page.locator("main").textContent()).toContain(QUESTION.slice(0, 50));

    // A second browser, a phone, with only the email.
    const chromium = reader.page.context().browser() as Browser;
    const phone = await chromium.newContext({ viewport: { width: 360, height: 740 }, baseURL: server.url });
    const third = await chromium.newContext({ baseURL: server.url });
    try {
      const page = await phone.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await findOrders(page);
      const main = page.locator("main");
      const badges = await page.getByTestId("status-badge").allTextContents();
      expect(badges).toEqual(["Completed", "Delivered"]);
      const text = (await main.textContent()) ?? "";
      expect(text).toContain(`Order ${short(readingOrder)}`);
      expect(text).toContain(`Order ${short(PACK)}`);
      expect(text).toContain("Your files are ready.");
      for (const hidden of [QUESTION.slice(0, 20), "Fremantle"]) expect(text).not.toContain(hidden);
      expect(await main.locator('a[href^="/api/"], a[href^="/tarot/"]').count()).toBe(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page, "/portal, orders closed, 360 px");

      await page.getByRole("button", { name: "Email me a link to open my orders" }).click();
      await page.getByRole("status").filter({ hasText: SIGN_IN_LINK_SENT }).waitFor();
      await expectNoAxeViolations(page, "/portal, link sent, 360 px");

      // The outbox sent it (the operator sees it masked, under the address's newest order).
      const emails = await page.request.get(`/api/admin/emails?orderId=${readingOrder}`, {
        headers: { "x-admin-key": ADMIN_KEY },
      });
      const listed = (await emails.json()) as { emails: { kind: string; recipient: string }[] };
      expect(listed.emails.map((e) => e.kind)).toContain("my_orders_link");
      expect(JSON.stringify(listed)).not.toContain(EMAIL);

      const link = new URL(await linkFromEmail(server.logs));
      await page.goto(`/portal${link.hash}`);
      await page.getByRole("link", { name: "View reading" }).waitFor();
      // The token left the address bar as the page landed.
      expect(page.url()).not.toContain("token");
      const opened = (await main.textContent()) ?? "";
      expect(opened).toContain(QUESTION.slice(0, 50));
      await page.getByRole("link", { name: /View animated story/ }).waitFor();
      await page
        .getByRole("link", { name: /Storybook PDF/ })
        .first()
        .waitFor();
      expect(await page.getByRole("button", { name: "Email me a link to open my orders" }).count()).toBe(0);
      await expectNoAxeViolations(page, "/portal, opened by the link, 360 px");

      // The same link in any other browser (or this one again) opens nothing.
      const again = await third.newPage();
      await again.goto(`/portal${link.hash}`);
      await again.getByRole("alert").filter({ hasText: SIGN_IN_LINK_SPENT }).waitFor();
      expect(again.url()).not.toContain("token");
      expect(await again.getByTestId("status-badge").count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await phone.close();
      await third.close();
    }
    expect(reader.errors).toEqual([]);
  });
});
