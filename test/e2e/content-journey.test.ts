/**
 * The operator's content in Chromium, on a shop of its own with nothing published: /tarot and /
 * show no quote, no founder note and no Person; the operator adds a testimonial in /admin → Content,
 * records the customer's consent and publishes it, writes and publishes the founder note, and the
 * Worker then serves both pages with them in the HTML, which hydrates without a mismatch. Hiding
 * the testimonial takes it off the page again (docs/decisions/0040).
 */
import { describe, expect, it } from "vitest";
import { gotoReady, useAdminServer, useBrowserPage } from "./fixtures";

const ADMIN_KEY = "e2e-content-key-7d2e41";
const QUOTE = "The One Card reading gave me a calm moment before a big day.";

describe("testimonials and the founder note", () => {
  const server = useAdminServer(ADMIN_KEY);
  const browser = useBrowserPage({ width: 1280, height: 800 }, { baseURL: () => server.url });

  const personOf = async () => {
    const text = await browser.page.locator('script[type="application/ld+json"]').first().textContent();
    return (JSON.parse(text ?? "{}")["@graph"] as { "@type": string; name?: string }[]).find(
      (node) => node["@type"] === "Person",
    );
  };

  it("appear on the pages once published in /admin, and leave when hidden", async () => {
    const { page } = browser;
    // Nothing published: the sections say so, nothing is invented.
    await gotoReady(page, "/tarot");
    const readers = page.getByRole("region", { name: "Notes from readers" });
    await expect(readers.getByText(/No notes from readers yet/).isVisible()).resolves.toBe(true);
    expect(await readers.getByRole("figure").count()).toBe(0);
    await gotoReady(page, "/");
    expect(await page.getByRole("region", { name: "Why I made Soulmate Stories" }).count()).toBe(0);
    expect(await personOf()).toBeUndefined();

    await gotoReady(page, "/admin");
    await page.getByLabel("Admin key").fill(ADMIN_KEY);
    await page.getByRole("button", { name: "Unlock" }).click();
    await page.getByRole("tab", { name: "Content" }).click();
    await page.getByLabel("Shown on").selectOption("tarot");
    await page.getByLabel("First name").fill("Lena");
    await page.getByLabel("Detail (product or spread)").fill("One Card");
    await page.getByLabel("Quote, in the customer’s words").fill(QUOTE);
    await page.getByRole("button", { name: "Add testimonial" }).click();
    // Without consent on record, publishing is refused with the reason.
    await page.getByRole("button", { name: "Publish testimonial from Lena" }).click();
    await page
      .getByText(/Record the customer's consent/)
      .first()
      .waitFor();

    await page.getByRole("button", { name: "Edit testimonial from Lena" }).click();
    await page.getByLabel("Consent given on").fill(new Date().toISOString().slice(0, 10));
    await page.getByLabel("How they agreed").fill("Replied yes to our email");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByRole("button", { name: "Publish testimonial from Lena" }).click();
    await page.getByRole("button", { name: "Hide testimonial from Lena" }).waitFor();

    await page
      .getByLabel("The note, in your own words")
      .fill("I started this shop for my sister.\n\nWrite to us any time.");
    await page.getByLabel("Name", { exact: true }).fill("Robin");
    await page.getByRole("button", { name: "Save note" }).click();
    await page.getByRole("button", { name: "Publish note" }).click();
    await page.getByRole("button", { name: "Hide note" }).waitFor();

    // The Worker serves the page with the testimonial in its HTML, before any script runs, and the page
    // hydrates with the content it carries (its loader's data): the browser never asks for it again.
    const contentRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/content") contentRequests.push(request.url());
    });
    const tarot = await page.goto("/tarot");
    expect(await tarot?.text()).toContain(QUOTE);
    await gotoReady(page, "/tarot");
    const figure = page.getByRole("region", { name: "Notes from readers" }).getByRole("figure");
    expect(await figure.count()).toBe(1);
    expect(await figure.textContent()).toContain("Lena · One Card");

    const home = await page.goto("/");
    expect(await home?.text()).toContain("I started this shop for my sister.");
    await gotoReady(page, "/");
    const founder = page.getByRole("region", { name: "Why I made Soulmate Stories" });
    expect(await founder.getByText("Robin").count()).toBe(1);
    expect((await personOf())?.name).toBe("Robin");
    await page.waitForLoadState("networkidle");
    expect(contentRequests).toEqual([]);

    await gotoReady(page, "/admin");
    await page.getByRole("tab", { name: "Content" }).click();
    await page.getByRole("button", { name: "Hide testimonial from Lena" }).click();
    await page.getByRole("button", { name: "Publish testimonial from Lena" }).waitFor();
    const after = await page.goto("/tarot");
    expect(await after?.text()).not.toContain(QUOTE);

    // Hydrating the Worker's pages raised no mismatch or other error.
    expect(browser.errors.filter((error) => !error.includes("409"))).toEqual([]);
  });
});
