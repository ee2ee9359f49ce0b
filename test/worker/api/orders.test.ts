import { env } from "cloudflare:workers";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { recordArtifacts } from "../../../src/db/artifact-queries";
import { soulmateJobHandlers } from "../../../src/jobs/soulmate-jobs";
import { ARTIFACT_NAMES, artifactKey } from "../../../src/soulmate/artifact-names";
import { ownedLink, provesOwnership } from "../../../src/soulmate/delivery-links";
import { createJob, createOrder, db } from "../factories";
import { inOneWindow } from "../rate-window";
import { request } from "../request";

type Lookup = {
  order: { id: string; status: string; email: string; final_price: number; inputs: unknown; type: string };
  artifacts: {
    story_url: string | null;
    storybook_pdf_url: string | null;
    cards_png_urls: string[];
    cards_pdf_url: string | null;
    oracle_urls: Record<string, string>;
    card_preview_urls: string[];
    oracle_preview_urls: Record<string, string>;
    oracle_zip_url: string | null;
  };
};

async function storeFile(
  orderId: string,
  name: string,
  body: Uint8Array | string,
  kind: "storybook_pdf" | "oracle_zip",
) {
  const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
  await env.ARTIFACTS.put(artifactKey(orderId, name), bytes);
  await recordArtifacts(db(), [
    {
      orderId,
      kind,
      name,
      r2Key: artifactKey(orderId, name),
      contentType: "application/octet-stream",
      sizeBytes: bytes.byteLength,
    },
  ]);
}

const ip = () => ({ "cf-connecting-ip": `203.0.113.${Math.floor(Math.random() * 250)}-${crypto.randomUUID()}` });

