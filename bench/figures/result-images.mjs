/**
 * Image bytes of a delivered result page on a phone: a soulmate order made the way a
 * visitor makes one (quiz answers, the seeded SOULMATE-FREE coupon), built by the real
 * pipeline on the local queue, then /result/{id} opened in Debian's Chromium at 360 × 800
 * (device scale 2). Counted once the page has settled, and again after scrolling to
 * its end, when every lazy image has loaded. Goal: at most 300 KB (docs/decisions/0037).
 */
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/browser.mjs";
import { startLocalServer } from "../../scripts/local-server.mjs";
import { createVisitor } from "../visitor.mjs";

export const title = "Result page images, phone 360×800";

const post = createVisitor();

/** A delivered soulmate order and the path of its result page. */
async function deliveredResultPath(base) {
  const email = `bench-result-${Date.now()}@example.com`;
  const { orderId } = await post(`${base}/api/quiz/prepare`, {
    starSign: "libra",
    birthday: { day: 14, month: 10, year: 1992 },
    city: "Hobart",
    preference: "men",
    relationshipStatus: "single",
    firstName: "Ari",
    email,
  });
  await post(`${base}/api/coupons/apply`, { orderId, couponCode: "SOULMATE-FREE" });
  const path = `/result/${orderId}?email=${encodeURIComponent(email)}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${base}/api/orders/${orderId}?email=${encodeURIComponent(email)}`);
    const { order } = await res.json();
    if (order.status === "delivered") return path;
    if (order.status === "failed") throw new Error("the order failed to build");
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error("the order was not delivered within 3 minutes");
}

export async function measure() {
  const server = await startLocalServer({ seed: true, quiet: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const path = await deliveredResultPath(server.url);
    const context = await browser.newContext({ viewport: { width: 360, height: 800 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const images = new Map();
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "image") return;
      const body = await response.body().catch(() => null);
      if (body) images.set(response.url(), body.length);
    });
    const total = () => [...images.values()].reduce((sum, n) => sum + n, 0);
    const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
    await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Your Soulmate Story Is Ready" }).waitFor();
    await page.waitForLoadState("networkidle");
    const onLoad = { count: images.size, bytes: total() };
    for (let i = 0; i < 40; i++) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, 600);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      await page.waitForTimeout(100);
      if (atEnd) break;
    }
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    await context.close();
    return [
      { figure: "images on load", value: `${kb(onLoad.bytes)} in ${onLoad.count} images` },
      {
        figure: "images after scrolling to the end",
        value: `${kb(total())} in ${images.size} images (goal ≤ 300 KB)`,
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
