/**
 * The pack's curled quotes (src/soulmate/typography.ts, decision 0083): the book's own apostrophes and quotation
 * marks curled, what the buyer typed kept exactly, and nothing else SmartyPants would touch changed.
 */
import { describe, expect, it } from "vitest";
import { composeStory } from "../../../src/soulmate/story-composer";
import { curled } from "../../../src/soulmate/typography";
import { town } from "./fixtures";

describe("curled quotes", () => {
  it("curls apostrophes and quotation marks by their side", () => {
    expect(curled(`the sky's own "Open Hand", the '90s and the twins' cord`)).toBe(
      "the sky’s own “Open Hand”, the ’90s and the twins’ cord",
    );
  });

  it("keeps what the buyer typed exactly, however short, and the town it sits beside whole", () => {
    // A name "Q" once garbled the town held before it (a senior review): the kept strings are held in one pass.
    expect(curled("At dusk over Reykjavík, Q's sky and the town's", ["Q", "Reykjavík"])).toBe(
      "At dusk over Reykjavík, Q’s sky and the town’s",
    );
    expect(curled("x's day over Bergen's fjord", ["x", "Bergen"])).toBe("x’s day over Bergen’s fjord");
    expect(curled("For Jo O'Neill, the town's", ["Jo O'Neill"])).toBe("For Jo O'Neill, the town’s");
  });

  it("changes nothing but quotes: no tags read, no entities written, and a second pass changes nothing", () => {
    expect(curled(`a <pre> tag & the sea's "edge"`)).toBe("a <pre> tag & the sea’s “edge”");
    expect(curled(`5 < 6 & it's "so"`)).toBe("5 < 6 & it’s “so”");
    const once = curled(`the moon's "light", Q's town`, ["Q"]);
    expect(curled(once, ["Q"])).toBe(once);
  });

  it("keeps a buyer named Q from garbling a whole book's town", () => {
    const reykjavik = { ...town("Reykjavík", "IS", 64.13548, -21.89541), timeZone: "Atlantic/Reykjavik" };
    for (let i = 0; i < 6; i++) {
      const story = composeStory(
        {
          starSign: "aries",
          birthday: { day: 4, month: 4, year: 1990 },
          city: "Reykjavik",
          place: reykjavik,
          preference: "women",
          relationshipStatus: "single",
          firstName: "Q",
        },
        `typo-${i}`,
      );
      const text = [story.dedication, ...story.panels.map((p) => p.text), story.closing].join(" ");
      expect(text).not.toMatch(/Zqjx|xjqZ/);
      expect(text).toContain("Reykjavík");
    }
  });
});
