import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createElement, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PayPalCheckoutProps } from "../../app/components/quiz/paypal-checkout";
import QuizModal from "../../app/components/quiz/quiz-modal";
import { dismissToast } from "../../app/hooks/use-toast";
import { type RequestHandler, renderRoutes, stubApiRequests, testConfig } from "./render";

// The real PayPal button needs PayPal's script; tests that switch this on get a stand-in
// that calls the same props the real one does.
const paypalFake = vi.hoisted(() => ({ enabled: false, props: null as PayPalCheckoutProps | null }));
vi.mock("../../app/components/quiz/paypal-checkout", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../app/components/quiz/paypal-checkout")>();
  function MaybeFakeCheckout(props: PayPalCheckoutProps) {
    if (!paypalFake.enabled) return createElement(actual.default, props);
    paypalFake.props = props;
    return createElement(
      "div",
      { "data-testid": "payment-container", onClickCapture: props.onPaymentStart },
      createElement("button", { type: "button", onClick: () => props.onApproved() }, `Fake PayPal ${props.amount}`),
    );
  }
  return { ...actual, default: MaybeFakeCheckout };
});

const ORDER_ID = "0b6c2f52-3c9e-4d7e-9a51-3f0f5d7a1c11";
const EMAIL = "luna@example.com";

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
  paypalFake.enabled = false;
  paypalFake.props = null;
});

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open quiz
      </button>
      <QuizModal open={open} onOpenChange={setOpen} />
    </>
  );
}

function renderQuiz(handlers: Record<string, RequestHandler> = {}) {
  const fetchMock = stubApiRequests({
    "/api/quiz/prepare": () => Response.json({ orderId: ORDER_ID }, { status: 201 }),
    ...handlers,
  });
  const user = userEvent.setup();
  const utils = renderRoutes(
    [
      { path: "/", element: <Harness /> },
      { path: "/result/:orderId", element: <p>Result page</p> },
      { path: "/portal", element: <p>Portal page</p> },
    ],
    "/",
  );
  return { user, fetchMock, ...utils };
}

type User = ReturnType<typeof userEvent.setup>;

const continueButton = () => screen.getByRole("button", { name: "Continue" });
const backButton = () => screen.getByRole("button", { name: "Back" });
const stepHeading = () => screen.getByRole("heading", { level: 3 });

async function expectStep(n: number) {
  await waitFor(() => expect(screen.getByText(`Step ${n} of 8`)).toBeInTheDocument());
}

/** Toasts live in the notification region (outside the dialog, so hidden from queries that respect aria-hidden). */
async function expectToast(title: string, description?: string) {
  const region = screen.getByRole("region", { name: /Notification/, hidden: true });
  expect(await within(region).findByText(title)).toBeInTheDocument();
  if (description) expect(within(region).getByText(description)).toBeInTheDocument();
}

type Answers = { sign: string; month: string; day: string; year: string; city: string; firstName: string };
const DEFAULT_ANSWERS: Answers = { sign: "Gemini", month: "6", day: "15", year: "1990", city: "", firstName: "" };

/** Answers steps 1 to 6 and lands on step 7. */
async function answerToEmailStep(user: User, answers: Partial<Answers> = {}) {
  const a = { ...DEFAULT_ANSWERS, ...answers };
  await user.click(screen.getByRole("radio", { name: a.sign }));
  await user.click(continueButton());
  await expectStep(2);
  await user.selectOptions(screen.getByLabelText("Month"), a.month);
  await user.selectOptions(screen.getByLabelText("Day"), a.day);
  await user.selectOptions(screen.getByLabelText("Year"), a.year);
  await user.click(continueButton());
  await expectStep(3);
  if (a.city) await user.type(screen.getByLabelText(/City or town/), a.city);
  await user.click(continueButton());
  await expectStep(4);
  await user.click(screen.getByRole("radio", { name: "I prefer Women" }));
  await user.click(continueButton());
  await expectStep(5);
  await user.click(screen.getByRole("radio", { name: "Just Curious" }));
  await user.click(continueButton());
  await expectStep(6);
  if (a.firstName) await user.type(screen.getByLabelText(/First name/), a.firstName);
  await user.click(continueButton());
  await expectStep(7);
}

