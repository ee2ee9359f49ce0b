/**
 * The words the embedded reader uses to answer the question itself: saying the
 * question back, tying each card to it, the lean for yes/no questions and
 * choices, the pace for "when" questions, and one practical reflection. All
 * our own writing, Australian spelling, under the same house rules as
 * reading-text.ts (no card names, no directives on health, money or the law,
 * no fixed fate, varied sentence openers).
 *
 * Placeholders: {ask} the question said back as a clause ("whether you will
 * get the promotion"), {direct} the question asked again ("did you make the
 * right choice?"), {topic} a noun phrase for the matter ("the job in Perth"),
 * {card} a card named with its orientation, {place} " in the outcome position" (empty for one card), in lower
 * case, {carriers} one or two cards with their places, {counter} a card,
 * {a}/{b} the two options, {favoured}/{other} the options as the lean has
 * them, {essence} a card's essence phrase, {words} two or three keywords.
 */
import type { ThemeId } from "./intention-themes";
import type { Timing } from "./lean";

/** The question said back, when it can be said as a clause. */
export const RESTATE_ASK: readonly string[] = [
  "You asked {ask}.",
  "Your question is {ask}; each card answers it.",
  "You are asking {ask}.",
  "Your question: {ask}.",
];

/** The question asked again, when a clause would not read well. */
export const RESTATE_DIRECT: readonly string[] = [
  "Put plainly: {direct}",
  "At its heart, you asked: {direct}",
  "Simple and hard at once: {direct}",
];

/** Only a subject is known: "guidance about your career". */
export const RESTATE_TOPIC: readonly string[] = [
  "You asked for guidance about {topic}.",
  "You brought {topic} to the cards.",
  "This reading is about {topic}.",
];

/** When the question names people: {names} is "Sam" or "Sam and Alex". */
export const NAMES_LINES: readonly string[] = [
  "Where a card speaks to {names}, you'll see it said plainly.",
  "The cards keep {names} in view.",
  "Keep {names} in mind as you read.",
];

/** One sentence per card that ties it to the question, by the card's role in the spread and whether it helps or tests. */
export type Role =
  | "single"
  | "behind"
  | "now"
  | "challenge"
  | "aim"
  | "ahead"
  | "outcome"
  | "self"
  | "others"
  | "hopes";
export type Tone = "helps" | "tests";

export const ROLE_OF_POSITION: Record<string, Role> = {
  "Your Card": "single",
  Past: "behind",
  "Recent Past": "behind",
  Foundation: "behind",
  Present: "now",
  Challenge: "challenge",
  Crown: "aim",
  Future: "ahead",
  "Near Future": "ahead",
  Outcome: "outcome",
  Self: "self",
  Environment: "others",
  "Hopes/Fears": "hopes",
};

