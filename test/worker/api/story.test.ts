import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { soulmateJobHandlers } from "../../../src/jobs/soulmate-jobs";
import { createJob, createOrder } from "../factories";
import { request } from "../request";

const headers = () => ({ "cf-connecting-ip": `story-${crypto.randomUUID()}` });

async function orderWithStory(overrides: Parameters<typeof createOrder>[0] = {}) {
  const order = await createOrder({ status: "processing", ...overrides });
  const job = await createJob(order.id, "story");
  await soulmateJobHandlers.story?.(job, env);
  return order;
}

describe("GET /api/story/:orderId", () => {
  it("serves the animated storybook with a nonce-only CSP", async () => {
    const order = await orderWithStory({ email: "story@example.com", firstName: "Ari", city: "Hobart" });
    const res = await request(`/api/story/${order.id}?email=story@example.com`, { headers: headers() });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const csp = res.headers.get("content-security-policy") ?? "";
    const nonce = /script-src 'nonce-([a-f0-9]+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("unsafe-inline");
    const html = await res.text();
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html.match(/<section class="panel"/g)).toHaveLength(8);
    expect(html.match(/<svg/g)?.length).toBeGreaterThanOrEqual(8);
    expect(html).toContain("prefers-reduced-motion: reduce");
    expect(html).toContain("Hobart");
  });

  it("escapes every user-supplied string", async () => {
    const order = await orderWithStory({
      email: "hostile@example.com",
      firstName: `<script>alert("x")</script>`,
      city: `"><img src=x onerror=alert(1)>`,
    });
    const res = await request(`/api/story/${order.id}?email=hostile@example.com`, { headers: headers() });
    const html = await res.text();
    expect(html).not.toContain(`<script>alert`);
    expect(html).not.toContain(`<img src=x`);
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    // Only our own script element, the one carrying the nonce.
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it("is not readable with a wrong email", async () => {
    const order = await orderWithStory({ email: "mine@example.com" });
    const res = await request(`/api/story/${order.id}?email=yours@example.com`, { headers: headers() });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Order not found" });
  });

  it("says the story is still being written before it exists", async () => {
    const order = await createOrder({ email: "wait@example.com" });
    const res = await request(`/api/story/${order.id}?email=wait@example.com`, { headers: headers() });
    expect(res.status).toBe(404);
    expect((await res.json()) as { error: string }).toEqual({
      error: "Your story is still being written. Please check back in a few minutes.",
    });
  });
});