async function reachCheckout(user: User, answers: Partial<Answers> = {}) {
  await answerToEmailStep(user, answers);
  await user.type(screen.getByLabelText("Email address"), EMAIL);
  await user.click(continueButton());
  await expectStep(8);
  expect(stepHeading()).toHaveTextContent("Complete Your Order");
}

describe("quiz modal frame", () => {
  it("shows 'Step 1 of 8', a labelled progress bar, Close, Continue and no Back on step 1", async () => {
    stubApiRequests();
    renderQuiz();
    const dialog = await screen.findByRole("dialog", { name: "Your Soulmate Story" });
    expect(within(dialog).getByText("Step 1 of 8")).toBeInTheDocument();
    const progress = within(dialog).getByRole("progressbar", { name: "Quiz progress" });
    expect(progress).toHaveAttribute("aria-valuenow", "1");
    expect(progress).toHaveAttribute("aria-valuemax", "8");
    expect(progress).toHaveAttribute("aria-valuetext", "Step 1 of 8");
    expect(within(dialog).getByRole("button", { name: "Close" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Continue" })).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Back" })).not.toBeInTheDocument();
    // Focus starts on the step's heading.
    expect(stepHeading()).toHaveFocus();
    expect(stepHeading()).toHaveTextContent("What's your star sign?");
  });

  it("advances the progress bar, moves focus to each new heading and resets the scroll position", async () => {
    const { user } = renderQuiz();
    await screen.findByRole("dialog");
    const scroller = screen.getByTestId("quiz-scroll");
    const scrollWrites: number[] = [];
    Object.defineProperty(scroller, "scrollTop", {
      configurable: true,
      get: () => 240,
      set: (value: number) => scrollWrites.push(value),
    });
    await user.click(screen.getByRole("radio", { name: "Aries" }));
    await user.click(continueButton());
    await expectStep(2);
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
    expect(stepHeading()).toHaveFocus();
    expect(stepHeading()).toHaveTextContent("When were you born?");
    expect(scrollWrites).toContain(0);

    scrollWrites.length = 0;
    await user.click(backButton());
    await expectStep(1);
    expect(scrollWrites).toContain(0);
    expect(stepHeading()).toHaveFocus();
  });

  it("Back returns one step and keeps the answers", async () => {
    const { user } = renderQuiz();
    await screen.findByRole("dialog");
    await user.click(screen.getByRole("radio", { name: "Pisces" }));
    await user.click(continueButton());
    await user.selectOptions(screen.getByLabelText("Month"), "3");
    await user.click(backButton());
    await expectStep(1);
    expect(screen.getByRole("radio", { name: "Pisces" })).toBeChecked();
    expect(screen.queryByRole("button", { name: "Back" })).not.toBeInTheDocument();
    await user.click(continueButton());
    await expectStep(2);
    expect(screen.getByLabelText("Month")).toHaveValue("3");
  });
});