export const LINK_TO_QUESTION: Record<Role, Record<Tone, readonly string[]>> = {
  single: {
    helps: [
      "For {topic}, an encouraging card.",
      "Brought to {topic}, it is on your side.",
      "As an answer to {topic}, it leans kindly.",
    ],
    tests: [
      "For {topic}, it asks care over hurry.",
      "Brought to {topic}, it shows a knot.",
      "Answering {topic}, it is honest, not comforting.",
    ],
  },
  behind: {
    helps: ["Behind {topic} lies good ground.", "Earlier steps steady {topic}.", "Its history helps {topic}."],
    tests: [
      "Some weight in {topic} began here.",
      "Some knots in {topic} predate today.",
      "Old weather around {topic} lingers.",
    ],
  },
  now: {
    helps: [
      "Right now, {topic} has more in its favour.",
      "As things stand, {topic} is moving your way.",
      "Underfoot, {topic} is firmer today.",
    ],
    tests: [
      "Right now, {topic} is tangled; be patient.",
      "For now, {topic} has something unfinished.",
      "Underfoot, {topic} is uneven today.",
    ],
  },
  challenge: {
    helps: [
      "A bright card crossing you is no bad news; for {topic}, trust what is going well.",
      "Even a generous card can cross you: for {topic}, keep steering.",
      "Crossing you, its gift tests {topic}: stay careful.",
    ],
    tests: [
      "This is the friction in {topic}; name it to ease it.",
      "For {topic}, here is the snag.",
      "In {topic}, this crossing is no wall.",
    ],
  },
  aim: {
    helps: [
      "Your aim in {topic} is within sight.",
      "Your hopes for {topic} are pointed somewhere good.",
      "At best, {topic} becomes worth aiming at.",
    ],
    tests: [
      "Your aim in {topic} needs a clearer picture first.",
      "Your aim for {topic} may pull two ways.",
      "For {topic}, look again at the goal.",
    ],
  },
  ahead: {
    helps: [
      "Ahead, {topic} looks brighter.",
      "For {topic}, the road ahead opens up.",
      "The next stretch of {topic} carries a lift.",
    ],
    tests: [
      "For {topic}, the next stretch asks patience.",
      "Ahead for {topic}: a lesson, then the reward.",
      "Ahead, {topic} goes slowly, not closed.",
    ],
  },
  outcome: {
    helps: [
      "As the outcome for {topic}, it is kind.",
      "In the long run, {topic} finds a door.",
      "For {topic}, it points somewhere worth going.",
    ],
    tests: [
      "For {topic}, inner work comes first.",
      "Over time, reread {topic}.",
      "For {topic}, a caution, not a verdict.",
    ],
  },
  self: {
    helps: [
      "Your own part in {topic} is a strength here.",
      "Your way of meeting {topic} helps you.",
      "You bring something useful to {topic}, and this card shows what.",
    ],
    tests: [
      "Your part in {topic} is the easiest knot.",
      "The way you are meeting {topic} could use a gentler touch.",
      "You may carry more of {topic} than yours.",
    ],
  },
  others: {
    helps: [
      "In {topic}, those around you are mostly on your side.",
      "Your surroundings are lending {topic} a hand.",
      "Others have something to offer {topic}, if you let them.",
    ],
    tests: [
      "In {topic}, someone or something pulls the other way.",
      "The setting makes {topic} hard; not your fault.",
      "Other people's needs are crowding {topic} a little.",
    ],
  },
  hopes: {
    helps: [
      "A healthy hope about {topic} shows here.",
      "Underneath {topic}, own the hope aloud.",
      "The hope inside {topic} is clearer than admitted.",
    ],
    tests: [
      "The fear in {topic} may be this.",
      "The worry inside {topic} shows here, smaller up close.",
      "Hope and fear about {topic} tangle here.",
    ],
  },
};

/** The lean on a yes/no question. {on} is "On whether you will get the promotion, " or "". */
export const YES_NO_LINES = {
  yes: {
    clear: ["{on}the lean is clearly yes.", "{on}this draw says yes, warmly.", "{on}the answer is firmly yes."],
    gentle: ["{on}the lean is gently yes.", "{on}this draw tips softly to yes.", "{on}a quiet yes, with conditions."],
  },
  no: {
    clear: [
      "{on}the lean is no, at least as pictured.",
      "{on}this draw says no for now, kindly.",
      "{on}honestly, no, or not yet.",
    ],
    gentle: [
      "{on}the lean is gently no, or not yet.",
      "{on}a soft no: not now, rather than never.",
      "{on}a soft no, more pause than closed door.",
    ],
  },
  open: {
    clear: ["{on}the cards sit nearly even.", "{on}no clean yes or no: nearly level."],
    gentle: ["{on}the cards sit nearly even.", "{on}no clean yes or no: nearly level."],
  },
} as const;

/** Who carries the lean. */
export const CARRIER_LINES: readonly string[] = [
  "That weight comes from {carriers}.",
  "The lean is carried by {carriers}.",
  "It rests on {carriers}.",
];

/** The card pulling the other way. */
export const COUNTER_LINES: readonly string[] = [
  "{counter} pulls the other way, bringing {essence}.",
  "Dissenting is {counter}, which brings {essence}.",
  "Against that stands {counter}, a reminder of {essence}.",
];

/** When the cards are level. */
export const OPEN_LINES: readonly string[] = ["Balanced, the choice is yours.", "No shrug: you shape it."];

/** After a lean towards no: what a no from the cards means, kindly; {card} is the card that carries it. */
export const NO_CONDITION_LINES: readonly string[] = [
  "The no rests on {card}, and cards change.",
  "Read {card} as 'not yet', not 'never'.",
  "{card}: a current, not a destination.",
];

/** A lean towards yes is a tendency: what would strengthen it, from the words of the card that carries it. */
export const CONDITION_LINES: readonly string[] = [
  "No guarantee: it grows with {words}.",
  "A tendency, which {words} can strengthen.",
  "The key card firms it up with {words}.",
];

