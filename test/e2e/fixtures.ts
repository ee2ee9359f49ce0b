import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import axe from "axe-core";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from "vitest";
import { startLocalServer } from "../../scripts/local-server.mjs";

export const baseUrl = () => inject("baseUrl");

type BrowserPageOptions = {
  /** Another shop than the shared one, e.g. a file's own server with an admin key. */
  baseURL?: () => string;
  /** Console errors a test expects (a refused key's 401), left out of `errors`. */
  ignoreConsole?: (text: string) => boolean;
  /**
   * The visitor's motion setting. Journeys browse as someone who prefers reduced motion unless
   * motion is what they check: the landing sky's endless twinkle alone kept half a core busy in
   * headless Chromium while a page sat open (docs/quality.md, The test run). A test about motion
   * passes "no-preference" or switches with page.emulateMedia.
   */
  reducedMotion?: "reduce" | "no-preference";
};

/**
 * Per test: a fresh browser context and page, with every console error and
 * uncaught exception collected so a journey can assert there were none.
 */
export function useBrowserPage(viewport = { width: 1280, height: 800 }, options: BrowserPageOptions = {}) {
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
    context = await browser.newContext({
      viewport,
      baseURL: options.baseURL?.() ?? baseUrl(),
      reducedMotion: options.reducedMotion ?? "reduce",
    });
    state.errors = [];
    state.page = await context.newPage();
    state.page.on("console", (message) => {
      if (message.type() !== "error" || options.ignoreConsole?.(message.text())) return;
      state.errors.push(`console: ${message.text()}`);
    });
    state.page.on("pageerror", (error) => state.errors.push(`pageerror: ${error.message}`));
  });
  afterEach(async () => {
    await context.close();
  });
  return state;
}

/**
 * Opens a page and waits until React has hydrated it, so clicks and keys reach the app.
 * A prerendered page hydrates at the visitor's first sign of intent (app/boot.ts):
 * a Shift key press is that sign, and changes nothing else on the page.
 */
export async function gotoReady(page: Page, path: string) {
  const response = await page.goto(path);
  await page.keyboard.press("Shift");
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  return response;
}

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe-core against WCAG 2.2 A and AA: the page must have no violations at all.
 * `include` narrows the scan to some parts (CSS selectors), e.g. an open dialog
 * and the toasts over a page already scanned on its own.
 *
 * axe-core is run in the page itself: its 550 KB source is injected once per document (a client-side
 * route change keeps it), and only violations are gathered. Our pages have no frames, so axe's
 * cross-frame protocol (@axe-core/playwright's, which injected the source twice a scan and opened a
 * blank page to merge results) had cost every scan twice the time (decision 0088).
 */
export async function expectNoAxeViolations(page: Page, label: string, include: string[] = []) {
  expect(page.frames(), `${label}: a page with frames needs axe's cross-frame run`).toHaveLength(1);
  const loaded = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function");
  if (!loaded) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ({ include, tags }) => {
      const { axe } = window as unknown as { axe: typeof import("axe-core") };
      const context = include.length > 0 ? { include } : document;
      const results = await axe.run(context, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
      return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    },
    { include, tags: AXE_TAGS },
  );
  expect(violations, label).toEqual([]);
}

/**
 * A shop of the calling file's own, for the admin pages: wrangler dev on the
 * built app with an ADMIN_KEY, the dev coupons and the given SQL run after the
 * migrations, and any other vars (EMAIL_FROM, to send email). Started before the file's tests,
 * stopped after them. `logs()` is wrangler's output so far: with EMAIL_FROM set, where the
 * local Email Sending says it left each email's text.
 */
export function useAdminServer(adminKey: string, seedSql = "", vars: Record<string, string> = {}) {
  const server = { url: "", logs: () => "" };
  let stop: (() => Promise<void>) | undefined;
  let seedDir: string | undefined;
  beforeAll(async () => {
    seedDir = mkdtempSync(path.join(tmpdir(), "admin-seed-"));
    const seedFiles: string[] = [];
    if (seedSql) {
      const file = path.join(seedDir, "seed.sql");
      writeFileSync(file, seedSql);
      seedFiles.push(file);
    }
    const started = await startLocalServer({ seed: true, seedFiles, vars: { ...vars, ADMIN_KEY: adminKey } });
    server.url = started.url;
    server.logs = started.logs;
    stop = started.stop;
  }, 180_000);
  afterAll(async () => {
    await stop?.();
    if (seedDir) rmSync(seedDir, { recursive: true, force: true });
  });
  return server;
}
