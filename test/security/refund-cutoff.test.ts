/**
 * A refund ends access (docs/decisions/0029). A refunded soulmate order's files and story
 * answer 410 {error} to its owner, links given out before the refund included, and the order
 * lookup and My Orders still show "refunded" but hand out no new links. A refunded tarot
 * session that was not read is gone (410); a reading saved before the refund was delivered
 * and stays. A stranger still gets the same 404 as for an order that does not exist.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { soulmateJobHandlers } from "../../src/jobs/soulmate-jobs";
import type { ArtifactsView } from "../../src/orders/views";
import { adminPost } from "../worker/admin/admin-request";
import { createJob, ownerCookie } from "../worker/factories";
import { request } from "../worker/request";
import { interpret, paidSession, readEvents, selectSpread, shuffle } from "../worker/tarot/session-helpers";
import { drain, freshIp, orderWithFiles } from "./helpers";

const REFUNDED_FILES = "This order has been refunded, so its files and story are no longer available.";
const REFUNDED_SESSION = "This reading's order has been refunded";

const get = (path: string) => request(path, { headers: { "cf-connecting-ip": freshIp("refund") } });

async function expectError(res: Response, status: number, error: string, context: string) {
  expect(res.status, context).toBe(status);
  expect(res.headers.get("content-type"), context).toMatch(/^application\/json/);
  expect(await res.json(), context).toEqual({ error, requestId: expect.any(String) });
}

async function refund(orderId: string) {
  const res = await adminPost(`/api/admin/refund/${orderId}`, { reason: "Asked within 30 days" });
  expect(res.status).toBe(200);
  await drain(res);
}

/** A delivered soulmate order paid with a coupon (a refund needs no provider), with its story and files. */
async function deliveredOrder() {
  const email = `refund-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const order = await orderWithFiles({ email, paymentMethod: "coupon", finalPriceCents: 0 });
  await soulmateJobHandlers.story?.(await createJob(order.id, "story"), env);
  return order;
}

async function lookup(orderId: string, email: string) {
  const res = await get(`/api/orders/${orderId}?email=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { order: { status: string }; artifacts: ArtifactsView };
}

describe("a refunded soulmate order", () => {
  it("stops serving its files and story, even through links given before the refund", async () => {
    const order = await deliveredOrder();
    const { artifacts } = await lookup(order.id, order.email);
    const links = [artifacts.story_url, artifacts.storybook_pdf_url, artifacts.oracle_zip_url] as string[];
    expect(links.every((link) => link?.includes("sig="))).toBe(true);
    for (const link of links) {
      const res = await get(link);
      expect(res.status, link).toBe(200);
      await drain(res);
    }

    await refund(order.id);

    const withEmail = [
      `/api/story/${order.id}`,
      `/api/orders/${order.id}/files/storybook.pdf`,
      `/api/orders/${order.id}/files/storybook-light.pdf`,
      `/api/orders/${order.id}/oracles.zip`,
    ].map((path) => `${path}?email=${encodeURIComponent(order.email)}`);
    for (const path of [...links, ...withEmail]) await expectError(await get(path), 410, REFUNDED_FILES, path);

    // Someone without the proof learns nothing new: the same answer as for an unknown order.
    for (const path of [`/api/story/${order.id}`, `/api/orders/${order.id}/oracles.zip`]) {
      await expectError(await get(`${path}?email=stranger@example.com`), 404, "Order not found", path);
    }
  });

  it("still shows its owner that it was refunded, with no file links", async () => {
    const order = await deliveredOrder();
    await refund(order.id);

    const { order: view, artifacts } = await lookup(order.id, order.email);
    expect(view.status).toBe("refunded");
    expect(artifacts).toEqual({
      story_url: null,
      storybook_pdf_url: null,
      storybook_light_pdf_url: null,
      cards_png_urls: [],
      cards_pdf_url: null,
      oracle_urls: {},
      card_preview_urls: [],
      oracle_preview_urls: {},
      oracle_zip_url: null,
    });

    // Asked by the browser that made the order: My Orders opens it only to proof (decision 0048).
    const mine = await request(`/api/my-orders?email=${encodeURIComponent(order.email)}`, {
      headers: { "cf-connecting-ip": freshIp("refund"), ...ownerCookie() },
    });
    const [listed] = (await mine.json()) as { status: string; artifacts: ArtifactsView }[];
    expect(listed?.status).toBe("refunded");
    expect(listed?.artifacts).toEqual(artifacts);
  });
});

describe("a refunded tarot reading", () => {
  it("closes a session that was not read: the page's view is gone and no step is taken", async () => {
    const { sessionId, orderId } = await paidSession(`refund-${crypto.randomUUID().slice(0, 8)}@example.com`);
    expect((await shuffle(sessionId)).status).toBe(200);

    await refund(orderId);

    await expectError(await get(`/api/tarot/sessions/${sessionId}`), 410, REFUNDED_SESSION, "view");
    await expectError(await selectSpread(sessionId, "one_card"), 409, REFUNDED_SESSION, "select-spread");
    await expectError(await interpret(sessionId), 409, REFUNDED_SESSION, "interpret");
  });

  it("keeps a reading saved before the refund at its permalink and in its session", async () => {
    const { sessionId, orderId } = await paidSession();
    await drain(await shuffle(sessionId));
    await drain(await selectSpread(sessionId, "three_card"));
    const readingId = (await readEvents(await interpret(sessionId))).at(-1)?.readingId;
    expect(readingId).toBeTruthy();

    await refund(orderId);

    const reading = await get(`/api/tarot/readings/${readingId}`);
    expect(reading.status).toBe(200);
    await drain(reading);
    const view = await get(`/api/tarot/sessions/${sessionId}`);
    expect(view.status).toBe(200);
    expect(await view.json()).toMatchObject({ status: "complete", readingId });
  });
});
