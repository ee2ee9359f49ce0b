/**
 * The threshold panel: what the heart is looking for, written differently for
 * each relationship status. Widowed and divorced readers are met gently; a
 * reader in a relationship reads of deepening what is already there; the
 * just-curious reader gets a lighter, playful chapter.
 */
import { MONTH_NAMES } from "../../shared/quiz";
import { compassPoint, daylightChange } from "../astro";
import { onTheClock, townDateZone, townZone } from "../town-clock";
import type { SoulmateInputs } from "../types";
import { clockDate, clockTime, roundedReading } from "./clock";
import { type Line, type StoryContext, say, timeCount } from "./context";
import { daysAround, MOON_TEXT, moonSunOf, span } from "./moon";
import { ECLIPSES, sunCovered } from "./union";

export type Status = SoulmateInputs["relationshipStatus"];

/**
 * What the door's fact told of the birthday, which the status's opening answers: how long the night after the
 * town's sunset was (under eleven and a half hours, over twelve and a half, or between, and then whether the days were growing or
 * shortening), or, with no town, whether the sun ran ahead of the clocks, behind them, or kept time.
 */
export type DoorLight =
  | "shortNight"
  | "longNight"
  | "evenNight"
  | "evenLengthening"
  | "evenShortening"
  | "sunEarly"
  | "sunLate"
  | "sunOnTime";

export type StatusText = {
  titles: readonly string[];
  /** The door's opening, by what its fact told. */
  openings: Readonly<Record<DoorLight, readonly Line[]>>;
  bodies: readonly Line[];
  turns: readonly Line[];
  closings: readonly Line[];
  /** Short symbol for the panel. */
  symbol: string;
  /** For the union panel: how the meeting lands for this heart. */
  union: readonly Line[];
  /**
   * For the closing page: one sentence that speaks to this reader, each carrying the moon they were born under
   * (birthMoon), so it is theirs and not every buyer's of a status.
   */
  farewells: readonly Line[];
};

/** "the waxing crescent moon you were born under": the birth moon as the farewells carry it. */
export const birthMoon = (c: StoryContext): string => `the ${MOON_TEXT[c.phase].symbol} you were born under`;
/** "waxing crescent moon": the phase's name on its own. */
const phaseOf = (c: StoryContext): string => MOON_TEXT[c.phase].symbol;

