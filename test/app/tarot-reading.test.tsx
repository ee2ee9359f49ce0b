import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast } from "../../app/hooks/use-toast";
import { Component as ReadingPage } from "../../app/routes/tarot-reading";
import type { CardView, ReadingView } from "../../src/shared/tarot";
import { type RequestHandler, renderRoutes, stubApiRequests } from "./render";

const READING_ID = "0f1e2d3c-4b5a-4968-8776-655443322110";
const PATH = `/api/tarot/readings/${READING_ID}`;

afterEach(() => {
  act(() => dismissToast());
});

function cards(count: number): CardView[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `card-${i}`,
    name: `Card Name ${i + 1}`,
    imageUrl: `/api/tarot/cards/card-${i}.svg`,
    alt: `Picture of card ${i + 1}`,
    reversed: i % 2 === 1,
    position: `Place ${i + 1}`,
  }));
}

function reading(extra: Partial<ReadingView> = {}): ReadingView {
  return {
    id: READING_ID,
    spread_type: "three_card",
    intention: "Where should I put my energy this spring?",
    cards: cards(3),
    interpretation:
      "Past: Card Name 1 sets the scene.\n\nPresent: Card Name 2, reversed, asks for patience.\n\nFuture: onward.",
    created_at: "2026-11-20T09:30:00.000Z",
    ...extra,
  };
}

function renderReading(respond: RequestHandler) {
  const fetchMock = stubApiRequests({ [PATH]: respond });
  const utils = renderRoutes(
    [
      { path: "/tarot/reading/:readingId", Component: ReadingPage },
      { path: "/", element: <p>Home page</p> },
    ],
    `/tarot/reading/${READING_ID}`,
  );
  return { ...utils, fetchMock, user: userEvent.setup() };
}

async function expectToast(title: string, description?: string) {
  const region = screen.getByRole("region", { name: /Notification/ });
  expect(await within(region).findByText(title)).toBeInTheDocument();
  if (description) expect(within(region).getByText(description)).toBeInTheDocument();
}

