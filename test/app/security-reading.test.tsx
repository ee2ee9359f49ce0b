/**
 * XSS in the tarot pages: a saved reading and a live session whose intention,
 * interpretation and card labels carry markup render it as text. No element,
 * attribute or script URL comes from the data, and the words appear exactly
 * as they were written (so nothing was parsed, stripped or double-escaped).
 */
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { dismissToast } from "../../app/hooks/use-toast";
import { Component as ReadingPage } from "../../app/routes/tarot-reading";
import { Component as SessionPage } from "../../app/routes/tarot-session";
import type { CardView, ReadingView, SessionView } from "../../src/shared/tarot";
import { HOSTILE_INTENTIONS, XSS_STRINGS } from "../fixtures/hostile-strings";
import { renderRoutes, stubApiRequests } from "./render";
import { expectLiteralText, expectNoInjectedMarkup } from "./security-dom";

const READING_ID = "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d";
const SESSION_ID = "9c8b7a6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d";

afterEach(() => {
  act(() => dismissToast());
});

/** Markup in every field a visitor or a model can influence, with the card art from our own paths. */
function hostileCards(payload: string): CardView[] {
  return ["Past", "Present", "Future"].map((place, i) => ({
    id: `card-${i}`,
    name: `${payload} ${i}`,
    imageUrl: `/api/tarot/cards/card-${i}.svg`,
    alt: `${payload} picture ${i}`,
    reversed: i === 1,
    position: `${place} ${payload}`,
  }));
}
const CARD_IMAGES = [0, 1, 2].map((i) => `/api/tarot/cards/card-${i}.svg`);

/** Hostile strings with markup in them: every XSS string and the HTML-bearing intentions. */
const PAYLOADS = [...new Set([...XSS_STRINGS, ...HOSTILE_INTENTIONS.filter((s) => /[<>&"'`{$]/.test(s))])];

describe("the saved reading page", () => {
  it.each(PAYLOADS)("shows %j as text in the intention, the interpretation and the cards", async (payload) => {
    // The intention is told apart from the cards by a word of its own: the cards' names belong in the
    // link preview's description, the intention never (docs/decisions/0057).
    const intention = `${payload} QUESTION-ONLY`;
    const reading: ReadingView = {
      id: READING_ID,
      spread_type: "three_card",
      intention,
      cards: hostileCards(payload),
      interpretation: `First ${payload} paragraph.\n\nSecond: ${payload}`,
      created_at: "2026-11-20T09:30:00.000Z",
    };
    stubApiRequests({ [`/api/tarot/readings/${READING_ID}`]: () => Response.json(reading) });
    renderRoutes([{ path: "/tarot/reading/:readingId", Component: ReadingPage }], `/tarot/reading/${READING_ID}`);
    await screen.findByRole("heading", { level: 1, name: "Saved Tarot Reading" });

    expectNoInjectedMarkup(document.body, CARD_IMAGES);
    expectLiteralText(screen.getByTestId("reading-intention"), `“${intention}”`);
    const interpretation = screen.getByRole("region", { name: "Interpretation" });
    expectLiteralText(interpretation, `First ${payload} paragraph.`);
    expectLiteralText(interpretation, `Second: ${payload}`);
    const items = within(screen.getByTestId("reading-cards")).getAllByRole("listitem");
    for (const [i, item] of items.entries()) {
      expectLiteralText(item, `${payload} ${i}`);
      expect(within(item).getByRole("img")).toHaveAttribute("alt", `${payload} picture ${i}`);
    }
    // The intention stays out of the page's head (title and meta tags); the cards' names are there as text.
    for (const meta of document.head.querySelectorAll("meta, title")) {
      expect(meta.outerHTML).not.toContain("QUESTION-ONLY");
      expect(meta.textContent ?? "").not.toContain("QUESTION-ONLY");
    }
    const description = document.head.querySelector('meta[property="og:description"]')?.getAttribute("content");
    expect(description).toContain(`${payload} 0, ${payload} 1 (reversed) and ${payload} 2.`);
  });
});

describe("the live session page", () => {
  function sse(messages: object[]): Response {
    const body = messages.map((m) => `data: ${JSON.stringify(m)}\n\n`).join("");
    return new Response(body, { headers: { "Content-Type": "text/event-stream" } });
  }

  it.each(PAYLOADS.slice(0, 8))("echoes the intention %j and streams an interpretation as text", async (payload) => {
    const base = `/api/tarot/sessions/${SESSION_ID}`;
    const session: SessionView = {
      id: SESSION_ID,
      status: "spread_selected",
      intention: payload,
      spread_type: "three_card",
      shuffledDeck: hostileCards(payload),
      deckSize: 78,
      cardBackUrl: "/api/tarot/cards/card-back.svg",
      readingId: null,
    };
    stubApiRequests({
      [base]: () => Response.json(session),
      [`${base}/interpret`]: () =>
        sse([
          { content: `Opening ${payload}\n\n` },
          { content: `closing ${payload}` },
          { done: true, readingId: READING_ID },
        ]),
    });
    renderRoutes(
      [
        { path: "/tarot/session/:sessionId", Component: SessionPage },
        { path: "/tarot/reading/:readingId", element: <p>Reading page</p> },
      ],
      `/tarot/session/${SESSION_ID}`,
    );
    const user = userEvent.setup();
    await screen.findByRole("heading", { name: "Reveal your cards" });
    expectLiteralText(document.body, `Your question: ${payload.trim()}`);
    expectNoInjectedMarkup(document.body, [...CARD_IMAGES, "/api/tarot/cards/card-back.svg"]);

    for (const button of screen.getAllByRole("button", { name: /^Reveal card/ })) await user.click(button);
    await user.click(screen.getByRole("button", { name: "Get AI Interpretation" }));
    expect(await screen.findByRole("link", { name: "View Permalink" })).toBeInTheDocument();
    const interpretation = screen.getByTestId("interpretation");
    expectLiteralText(interpretation, `Opening ${payload}`);
    expectLiteralText(interpretation, `closing ${payload}`);
    expectNoInjectedMarkup(document.body, [...CARD_IMAGES, "/api/tarot/cards/card-back.svg"]);
  });
});