export const STATUS_TEXT: Record<Status, StatusText> = {
  single: {
    titles: ["An Open Door", "The Heart's Question", "Room for Two"],
    // Each answers the door's fact: the length of the night after the town's sunset, or the sun against the clocks.
    // A short night is told by the day's share, not a long light evening: the tropics' twilight is over in twenty
    // minutes whatever the season (a buyer in Pune read "A long, light evening" of a monsoon night of 11½ hours).
    openings: {
      shortNight: [
        "A night that short leaves the day the larger share, and possibility with it: a heart that is its own has every road still open.",
        "A day that outlasts its night has room in it for almost anything, which is a fair picture of being single in this story: an open door, with your own light coming through it.",
      ],
      longNight: [
        "A night that long leaves plenty of hours for stories, and a heart that is its own is free to choose its company.",
        "The dark came early, the hour when windows light up one by one, and this chapter keeps one of them lit for you, a heart that is its own.",
      ],
      evenNight: [
        "Day and night were close to even that day, a balance worth keeping: a heart that is whole on its own, with every road still open.",
        "On a day split almost evenly between light and dark, this story keeps the same balance for a heart that needs no other half to be whole, with a little room kept clear at the table all the same.",
      ],
      evenLengthening: [
        "The days were lengthening then, a little at a time, and being single, in this story, is like that: an open door, with a little more light coming through it every day.",
        "Day and night were nearly even, with the days gaining light, and a heart that is its own has that same sense of more to come: every road is still open.",
        "With every day a little longer than the last, the light was on the move, and so is a heart that is its own, with any evening free to turn into a story.",
      ],
      evenShortening: [
        "The days were drawing in then, and the long evenings that follow belong to a heart that is its own, with every road still open.",
        "As the days shortened, evenings turned inward, and a single heart, in this story, makes good company of them, with a little room kept clear at the table all the same.",
        "The evenings were lengthening toward winter then, good for lamplight and long talks, and a heart that is its own can choose whose company to keep in them.",
      ],
      sunEarly: [
        "The sun was a little ahead of the clocks that day, and nothing about a heart that is its own needs to wait either: every road is still open.",
        "Running ahead of the clock suits a free heart, and being single, in this story, is not a waiting room but an open door.",
        "The sun was up and doing ahead of schedule that day, a good omen for a heart with no one else's timetable to keep and a little room kept clear for company.",
      ],
      sunLate: [
        "The sun took its time that day, and so may you: a heart that is its own keeps no timetable, and every road is still open.",
        "A sun that runs late is in no hurry, and neither is this story, in which being single is an open door with your own light coming through it.",
        "The sun was running behind the clocks that day, as if it knew that nothing worth having needs hurrying, and a single heart, in this story, is free to take its time.",
      ],
      sunOnTime: [
        "The sun kept its time exactly that day, and a heart that is its own keeps to no timetable but its own: every road is still open.",
      ],
    },
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
      (c) => `May ${birthMoon(c)} keep your door open, and your evenings full of good surprises.`,
      (c) =>
        `Each month ${birthMoon(c)} comes round again: may it find your days bright and your evenings yours to fill as you please.`,
      (c) =>
        `May the kindness you give away keep finding its way back to you, as faithfully as ${birthMoon(c)} returns.`,
      (c) =>
        `May the warmth you hand out so freely come home to you, one ordinary evening at a time, from one ${phaseOf(c)} to the next.`,
      (c) =>
        `May every season of the heart arrive at your door with a good surprise tucked under its arm, and may ${birthMoon(c)} see a few of them in.`,
      (c) =>
        `May each turn of the year find you curious, well and glad of your own life, and each return of ${birthMoon(c)} remind you of the day it began.`,
    ],
  },
  "in-relationship": {
    titles: ["The Lamp Already Lit", "Deeper Than the First Day", "The Shared Hearth"],
    openings: {
      shortNight: [
        "Long days were made for company, and this chapter is for a heart that already has company of its own, so it is less about finding than about keeping, tending and rediscovering.",
        "A day that outlasts its night is the kind two people spend outdoors without noticing the hour, and this chapter is written for a life already shared like that.",
      ],
      longNight: [
        "Long nights are for lamps and company, and this chapter is for a heart that already has both, so it is less about searching than about depth.",
        "A long night sends people home to the ones they love, and this chapter is written for a life already shared, in honour of that kind of homecoming.",
      ],
      evenNight: [
        "Light and dark shared that day almost equally, as two people share a life, and this chapter is written for a heart that already has company.",
        "A day cut nearly in half between light and dark is a fair picture of a life already shared, two halves making one whole, and this chapter honours it.",
      ],
      evenLengthening: [
        "The days were lengthening then, and a love already shared grows the same way, a little more light each day, which is what this chapter is about.",
        "With each day a little longer than the last, it was a season of more to come, and this chapter is for a life already shared, with more of it still to discover.",
        "The days were growing then, each a little longer than the last, and this chapter is for a love already shared that keeps finding a little more light in the everyday.",
      ],
      evenShortening: [
        "The days were drawing in then, the season when people who love each other are most glad of the company, and this chapter is written in honour of yours.",
        "As the days shortened, evenings moved indoors, and this chapter is for a heart that already has company there: less about finding than about keeping.",
        "With the evenings lengthening toward winter, it was the time of year for sharing a lamp and a long talk, and this chapter is written for a heart that already has someone to share them with.",
      ],
      sunEarly: [
        "The sun was a few minutes early that day, as people are who look forward to something, and this chapter looks forward to more of the life you already share.",
        "The sun ran ahead of the clocks that day, keeping its own time as couples do, and this chapter is for a heart that already has company.",
        "The sun was ahead of the clocks that day, like someone hurrying to meet a person they love, and this chapter is written for a heart that already has that someone.",
      ],
      sunLate: [
        "The sun lingered a little that day, the way people linger over a meal with someone they love, and this chapter is written for a life already shared.",
        "Running a few minutes behind is the privilege of people in good company, and this chapter is for a heart that already keeps such company, so it is less about finding than about keeping.",
        "The sun ran behind the clocks that day, unhurried, and long love is unhurried too, which is what this chapter, written for a life already shared, is about.",
      ],
      sunOnTime: [
        "The sun kept its time exactly that day, as steady as a love already settled in, and this chapter is written in honour of that love.",
      ],
    },
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
      (c) => `May the love you already share keep surprising you, as often as ${birthMoon(c)} comes round again.`,
      (c) =>
        `May the two of you keep finding new things to tell each other, long after you think you have heard them all, and may ${birthMoon(c)} find you still talking.`,
      (c) => `May ${birthMoon(c)} find the two of you, each time it returns, still handing each other light.`,
      (c) =>
        `May each of you stay the person the other most likes to come back to, as surely as ${birthMoon(c)} comes back each month.`,
      (c) =>
        `May the life you share keep its warmth and its sense of discovery for as many returns of ${birthMoon(c)} as the years can hold.`,
      (c) =>
        `May the ordinary days you share keep turning out to be the best ones, from one ${phaseOf(c)} to the next.`,
    ],
  },
  "just-curious": {
    titles: ["Just Looking, Thank You", "A Peek Behind the Stars", "The Curious Heart"],
    openings: {
      shortNight: [
        "A day longer than its night is made for wandering with no particular aim, which is exactly how you came to this story: just curious, and ready to be amused.",
        "With that much daylight to spare, a little curiosity about the stars seems only reasonable, and this chapter is written in that spirit.",
      ],
      longNight: [
        "A long night is good for questions asked for fun, and you came to this story with one, which is the best way to read about the stars: lightly.",
        "With the dark in so early there was plenty of night for wondering, and this chapter is written for a curious mind with no need of answers.",
      ],
      evenNight: [
        "Light and dark shared that day almost evenly, like a mind turning two ideas over at once, and this story is for reading in that spirit: lightly, and ready to be amused.",
        "Neither long nor short, that day kept its balance, and so can you: curious, unpersuaded, and happy to see what the stars might say.",
      ],
      evenLengthening: [
        "The days were stretching out then, a little more light each evening, which leaves time for questions like the one that brought you here.",
        "With the days growing longer there was light to spare for a little curiosity, and this story asks nothing more of you than that.",
        "The light was gaining a little every day then, which is how curiosity works too, and this story is here to feed a little of yours.",
      ],
      evenShortening: [
        "The days were drawing in then, the season for indoor amusements, and this story is one of those: read it lightly, and with a grin.",
        "As the evenings shortened there was more dark to wonder in, and you came to this story just to wonder, which is the best way to come.",
        "The nights were lengthening then, leaving more dark for stargazing and for questions asked lightly, and this story is one of those questions: asked for fun, and answered lightly.",
      ],
      sunEarly: [
        "The sun arrived early that day, as if it were curious too, and you arrived at this story the same way: just to see what the stars might say.",
        "Even the sun was eager that day, which seems the right mood for a story read out of curiosity and nothing more.",
        "The sun was ahead of the clocks that day, keen to see what would happen, which is more or less how you arrived at this story.",
      ],
      sunLate: [
        "The sun dawdled that day, in no hurry at all, which is the right pace for a story read just out of curiosity.",
        "A sun that runs a little late is a sun with time to wander, and you came to this story in the same mood: curious, and in no hurry.",
        "The sun was fashionably late that day, and this story suits the same easy mood: read it for fun, and take from it whatever makes you smile.",
      ],
      sunOnTime: [
        "The sun kept its time exactly that day, which is more than most stories can claim, and this one asks only to be read for the fun of it.",
      ],
    },
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
      (c) =>
        `Stay curious, since it suits you, and remember that ${birthMoon(c)} will be back within the month to be wondered at.`,
      (c) =>
        `May the next thing you wonder about be every bit as much fun as this, and may it come along before ${birthMoon(c)} comes round again.`,
      (c) => `Keep wondering, keep looking up, and count ${birthMoon(c)} as yours.`,
      (c) => `May a clear night find you outside now and then, and may you think of ${birthMoon(c)} when it does.`,
      (c) => `May your curiosity keep leading you somewhere interesting, from one ${phaseOf(c)} to the next.`,
      (c) => `Here is to questions asked for the pleasure of asking, and to ${birthMoon(c)}, which answered this one.`,
    ],
  },
  divorced: {
    // Not "Clear Sky After Rain": it painted the marriage as a storm (a buyer's review).
    titles: ["A New Chapter", "The Road Ahead", "At Your Own Pace"],
    // Each answers the door's fact, as every status's does: the three that carried the birth year instead were one
    // template each once the year counts as the buyer's own, as the name does, and each stood in 6 to 8% of books.
    // Not "a life that began in 1978… there is no failure in that": it raised failure unasked (a buyer's review).
    openings: {
      shortNight: [
        "A night that short leaves the day the larger share, and time in it for a second beginning, at whatever pace suits you.",
        "With the light holding on so late, nothing needed rushing, and nothing in this new chapter does either.",
        "Long days give a person room to think, and this chapter begins from all that such days have taught you.",
      ],
      longNight: [
        "A long night is a good time for taking stock, and this chapter begins from everything such nights have taught you.",
        "The dark came early, the hour for lamps and clear thinking, and a new chapter can begin by lamplight, at your own pace.",
        "Nights that long are made for rest and quiet plans, and this chapter is one of them: begun whenever you are ready, and no sooner.",
      ],
      evenNight: [
        "Light and dark were close to even that day, a fair balance for a heart that has known both and is ready for its next chapter.",
        "On a day split almost evenly between light and dark, this chapter keeps the same balance: the past given its due, and the next page left open.",
      ],
      evenLengthening: [
        "The days were lengthening then, a little more light each evening, which is how a new chapter tends to arrive: gradually, and at its own pace.",
        "With every day a little longer than the last, there was more light to come, and this chapter is written facing that way.",
      ],
      evenShortening: [
        "The days were drawing in then, a season for taking stock, and this chapter begins with what the years have taught you.",
        "As the evenings lengthened, there was more time for quiet reckoning, and this new chapter is yours to begin whenever you are ready.",
      ],
      sunEarly: [
        "The sun was a little ahead of the clocks that day, but this chapter keeps no schedule: it begins whenever you are ready.",
        "Running ahead of the clock is the sun's business; yours is to take the next chapter at whatever pace suits you.",
      ],
      sunLate: [
        "The sun took its time that day, and so may you: a new chapter does not need hurrying to be a good one.",
        "A sun running behind the clocks is in no hurry, and neither is this chapter, which waits until you are ready.",
      ],
      sunOnTime: [
        "The sun kept its time exactly that day, and this chapter keeps yours: it can begin whenever you choose.",
        "Everything the years have taught you comes with you into this chapter, which, like the punctual sun that day, is in no hurry.",
      ],
    },
    bodies: [
      "Some chapters close so that others can begin, and a story long enough to have more than one part is simply a full one.",
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
      (c) =>
        `May the next chapter be written gently, entirely on your own terms, with ${birthMoon(c)} to mark each month of it.`,
      (c) =>
        `May your days ahead feel like your own, chosen and unhurried, and may ${birthMoon(c)} find you well each time it comes round.`,
      (c) =>
        `May you keep the best of what you have learned, set the rest down without regret, and greet ${birthMoon(c)} each month as a friend.`,
      // Not "travel light … carrying only what still serves you", which presumed a burden (review 38).
      (c) => `May the road from here be an easy one, with ${birthMoon(c)} for company.`,
      (c) =>
        `May the pages ahead be kind to you, and may you be kind to yourself as you write them, one ${phaseOf(c)} to the next.`,
      (c) =>
        `May this turn of the road open onto country you are glad to walk, and may ${birthMoon(c)} keep you company on it.`,
    ],
  },
  widowed: {
    titles: ["The Candle Kept", "Love, Carried Forward", "A Gentle Light"],
    // As for a divorced reader: each opening answers the door's fact, and the general lines are bodies.
    openings: {
      shortNight: [
        "A night that short left the day its larger share of light, as a heart keeps the love it has known, and this chapter holds that love with care.",
        "With the light lingering so late, there was time enough for remembering, and this chapter is written for a heart that remembers well.",
        "Long days hold their light as long as they can, and so does a heart that has loved: this chapter honours the love you carry.",
      ],
      longNight: [
        "A long night is a time for lamps and remembering, and this chapter is written softly, for a heart that has loved deeply and carries that love still.",
        "The dark came early, the hour when a lamp is lit for someone, and this chapter keeps a light burning for the love you have known.",
        "Nights that long leave room for memory, and this chapter sits with you in it, gently, with the love you have known beside you.",
      ],
      evenNight: [
        "Light and dark were close to even that day, as love and grief sit side by side in a heart that has known both, and this chapter holds them with care.",
        "On a day divided almost evenly between light and dark, this chapter makes room for both: the love you have known, and the light still ahead.",
      ],
      evenLengthening: [
        "The days were lengthening then, a little more light each evening, and this chapter wishes that for you: light returning gently, in its own time.",
        "With every day a little longer than the last, the light was coming back by degrees, which is the only pace this chapter asks of you.",
      ],
      evenShortening: [
        "The days were drawing in then, toward evenings of firelight and memory, and this chapter keeps company with a heart that carries its love still.",
        "As the evenings lengthened, there was more time for remembering, and this chapter is written gently, for a love that lives on in the one who remembers.",
      ],
      sunEarly: [
        "The sun was a little ahead of the clocks that day, but nothing in this chapter hurries: it is written for a heart that has loved and keeps that love.",
        "Since that day you have loved and you have grieved, and this chapter, unlike the sun that ran ahead of the clocks, holds both without hurry.",
      ],
      sunLate: [
        "The sun took its time that day, and this chapter takes its time too, with the love you carry and with whatever comes next.",
        "A sun running behind the clocks keeps its own time, as grief does, and this chapter asks nothing of you but to read it gently.",
      ],
      sunOnTime: [
        "The sun kept its time exactly that day, as faithfully as a love that is remembered, and this chapter is written in honour of that love.",
        "Some love does not end with a life; like the sun that kept its time that day, it keeps its place, and this chapter keeps it with you.",
      ],
    },
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
      (c) =>
        `May every love you have known keep you company, and may each return of ${birthMoon(c)} find the days kind.`,
      (c) =>
        `May the people who love you stay close, and may your evenings be peaceful ones, every time ${birthMoon(c)} comes round.`,
      (c) => `May the love you carry keep you warm through every month, from one ${phaseOf(c)} to the next.`,
      (c) =>
        `May what you remember be a comfort to you, and may each month, as ${birthMoon(c)} comes round, bring something to be glad of.`,
      (c) =>
        `May you feel accompanied, by memory and by those who care for you, through every day ahead and every return of ${birthMoon(c)}.`,
      (c) =>
        `May the seasons ahead treat you gently, and may love, in whatever shape it comes, be close at hand in each of them, returning as surely as ${birthMoon(c)}.`,
    ],
  },
};