describe("saved tarot reading", () => {
  it("says 'Loading reading...' while it loads", async () => {
    renderReading(() => new Promise<Response>(() => {}));
    expect(await screen.findByRole("status")).toHaveTextContent("Loading reading...");
  });

  it("shows 'Reading Not Found' with a way home for a missing reading", async () => {
    const { user, router } = renderReading(() => Response.json({ error: "Reading not found" }, { status: 404 }));
    expect(await screen.findByRole("heading", { level: 1, name: "Reading Not Found" })).toBeInTheDocument();
    expect(screen.getByText("This reading doesn't exist or has been removed.")).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Back to Home" }));
    expect(router.state.location.pathname).toBe("/");
  });

  it("shows the title, spread label, quoted intention, cards, interpretation and the entertainment footer", async () => {
    renderReading(() => Response.json(reading()));
    expect(await screen.findByRole("heading", { level: 1, name: "Saved Tarot Reading" })).toBeInTheDocument();
    expect(screen.getByText("Past • Present • Future")).toBeInTheDocument();
    expect(screen.getByTestId("reading-intention")).toHaveTextContent("“Where should I put my energy this spring?”");

    const list = screen.getByTestId("reading-cards");
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(within(items[0] as HTMLElement).getByText("Card Name 1")).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).queryByText("(Reversed)")).not.toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByRole("img")).not.toHaveClass("rotate-180");
    expect(within(items[1] as HTMLElement).getByText("(Reversed)")).toBeInTheDocument();
    const reversedImage = within(items[1] as HTMLElement).getByRole("img", { name: "Picture of card 2" });
    expect(reversedImage).toHaveAttribute("src", "/api/tarot/cards/card-1.svg");
    expect(reversedImage).toHaveClass("rotate-180");

    const interpretation = screen.getByRole("region", { name: "Interpretation" });
    expect(within(interpretation).getAllByText(/Card Name|onward/)).toHaveLength(3);
    expect(screen.getByText("For entertainment purposes only")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  it.each([
    [1, "grid-cols-1", ["mx-auto"]],
    [3, "grid-cols-3", []],
    [10, "grid-cols-2", ["md:grid-cols-4"]],
    [5, "grid-cols-2", ["md:grid-cols-4"]],
  ])("lays out %i card(s) with %s", async (count, columns, more) => {
    renderReading(() =>
      Response.json(reading({ cards: cards(count), spread_type: count === 1 ? "one_card" : "celtic_cross" })),
    );
    const list = await screen.findByTestId("reading-cards");
    expect(within(list).getAllByRole("listitem")).toHaveLength(count);
    expect(list).toHaveClass(columns, ...more);
    if (count === 3) expect(list.className).not.toMatch(/md:grid-cols-4/);
  });

  it("shows the interpretation in sections: an opening, then one headed section per card, the spread and the answer", async () => {
    const interpretation = [
      "You ask where to put your energy this spring.",
      "Past: Card Name 1 (upright)\nA steady beginning.",
      "Present: Card Name 2 (reversed)\nPatience.\n\nA second thought on the present.",
      "Future: Card Name 3 (upright)\nOnward.",
      "The whole spread\nThe cards rise together.",
      "Your answer\nPut it into the garden.",
    ].join("\n\n");
    renderReading(() => Response.json(reading({ interpretation })));
    const region = await screen.findByRole("region", { name: "Interpretation" });
    const headings = within(region).getAllByRole("heading", { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual([
      "Past: Card Name 1 (upright)",
      "Present: Card Name 2 (reversed)",
      "Future: Card Name 3 (upright)",
      "The whole spread",
      "Your answer",
    ]);
    const present = within(region).getByRole("region", { name: "Present: Card Name 2 (reversed)" });
    expect(within(present).getAllByText(/Patience|second thought/)).toHaveLength(2);
    expect(within(region).getByText("You ask where to put your energy this spring.").closest("section")).toBe(region);
  });

  it("offers the reading as a PDF download beside Share Reading", async () => {
    renderReading(() => Response.json(reading()));
    const link = await screen.findByRole("link", { name: "Download PDF" });
    expect(link).toHaveAttribute("href", `/api/tarot/readings/${READING_ID}/pdf`);
    expect(link).toHaveAttribute("download");
  });

  it("places a Celtic Cross as the cross and the staff on wide screens, keeping spread order in the list", async () => {
    renderReading(() => Response.json(reading({ cards: cards(10), spread_type: "celtic_cross" })));
    const list = await screen.findByTestId("reading-cards");
    expect(list.className).toMatch(/lg:grid-rows-8/);
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByText(/^Card Name/).textContent)).toEqual(
      cards(10).map((card) => card.name),
    );
    // Present in the cross's middle, Recent Past to its left, Outcome at the top of the staff.
    expect(items[0]).toHaveClass("lg:col-start-2", "lg:row-start-4");
    expect(items[3]).toHaveClass("lg:col-start-1");
    expect(items[9]).toHaveClass("lg:col-start-6", "lg:row-start-1");
  });

  it.each([
    ["one_card", "One Card"],
    ["celtic_cross", "Celtic Cross"],
    ["mystery_spread", "Tarot Reading"],
  ])("labels the %s spread '%s'", async (spreadType, label) => {
    renderReading(() => Response.json({ ...reading(), spread_type: spreadType }));
    await screen.findByRole("heading", { level: 1, name: "Saved Tarot Reading" });
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it("takes a card's picture from `src` when there is no imageUrl, and a placeholder with its name if it breaks", async () => {
    const [first] = cards(1);
    const saved = { ...first, imageUrl: "", src: "/legacy/the-sun.png", name: "The Sun" };
    renderReading(() => Response.json(reading({ cards: [saved as CardView], spread_type: "one_card" })));
    const image = await screen.findByRole("img", { name: "Picture of card 1" });
    expect(image).toHaveAttribute("src", "/legacy/the-sun.png");
    fireEvent.error(image);
    expect(screen.getByTestId("card-placeholder")).toHaveTextContent("The Sun");
  });

  it("copies the page address with Share Reading and says 'Link Copied'", async () => {
    const writeText = vi.fn(async () => {});
    const { user } = renderReading(() => Response.json(reading()));
    // user-event installs its own clipboard on setup; replace it with a spy afterwards.
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    await user.click(await screen.findByRole("button", { name: "Share Reading" }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    await expectToast("Link Copied", "Reading permalink copied to clipboard!");
  });

  it("says so when the clipboard refuses", async () => {
    const { user } = renderReading(() => Response.json(reading()));
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: vi.fn(async () => Promise.reject(new Error("denied"))) },
    });
    await user.click(await screen.findByRole("button", { name: "Share Reading" }));
    await expectToast("Couldn’t copy the link");
  });

  it("renders a hostile intention as text: no injected elements, and never in the meta tags", async () => {
    const hostile = `"><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><b>bold</b>`;
    const { container } = renderReading(() => Response.json(reading({ intention: hostile })));
    const quote = await screen.findByTestId("reading-intention");
    expect(quote.textContent).toBe(`“${hostile}”`);
    expect(quote.children).toHaveLength(0);
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("b")).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    for (const meta of document.head.querySelectorAll("meta, title")) {
      expect(meta.outerHTML).not.toContain("onerror");
    }
  });

  it("sets a title and social tags for sharing", async () => {
    renderReading(() => Response.json(reading()));
    await screen.findByRole("heading", { level: 1, name: "Saved Tarot Reading" });
    await waitFor(() =>
      expect(document.querySelector('meta[property="og:url"]')).toHaveAttribute(
        "content",
        `https://shop.example/tarot/reading/${READING_ID}`,
      ),
    );
    expect(document.title).toBe("Saved Tarot Reading · Soulmate Stories");
    expect(document.querySelector('meta[property="og:title"]')).toHaveAttribute(
      "content",
      "Saved Tarot Reading · Soulmate Stories",
    );
    const description = document.querySelector('meta[property="og:description"]')?.getAttribute("content") ?? "";
    expect(description).toMatch(/Past • Present • Future reading of 3 cards: /);
    expect(description).not.toContain("spring");
    expect(document.querySelector('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    expect(document.querySelector('meta[property="og:image"]')).toHaveAttribute(
      "content",
      `https://shop.example/api/tarot/readings/${READING_ID}/preview.png`,
    );
  });
});
