import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast } from "../../app/hooks/use-toast";
import { Component as SessionPage } from "../../app/routes/tarot-session";
import type { SpreadType } from "../../src/shared/statuses";
import type { CardView, SessionView } from "../../src/shared/tarot";
import { type RequestHandler, renderRoutes, stubApiRequests } from "./render";

const SESSION_ID = "3f6c1b2a-9d8e-4f7a-8b6c-5d4e3f2a1b0c";
const READING_ID = "7e8d9c0b-1a2b-4c3d-8e4f-5a6b7c8d9e0f";
const BASE = `/api/tarot/sessions/${SESSION_ID}`;

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

const CARD_NAMES = [
  "The Fool",
  "The Tower",
  "Three of Cups",
  "Knight of Wands",
  "The Star",
  "Ace of Swords",
  "Queen of Pentacles",
  "The Moon",
  "Six of Cups",
  "The World",
];

function cardsFor(spreadType: SpreadType, positions: readonly string[], count = positions.length): CardView[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `card-${i}`,
    name: CARD_NAMES[i] as string,
    imageUrl: `/api/tarot/cards/card-${i}.svg`,
    alt: `Art for ${CARD_NAMES[i]}`,
    reversed: i === 1,
    position: positions[i] ?? `${spreadType} ${i + 1}`,
  }));
}

const THREE = cardsFor("three_card", ["Past", "Present", "Future"]);
const CELTIC = cardsFor("celtic_cross", [
  "Present",
  "Challenge",
  "Foundation",
  "Recent Past",
  "Crown",
  "Near Future",
  "Self",
  "Environment",
  "Hopes/Fears",
  "Outcome",
]);

function session(extra: Partial<SessionView> = {}): SessionView {
  return {
    id: SESSION_ID,
    status: "intention",
    intention: null,
    spread_type: null,
    shuffledDeck: [],
    deckSize: 78,
    cardBackUrl: "/api/tarot/cards/card-back.svg",
    readingId: null,
    ...extra,
  };
}

function renderSession(handlers: Record<string, RequestHandler> = {}, view: SessionView = session()) {
  const fetchMock = stubApiRequests({ [BASE]: () => Response.json(view), ...handlers });
  const utils = renderRoutes(
    [
      { path: "/tarot/session/:sessionId", Component: SessionPage },
      { path: "/tarot/reading/:readingId", element: <p>Reading page</p> },
    ],
    `/tarot/session/${SESSION_ID}`,
  );
  const callsTo = (path: string) =>
    fetchMock.mock.calls.filter(([input]) => new URL(String(input), "http://x").pathname === path);
  return { ...utils, fetchMock, callsTo };
}

async function expectToast(title: string, description?: string) {
  const region = screen.getByRole("region", { name: /Notification/ });
  expect(await within(region).findByText(title)).toBeInTheDocument();
  if (description) expect(within(region).getByText(description)).toBeInTheDocument();
}

/** A Server-Sent Events body the test writes to as the server would. */
function sseStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const state = { cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      state.cancelled = true;
    },
  });
  const encoder = new TextEncoder();
  return {
    /** The page closed its end of the stream. */
    cancelled: () => state.cancelled,
    response: () => new Response(body, { headers: { "Content-Type": "text/event-stream" } }) as Response,
    write: (text: string) => act(async () => controller?.enqueue(encoder.encode(text))),
    send: (message: object) =>
      act(async () => controller?.enqueue(encoder.encode(`data: ${JSON.stringify(message)}\n\n`))),
    close: () => act(async () => controller?.close()),
  };
}

async function revealAll(user: ReturnType<typeof userEvent.setup>) {
  for (const button of screen.getAllByRole("button", { name: /^Reveal card/ })) await user.click(button);
}