/**
 * A widowed reader's door left open, never pushed: a widowed buyer who chose whom they love asked for a gentle,
 * forward-looking line about new company (review 31), where an earlier buyer had not wanted a new companion imagined,
 * so the line is an if or a wish, and the love remembered keeps its place in it. It names the woman or man the buyer
 * said they prefer: "new company" read as a hedge to a widower who had said women (review 33). Each follows the page's
 * new moon by its month.
 */
export const WIDOWED_HOPES: readonly Line[] = [
  (c) =>
    `If, in time, ${other(c).a} comes into your life, may ${other(c).she} arrive as quietly as that ${newMoonMonth(c)} moon, and be glad to stand beside the love you carry.`,
  (c) =>
    `The moon that began again that ${newMoonMonth(c)} kept every month before it, and should ${other(c).a} you are glad of come along, nothing in that gladness need take from the love you have known.`,
  (c) =>
    `May ${other(c).the} your heart is ready for, when it is ready, come kindly and in ${other(c).her} own time, as the moon began again that ${newMoonMonth(c)}, and honour the one you remember.`,
  (c) =>
    // Not "whether your heart ever looks for a man", which read as blunt beside the moon going dark (review 37).
    `If your heart ever opens to ${other(c).a}'s company, that is for you alone to decide, and may it come as quietly and surely as the ${newMoonMonth(c)} moon that began again.`,
  (c) =>
    `The new moon of that ${newMoonMonth(c)} was a beginning that took nothing from the months before it, and should love begin again for you with ${other(c).a} who is glad of you, may it be like that.`,
];

