/**
 * The operator's content (docs/product/rules.md, Testimonials): testimonials and the founder note are
 * managed behind the admin key, every change audited, a testimonial published only with the
 * customer's consent on record, and only published content reaches GET /api/content and the
 * pages the Worker renders (docs/decisions/0040).
 *
 * The database is shared with other files, so each test makes its own testimonials and looks for them.
 */
import { env } from "cloudflare:workers";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminTestimonialRow } from "../../../src/admin/content";
import { createApp } from "../../../src/app";
import { adminAudit, siteContent, testimonials } from "../../../src/db/schema";
import type { SiteContentView } from "../../../src/shared/schemas";
import { db } from "../factories";
import { request } from "../request";
import { adminGet, adminPost, expectError, freshIp, json } from "./admin-request";

const adminPut = (path: string, body: unknown) =>
  request(path, {
    method: "PUT",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json", "x-admin-key": env.ADMIN_KEY, "cf-connecting-ip": freshIp() },
  });

const today = () => new Date().toISOString().slice(0, 10);

/** A testimonial input with a name no other test uses. */
const input = (overrides: Record<string, unknown> = {}) => ({
  page: "tarot",
  quote: `It helped me think it through (${crypto.randomUUID()}).`,
  name: "Alex",
  detail: "Celtic Cross",
  ...overrides,
});

const consent = () => ({ consentAt: today(), consentNote: "Replied yes to our email" });

async function create(overrides: Record<string, unknown> = {}) {
  const res = await adminPost("/api/admin/testimonials", input(overrides));
  expect(res.status).toBe(201);
  return (await json<{ testimonial: AdminTestimonialRow }>(res)).testimonial;
}

const published = async () => json<SiteContentView>(await request("/api/content"));
const auditOf = (id: string) =>
  db()
    .select()
    .from(adminAudit)
    .where(eq(adminAudit.targetId, id))
    .orderBy(asc(adminAudit.createdAt), asc(adminAudit.id));
const rowOf = (id: string) => db().query.testimonials.findFirst({ where: eq(testimonials.id, id) });