describe("tarot session: loading", () => {
  it("says 'Loading session...' until the session arrives", async () => {
    let release: (res: Response) => void = () => {};
    stubApiRequests({ [BASE]: () => new Promise<Response>((resolve) => (release = resolve)) });
    renderRoutes([{ path: "/tarot/session/:sessionId", Component: SessionPage }], `/tarot/session/${SESSION_ID}`);
    expect(await screen.findByRole("status")).toHaveTextContent("Loading session...");
    await act(async () => release(Response.json(session())));
    expect(await screen.findByRole("heading", { name: "Set your intention" })).toBeInTheDocument();
    expect(screen.queryByText("Loading session...")).not.toBeInTheDocument();
  });

  it("says the session was not found for an unknown id", async () => {
    renderSession({ [BASE]: () => Response.json({ error: "Session not found" }, { status: 404 }) });
    expect(await screen.findByRole("heading", { level: 1, name: "Session Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  it("says kindly that the reading was refunded, rather than offering a retry, when its session is gone", async () => {
    renderSession({
      [BASE]: () => Response.json({ error: "This reading's order has been refunded" }, { status: 410 }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "This Reading Was Refunded" })).toBeInTheDocument();
    expect(
      screen.getByText(/Your payment for this reading has been refunded, so this session is now closed/),
    ).toBeVisible();
    expect(await screen.findByRole("link", { name: "help@shop.example" })).toHaveAttribute(
      "href",
      "mailto:help@shop.example",
    );
    expect(screen.queryByRole("button", { name: "Try Again" })).not.toBeInTheDocument();
  });

  it("keeps --vh at 1% of the window's height, through resizes and rotations, and removes it on leaving", async () => {
    const { unmount } = renderSession();
    await screen.findByRole("heading", { name: "Set your intention" });
    const vh = () => document.documentElement.style.getPropertyValue("--vh");
    expect(vh()).toBe(`${window.innerHeight * 0.01}px`);
    const original = window.innerHeight;
    Object.defineProperty(window, "innerHeight", { configurable: true, value: 640 });
    fireEvent(window, new Event("resize"));
    expect(vh()).toBe("6.4px");
    Object.defineProperty(window, "innerHeight", { configurable: true, value: 360 });
    fireEvent(window, new Event("orientationchange"));
    expect(vh()).toBe("3.6px");
    unmount();
    expect(vh()).toBe("");
    Object.defineProperty(window, "innerHeight", { configurable: true, value: original });
  });
});

describe("tarot session: intention and shuffle", () => {
  it("labels the intention box, limits it to 500 characters with a count, and disables Continue while empty", async () => {
    const user = userEvent.setup();
    renderSession();
    const box = await screen.findByLabelText("Your question or intention");
    expect(box.tagName).toBe("TEXTAREA");
    expect(box).toHaveAttribute("maxLength", "500");
    const continueButton = screen.getByRole("button", { name: "Continue to Shuffle" });
    expect(continueButton).toBeDisabled();
    expect(screen.getByText("0/500 characters")).toBeInTheDocument();
    await user.type(box, "Where is my path?");
    expect(screen.getByText("17/500 characters")).toBeInTheDocument();
    expect(continueButton).toBeEnabled();
  });

  it("asks for an intention when it is only spaces, and shuffles nothing", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderSession();
    await user.type(await screen.findByLabelText("Your question or intention"), "   ");
    await user.click(screen.getByRole("button", { name: "Continue to Shuffle" }));
    await expectToast("Intention Required", "Please enter your question or intention first.");
    expect(callsTo(`${BASE}/shuffle`)).toHaveLength(0);
    expect(screen.getByRole("heading", { name: "Set your intention" })).toBeInTheDocument();
  });

  it("asks for an intention when it is only invisible characters, as the API would", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderSession();
    await user.type(await screen.findByLabelText("Your question or intention"), "\u200B\u2060\uFEFF\u3000");
    await user.click(screen.getByRole("button", { name: "Continue to Shuffle" }));
    await expectToast("Intention Required", "Please enter your question or intention first.");
    expect(callsTo(`${BASE}/shuffle`)).toHaveLength(0);
  });

  it("shows the shuffle screen, calls shuffle 2 s later with the trimmed intention, then offers the spreads", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { callsTo } = renderSession({
      [`${BASE}/shuffle`]: () => Response.json({ deck: [] }),
    });
    await user.type(await screen.findByLabelText("Your question or intention"), "  Should I move to Hobart?  ");
    await user.click(screen.getByRole("button", { name: "Continue to Shuffle" }));

    expect(screen.getByRole("heading", { name: "Shuffling the cosmic deck..." })).toHaveFocus();
    expect(screen.getByText("Shuffling the deck...")).toBeInTheDocument();
    expect(screen.getByTestId("shuffle-deck")).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1_800));
    expect(callsTo(`${BASE}/shuffle`)).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(300));
    await waitFor(() => expect(callsTo(`${BASE}/shuffle`)).toHaveLength(1));
    expect(JSON.parse(String(callsTo(`${BASE}/shuffle`)[0]?.[1]?.body))).toEqual({
      intention: "Should I move to Hobart?",
    });

    const heading = await screen.findByRole("heading", { name: "Choose your spread" });
    expect(heading).toHaveFocus();
    expect(screen.getByRole("button", { name: /One Card.*quick insight, daily guidance/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Past\/Present\/Future.*3 cards/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Celtic Cross.*10 cards/ })).toBeInTheDocument();
    // The session is read again after a successful shuffle.
    await waitFor(() => expect(callsTo(BASE)).toHaveLength(2));
  });

  it("says 'Shuffle Failed' and returns to the intention, text kept", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSession({ [`${BASE}/shuffle`]: () => Response.json({ error: "Out of order" }, { status: 409 }) });
    await user.type(await screen.findByLabelText("Your question or intention"), "Love?");
    await user.click(screen.getByRole("button", { name: "Continue to Shuffle" }));
    await act(async () => vi.advanceTimersByTime(2_000));
    await expectToast("Shuffle Failed", "Could not shuffle the deck. Please try again.");
    expect(screen.getByLabelText("Your question or intention")).toHaveValue("Love?");
    expect(screen.getByRole("button", { name: "Continue to Shuffle" })).toBeEnabled();
  });

  it("keeps the deck still under reduced motion", async () => {
    const matchMedia = vi.fn((query: string) => ({ matches: query.includes("reduce"), media: query }));
    vi.stubGlobal("matchMedia", matchMedia);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSession({ [`${BASE}/shuffle`]: () => new Promise<Response>(() => {}) });
    await user.type(await screen.findByLabelText("Your question or intention"), "Calm?");
    await user.click(screen.getByRole("button", { name: "Continue to Shuffle" }));
    const cards = () => [...screen.getByTestId("shuffle-deck").children].map((c) => (c as HTMLElement).style.transform);
    const before = cards();
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(cards()).toEqual(before);
    expect(matchMedia).toHaveBeenCalledWith("(prefers-reduced-motion: reduce)");
  });
});