/** The one the buyer said they prefer, named plainly: "a woman" and "she", or "a man" and "he". */
function other(c: StoryContext): { a: string; the: string; she: string; her: string } {
  return c.inputs.preference === "women"
    ? { a: "a woman", the: "the woman", she: "she", her: "her" }
    : { a: "a man", the: "the man", she: "he", her: "his" };
}

/** The month of the next new moon after the birthday, by the town's clock: the page's new moon, which the hope follows. */
function newMoonMonth(c: StoryContext): string {
  const { newMoonAt } = moonSunOf(c);
  return MONTH_NAMES[onTheClock(newMoonAt, townDateZone(c.skyFrom, newMoonAt)).month - 1] as string;
}

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
 * how early or late the sun reached the top of its arc against its average noon; and what that told
 * of the day, which the status's opening answers.
 */
function doorFact(c: StoryContext): { fact: string; light: DoorLight } {
  const { evening, noonEarly } = moonSunOf(c);
  if (evening && c.city) {
    const d = evening.sunsetNorthOfWest;
    // The side by the compass, not in degrees: the hour and the night's length are this sentence's figures.
    const side = Math.abs(d) < 1 ? "almost due west" : `in the ${compassPoint(270 + d)}`;
    // The hour by the town's own clock, summer time and all, when the gazetteer knows its zone; the reading that is
    // told decides the words, so a sunset rounded past midnight (Reykjavík in June) is said as such.
    const zone = townZone(c.skyFrom, evening.sunsetAt);
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
    return {
      // The night's length is told, as the status line answers it (a buyer read "An evening that long" after a
      // sunset that said nothing of one).
      fact: `${reading === null || evening5 ? "On the evening of your birthday" : "On your birthday"} the sun went down ${side} over ${c.city}${when}${evening.night === null ? "" : `, and the night that followed lasted ${span(evening.night)}`}`,
      light: nightLight(evening.night, c.place ? daylightChange(c.place, c.inputs.birthday) : null),
    };
  }
  const n = Math.abs(noonEarly);
  const when =
    n < 1
      ? "almost exactly at its average time"
      : `${timeCount(n, "minute")} ${noonEarly > 0 ? "earlier" : "later"} than its average`;
  const { year } = c.inputs.birthday;
  // The unevenness repeats with the calendar date, and differs from year to year by seconds: two buyers born on one date
  // in different years are told it in different words, taken by the year (decision 0091).
  const told =
    n < 1 || year % 3 === 0
      ? `On your birthday in ${year} the sun reached the top of its arc ${when}, the small unevenness that keeps sundials and clocks from agreeing`
      : year % 3 === 1
        ? `A sundial would have argued with the clocks on your birthday in ${year}: the sun crossed its highest point ${when}`
        : `Noon by the sun came ${when} on your birthday in ${year}, a difference a sundial shows and a clock hides`;
  return { fact: told, light: n < 1 ? "sunOnTime" : noonEarly > 0 ? "sunEarly" : "sunLate" };
}

