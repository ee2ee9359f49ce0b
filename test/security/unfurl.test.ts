/**
 * Link previews, read the way chat apps read them (docs/decisions/0057, 0058): the page's
 * HTML fetched with no cookies and no page navigation headers, its head parsed with a real
 * HTML parser (workerd's HTMLRewriter), then the og:image fetched and checked as a PNG of
 * at least 1200 × 630. Through the real Worker entry (workers/app.ts, with its server
 * renderers) and the real D1 and R2; / and /tarot come from the built pages (dist/client).
 *
 * Also: the picture is drawn once and kept in R2 (two first requests at once store one
 * picture; a later request reads the stored one), an unknown or malformed reading id is a
 * 404 that draws nothing, the sitemap lists only the public pages and robots.txt names it,
 * and everything added carries the security headers.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { readPngInfo } from "../../src/art/png";
import { readingPreviewKey } from "../../src/tarot/reading-preview";
import worker from "../../workers/app";
import { request } from "../worker/request";
import { savedReading } from "../worker/tarot/saved-reading";
import { expectSecurityHeaders, freshIp } from "./helpers";

/** What Slack's link expander sends: no cookie, no navigation headers, any type accepted. */
const chatApp = (ip = freshIp("unfurl")) => ({
  "user-agent": "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
  accept: "*/*",
  "cf-connecting-ip": ip,
});

type Head = { title: string; meta: Map<string, string>; canonical: string | null; extra: string[] };

/** The page's <title>, its meta tags (by property or name) and its canonical link, as an HTML parser reads them. */
async function readHead(html: string): Promise<Head> {
  const head: Head = { title: "", meta: new Map(), canonical: null, extra: [] };
  await new HTMLRewriter()
    .on("head meta", {
      element(el) {
        const key = el.getAttribute("property") ?? el.getAttribute("name");
        const content = el.getAttribute("content");
        if (key && content !== null) {
          if (head.meta.has(key)) head.extra.push(key);
          head.meta.set(key, content);
        }
      },
    })
    .on('head link[rel="canonical"]', {
      element(el) {
        head.canonical = el.getAttribute("href");
      },
    })
    .on("head title", {
      text(chunk) {
        head.title += chunk.text;
      },
    })
    .transform(new Response(html))
    .text();
  return head;
}

/** Fetches a page as a chat app does, with the headers checked; its head and its HTML. */
async function unfurl(url: string, headers: Record<string, string> = chatApp()) {
  const res = await request(url, { headers });
  expectSecurityHeaders(res, `GET ${url}`, url.startsWith("https:"));
  expect(res.headers.get("content-type")).toContain("text/html");
  const html = await res.text();
  return { res, html, head: await readHead(html) };
}

/** The og:image, fetched as the chat app's image proxy would: a PNG, at least 1200 × 630. */
async function fetchPreview(imageUrl: string, ip = freshIp("unfurl-image")) {
  const res = await request(imageUrl, { headers: { accept: "image/*", "cf-connecting-ip": ip } });
  expect(res.status, imageUrl).toBe(200);
  expect(res.headers.get("content-type")).toBe("image/png");
  expectSecurityHeaders(res, `GET ${imageUrl}`, imageUrl.startsWith("https:"));
  const bytes = new Uint8Array(await res.arrayBuffer());
  const info = readPngInfo(bytes);
  expect(info.width).toBeGreaterThanOrEqual(1200);
  expect(info.height).toBeGreaterThanOrEqual(630);
  return { res, bytes };
}

/** Counts the drawings of reading previews, by their log line. */
function countDrawings() {
  const log = vi.spyOn(console, "log");
  return () => log.mock.calls.filter(([line]) => String(line).includes("reading preview drawn")).length;
}

// The Worker imports its page renderer on the first saved reading. In the test pool a module is fetched
// over the pool's connection, which workerd ties to the request that started the import: load it here,
// outside any request, so each request finds it loaded (in production the module is in the bundle).
beforeAll(async () => {
  await import("virtual:page-renderers");
}, 180_000);

afterEach(() => {
  vi.restoreAllMocks();
});

const INTENTION = "Should I leave Tom for Sam before the wedding in March?";