describe("tarot session: spread and reveal", () => {
  const shuffled = session({ status: "shuffled", intention: "What should I focus on?" });

  it("says 'Spread Selection Failed' when the spread cannot be chosen", async () => {
    const user = userEvent.setup();
    renderSession({ [`${BASE}/select-spread`]: () => new Response("", { status: 500 }) }, shuffled);
    await user.click(await screen.findByRole("button", { name: /One Card/ }));
    await expectToast("Spread Selection Failed", "Could not select spread. Please try again.");
    expect(screen.getByRole("heading", { name: "Choose your spread" })).toBeInTheDocument();
  });

  it("lays the cards face down, each a button named by its position; a card turns once and stays turned", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderSession({ [`${BASE}/select-spread`]: () => Response.json({ cards: THREE }) }, shuffled);
    await user.click(await screen.findByRole("button", { name: /Past\/Present\/Future/ }));
    expect(JSON.parse(String(callsTo(`${BASE}/select-spread`)[0]?.[1]?.body))).toEqual({ spreadType: "three_card" });
    expect(await screen.findByRole("heading", { name: "Reveal your cards" })).toHaveFocus();
    expect(screen.getByText("What should I focus on?")).toBeInTheDocument();
    const faceDown = screen.getAllByRole("button", { name: /^Reveal card/ });
    expect(faceDown.map((b) => b.getAttribute("aria-label"))).toEqual([
      "Reveal card 1: Past",
      "Reveal card 2: Present",
      "Reveal card 3: Future",
    ]);
    expect(screen.queryByRole("button", { name: "Get AI Interpretation" })).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(BASE)).toHaveLength(2));

    const live = document.querySelector('[aria-live="polite"]') as HTMLElement;
    await user.click(screen.getByRole("button", { name: "Reveal card 2: Present" }));
    const turned = screen.getByRole("button", { name: "Card 2, Present: The Tower, reversed" });
    expect(turned).toHaveAttribute("aria-disabled", "true");
    expect(live).toHaveTextContent("Present: The Tower, reversed");
    const item = turned.closest("li") as HTMLElement;
    expect(within(item).getByText("The Tower")).toBeInTheDocument();
    expect(within(item).getByText("(Reversed)")).toBeInTheDocument();
    expect(within(item).getByRole("img", { hidden: true, name: "Art for The Tower" })).toHaveClass("rotate-180");

    // Clicking again changes nothing: it cannot be flipped back.
    await user.click(turned);
    expect(screen.getByRole("button", { name: "Card 2, Present: The Tower, reversed" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    expect(screen.getAllByRole("button", { name: /^Reveal card/ })).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Get AI Interpretation" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Reveal card 1: Past" }));
    expect(live).toHaveTextContent("Past: The Fool");
    expect(
      within(screen.getByRole("button", { name: "Card 1, Past: The Fool" }).closest("li") as HTMLElement).queryByText(
        "(Reversed)",
      ),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Get AI Interpretation" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Reveal card 3: Future" }));
    expect(live).toHaveTextContent("Future: Three of Cups. All cards are revealed.");
    expect(screen.getByRole("button", { name: "Get AI Interpretation" })).toBeInTheDocument();
  });

  it("turns a card with the keyboard", async () => {
    const user = userEvent.setup();
    renderSession({ [`${BASE}/select-spread`]: () => Response.json({ cards: THREE.slice(0, 1) }) }, shuffled);
    await user.click(await screen.findByRole("button", { name: /One Card/ }));
    const card = await screen.findByRole("button", { name: "Reveal card 1: Past" });
    card.focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Card 1, Past: The Fool" })).toHaveFocus();
  });

  it("deals the ten Celtic Cross positions in order", async () => {
    const user = userEvent.setup();
    renderSession({ [`${BASE}/select-spread`]: () => Response.json({ cards: CELTIC }) }, shuffled);
    await user.click(await screen.findByRole("button", { name: /Celtic Cross/ }));
    const names = (await screen.findAllByRole("button", { name: /^Reveal card/ })).map((b) =>
      b.getAttribute("aria-label"),
    );
    expect(names).toHaveLength(10);
    expect(names[2]).toBe("Reveal card 3: Foundation");
    expect(names[9]).toBe("Reveal card 10: Outcome");
    expect(document.querySelector('[data-spread="celtic_cross"]')).toBeInTheDocument();
  });

  it("shows a placeholder carrying the card's name when its image fails", async () => {
    const user = userEvent.setup();
    renderSession({ [`${BASE}/select-spread`]: () => Response.json({ cards: THREE.slice(0, 1) }) }, shuffled);
    await user.click(await screen.findByRole("button", { name: /One Card/ }));
    await user.click(await screen.findByRole("button", { name: "Reveal card 1: Past" }));
    const item = screen.getByRole("button", { name: "Card 1, Past: The Fool" }).closest("li") as HTMLElement;
    fireEvent.error(within(item).getByRole("img", { hidden: true, name: "Art for The Fool" }));
    const placeholder = within(item).getByTestId("card-placeholder");
    expect(placeholder).toHaveTextContent("The Fool");
  });
});