describe("admin testimonials", () => {
  it.each([
    ["GET", "/api/admin/testimonials"],
    ["POST", "/api/admin/testimonials"],
    ["PUT", `/api/admin/testimonials/${crypto.randomUUID()}`],
    ["POST", `/api/admin/testimonials/${crypto.randomUUID()}/publish`],
    ["POST", `/api/admin/testimonials/${crypto.randomUUID()}/hide`],
    ["GET", "/api/admin/content/founder-note"],
    ["PUT", "/api/admin/content/founder-note"],
    ["POST", "/api/admin/content/founder-note/publish"],
    ["POST", "/api/admin/content/founder-note/hide"],
  ])("refuses %s %s without the right key: 401, nothing written", async (method, path) => {
    const before = await db().select().from(testimonials);
    for (const headers of [{}, { "x-admin-key": `${env.ADMIN_KEY}x` }] as Record<string, string>[]) {
      const res = await request(path, {
        method,
        headers: { "cf-connecting-ip": freshIp(), "content-type": "application/json", ...headers },
        body: method === "GET" ? undefined : JSON.stringify(input(consent())),
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ error: expect.any(String) });
    }
    expect((await db().select().from(testimonials)).length).toBe(before.length);
  });

  it("adds a draft, which no page shows, and audits it", async () => {
    const testimonial = await create();
    expect(testimonial).toMatchObject({
      page: "tarot",
      name: "Alex",
      detail: "Celtic Cross",
      status: "draft",
      consent_at: null,
      consent_note: null,
      position: 0,
    });
    const listed = await json<{ testimonials: AdminTestimonialRow[] }>(await adminGet("/api/admin/testimonials"));
    expect(listed.testimonials.find((t) => t.id === testimonial.id)).toEqual(testimonial);
    const content = await published();
    expect(content.testimonials.tarot.some((t) => t.id === testimonial.id)).toBe(false);
    const audit = await auditOf(testimonial.id);
    expect(audit.map((a) => [a.action, a.outcome, a.targetType])).toEqual([
      ["testimonial.create", "succeeded", "testimonial"],
    ]);
  });

  it("refuses to publish without consent on record (409), then publishes once it is recorded", async () => {
    const testimonial = await create({ consentAt: today() }); // a day but no note is not consent on record
    expect(testimonial.consent_at).toBeNull();
    await expectError(
      await adminPost(`/api/admin/testimonials/${testimonial.id}/publish`),
      409,
      "Record the customer's consent (the day and how they agreed) before publishing",
    );
    expect((await rowOf(testimonial.id))?.status).toBe("draft");

    const edited = await adminPut(
      `/api/admin/testimonials/${testimonial.id}`,
      input({ ...consent(), quote: "Kind and clear.", rating: 5 }),
    );
    expect(edited.status).toBe(200);
    expect((await json<{ testimonial: AdminTestimonialRow }>(edited)).testimonial).toMatchObject({
      quote: "Kind and clear.",
      consent_at: today(),
      consent_note: "Replied yes to our email",
      rating: 5,
      status: "draft",
    });
    const res = await adminPost(`/api/admin/testimonials/${testimonial.id}/publish`);
    expect(res.status).toBe(200);
    expect((await json<{ testimonial: AdminTestimonialRow }>(res)).testimonial.status).toBe("published");

    // The page sees the words, the name, the detail and the customer's stars, never the consent record.
    const shown = (await published()).testimonials.tarot.find((t) => t.id === testimonial.id);
    expect(shown).toEqual({
      id: testimonial.id,
      quote: "Kind and clear.",
      name: "Alex",
      detail: "Celtic Cross",
      rating: 5,
    });
    expect((await published()).testimonials.home.some((t) => t.id === testimonial.id)).toBe(false);

    const audit = await auditOf(testimonial.id);
    expect(audit.map((a) => [a.action, a.outcome])).toEqual([
      ["testimonial.create", "succeeded"],
      ["testimonial.publish", "refused"],
      ["testimonial.update", "succeeded"],
      ["testimonial.publish", "succeeded"],
    ]);
    expect(JSON.parse(audit[2]?.detail ?? "{}")).toMatchObject({ consentAt: today(), quote: "Kind and clear." });
  });

  it("keeps a published testimonial's consent, and hiding takes it off the page", async () => {
    const testimonial = await create({ ...consent(), page: "home" });
    expect((await adminPost(`/api/admin/testimonials/${testimonial.id}/publish`)).status).toBe(200);
    expect((await published()).testimonials.home.some((t) => t.id === testimonial.id)).toBe(true);

    await expectError(
      await adminPut(`/api/admin/testimonials/${testimonial.id}`, input({ page: "home" })),
      409,
      "A published testimonial keeps its consent record: hide it first to remove the consent",
    );
    expect((await rowOf(testimonial.id))?.quote).toBe(testimonial.quote);

    const hidden = await adminPost(`/api/admin/testimonials/${testimonial.id}/hide`);
    expect((await json<{ testimonial: AdminTestimonialRow }>(hidden)).testimonial.status).toBe("hidden");
    expect((await published()).testimonials.home.some((t) => t.id === testimonial.id)).toBe(false);
    expect((await auditOf(testimonial.id)).map((a) => [a.action, a.outcome])).toEqual([
      ["testimonial.create", "succeeded"],
      ["testimonial.publish", "succeeded"],
      ["testimonial.update", "refused"],
      ["testimonial.hide", "succeeded"],
    ]);
  });

  it("answers 404 for an unknown testimonial and audits the refusal", async () => {
    const id = crypto.randomUUID();
    await expectError(await adminPost(`/api/admin/testimonials/${id}/publish`), 404, "Testimonial not found");
    await expectError(await adminPut(`/api/admin/testimonials/${id}`, input(consent())), 404, "Testimonial not found");
    expect((await auditOf(id)).map((a) => [a.action, a.outcome])).toEqual([
      ["testimonial.publish", "refused"],
      ["testimonial.update", "refused"],
    ]);
    expect((await adminPost("/api/admin/testimonials/not-an-id/hide")).status).toBe(400);
  });

  it.each([
    ["no quote", { quote: undefined }, "quote: quote is required"],
    ["a blank quote", { quote: " \u200b " }, "quote: quote is required"],
    ["a quote too long", { quote: "x".repeat(601) }, "quote: Keep the quote under 600 characters"],
    ["no name", { name: "" }, "name: name is required"],
    ["an unknown page", { page: "portal" }, "page: page must be one of: home, tarot"],
    ["a consent day in the future", { consentAt: "2999-01-01" }, "consentAt: consentAt cannot be in the future"],
    [
      "a consent day that is not a date",
      { consentAt: "last week" },
      "consentAt: consentAt must be a date, e.g. 2026-05-01",
    ],
    ["a negative position", { position: -1 }, "position: position must be from 0 to 999"],
    ["six stars", { rating: 6 }, "rating: rating must be a whole number of stars from 1 to 5"],
    ["half a star", { rating: 4.5 }, "rating: rating must be a whole number of stars from 1 to 5"],
  ])("refuses %s with 400 {error} and writes nothing", async (_label, overrides, error) => {
    const body = input(overrides);
    await expectError(await adminPost("/api/admin/testimonials", body), 400, error);
    const written = await db()
      .select()
      .from(testimonials)
      .where(eq(testimonials.quote, String(body.quote)));
    expect(written).toEqual([]);
  });

  it("refuses a body that is not JSON with 415", async () => {
    const res = await request("/api/admin/testimonials", {
      method: "POST",
      body: "quote=hello",
      headers: { "content-type": "text/plain", "x-admin-key": env.ADMIN_KEY, "cf-connecting-ip": freshIp() },
    });
    expect(res.status).toBe(415);
  });
});

