/**
 * Shared by the a11y-*.test.ts files: the admin shop's starting rows, a
 * counter of axe scans for the suite's figures, and the keyboard helpers that
 * move focus with Tab alone and check that every stop shows where it is.
 */
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { expectNoAxeViolations } from "./fixtures";

export const A11Y_ADMIN_KEY = "a11y-admin-key-7d3e20b4";
export const FAILED_ORDER_EMAIL = "stalled-pack@example.com";

/** A soulmate order the dead-letter queue failed (two jobs failed, three never ran) and a finished tarot order. */
export function adminSeedSql(failedOrderId: string, tarotOrderId: string): string {
  const now = Date.now();
  const job = (type: string, status: "failed" | "pending", error?: string) =>
    `('${crypto.randomUUID()}', '${failedOrderId}', '${type}', '${status}', 100, ${status === "failed" ? 6 : 0}, ${
      error ? `'${error}'` : "NULL"
    }, ${status === "failed" ? now - 30_000 : "NULL"})`;
  return `
INSERT INTO orders (id, product_type, status, email, star_sign, birth_day, birth_month, birth_year, city,
  preference, relationship_status, first_name, original_price_cents, final_price_cents, payment_method,
  coupon_code, failure_reason, paid_at, created_at, updated_at)
VALUES ('${failedOrderId}', 'soulmate', 'failed', '${FAILED_ORDER_EMAIL}', 'pisces', 21, 3, 1985, 'Launceston',
  'women', 'widowed', 'Jo', 1499, 0, 'coupon', 'SOULMATE-FREE', 'story: renderer gave up after 6 tries',
  ${now - 90_000}, ${now - 180_000}, ${now - 30_000});
INSERT INTO coupon_redemptions (id, coupon_code, order_id, email, discount_cents)
VALUES ('${crypto.randomUUID()}', 'SOULMATE-FREE', '${failedOrderId}', '${FAILED_ORDER_EMAIL}', 1499);
INSERT INTO jobs (id, order_id, type, status, priority, attempts, last_error, finished_at) VALUES
  ${job("story", "failed", "story: renderer gave up after 6 tries")},
  ${job("storybook_pdf", "pending")},
  ${job("card_set", "failed", "card_set: font subset missing after 6 tries")},
  ${job("oracle_images", "pending")},
  ${job("oracle_zip", "pending")};
INSERT INTO orders (id, product_type, status, email, original_price_cents, final_price_cents, payment_method,
  paid_at, created_at)
VALUES ('${tarotOrderId}', 'tarot_reading', 'completed', 'seeker@example.com', 1499, 1499, 'paypal',
  ${now - 600_000}, ${now - 600_000});
INSERT INTO emails (id, order_id, kind, recipient_masked, status, attempts, last_error, sent_at, created_at, updated_at)
VALUES ('${crypto.randomUUID()}', '${failedOrderId}', 'order_failed', 's•••@example.com', 'failed', 5,
  'E_DELIVERY_FAILED: the mail service was unavailable', NULL, ${now - 20_000}, ${now - 10_000}),
  ('${crypto.randomUUID()}', '${tarotOrderId}', 'reading_receipt', 's•••@example.com', 'sent', 1, NULL,
  ${now - 590_000}, ${now - 595_000}, ${now - 590_000});
`;
}

/** The toasts' live region (Radix Toast's viewport), for scans narrowed to a dialog. */
export const TOASTS = '[role="region"][aria-label^="Notifications"]';

/** Counts axe scans per file, for the suite's figures. */
export function axeCounter() {
  const labels: string[] = [];
  return {
    labels,
    async scan(page: Page, label: string, include: string[] = []) {
      await expectNoAxeViolations(page, label, include);
      labels.push(label);
    },
  };
}

export function logFigure(name: string, value: string | number) {
  console.log(`FIGURE ${name}: ${value}`);
}

/** What has focus, and whether it shows it: a visible outline of 2 px or more, drawn for :focus-visible. */
export type FocusInfo = {
  tag: string;
  name: string;
  ring: boolean;
  visible: boolean;
  inDialog: boolean;
};

/** The focused element; null when focus is on <body> (lost) or nowhere. */
export function focusInfo(page: Page): Promise<FocusInfo | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return null;
    // A visually hidden radio or checkbox draws its ring on the label around it.
    const hiddenInput = el.matches('input[type="radio"], input[type="checkbox"]') && el.closest("label");
    const shown = (hiddenInput || el) as HTMLElement;
    const style = getComputedStyle(shown);
    // Every control here shows focus with an outline (app.css's :focus-visible rule); a shadow is
    // not counted, since some buttons wear one all the time. A transparent outline is no indicator.
    const alpha = style.outlineColor.match(/rgba?\(([^)]+)\)/)?.[1]?.split(",")[3];
    const outline =
      style.outlineStyle !== "none" &&
      Number.parseFloat(style.outlineWidth) >= 2 &&
      (alpha === undefined || Number.parseFloat(alpha) > 0);
    const rect = shown.getBoundingClientRect();
    const label =
      el.getAttribute("aria-label") ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      el.textContent ??
      el.getAttribute("id") ??
      "";
    return {
      tag: el.tagName.toLowerCase(),
      name: label.replace(/\s+/g, " ").trim(),
      ring: outline && el.matches(":focus-visible"),
      visible: rect.width > 0 && rect.height > 0,
      inDialog: Boolean(el.closest('[role="dialog"], [role="alertdialog"]')),
    };
  });
}

/** Focus is somewhere other than <body>, and it is a visible control with a visible focus indicator. */
export async function expectVisibleFocus(page: Page, context: string): Promise<FocusInfo> {
  const info = await focusInfo(page);
  expect(info, `${context}: focus was lost to <body>`).not.toBeNull();
  const focus = info as FocusInfo;
  expect(focus.visible, `${context}: ${focus.tag} "${focus.name}" is not visible`).toBe(true);
  expect(focus.ring, `${context}: ${focus.tag} "${focus.name}" has no visible focus indicator`).toBe(true);
  return focus;
}

/** Focus is not on <body> (a heading or landmark that took focus programmatically counts). */
export async function expectFocusKept(page: Page, context: string): Promise<FocusInfo> {
  const info = await focusInfo(page);
  expect(info, `${context}: focus was lost to <body>`).not.toBeNull();
  return info as FocusInfo;
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus. Every stop on the way
 * must be a visible control showing a focus indicator (and, with `inDialog`,
 * inside the open dialog); returns how many presses it took.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  {
    backwards = false,
    max = 80,
    context = "",
    inDialog = false,
  }: { backwards?: boolean; max?: number; context?: string; inDialog?: boolean } = {},
): Promise<number> {
  const key = backwards ? "Shift+Tab" : "Tab";
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(key);
    const info = await expectVisibleFocus(page, `${context} ${key} #${presses}`);
    if (inDialog) expect(info.inDialog, `${context}: ${info.tag} "${info.name}" is outside the dialog`).toBe(true);
    if (await isFocused(target)) return presses;
  }
  throw new Error(`${context}: ${max} presses of ${key} never reached the target`);
}

/** Whether one of the elements `locator` matches has focus now (no waiting). */
export function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluateAll((els) => els.some((el) => el === document.activeElement));
}