describe("tarot session: restoring after a reload", () => {
  it("restores the intention and the first N cards of the chosen spread, face down", async () => {
    renderSession(
      {},
      session({
        status: "spread_selected",
        intention: "Is it time to rest?",
        spread_type: "one_card",
        shuffledDeck: cardsFor("one_card", ["Your Card"], 4),
      }),
    );
    expect(await screen.findByRole("heading", { name: "Reveal your cards" })).toBeInTheDocument();
    expect(screen.getByText("Is it time to rest?")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /^Reveal card/ }).map((b) => b.getAttribute("aria-label"))).toEqual([
      "Reveal card 1: Your Card",
    ]);
  });

  it("opens at the spread choice when the deck is shuffled but no spread chosen", async () => {
    renderSession({}, session({ status: "shuffled", intention: "Hmm" }));
    expect(await screen.findByRole("heading", { name: "Choose your spread" })).toBeInTheDocument();
  });

  it("offers the permalink of a reading that is already saved", async () => {
    renderSession(
      {},
      session({
        status: "complete",
        intention: "Done?",
        spread_type: "three_card",
        shuffledDeck: THREE,
        readingId: READING_ID,
      }),
    );
    expect(await screen.findByRole("link", { name: "View Permalink" })).toHaveAttribute(
      "href",
      `/tarot/reading/${READING_ID}`,
    );
  });
});