describe("GET /api/orders/:orderId", () => {
  it("returns the order and no file links while nothing is built", async () => {
    const order = await createOrder({ status: "processing", email: "reader@example.com" });
    const res = await request(`/api/orders/${order.id}?email=reader@example.com`, { headers: ip() });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Lookup;
    expect(body.order).toMatchObject({
      id: order.id,
      status: "processing",
      type: "soulmate",
      final_price: 1499,
      inputs: { starSign: "libra", birthday: { day: 14, month: 10, year: 1992 } },
    });
    expect(body.artifacts).toEqual({
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
  });

  it("matches the email case-insensitively and ignores surrounding spaces", async () => {
    const order = await createOrder({ email: "reader@example.com" });
    const res = await request(`/api/orders/${order.id}?email=${encodeURIComponent("  Reader@Example.COM ")}`, {
      headers: ip(),
    });
    expect(res.status).toBe(200);
  });

  it("gives the same 404 for a wrong email and for an unknown order", async () => {
    const order = await createOrder({ email: "owner@example.com" });
    const wrong = await request(`/api/orders/${order.id}?email=thief@example.com`, { headers: ip() });
    const unknown = await request(`/api/orders/${crypto.randomUUID()}?email=owner@example.com`, { headers: ip() });
    expect(wrong.status).toBe(404);
    expect(unknown.status).toBe(404);
    // The same answer, bar each request's own id.
    const { requestId: _wrongId, ...wrongBody } = (await wrong.json()) as Record<string, unknown>;
    const { requestId: _unknownId, ...unknownBody } = (await unknown.json()) as Record<string, unknown>;
    expect(wrongBody).toEqual(unknownBody);
  });

  it.each([
    ["a malformed id", "/api/orders/not-a-uuid?email=a@example.com", "orderId: Invalid order id"],
    ["no email", `/api/orders/${crypto.randomUUID()}`, "email: Email is required"],
    ["a malformed email", `/api/orders/${crypto.randomUUID()}?email=nope`, "email: Enter a valid email address"],
  ])("refuses %s with a 400", async (_label, path, error) => {
    const res = await request(path, { headers: ip() });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error, requestId: expect.any(String) });
  });

  it("rate-limits lookups per visitor with a 429", async () => {
    const order = await createOrder({ email: "poller@example.com" });
    const statuses = await inOneWindow(async () => {
      const headers = ip();
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) {
        statuses.push((await request(`/api/orders/${order.id}?email=poller@example.com`, { headers })).status);
      }
      return statuses;
    });
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});

describe("file downloads", () => {
  it("serves a built file through its signed link with the right headers", async () => {
    const order = await createOrder({ status: "processing", email: "files@example.com" });
    await storeFile(order.id, ARTIFACT_NAMES.storybookPdf, "%PDF-1.7 test", "storybook_pdf");
    const lookup = (await (
      await request(`/api/orders/${order.id}?email=files@example.com`, { headers: ip() })
    ).json()) as Lookup;
    const url = lookup.artifacts.storybook_pdf_url;
    expect(url).toMatch(new RegExp(`^/api/orders/${order.id}/files/storybook.pdf\\?exp=\\d+&sig=`));
    expect(url).not.toContain("files%40example.com");

    const res = await request(url as string, { headers: ip() });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('inline; filename="soulmate-storybook.pdf"');
    expect(res.headers.get("cache-control")).toBe("private, max-age=3600");
    expect(await res.text()).toBe("%PDF-1.7 test");
  });

  it("builds the home-printing storybook on its first download, keeps it, and serves it under its own name", async () => {
    const order = await createOrder({ status: "processing", email: "light@example.com" });
    const before = (await (
      await request(`/api/orders/${order.id}?email=light@example.com`, { headers: ip() })
    ).json()) as Lookup & { artifacts: { storybook_light_pdf_url: string | null } };
    // Offered only once the storybook itself exists.
    expect(before.artifacts.storybook_light_pdf_url).toBeNull();

    for (const type of ["story", "storybook_pdf"] as const) {
      await soulmateJobHandlers[type]?.(await createJob(order.id, type), env);
    }
    const lookup = (await (
      await request(`/api/orders/${order.id}?email=light@example.com`, { headers: ip() })
    ).json()) as Lookup & { artifacts: { storybook_light_pdf_url: string | null } };
    const url = lookup.artifacts.storybook_light_pdf_url;
    expect(url).toMatch(new RegExp(`^/api/orders/${order.id}/files/storybook-light.pdf\\?exp=\\d+&sig=`));
    expect(await env.ARTIFACTS.head(artifactKey(order.id, ARTIFACT_NAMES.storybookLightPdf))).toBeNull();

    const first = await request(url as string, { headers: ip() });
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/pdf");
    expect(first.headers.get("content-disposition")).toBe('inline; filename="soulmate-storybook-print-at-home.pdf"');
    const pdf = await PDFDocument.load(await first.arrayBuffer());
    expect(pdf.getPageCount()).toBe(12);
    expect(pdf.getKeywords()).toContain("print at home");
    expect(await env.ARTIFACTS.head(artifactKey(order.id, ARTIFACT_NAMES.storybookLightPdf))).not.toBeNull();
    const again = await request(url as string, { headers: ip() });
    expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
  });

  it("links each card and oracle's small preview beside its print file and serves it to the owner only", async () => {
    const order = await createOrder({ status: "processing", email: "previews@example.com" });
    for (const type of ["card_set", "oracle_images"] as const) {
      await soulmateJobHandlers[type]?.(await createJob(order.id, type), env);
    }
    const { artifacts } = (await (
      await request(`/api/orders/${order.id}?email=previews@example.com`, { headers: ip() })
    ).json()) as Lookup;
    const signedLink = (name: string) => new RegExp(`^/api/orders/${order.id}/files/${name}\\?exp=\\d+&sig=`);
    expect(artifacts.card_preview_urls).toHaveLength(5);
    artifacts.card_preview_urls.forEach((url, i) => {
      expect(url).toMatch(signedLink(`card-${i + 1}-preview.png`));
    });
    expect(Object.keys(artifacts.oracle_preview_urls)).toEqual(["gratitude", "peace", "joy", "love", "protection"]);
    expect(artifacts.oracle_preview_urls.joy).toMatch(signedLink("oracle-joy-preview.png"));

    for (const [preview, print] of [
      [artifacts.card_preview_urls[0], artifacts.cards_png_urls[0]],
      [artifacts.oracle_preview_urls.joy, artifacts.oracle_urls.joy],
    ] as [string, string][]) {
      const small = await request(preview, { headers: ip() });
      expect(small.status).toBe(200);
      expect(small.headers.get("content-type")).toBe("image/png");
      const smallBytes = (await small.arrayBuffer()).byteLength;
      const full = (await (await request(print, { headers: ip() })).arrayBuffer()).byteLength;
      // About 20 KB against the print file's 200 KB (docs/decisions/0037).
      expect(smallBytes).toBeLessThan(30_000);
      expect(smallBytes * 5).toBeLessThan(full);
      // The print file's signature does not open the preview, nor does another buyer's email.
      const reused = print.replace(/\/files\/[^?]+\?/, `/files/${preview.split("/files/")[1]?.split("?")[0]}?`);
      expect((await request(reused, { headers: ip() })).status).toBe(404);
    }
    const stranger = `/api/orders/${order.id}/files/card-1-preview.png?email=other@example.com`;
    expect((await request(stranger, { headers: ip() })).status).toBe(404);
  });

  it("answers a conditional request with 304 when the copy is current", async () => {
    const order = await createOrder({ email: "etag@example.com" });
    await storeFile(order.id, ARTIFACT_NAMES.storybookPdf, "%PDF-etag", "storybook_pdf");
    const url = `/api/orders/${order.id}/files/storybook.pdf?email=etag@example.com`;
    const first = await request(url, { headers: ip() });
    const etag = first.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    const again = await request(url, { headers: { ...ip(), "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("also accepts the order's email as proof", async () => {
    const order = await createOrder({ email: "files@example.com" });
    await storeFile(order.id, ARTIFACT_NAMES.storybookPdf, "%PDF", "storybook_pdf");
    const res = await request(`/api/orders/${order.id}/files/storybook.pdf?email=files@example.com`, { headers: ip() });
    expect(res.status).toBe(200);
  });

  it("refuses a wrong email, a tampered signature and a link for another file", async () => {
    const order = await createOrder({ email: "files@example.com" });
    await storeFile(order.id, ARTIFACT_NAMES.storybookPdf, "%PDF", "storybook_pdf");
    const base = `/api/orders/${order.id}/files`;
    expect((await request(`${base}/storybook.pdf?email=other@example.com`, { headers: ip() })).status).toBe(404);
    const signed = await ownedLink(`${base}/cards.pdf`, order.id, "cards.pdf", {
      email: order.email,
      secret: env.SIGNING_SECRET,
    });
    const reused = signed.replace("/cards.pdf?", "/storybook.pdf?");
    expect((await request(reused, { headers: ip() })).status).toBe(404);
    const tampered = `${base}/storybook.pdf?exp=${Date.now() + 60_000}&sig=AAAA`;
    expect((await request(tampered, { headers: ip() })).status).toBe(404);
  });

  it("refuses names outside the pack", async () => {
    const order = await createOrder();
    const res = await request(`/api/orders/${order.id}/files/story.json?email=${order.email}`, { headers: ip() });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "name: Unknown file", requestId: expect.any(String) });
  });

  it("serves the oracle ZIP as an attachment", async () => {
    const order = await createOrder({ email: "zip@example.com" });
    await storeFile(order.id, ARTIFACT_NAMES.oracleZip, new Uint8Array([0x50, 0x4b, 3, 4]), "oracle_zip");
    const res = await request(`/api/orders/${order.id}/oracles.zip?email=zip@example.com`, { headers: ip() });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="soulmate-oracle-pack.zip"');
  });

  it("says a file is not ready rather than failing when it is not built yet", async () => {
    const order = await createOrder({ email: "early@example.com" });
    const res = await request(`/api/orders/${order.id}/oracles.zip?email=early@example.com`, { headers: ip() });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "File not ready yet", requestId: expect.any(String) });
  });
});

describe("ownership proofs", () => {
  it("expire", async () => {
    const secret = "s".repeat(32);
    const link = await ownedLink("/x", "order-1", "cards.pdf", { email: "a@b.co", secret }, Date.UTC(2026, 0, 1));
    const params = new URL(link, "http://x").searchParams;
    const proof = { exp: params.get("exp") ?? undefined, sig: params.get("sig") ?? undefined };
    expect(await provesOwnership(proof, "order-1", "cards.pdf", "a@b.co", secret, Date.UTC(2026, 0, 2))).toBe(true);
    expect(await provesOwnership(proof, "order-1", "cards.pdf", "a@b.co", secret, Date.UTC(2026, 0, 20))).toBe(false);
  });

  it("fall back to the email when no signing secret is configured", async () => {
    const link = await ownedLink("/x", "order-1", "cards.pdf", { email: "a+b@c.co", secret: undefined });
    expect(link).toBe("/x?email=a%2Bb%40c.co");
    expect(await provesOwnership({ sig: "x", exp: "1" }, "order-1", "cards.pdf", "a@b.co", undefined)).toBe(false);
  });
});
