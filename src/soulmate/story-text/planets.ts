/**
 * The ruling planet as a guide: a real fact or two for each of the ten
 * bodies, what each stands for in love, and the panel's general lines.
 */
import { MONTH_NAMES } from "../../shared/quiz";
import type { Planet } from "../types";
import type { Line, StoryContext } from "./context";

export type PlanetText = {
  /** Mid-sentence name: "Venus", "the moon". */
  name: string;
  titles: readonly string[];
  symbol: string;
  imagery: readonly Line[];
  guidance: readonly Line[];
};

export const PLANET_TEXT: Record<Planet, PlanetText> = {
  Mars: {
    name: "Mars",
    titles: ["Mars, the Red Guide", "The Courage of Mars"],
    symbol: "the red planet",
    imagery: [
      "Mars glows rust-red in the night sky, coloured by the iron dust of its deserts, and every couple of years it swings close enough to outshine almost every star.",
      "The red planet has two tiny moons, Phobos and Deimos, named for fear and dread, and yet Mars itself has always stood for the courage to face them both.",
      "Mars holds the tallest volcano in the solar system, Olympus Mons, more than twice the height of Everest: a fitting monument for a planet of daring.",
    ],
    guidance: [
      "As a guide, Mars lends courage: the nerve to say what you feel, to make the first move, to protect what you love.",
      "Mars teaches that desire is nothing to be ashamed of, but a fire to be carried well, with honesty and heart.",
      "In love, Mars is the pulse of wanting and the bravery to act on it, tempered, at its best, by loyalty.",
    ],
  },
  Venus: {
    name: "Venus",
    titles: ["Venus, the Evening Star", "By the Light of Venus"],
    symbol: "the evening star",
    imagery: [
      "Venus is the brightest planet in the sky, the evening star low in the west after sunset and the morning star before dawn, bright enough on a dark night to cast a faint shadow.",
      "Because Venus lies closer to the sun than we do, it never strays far from sunrise or sunset; it is the light of the in-between hours, the ones made for lovers.",
      "Wrapped in clouds that reflect most of the sunlight that falls on them, Venus shines with a steady white light, and it has carried the name of love's goddess for thousands of years.",
      "Venus spins the opposite way to the earth, and so slowly that a single turn takes it longer than a trip around the sun.",
    ],
    guidance: [
      "As a guide, Venus governs love, beauty and harmony: the pleasure of being together and the grace of getting along.",
      "Venus teaches that love is an art as much as a feeling: the care taken, the beauty noticed, the kindness chosen again each day.",
      "In the old symbolism, Venus asks what you truly value, and reminds you that the heart is drawn to whatever it treasures.",
    ],
  },
  Mercury: {
    name: "Mercury",
    titles: ["Mercury, the Messenger", "Quicksilver"],
    symbol: "the winged messenger",
    imagery: [
      "Mercury is the swiftest planet, racing around the sun in just eighty-eight days, a small bright point that appears briefly at twilight before slipping back into the glare.",
      "Mercury keeps so close to the sun that many people have never knowingly seen it, yet it is there at dusk or dawn, a quick glint low on the horizon for anyone who looks.",
      "Named for the winged messenger of the gods, Mercury carries the oldest associations in the sky with words, travel and the carrying of news.",
      "Mercury turns so slowly, and circles the sun so fast, that from one of its sunrises to the next takes 176 earth days, two of its years.",
    ],
    guidance: [
      "As a guide, Mercury rules conversation and connection: the letter, the late-night talk, the joke only two people understand.",
      "Mercury teaches that love is also a language, and that being truly listened to is one of the rarest gifts there is.",
      "In the old symbolism, Mercury opens the roads between minds, and a heart it guides often falls for a voice before a face.",
    ],
  },
  Moon: {
    name: "the moon",
    titles: ["The Moon, Keeper of Tides", "A Guide Made of Silver"],
    symbol: "the tides",
    imagery: [
      "Astrologers have always counted the moon among the planets, the old wanderers, and it is the closest and quickest of them all, crossing the whole zodiac in under a month.",
      "The moon pulls the oceans into tides, a steady tug felt on every shore on earth, and it has kept the calendars for as long as people have counted time.",
      "The moon always shows the same face to the earth, turning exactly once for every orbit, faithful in a way that is almost tender.",
    ],
    guidance: [
      "As a guide, the moon governs feeling, memory and home: the instinct to nurture, and the need to be nurtured in return.",
      "The moon teaches that love has tides, rising and ebbing and rising again, and that it is the returning that matters.",
      "In the old symbolism, the moon is the heart's own light, the part of you that feels first and explains later.",
    ],
  },
  Sun: {
    name: "the sun",
    titles: ["The Sun, Heart of the Sky", "The Golden Guide"],
    symbol: "morning sunlight",
    imagery: [
      "Astrologers count the sun among the planets, and it is the one that all the others turn around, the warm centre of everything.",
      "Sunlight takes about eight minutes to reach the earth, so every morning you are warmed by light that left the sun a little while before you woke.",
      "The sun holds the whole solar system together with its gravity, and yet all it ever seems to do is shine, generously, on everyone.",
    ],
    guidance: [
      "As a guide, the sun rules vitality and self-expression: the courage to be fully yourself, and the warmth that gathers others around you.",
      "The sun teaches that love is a kind of radiance, not hoarded but given, every day, to everyone within reach.",
      "In the old symbolism, the sun is the heart itself, and a sun-guided person loves most fully when free to shine.",
    ],
  },
  Pluto: {
    name: "Pluto",
    titles: ["Pluto, the Deep Guide", "The Heart at the Edge"],
    symbol: "a small world far out",
    imagery: [
      "Pluto is small, cold and very far away, taking about 248 years to circle the sun, and it was only found in 1930, on photographic plates studied by a young astronomer named Clyde Tombaugh.",
      "When a spacecraft finally flew past Pluto in 2015, it found a great pale plain on its surface shaped almost exactly like a heart.",
      // Not the underworld for a reader who has lost a partner.
      (c) =>
        c.inputs.relationshipStatus === "widowed"
          ? "Pluto moves so slowly, about 248 years to each circle of the sun, that its symbolism is one of deep and patient change."
          : "Pluto was named for the ruler of the underworld, the keeper of hidden treasure, and it moves so slowly that its symbolism is one of deep and patient change.",
    ],
    guidance: [
      "As a guide, Pluto governs transformation: the kind of love that changes you for good, and leaves you more yourself than before.",
      (c) =>
        c.inputs.relationshipStatus === "widowed"
          ? "Pluto teaches that depth is worth the time it takes, and that what the heart keeps safe can return as a gift."
          : "Pluto teaches that depth is worth the descent, and that what is buried in the heart can come back up as treasure.",
      "In the old symbolism, Pluto asks for honesty all the way down, and rewards it with a bond that very little can shake.",
    ],
  },
  Jupiter: {
    name: "Jupiter",
    titles: ["Jupiter, the Generous Giant", "The King of the Planets"],
    symbol: "the giant and its moons",
    imagery: [
      "Jupiter is the largest planet, big enough to hold more than a thousand earths, and it shines with a calm, creamy light that can stay bright all night long.",
      "Jupiter has dozens of moons, and the four largest can be seen through ordinary binoculars, tiny points of light strung out beside it like beads.",
      "The Great Red Spot on Jupiter is a storm wider than the earth that has been turning for centuries, and still the planet looks serene from here.",
    ],
    guidance: [
      "As a guide, Jupiter governs luck, growth and generosity: the open hand, the open road, the belief that there is always more to discover.",
      "Jupiter teaches that love should make a life larger, not smaller, and that joy shared is joy multiplied.",
      "In the old symbolism, Jupiter is the great benefactor, and a heart it guides loves with optimism and a wide, warm laugh.",
    ],
  },
  Saturn: {
    name: "Saturn",
    titles: ["Saturn and the Rings of Time", "The Patient Guide"],
    symbol: "the rings",
    imagery: [
      "Saturn is the jewel of the solar system, its rings made of countless pieces of ice and rock, hundreds of thousands of kilometres wide and astonishingly thin.",
      "Saturn was the slowest planet the ancients knew, taking nearly thirty years to travel through the zodiac, and so it became the planet of time, patience and things that last.",
      "Even through a small telescope Saturn's rings are unmistakable, and people who see them for the first time often gasp; some beauty is worth the wait.",
    ],
    guidance: [
      "As a guide, Saturn governs commitment and maturity: the promise kept, the structure that holds, the love that is built rather than stumbled into.",
      "Saturn teaches that the deepest bonds are made slowly, with patience and respect, one honest year at a time.",
      "In the old symbolism, Saturn is the teacher, and its lesson for the heart is that what endures is worth the effort.",
    ],
  },
  Uranus: {
    name: "Uranus",
    titles: ["Uranus, the Awakener", "The Sideways Planet"],
    symbol: "a world tipped on its side",
    imagery: [
      "Uranus spins on its side, tipped over so far that its poles take turns facing the sun, a planet that has simply decided to do things differently.",
      "Uranus was the first planet found with a telescope, spotted in 1781 by William Herschel, who at first took it for a comet.",
      "Pale blue-green and cold, Uranus is only just visible to the naked eye under the darkest skies, a faint surprise for anyone who knows exactly where to look.",
    ],
    guidance: [
      "As a guide, Uranus governs freedom, originality and the sudden flash of insight: the love that surprises you by being nothing like you expected.",
      "Uranus teaches that the truest bonds leave room for both people to stay wonderfully, unmistakably themselves.",
      "In the old symbolism, Uranus is the awakener, and a heart it guides is drawn to friendship, honesty and a touch of the unexpected.",
    ],
  },
  Neptune: {
    name: "Neptune",
    titles: ["Neptune, Dreamer of the Deep", "The Blue Guide"],
    symbol: "the far blue deep",
    imagery: [
      "Neptune is the most distant planet, a deep blue world so far away that it was found first by mathematics, predicted from the tug it gave Uranus before anyone saw it.",
      "Neptune takes about 165 years to circle the sun, and the winds in its blue clouds are the fastest in the solar system.",
      "Invisible to the naked eye, Neptune is the planet you have to take on faith, or through a good telescope: a blue secret at the edge of the sun's reach.",
    ],
    guidance: [
      "As a guide, Neptune governs dreams, compassion and intuition: the sense that love can be a kind of poetry, felt before it is understood.",
      "Neptune teaches that the heart has its own tides and instincts, and that some recognitions arrive like music rather than words.",
      "In the old symbolism, Neptune dissolves boundaries, and a heart it guides longs for a love that feels like coming home to the sea.",
    ],
  },
};

