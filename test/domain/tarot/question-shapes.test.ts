/**
 * Issue 24: the question reader on the fixed question set of every shape
 * (test/fixtures/tarot-questions.ts), including context before the question,
 * two-part questions, past decisions, illness and caring, and questions not
 * in English.
 */
import { describe, expect, it } from "vitest";
import { readQuestion } from "../../../src/tarot/reader/question";
import { detectLanguage, sentencesOf } from "../../../src/tarot/reader/question-context";
import { TAROT_QUESTIONS } from "../../fixtures/tarot-questions";

describe("the question reader on the fixed question set", () => {
  it("has at least sixty questions, with every shape among them", () => {
    expect(TAROT_QUESTIONS.length).toBeGreaterThanOrEqual(60);
    const shapes = new Set(TAROT_QUESTIONS.map((q) => q.shape));
    for (const shape of ["yes_no", "choice", "past", "how", "what", "when", "why", "who", "open"]) {
      expect(shapes.has(shape as never), shape).toBe(true);
    }
    expect(TAROT_QUESTIONS.filter((q) => q.followUp).length).toBeGreaterThanOrEqual(4);
    expect(TAROT_QUESTIONS.filter((q) => q.language).length).toBeGreaterThanOrEqual(4);
    expect(TAROT_QUESTIONS.filter((q) => sentencesOf(q.q).length > 1).length).toBeGreaterThanOrEqual(8);
  });

  it.each(TAROT_QUESTIONS)("reads the shape of $q", ({ q, shape }) => {
    expect(readQuestion(q).shape).toBe(shape);
  });

  it.each(TAROT_QUESTIONS.filter((q) => q.language))("detects the language of $q", ({ q, language }) => {
    expect(detectLanguage(q).code).toBe(language);
  });

  it.each(TAROT_QUESTIONS.filter((q) => !q.language))("reads $q as English", ({ q }) => {
    expect(detectLanguage(q).code).toBe("en");
  });

  it.each(TAROT_QUESTIONS.filter((q) => q.followUp))("finds the second part of $q", ({ q, followUp }) => {
    const read = readQuestion(q);
    expect(read.followUp?.kind).toBe("choice");
    expect(read.followUp?.kind === "choice" ? read.followUp.choice.options : null).toEqual(followUp);
  });
});

describe("the words of a question, wherever they sit", () => {
  it("keeps the people and places named in a sentence before the question", () => {
    const read = readQuestion("Jonah asked me to move in with him. Am I ready?");
    expect(read.people).toContain("Jonah");
    expect(read.context).toBe("Jonah asked you to move in with him");
    expect(read.ask).toBe("whether you are ready");
    const met = readQuestion("Emma and I met at work in Brisbane. Is she interested in me?");
    expect(met.people).toContain("Emma");
    expect(met.places).toContain("Brisbane");
  });

  it("reads a place as a place and a relation as the person it names, in Spanish", () => {
    const read = readQuestion("¿Debería mudarme a Madrid con mi novia?");
    expect(read.language.name).toBe("Spanish");
    expect(read.places).toEqual(["Madrid"]);
    expect(read.people).toEqual([]);
    expect(read.relations).toEqual(["your girlfriend"]);
    expect(read.ask).toBe("whether to move to Madrid with your girlfriend");
    expect(read.shape).toBe("yes_no");
  });

  it("reads a German relation as a relation, not a name, and the town after 'nach' as a place", () => {
    const read = readQuestion("Soll ich mit meiner Freundin nach Berlin ziehen?");
    expect(read.language.name).toBe("German");
    expect(read.people).toEqual([]);
    expect(read.places).toEqual(["Berlin"]);
    expect(read.relations).toEqual(["your girlfriend"]);
  });

  it("reads what buyers wrote outside the fixed set: a saint's hospital, Dad, a doubting 'or am I…', a Spanish future", () => {
    const hospital = readQuestion(
      "Should I apply for the nursing job at St Vincent's or stay at the clinic in Geelong?",
    );
    expect(hospital.people).toEqual([]);
    const funeral = readQuestion("My brother Tom hasn't spoken to me since Dad's funeral. Should I reach out first?");
    expect(funeral.people).toEqual(["Tom"]);
    const settling = readQuestion("Is Priya the one for me, or am I settling?");
    expect(settling.shape).toBe("yes_no");
    expect(settling.choice).toBeNull();
    expect(settling.ask).toBe("whether Priya is the one for you");
    expect(readQuestion("¿Conseguiré el trabajo en Barcelona?").shape).toBe("yes_no");
  });

  it("knows who a name is when the relation stands right before it", () => {
    expect(readQuestion("¿Mi novio Carlos volverá conmigo?").namedRelation).toEqual({
      person: "Carlos",
      relation: "your boyfriend",
    });
    expect(readQuestion("Will my sister Ana forgive me?").namedRelation).toEqual({
      person: "Ana",
      relation: "your sister",
    });
    // Carlos is not the boyfriend here.
    expect(readQuestion("¿Debería dejar a mi novio por Carlos?").namedRelation).toBeNull();
  });

  it("names the illness and the person cared for, and says 'her' as the person", () => {
    const read = readQuestion(
      "My mum was diagnosed with cancer last month. How can I support her and still look after myself?",
    );
    expect(read.care).toMatchObject({ person: "your mum", illness: "cancer" });
    expect(read.care?.support).toMatch(/Cancer Council.*13 11 20/);
    expect(read.ask).toBe("how to support your mum and still look after yourself");
  });

  it("reads a decision already made as one, not as a yes or no about the future", () => {
    for (const q of [
      "Did I make the right call leaving Sam last year?",
      "Was I wrong to quit?",
      "Should I have stayed?",
    ]) {
      expect(readQuestion(q).shape, q).toBe("past");
    }
    expect(readQuestion("Should I stay?").shape).toBe("yes_no");
  });

  it("reads a named either-or whose first option says more than the choice", () => {
    const read = readQuestion(
      "Should I tell my best friend Jonah that I have feelings for him, or keep things as they are?",
    );
    expect(read.choice?.options).toEqual(["tell your best friend Jonah", "keep things as they are"]);
    expect(read.people).toContain("Jonah");
  });
});
