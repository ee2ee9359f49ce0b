import http from "node:http";
import { describe, expect, it } from "vitest";
import { baseUrl, gotoReady, useBrowserPage } from "./fixtures";

describe("navigation", () => {
  const browser = useBrowserPage();

  it("moves between the legal pages through the footer, and Back returns", async () => {
    const { page } = browser;
    await gotoReady(page, "/privacy");
    await page.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();
    const legalNav = page.getByRole("navigation", { name: "Legal" });

    await legalNav.getByRole("link", { name: "Terms of Service" }).click();
    await page.getByRole("heading", { level: 1, name: "Terms of Service" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/terms");
    // Focus moves to the new page so screen readers announce it.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");

    await legalNav.getByRole("link", { name: "Refund Policy" }).click();
    await page.getByRole("heading", { level: 1, name: "Refund Policy" }).waitFor();
    await expect.poll(() => page.title()).toBe("Refund Policy · Soulmate Stories");

    await page.goBack();
    await page.getByRole("heading", { level: 1, name: "Terms of Service" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/terms");
    expect(browser.errors).toEqual([]);
  });

  it("offers a skip link as the first stop for keyboard users", async () => {
    const { page } = browser;
    await gotoReady(page, "/refunds");
    await page.getByRole("heading", { level: 1, name: "Refund Policy" }).waitFor();
    await page.keyboard.press("Tab");
    const focused = page.locator(":focus");
    expect(await focused.textContent()).toBe("Skip to content");
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
  });

  it("shows 'Page Not Found' for an unknown path, with a way home", async () => {
    const { page } = browser;
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "Page Not Found" }).waitFor();
    await expect.poll(() => page.title()).toBe("Page Not Found · Soulmate Stories");
    expect(await page.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
    // The browser reports the page's own 404 status; nothing else may fail.
    expect(browser.errors.filter((e) => !e.includes("status of 404"))).toEqual([]);
  });
});

describe("the API seen from the browser", () => {
  const browser = useBrowserPage();

  it("answers health, and gives clear JSON errors for unknown paths, wrong methods and oversized bodies", async () => {
    const { page } = browser;
    await page.goto("/privacy");
    const results = await page.evaluate(async () => {
      const read = async (res: Response) => ({ status: res.status, body: (await res.json()) as { error?: string } });
      return {
        health: await read(await fetch("/api/health")),
        unknown: await read(await fetch("/api/nothing-here")),
        wrongMethod: await read(await fetch("/api/health", { method: "PUT" })),
        oversized: await read(
          await fetch("/api/config", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ blob: "x".repeat(100_000) }),
          }),
        ),
      };
    });
    expect(results.health).toEqual({ status: 200, body: { status: "ok" } });
    expect(results.unknown).toEqual({
      status: 404,
      body: { error: "Not found: /api/nothing-here", requestId: expect.stringMatching(/^[0-9a-f]{16}$/) },
    });
    expect(results.wrongMethod.status).toBe(405);
    expect(results.wrongMethod.body.error).toContain("not allowed");
    expect(results.oversized.status).toBe(413);
    expect(results.oversized.body.error).toContain("too large");
  });
});

describe("a 10 MB upload over a real connection", () => {
  /** POSTs `size` bytes in 64 KB writes, with or without a Content-Length; resolves with the answer or the socket error. */
  function upload(size: number, withLength: boolean): Promise<{ status?: number; body?: string; error?: string }> {
    const url = new URL("/api/quiz/prepare", baseUrl());
    return new Promise((resolve) => {
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (withLength) headers["content-length"] = String(size);
      const req = http.request(url, { method: "POST", headers }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode, body }));
      });
      req.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      const chunk = Buffer.alloc(64 * 1024, "x");
      let sent = 0;
      const write = () => {
        while (sent < size) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", write);
        }
        req.end();
      };
      write();
    });
  }

  it.each([
    ["with a Content-Length", true],
    ["chunked", false],
  ])("is answered 413 {error} %s, not with a reset connection", async (_label, withLength) => {
    const answer = await upload(10 * 1024 * 1024, withLength);
    expect(answer.error).toBeUndefined();
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body ?? "{}")).toEqual({
      error: "Request body too large (limit 64 KB)",
      requestId: expect.any(String),
    });
  });
});
