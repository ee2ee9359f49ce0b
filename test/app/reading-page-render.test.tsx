/**
 * The saved reading page as the Worker renders it (app/entry-server.tsx,
 * docs/decisions/0021): the reading in the HTML, its head tags hoisted, and its
 * data for the browser in one inert JSON block. Hostile intentions stay text:
 * the visitor's words can neither close the JSON block nor add markup.
 * (The Worker's wiring, D1 and the headers are checked by test/e2e against the
 * built Worker; test/worker/api/reading-page.test.ts covers the shell fallback.)
 */
import { describe, expect, it } from "vitest";
import { renderReadingPage } from "../../app/entry-server";
import { HYDRATION_DATA_ID } from "../../app/lib/page-data";
import { inertJson } from "../../app/render-page";
import type { ReadingView } from "../../src/shared/tarot";
import { HOSTILE_INTENTIONS, XSS_STRINGS } from "../fixtures/hostile-strings";
import { expectLiteralText, expectNoInjectedMarkup } from "./security-dom";

const READING_ID = "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d";
const PATH = `/tarot/reading/${READING_ID}`;
const SHELL = `<!doctype html>
<html lang="en-AU">
  <head>
    <meta charset="UTF-8" />
    <title>Soulmate Stories</title>
    <script type="module" crossorigin src="/assets/boot.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/main.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

function reading(overrides: Partial<ReadingView> = {}): ReadingView {
  const names = ["The Fool", "The Star", "Ace of Cups", "Death", "The Moon"];
  return {
    id: READING_ID,
    spread_type: "three_card",
    intention: "What should I carry into the new season?",
    cards: names.slice(0, 3).map((name, i) => ({
      id: `card-${i}`,
      name,
      imageUrl: `/api/tarot/cards/card-${i}.svg`,
      alt: `${name}, pictured`,
      reversed: i === 1,
      position: ["Past", "Present", "Future"][i] ?? "",
    })),
    interpretation: "The Fool opens the way.\n\nThe Star, reversed, asks for patience.",
    created_at: "2026-11-20T09:30:00.000Z",
    ...overrides,
  };
}

async function render(view: ReadingView) {
  const html = await renderReadingPage(SHELL, `https://shop.test${PATH}`, view);
  const doc = new DOMParser().parseFromString(html, "text/html");
  return { html, doc, root: doc.getElementById("root") as HTMLElement };
}

/** The reading the page carries for hydration: its loader's data under the page's route id. */
const carried = (doc: Document) =>
  (
    JSON.parse(doc.getElementById(HYDRATION_DATA_ID)?.textContent ?? "null") as {
      loaderData: { tarotReading: ReadingView };
    }
  ).loaderData.tarotReading;

