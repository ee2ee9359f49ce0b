/**
 * What each spread position means in a reading, in spread order. Labels come
 * from POSITION_LABELS (docs/product/tarot.md, Spreads and positions); the meanings and questions are our own.
 */
import type { SpreadType } from "../shared/statuses";
import { POSITION_LABELS } from "../shared/tarot";

export type SpreadPosition = {
  /** Exactly the label of docs/product/tarot.md (Spreads and positions), e.g. "Hopes/Fears". */
  label: string;
  /** One or two sentences on what the position signifies. */
  meaning: string;
  /** A short reflective question for that position. */
  question: string;
};

type PositionText = Omit<SpreadPosition, "label">;

const TEXT: Record<SpreadType, readonly PositionText[]> = {
  one_card: [
    {
      meaning:
        "A single card drawn for the question as a whole. It is the clearest note the deck can offer today, best read as a mirror rather than a verdict.",
      question: "What part of this card do you already recognise in your life?",
    },
  ],
  three_card: [
    {
      meaning: "The experiences and choices already behind you that still colour how this question feels.",
      question: "What from the past are you still carrying into this?",
    },
    {
      meaning: "Where things stand now: the energy you are working with and the ground under your feet.",
      question: "What is plainly true about this situation today?",
    },
    {
      meaning:
        "The direction things are leaning if the present course holds. It is a tendency, and your choices can still shape it.",
      question: "What would you like to be different by the time this arrives?",
    },
  ],
  celtic_cross: [
    {
      meaning: "The heart of the matter as it stands now: the situation you are standing inside.",
      question: "What is the honest truth of where you are?",
    },
    {
      meaning:
        "The card laid across the first: the obstacle, tension or complication working on the situation. Sometimes it is a help in disguise.",
      question: "What is pushing against you, and what might it be teaching you?",
    },
    {
      meaning: "What lies underneath the question: older causes and unspoken feelings that hold everything else up.",
      question: "What sits underneath this that you rarely put into words?",
    },
    {
      meaning: "Events just behind you whose influence is fading but still felt.",
      question: "What has just ended or eased, and what did it leave behind?",
    },
    {
      meaning:
        "What sits above the matter: your conscious aim, what you hope for, or the best that is realistically possible.",
      question: "What are you consciously reaching for here?",
    },
    {
      meaning: "What is coming into view over the next stretch of time and is likely to colour the weeks ahead.",
      question: "What is arriving, and how do you want to meet it?",
    },
    {
      meaning: "How you are approaching the question: your attitude, your habits and the part you play in it.",
      question: "How are you showing up in this?",
    },
    {
      meaning: "The people, places and circumstances around you, and how they bear on the matter.",
      question: "Who or what around you is shaping this more than you admit?",
    },
    {
      meaning:
        "What you long for and what you dread. The two are often sides of the same wish, which is why they share a card.",
      question: "What do you hope for here, and what would frighten you about getting it?",
    },
    {
      meaning:
        "Where the current path is leading if nothing changes. It shows a likely direction, never a fixed verdict.",
      question: "Knowing where this leans, what would you keep and what would you change?",
    },
  ],
};

function build(spread: SpreadType): SpreadPosition[] {
  return POSITION_LABELS[spread].map((label, i) => {
    const text = TEXT[spread][i];
    if (!text) throw new Error(`No position text for ${spread} #${i + 1}`);
    return { label, ...text };
  });
}

export const SPREAD_POSITIONS: Record<SpreadType, SpreadPosition[]> = {
  one_card: build("one_card"),
  three_card: build("three_card"),
  celtic_cross: build("celtic_cross"),
};