/** The planet (or light) each day of the week belonged to in the old Latin week, and its Latin name. */
const WEEKDAY_PLANETS: Record<string, { planet: string; latin: string }> = {
  Sunday: { planet: "the sun", latin: "dies Solis" },
  Monday: { planet: "the moon", latin: "dies Lunae" },
  Tuesday: { planet: "Mars", latin: "dies Martis" },
  Wednesday: { planet: "Mercury", latin: "dies Mercurii" },
  Thursday: { planet: "Jupiter", latin: "dies Iovis" },
  Friday: { planet: "Venus", latin: "dies Veneris" },
  Saturday: { planet: "Saturn", latin: "dies Saturni" },
};

const ORDINALS = ["first", "second", "third", "fourth", "fifth"] as const;

/** "has Wednesday for its own": the ruler's day in the old week, or none for the planets found by telescope. */
function rulerDay(c: StoryContext): string {
  const own = Object.entries(WEEKDAY_PLANETS).find(([, p]) => p.planet === c.planet)?.[0];
  return own ? `has ${own} for its own` : "was found too late to have a day of its own";
}

/**
 * The day of the week the reader was born on, with its planet in the old Latin week, whether that
 * planet is the ruler, and which of its month's weekdays of that name it was ("the second Thursday of March").
 */
