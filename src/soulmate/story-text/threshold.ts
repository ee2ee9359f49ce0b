/**
 * The threshold panel: what the heart is looking for, written differently for
 * each relationship status. Widowed and divorced readers are met gently; a
 * reader in a relationship reads of deepening what is already there; the
 * just-curious reader gets a lighter, playful chapter.
 */
import type { SoulmateInputs } from "../types";
import { clockDate, clockTime, onTheClock, roundedReading, townZone } from "./clock";
import { type Line, type StoryContext, say } from "./context";
import { daysAround, moonSunOf } from "./moon";

export type Status = SoulmateInputs["relationshipStatus"];

export type StatusText = {
  titles: readonly string[];
  openings: readonly Line[];
  bodies: readonly Line[];
  turns: readonly Line[];
  closings: readonly Line[];
  /** Short symbol for the panel. */
  symbol: string;
  /** For the union panel: how the meeting lands for this heart. */
  union: readonly Line[];
  /** For the closing page: one sentence that speaks to this reader, six wordings so few buyers of a status share one. */
  farewells: readonly string[];
};

export const STATUS_TEXT: Record<Status, StatusText> = {
  single: {
    titles: ["An Open Door", "The Heart's Question", "Room for Two"],
    openings: [
      "Being single, in this story, is not a waiting room but an open door, and the light coming through it is your own.",
      "There is a particular freedom in a heart that answers to no one else just now: every road is still open, and any evening could turn into a story.",
      "An open heart is not an empty one: it is full of everything you already are, with a little space kept clear, the way you might set an extra place at the table.",
      "Being unattached has its own kind of light: your time is your own, your evenings are open, and your heart is still yours to give when you choose.",
    ],
    bodies: [
      "What the heart looks for is not a rescue but a recognition: someone who meets you as you are and is glad of it.",
      "The heart knows what it is looking for long before the mind can name it: a certain kind of laughter, a certain kind of quiet, a certain way of being looked at.",
      "Nobody needs to be completed; the hope is only to be accompanied, by someone whose company makes the days feel roomier.",
      "What you are looking for may be simpler than the films suggest: someone who is glad when you walk in, and says so.",
    ],
    turns: [
      (c) =>
        `The story imagines ${c.p.him} somewhere on the other side of a threshold, not searching frantically, simply living well and keeping a little room free, just as you are.`,
      (c) =>
        `If ${c.p.he} exists in this story, ${c.p.he} is not a prize at the end of a quest, but a companion for the stretch of road that is wide enough for two.`,
    ],
    closings: [
      "Keep the door open and the light on, which is all a threshold asks.",
      "A threshold is not something to rush across; it is somewhere to stand with hope, and enjoy the view.",
      "The door stands open, the evening is young, and nothing about your life needs to wait for anyone.",
      "Stand at the threshold as long as you like; the view from an open door is a fine one.",
    ],
    symbol: "an open door",
    union: [
      "For a heart that kept its door open, the story imagines the step across the threshold, taken not in a hurry but in joy.",
      "Single, you can read this page as pure story, with nothing to measure yourself against and nowhere to hurry.",
      "In this telling nothing about the meeting is hurried, and the ease of it is the story's gift to you.",
    ],
    farewells: [
      "May your door stay open and your evenings be full of good surprises.",
      "May your days stay roomy and bright, and your own company stay the good company it is.",
      "May your door stay open, and may the kindness you give away keep finding its way back to you.",
      "May the warmth you hand out so freely come home to you, one ordinary evening at a time.",
      "May every new season of the heart arrive at your door with a good surprise tucked under its arm.",
      "May each turn of the year find you curious, well and glad of your own life.",
    ],
  },
  "in-relationship": {
    titles: ["The Lamp Already Lit", "Deeper Than the First Day", "The Shared Hearth"],
    openings: [
      "You are already sharing your life with someone, and so this chapter is not about searching but about depth.",
      "There is a kind of soulmate story that begins after the first meeting, in a life already shared, and this is that kind.",
      "Love already has an address in your life, and this chapter is written in honour of that.",
      "This chapter is for a heart that already has company, and it is less about finding than about keeping, tending and rediscovering.",
    ],
    bodies: [
      (c) =>
        `In the symbolic sense, a soulmate is not always a stranger in the future; sometimes ${c.p.he} is the person across the breakfast table, still full of things you have not yet discovered.`,
      "The old idea of a soulmate is a recognition that keeps happening: a face known for years, suddenly seen again as if for the first time.",
      "Long love has its own kind of romance: the private jokes, the shared shorthand, the way a glance across a crowded room can say a whole sentence.",
      (c) =>
        `The stars have no interest in finding you someone new; they are far more interested in how well you and ${c.p.him} already know each other, and how much is still to learn.`,
    ],
    turns: [
      (c) =>
        `In this story the work of the stars is simply to deepen what is already there, and to remind you that ${c.p.he} is still worth wondering about.`,
      (c) =>
        `The threshold here is not a door into someone new, but a door further into the life you share with ${c.p.him}: one more room, one more year, one more layer of knowing.`,
    ],
    closings: [
      "Love that stays is the rarest kind of magic, and it deserves a story too.",
      "Some thresholds are crossed together, again and again, for a lifetime.",
      "The longest love stories are made of ordinary days, and every one of them counts.",
      "A shared life is a story still being written, a page at a time, with both of you holding the pen.",
    ],
    symbol: "a shared lamp",
    union: [
      (c) =>
        `For a heart already in love, the recognition is this: that ${c.p.he} was here all along, and that there is still so much more to discover.`,
      "For you the meeting is a re-meeting: the moment you look across at a familiar face and see it new, as if the stars had polished it.",
      (c) =>
        `The recognition here is a quiet one: you look at ${c.p.him}, and the whole story of the two of you is in the look.`,
    ],
    farewells: [
      "May the love you already share keep surprising you, year after year.",
      "May the two of you keep finding new things to tell each other, long after you think you have heard them all.",
      "May the two of you go on giving each other light, the way the moon hands it on every month.",
      "May your home stay the place you both most like to come back to.",
      "May the life you share keep both its warmth and its sense of discovery for a long time to come.",
      "May the ordinary days you share keep turning out to be the best ones.",
    ],
  },
  "just-curious": {
    titles: ["Just Looking, Thank You", "A Peek Behind the Stars", "The Curious Heart"],
    openings: [
      "You came here just curious, which is the best possible way to read a story about the stars: lightly, and ready to be amused.",
      "No pressure and no prophecy: you are simply curious, and curiosity is the most charming thing to bring to a story like this.",
      "Some people come to the stars with a question; you came to see what they might say, and this chapter is written in that spirit.",
      "This one is for the fun of it: a story to turn over, smile at and perhaps read aloud to a friend.",
    ],
    bodies: [
      (c) =>
        `If the sky were to sketch a soulmate for you, just for fun, ${c.p.he} would probably laugh at the right jokes and could be trusted with the last biscuit in the tin.`,
      "The idea of a soulmate is, at the very least, a wonderful thought experiment: who would you be beside the person who understood you best?",
      "Think of it as a game of what-if, played with the whole sky as the board and nothing at stake but a little delight.",
      (c) =>
        `Imagine, just for fun, the sort of person the stars might sketch: ${c.p.he} would have good taste in books and a terrible sense of direction, and would laugh about both.`,
    ],
    turns: [
      (c) =>
        `In this story ${c.p.he} would be curious too, the kind of person who reads the back of the cereal box and asks the waiter where the bread comes from.`,
      (c) =>
        `Perhaps ${c.p.he} is reading a story like this one somewhere right now, also just curious, also pretending not to care how it ends.`,
    ],
    closings: [
      "Curiosity, after all, is how every good love story begins.",
      "You do not have to believe a word of it to enjoy the wondering.",
      "Half the fun of a question like this is asking it, and the other half is seeing where it leads.",
      "Keep the eyebrow raised; it is the right expression for a story like this one.",
    ],
    symbol: "a raised eyebrow",
    union: [
      "For someone who came only out of curiosity, you have followed the sky a long way, and it was good company.",
      "You may close this book with a smile and a shrug, and that is perfect, but perhaps, just perhaps, you will keep half an eye on the sky.",
      "The stars have had their say, and you are free to take it or leave it, preferably with a grin.",
    ],
    farewells: [
      "Stay curious: it suits you.",
      "May the next thing you wonder about be every bit as much fun as this.",
      "Keep wondering, and keep looking up.",
      "May a clear night find you outside now and then, with time to look up.",
      "May your curiosity keep leading you somewhere interesting, under whatever sky you happen to be standing.",
      "Here is to questions asked for the pleasure of asking, and to the skies that answer them.",
    ],
  },
  divorced: {
    titles: ["A New Chapter", "Clear Sky After Rain", "At Your Own Pace"],
    // The opening follows the door's fact of the birthday as a sentence of its own (doorOpening), so
    // it carries the birth year and is this reader's own; the general lines only fill a short page.
    openings: [
      (c) =>
        `Since ${c.inputs.birthday.year} you have written a good many chapters, and this one is yours to begin at whatever pace suits you.`,
      (c) =>
        `A life that began in ${c.inputs.birthday.year} is long enough to have more than one chapter, and some close so that others can begin; there is no failure in that.`,
      (c) =>
        `Everything the years since ${c.inputs.birthday.year} have taught you comes with you into this chapter, the ending included, and none of it asks to be hurried.`,
    ],
    bodies: [
      "Some chapters close so that others can begin, and there is no failure in that, only a story long enough to have more than one part.",
      "A heart that has loved and let go knows things a new heart cannot: what it needs, what it will not settle for, what it has to give.",
      "Whatever ended, you come to this chapter knowing yourself better than you did before it.",
      "Whatever the years have held, this page asks nothing of you but to read it at your own pace.",
      "What the heart looks for now is gentler and wiser: not perfection, but kindness; not a grand story, but a true one.",
      "Experience has taught the heart what matters to it, and that knowledge is a gift, not a scar.",
      "The heart that comes through an ending is not smaller for it; it has simply learned the size of its own courage.",
    ],
    turns: [
      (c) =>
        `This story does not rush you. It simply imagines ${c.p.him} as someone who meets you where you are, with patience for the past and warmth for what comes next.`,
      (c) =>
        `If ${c.p.he} appears in this story, ${c.p.he} comes without hurry, respectful of everything you have carried and curious about everything you are becoming.`,
    ],
    closings: [
      "Every new chapter begins with a blank page, and this one is yours to write at your own pace.",
      "What comes next can be written slowly, in your own hand, with nobody hurrying the ink.",
      "There is no deadline on a new beginning; it can wait for you as long as you need.",
      "What comes next can move at your own pace and be entirely your own.",
    ],
    symbol: "a fresh page",
    union: [
      "In this telling the meeting comes quietly, with no hurry in it, and with room for everything you already know about yourself.",
      "The new chapter does not erase the ones before it; the person writing it is who those chapters made you.",
      "It is a gentle picture, and it asks nothing of you but that you enjoy it as one.",
    ],
    farewells: [
      "May the next chapter be written gently, and entirely on your own terms.",
      "May your days ahead feel like your own, chosen and unhurried.",
      "May you keep the best of what you have learned, and set the rest down without regret.",
      "May you travel light from here, carrying only what still serves you.",
      "May the pages ahead be kind to you, and may you be kind to yourself as you write them.",
      "May this turn of the road open onto country you are glad to walk.",
    ],
  },
  widowed: {
    titles: ["The Candle Kept", "Love, Carried Forward", "A Gentle Light"],
    // As for a divorced reader: an opening that carries the birth year, the general lines as bodies.
    openings: [
      (c) =>
        `Since that day in ${c.inputs.birthday.year} you have loved and you have grieved, and this chapter holds both with care.`,
      (c) =>
        `The years since ${c.inputs.birthday.year} have held love and its loss, and some love does not end: it changes shape, and goes on living quietly in the one who remembers.`,
      (c) =>
        `This chapter is written softly, for a heart that has been beating since ${c.inputs.birthday.year}, has loved deeply, and carries that love still.`,
    ],
    bodies: [
      "Some love does not end; it changes shape, and goes on living quietly in the one who remembers.",
      "Grief, it is often said, is love with nowhere to go, and it deserves to be honoured before any new story is told.",
      "A soulmate story for someone who has lost a partner cannot be about replacement: nothing here replaces anyone, and it is only about light, and where light may fall next.",
      "The sky has a quiet lesson here: starlight keeps travelling long after it leaves its star, and a love that has been lived keeps lighting the way.",
      "Love that has been given is never lost; it becomes part of who you are, and it goes with you into every day.",
      "This chapter asks for nothing and hurries nothing; it only wishes you light enough to see the next step by.",
    ],
    // No new companion is imagined for a widowed reader (a buyer's review): the company wished is every kind.
    turns: [
      "This story does not ask your heart to look for anyone; it only keeps a light on, the way the sky keeps its stars.",
      "It wishes you company of every kind, friends and family among them, and the warm surprise of days that feel bright again.",
    ],
    closings: [
      "Go gently, for the heart keeps no timetable.",
      "The candle you keep lit is not a sign of standing still; it is a light to walk by.",
      "There is no right way to carry love forward, only your own way, at your own pace.",
      "Whatever the days ahead hold, the love you have known goes with you into them.",
    ],
    symbol: "a candle kept burning",
    union: [
      "The love that came before is not left behind here; it is carried and honoured, part of the light you bring with you.",
      "Whatever comes next, warmth goes with you, and a light is still burning.",
      "What is honoured here is every kind of love: the love remembered, and the love of friends and family that surrounds you still.",
    ],
    farewells: [
      "May every love you have known keep you company, and may the days ahead be kind.",
      "May the people who love you stay close, and may your evenings be peaceful ones.",
      "May the love you carry keep you warm, and may the days ahead hold gentleness and light.",
      "May what you remember be a comfort to you, and may each morning bring something to be glad of.",
      "May you feel accompanied, by memory and by those who care for you, through every day ahead.",
      "May the seasons ahead treat you tenderly, and may friendship be close at hand in every one.",
    ],
  },
};