/**
 * The night after the sunset: under eleven and a half hours is short, over twelve and a half long, between them close
 * to even with the
 * day; and then the days were lengthening or drawing in when the next day's light was at least a minute longer or
 * shorter (`daylightChange`, in seconds). In the tropics the change stays under a minute (Darwin's about 40
 * seconds at most), so no growing or shrinking days are claimed there (a review). The sun sets without rising
 * again within a day only as a polar night begins: a long night.
 */
export function nightLight(night: number | null, change: number | null): DoorLight {
  if (night === null) return "longNight";
  if (night < SHORT_NIGHT) return "shortNight";
  if (night > LONG_NIGHT) return "longNight";
  if (change === null || Math.abs(change) < DAY_CHANGE_TOLD) return "evenNight";
  return change > 0 ? "evenLengthening" : "evenShortening";
}

/**
 * Minutes of night under which it is short and over which it is long: within half an hour of twelve hours, day and
 * night are close to even (Bangkok's 12 h 55 min of day against 11 h 05 min of night was not, a buyer's review).
 */
const SHORT_NIGHT = 11.5 * 60;
const LONG_NIGHT = 12.5 * 60;

/** Seconds of daylight gained or lost from one day to the next below which the days are not called growing. */
const DAY_CHANGE_TOLD = 60;

