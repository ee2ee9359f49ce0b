import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderRoute, stubApi } from "./render";
import { siteContent } from "./site-content-fixtures";

// The quiz is another engineer's module; here it is a stand-in whose factory
// records when the chunk is first imported.
const quizChunk = vi.hoisted(() => ({ loaded: vi.fn() }));
vi.mock("../../app/components/quiz/quiz-modal", () => {
  quizChunk.loaded();
  return {
    default: ({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) =>
      open ? (
        <div role="dialog" aria-label="Soulmate quiz">
          <button type="button" onClick={() => onOpenChange(false)}>
            Close quiz
          </button>
        </div>
      ) : null,
  };
});

/** The landing page with the operator's content published: three notes and a founder note. */
async function renderHome() {
  stubApi({ "/api/content": () => Response.json(siteContent({ home: 3, founder: true })) });
  const result = renderRoute("/");
  await screen.findByRole("heading", { level: 1 });
  await screen.findByRole("heading", { level: 2, name: "Why I made Soulmate Stories" });
  return result;
}

describe("landing page", () => {
  it("has the sections of docs/product/screens.md in order, after the hero", async () => {
    await renderHome();
    const main = screen.getByRole("main");
    const titles = within(main)
      .getAllByRole("heading", { level: 2 })
      .map((h) => h.textContent);
    expect(titles).toEqual([
      "A soulmate story, told in symbols",
      "What You'll Receive",
      "A glimpse inside a pack",
      "Your reading, in five quiet steps",
      "30-day money-back guarantee",
      "Why I made Soulmate Stories",
      "Choose Your Journey",
      "Questions, answered",
      "Your story is waiting in the stars",
    ]);
    const sectionIds = [...main.querySelectorAll("section[id]")].map((s) => s.id);
    expect(sectionIds).toEqual([
      "how-it-works",
      "what-you-receive",
      "samples",
      "tarot",
      "guarantee",
      "founder",
      "products",
      "faq",
    ]);
    // The hero comes first, and the page's only h1 is in it.
    expect(main.querySelector("section")?.querySelector("h1")).toBe(screen.getByRole("heading", { level: 1 }));
  });

  it("shows 4 tiles, 5 tarot steps and the 3 published customer notes", async () => {
    await renderHome();
    const receive = screen.getByRole("region", { name: "What You'll Receive" });
    expect(within(receive).getAllByRole("listitem")).toHaveLength(4);
    expect(within(receive).getByText(/Gratitude, Peace, Joy, Love and Protection/)).toBeInTheDocument();

    const tarot = screen.getByRole("region", { name: "Your reading, in five quiet steps" });
    const steps = within(tarot).getAllByRole("heading", { level: 3, name: /^Step \d/ });
    expect(steps.map((h) => h.textContent)).toEqual([
      "Step 1: Pay",
      "Step 2: Write your intention",
      "Step 3: Shuffle",
      "Step 4: Choose a spread",
      "Step 5: Flip and read",
    ]);
    expect(await within(tarot).findAllByRole("blockquote")).toHaveLength(3);
  });

  it("has the hero's calls to action and both product cards at A$14.99", async () => {
    await renderHome();
    expect(screen.getAllByRole("button", { name: "Begin your Soulmate Story" })).toHaveLength(3);
    for (const link of screen.getAllByRole("link", { name: "Get a Tarot Reading" })) {
      expect(link).toHaveAttribute("href", "/tarot");
    }
    const products = screen.getByRole("region", { name: "Choose Your Journey" });
    expect(within(products).getByRole("article", { name: "Soulmate Stories" })).toHaveTextContent("A$14.99");
    expect(within(products).getByRole("article", { name: "AI Tarot Reading" })).toHaveTextContent("A$14.99");
    expect(within(products).getByText("For entertainment purposes only.")).toBeInTheDocument();
  });

  it("shows the server's prices once /api/config answers", async () => {
    stubApi({
      "/api/config": () =>
        Response.json({
          paypal: { clientId: null, env: "sandbox" },
          supportEmail: "help@shop.example",
          siteUrl: "https://shop.example",
          currency: "AUD",
          prices: { soulmate: 1999, tarot_reading: 999 },
        }),
    });
    renderRoute("/");
    const products = await screen.findByRole("region", { name: "Choose Your Journey" });
    await waitFor(() =>
      expect(within(products).getByRole("article", { name: "Soulmate Stories" })).toHaveTextContent("A$19.99"),
    );
    expect(within(products).getByRole("article", { name: "AI Tarot Reading" })).toHaveTextContent("A$9.99");
  });

  it("names the support address in the guarantee, with the refund timings", async () => {
    await renderHome();
    const guarantee = screen.getByRole("region", { name: "30-day money-back guarantee" });
    await waitFor(() =>
      expect(within(guarantee).getByRole("link", { name: "help@shop.example" })).toHaveAttribute(
        "href",
        "mailto:help@shop.example",
      ),
    );
    expect(guarantee).toHaveTextContent("3 to 10 business days");
    expect(guarantee).toHaveTextContent("48 hours of payment");
  });

  it("sets the title, social image and canonical link", async () => {
    await renderHome();
    await waitFor(() => expect(document.title).toBe("Soulmate Stories"));
    expect(document.querySelector('meta[property="og:title"]')).toHaveAttribute("content", "Soulmate Stories");
    await waitFor(() =>
      expect(document.querySelector('meta[property="og:image"]')).toHaveAttribute(
        "content",
        "https://shop.example/og/home.png",
      ),
    );
    expect(document.querySelector('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
    expect(document.querySelector('meta[property="og:image:height"]')).toHaveAttribute("content", "630");
    expect(document.querySelector('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute("href", "https://shop.example/");
  });

  it("keeps the canonical link absolute while the shop's address is still loading", async () => {
    stubApi({ "/api/config": () => new Response(null, { status: 503 }) });
    renderRoute("/");
    await screen.findByRole("heading", { level: 1 });
    await waitFor(() =>
      expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute("href", `${window.location.origin}/`),
    );
    expect(document.querySelector('meta[property="og:url"]')).toHaveAttribute("content", `${window.location.origin}/`);
  });
});

describe("landing header", () => {
  it("links to the sections, My Orders and the products on the landing page", async () => {
    await renderHome();
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("link", { name: "How It Works" })).toHaveAttribute("href", "#how-it-works");
    expect(within(banner).getByRole("link", { name: "Samples" })).toHaveAttribute("href", "#samples");
    expect(within(banner).getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "#faq");
    expect(within(banner).getByRole("link", { name: "My Orders" })).toHaveAttribute("href", "/portal");
    expect(within(banner).getByRole("link", { name: "Choose Your Journey" })).toHaveAttribute("href", "#products");
    for (const id of ["how-it-works", "samples", "faq", "products"]) {
      expect(document.getElementById(id)).not.toBeNull();
    }
  });

  it("folds the links into a menu that Escape closes", async () => {
    const user = userEvent.setup();
    await renderHome();
    const banner = screen.getByRole("banner");
    const toggle = within(banner).getByRole("button", { name: "Menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = document.getElementById("landing-menu");
    expect(menu).not.toBeNull();
    expect(within(menu as HTMLElement).getByRole("link", { name: "Choose Your Journey" })).toHaveAttribute(
      "href",
      "#products",
    );
    expect(within(menu as HTMLElement).getByRole("link", { name: "My Orders" })).toHaveAttribute("href", "/portal");
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(document.getElementById("landing-menu")).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it("keeps My Orders but drops the section links on other pages", async () => {
    stubApi();
    renderRoute("/privacy");
    await screen.findByRole("heading", { level: 1, name: "Privacy Policy" });
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "My Orders" })).toHaveAttribute("href", "/portal");
    expect(within(nav).queryByRole("link", { name: "FAQ" })).toBeNull();
    expect(within(nav).queryByRole("link", { name: "Choose Your Journey" })).toBeNull();
    expect(within(nav).queryByRole("button", { name: "Menu" })).toBeNull();
  });
});

describe("landing FAQ", () => {
  it("has 9 questions that open and close from the keyboard", async () => {
    const user = userEvent.setup();
    await renderHome();
    const faq = screen.getByRole("region", { name: "Questions, answered" });
    const triggers = within(faq).getAllByRole("button");
    expect(triggers).toHaveLength(9);

    triggers[0]?.focus();
    for (const [i, trigger] of triggers.entries()) {
      expect(trigger).toHaveFocus();
      expect(trigger).toHaveAttribute("aria-expanded", "false");
      await user.keyboard("{Enter}");
      expect(trigger).toHaveAttribute("aria-expanded", "true");
      const panel = document.getElementById(trigger.getAttribute("aria-controls") ?? "");
      expect(panel).toBeVisible();
      expect(panel?.textContent?.length).toBeGreaterThan(40);
      await user.keyboard(" ");
      expect(trigger).toHaveAttribute("aria-expanded", "false");
      if (i < triggers.length - 1) await user.keyboard("{ArrowDown}");
    }
  });

  it("answers the delivery, no-faces and My Orders questions as docs/product/screens.md says", async () => {
    const user = userEvent.setup();
    await renderHome();
    const faq = screen.getByRole("region", { name: "Questions, answered" });
    await user.click(within(faq).getByRole("button", { name: /How quickly/ }));
    expect(faq).toHaveTextContent(/Within 24 hours.*up to 48 hours/);
    await user.click(within(faq).getByRole("button", { name: /soulmate’s face/ }));
    expect(faq).toHaveTextContent(/art is symbolic/);
    await user.click(within(faq).getByRole("button", { name: /find my orders/ }));
    expect(within(faq).getByRole("link", { name: "My Orders" })).toHaveAttribute("href", "/portal");
  });
});

describe("landing structured data", () => {
  it("describes the founder as a Person and the samples as an ImageGallery of 6 images", async () => {
    await renderHome();
    await waitFor(() => expect(document.querySelector('script[type="application/ld+json"]')).not.toBeNull());
    const script = document.querySelector('script[type="application/ld+json"]') as HTMLScriptElement;
    expect(script.textContent).not.toContain("<");
    const data = JSON.parse(script.textContent ?? "");
    expect(data["@context"]).toBe("https://schema.org");
    const graph = data["@graph"] as { "@type": string; [key: string]: unknown }[];
    const person = graph.find((node) => node["@type"] === "Person");
    expect(person?.name).toEqual(expect.any(String));
    const gallery = graph.find((node) => node["@type"] === "ImageGallery");
    const images = gallery?.image as { "@type": string; contentUrl: string; caption: string }[];
    expect(images).toHaveLength(6);
    for (const image of images) {
      expect(image["@type"]).toBe("ImageObject");
      expect(image.contentUrl).toMatch(/\/samples\/[a-z0-9-]+\.png$/);
      expect(image.caption.length).toBeGreaterThan(10);
    }
  });
});

describe("landing drawings", () => {
  it("write no coordinate past two decimals, so the server's and the browser's maths agree on hydration", async () => {
    // A trigonometric result may differ in its last digit between two JavaScript engines; an
    // attribute written from it in full made hydration fail in the dev server's Chromium.
    const { container } = await renderHome();
    // The ring's ticks are the drawings' only computed coordinates (the paths are written by hand).
    const numbers = [...container.querySelectorAll("svg line")].flatMap((line) =>
      ["x1", "y1", "x2", "y2"].map((name) => line.getAttribute(name) ?? ""),
    );
    expect(numbers.length).toBeGreaterThanOrEqual(36 * 4);
    expect(numbers.filter((n) => !/^\d+(\.\d{1,2})?$/.test(n))).toEqual([]);
  });
});

describe("landing quiz modal", () => {
  it("downloads the quiz's code only when a visitor asks for it", async () => {
    const user = userEvent.setup();
    await renderHome();
    expect(quizChunk.loaded).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();

    const [heroCta] = screen.getAllByRole("button", { name: "Begin your Soulmate Story" });
    await user.click(heroCta as HTMLElement);
    expect(await screen.findByRole("dialog", { name: "Soulmate quiz" })).toBeInTheDocument();
    expect(quizChunk.loaded).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole("button", { name: "Close quiz" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    // The products card opens the same modal again.
    const products = screen.getByRole("region", { name: "Choose Your Journey" });
    await user.click(within(products).getByRole("button", { name: "Begin your Soulmate Story" }));
    expect(await screen.findByRole("dialog", { name: "Soulmate quiz" })).toBeInTheDocument();
  });
});