// ---------------------------------------------------------------------------
// The door's facts: each status line follows a fact of this buyer's day (issue 25, item 5)

/**
 * A fact of the day, then a stock sentence, each a sentence of its own (a leading "And" dropped). They
 * were once spliced with a semicolon so the pair read as one sentence no other book had; buyers read
 * "…due west over Tokyo; being unattached has its own kind of light" as two thoughts forced together.
 */
export function thenSaid(fact: string, sentence: string): string {
  const own = sentence.replace(/^And (\p{Ll})/u, (_m, ch: string) => ch.toUpperCase());
  return `${fact}. ${own}`;
}

/**
 * Where the sun went down over the town that evening (degrees from due west), or with no town
 * how early or late the sun reached the top of its arc against its average noon.
 */
function doorFact(c: StoryContext): string {
  const { evening, noonEarly } = moonSunOf(c);
  if (evening && c.city) {
    const d = evening.sunsetNorthOfWest;
    const side =
      Math.abs(d) < 1 ? "almost due west" : `${Math.abs(d)} degrees ${d > 0 ? "north" : "south"} of due west`;
    // The hour by the town's own clock, summer time and all, when the gazetteer knows its zone; the reading that is
    // told decides the words, so a sunset rounded past midnight (Reykjavík in June) is said as such.
    const zone = townZone(c, evening.sunsetAt);
    const reading = zone ? roundedReading(evening.sunsetAt, zone) : null;
    const sameDate =
      reading !== null && reading.day === c.inputs.birthday.day && reading.month === c.inputs.birthday.month;
    const when = !reading
      ? ""
      : sameDate
        ? `, at about ${clockTime(reading)} by the clocks there`
        : ", just after midnight by the clocks there";
    // A winter sunset far north or south comes in the afternoon: that day is not called an evening.
    const evening5 = reading !== null && sameDate && reading.hour >= 17;
    return `${reading === null || evening5 ? "On the evening of your birthday" : "On your birthday"} the sun went down ${side} over ${c.city}${when}`;
  }
  const n = Math.abs(noonEarly);
  const when =
    n < 1
      ? "almost exactly at its average time"
      : `${n} minute${n === 1 ? "" : "s"} ${noonEarly > 0 ? "earlier" : "later"} than its average`;
  return `On your birthday the sun reached the top of its arc ${when}, the small unevenness that keeps sundials and clocks from agreeing`;
}

/** The threshold's opening: the door's fact, then the status line. */
export function doorOpening(c: StoryContext, line: Line): string {
  return thenSaid(doorFact(c), say(line, c));
}

/** The threshold's closing fact: the next new moon after the birthday (the status's closing line may follow). */
export function newMoonFact(c: StoryContext, variant: number): string {
  const { newMoonDays, newMoonAt } = moonSunOf(c);
  const days = daysAround(newMoonDays);
  // Its date by the town's clock (Greenwich's without a town), so same-aged moons of other years read apart.
  const zone = townZone(c, newMoonAt);
  const { day, month } = onTheClock(newMoonAt, zone);
  // A new moon on the birthday's own date is said so, not "on 27 July, within a day of your birthday".
  if (day === c.inputs.birthday.day && month === c.inputs.birthday.month)
    return variant % 2 === 0
      ? "The new moon came on your birthday itself, a fresh page in the sky's oldest calendar."
      : "The moon went dark and began again on your birthday itself.";
  const date = clockDate(newMoonAt, zone);
  return variant % 2 === 0
    ? `The next new moon came ${days}, on ${date}, a fresh page in the sky's oldest calendar.`
    : `The moon went dark and began again on ${date}, ${days}.`;
}
