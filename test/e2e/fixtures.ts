import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from "vitest";

export const baseUrl = () => inject("baseUrl");

/**
 * Per test: a fresh browser context and page, with every console error and
 * uncaught exception collected so a journey can assert there were none.
 */
export function useBrowserPage(viewport = { width: 1280, height: 800 }) {
  let browser: Browser;
  let context: BrowserContext;
  const state = { page: undefined as unknown as Page, errors: [] as string[] };

  beforeAll(async () => {
    browser = await chromium.connect(inject("browserWsEndpoint"));
  });
  afterAll(async () => {
    await browser.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ viewport, baseURL: baseUrl() });
    state.errors = [];
    state.page = await context.newPage();
    state.page.on("console", (message) => {
      if (message.type() === "error") state.errors.push(`console: ${message.text()}`);
    });
    state.page.on("pageerror", (error) => state.errors.push(`pageerror: ${error.message}`));
  });
  afterEach(async () => {
    await context.close();
  });
  return state;
}

/** Opens a page and waits until React has hydrated it, so clicks and keys reach the app. */
export async function gotoReady(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  return response;
}

/** axe-core against WCAG 2.2 A and AA: the page must have no violations at all. */
export async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, label).toEqual([]);
}