/**
 * The threshold's opening: the door's fact, then the status's line that answers it, which `choose` takes from
 * the lines for what the fact told.
 */
export function doorOpening(c: StoryContext, choose: (lines: readonly Line[]) => Line): string {
  const { fact, light } = doorFact(c);
  const status = STATUS_TEXT[c.inputs.relationshipStatus];
  return thenSaid(fact, say(choose(status.openings[light]), c));
}

/** The threshold's closing fact: the next new moon after the birthday (the status's closing line may follow). */
export function newMoonFact(c: StoryContext, variant: number): string {
  const { newMoonAt } = moonSunOf(c);
  // Its date by the town's clock (its mean time before 1970, Greenwich's without a town), so same-aged moons of other
  // years read apart.
  const zone = townDateZone(c.skyFrom, newMoonAt);
  const { day, month, year } = onTheClock(newMoonAt, zone);
  // The days counted between the two dates, as a reader counts them: 2 to 13 February is eleven, though the new
  // moon came ten and a half days after the birthday's noon (a buyer's review).
  const { birthday } = c.inputs;
  const apart = Math.round(
    (Date.UTC(year, month - 1, day) - Date.UTC(birthday.year, birthday.month - 1, birthday.day)) / 86_400_000,
  );
  // Dates on one clock are a day apart exactly: "the day after your birthday", not "about a day after" (review 32's
  // Nelson book, a new moon at 1:26 the next morning).
  const days = Math.abs(apart) === 1 ? `the day ${apart > 0 ? "after" : "before"} your birthday` : daysAround(apart);
  // A new moon on the birthday's own date is said so, not "on 27 July, within a day of your birthday".
  if (day === c.inputs.birthday.day && month === c.inputs.birthday.month)
    return variant % 2 === 0
      ? "The new moon came on your birthday itself, a fresh page in the sky's oldest calendar."
      : "The moon went dark and began again on your birthday itself.";
  const date = clockDate(newMoonAt, zone);
  const eclipse = newMoonEclipse(c);
  if (eclipse)
    return variant % 2 === 0
      ? `The next new moon came ${days}, on ${date}, and it brought ${eclipse}.`
      : `The moon went dark and began again on ${date}, ${days}, with ${eclipse}.`;
  return variant % 2 === 0
    ? `The next new moon came ${days}, on ${date}, a fresh page in the sky's oldest calendar.`
    : `The moon went dark and began again on ${date}, ${days}.`;
}

