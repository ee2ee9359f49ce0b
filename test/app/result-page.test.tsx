import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Component as ResultPage } from "../../app/routes/result";
import type { ArtifactsView, OrderView } from "../../src/orders/views";
import { soulmateOrderView } from "./order-fixtures";
import { renderRoutes, stubApiRequests } from "./render";

const ORDER_ID = "3d0c8f0e-8a4b-4d3e-9f0c-7b1e2a9c5d44";
const EMAIL = "star@example.com";
const PATH = `/result/${ORDER_ID}?email=${encodeURIComponent(EMAIL)}`;

afterEach(() => {
  vi.useRealTimers();
});

const order = (status: OrderView["status"]) => soulmateOrderView(status, { id: ORDER_ID, email: EMAIL });

const NO_FILES: ArtifactsView = {
  story_url: null,
  storybook_pdf_url: null,
  storybook_light_pdf_url: null,
  cards_png_urls: [],
  cards_pdf_url: null,
  oracle_urls: {},
  card_preview_urls: [],
  oracle_preview_urls: {},
  oracle_zip_url: null,
};

const ALL_FILES: ArtifactsView = {
  story_url: `/api/story/${ORDER_ID}?email=x`,
  storybook_pdf_url: "/files/storybook.pdf",
  storybook_light_pdf_url: "/files/storybook-light.pdf",
  cards_png_urls: [1, 2, 3, 4, 5].map((n) => `/files/card-${n}.png`),
  cards_pdf_url: "/files/cards.pdf",
  oracle_urls: {
    gratitude: "/files/oracle-gratitude.png",
    peace: "/files/oracle-peace.png",
    joy: "/files/oracle-joy.png",
    love: "/files/oracle-love.png",
    protection: "/files/oracle-protection.png",
  },
  card_preview_urls: [1, 2, 3, 4, 5].map((n) => `/files/card-${n}-preview.png`),
  oracle_preview_urls: {
    gratitude: "/files/oracle-gratitude-preview.png",
    peace: "/files/oracle-peace-preview.png",
    joy: "/files/oracle-joy-preview.png",
    love: "/files/oracle-love-preview.png",
    protection: "/files/oracle-protection-preview.png",
  },
  oracle_zip_url: `/api/orders/${ORDER_ID}/oracles.zip?email=x`,
};

function renderResult(respond: () => Response | Promise<Response>, path = PATH) {
  const fetchMock = stubApiRequests({ [`/api/orders/${ORDER_ID}`]: respond });
  const utils = renderRoutes(
    [
      { path: "/result/:orderId", Component: ResultPage },
      { path: "/", element: <p>Home page</p> },
    ],
    path,
  );
  const lookups = () => fetchMock.mock.calls.filter(([input]) => String(input).includes("/api/orders/")).length;
  return { ...utils, fetchMock, lookups };
}