/** The lean on a choice between two names or things: "Between Perth and Melbourne, …". */
export const CHOICE_LINES: readonly string[] = [
  "Between {a} and {b}, the cards lean towards {favoured}.",
  "Of {a} and {b}, this draw favours {favoured}.",
  "If the cards had a vote between {a} and {b}, it would go to {favoured}.",
];

/** The lean on a choice between two things to do: {favoured} is "stay in Melbourne". */
export const CHOICE_VERB_LINES: readonly string[] = [
  "Of the two paths, the cards lean towards the one where you {favoured}.",
  "If the cards had a vote, they would vote for you to {favoured}.",
  "This draw favours choosing to {favoured}.",
];

export const CHOICE_CLOSE_LINES: readonly string[] = [
  "It is a close call rather than a landslide, so {other} is not shut out.",
  "The margin is slim, which means {other} remains a real option.",
];

export const CHOICE_WHY: Record<"change" | "stay", readonly string[]> = {
  change: [
    "The reason is the draw's energy: weighed by their places, the cards lean to movement, new starts and decisions, and that favours the option that changes something.",
    "Weighed by their places, more of the cards speak of beginnings and momentum than of staying put, and that kind of draw favours the step that moves you.",
    "Most of the weight sits with cards of action, departures and fresh starts, which is why the lean goes to the option that changes something.",
  ],
  // A reversed card of action holds back, so the stay lines speak of energy held, not only of roots.
  stay: [
    "The reason is the draw's energy: weighed by their places, more of it is held still than pushing forward, and that favours the option that keeps things as they are.",
    "Weighed by their places, the cards speak more of steadiness, or of momentum held back, than of leaving, and that kind of draw favours patience over a leap.",
    "Most of the weight sits with cards that hold rather than move, which is why the lean goes to the option that keeps you where you are.",
  ],
};

/** The same reason when a single card is drawn. */
export const CHOICE_WHY_SINGLE: Record<"change" | "stay", readonly string[]> = {
  change: [
    "Read on its own, this card's energy moves forward, and that favours the option that changes something.",
    "This card leans into motion, and a card like that favours the step that moves you.",
  ],
  stay: [
    "Read on its own, this card's energy holds still rather than pushing on, and that favours the option that keeps you where you are.",
    "This card leans towards holding steady, and a card like that favours patience over a leap.",
  ],
};

/** A choice between two names or things that don't say which is the change: the lean is a quality, said honestly. */
export const CHOICE_QUALITY: Record<"change" | "stay", readonly string[]> = {
  change: [
    "The cards can't tell {a} from {b} by name, but they know what kind of step suits you now: the bolder one, with more movement and new ground. Whichever of the two that is for you, that is where this draw leans.",
    "Tarot doesn't know {a} or {b} by name; it knows energy, and this energy is active. The lean is towards whichever option asks more of your courage and gives you more room to grow.",
  ],
  stay: [
    "The cards can't tell {a} from {b} by name, but they know what kind of step suits you now: the steadier one, with deeper roots and fewer unknowns. Whichever of the two that is for you, that is where this draw leans.",
    "Tarot doesn't know {a} or {b} by name; it knows energy, and this energy is receptive. The lean is towards whichever option feels more settled and lets you build on what you already have.",
  ],
};

/** The pace for a "when" question, by the suit of the card looking furthest ahead. */
export const TIMING_LINES: Record<Timing, readonly string[]> = {
  quick: [
    "{card} is a wands card, and wands traditionally move fast: think weeks rather than months, once the first move is made.",
    "Wands set a brisk pace, so with {card} looking ahead, this could move within weeks, and sooner if you light the fuse.",
  ],
  weeks: [
    "{card} is a swords card, and swords move at the speed of a decision: weeks, once the thinking is done.",
    "Swords keep a quick but uneven pace, so with {card} ahead, expect movement within weeks of a clear decision.",
  ],
  months: [
    "{card} is a cups card, and cups keep the pace of feeling: months rather than weeks, unfolding as trust grows.",
    "Cups move like tides, so with {card} ahead, think in months, and let it ripen rather than forcing it.",
  ],
  slow: [
    "{card} is a pentacles card, and pentacles keep the slowest clock in the deck: this builds over months or longer, steadily.",
    "Pentacles grow like gardens, so with {card} ahead, give it seasons rather than weeks.",
  ],
  inner: [
    "{card} is a major card, and majors keep no calendar: this arrives when an inner change is complete, not on a date.",
    "With a major card like {card} looking ahead, the timing follows a change in you rather than a date on the wall.",
  ],
};

