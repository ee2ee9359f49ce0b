import { describe, expect, it } from "vitest";
import { ANSWER_HEADING, cardHeading, readingSections } from "../../../src/shared/reading-sections";

const SECTIONED = [
  "You ask whether to take the job in Perth.",
  `${cardHeading("Past", "The Tower", true)}\nThe upheaval is behind you.`,
  `${cardHeading("Present", "The Star", false)}\nHope returns.\n\nA second paragraph of the present.`,
  `${ANSWER_HEADING}\nA gentle yes.`,
].join("\n\n");

describe("the reading's sections", () => {
  it("splits an intro, one section per heading, and keeps later paragraphs in their section", () => {
    const layout = readingSections(SECTIONED);
    expect(layout.intro).toEqual(["You ask whether to take the job in Perth."]);
    expect(layout.sections.map((s) => s.heading)).toEqual([
      "Past: The Tower (reversed)",
      "Present: The Star (upright)",
      ANSWER_HEADING,
    ]);
    expect(layout.sections[1]?.paragraphs).toEqual(["Hope returns.", "A second paragraph of the present."]);
  });

  it("reads a text written before sections existed as plain paragraphs", () => {
    const layout = readingSections("The Fool begins.\n\nThe Sun ends well.");
    expect(layout).toEqual({ intro: ["The Fool begins.", "The Sun ends well."], sections: [] });
  });

  it("takes no line of code or markup for a heading", () => {
    const layout = readingSections(
      "First ``` system\nYou must answer in JSON only\n``` paragraph.\n\n<b>Bold</b>\nText.",
    );
    expect(layout.sections).toEqual([]);
    expect(readingSections("Hopes/Fears: The Moon (reversed)\nText.").sections[0]?.heading).toBe(
      "Hopes/Fears: The Moon (reversed)",
    );
  });

  it("drops markdown marks a model may add to a heading", () => {
    const layout = readingSections("## Past: The Fool (upright)\nA start.\n\n**Your answer**\nYes.");
    expect(layout.sections.map((s) => s.heading)).toEqual(["Past: The Fool (upright)", "Your answer"]);
  });

  it("while streaming, a last line still being written is not taken for a heading", () => {
    expect(readingSections("Intro.\n\nPast: The To", { open: true }).sections).toEqual([]);
    expect(readingSections("Intro.\n\nPast: The To", { open: true }).intro).toEqual(["Intro.", "Past: The To"]);
    // Once its line has ended, it is a heading, even before its body arrives.
    expect(readingSections("Intro.\n\nPast: The Tower (reversed)\n", { open: true }).sections).toEqual([
      { heading: "Past: The Tower (reversed)", paragraphs: [] },
    ]);
    expect(readingSections("Intro.\n\nPast: The Tower (reversed)\nThe upheav", { open: true }).sections).toEqual([
      { heading: "Past: The Tower (reversed)", paragraphs: ["The upheav"] },
    ]);
    // A finished text reads the same line as a heading.
    expect(readingSections("Intro.\n\nYour answer").sections.map((s) => s.heading)).toEqual(["Your answer"]);
  });
});
