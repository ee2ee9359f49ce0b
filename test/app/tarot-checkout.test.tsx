import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createElement, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast } from "../../app/hooks/use-toast";
import { Component as TarotPage } from "../../app/routes/tarot";
import { type RequestHandler, renderRoutes, stubApiRequests, testConfig } from "./render";
import { siteContent } from "./site-content-fixtures";

/**
 * PayPal's script cannot load in jsdom. The stand-in keeps the provider's load
 * states and calls the props the real buttons call: createOrder, then
 * onApprove with the order id, onError or onCancel.
 */
type FakeButtonProps = {
  disabled?: boolean;
  style?: unknown;
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }) => Promise<void>;
  onError: (error: unknown) => void;
  onCancel: () => void;
};
const paypalFake = vi.hoisted(() => ({
  status: "resolved" as "pending" | "resolved" | "rejected",
  options: null as Record<string, unknown> | null,
}));
vi.mock("@paypal/react-paypal-js", () => ({
  PayPalScriptProvider: ({ children, options }: { children: ReactNode; options: Record<string, unknown> }) => {
    paypalFake.options = options;
    return children;
  },
  usePayPalScriptReducer: () => [
    {
      isInitial: false,
      isPending: paypalFake.status === "pending",
      isResolved: paypalFake.status === "resolved",
      isRejected: paypalFake.status === "rejected",
    },
    () => {},
  ],
  PayPalButtons: (props: FakeButtonProps) => {
    const pay = async () => {
      let orderID: string;
      try {
        orderID = await props.createOrder();
      } catch (error) {
        props.onError(error);
        return;
      }
      await props.onApprove({ orderID });
    };
    const payThenCancel = async () => {
      try {
        await props.createOrder();
        props.onCancel();
      } catch (error) {
        props.onError(error);
      }
    };
    return createElement(
      "div",
      {
        "data-testid": "paypal-buttons",
        "data-disabled": String(Boolean(props.disabled)),
        "data-style": JSON.stringify(props.style),
      },
      createElement("button", { type: "button", onClick: () => void pay() }, "PayPal"),
      createElement("button", { type: "button", onClick: () => void payThenCancel() }, "PayPal then cancel"),
      createElement(
        "button",
        { type: "button", onClick: () => props.onError(new Error("popup blocked")) },
        "PayPal breaks",
      ),
    );
  },
}));

const TAROT_ORDER_ID = "5b0f8a7e-8f55-4c2a-9d4e-3c9a2f1b7e10";
const SESSION_ID = "9c1d2e3f-4a5b-4c6d-8e7f-a1b2c3d4e5f6";

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
  paypalFake.status = "resolved";
  paypalFake.options = null;
});

const withPayPal = { ...testConfig, paypal: { clientId: "test-client-id", env: "sandbox" as const } };

function renderTarot(handlers: Record<string, RequestHandler> = {}, config = testConfig) {
  const fetchMock = stubApiRequests({ "/api/config": () => Response.json(config), ...handlers });
  const utils = renderRoutes(
    [
      { path: "/tarot", Component: TarotPage },
      { path: "/tarot/session/:sessionId", element: <p>Session page</p> },
      { path: "/", element: <p>Home page</p> },
    ],
    "/tarot",
  );
  const callsTo = (path: string) =>
    fetchMock.mock.calls.filter(([input]) => new URL(String(input), "http://x").pathname === path);
  const bodyOf = (path: string, index = 0) => JSON.parse(String(callsTo(path)[index]?.[1]?.body));
  return { ...utils, fetchMock, callsTo, bodyOf };
}

async function expectToast(title: string, description?: string) {
  const region = screen.getByRole("region", { name: /Notification/ });
  expect(await within(region).findByText(title)).toBeInTheDocument();
  if (description) expect(within(region).getByText(description)).toBeInTheDocument();
}

function checkout() {
  return screen.getByRole("region", { name: "Checkout" });
}