/** A reversed card ahead slows whatever pace its suit sets. */
export const TIMING_REVERSED: readonly string[] = [
  "Reversed, it suggests later than you would like, not never.",
  "Its reversal adds a delay, so allow extra time.",
];

/** For how, what, why, who and open questions: where the answer sits. */
export const GUIDANCE_LINES: readonly string[] = [
  "The clearest answer to {topic} comes from {card}{place}: {words}.",
  "On {topic}, {card}{place} speaks loudest: {words}.",
  "For {topic}, take away {card}{place}: {words}.",
];

export const GUIDANCE_SECOND: readonly string[] = [
  "{card} adds its piece: {essence}.",
  "Beside it, {card} brings {essence}.",
  "{card} completes the thought with {essence}.",
];

/** "Who" questions get qualities, never a name. */
export const WHO_LINES: readonly string[] = [
  "The person the cards describe has the qualities of {card}: {words}.",
  "Read as a portrait, {card} describes someone marked by {words}.",
];

/** One practical reflection per reading, by theme: something small a person could actually do this week. */
export const PRACTICAL: Record<ThemeId, readonly string[]> = {
  love: [
    "One practical thing: before the week is out, say one true, kind sentence about how you feel to the person it concerns, and notice what comes back.",
    "A small step worth taking: write down what you need in love in three plain lines, and check the next conversation against them.",
    "Try this: for one week, notice when you feel most yourself with someone, and when you feel smaller; the pattern tells more than any card.",
    "Something to try: plan one unhurried hour with the person this is about, phones away, and let the conversation go where it wants.",
    "A gentle experiment: notice, for one week, the moments you hold back a feeling, and choose one of them to share.",
  ],
  work: [
    "One practical thing: write the decision's three biggest unknowns on paper, and find out one of them this week.",
    "A small step worth taking: ask someone who does the work you want for twenty minutes of their story.",
    "Try this: list what a good working week would look like, then compare it honestly with this one.",
    "Something to try: write one sentence about what you want your work to give you, and keep it where you'll see it on Monday.",
    "A gentle experiment: protect one hour this week for the part of your job you do best, and notice how it changes the week.",
  ],
  money: [
    "One practical thing: write down where your money went last month, without judging it, and let the list speak.",
    "A small step worth taking: name one worry about money out loud to someone you trust; worries shrink when shared.",
    "Try this: pick one small, steady habit that makes you feel more secure, and keep it for a month.",
    "Something to try: picture what 'enough' would feel like, in plain words, and write it down before you make any plan.",
    "A gentle experiment: for a week, notice when money worry arrives and what set it off, without trying to fix anything yet.",
  ],
  home: [
    "One practical thing: find a quiet ten minutes with the person this is about, with no agenda but listening.",
    "A small step worth taking: write the conversation you wish you could have, then decide which sentence of it you can actually say.",
    "Try this: notice which room, ritual or time of day feels most like home, and give it a little more of your week.",
    "Something to try: cook or share one simple meal with family this week and let it be about the company, not the conversation you think you should have.",
    "A gentle experiment: notice which small household moment makes you feel most at ease, and make room for it twice this week.",
  ],
  friendship: [
    "One practical thing: send one message this week that asks how they really are, and mean it.",
    "A small step worth taking: remember one good moment you shared and tell them about it.",
    "Try this: notice who leaves you lighter after you've seen them, and make a little more time for them.",
    "Something to try: suggest one simple plan with a friend, a walk or a coffee, and keep it easy.",
    "A gentle experiment: thank one friend for something specific they did, even if it was a while ago.",
  ],
  creativity: [
    "One practical thing: give the work twenty unhurried minutes a day for a week, and let it be bad if it wants to be.",
    "A small step worth taking: finish one small piece, however rough, so the next one knows it can be finished.",
    "Try this: show one trusted person something unfinished and ask only what they enjoyed.",
    "Something to try: carry a notebook for a week and catch the small ideas before they slip away.",
    "A gentle experiment: make something purely for fun, with no plan to share or finish it.",
  ],
  study: [
    "One practical thing: break the next deadline into three small tasks and do the smallest one today.",
    "A small step worth taking: find one person in the same course and compare notes for half an hour.",
    "Try this: study at the same time and place for a week and notice what changes.",
    "Something to try: explain one idea from your course out loud to someone, or to the mirror; teaching shows you what you know.",
    "A gentle experiment: swap one late night for an early start this week and see which suits your mind better.",
  ],
  health: [
    "One practical thing: choose one gentle, ordinary comfort, an early night, a walk, a proper meal, and give it to yourself this week.",
    "A small step worth taking: tell one person you trust how tired you really are.",
    "Try this: notice what drains you and what restores you for a few days, and write it down.",
    "Something to try: step outside for ten minutes of daylight each day this week, and notice how you feel after.",
    "A gentle experiment: put one restful thing in your calendar as if it were an appointment, and keep it.",
  ],
  change: [
    "One practical thing: imagine it is a year from now and each option has played out; write a paragraph from each future and see which one you would rather live in.",
    "A small step worth taking: find out one fact that would make the decision easier, and get it this week.",
    "Try this: toss a coin for it, not to obey the coin, but to notice which side you hope for while it is in the air.",
    "Something to try: talk the choice through with someone who has no stake in it, and listen to yourself as you explain it.",
    "A gentle experiment: live as if you had chosen one option for a day, then the other, and notice which day felt like yours.",
  ],
  travel: [
    "One practical thing: spend an hour on the practical details, costs, dates, what you would leave, so the dream meets the map.",
    "A small step worth taking: talk to someone who has made a similar move and ask what surprised them.",
    "Try this: picture your first ordinary Tuesday in the new place, and notice how it feels in your body.",
    "Something to try: write down what you hope the move or the trip will give you, then what you would miss, side by side.",
    "A gentle experiment: spend a few minutes each evening this week imagining the new place in detail, and notice whether it gets warmer or cooler.",
  ],
  grief: [
    "One practical thing: set aside a little time to remember them on purpose, a photo, a song, a place, and let whatever comes, come.",
    "A small step worth taking: tell someone a story about the one you miss; grief carries more easily when it is shared.",
    "Try this: be as patient with yourself this week as you would be with a friend carrying the same loss.",
    "Something to try: write a short letter to the person you miss, saying whatever comes, with no need to send it anywhere.",
    "A gentle experiment: let yourself have one quiet ritual this week, a candle, a walk, a favourite song, just for remembering.",
  ],
  spirituality: [
    "One practical thing: give yourself ten quiet minutes a day for a week, with no goal but noticing.",
    "A small step worth taking: write down three moments that felt meaningful this month and look for what they share.",
    "Try this: follow one small curiosity this week without asking where it leads.",
    "Something to try: spend a few minutes at dusk or dawn simply watching the light change, with no aim but attention.",
    "A gentle experiment: write one question about your path each morning this week and let it sit, unanswered, through the day.",
  ],
  "self-worth": [
    "One practical thing: write down three things you handled well this month, and read them back when doubt gets loud.",
    "A small step worth taking: accept the next compliment you get with a plain thank you.",
    "Try this: notice the voice that says you are not enough, and ask whose voice it really is.",
    "Something to try: ask a friend what they value in you, and write their answer down word for word.",
    "A gentle experiment: each evening this week, name one thing you did that took a little courage.",
  ],
  general: [
    "One practical thing: write your question at the top of a page and answer it in your own words, then compare your answer with the cards'.",
    "A small step worth taking: pick the card that struck you most and keep its image somewhere you'll see it this week.",
    "Try this: over the next few days, notice when the theme of this reading turns up in ordinary life.",
    "Something to try: come back to this reading in a week and notice what has shifted since you first read it.",
    "A gentle experiment: choose one word from this reading that stayed with you and watch for it in the days ahead.",
  ],
};

/** A level yes/no: {yes} is the card pulling hardest towards yes, {no} the one pulling hardest towards no. */
export const BALANCE_LINES: readonly string[] = [
  "{yes} pulls towards yes, {no} towards no: neither wins.",
  "On one side sits {yes}, leaning yes; on the other, {no}, leaning no.",
  "Between {yes}, a yes, and {no}, a not yet, the scales hold.",
  "A tug of war: {yes} for yes, {no} for no.",
  "Pulling towards yes is {yes}; pulling towards no, {no}.",
  "Neither side wins here: {yes} leans yes and {no} leans no.",
  "Weighed together, {yes} and {no} cancel out.",
];

/** A level yes/no from a single card: {card} is that card. */
export const BALANCE_SINGLE_LINES: readonly string[] = [
  "Alone, {card} neither opens nor closes the door.",
  "{card} sits between yes and no, holding it open.",
  "As a yes or no, {card} keeps both alive.",
];
