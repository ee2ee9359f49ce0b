/**
 * The testimonial sections and the founder note show only the operator's published content
 * (docs/product/rules.md, Testimonials; docs/decisions/0040). With nothing published, or the content
 * not reachable, each testimonial section keeps its heading and says, honestly, that there are no
 * notes yet; the founder note and the structured data's Person are left out. No invented quote or
 * founder appears anywhere. The Worker's renderer puts the same content into the HTML.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { prerenderPage } from "../../app/entry-prerender";
import { renderContentPage } from "../../app/entry-server";
import { HYDRATION_DATA_ID } from "../../app/lib/page-data";
import { renderRoute, stubApi } from "./render";
import { siteContent } from "./site-content-fixtures";

/** The words the shop used to ship as placeholders: none may come back. */
const INVENTED = ["Mara", "Priya", "Fremantle", "Aisha", "Daniel", "job interview", "Rated 5 out of 5 stars"];

function expectNothingInvented(text: string) {
  for (const words of INVENTED) expect(text).not.toContain(words);
}

function structuredData() {
  const script = document.querySelector('script[type="application/ld+json"]');
  return JSON.parse(script?.textContent ?? "{}")["@graph"] as { "@type": string; name?: string }[];
}

async function renderAt(path: string, content: Response | null) {
  const api = stubApi(content ? { "/api/content": () => content } : {});
  renderRoute(path);
  await screen.findByRole("heading", { level: 1 });
  // The page asks for the content once it runs.
  await waitFor(() => expect(api.mock.calls.some(([input]) => String(input).endsWith("/api/content"))).toBe(true));
}

describe("with nothing published", () => {
  it.each([
    ["an empty answer", () => Response.json(siteContent())],
    ["the content unreachable", () => null],
  ])(
    "the landing page keeps the notes heading, shows no quote, no founder note and no Person (%s)",
    async (_label, answer) => {
      await renderAt("/", answer());
      const tarot = screen.getByRole("region", { name: "Your reading, in five quiet steps" });
      expect(within(tarot).getByRole("heading", { level: 3, name: "Notes from customers" })).toBeInTheDocument();
      expect(within(tarot).getByText(/No notes from customers yet/)).toBeInTheDocument();
      expect(within(tarot).queryAllByRole("blockquote")).toEqual([]);
      expect(screen.queryByRole("region", { name: "Why I made Soulmate Stories" })).toBeNull();
      await waitFor(() => expect(structuredData().map((node) => node["@type"])).toEqual(["ImageGallery"]));
      expectNothingInvented(document.body.innerHTML);
    },
  );

  it("the tarot page keeps its Notes from readers section, with no quote", async () => {
    await renderAt("/tarot", Response.json(siteContent({ home: 3, founder: true })));
    const section = screen.getByRole("region", { name: "Notes from readers" });
    expect(within(section).getByText(/No notes from readers yet/)).toBeInTheDocument();
    expect(within(section).queryAllByRole("figure")).toEqual([]);
    expectNothingInvented(document.body.innerHTML);
  });
});

describe("with content published", () => {
  it("the landing page shows the notes, the founder note and the founder as a Person", async () => {
    await renderAt("/", Response.json(siteContent({ home: 2, tarot: 4, founder: true })));
    const tarot = screen.getByRole("region", { name: "Your reading, in five quiet steps" });
    const quotes = await within(tarot).findAllByRole("blockquote");
    expect(quotes.map((q) => q.textContent)).toEqual([
      "“Test quote 1 for the home page.”",
      "“Test quote 2 for the home page.”",
    ]);
    expect(within(tarot).getByText(/shared with their permission/)).toBeInTheDocument();
    const founder = screen.getByRole("region", { name: "Why I made Soulmate Stories" });
    expect(within(founder).getByText("I made this for my sister.")).toBeInTheDocument();
    expect(within(founder).getByText("Robin")).toBeInTheDocument();
    await waitFor(() => expect(structuredData().find((node) => node["@type"] === "Person")?.name).toBe("Robin"));
  });

  it("the tarot page shows its own notes", async () => {
    await renderAt("/tarot", Response.json(siteContent({ home: 3, tarot: 2 })));
    const section = screen.getByRole("region", { name: "Notes from readers" });
    const figures = await within(section).findAllByRole("figure");
    expect(figures.map((f) => f.querySelector("figcaption")?.textContent)).toEqual([
      "Tom · Celtic Cross",
      "Priya · Celtic Cross",
    ]);
    // Stars only where the customer gave a rating: none are made up for the others.
    expect(within(figures[0] as HTMLElement).getByRole("img", { name: "Rated 5 out of 5 stars" })).toBeInTheDocument();
    expect(within(figures[1] as HTMLElement).queryByRole("img")).toBeNull();
  });
});

describe("the HTML", () => {
  const SHELL = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';

  it("as the build prerenders it has no quote, no founder and no Person", async () => {
    for (const path of ["/", "/tarot"]) {
      const html = await prerenderPage(SHELL, path);
      expect(html).toContain("No notes from");
      expect(html).not.toContain("<blockquote");
      expect(html).not.toContain('"Person"');
      expectNothingInvented(html);
    }
  });

  it("as the Worker renders it with published content carries the notes, the Person and the data for hydration", async () => {
    const content = siteContent({ home: 3, founder: true });
    const html = await renderContentPage(SHELL, "https://shop.example/", content);
    for (const note of content.testimonials.home) expect(html).toContain(note.quote);
    expect(html).toContain("I made this for my sister.");
    expect(html).toContain('"@type":"Person","@id":"/#founder","name":"Robin"');
    expect(html).toContain('data-prerendered="/"');
    const carried = html.match(new RegExp(`<script type="application/json" id="${HYDRATION_DATA_ID}">(.*?)</script>`));
    expect(JSON.parse(carried?.[1] ?? "null")).toEqual({ loaderData: { home: content } });
  });

  it.each(["/", "/tarot"])(
    "of %s is put into its shell the same way by the build and by the Worker: with nothing published, only the data differs",
    async (path) => {
      const built = await prerenderPage(SHELL, path);
      const content = siteContent();
      const served = await renderContentPage(SHELL, `https://shop.example${path}`, content);
      const name = path === "/" ? "home" : "tarot";
      const block = `\n    <script type="application/json" id="${HYDRATION_DATA_ID}">${JSON.stringify({ loaderData: { [name]: content } })}</script>`;
      expect(served).toContain(block);
      expect(served.replace(block, "")).toBe(built);
      expect(built).toContain(`<div id="root" data-prerendered="${path}">`);
      expect(built).not.toContain("<title>x</title>");
    },
  );
});