describe("step 1: star sign", () => {
  it("offers the 12 signs with symbol and name as a radio group", async () => {
    renderQuiz();
    await screen.findByRole("dialog");
    const group = screen.getByRole("radiogroup", { name: /star sign/ });
    const radios = within(group).getAllByRole("radio");
    expect(radios).toHaveLength(12);
    expect(radios.map((r) => r.getAttribute("value"))).toEqual([
      "aries",
      "taurus",
      "gemini",
      "cancer",
      "leo",
      "virgo",
      "libra",
      "scorpio",
      "sagittarius",
      "capricorn",
      "aquarius",
      "pisces",
    ]);
    expect(within(group).getByText("♌")).toBeInTheDocument();
    expect(group.className).toMatch(/grid-cols-3/);
    expect(group.className).toMatch(/sm:grid-cols-4/);
  });

  it("moves the choice with the arrow keys", async () => {
    const { user } = renderQuiz();
    await screen.findByRole("dialog");
    await user.click(screen.getByRole("radio", { name: "Aries" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "Taurus" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Aries" })).not.toBeChecked();
  });

  it("refuses Continue without a sign", async () => {
    const { user } = renderQuiz();
    await screen.findByRole("dialog");
    await user.click(continueButton());
    await expectToast("Please complete this step", "All required fields must be filled before continuing.");
    expect(screen.getByText("Step 1 of 8")).toBeInTheDocument();
    expect(screen.getByRole("radiogroup")).toHaveAttribute("aria-invalid", "true");
  });
});

describe("step 2: birthday", () => {
  async function toStep2(user: User) {
    await user.click(screen.getByRole("radio", { name: "Gemini" }));
    await user.click(continueButton());
    await expectStep(2);
  }

  it("has 12 months, days 1 to 31 and 67 years from 2006 down to 1940", async () => {
    const { user } = renderQuiz();
    await screen.findByRole("dialog");
    await toStep2(user);
    const values = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole("option")
        .map((o) => (o as HTMLOptionElement).value)
        .filter(Boolean);
    const months = within(screen.getByLabelText("Month"))
      .getAllByRole("option")
      .filter((o) => (o as HTMLOptionElement).value)
      .map((o) => o.textContent);
    expect(months).toEqual([
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "July",
      "August",
      "September",
      "October",
      "November",
      "December",
    ]);
    expect(values("Day")).toEqual(Array.from({ length: 31 }, (_, i) => String(i + 1)));
    const years = values("Year");
    expect(years).toHaveLength(67);
    expect(years[0]).toBe("2006");
    expect(years.at(-1)).toBe("1940");
    expect(years).toEqual([...years].sort((a, b) => Number(b) - Number(a)));
  });

  it("needs month, day and year", async () => {
    const { user } = renderQuiz();
    await screen.findByRole("dialog");
    await toStep2(user);
    await user.selectOptions(screen.getByLabelText("Month"), "6");
    await user.selectOptions(screen.getByLabelText("Year"), "1990");
    await user.click(continueButton());
    await expectToast("Please complete this step", "All required fields must be filled before continuing.");
    expect(screen.getByText("Step 2 of 8")).toBeInTheDocument();
    expect(screen.getByLabelText("Day")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Day")).toHaveFocus();
  });

  it("turns away anyone under 18 on the day they try, and lets an 18th birthday through", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2024-06-15T10:00:00Z"));
    const { user } = renderQuiz();
    await screen.findByRole("dialog");
    await toStep2(user);
    await user.selectOptions(screen.getByLabelText("Month"), "6");
    await user.selectOptions(screen.getByLabelText("Day"), "16");
    await user.selectOptions(screen.getByLabelText("Year"), "2006");
    await user.click(continueButton());
    await expectToast("Age Requirement", "Sorry, you must be 18 or older to use this service.");
    expect(screen.getByText("Step 2 of 8")).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Day"), "15");
    await user.click(continueButton());
    await expectStep(3);
  });

  it("asks which sign to follow when the sign and the birthday disagree, and sends the one chosen", async () => {
    const { user, fetchMock } = renderQuiz();
    await screen.findByRole("dialog");
    await user.click(screen.getByRole("radio", { name: "Libra" }));
    await user.click(continueButton());
    await user.selectOptions(screen.getByLabelText("Month"), "11");
    await user.selectOptions(screen.getByLabelText("Day"), "9");
    await user.selectOptions(screen.getByLabelText("Year"), "1990");
    const group = screen.getByRole("radiogroup", { name: "Which sign should your story follow?" });
    expect(screen.getByText(/9 November falls in Scorpio, and you chose Libra/)).toBeInTheDocument();
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((r) => r.closest("label")?.textContent)).toEqual([
      "♏Scorpio, my birthday's sign",
      "♎Libra, the sign I chose",
    ]);

    // Continue without an answer: the step stays, says why and takes focus to the question.
    await user.click(continueButton());
    expect(screen.getByText("Step 2 of 8")).toBeInTheDocument();
    expect(await screen.findByRole("alert")).toHaveTextContent("Choose which sign your story should follow.");
    expect(group).toHaveAttribute("aria-invalid", "true");
    expect(radios[0]).toHaveFocus();

    // Taking the birthday's sign keeps the question on screen, answered, and lets the quiz go on.
    await user.click(within(group).getByRole("radio", { name: /Scorpio/ }));
    expect(within(group).getByRole("radio", { name: /Scorpio/ })).toBeChecked();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.click(continueButton());
    await expectStep(3);
    await user.click(backButton());
    await user.click(backButton());
    await expectStep(1);
    expect(screen.getByRole("radio", { name: "Scorpio" })).toBeChecked();
    await user.click(continueButton());
    await user.click(continueButton());
    await expectStep(3);
    await user.click(continueButton());
    await user.click(screen.getByRole("radio", { name: "I prefer Men" }));
    await user.click(continueButton());
    await user.click(screen.getByRole("radio", { name: "Single" }));
    await user.click(continueButton());
    await user.click(continueButton());
    await user.type(screen.getByLabelText("Email address"), EMAIL);
    await user.click(continueButton());
    await expectStep(8);
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes("/api/quiz/prepare"));
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ starSign: "scorpio" });
  });

  it("lets a visitor keep the sign they chose, and does not ask on a changeover day", async () => {
    const { user } = renderQuiz();
    await screen.findByRole("dialog");
    await user.click(screen.getByRole("radio", { name: "Libra" }));
    await user.click(continueButton());
    await user.selectOptions(screen.getByLabelText("Month"), "10");
    await user.selectOptions(screen.getByLabelText("Day"), "23");
    await user.selectOptions(screen.getByLabelText("Year"), "1990");
    // 23 October may be Libra or Scorpio: no question.
    expect(screen.queryByRole("radiogroup", { name: /Which sign/ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Day"), "30");
    const group = screen.getByRole("radiogroup", { name: "Which sign should your story follow?" });
    await user.click(within(group).getByRole("radio", { name: /Libra, the sign I chose/ }));
    await user.click(continueButton());
    await expectStep(3);
    await user.click(backButton());
    await user.click(backButton());
    expect(screen.getByRole("radio", { name: "Libra" })).toBeChecked();
  });

  it("refuses a date that does not exist", async () => {
    const { user } = renderQuiz();
    await screen.findByRole("dialog");
    await toStep2(user);
    await user.selectOptions(screen.getByLabelText("Month"), "2");
    await user.selectOptions(screen.getByLabelText("Day"), "30");
    await user.selectOptions(screen.getByLabelText("Year"), "1990");
    await user.click(continueButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(/date does not exist/);
    expect(screen.getByText("Step 2 of 8")).toBeInTheDocument();
  });
});

describe("steps 3 to 6", () => {
  it("capitalises and trims the city on blur, and the city step may be skipped", async () => {
    const { user } = renderQuiz();
    await screen.findByRole("dialog");
    await user.click(screen.getByRole("radio", { name: "Capricorn" }));
    await user.click(continueButton());
    await user.selectOptions(screen.getByLabelText("Month"), "1");
    await user.selectOptions(screen.getByLabelText("Day"), "1");
    await user.selectOptions(screen.getByLabelText("Year"), "1980");
    await user.click(continueButton());
    await expectStep(3);
    expect(screen.getByText(/No exact address needed/)).toBeInTheDocument();
    expect(screen.getByText(/You can skip this step/)).toBeInTheDocument();
    // Skipping is allowed.
    await user.click(continueButton());
    await expectStep(4);
    await user.click(backButton());
    const city = screen.getByLabelText(/City or town/);
    await user.type(city, "  new york  city ");
    await user.tab();
    expect(city).toHaveValue("New York City");
  });

  it("step 4 needs 'I prefer Men' or 'I prefer Women'; step 5 needs a relationship status; step 6 is optional", async () => {
    const { user } = renderQuiz();
    await screen.findByRole("dialog");
    await user.click(screen.getByRole("radio", { name: "Capricorn" }));
    await user.click(continueButton());
    await user.selectOptions(screen.getByLabelText("Month"), "1");
    await user.selectOptions(screen.getByLabelText("Day"), "1");
    await user.selectOptions(screen.getByLabelText("Year"), "1980");
    await user.click(continueButton());
    await user.click(continueButton());
    await expectStep(4);

    const preferences = within(screen.getByRole("radiogroup")).getAllByRole("radio");
    expect(preferences.map((r) => [r.getAttribute("value"), r.closest("label")?.textContent])).toEqual([
      ["men", "I prefer Men"],
      ["women", "I prefer Women"],
    ]);
    await user.click(continueButton());
    await expectToast("Please complete this step");
    expect(screen.getByText("Step 4 of 8")).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "I prefer Men" }));
    await user.click(continueButton());
    await expectStep(5);

    const statuses = within(screen.getByRole("radiogroup")).getAllByRole("radio");
    expect(statuses.map((r) => [r.getAttribute("value"), r.closest("label")?.textContent])).toEqual([
      ["single", "Single"],
      ["in-relationship", "In a relationship"],
      ["just-curious", "Just Curious"],
      ["divorced", "Divorced"],
      ["widowed", "Widowed"],
    ]);
    act(() => dismissToast());
    await user.click(continueButton());
    await expectToast("Please complete this step");
    expect(screen.getByText("Step 5 of 8")).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Widowed" }));
    await user.click(continueButton());
    await expectStep(6);

    // Blank first name is fine.
    await user.click(continueButton());
    await expectStep(7);
  });
});