/** A response the test releases when it chooses. */
function deferred() {
  let release: (res: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release: (res: Response) => act(async () => release(res)) };
}

describe("/tarot landing", () => {
  it("shows the hero's required copy, price from the config and the two buttons", async () => {
    renderTarot({}, { ...testConfig, prices: { soulmate: 1499, tarot_reading: 999 } });
    expect(screen.getByRole("heading", { level: 1, name: "AI Tarot Reading" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("tarot-hero-price")).toHaveTextContent("A$9.99 AUD one-off"));
    const hero = screen.getByRole("region", { name: "AI Tarot Reading" });
    expect(within(hero).getByText(/entertainment purposes only/)).toBeInTheDocument();
    expect(within(hero).getByText("30-day money-back guarantee")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Get Your Reading" })).toHaveAttribute("href", "#checkout");
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    expect(document.getElementById("checkout")).toBe(checkout());
  });

  it("shows A$14.99 AUD one-off before the config arrives (as prerendered)", () => {
    stubApiRequests({ "/api/config": () => new Promise<Response>(() => {}) });
    renderRoutes([{ path: "/tarot", Component: TarotPage }], "/tarot");
    expect(screen.getByTestId("tarot-hero-price")).toHaveTextContent("A$14.99 AUD one-off");
    expect(within(checkout()).getByText("Loading checkout…")).toBeInTheDocument();
  });

  it("lists the four features of What's Included", () => {
    renderTarot();
    const section = screen.getByRole("region", { name: "What's Included" });
    const features = within(section)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(features).toEqual([
      "Intentional card-shuffle reveal",
      "Multiple spreads",
      "AI interpretation in the Rider-Waite-Smith tradition",
      "Saved, shareable permalink",
    ]);
    expect(
      within(section).getByText(/One Card.*Past\/Present\/Future with 3 cards.*Celtic Cross with 10 cards/),
    ).toBeInTheDocument();
  });

  it("has the four published testimonials with first names", async () => {
    renderTarot({ "/api/content": () => Response.json(siteContent({ tarot: 4 })) });
    const section = screen.getByRole("region", { name: "Notes from readers" });
    const figures = await within(section).findAllByRole("figure");
    const names = figures.map((figure) => figure.querySelector("figcaption span")?.textContent);
    expect(names).toHaveLength(4);
    for (const name of names) expect(name).toMatch(/^[A-Z][a-z]+$/);
  });

  it("answers four questions, the refund one with the configured support email", async () => {
    const user = userEvent.setup();
    renderTarot();
    const faq = screen.getByRole("region", { name: "Questions, answered" });
    const questions = [...faq.querySelectorAll("details > summary")] as HTMLElement[];
    expect(questions.map((q) => q.textContent)).toEqual([
      "Which spreads can I choose?",
      "How does the AI reading work?",
      "Is my reading saved?",
      "What if I’m not happy with my reading?",
    ]);
    await user.click(questions[1] as HTMLElement);
    expect(questions[1]?.closest("details")).toHaveAttribute("open");
    expect(within(faq).getByText(/AI interpretation, not a human reader/)).toHaveTextContent(/Rider-Waite-Smith/);
    await user.click(questions[3] as HTMLElement);
    expect(await within(faq).findByRole("link", { name: "help@shop.example" })).toHaveAttribute(
      "href",
      "mailto:help@shop.example",
    );
  });

  it("sets its title, canonical link and social tags", async () => {
    renderTarot();
    await waitFor(() =>
      expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute("href", "https://shop.example/tarot"),
    );
    expect(document.title).toBe("AI Tarot Reading · Soulmate Stories");
    expect(document.querySelector('meta[property="og:title"]')).toHaveAttribute(
      "content",
      "AI Tarot Reading · Soulmate Stories",
    );
    expect(document.querySelector('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    expect(document.querySelector('meta[property="og:image"]')).toHaveAttribute(
      "content",
      "https://shop.example/og/tarot.png",
    );
  });
});

describe("/tarot checkout card", () => {
  it("offers an optional email field for the receipt", () => {
    renderTarot();
    const email = within(checkout()).getByLabelText(/Email/);
    expect(email).toHaveAttribute("type", "email");
    expect(email).not.toBeRequired();
    expect(email).toHaveAccessibleDescription(/receipt/);
  });

  it("points out an email that isn't one when the field is left, and clears it once fixed", async () => {
    const user = userEvent.setup();
    renderTarot();
    const email = within(checkout()).getByLabelText(/Email/);
    await user.type(email, "moon.example.com");
    expect(email).not.toHaveAttribute("aria-invalid");
    await user.tab();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription(/Enter a valid email address, like name@example.com, or leave it blank/);
    await user.clear(email);
    await user.type(email, "moon@example.com");
    expect(email).not.toHaveAttribute("aria-invalid");
    expect(email).toHaveAccessibleDescription(/receipt/);
  });

  it("refuses an email the server would refuse (me@example) by the field, before making any order", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderTarot();
    const email = within(checkout()).getByLabelText(/Email/);
    await user.type(email, "me@example");
    await user.type(within(checkout()).getByLabelText("Coupon code"), "TAROT-FREE{Enter}");
    const alert = await within(checkout()).findByRole("alert");
    expect(alert).toHaveTextContent("Enter a valid email address, like name@example.com, or leave it blank.");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveFocus();
    expect(screen.queryByText("Failed to create order. Please try again.")).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes("/api/tarot/"))).toBe(false);
  });

  it("shows the server's complaint about the email by the field, not as 'Failed to create order'", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderTarot({
      "/api/tarot/create-order": () => Response.json({ error: "email: Enter a valid email address" }, { status: 400 }),
    });
    const email = within(checkout()).getByLabelText(/Email/);
    await user.type(email, "moon@example.com");
    await user.type(within(checkout()).getByLabelText("Coupon code"), "TAROT-FREE{Enter}");
    expect(await within(checkout()).findByRole("alert")).toHaveTextContent(
      "Enter a valid email address, like name@example.com, or leave it blank.",
    );
    expect(email).toHaveAccessibleDescription(/Enter a valid email address/);
    expect(email).toHaveFocus();
    expect(screen.queryByText("Failed to create order. Please try again.")).not.toBeInTheDocument();
    expect(callsTo("/api/tarot/coupons/apply")).toHaveLength(0);
  });

  it("puts an email typed after a refused coupon onto that order before the free coupon pays it", async () => {
    const user = userEvent.setup();
    const answers = [
      () => Response.json({ applied: false, redirectUrl: null, error: "Coupon code not valid" }),
      () => Response.json({ applied: true, redirectUrl: `/tarot/session/${SESSION_ID}`, error: null }),
    ];
    let call = 0;
    const { callsTo, bodyOf } = renderTarot({
      "/api/tarot/create-order": () => Response.json({ id: TAROT_ORDER_ID }, { status: 201 }),
      "/api/tarot/coupons/apply": () => (answers[call++] as () => Response)(),
    });
    const coupon = within(checkout()).getByLabelText("Coupon code");
    await user.type(coupon, "WRONG{Enter}");
    await expectToast("Invalid Coupon", "Coupon code not valid");
    expect(bodyOf("/api/tarot/create-order")).toEqual({});

    await user.type(within(checkout()).getByLabelText(/Email/), "Moon@Example.com");
    await user.clear(coupon);
    await user.type(coupon, "TAROT-FREE{Enter}");
    await waitFor(() => expect(callsTo("/api/tarot/coupons/apply")).toHaveLength(2));
    expect(bodyOf("/api/tarot/create-order", 1)).toEqual({
      email: "moon@example.com",
      replaces: TAROT_ORDER_ID,
    });
    expect(bodyOf("/api/tarot/coupons/apply", 1)).toEqual({ tarotOrderId: TAROT_ORDER_ID, couponCode: "TAROT-FREE" });
    expect(await within(checkout()).findByTestId("checkout-success")).toHaveTextContent("Coupon Applied!");
  });

  it("puts an email typed after a refused coupon onto that order before PayPal is paid", async () => {
    const user = userEvent.setup();
    const { callsTo, bodyOf } = renderTarot(
      {
        "/api/tarot/create-order": () => Response.json({ id: TAROT_ORDER_ID }, { status: 201 }),
        "/api/tarot/coupons/apply": () =>
          Response.json({ applied: false, redirectUrl: null, error: "Coupon code not valid" }),
        "/api/paypal/create-tarot-order": () => Response.json({ id: "PAYPAL-1", tarotOrderId: TAROT_ORDER_ID }),
        "/api/paypal/capture-tarot-order": () => new Promise<Response>(() => {}),
      },
      withPayPal,
    );
    await screen.findByTestId("paypal-buttons");
    await user.type(within(checkout()).getByLabelText("Coupon code"), "WRONG{Enter}");
    await expectToast("Invalid Coupon", "Coupon code not valid");
    await user.type(within(checkout()).getByLabelText(/Email/), "sun@example.com");
    await user.click(screen.getByRole("button", { name: "PayPal" }));
    await waitFor(() => expect(callsTo("/api/paypal/create-tarot-order")).toHaveLength(1));
    expect(bodyOf("/api/tarot/create-order", 1)).toEqual({
      email: "sun@example.com",
      replaces: TAROT_ORDER_ID,
    });
    expect(bodyOf("/api/paypal/create-tarot-order")).toEqual({
      email: "sun@example.com",
      tarotOrderId: TAROT_ORDER_ID,
    });
  });

  it("says checkout is not configured, instead of buttons, when PayPal has no client id", async () => {
    renderTarot();
    expect(await within(checkout()).findByText(/Checkout not configured/)).toBeInTheDocument();
    expect(screen.queryByTestId("paypal-buttons")).not.toBeInTheDocument();
    // Coupons still work without PayPal.
    expect(within(checkout()).getByLabelText("Coupon code")).toBeInTheDocument();
  });

  it("keeps Apply disabled while the code is blank, and Enter on a blank code asks for one", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderTarot();
    const apply = within(checkout()).getByRole("button", { name: "Apply" });
    expect(apply).toBeDisabled();
    const coupon = within(checkout()).getByLabelText("Coupon code");
    await user.type(coupon, "   ");
    expect(apply).toBeDisabled();
    await user.type(coupon, "{Enter}");
    await expectToast("Enter Coupon Code", "Please enter a coupon code");
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes("/api/tarot/"))).toBe(false);
  });

  it("creates the tarot order, applies a free coupon, shows FREE and the panel, then moves on after 1.5 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const apply = deferred();
    const { router, callsTo, bodyOf } = renderTarot(
      {
        "/api/tarot/create-order": () => Response.json({ id: TAROT_ORDER_ID }, { status: 201 }),
        "/api/tarot/coupons/apply": () => apply.promise,
      },
      withPayPal,
    );
    await screen.findByTestId("paypal-buttons");
    await user.type(within(checkout()).getByLabelText(/Email/), " moon@example.com ");
    await user.type(within(checkout()).getByLabelText("Coupon code"), " tarot-free {Enter}");
    expect(await within(checkout()).findByRole("button", { name: "Applying..." })).toBeDisabled();
    await waitFor(() => expect(callsTo("/api/tarot/coupons/apply")).toHaveLength(1));
    expect(bodyOf("/api/tarot/create-order")).toEqual({ email: "moon@example.com" });
    expect(bodyOf("/api/tarot/coupons/apply")).toEqual({ tarotOrderId: TAROT_ORDER_ID, couponCode: "tarot-free" });

    await apply.release(Response.json({ applied: true, redirectUrl: `/tarot/session/${SESSION_ID}`, error: null }));
    expect(within(checkout()).getByTestId("tarot-price")).toHaveTextContent("FREE");
    expect(within(checkout()).getByTestId("checkout-success")).toHaveTextContent("Coupon Applied!");
    expect(within(checkout()).queryByLabelText("Coupon code")).not.toBeInTheDocument();
    expect(screen.queryByTestId("paypal-buttons")).not.toBeInTheDocument();

    await act(async () => vi.advanceTimersByTime(1_300));
    expect(router.state.location.pathname).toBe("/tarot");
    await act(async () => vi.advanceTimersByTime(300));
    expect(router.state.location.pathname).toBe(`/tarot/session/${SESSION_ID}`);
    expect(screen.getByText("Session page")).toBeInTheDocument();
  });

  it("says 'Error' when the tarot order cannot be created, and applies nothing", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderTarot({
      "/api/tarot/create-order": () => Response.json({ error: "Too many requests" }, { status: 429 }),
    });
    await user.type(within(checkout()).getByLabelText("Coupon code"), "TAROT-FREE{Enter}");
    await expectToast("Error", "Failed to create order. Please try again.");
    expect(callsTo("/api/tarot/coupons/apply")).toHaveLength(0);
  });

  it("says 'Invalid Coupon' with the server's reason, or 'Failed to apply coupon', and keeps the one order", async () => {
    const user = userEvent.setup();
    const answers = [
      () => Response.json({ applied: false, redirectUrl: null, error: "Coupon code not valid" }),
      () =>
        Response.json(
          { error: "This order is already paid, has a coupon, or its card payment has started" },
          { status: 409 },
        ),
      () => new Response("", { status: 500 }),
      () => Response.json({ applied: false, redirectUrl: null, error: null }),
    ];
    let call = 0;
    const { callsTo } = renderTarot({
      "/api/tarot/create-order": () => Response.json({ id: TAROT_ORDER_ID }, { status: 201 }),
      "/api/tarot/coupons/apply": () => (answers[call++] as () => Response)(),
    });
    const coupon = within(checkout()).getByLabelText("Coupon code");
    const apply = within(checkout()).getByRole("button", { name: "Apply" });
    await user.type(coupon, "NOPE");
    await user.click(apply);
    await expectToast("Invalid Coupon", "Coupon code not valid");
    await user.click(apply);
    await expectToast("Invalid Coupon", "This order is already paid, has a coupon, or its card payment has started");
    await user.click(apply);
    await expectToast("Invalid Coupon", "Failed to apply coupon");
    await user.click(apply);
    await waitFor(() => expect(callsTo("/api/tarot/coupons/apply")).toHaveLength(4));
    await expectToast("Invalid Coupon", "Failed to apply coupon");
    // The order was created once and kept for every try.
    expect(callsTo("/api/tarot/create-order")).toHaveLength(1);
    expect(within(checkout()).getByTestId("tarot-price")).toHaveTextContent("A$14.99");
  });

  it("keeps the PayPal buttons after a partial discount and pays for the same order", async () => {
    const user = userEvent.setup();
    const { bodyOf } = renderTarot(
      {
        "/api/tarot/create-order": () => Response.json({ id: TAROT_ORDER_ID }, { status: 201 }),
        "/api/tarot/coupons/apply": () =>
          Response.json({ applied: true, redirectUrl: null, error: null, final_price: 749 }),
        "/api/paypal/create-tarot-order": () => Response.json({ id: "PAYPAL-1", tarotOrderId: TAROT_ORDER_ID }),
        "/api/paypal/capture-tarot-order": () => new Promise<Response>(() => {}),
      },
      withPayPal,
    );
    await screen.findByTestId("paypal-buttons");
    await user.type(within(checkout()).getByLabelText("Coupon code"), "HALF{Enter}");
    await expectToast("Coupon Applied!");
    expect(within(checkout()).getByTestId("tarot-price")).toHaveTextContent("A$7.49");
    expect(within(checkout()).getByText("Coupon applied! Your new price is A$7.49.")).toBeInTheDocument();
    expect(within(checkout()).queryByLabelText("Coupon code")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "PayPal" }));
    await waitFor(() => expect(bodyOf("/api/paypal/create-tarot-order")).toEqual({ tarotOrderId: TAROT_ORDER_ID }));
  });
});

