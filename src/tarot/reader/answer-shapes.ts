/**
 * What the embedded reader says for the shapes a one-line question misses:
 * a question in another language, context given before the question, a
 * decision already made, an illness or a loved one's care, a choice between
 * named options, and the second part of a two-part question. Templates only;
 * src/tarot/reader/reading-composer.ts fills and picks them.
 */

/** A question not in English: said once, honestly, at the start. */
export const LANGUAGE_NOTES: readonly string[] = [
  "You wrote in {language} about {kept}; this reading is in English.",
  "Your question about {kept} came in {language}, and this reading answers it in English.",
];
/** The same note for a question that named no one and no place. */
export const LANGUAGE_NOTE_PLAIN = "Your question came in {language}; this reading answers it in English.";

/** What an earlier sentence told the cards, then the question. */
export const CONTEXT_LINES: readonly string[] = [
  "You told the cards that {context}, and then asked {ask}.",
  "First the background: {context}. Then the question itself, {ask}.",
  "The question comes with a story attached, that {context}, and it asks {ask}.",
];

/** The same without a clause to say back. */
export const CONTEXT_ONLY_LINES: readonly string[] = [
  "You told the cards that {context}, and the question grows out of that.",
  "The background matters here: {context}.",
];

/** An illness or a loved one's care, named plainly and kindly. */
export const CARE_OPENINGS: readonly string[] = [
  "{Person} is living with {illness}, and you are carrying a great deal beside {them}; this reading keeps its eyes on support, for {them} and for you.",
  "{Illness} has come into {person}'s life, and so into yours. The cards are read here for how to be alongside {them}, and how to stay steady yourself.",
  "Caring for {person} through {illness} is heavy and tender work, and this reading is about support, not about what the illness will do.",
];
export const CARE_OPENINGS_NO_ILLNESS: readonly string[] = [
  "{Person} is unwell, and you are carrying a great deal beside {them}; this reading keeps its eyes on support, for {them} and for you.",
  "Being there for {person} while {they} {are} unwell is heavy and tender work, and this reading is about support rather than outcomes.",
];
/** An operation or a hospital stay, no illness named: {ordeal} is "surgery", {Person} may be "Biscuit, your dog,". */
export const CARE_OPENINGS_ORDEAL: readonly string[] = [
  "{Person} {is} going through {ordeal} and the mending after it; this reading stays with what helps, for {them} and for you.",
  "{Person} {is} facing {ordeal} and the days of healing around it; waiting on that is tender work, and the cards are read here for support rather than outcomes.",
];
/** A pet growing old, no illness named. */
export const CARE_OPENINGS_AGEING: readonly string[] = [
  "{Person} {is} growing old, and you want the time ahead to be good for {them}; this reading keeps its eyes on comfort and care, for {them} and for you.",
  "{Person} {is} slowing down, and looking after an old friend is tender work; the cards are read here for the days you share.",
];
export const CARE_OPENINGS_SELF: readonly string[] = [
  "Living with {illness} is a lot to carry, and this reading is about support and steadiness, not about what the illness will do.",
  "With {illness} in your life, the cards are read here for what helps you carry it, not for predictions about your health.",
];

/** The support line, after the answer: {support} says who and the number. */
export const SUPPORT_LINES: readonly string[] = [
  "If it would help to talk it through with someone, {support}.",
  "You don't have to carry this alone: {support}.",
  "For the practical and the heavy days alike, {support}.",
];

/**
 * A yes-or-no about how an illness will go ("Will she be okay?") gets no lean, which would be a
 * prognosis. `plainly`: {on} is "On whether she will be okay, " or empty, {whose} "your sister's".
 * `instead`: what the cards offer, {card} the key card with its place, {essence} its note.
 */
export const PROGNOSIS_TEXT = {
  plainly: [
    "{on}the cards give no yes or no: how {whose} health goes belongs with {carers}, not a deck.",
    "{on}a yes or no here would be a forecast of health, and cards cannot make one honestly.",
  ],
  instead: ["What they do offer is {card}: {essence}.", "Instead, {card} speaks to the days ahead: {essence}."],
} as const;

/** The one tarot note on the Death card in a tender reading: it is never literal. */
export const DEATH_NOTE =
  "Death (the card) is about an ending in how things are, a chapter closing, and never about anyone's life.";