function weekdayPlanet(c: StoryContext): { day: string; planet: string; latin: string; ruler: boolean; nth: string } {
  const day = c.chart.weekday;
  const { day: date, month } = c.inputs.birthday;
  const found = WEEKDAY_PLANETS[day] ?? { planet: "", latin: "" };
  const nth = `the ${ORDINALS[Math.floor((date - 1) / 7)] ?? "last"} ${day} of ${MONTH_NAMES[month - 1] ?? ""}`;
  return { day, ...found, ruler: found.planet === c.planet, nth };
}

/** Rulers found after the old astrologers' seven: a book that cites the Latin week says whose rule they are (a review). */
const MODERN_RULERS: ReadonlySet<string> = new Set(["Uranus", "Neptune", "Pluto"]);
const rulerPhrase = (c: StoryContext): string =>
  MODERN_RULERS.has(c.planet)
    ? `modern astrologers give ${c.sign} to ${c.planet}, the guide of this story`
    : `the planet that rules ${c.sign}, and guides this story, is ${c.planet}`;

/**
 * Openings: the ruling planet introduced through the reader's own weekday, whose planet in the
 * old Latin week is the ruler itself or another.
 */
export const PLANET_OPENINGS: readonly Line[] = [
  (c) => {
    const w = weekdayPlanet(c);
    return w.ruler
      ? `You were born on ${w.nth}, and in the old Latin week that day belonged to ${w.planet} (${w.latin}); ${c.sign} is ruled by ${c.planet} as well, so the guide of this story was already in the name of your birthday.`
      : `You were born on ${w.nth}, and in the old Latin week that day belonged to ${w.planet} (${w.latin}), but ${rulerPhrase(c)}.`;
  },
  (c) => {
    const w = weekdayPlanet(c);
    return w.ruler
      ? `Your birthday was ${w.nth}, the day of ${w.planet} in the Roman week, and ${w.planet} is also the ruler of ${c.sign}: your guide in this story twice over.`
      : // One sentence, with the ruler's own day (or none, for a planet the Romans never saw): the clause "the ruler
        // of Virgo, and the guide of this story, is Mercury" was in three books of ten.
        // "But", not "while": the day's planet is not the guide, and "while" read as a non sequitur (review 35).
        `Your birthday was ${w.nth}, the day of ${w.planet} in the Roman week, but ${c.planet}, the ruler of ${c.sign} and the guide of this story, ${rulerDay(c)}.`;
  },
];