describe("/tarot PayPal buttons", () => {
  it("loads PayPal with AUD and capture, and shows vertical gold rectangular pay buttons", async () => {
    renderTarot({}, withPayPal);
    const buttons = await screen.findByTestId("paypal-buttons");
    expect(paypalFake.options).toMatchObject({
      clientId: "test-client-id",
      environment: "sandbox",
      currency: "AUD",
      intent: "capture",
    });
    expect(JSON.parse(buttons.dataset.style ?? "{}")).toEqual({
      layout: "vertical",
      color: "gold",
      shape: "rect",
      label: "pay",
    });
  });

  it("disables the buttons and hides the coupon box while paying, then says 'Payment Successful!' and moves on after 1 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const created = deferred();
    const captured = deferred();
    const { router, bodyOf } = renderTarot(
      {
        "/api/paypal/create-tarot-order": () => created.promise,
        "/api/paypal/capture-tarot-order": () => captured.promise,
      },
      withPayPal,
    );
    await screen.findByTestId("paypal-buttons");
    await user.type(within(checkout()).getByLabelText(/Email/), "sun@example.com");
    await user.click(screen.getByRole("button", { name: "PayPal" }));
    await waitFor(() => expect(screen.getByTestId("paypal-buttons")).toHaveAttribute("data-disabled", "true"));
    expect(within(checkout()).queryByLabelText("Coupon code")).not.toBeInTheDocument();
    expect(bodyOf("/api/paypal/create-tarot-order")).toEqual({ email: "sun@example.com" });

    await created.release(Response.json({ id: "PAYPAL-ORDER-7", tarotOrderId: TAROT_ORDER_ID }));
    await waitFor(() => expect(bodyOf("/api/paypal/capture-tarot-order")).toEqual({ orderID: "PAYPAL-ORDER-7" }));
    expect(screen.getByTestId("paypal-buttons")).toHaveAttribute("data-disabled", "true");

    await captured.release(
      Response.json({ status: "success", sessionId: SESSION_ID, redirectUrl: `/tarot/session/${SESSION_ID}` }),
    );
    await expectToast("Payment Successful!");
    expect(within(checkout()).getByTestId("checkout-success")).toHaveTextContent("Payment Successful!");
    await act(async () => vi.advanceTimersByTime(800));
    expect(router.state.location.pathname).toBe("/tarot");
    await act(async () => vi.advanceTimersByTime(300));
    expect(router.state.location.pathname).toBe(`/tarot/session/${SESSION_ID}`);
  });

  it.each([
    [Response.json({ error: "PayPal is unavailable right now" }, { status: 502 }), "PayPal is unavailable right now"],
    [new Response("", { status: 500 }), "Server error: 500"],
  ])("says 'Payment Error' when the PayPal order cannot be created, and re-enables checkout", async (answer, text) => {
    const user = userEvent.setup();
    renderTarot({ "/api/paypal/create-tarot-order": () => answer }, withPayPal);
    await user.click(await screen.findByRole("button", { name: "PayPal" }));
    // PayPal's own onError follows the failed createOrder; it must not replace the reason.
    await expectToast("Payment Error", text);
    expect(screen.getByTestId("paypal-buttons")).toHaveAttribute("data-disabled", "false");
    expect(within(checkout()).getByLabelText("Coupon code")).toBeInTheDocument();
  });

  it("says 'Failed to create order. Please try again.' when the network fails", async () => {
    const user = userEvent.setup();
    renderTarot(
      {
        "/api/paypal/create-tarot-order": () => {
          throw new TypeError("Failed to fetch");
        },
      },
      withPayPal,
    );
    await user.click(await screen.findByRole("button", { name: "PayPal" }));
    await expectToast("Payment Error", "Failed to create order. Please try again.");
  });

  it.each([
    [
      "the server's reason",
      () => Response.json({ error: "Your card was declined" }, { status: 402 }),
      "Your card was declined",
    ],
    ["the status", () => new Response("", { status: 503 }), "Payment capture failed: 503"],
    [
      "a pending payment's reason",
      () => Response.json({ status: "pending", error: "PayPal is still processing this payment." }, { status: 202 }),
      "PayPal is still processing this payment.",
    ],
    ["'Payment processing failed'", () => Response.json({ status: "failed" }), "Payment processing failed"],
    [
      "the fallback",
      () => {
        throw new TypeError("Failed to fetch");
      },
      "Payment could not be completed. Please try again.",
    ],
  ])("says 'Payment Error' with %s when the capture fails", async (_label, answer, text) => {
    const user = userEvent.setup();
    const { router } = renderTarot(
      {
        "/api/paypal/create-tarot-order": () => Response.json({ id: "PAYPAL-2", tarotOrderId: TAROT_ORDER_ID }),
        "/api/paypal/capture-tarot-order": answer,
      },
      withPayPal,
    );
    await user.click(await screen.findByRole("button", { name: "PayPal" }));
    await expectToast("Payment Error", text);
    expect(screen.getByTestId("paypal-buttons")).toHaveAttribute("data-disabled", "false");
    expect(router.state.location.pathname).toBe("/tarot");
  });

  it("says 'Something went wrong' when PayPal itself fails", async () => {
    const user = userEvent.setup();
    renderTarot({}, withPayPal);
    await user.click(await screen.findByRole("button", { name: "PayPal breaks" }));
    await expectToast("Payment Error", "Something went wrong. Please try again.");
  });

  it("after a cancelled payment, a coupon starts from a fresh order", async () => {
    const user = userEvent.setup();
    const { callsTo, bodyOf } = renderTarot(
      {
        "/api/paypal/create-tarot-order": () => Response.json({ id: "PAYPAL-3", tarotOrderId: TAROT_ORDER_ID }),
        "/api/tarot/create-order": () => Response.json({ id: "11111111-2222-4333-8444-555555555555" }, { status: 201 }),
        "/api/tarot/coupons/apply": () =>
          Response.json({ applied: false, redirectUrl: null, error: "Coupon code not valid" }),
      },
      withPayPal,
    );
    await user.click(await screen.findByRole("button", { name: "PayPal then cancel" }));
    const coupon = await within(checkout()).findByLabelText("Coupon code");
    expect(screen.getByTestId("paypal-buttons")).toHaveAttribute("data-disabled", "false");
    await user.type(coupon, "X{Enter}");
    await expectToast("Invalid Coupon");
    expect(callsTo("/api/tarot/create-order")).toHaveLength(1);
    expect(bodyOf("/api/tarot/coupons/apply").tarotOrderId).toBe("11111111-2222-4333-8444-555555555555");
  });

  it("says 'Failed to load' when PayPal's script cannot load", async () => {
    paypalFake.status = "rejected";
    renderTarot({}, withPayPal);
    await expectToast("Failed to load");
    expect(within(checkout()).getByRole("alert")).toHaveTextContent(/could not be loaded/);
    expect(screen.queryByTestId("paypal-buttons")).not.toBeInTheDocument();
  });

  it("waits for PayPal's script before showing the buttons as ready", async () => {
    paypalFake.status = "pending";
    renderTarot({}, withPayPal);
    expect(await within(checkout()).findByText("Loading PayPal…")).toBeInTheDocument();
  });
});