/**
 * The eclipse of the sun the next new moon brought, and what the town saw of it: "a partial eclipse of the sun: over
 * Edinburgh the moon covered about 63 per cent of the sun". Null when that new moon eclipsed nothing, or when the book's eclipse
 * (the meeting page's) is this one, told there already. Review 30 found the new moon told plainly on a morning
 * Edinburgh watched the moon cover most of the sun.
 */
function newMoonEclipse(c: StoryContext): string | null {
  const { newMoonEclipse: found, newMoonDays, eclipse } = moonSunOf(c);
  if (!found) return null;
  if (eclipse.of === "sun" && Math.abs(eclipse.days - newMoonDays) <= 1) return null;
  // The plain name: "the ring of fire" is no sight to promise a town that saw only a share (a senior review).
  const name = (ECLIPSES[`sun ${found.kind}`] ?? "an eclipse of the sun").replace(/, the ring of fire$/, "");
  if (!c.city || !c.place) return name;
  const seen = found.seen;
  // Up for a few minutes of it at the horizon: not "not one could see", and no sight to promise (review 30, Lima).
  if (!seen && found.sunAtEdge === "rose") return `${name}, though over ${c.city} the sun rose only as it ended`;
  if (!seen && found.sunAtEdge === "set") return `${name}, though over ${c.city} the sun set just as it began`;
  if (!seen) return `${name}, though not one ${c.city} could see`;
  if (seen.sun) return `${name}, and over ${c.city} the sun ${seen.sun} partly eclipsed`;
  return `${name}: over ${c.city} the moon covered ${sunCovered(seen)}`;
}