describe("a saved reading's link unfurls", () => {
  it("with its spread and cards, never its question, absolute addresses and a large picture of its own cards", async () => {
    const reading = await savedReading({ intention: INTENTION });
    const drawings = countDrawings();
    const pageUrl = `https://shop.test/tarot/reading/${reading.id}`;
    const { res, html, head } = await unfurl(pageUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("private");

    expect(head.meta.get("og:title")).toBe("Saved Tarot Reading · Soulmate Stories");
    const description = head.meta.get("og:description") ?? "";
    expect(description).toContain("Past • Present • Future");
    expect(description).toContain("The Fool, The Star (reversed) and Ace of Cups");
    expect(head.meta.get("description")).toBe(description);
    expect(head.meta.get("twitter:card")).toBe("summary_large_image");
    expect(head.meta.get("og:url")).toBe(pageUrl);
    expect(head.canonical).toBe(pageUrl);
    expect(head.meta.get("robots")).toBe("noindex");
    expect(head.extra, "no tag twice").toEqual([]);
    // The question is in the page's body for whoever opens it, but in no tag a preview shows.
    const headHtml = html.slice(0, html.indexOf("</head>"));
    for (const word of ["Tom", "Sam", "wedding"]) expect(headHtml).not.toContain(word);
    expect(head.meta.get("og:image:alt")).toContain("The Fool, The Star (reversed) and Ace of Cups");

    const imageUrl = head.meta.get("og:image") ?? "";
    expect(imageUrl).toBe(`https://shop.test/api/tarot/readings/${reading.id}/preview.png`);
    expect(head.meta.get("og:image:width")).toBe("1200");
    expect(head.meta.get("og:image:height")).toBe("630");
    const image = await fetchPreview(imageUrl);
    expect(image.res.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
    expect(drawings()).toBe(1);
    const stored = await env.ARTIFACTS.get(readingPreviewKey(reading.id));
    expect(stored?.httpMetadata?.contentType).toBe("image/png");
    expect(new Uint8Array(await (stored as R2ObjectBody).arrayBuffer())).toEqual(image.bytes);
  });

  it("reads the page the same with no Accept header at all, and over plain http", async () => {
    const reading = await savedReading({ intention: INTENTION });
    const res = await request(`http://shop.test/tarot/reading/${reading.id}`, {
      headers: { "cf-connecting-ip": freshIp("unfurl-bare") },
    });
    expect(res.status).toBe(200);
    expectSecurityHeaders(res, "GET reading page without Accept", false);
    const head = await readHead(await res.text());
    expect(head.meta.get("og:url")).toBe(`http://shop.test/tarot/reading/${reading.id}`);
    expect(head.meta.get("og:image")).toBe(`http://shop.test/api/tarot/readings/${reading.id}/preview.png`);
  });

  it("takes its addresses from SITE_URL when the shop has one", async () => {
    const reading = await savedReading();
    const ctx = createExecutionContext();
    const res = await worker.fetch?.(
      new Request(`http://worker.internal/tarot/reading/${reading.id}`, { headers: chatApp() }) as Request<
        unknown,
        IncomingRequestCfProperties
      >,
      { ...env, SITE_URL: "https://tarot.example/" },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    const head = await readHead(await (res as Response).text());
    expect(head.canonical).toBe(`https://tarot.example/tarot/reading/${reading.id}`);
    expect(head.meta.get("og:url")).toBe(`https://tarot.example/tarot/reading/${reading.id}`);
    expect(head.meta.get("og:image")).toBe(`https://tarot.example/api/tarot/readings/${reading.id}/preview.png`);
  });

  it("shows a Celtic Cross's ten cards, reversed ones named so", async () => {
    const names = [
      ["the-tower", "The Tower"],
      ["the-moon", "The Moon"],
      ["three-of-cups", "Three of Cups"],
      ["king-of-swords", "King of Swords"],
      ["the-hermit", "The Hermit"],
      ["ace-of-wands", "Ace of Wands"],
      ["six-of-pentacles", "Six of Pentacles"],
      ["the-empress", "The Empress"],
      ["page-of-cups", "Page of Cups"],
      ["the-world", "The World"],
    ];
    const reading = await savedReading({
      cards: names.map(([id, name], i) => ({
        id: id as string,
        name: name as string,
        reversed: i === 1,
        position: `P${i}`,
      })),
    });
    const { head } = await unfurl(`https://shop.test/tarot/reading/${reading.id}`);
    const description = head.meta.get("og:description") ?? "";
    expect(description).toContain("Celtic Cross reading of 10 cards");
    expect(description).toContain("The Moon (reversed)");
    for (const [, name] of names) expect(description).toContain(name);
    await fetchPreview(head.meta.get("og:image") ?? "");
  });
});

describe("the picture is drawn once and kept", () => {
  it("two first requests at once store one picture; a later request reads R2 and draws nothing", async () => {
    const reading = await savedReading({
      cards: [{ id: "the-sun", name: "The Sun", reversed: false, position: "Your Card" }],
    });
    const url = `https://shop.test/api/tarot/readings/${reading.id}/preview.png`;
    const drawings = countDrawings();
    const [a, b] = await Promise.all([fetchPreview(url), fetchPreview(url)]);
    expect(a.bytes).toEqual(b.bytes);
    const stored = (await env.ARTIFACTS.get(readingPreviewKey(reading.id))) as R2ObjectBody;
    expect(new Uint8Array(await stored.arrayBuffer())).toEqual(a.bytes);
    // Both arrived in this isolate while the first was drawing: they shared one drawing.
    expect(drawings()).toBe(1);

    // What R2 holds is what is served: a stand-in stored under the key comes back as it is.
    const standIn = a.bytes.slice();
    standIn[standIn.length - 20] = (standIn[standIn.length - 20] as number) ^ 0xff;
    const put = await env.ARTIFACTS.put(readingPreviewKey(reading.id), standIn, {
      httpMetadata: { contentType: "image/png" },
    });
    const again = await request(url, { headers: { "cf-connecting-ip": freshIp("unfurl-again") } });
    expect(again.status).toBe(200);
    expect(again.headers.get("etag")).toBe(put?.httpEtag);
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(standIn);
    expect(drawings()).toBe(1);
  });
});

describe("bad reading ids: the right 404, and nothing drawn", () => {
  it.each([
    ["an unknown id", () => crypto.randomUUID()],
    ["an upper-case id", () => crypto.randomUUID().toUpperCase()],
  ])("%s: the picture is a JSON 404, the page a 404 with no preview", async (_label, makeId) => {
    const drawings = countDrawings();
    const id = makeId();
    const image = await request(`https://shop.test/api/tarot/readings/${id}/preview.png`, { headers: chatApp() });
    expect(image.status).toBe(404);
    expectSecurityHeaders(image, "GET preview of an unknown reading", true);
    expect(await image.json()).toEqual({ error: "Reading not found", requestId: expect.any(String) });
    const page = await unfurl(`https://shop.test/tarot/reading/${id}`);
    expect(page.res.status).toBe(404);
    expect(page.head.meta.has("og:image")).toBe(false);
    expect(await env.ARTIFACTS.get(readingPreviewKey(id))).toBeNull();
    expect(await env.ARTIFACTS.get(readingPreviewKey(id.toLowerCase()))).toBeNull();
    expect(drawings()).toBe(0);
  });

  it.each(["not-a-reading", "../../admin", `${"a".repeat(36)}`, "00000000-0000-0000-0000-00000000000g"])(
    "a malformed id %s: the picture is a JSON 400, the page a 404",
    async (id) => {
      const drawings = countDrawings();
      const image = await request(`https://shop.test/api/tarot/readings/${encodeURIComponent(id)}/preview.png`, {
        headers: chatApp(),
      });
      expect(image.status).toBe(400);
      expect(((await image.json()) as { error: string }).error).toBeTruthy();
      const page = await request(`https://shop.test/tarot/reading/${encodeURIComponent(id)}`, { headers: chatApp() });
      expect(page.status).toBe(404);
      expectSecurityHeaders(page, `GET reading page ${id}`, true);
      await page.body?.cancel();
      expect(drawings()).toBe(0);
    },
  );
});

describe("/ and /tarot unfurl with their own pictures", () => {
  it.each([
    ["/", "Soulmate Stories", "/og/home.png"],
    ["/tarot", "AI Tarot Reading · Soulmate Stories", "/og/tarot.png"],
  ])("%s", async (path, title, image) => {
    for (const headers of [chatApp(), { accept: "text/html", "sec-fetch-mode": "navigate" }]) {
      const { res, head } = await unfurl(`https://shop.test${path}`, headers);
      expect(res.status).toBe(200);
      expect(head.title).toBe(title);
      expect(head.meta.get("og:title")).toBe(title);
      expect(head.meta.get("og:description")?.length).toBeGreaterThan(50);
      expect(head.meta.get("twitter:card")).toBe("summary_large_image");
      expect(head.meta.get("og:url")).toBe(`https://shop.test${path}`);
      expect(head.canonical).toBe(`https://shop.test${path}`);
      expect(head.meta.get("og:image")).toBe(`https://shop.test${image}`);
      expect(head.extra, "no tag twice").toEqual([]);
    }
    // The picture is a built file: the assets binding serves it before the Worker, as in production.
    const png = await env.ASSETS.fetch(new Request(`https://shop.test${image}`));
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    const info = readPngInfo(new Uint8Array(await png.arrayBuffer()));
    expect([info.width, info.height]).toEqual([1200, 630]);
  });
});

describe("the sitemap and robots.txt", () => {
  it("lists the public pages only, with absolute addresses", async () => {
    const res = await request("https://shop.test/sitemap.xml", { headers: { "cf-connecting-ip": freshIp("sitemap") } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    expectSecurityHeaders(res, "GET /sitemap.xml", true);
    const locs: string[] = [];
    let current = "";
    await new HTMLRewriter()
      .on("urlset > url > loc", {
        text(chunk) {
          current += chunk.text;
          if (chunk.lastInTextNode) {
            locs.push(current);
            current = "";
          }
        },
      })
      .transform(new Response(await res.text(), { headers: { "content-type": "text/html" } }))
      .text();
    expect(locs).toEqual(["/", "/privacy", "/terms", "/refunds", "/tarot"].map((p) => `https://shop.test${p}`));
  });

  it("robots.txt names the sitemap and leaves preview pictures open", async () => {
    const res = await request("http://shop.test/robots.txt", { headers: { "cf-connecting-ip": freshIp("robots") } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    expectSecurityHeaders(res, "GET /robots.txt", false);
    const lines = (await res.text()).split("\n");
    expect(lines).toContain("Sitemap: http://shop.test/sitemap.xml");
    expect(lines).toContain("Disallow: /api/");
    expect(lines).toContain("Allow: /api/tarot/readings/*/preview.png");
    for (const path of ["/admin", "/portal", "/result/", "/tarot/session/"])
      expect(lines).toContain(`Disallow: ${path}`);
  });
});