describe("step 7: email and prepare", () => {
  it("requires an email of the right shape and explains why it is asked", async () => {
    const { user } = renderQuiz();
    await screen.findByRole("dialog");
    await answerToEmailStep(user);
    const email = screen.getByLabelText("Email address");
    expect(email).toHaveAttribute("type", "email");
    expect(email).toBeRequired();
    expect(screen.getByText(/My Orders/)).toBeInTheDocument();

    await user.click(continueButton());
    await expectToast("Please complete this step", "All required fields must be filled before continuing.");
    for (const bad of ["luna", "luna@example", "lu na@example.com", "luna@@example.com"]) {
      await user.clear(email);
      await user.type(email, bad);
      await user.click(continueButton());
      expect(screen.getByText("Step 7 of 8")).toBeInTheDocument();
    }
    expect(email).toHaveAttribute("aria-invalid", "true");
  });

  it("reads 'Preparing...' and disables Back and Continue while the order is prepared, then shows step 8", async () => {
    let release: (res: Response) => void = () => {};
    const { user, fetchMock } = renderQuiz({
      "/api/quiz/prepare": () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    await screen.findByRole("dialog");
    await answerToEmailStep(user, { city: "  hobart ", firstName: "  Luna " });
    await user.type(screen.getByLabelText("Email address"), ` ${EMAIL} `);
    await user.click(continueButton());

    const preparing = await screen.findByRole("button", { name: "Preparing..." });
    expect(preparing).toBeDisabled();
    expect(backButton()).toBeDisabled();

    const call = fetchMock.mock.calls.find(([input]) => String(input).includes("/api/quiz/prepare"));
    expect(call?.[1]?.method).toBe("POST");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      starSign: "gemini",
      birthday: { day: 15, month: 6, year: 1990 },
      city: "Hobart",
      preference: "women",
      relationshipStatus: "just-curious",
      firstName: "Luna",
      email: EMAIL,
    });

    await act(async () => release(Response.json({ orderId: ORDER_ID }, { status: 201 })));
    await expectStep(8);
    expect(stepHeading()).toHaveTextContent("Complete Your Order");
    expect(screen.queryByRole("button", { name: "Continue" })).not.toBeInTheDocument();
  });

  it("shows the server's message when preparing fails", async () => {
    const { user } = renderQuiz({
      "/api/quiz/prepare": () => Response.json({ error: "Too many requests, slow down" }, { status: 429 }),
    });
    await screen.findByRole("dialog");
    await answerToEmailStep(user);
    await user.type(screen.getByLabelText("Email address"), EMAIL);
    await user.click(continueButton());
    await expectToast("Error", "Too many requests, slow down");
    expect(screen.getByText("Step 7 of 8")).toBeInTheDocument();
    expect(continueButton()).toBeEnabled();
  });
});