/** A decision already made, read for what it meant: the draw leans kind, mixed or heavy. */
export const PAST_LINES = {
  kind: [
    "Looking back at {decision}, the cards sit at peace with the choice you made, and the good it has given you shows in {carriers}.",
    "On {decision}, this draw does not call the choice a mistake; the good it has already brought is there in {carriers}.",
    "The cards look back on {decision} gently: what you chose has room in it for growth, and you can see where in {carriers}.",
  ],
  mixed: [
    "Looking back at {decision}, the cards give no verdict of right or wrong; they show a choice that cost something and taught something, most of all through {carriers}.",
    "On {decision}, the draw is honest both ways: there is grief in it and there is sense in it, held together by {carriers}.",
  ],
  heavy: [
    "Looking back at {decision}, the cards don't say you chose wrongly; they say it still aches, and the ache sits with {carriers}.",
    "On {decision}, this draw reads more of what the choice still asks of you than of regret, and the part still unsettled lies with {carriers}.",
    "The cards don't re-run {decision}; they point to what it left unhealed, plain to see in {carriers}, so that it can be tended.",
  ],
};

/** How a card speaks of a decision already made, in place of the theme's "the choice you are weighing". */
export const PAST_DECISION_REFS: readonly string[] = [
  "the choice you made",
  "the decision behind you",
  "what you decided then",
];

/** What a past decision has taught: {words} from the key card. */
export const PAST_TEACHING: readonly string[] = [
  "What it has been teaching you, in the words of {card}, is {words}.",
  "The lesson it leaves, as {card} reads it, is {words}.",
  "Carried forward, the choice offers you {words}, if {card} is any guide.",
];

/** A choice between named options, named: by element, as two paths, or by a single card's orientation. */
export const NAMED_CHOICE_LINES = {
  element: [
    "Between {a} and {b}, the cards favour {favoured}: the draw runs to {element}, the element of {quality}, and {favoured} belongs there more than {other} does.",
    "The lean goes to {favoured} over {other}. The spread is rich in {element}, the element of {quality}, and that is {favoured}'s ground.",
  ],
  halves: [
    "Between {a} and {b}, the cards favour {favoured}. Read as two paths, the first half of the spread speaking for {a} and the second for {b}, the brighter half is the one for {favoured}.",
    "Of {a} and {b}, this draw favours {favoured}: laid out as two paths, with the first cards for {a} and the later ones for {b}, the path of {favoured} carries the kinder cards.",
  ],
  orientation: [
    "Between {a} and {b}, the card favours {favoured}: drawn for an either-or, a card speaks for the first option upright and for the second reversed, and this one came {orientation}.",
    "The single card points to {favoured}. Asked to choose between {a} and {b}, one card answers by its orientation, and it landed {orientation}.",
  ],
};

/** What each element stands for, said after "the element of". */
export const ELEMENT_QUALITIES: Record<"fire" | "water" | "air" | "earth", string> = {
  fire: "drive, enterprise and nerve",
  water: "feeling, care and connection",
  air: "thought, words and clear reasoning",
  earth: "craft, steadiness and building",
};

/** A close call between named options. */
export const NAMED_CHOICE_CLOSE: readonly string[] = [
  "It is close, so {other} is far from ruled out.",
  "The margin is small; {other} stays a real possibility.",
];

/** The second part of a two-part question, after the first is answered. */
export const FOLLOW_UP_LINES = {
  choiceAfterYes: ["And if you do, {line}", "As for the second part, if you go ahead: {line}"],
  choiceAfterNo: [
    "If you go ahead anyway, the second part still has an answer: {line}",
    "On the second part, should you decide to go ahead after all: {line}",
  ],
  when: ["On when: {line}", "As for the timing you asked about, {line}"],
};

/** One practical reflection that fits a decision already made. */
export const PRACTICAL_PAST: readonly string[] = [
  "One practical thing: write down three things the decision gave you and one it cost, and read them back kindly.",
  "Something to try this week: finish the sentence 'What I know now that I didn't then is…' and leave it at that.",
  "A gentle step: tell someone you trust what you would say to a friend who had made the same choice.",
];