/**
 * Turns. The first imagines paths yet to cross, so a reader already in a
 * relationship never draws it (see the composer); the rest suit every reader,
 * and any more must be appended so that index stays put.
 */
export const PLANET_TURNS: readonly Line[] = [
  (c) =>
    `In this story ${c.planet} walks a little ahead of you, like a friend with a lantern, lighting the stretch of road where your path and ${c.p.hers} might cross.`,
  (c) =>
    `If the story has a compass, it is ${c.planet}: not pointing you toward a person, but toward the kind of love in which you and ${c.p.he} could both grow.`,
  (c) =>
    `What ${c.planet} offers this story is a quality of love, and it is the very quality ${c.p.he} would notice in you first.`,
  (c) =>
    `Whatever ${c.planet} stands for in the old books, this story reads it as a gift you already carry, ready to be shared.`,
  (c) =>
    `The story lets ${c.planet} set the tone of everything that follows, the way a single lamp sets the mood of a room.`,
  (c) =>
    `What matters here is not where ${c.planet} stood on any particular night, but what it has come to mean, and the story keeps that close.`,
  (c) =>
    `Think of ${c.planet} as a fellow traveller who knows the road a little better than you do, and is happy to walk at your pace.`,
];

export const PLANET_CLOSINGS: readonly Line[] = [
  "A ruling planet is not a fate but a favourite colour of light, and this one suits you.",
  "Guides in old stories rarely hand out answers; they ask better questions, and keep the lantern lit while you find your own way.",
  (c) => `Whatever road the story takes, ${c.planet} keeps pace with it, as patient as only the sky can be.`,
  "The planets keep their slow appointments whether anyone is watching or not, and there is comfort in that: some things can be relied upon.",
  "The sky never gives orders; it only offers light, and what you do with it is yours to decide.",
  (c) =>
    `${c.Planet} will keep its old course long after this book is closed, and there is something companionable in that.`,
  "A guide is only as good as the walking it inspires, and this one asks nothing more than that you keep going.",
  "Nobody is really ruled by a planet, but it can be pleasant to walk beside one for a while.",
  "Old symbols last because they keep finding new people to speak to, and tonight this one is speaking to you.",
  "The story keeps its guide close, not to be told where to go, but for the company along the way.",
  "A planet cannot choose a life for you, but it can lend a little colour to the one you are choosing.",
  "Long after the story ends, the old wanderers will keep crossing the sky, and the story hopes you will sometimes look up and greet them.",
  (c) => `Think of ${c.planet} as a friend in the sky, far off and faithful, keeping its own slow time.`,
];
