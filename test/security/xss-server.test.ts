/**
 * XSS on the server's side: names and cities carrying markup are escaped in
 * the story page (parsed with HTMLRewriter, a real HTML parser), drawn as
 * plain text in the storybook and card PDFs (no scripts, actions or links
 * appear), and kept as inert JSON strings by the reading, session, portal and
 * admin APIs. The React views are tested in test/app/security-*.test.tsx.
 */
import { env } from "cloudflare:workers";
import { unzipSync } from "fflate";
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  type PDFObject,
  PDFRef,
  PDFStream,
  PDFString,
} from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import { soulmateJobHandlers } from "../../src/jobs/soulmate-jobs";
import { ORACLE_NAMES } from "../../src/shared/pack";
import { ARTIFACT_NAMES, artifactKey } from "../../src/soulmate/artifact-names";
import { XSS_STRINGS } from "../fixtures/hostile-strings";
import { createJob, createOrder, ownerCookie } from "../worker/factories";
import { drawnText } from "../worker/pdf-text";
import { request } from "../worker/request";
import { savedReading } from "../worker/tarot/saved-reading";
import { interpret, readEvents, readySession } from "../worker/tarot/session-helpers";
import { freshIp } from "./helpers";

let pagesParsed = 0;
let pdfsInspected = 0;

const ENTITIES: Record<string, string> = { "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&amp;": "&" };
const decodeEntities = (text: string) => text.replace(/&(?:lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity] ?? "");
const squash = (text: string) => text.replace(/\s+/g, "");

/** Pairs of hostile first names and cities: every string is used as both, in some order. */
const HOSTILE_ORDERS = XSS_STRINGS.map((firstName, i) => ({
  firstName,
  city: XSS_STRINGS[(i + 1) % XSS_STRINGS.length] as string,
}));