describe("order result page", () => {
  it("shows a loading state while the order is fetched, and is not indexed", async () => {
    renderResult(() => new Promise<Response>(() => {}));
    expect(await screen.findByRole("status")).toHaveTextContent("Loading your order…");
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  it("shows 'Order not found or still processing' with Return Home on any fetch error", async () => {
    const { router } = renderResult(() => Response.json({ error: "Order not found" }, { status: 404 }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Order not found or still processing" }),
    ).toBeInTheDocument();
    const home = screen.getByRole("link", { name: "Return Home" });
    expect(home).toHaveAttribute("href", "/");
    home.click();
    await screen.findByText("Home page");
    expect(router.state.location.pathname).toBe("/");
  });

  it("shows the error card without asking when the link has no email", async () => {
    const { lookups } = renderResult(
      () => Response.json({ order: order("delivered"), artifacts: ALL_FILES }),
      `/result/${ORDER_ID}`,
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "Order not found or still processing" }),
    ).toBeInTheDocument();
    expect(lookups()).toBe(0);
  });

  it("asks with the visitor's email", async () => {
    const { fetchMock } = renderResult(() => Response.json({ order: order("processing"), artifacts: NO_FILES }));
    await screen.findByText("Status: Processing");
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes("/api/orders/"));
    expect(new URL(String(call?.[0]), "http://x").searchParams.get("email")).toBe(EMAIL);
  });

  it.each([
    ["paid", "Status: Paid"],
    ["processing", "Status: Processing"],
  ] as const)("shows a processing card with the humanised status for %s", async (status, text) => {
    renderResult(() => Response.json({ order: order(status), artifacts: NO_FILES }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/being prepared/);
  });

  it("says an unpaid order has not been paid, not that it is being prepared, and offers Home and My Orders", async () => {
    renderResult(() => Response.json({ order: order("awaiting_payment"), artifacts: NO_FILES }));
    expect(await screen.findByText("Status: Awaiting payment")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("We haven't received payment for this order");
    expect(screen.queryByText(/being prepared/)).not.toBeInTheDocument();
    expect(screen.getByText(/you haven't been charged/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "My Orders" })).toHaveAttribute("href", "/portal");
  });

  it("says a refunded order was refunded, with Home and My Orders", async () => {
    renderResult(() => Response.json({ order: order("refunded"), artifacts: NO_FILES }));
    expect(await screen.findByRole("heading", { level: 1, name: "This order has been refunded" })).toBeInTheDocument();
    expect(screen.queryByText(/being prepared/)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "My Orders" })).toHaveAttribute("href", "/portal");
  });

  it("shows 'This order failed to process' with the support address, and the way Home and to My Orders", async () => {
    const { router } = renderResult(() => Response.json({ order: order("failed"), artifacts: NO_FILES }));
    expect(await screen.findByRole("heading", { level: 1, name: "This order failed to process" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "help@shop.example" })).toHaveAttribute(
      "href",
      "mailto:help@shop.example",
    );
    expect(screen.getByRole("link", { name: "My Orders" })).toHaveAttribute("href", "/portal");
    screen.getByRole("link", { name: "Return Home" }).click();
    await screen.findByText("Home page");
    expect(router.state.location.pathname).toBe("/");
  });

  it("delivered: every file has a tile that says 'Processing...' until its link exists", async () => {
    renderResult(() =>
      Response.json({
        order: order("delivered"),
        artifacts: {
          ...NO_FILES,
          story_url: `/api/story/${ORDER_ID}?email=x`,
          oracle_urls: { love: "/files/oracle-love.png", gratitude: "/files/oracle-gratitude.png" },
        },
      }),
    );
    await screen.findByRole("heading", { level: 1, name: "Your Soulmate Story Is Ready" });
    // Storybook PDF, card set PDF, 5 cards, 3 oracles and the ZIP.
    expect(screen.getAllByText("Processing...")).toHaveLength(11);
    const story = screen.getByRole("link", { name: /View story/ });
    expect(story).toHaveAttribute("href", `/api/story/${ORDER_ID}?email=x`);
    expect(story).toHaveAttribute("target", "_blank");
    expect(story).toHaveAccessibleName("View story Animated Story (opens in a new tab)");

    const oracles = within(screen.getByTestId("oracle-tiles")).getAllByRole("listitem");
    expect(oracles.map((tile) => within(tile).getByRole("heading").textContent)).toEqual([
      "Gratitude Oracle",
      "Peace Oracle",
      "Joy Oracle",
      "Love Oracle",
      "Protection Oracle",
    ]);
    expect(oracles.map((tile) => (within(tile).queryByText("Processing...") ? "waiting" : "ready"))).toEqual([
      "ready",
      "waiting",
      "waiting",
      "ready",
      "waiting",
    ]);
    expect(screen.getByText(/check back in 10 to 15 minutes/)).toBeInTheDocument();
  });

  it("delivered with every file: links for the story, both PDFs, 5 cards, 5 oracles in order and the ZIP", async () => {
    renderResult(() => Response.json({ order: order("delivered"), artifacts: ALL_FILES }));
    await screen.findByRole("heading", { level: 1, name: "Your Soulmate Story Is Ready" });
    expect(screen.queryByText("Processing...")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Storybook PDF(?! for)/ })).toHaveAttribute("href", "/files/storybook.pdf");
    expect(screen.getByRole("link", { name: /Storybook PDF for home printing/ })).toHaveAttribute(
      "href",
      "/files/storybook-light.pdf",
    );
    expect(screen.getByRole("link", { name: /Card Set PDF/ })).toHaveAttribute("href", "/files/cards.pdf");
    for (const n of [1, 2, 3, 4, 5]) {
      expect(screen.getByRole("link", { name: new RegExp(`Card ${n}\\b`) })).toHaveAttribute(
        "href",
        `/files/card-${n}.png`,
      );
    }
    const oracleLinks = within(screen.getByTestId("oracle-tiles"))
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"));
    expect(oracleLinks).toEqual([
      "/files/oracle-gratitude.png",
      "/files/oracle-peace.png",
      "/files/oracle-joy.png",
      "/files/oracle-love.png",
      "/files/oracle-protection.png",
    ]);
    const zip = screen.getByRole("link", { name: /Download ZIP/ });
    expect(zip).toHaveAttribute("href", ALL_FILES.oracle_zip_url);
    expect(zip).not.toHaveAttribute("target");
  });

  it("shows every card and oracle by its small preview, while each tile's link opens the print file", async () => {
    const { container } = renderResult(() => Response.json({ order: order("delivered"), artifacts: ALL_FILES }));
    await screen.findByRole("heading", { level: 1, name: "Your Soulmate Story Is Ready" });
    const images = [...container.querySelectorAll("img")].map((img) => img.getAttribute("src"));
    expect(images).toEqual([
      ...ALL_FILES.card_preview_urls,
      ...["gratitude", "peace", "joy", "love", "protection"].map((n) => `/files/oracle-${n}-preview.png`),
    ]);
    expect(screen.getByRole("link", { name: /Card 1\b/ })).toHaveAttribute("href", "/files/card-1.png");
  });

  it("shows the print files in the tiles of an order built before previews existed", async () => {
    const older = { ...ALL_FILES, card_preview_urls: [], oracle_preview_urls: {} };
    const { container } = renderResult(() => Response.json({ order: order("delivered"), artifacts: older }));
    await screen.findByRole("heading", { level: 1, name: "Your Soulmate Story Is Ready" });
    const images = [...container.querySelectorAll("img")].map((img) => img.getAttribute("src"));
    expect(images).toEqual([
      ...ALL_FILES.cards_png_urls,
      ...["gratitude", "peace", "joy", "love", "protection"].map((n) => `/files/oracle-${n}.png`),
    ]);
  });

  it("asks again every 5 s until the order is delivered, then stops", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    const { lookups } = renderResult(() => {
      calls += 1;
      return calls < 3
        ? Response.json({ order: order("processing"), artifacts: NO_FILES })
        : Response.json({ order: order("delivered"), artifacts: ALL_FILES });
    });
    await screen.findByText("Status: Processing");
    expect(lookups()).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(lookups()).toBe(2);
    expect(screen.getByText("Status: Processing")).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Your Soulmate Story Is Ready" })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(lookups()).toBe(3);
  });

  it("stops asking once the order has failed: it will not change by itself", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { lookups } = renderResult(() => Response.json({ order: order("failed"), artifacts: NO_FILES }));
    await screen.findByRole("heading", { level: 1, name: "This order failed to process" });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(lookups()).toBe(1);
  });
});
