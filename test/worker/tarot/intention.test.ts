/**
 * The intention is required free text: blank means blank to a reader, so whitespace and
 * invisible characters at either end are trimmed before the 1–500 rule (src/shared/schemas.ts,
 * shared with the session page).
 */
import { describe, expect, it } from "vitest";
import { getSession, paidSession, shuffle } from "./session-helpers";

const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;

describe("POST /api/tarot/sessions/:id/shuffle, intention", () => {
  it.each([
    ["zero-width space, non-joiner and joiner", "\u200B\u200C\u200D"],
    ["word joiner and byte-order mark", "\u2060\uFEFF"],
    ["no-break and ideographic spaces", "\u00A0\u3000"],
    ["the Mongolian vowel separator", "\u180E"],
    ["soft hyphen, direction marks and a Hangul filler", "\u00AD\u200E\u200F\u3164"],
    ["a blank Braille pattern among spaces and new lines", " \u2800\n\t\u200B "],
  ])("refuses one of only %s with the blank intention's 400, and shuffles nothing", async (_label, intention) => {
    const { sessionId } = await paidSession();
    const res = await shuffle(sessionId, intention);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe("intention: Please enter your question or intention first.");
    expect((await getSession(sessionId)).status).toBe("intention");
  });

  it("keeps the words and trims what cannot be seen around them, leaving an emoji whole", async () => {
    const { sessionId } = await paidSession();
    expect((await shuffle(sessionId, "\u200B\uFEFF Will my new job in Perth suit me? \u2060\u3000")).status).toBe(200);
    expect((await getSession(sessionId)).intention).toBe("Will my new job in Perth suit me?");
    const other = await paidSession();
    expect((await shuffle(other.sessionId, "Is he the one ❤️\u200B")).status).toBe(200);
    expect((await getSession(other.sessionId)).intention).toBe("Is he the one ❤️");
  });

  it("counts the 500-character limit after trimming", async () => {
    const { sessionId } = await paidSession();
    const long = "a".repeat(500);
    expect((await shuffle(sessionId, `\u200B${long}\u200B`)).status).toBe(200);
    const other = await paidSession();
    expect((await shuffle(other.sessionId, `${long}b`)).status).toBe(400);
  });
});