/** One practical reflection for caring for someone who is unwell. */
export const PRACTICAL_CARE: readonly string[] = [
  "One practical thing: ask {person} what would help most this week, and let the answer be small.",
  "Something to try: put one hour a week in your diary that is only for you, and keep it as you would an appointment for {person}.",
  "A gentle step: write a short list of what others could take on, so that when someone offers, you can say yes to something specific.",
];

/**
 * A way to decide that names the two options ({a}, {b}), in place of the general ones that say
 * "each option": `nouns` for "Atlassian or Canva", `verbs` for "take the job in Perth or stay in Melbourne".
 */
export const PRACTICAL_OPTIONS = {
  nouns: [
    "A gentle experiment: live one day as if you had settled on {a} and the next as if you had settled on {b}, and notice which day felt like yours.",
    "One practical thing: write a paragraph as if you had already chosen {a}, then one as if you had chosen {b}, and see which you would rather live in.",
  ],
  verbs: [
    "A gentle experiment: spend a day acting as though you will {a}, then a day as though you will {b}, and see which sits easier.",
    "One practical thing: write a paragraph from a year after you chose to {a}, then one from a year after you chose to {b}, and see which you would rather live in.",
  ],
} as const;

/** One practical step for a pet that is unwell or healing: {name} is the pet, by name where given. */
export const PRACTICAL_PET: readonly string[] = [
  "One practical thing: ask your vet what would make {name} more comfortable at home, and write the answer where you'll see it.",
  "Something to try: sit with {name} for ten quiet minutes each day this week, for your sake as much as theirs.",
];

/** The closing note on health for a loved one or a pet, in place of the one about the buyer's own body. */
export const CARED_HEALTH_NOTE =
  "Cards cannot see inside {whose} body; how {name} is keeping is for {carers} to judge, and this reading is for the days you share.";

/** One practical reflection while waiting to hear (a job, results, an answer). */
export const PRACTICAL_WAITING: readonly string[] = [
  "While you wait, one practical thing: decide now what you'll do on the day you hear, whichever way it goes, so the waiting has an end you can picture.",
  "Something to try while the answer is out of your hands: send one short, warm follow-up if it fits, then put your attention on something you can move this week.",
  "A gentle step for the waiting: write down what you did well in getting this far; it stays true whatever the answer.",
];

/** Words that never sit on Self, Present or Outcome in a tender reading (care, grief, illness): the deck's harshest keywords and notes. */
export const HARSH =
  /\b(?:manipulat\w*|misused power|abuse\w*|cruel\w*|tyrann\w*|violen\w*|rock bottom|painful ending|ruin\w*|destruct\w*|disaster\w*|betray\w*|deceit\w*|decepti\w*|treacher\w*|obsess\w*|addict\w*|despair\w*|doom\w*|catastroph\w*|rigidity|callous\w*|vengeance|malice|hopeless\w*|defeat\w*|collapse\w*|upheaval)\b/i;

/**
 * Keywords that would wound someone facing illness, caring or grief, said of any card in any
 * position: endings and loss, fear and exhaustion, cruelty and deceit, and what reads as a goodbye beside
 * someone ill ("time to go", "ready to be released", a tomb). Left unsaid in a tender reading.
 */
export const WOUNDING =
  /\b(?:endings?|death|dying|loss|lost|grief|sorrow|heartbreak|hurt\w*|pain\w*|fear\w*|helpless\w*|hardship|exhaust\w*|sleepless|nightmares?|aggress\w*|domina\w*|greed|cunning|trick\w*|dishonest\w*|harsh\w*|giving up|struggle|setbacks?|failure|bitter\w*|jealous\w*|isolat\w*|lonel\w*|disappoint\w*|disillusion\w*|stagnat\w*|martyr\w*|trapped|empty|hollow\w*|burden|weariness|fatigue|worry|guilt|regret|coldness|cold logic|loss of control|hopeless\w*|despair\w*|cruel\w*|collapse\w*|upheaval|time to (?:go|leave)|you(?:'re| are) leaving|drifting away|ready to be released|tombs?|graves?|coffins?|deathbed)\b/i;

/** A lean carried by a card held back (reversed): named for what it holds, never praised. */
export const HELD_CARRIER_LINES: readonly string[] = [
  "What tips it is {carriers}, held back.",
  "The lean comes from {carriers}: pause before leaping.",
];