describe("step 8: checkout", () => {
  it("summarises price, sign, date of birth and city, lists what's included and links the terms", async () => {
    const { user } = renderQuiz();
    await screen.findByRole("dialog");
    await reachCheckout(user, { city: "melbourne" });
    expect(screen.getByTestId("quiz-price")).toHaveTextContent("A$14.99");
    expect(screen.getByText("Gemini")).toBeInTheDocument();
    expect(screen.getByText("15/6/1990")).toBeInTheDocument();
    expect(screen.getByText("Melbourne")).toBeInTheDocument();
    for (const feature of [/storybook/i, /card set/i, /print-ready PDF/i, /My Orders/, /30-day/]) {
      expect(within(screen.getByRole("list")).getByText(feature)).toBeInTheDocument();
    }
    expect(screen.getByText("or")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Terms of Service/ })).toHaveAttribute("href", "/terms");
    expect(screen.getByRole("link", { name: /Privacy Policy/ })).toHaveAttribute("href", "/privacy");
    expect(screen.getByRole("button", { name: "Pay with PayPal" })).toBeInTheDocument();
    expect(backButton()).toBeEnabled();
  });

  it("leaves out the city when none was given", async () => {
    const { user } = renderQuiz();
    await screen.findByRole("dialog");
    await reachCheckout(user);
    expect(screen.queryByText("City")).not.toBeInTheDocument();
  });

  it("keeps Apply disabled while the code is blank, and Enter on a blank code asks for one", async () => {
    const { user, fetchMock } = renderQuiz();
    await screen.findByRole("dialog");
    await reachCheckout(user);
    const apply = screen.getByRole("button", { name: "Apply" });
    expect(apply).toBeDisabled();
    const coupon = screen.getByLabelText("Coupon code");
    await user.type(coupon, "   ");
    expect(apply).toBeDisabled();
    await user.type(coupon, "{Enter}");
    await expectToast("Enter Coupon Code", "Please enter a coupon code");
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes("/api/coupons/apply"))).toBe(false);
  });

  it("says 'Invalid Coupon' with the server's reason when a code is not applied", async () => {
    const { user, fetchMock } = renderQuiz({
      "/api/coupons/apply": () =>
        Response.json({ applied: false, free: false, orderId: ORDER_ID, error: "Coupon code not valid" }),
    });
    await screen.findByRole("dialog");
    await reachCheckout(user);
    await user.type(screen.getByLabelText("Coupon code"), " nope ");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await expectToast("Invalid Coupon", "Coupon code not valid");
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes("/api/coupons/apply"));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ orderId: ORDER_ID, couponCode: "nope" });
    expect(screen.getByTestId("quiz-price")).toHaveTextContent("A$14.99");
  });

  it("says 'Error' with the server's message when the coupon request fails", async () => {
    const { user } = renderQuiz({
      "/api/coupons/apply": () =>
        Response.json({ error: "This order is already paid or has a coupon" }, { status: 409 }),
    });
    await screen.findByRole("dialog");
    await reachCheckout(user);
    await user.type(screen.getByLabelText("Coupon code"), "SOULMATE-FREE{Enter}");
    await expectToast("Error", "This order is already paid or has a coupon");
  });

  it("applies a free coupon: 'FREE', a success box, 'Almost done...', Back disabled, then the result page", async () => {
    let lookups = 0;
    let releaseApply: (res: Response) => void = () => {};
    const { user, router, fetchMock } = renderQuiz({
      "/api/coupons/apply": () =>
        new Promise<Response>((resolve) => {
          releaseApply = resolve;
        }),
      [`/api/orders/${ORDER_ID}`]: () => {
        lookups += 1;
        return Response.json({ order: { id: ORDER_ID, status: lookups > 1 ? "delivered" : "processing" } });
      },
    });
    await screen.findByRole("dialog");
    await reachCheckout(user);
    await user.type(screen.getByLabelText("Coupon code"), "SOULMATE-FREE");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByRole("button", { name: "Applying..." })).toBeDisabled();

    await act(async () => releaseApply(Response.json({ applied: true, free: true, orderId: ORDER_ID, error: null })));
    await expectToast("Coupon Applied!", "Your order is free — processing your soulmate reading now...");
    expect(screen.getByTestId("quiz-price")).toHaveTextContent("FREE");
    expect(screen.getByTestId("coupon-success")).toHaveTextContent(/free/i);
    expect(screen.getByText("Almost done...")).toBeInTheDocument();
    expect(backButton()).toBeDisabled();

    // The first check says processing; 5 s later the next says delivered.
    await waitFor(() => expect(lookups).toBe(1));
    const lookup = fetchMock.mock.calls.find(([input]) => String(input).includes(`/api/orders/${ORDER_ID}`));
    expect(new URL(String(lookup?.[0]), "http://x").searchParams.get("email")).toBe(EMAIL);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/result/${ORDER_ID}`), { timeout: 7000 });
    expect(router.state.location.search).toBe(`?email=${encodeURIComponent(EMAIL)}`);
  }, 15_000);

  it("closing resets the payment choice, processing, free order and coupon text", async () => {
    const { user } = renderQuiz({
      "/api/coupons/apply": () => Response.json({ applied: true, free: true, orderId: ORDER_ID, error: null }),
      [`/api/orders/${ORDER_ID}`]: () => Response.json({ order: { id: ORDER_ID, status: "processing" } }),
    });
    await screen.findByRole("dialog");
    await reachCheckout(user);
    await user.type(screen.getByLabelText("Coupon code"), "SOULMATE-FREE{Enter}");
    expect(await screen.findByText("Almost done...")).toBeInTheDocument();

    // Close is always there, even over the processing overlay (the frame beneath is inert).
    await user.click(within(screen.getByTestId("processing-overlay")).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Open quiz" }));
    await screen.findByRole("dialog");
    await expectStep(8);
    expect(screen.queryByText("Almost done...")).not.toBeInTheDocument();
    expect(screen.getByTestId("quiz-price")).toHaveTextContent("A$14.99");
    expect(screen.getByRole("button", { name: "Pay with PayPal" })).toBeEnabled();
    expect(backButton()).toBeEnabled();
  });

  it("clears the coupon text on close", async () => {
    const { user } = renderQuiz();
    await screen.findByRole("dialog");
    await reachCheckout(user);
    await user.type(screen.getByLabelText("Coupon code"), "HALF");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Open quiz" }));
    expect(await screen.findByLabelText("Coupon code")).toHaveValue("");
  });

  it("'Pay with' reveals the checkout, which says checkout is not configured when PayPal has no client id", async () => {
    const { user, fetchMock } = renderQuiz();
    await screen.findByRole("dialog");
    await reachCheckout(user);
    await user.click(screen.getByRole("button", { name: "Pay with PayPal" }));
    expect(await screen.findByText(/Checkout not configured/)).toBeInTheDocument();
    expect(screen.getByText(/coupon code/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes("register-order"))).toBe(false);
  });

  it("going back from step 8 clears the payment choice", async () => {
    const { user } = renderQuiz();
    await screen.findByRole("dialog");
    await reachCheckout(user);
    await user.click(screen.getByRole("button", { name: "Pay with PayPal" }));
    await screen.findByText(/Checkout not configured/);
    await user.click(backButton());
    await expectStep(7);
    await user.click(continueButton());
    await expectStep(8);
    expect(screen.getByRole("button", { name: "Pay with PayPal" })).toBeInTheDocument();
    expect(screen.queryByText(/Checkout not configured/)).not.toBeInTheDocument();
  });

  it("Back from step 8 then Continue asks the server to change the order already prepared", async () => {
    const { user, fetchMock } = renderQuiz();
    await screen.findByRole("dialog");
    await reachCheckout(user);
    await user.click(backButton());
    await expectStep(7);
    await user.clear(screen.getByLabelText("Email address"));
    await user.type(screen.getByLabelText("Email address"), "other@example.com");
    await user.click(continueButton());
    await expectStep(8);
    const prepares = fetchMock.mock.calls.filter(([input]) => String(input).includes("/api/quiz/prepare"));
    expect(prepares).toHaveLength(2);
    expect(JSON.parse(String(prepares[0]?.[1]?.body))).not.toHaveProperty("replaces");
    expect(JSON.parse(String(prepares[1]?.[1]?.body))).toMatchObject({
      email: "other@example.com",
      replaces: ORDER_ID,
    });
  });

  it("with PayPal configured: registers the order, a click on the payment container starts processing, approval polls", async () => {
    paypalFake.enabled = true;
    const { user, router, fetchMock } = renderQuiz({
      "/api/config": () => Response.json({ ...testConfig, paypal: { clientId: "test-client-id", env: "sandbox" } }),
      "/api/paypal/register-order": () => Response.json({ registered: true }),
      [`/api/orders/${ORDER_ID}`]: () => Response.json({ order: { id: ORDER_ID, status: "failed" } }),
    });
    await screen.findByRole("dialog");
    await reachCheckout(user);
    await user.click(screen.getByRole("button", { name: "Pay with PayPal" }));
    const fakeButton = await screen.findByRole("button", { name: "Fake PayPal 14.99" });
    const register = fetchMock.mock.calls.find(([input]) => String(input).includes("/api/paypal/register-order"));
    expect(register?.[1]?.method).toBe("POST");
    expect(JSON.parse(String(register?.[1]?.body))).toEqual({ orderId: ORDER_ID });
    expect(screen.getByRole("region", { name: "PayPal checkout" })).toHaveFocus();

    await user.click(fakeButton);
    // Failed: the quiz closes, says so and goes to My Orders.
    await expectToast("Order Failed", "Your order failed to process. Please contact support.");
    await waitFor(() => expect(router.state.location.pathname).toBe("/portal"));
    expect(router.state.location.state).toEqual({ email: EMAIL });
  });

  it("the payment container click alone shows 'Almost done...' and disables Back; a cancel clears it", async () => {
    paypalFake.enabled = true;
    const { user } = renderQuiz({
      "/api/config": () => Response.json({ ...testConfig, paypal: { clientId: "test-client-id", env: "sandbox" } }),
      "/api/paypal/register-order": () => Response.json({ registered: true }),
    });
    await screen.findByRole("dialog");
    await reachCheckout(user);
    await user.click(screen.getByRole("button", { name: "Pay with PayPal" }));
    await screen.findByTestId("payment-container");
    act(() => paypalFake.props?.onPaymentStart());
    expect(screen.getByText("Almost done...")).toBeInTheDocument();
    expect(backButton()).toBeDisabled();
    act(() => paypalFake.props?.onAbandoned());
    expect(screen.queryByText("Almost done...")).not.toBeInTheDocument();
    expect(backButton()).toBeEnabled();
  });
});