describe("the founder note", () => {
  const note = (name: string) => ({
    paragraphs: ["I started this shop for my sister.", "Write to us any time."],
    name,
    role: "Founder, Soulmate Stories",
  });

  it("is saved as a draft, published and hidden, each audited; only the published note is public", async () => {
    await expectError(
      await adminPut("/api/admin/content/founder-note", { ...note("Robin"), paragraphs: [] }),
      400,
      "paragraphs: Write at least one paragraph",
    );
    await expectError(
      await adminPut("/api/admin/content/founder-note", { ...note("Robin"), name: "  " }),
      400,
      "name: name is required",
    );
    const before = await db().query.siteContent.findFirst({ where: eq(siteContent.key, "founder_note") });
    if (!before) {
      // Nothing saved yet: there is nothing to publish.
      await expectError(
        await adminPost("/api/admin/content/founder-note/publish"),
        404,
        "Write and save the founder note first",
      );
    }

    const name = `Robin ${crypto.randomUUID().slice(0, 6)}`;
    const saved = await adminPut("/api/admin/content/founder-note", note(name));
    expect(saved.status).toBe(200);
    const { founderNote } = await json<{ founderNote: { body: unknown; status: string } }>(saved);
    expect(founderNote.body).toEqual(note(name));
    expect(
      (await json<{ founderNote: { body: unknown } }>(await adminGet("/api/admin/content/founder-note"))).founderNote
        .body,
    ).toEqual(note(name));

    expect((await adminPost("/api/admin/content/founder-note/publish")).status).toBe(200);
    expect((await published()).founderNote).toEqual(note(name));
    expect((await adminPost("/api/admin/content/founder-note/hide")).status).toBe(200);
    expect((await published()).founderNote).toBeNull();

    const audit = (await auditOf("founder_note")).map((a) => [a.action, a.outcome, a.targetType]);
    expect(audit.slice(-3)).toEqual([
      ["content.update", "succeeded", "content"],
      ["content.publish", "succeeded", "content"],
      ["content.hide", "succeeded", "content"],
    ]);
  });
});

describe("the pages that show the content", () => {
  const navigate = { "sec-fetch-mode": "navigate", accept: "text/html" };
  const page = (app: ReturnType<typeof createApp>["app"], path: string) =>
    app.fetch(new Request(`http://shop.test${path}`, { headers: navigate }), env);

  it("renders /tarot with the published testimonials, from the page shell", async () => {
    const testimonial = await create({ ...consent(), quote: `Rendered ${crypto.randomUUID()}` });
    expect((await adminPost(`/api/admin/testimonials/${testimonial.id}/publish`)).status).toBe(200);
    const calls: { shell: string; url: string; content: SiteContentView }[] = [];
    const { app } = createApp({
      contentPage: async () => async (shell, url, content) => {
        calls.push({ shell, url, content });
        return "<!doctype html><p>rendered with content</p>";
      },
    });
    const res = await page(app, "/tarot");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await res.text()).toBe("<!doctype html><p>rendered with content</p>");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe("http://shop.test/tarot");
    expect(calls[0]?.shell).toContain('<div id="root"></div>');
    expect(calls[0]?.content.testimonials.tarot.map((t) => t.quote)).toContain(testimonial.quote);
  });

  it("answers with the prerendered file when the renderer fails or there is none", async () => {
    const testimonial = await create({ ...consent(), quote: `Unrendered ${crypto.randomUUID()}` });
    expect((await adminPost(`/api/admin/testimonials/${testimonial.id}/publish`)).status).toBe(200);
    const failing = createApp({
      contentPage: async () => async () => {
        throw new Error("renderer broke");
      },
    });
    for (const app of [failing.app, createApp().app]) {
      const res = await page(app, "/tarot");
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('data-prerendered="/tarot"');
      expect(html).not.toContain(testimonial.quote);
      expect(html).not.toContain("hydration-data");
    }
  });
});
