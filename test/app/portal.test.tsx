import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Component as PortalPage } from "../../app/routes/portal";
import type { MyOrder } from "../../src/api/my-orders";
import type { ArtifactsView } from "../../src/orders/views";
import { SIGN_IN_LINK_BROKEN, SIGN_IN_LINK_SENT, SIGN_IN_LINK_SPENT } from "../../src/shared/my-orders";
import { type RequestHandler, renderRoutes, stubApiRequests } from "./render";

const EMAIL = "moon@example.com";

const FILES: ArtifactsView = {
  story_url: "/api/story/s1?email=x",
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
  card_preview_urls: [],
  oracle_preview_urls: {},
  oracle_zip_url: "/api/orders/s1/oracles.zip?email=x",
};

let nextId = 0;
/** An order as the browser that made it sees it (opened); `closed()` turns it into what any other browser sees. */
function soulmate(status: MyOrder["status"], extra: Partial<MyOrder> = {}): MyOrder {
  nextId += 1;
  const id = `0000000${nextId}-aaaa-4bbb-8ccc-dddddddddddd`;
  return {
    id,
    number: id.slice(0, 8),
    opened: true,
    email: EMAIL,
    status,
    type: "soulmate",
    product_type: "soulmate",
    payment_method: "paypal",
    coupon_code: null,
    original_price: 1499,
    final_price: 1499,
    currency: "AUD",
    created_at: "2025-10-04T01:02:03.000Z",
    city: null,
    inputs: null,
    artifacts: status === "delivered" ? FILES : null,
    sessions: [],
    ...extra,
  };
}

function tarot(status: MyOrder["status"], sessions: MyOrder["sessions"]): MyOrder {
  return { ...soulmate(status), type: "tarot", product_type: "tarot_reading", artifacts: null, sessions };
}

function closed(order: MyOrder): MyOrder {
  return { ...order, id: null, opened: false, coupon_code: null, artifacts: null, sessions: [] };
}

function renderPortal(respond: () => Response, more: Record<string, RequestHandler> = {}, path = "/portal") {
  const fetchMock = stubApiRequests({ "/api/my-orders": respond, ...more });
  const utils = renderRoutes(
    [
      { path: "/portal", Component: PortalPage },
      { path: "/", element: <p>Home page</p> },
    ],
    path,
  );
  const lookups = () =>
    fetchMock.mock.calls.filter(([input]) => new URL(String(input), "http://x").pathname === "/api/my-orders");
  return { ...utils, fetchMock, lookups, user: userEvent.setup() };
}

async function search(user: ReturnType<typeof userEvent.setup>, email = EMAIL) {
  await user.type(screen.getByLabelText("Email address"), email);
  await user.click(screen.getByRole("button", { name: "Find My Orders" }));
}

function card(name: string | RegExp): HTMLElement {
  const heading = screen.getAllByRole("heading", { level: 3, name })[0];
  const item = heading?.closest("li");
  if (!item) throw new Error(`no order card for ${name}`);
  return item;
}