async function hostileOrder(firstName: string, city: string) {
  const email = `xss-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const order = await createOrder({ email, firstName, city, status: "processing" });
  await soulmateJobHandlers.story?.(await createJob(order.id, "story"), env);
  return order;
}

type Element = { tag: string; attributes: [string, string][] };

/** Every element (with its attributes) and the document's text, as an HTML parser sees them. */
async function parseHtml(html: string) {
  const elements: Element[] = [];
  const counts = { artSvgs: 0 };
  let text = "";
  await new HTMLRewriter()
    .on("*", {
      element(el) {
        // workerd yields [name, value] pairs; the DOM typings describe Attr objects.
        elements.push({ tag: el.tagName, attributes: [...el.attributes] as unknown as [string, string][] });
      },
    })
    .on("figure.art > svg", {
      element() {
        counts.artSvgs += 1;
      },
    })
    .onDocument({
      text(chunk) {
        text += chunk.text;
      },
    })
    .transform(new Response(html))
    .text();
  pagesParsed += 1;
  return { elements, text: decodeEntities(text), artSvgs: counts.artSvgs };
}

describe("the story page escapes hostile names and cities", () => {
  it.each(HOSTILE_ORDERS)("first name $firstName, city $city", async ({ firstName, city }) => {
    const order = await hostileOrder(firstName, city);
    const res = await request(`/api/story/${order.id}?email=${encodeURIComponent(order.email)}`, {
      headers: { "cf-connecting-ip": freshIp("xss") },
    });
    expect(res.status).toBe(200);
    const nonce = /script-src 'nonce-([0-9a-f]+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    const { elements, text, artSvgs } = await parseHtml(html);

    // Only the page's own script and style, each carrying the nonce.
    const scripts = elements.filter((e) => e.tag === "script");
    expect(scripts.map((e) => e.attributes)).toEqual([[["nonce", nonce]]]);
    expect(elements.filter((e) => e.tag === "style").map((e) => e.attributes)).toEqual([[["nonce", nonce]]]);
    // No element a payload could have brought in, no event handler, no script URL.
    for (const tag of ["img", "iframe", "object", "embed", "form", "input", "base", "link", "b", "foreignobject"]) {
      expect(
        elements.filter((e) => e.tag === tag),
        tag,
      ).toEqual([]);
    }
    for (const { tag, attributes } of elements) {
      for (const [name, value] of attributes) {
        expect(name, `<${tag} ${name}>`).not.toMatch(/^on/i);
        expect(value, `<${tag} ${name}>`).not.toMatch(/^\s*javascript:/i);
        if (/^(src|srcdoc|href|xlink:href|action|formaction)$/i.test(name)) expect(tag, `<${tag} ${name}>`).toBe("a");
      }
    }
    // Every picture is one of the book's own (eight panels, the portrait and the star chart), and links go only where the page puts them.
    expect(elements.filter((e) => e.tag === "svg")).toHaveLength(artSvgs);
    expect(artSvgs).toBe(10);
    for (const link of elements.filter((e) => e.tag === "a")) {
      const href = Object.fromEntries(link.attributes).href ?? "";
      expect(href).toMatch(/^(mailto:support@|\/api\/orders\/[0-9a-f-]{36}\/files\/storybook\.pdf\?)/);
    }
    // The visitor's words are still there, as text.
    expect(squash(text)).toContain(squash(city));
    expect(squash(text)).toContain(squash(firstName));
  });
});

/** Names of every dictionary key and name object reachable in the PDF. */
function namesIn(pdf: PDFDocument): Set<string> {
  const names = new Set<string>();
  const seen = new Set<PDFObject>();
  const visit = (obj: PDFObject | undefined): void => {
    if (!obj || seen.has(obj)) return;
    seen.add(obj);
    if (obj instanceof PDFRef) {
      visit(pdf.context.lookup(obj));
    } else if (obj instanceof PDFName) {
      names.add(obj.decodeText());
    } else if (obj instanceof PDFDict || obj instanceof PDFStream) {
      const dict = obj instanceof PDFStream ? obj.dict : obj;
      for (const [key, value] of dict.entries()) {
        names.add(key.decodeText());
        visit(value);
      }
    } else if (obj instanceof PDFArray) {
      for (const item of obj.asArray()) visit(item);
    }
  };
  for (const [, obj] of pdf.context.enumerateIndirectObjects()) visit(obj);
  visit(pdf.context.trailerInfo.Root);
  return names;
}

const ACTIVE_PDF_NAMES = [
  "JS",
  "JavaScript",
  "OpenAction",
  "AA",
  "Launch",
  "URI",
  "SubmitForm",
  "ImportData",
  "GoToR",
  "GoToE",
  "EmbeddedFile",
  "EmbeddedFiles",
  "RichMedia",
  "AcroForm",
  "XFA",
  "Link",
  "Widget",
];

async function inspectPdf(bytes: Uint8Array) {
  expect(new TextDecoder("latin1").decode(bytes.slice(0, 5))).toBe("%PDF-");
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  pdfsInspected += 1;
  const names = namesIn(pdf);
  expect(names.size).toBeGreaterThan(20);
  for (const active of ACTIVE_PDF_NAMES) expect(names, `/${active}`).not.toContain(active);
  // pdf-lib gives every page an /Annots array; it must stay empty (no links, no widgets).
  for (const page of pdf.getPages()) expect(page.node.Annots()?.size() ?? 0).toBe(0);
  // The metadata may quote the name (the subject does), but only inside hex strings, which no
  // bracket or quote in it can end early. Dates (the reading's) are plain digits.
  const info = pdf.context.lookup(pdf.context.trailerInfo.Info, PDFDict);
  const metadata: string[] = [];
  for (const [key, value] of info?.entries() ?? []) {
    const name = key.decodeText();
    if ((name === "CreationDate" || name === "ModDate") && value instanceof PDFString) {
      expect(value.asString(), `/Info /${name}`).toMatch(/^D:\d{14}Z$/);
      continue;
    }
    expect(value, `/Info /${name}`).toBeInstanceOf(PDFHexString);
    metadata.push((value as PDFHexString).decodeText());
  }
  const text = drawnText(pdf);
  expect(text).not.toContain("\uFFFD");
  return { pdf, text: squash(text), metadata: metadata.join("\n") };
}

describe("the PDFs draw hostile names and cities as text, and gain nothing active", () => {
  it.each(HOSTILE_ORDERS.slice(0, 4))(
    "storybook and card set for first name $firstName, city $city",
    async ({ firstName, city }) => {
      const order = await hostileOrder(firstName, city);
      await soulmateJobHandlers.storybook_pdf?.(await createJob(order.id, "storybook_pdf"), env);
      await soulmateJobHandlers.card_set?.(await createJob(order.id, "card_set"), env);
      const read = async (name: string) =>
        new Uint8Array(await ((await env.ARTIFACTS.get(artifactKey(order.id, name))) as R2ObjectBody).arrayBuffer());

      const storybook = await inspectPdf(await read(ARTIFACT_NAMES.storybookPdf));
      expect(storybook.pdf.getPageCount()).toBe(12);
      expect(storybook.text).toContain(squash(city));
      expect(storybook.text).toContain(squash(firstName));
      expect(storybook.metadata).toContain(firstName);
      const cards = await inspectPdf(await read(ARTIFACT_NAMES.cardsPdf));
      expect(cards.pdf.getPageCount()).toBe(6);

      // Served as a PDF with a fixed file name, whatever the buyer is called.
      const res = await request(
        `/api/orders/${order.id}/files/${ARTIFACT_NAMES.storybookPdf}?email=${encodeURIComponent(order.email)}`,
        { headers: { "cf-connecting-ip": freshIp("xss-pdf") } },
      );
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toBe('inline; filename="soulmate-storybook.pdf"');
      await res.body?.cancel();
    },
  );

  it("the oracle ZIP keeps its fixed entry names; the name is only text in the read-me", async () => {
    const firstName = "../../<script>alert(1)</script>";
    const order = await createOrder({ email: `xss-zip-${crypto.randomUUID().slice(0, 8)}@example.com`, firstName });
    await soulmateJobHandlers.oracle_images?.(await createJob(order.id, "oracle_images"), env);
    await soulmateJobHandlers.oracle_zip?.(await createJob(order.id, "oracle_zip"), env);
    // The five fronts, their shared back, the print-ready PDF of them and the read-me.
    const object = (await env.ARTIFACTS.get(artifactKey(order.id, ARTIFACT_NAMES.oracleZip))) as R2ObjectBody;
    const entries = unzipSync(new Uint8Array(await object.arrayBuffer()));
    expect(Object.keys(entries).sort()).toEqual(
      [
        ...ORACLE_NAMES.map(ARTIFACT_NAMES.oracle),
        ARTIFACT_NAMES.oracleBack,
        ARTIFACT_NAMES.oraclePdf,
        "read-me.txt",
      ].sort(),
    );
    expect(new TextDecoder().decode(entries["read-me.txt"])).toContain(`For ${firstName},`);
    // The PDF of the cards carries no script, link or form, whatever the buyer is called.
    const pdf = await inspectPdf(entries[ARTIFACT_NAMES.oraclePdf] as Uint8Array);
    expect(pdf.pdf.getPageCount()).toBe(6);
  });
});

describe("the saved reading's PDF draws a hostile intention as text, and gains nothing active", () => {
  it.each(XSS_STRINGS.slice(0, 4))("intention %s", async (intention) => {
    const reading = await savedReading({ intention });
    const res = await request(`/api/tarot/readings/${reading.id}/pdf`, {
      headers: { "cf-connecting-ip": freshIp("xss-reading-pdf") },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const pdf = await inspectPdf(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.text).toContain(squash(`“${intention}”`));
    expect(pdf.metadata).not.toContain(intention);
  });
});

describe("the APIs keep hostile text as inert JSON strings", () => {
  const jsonHeaders = (res: Response) => {
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  };

  it.each(XSS_STRINGS.slice(0, 4))("a reading whose intention is %s", async (intention) => {
    const { sessionId, orderId } = await readySession("one_card", intention);
    const session = await request(`/api/tarot/sessions/${sessionId}`, {
      headers: { "cf-connecting-ip": freshIp("xss-session") },
    });
    jsonHeaders(session);
    expect(((await session.json()) as { intention: string }).intention).toBe(intention);

    const stream = await interpret(sessionId);
    expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const readingId = (await readEvents(stream)).at(-1)?.readingId;
    const reading = await request(`/api/tarot/readings/${readingId}`, {
      headers: { "cf-connecting-ip": freshIp("xss-reading") },
    });
    jsonHeaders(reading);
    const raw = await reading.text();
    // The string round-trips exactly through JSON: nothing was stripped, decoded or re-encoded as HTML.
    const view = JSON.parse(raw) as { intention: string; interpretation: string };
    expect(view.intention).toBe(intention);
    expect(raw).not.toContain("&lt;");
    expect(view.interpretation).not.toContain(intention);

    const admin = await request(`/api/admin/orders/${orderId}`, {
      headers: { "x-admin-key": env.ADMIN_KEY, "cf-connecting-ip": freshIp("xss-admin") },
    });
    jsonHeaders(admin);
  });

  it("the portal and the admin views return names, cities and emails as they were given", async () => {
    const { firstName, city } = HOSTILE_ORDERS[1] as { firstName: string; city: string };
    const order = await createOrder({
      firstName,
      city,
      email: `xss-admin-${crypto.randomUUID().slice(0, 8)}@example.com`,
    });
    const detail = await request(`/api/admin/orders/${order.id}`, {
      headers: { "x-admin-key": env.ADMIN_KEY, "cf-connecting-ip": freshIp("xss-admin") },
    });
    jsonHeaders(detail);
    expect(((await detail.json()) as { order: unknown }).order).toMatchObject({ first_name: firstName, city });
    const portal = await request(`/api/my-orders?email=${encodeURIComponent(order.email)}`, {
      // The browser that made the orders: My Orders opens them only to proof (decision 0048).
      headers: { "cf-connecting-ip": freshIp("xss-portal"), ...ownerCookie() },
    });
    jsonHeaders(portal);
    expect(await portal.json()).toEqual([expect.objectContaining({ id: order.id })]);
  });
});

afterAll(() => {
  console.log(`FIGURE xss server: story pages parsed: ${pagesParsed}`);
  console.log(`FIGURE xss server: PDFs inspected: ${pdfsInspected}`);
});