describe("the server-rendered saved reading", () => {
  it("is the reading, marked for hydration on intent, with its data for the browser", async () => {
    const view = reading();
    const { html, doc, root } = await render(view);
    expect(root.dataset.prerendered).toBe(PATH);
    expect(root.querySelector("h1")?.textContent).toBe("Saved Tarot Reading");
    expect(root.querySelector("[data-testid=reading-intention]")?.textContent).toBe(`“${view.intention}”`);
    expect([...root.querySelectorAll("[data-testid=reading-cards] li")]).toHaveLength(3);
    expect(root.textContent).toContain("(Reversed)");
    expect(root.textContent).toContain("The Star, reversed, asks for patience.");
    expect(root.textContent).not.toContain("Loading reading");
    expect(root.querySelector("time")?.textContent).toBe("20 November 2026");
    expect(JSON.parse(doc.getElementById(HYDRATION_DATA_ID)?.textContent ?? "null")).toEqual({
      loaderData: { tarotReading: view },
    });
    // Hydrating on intent, it does not preload React as the plain shell does.
    expect(html).not.toContain("modulepreload");
    expect(doc.querySelectorAll("script[type=module]")).toHaveLength(1);
  });

  it("moves its title, meta tags, canonical and the first cards' preloads into <head>, once each", async () => {
    const { doc, root } = await render(reading());
    expect(doc.querySelectorAll("title")).toHaveLength(1);
    expect(doc.title).toBe("Saved Tarot Reading · Soulmate Stories");
    expect(doc.head.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(PATH);
    expect(doc.head.querySelector('meta[name="description"]')?.getAttribute("content")).toContain("3 cards");
    expect(
      [...doc.head.querySelectorAll('link[rel="preload"][as="image"]')].map((l) => l.getAttribute("href")),
    ).toEqual(["/api/tarot/cards/card-0.svg", "/api/tarot/cards/card-1.svg", "/api/tarot/cards/card-2.svg"]);
    expect(root.querySelectorAll("title, meta, link")).toHaveLength(0);
  });

  it("loads the cards a phone shows first at once and the rest lazily, each with its box size", async () => {
    const cards = Array.from({ length: 10 }, (_, i) => ({
      id: `card-${i}`,
      name: `Card ${i}`,
      imageUrl: `/api/tarot/cards/card-${i}.svg`,
      alt: `Card ${i}`,
      reversed: false,
      position: `Position ${i}`,
    }));
    const { root } = await render(reading({ spread_type: "celtic_cross", cards }));
    const images = [...root.querySelectorAll("img")];
    expect(images.map((img) => img.getAttribute("loading"))).toEqual(["eager", "eager", ...Array(8).fill("lazy")]);
    for (const img of images) {
      expect(Number(img.getAttribute("width"))).toBeGreaterThan(0);
      expect(Number(img.getAttribute("height"))).toBeGreaterThan(Number(img.getAttribute("width")));
    }
  });

  it("keeps `$` patterns in the text as written", async () => {
    const intention = "$& $' $` $$ $1";
    const { doc, root } = await render(reading({ intention }));
    expect(root.querySelector("[data-testid=reading-intention]")?.textContent).toBe(`“${intention}”`);
    expect(carried(doc).intention).toBe(intention);
  });
});

/** Markup, script-closing and comment-opening text, line separators. */
const PAYLOADS = [
  ...new Set([
    ...XSS_STRINGS,
    ...HOSTILE_INTENTIONS.filter((s) => /[<>&"'`{$]/.test(s)),
    "</script><script>alert(1)</script>",
    "</SCRIPT ><img src=x onerror=alert(1)>",
    "<!--<script>alert(1)//-->",
    "]]></script><svg onload=alert(1)>",
    "line\u2028separator\u2029paragraph",
  ]),
];

describe("a hostile intention in the server-rendered page", () => {
  it.each(PAYLOADS)("%s stays text in the page and in its JSON", async (payload) => {
    const { html, doc, root } = await render(reading({ intention: payload, interpretation: `About ${payload}` }));
    // Nothing was added: one module script, one JSON block, no element or handler from the text.
    expect(doc.querySelectorAll("script")).toHaveLength(2);
    expect(doc.querySelectorAll(`script#${HYDRATION_DATA_ID}[type="application/json"]`)).toHaveLength(1);
    expectNoInjectedMarkup(root, [
      "/api/tarot/cards/card-0.svg",
      "/api/tarot/cards/card-1.svg",
      "/api/tarot/cards/card-2.svg",
    ]);
    for (const el of doc.head.querySelectorAll("*")) {
      for (const attribute of el.attributes) expect(attribute.name).not.toMatch(/^on/i);
    }
    // Shown exactly as typed…
    expectLiteralText(root.querySelector("[data-testid=reading-intention]"), payload);
    // …kept out of the head…
    expect(doc.head.textContent).not.toContain(payload);
    for (const el of doc.head.querySelectorAll("meta, link")) {
      for (const attribute of el.attributes) expect(attribute.value).not.toContain(payload);
    }
    // …and round-tripping through the JSON block, whose raw text holds no `<` to end it early.
    expect(carried(doc).intention).toBe(payload);
    const raw = html.slice(html.indexOf(`id="${HYDRATION_DATA_ID}">`));
    expect(raw.slice(0, raw.indexOf("</script>"))).not.toMatch(/<(?!\/?script)|<!--/);
    expect(raw.slice(raw.indexOf(">") + 1, raw.indexOf("</script>"))).not.toContain("<");
  });
});

describe("inertJson", () => {
  it("escapes what could end a script element or open a comment, and parses back to the same value", () => {
    const value = { text: "</script><!-- & > \u2028\u2029" };
    const json = inertJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