describe("My Orders", () => {
  it("asks for a required email and looks nothing up until one is given", async () => {
    const { user, lookups } = renderPortal(() => Response.json([]));
    expect(await screen.findByRole("heading", { level: 1, name: "My Orders" })).toBeInTheDocument();
    const input = screen.getByLabelText("Email address");
    expect(input).toHaveAttribute("type", "email");
    expect(input).toBeRequired();
    expect(lookups()).toHaveLength(0);
    // Whitespace only: still nothing.
    input.removeAttribute("required");
    await user.type(input, "   ");
    await user.click(screen.getByRole("button", { name: "Find My Orders" }));
    expect(lookups()).toHaveLength(0);
  });

  it("looks up the trimmed email", async () => {
    const { user, lookups } = renderPortal(() => Response.json([]));
    await search(user, `  ${EMAIL} `);
    await waitFor(() => expect(lookups()).toHaveLength(1));
    const url = new URL(String(lookups()[0]?.[0]), "http://x");
    expect(url.searchParams.get("email")).toBe(EMAIL);
  });

  it("shows each status's message exactly", async () => {
    const { user } = renderPortal(() =>
      Response.json([soulmate("awaiting_payment"), soulmate("paid"), soulmate("processing"), soulmate("failed")]),
    );
    await search(user);
    expect(await screen.findByText("Awaiting payment confirmation...")).toBeInTheDocument();
    expect(screen.getByText("Payment received! We're preparing your files...")).toBeInTheDocument();
    expect(screen.getByText("Your order is being processed. Check back soon for download links!")).toBeInTheDocument();
    expect(screen.getByText("This order failed to process, contact support.")).toBeInTheDocument();
  });

  it("highlights the badge only for delivered or completed orders", async () => {
    const { user } = renderPortal(() =>
      Response.json([soulmate("delivered"), tarot("completed", []), soulmate("processing"), soulmate("failed")]),
    );
    await search(user);
    await screen.findAllByTestId("status-badge");
    const badges = screen.getAllByTestId("status-badge");
    expect(badges.map((b) => [b.textContent, b.hasAttribute("data-highlighted")])).toEqual([
      ["Delivered", true],
      ["Completed", true],
      ["Processing", false],
      ["Failed", false],
    ]);
    expect(badges[0]?.className).toMatch(/bg-gold-400/);
    expect(badges[2]?.className).not.toMatch(/bg-gold-400/);
  });

  it("shows the price in dollars, with the original struck through when the final price differs", async () => {
    const { user } = renderPortal(() =>
      Response.json([
        soulmate("processing", { final_price: 0, original_price: 1499 }),
        tarot("paid", [{ id: "sess-1", reading: null }]),
      ]),
    );
    await search(user);
    const discounted = card("Soulmate Story");
    await waitFor(() => expect(within(discounted).getByText("A$0.00")).toBeInTheDocument());
    const struck = discounted.querySelector("s");
    expect(struck).toHaveTextContent("A$14.99");
    const full = card("AI Tarot Reading");
    expect(within(full).getByText("A$14.99")).toBeInTheDocument();
    expect(full.querySelector("s")).toBeNull();
  });

  it("lists every download of a delivered soulmate order", async () => {
    const { user } = renderPortal(() => Response.json([soulmate("delivered")]));
    await search(user);
    const order = await waitFor(() => card("Soulmate Story"));
    const hrefs = within(order)
      .getAllByRole("link")
      .map((a) => [a.textContent?.replace(" (opens in a new tab)", ""), a.getAttribute("href")]);
    expect(hrefs).toEqual([
      ["View animated story", FILES.story_url],
      ["Storybook PDF", FILES.storybook_pdf_url],
      ["Storybook PDF for home printing", FILES.storybook_light_pdf_url],
      ["Card set PDF", FILES.cards_pdf_url],
      ["Card 1 (PNG)", "/files/card-1.png"],
      ["Card 2 (PNG)", "/files/card-2.png"],
      ["Card 3 (PNG)", "/files/card-3.png"],
      ["Card 4 (PNG)", "/files/card-4.png"],
      ["Card 5 (PNG)", "/files/card-5.png"],
      ["Gratitude oracle (PNG)", "/files/oracle-gratitude.png"],
      ["Peace oracle (PNG)", "/files/oracle-peace.png"],
      ["Joy oracle (PNG)", "/files/oracle-joy.png"],
      ["Love oracle (PNG)", "/files/oracle-love.png"],
      ["Protection oracle (PNG)", "/files/oracle-protection.png"],
      ["Oracle pack (ZIP)", FILES.oracle_zip_url],
    ]);
  });

  it("links completed tarot readings and truncates the intention to 50 characters with an ellipsis", async () => {
    const long = "Will I find the courage to follow my heart to the sea this year?";
    const exactly50 = "x".repeat(50);
    const { user } = renderPortal(() =>
      Response.json([
        tarot("completed", [
          { id: "sess-1", reading: { id: "read-1", intention: long } },
          { id: "sess-2", reading: { id: "read-2", intention: exactly50 } },
        ]),
      ]),
    );
    await search(user);
    const order = await waitFor(() => card("AI Tarot Reading"));
    expect(within(order).getByText(`${long.slice(0, 50)}…`)).toBeInTheDocument();
    expect(within(order).getByText(exactly50)).toBeInTheDocument();
    expect(within(order).queryByText(long)).not.toBeInTheDocument();
    const links = within(order).getAllByRole("link", { name: "View reading" });
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["/tarot/reading/read-1", "/tarot/reading/read-2"]);
  });

  it("offers 'Continue your reading' for a paid tarot order whose reading isn't written yet", async () => {
    const { user } = renderPortal(() =>
      Response.json([
        tarot("paid", [
          { id: "sess-open", reading: null },
          { id: "sess-done", reading: { id: "read-9", intention: "Done already" } },
        ]),
      ]),
    );
    await search(user);
    const order = await waitFor(() => card("AI Tarot Reading"));
    const links = within(order).getAllByRole("link", { name: "Continue your reading" });
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["/tarot/session/sess-open"]);
  });

  it("tells a buyer in another browser how to reach a paid reading whose link is not listed here", async () => {
    const order = tarot("paid", []);
    const { user } = renderPortal(() => Response.json([order]));
    await search(user);
    const card_ = await waitFor(() => card("AI Tarot Reading"));
    expect(within(card_).queryByRole("link", { name: "Continue your reading" })).not.toBeInTheDocument();
    expect(card_).toHaveTextContent(
      "Your reading is waiting for you. To keep it private, we show its link only in a browser that has already opened it, like the one you paid in, or once you open your orders with the link we email you.",
    );
    expect(card_).toHaveTextContent(`with order ${order.number} and we’ll send you the link.`);
    expect(await within(card_).findByRole("link", { name: "help@shop.example" })).toHaveAttribute(
      "href",
      "mailto:help@shop.example",
    );
  });

  it("keeps the link to a reading saved before its order was refunded", async () => {
    const { user } = renderPortal(() =>
      Response.json([
        tarot("refunded", [{ id: "sess-3", reading: { id: "read-3", intention: "Read before the refund" } }]),
        tarot("refunded", []),
      ]),
    );
    await search(user);
    await screen.findAllByText("This order has been refunded.");
    const [read, unread] = screen
      .getAllByRole("heading", { level: 3, name: "AI Tarot Reading" })
      .map((h) => h.closest("li"));
    expect(within(read as HTMLElement).getByRole("link", { name: "View reading" })).toHaveAttribute(
      "href",
      "/tarot/reading/read-3",
    );
    expect(within(unread as HTMLElement).queryByRole("link")).not.toBeInTheDocument();
    expect(unread).not.toHaveTextContent("Your reading is complete.");
  });

  it("says 'No orders found for this email' with a 'Create Your First Order' button", async () => {
    const { user, router } = renderPortal(() => Response.json([]));
    await search(user);
    expect(await screen.findByRole("heading", { name: "No orders found for this email" })).toBeInTheDocument();
    // docs/product/screens.md, My Orders: the empty result also raises the neutral toast.
    expect(await screen.findByText("No order found for this email")).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Create Your First Order" }));
    await screen.findByText("Home page");
    expect(router.state.location.pathname).toBe("/");
  });

  it("says 'Failed to load orders. Please try again.' when the lookup fails", async () => {
    const { user } = renderPortal(() => Response.json({ error: "Too many requests" }, { status: 429 }));
    await search(user);
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load orders. Please try again.");
  });

  it("fills in and looks up the email a failed quiz order hands over in history state", async () => {
    const fetchMock = stubApiRequests({ "/api/my-orders": () => Response.json([soulmate("failed")]) });
    renderRoutes([{ path: "/portal", Component: PortalPage }], { pathname: "/portal", state: { email: EMAIL } });
    expect(await screen.findByText("This order failed to process, contact support.")).toBeInTheDocument();
    expect(screen.getByLabelText("Email address")).toHaveValue(EMAIL);
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes(encodeURIComponent(EMAIL)))).toBe(true);
  });

  it("shows another browser each order's status, number and price, and none of its files or readings", async () => {
    const delivered = closed(soulmate("delivered"));
    const reading = closed(tarot("completed", []));
    const { user } = renderPortal(() => Response.json([delivered, reading, closed(soulmate("processing"))]));
    await search(user);
    const pack = await waitFor(() => card("Soulmate Story"));
    expect(pack).toHaveTextContent(`Order ${delivered.number}`);
    expect(pack).toHaveTextContent("Your files are ready.");
    expect(within(pack).queryByRole("link")).not.toBeInTheDocument();
    expect(within(card("AI Tarot Reading")).queryByRole("link")).not.toBeInTheDocument();
    expect(screen.getByText("Your order is being processed. Check back soon for download links!")).toBeInTheDocument();
    expect(screen.getAllByTestId("status-badge").map((b) => b.textContent)).toEqual([
      "Delivered",
      "Completed",
      "Processing",
    ]);
  });

  it("offers 'Email me a link to open my orders' when an order is closed, and says the same whatever the answer", async () => {
    const asked: unknown[] = [];
    const { user } = renderPortal(() => Response.json([closed(soulmate("delivered"))]), {
      "/api/my-orders/link": async (request) => {
        asked.push(await request.json());
        return Response.json({ message: SIGN_IN_LINK_SENT }, { status: 202 });
      },
    });
    await search(user);
    const button = await screen.findByRole("button", { name: "Email me a link to open my orders" });
    expect(
      screen.getByText(/To keep your orders private, their files, readings and questions show only in the browser/),
    ).toBeInTheDocument();
    await user.click(button);
    expect(await screen.findByText(SIGN_IN_LINK_SENT)).toHaveAttribute("role", "status");
    expect(asked).toEqual([{ email: EMAIL }]);
  });

  it("says why no link was sent when the shop refuses (too many asks)", async () => {
    const { user } = renderPortal(() => Response.json([closed(soulmate("paid"))]), {
      "/api/my-orders/link": () =>
        Response.json({ error: "Too many requests. Please wait a minute and try again." }, { status: 429 }),
    });
    await search(user);
    await user.click(await screen.findByRole("button", { name: "Email me a link to open my orders" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many requests. Please wait a minute and try again.",
    );
  });

  it("offers no link when every order is already open in this browser", async () => {
    const { user } = renderPortal(() => Response.json([soulmate("delivered"), tarot("completed", [])]));
    await search(user);
    await screen.findAllByTestId("status-badge");
    expect(screen.queryByRole("button", { name: "Email me a link to open my orders" })).not.toBeInTheDocument();
  });

  it("opens the orders a sign-in link lands with, after taking its token out of the address", async () => {
    const token = "T".repeat(43);
    const opened: unknown[] = [];
    const { router, lookups } = renderPortal(
      () => Response.json([soulmate("delivered")]),
      {
        "/api/my-orders/session": async (request) => {
          opened.push(await request.json());
          return Response.json({ email: EMAIL });
        },
      },
      `/portal#token=${token}`,
    );
    await waitFor(() => expect(card("Soulmate Story")).toBeInTheDocument());
    expect(opened).toEqual([{ token }]);
    expect(router.state.location.hash).toBe("");
    expect(router.state.historyAction).toBe("REPLACE");
    expect(screen.getByLabelText("Email address")).toHaveValue(EMAIL);
    expect(new URL(String(lookups()[0]?.[0]), "http://x").searchParams.get("email")).toBe(EMAIL);
    expect(within(card("Soulmate Story")).getAllByRole("link").length).toBeGreaterThan(0);
  });

  it("says so when a link was used already or ran out", async () => {
    const { router } = renderPortal(
      () => Response.json([]),
      { "/api/my-orders/session": () => Response.json({ error: SIGN_IN_LINK_SPENT }, { status: 410 }) },
      `/portal#token=${"u".repeat(43)}`,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(SIGN_IN_LINK_SPENT);
    expect(router.state.location.hash).toBe("");
  });

  it("says so when a link arrives cut short, without sending it", async () => {
    const { router, fetchMock } = renderPortal(() => Response.json([]), {}, "/portal#token=cut-sho");
    expect(await screen.findByRole("alert")).toHaveTextContent(SIGN_IN_LINK_BROKEN);
    expect(router.state.location.hash).toBe("");
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes("/api/my-orders/session"))).toBe(false);
  });
});