describe("tarot session: interpretation stream", () => {
  const ready = session({
    status: "spread_selected",
    intention: "Next step?",
    spread_type: "three_card",
    shuffledDeck: THREE,
  });

  async function startInterpretation(handlers: Record<string, RequestHandler>) {
    const user = userEvent.setup();
    const utils = renderSession(handlers, ready);
    await screen.findByRole("heading", { name: "Reveal your cards" });
    await revealAll(user);
    await user.click(screen.getByRole("button", { name: "Get AI Interpretation" }));
    return { ...utils, user };
  }

  it("shows 'Channeling the cosmic energies...', appends content, clears on restart, and links the saved reading", async () => {
    const stream = sseStream();
    const { router } = await startInterpretation({ [`${BASE}/interpret`]: () => stream.response() });
    expect(screen.getByRole("heading", { name: "Your interpretation" })).toHaveFocus();
    expect(screen.getByText("Channeling the cosmic energies...")).toBeInTheDocument();
    const text = screen.getByTestId("interpretation");
    expect(text).toHaveAttribute("aria-live", "off");

    await stream.send({ content: "Past: The Fool " });
    expect(screen.queryByText("Channeling the cosmic energies...")).not.toBeInTheDocument();
    // An event split across two chunks is joined before it is read.
    await stream.write('data: {"content":"opens the way."}');
    expect(text).toHaveTextContent("Past: The Fool");
    expect(text).not.toHaveTextContent("opens the way.");
    await stream.write("\n\n");
    expect(text).toHaveTextContent("Past: The Fool opens the way.");

    await stream.send({ restart: true });
    expect(text).toHaveTextContent("");
    await stream.send({ content: "A fresh start.\n\nSecond paragraph." });
    expect(text.querySelectorAll("p")).toHaveLength(2);
    expect(text).not.toHaveTextContent("opens the way.");

    await stream.send({ done: true, readingId: READING_ID });
    await expectToast("Reading Complete", "Your tarot reading has been saved!");
    expect(screen.getByText("Your interpretation is complete and your reading has been saved.")).toBeInTheDocument();
    expect(screen.getByText(/Your reading is saved/)).toBeInTheDocument();
    // The page closes the stream itself once it is done.
    await waitFor(() => expect(stream.cancelled()).toBe(true));
    const user = userEvent.setup();
    await user.click(screen.getByRole("link", { name: "View Permalink" }));
    expect(router.state.location.pathname).toBe(`/tarot/reading/${READING_ID}`);
  });

  it("reads the stream's framing as SSE does: CRLF cut between chunks, comments, an event's data on several lines", async () => {
    const stream = sseStream();
    await startInterpretation({ [`${BASE}/interpret`]: () => stream.response() });
    const text = screen.getByTestId("interpretation");
    await stream.write(': keep-alive\r\n\r\ndata: {"content":"The Star "}\r');
    expect(text).not.toHaveTextContent("The Star");
    await stream.write("\n\r\n");
    expect(text).toHaveTextContent("The Star");
    // Two data lines of one event are one message, joined by a newline (JSON whitespace).
    await stream.write('data: {"content":\ndata: "shines on."}\n\n');
    expect(text).toHaveTextContent("The Star shines on.");
    await stream.send({ done: true, readingId: READING_ID });
    await expectToast("Reading Complete", "Your tarot reading has been saved!");
  });

  it("shows sections as they arrive: a card's heading once its line is finished", async () => {
    const stream = sseStream();
    await startInterpretation({ [`${BASE}/interpret`]: () => stream.response() });
    const text = screen.getByTestId("interpretation");
    await stream.send({ content: "You ask about the next step.\n\nPast: The Fo" });
    expect(within(text).queryByRole("heading")).not.toBeInTheDocument();
    await stream.send({ content: "ol (upright)\nA leap" });
    expect(within(text).getByRole("heading", { level: 3, name: "Past: The Fool (upright)" })).toBeInTheDocument();
    expect(within(text).getByRole("region", { name: "Past: The Fool (upright)" })).toHaveTextContent("A leap");
  });

  it("says 'Interpretation Failed' with the stream's error, stops reading, and can try again", async () => {
    const first = sseStream();
    const second = sseStream();
    let calls = 0;
    const { user, callsTo } = await startInterpretation({
      [`${BASE}/interpret`]: () => (calls++ === 0 ? first.response() : second.response()),
    });
    await first.send({ content: "Half a" });
    await first.send({ error: "The reading could not be written. Please try again." });
    await expectToast("Interpretation Failed", "The reading could not be written. Please try again.");
    await waitFor(() => expect(first.cancelled()).toBe(true));
    expect(screen.getByTestId("interpretation")).toHaveTextContent("Half a");

    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(callsTo(`${BASE}/interpret`)).toHaveLength(2);
    // A new connection starts from a clear text: the server replays what it has.
    expect(screen.getByTestId("interpretation")).toHaveTextContent("");
    await second.send({ content: "Whole." });
    expect(screen.getByTestId("interpretation")).toHaveTextContent("Whole.");
  });

  it("says 'Connection Error' when the stream cannot be opened", async () => {
    await startInterpretation({
      [`${BASE}/interpret`]: () => {
        throw new TypeError("Failed to fetch");
      },
    });
    await expectToast("Connection Error", "Failed to stream interpretation.");
  });

  it("says 'Connection Error' when the stream ends before it is done", async () => {
    const stream = sseStream();
    await startInterpretation({ [`${BASE}/interpret`]: () => stream.response() });
    await stream.send({ content: "Some" });
    await stream.close();
    await expectToast("Connection Error", "Failed to stream interpretation.");
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });

  it("shows a refusal's reason as 'Interpretation Failed'", async () => {
    await startInterpretation({
      [`${BASE}/interpret`]: () => Response.json({ error: "This reading hasn't been paid for" }, { status: 402 }),
    });
    await expectToast("Interpretation Failed", "This reading hasn't been paid for");
  });
});
