/**
 * The moon of the birthday: phase-specific imagery and meaning for all eight
 * phases, plus the general lines of the moon panel.
 */
import { clockDayOf, type MoonSunDay, moonSunOn } from "../astro";
import type { MoonPhaseName } from "../types";
import { daysApart, inWords, type Line, local, type StoryContext, thousands, timeCount } from "./context";

export type MoonText = {
  /** After "the moon was": "a waning gibbous", "full". */
  was: string;
  /** "a waning gibbous moon". */
  phrase: string;
  /** Symbol label: "waning gibbous moon". */
  symbol: string;
  /** For the book's title: "the Lantern". */
  emblems: readonly string[];
  titles: readonly string[];
  imagery: readonly Line[];
  meaning: readonly Line[];
  /** The paths panel: the light at the crossing, in this phase's colour (one is picked). */
  crossing: readonly Line[];
  /** Union panel: the birth moon seen again at the end (one is picked). */
  farewell: readonly Line[];
};

/** A reader already in a relationship: the lines of the paths panel run together rather than cross. */
const together = (c: StoryContext): boolean => c.inputs.relationshipStatus === "in-relationship";

export const MOON_TEXT: Record<MoonPhaseName, MoonText> = {
  "New Moon": {
    was: "new",
    phrase: "a new moon",
    symbol: "new moon",
    emblems: ["the Dark Mirror", "the Unlit Lamp"],
    titles: ["The Moon Keeping Its Secret", "A Dark Moon, a Clean Page"],
    imagery: [
      "A new moon does not vanish; it sits between the earth and the sun with its lit face turned away, and leaves the whole night to the stars.",
      (c) =>
        c.townSky?.lightNight
          ? "That night the new moon kept company with the sun, out of sight, and left the pale summer sky to the few stars bright enough to show."
          : "With no moonlight to wash them out, the faint stars came forward that night, the shy ones that are usually lost, as if the sky had opened an extra room.",
      "The new moon was there all the same, an unlit disc crossing the sky beside the sun, invisible and entirely present, like a thought not yet spoken.",
    ],
    meaning: [
      "In the old language of the sky, the new moon is the seed in dark soil, the beginning that has not yet shown itself.",
      "It is the moon of intentions and clean pages, of wishes made quietly because they are still too new to say aloud.",
    ],
    crossing: [
      (c) =>
        together(c)
          ? "Where the lines run together, the light is soft and new, as if every morning the two of you share were a first one."
          : "Where the lines meet, the light is soft and new, like the first hour of a morning neither of you has lived yet.",
    ],
    farewell: [
      (c) =>
        together(c)
          ? "And the new moon of your birth keeps renewing itself, a clean page offered to the two of you every month."
          : "And the new moon of your birth goes on renewing itself, a clean page offered to you every month.",
    ],
  },
  "Waxing Crescent": {
    was: "a waxing crescent",
    phrase: "a waxing crescent moon",
    symbol: "waxing crescent moon",
    // Seen only in the evening sky, after sunset (review 35: two books of this phase both ended "the Silver Sickle").
    emblems: ["the Silver Sickle", "the First Thread", "the Evening Crescent", "the Young Moon"],
    titles: ["A Thread of Silver", "The Moon Learning to Shine"],
    imagery: [
      "A waxing crescent hangs low in the west after sunset, a fine curve of silver that follows the sun down, its bright edge turned toward the light it has just left.",
      // Only a young crescent is that thin; later in the phase it is a broad bright curve.
      (c) =>
        c.lit < 15
          ? "It is the moon's first returning light, thin as a fingernail paring, often with the rest of the disc faintly visible in earthshine: the old moon held in the new moon's arms."
          : "It is the moon's returning light, a bright curve in the western sky after sunset that grows a little fuller every evening.",
      "The crescent is the most drawn moon in the world, the one on children's blankets and bakery signs, and it has the shape of something just beginning to believe in itself.",
    ],
    meaning: [
      "Symbolically, the waxing crescent is the moment after the decision, when hope has been planted and the first green shoot breaks the surface.",
      "It stands for courage in small amounts, the kind it takes to send the first message or to say the first honest thing.",
    ],
    crossing: [
      (c) =>
        together(c)
          ? "Where the two lines run side by side, a thin new brightness keeps gathering, like the crescent of your birth growing night by night."
          : "Where the lines cross, a small new brightness appears, thin as the crescent of your birth, and then a little more, night after night.",
      (c) =>
        together(c)
          ? `Where the lines run together, the light is young and climbing, ${c.lit < 15 ? "a thin bright edge" : "a broadening curve"} like the crescent of your birth, a little fuller every evening.`
          : `Where the lines meet, the light begins as ${c.lit < 15 ? "a thin bright edge" : "a broadening curve"}, like the crescent of your birth, and grows a little every evening.`,
    ],
    farewell: [
      (c) =>
        together(c)
          ? "And the crescent of your birth keeps returning, a silver thread as faithful as the one that ties two lives together."
          : "And the crescent of your birth keeps coming back, a silver thread that never quite breaks.",
      (c) =>
        together(c)
          ? "And every month the crescent of your birth comes back into the western dusk, a young light the two of you can look for together."
          : "And every month the crescent of your birth comes back into the western dusk, young and certain, a light worth looking for.",
    ],
  },
  "First Quarter": {
    was: "at first quarter",
    phrase: "a first-quarter moon",
    symbol: "first-quarter moon",
    emblems: ["the Half-Lit Door", "the Drawn Bow"],
    titles: ["Half in Light", "The Moon at the Crossroads"],
    imagery: [
      "At first quarter the moon is lit exactly down the middle, one half bright and one half in shadow, and it stands high in the sky as the sun goes down.",
      "The line between light and dark runs straight across a first-quarter moon, and along that line, through even a small telescope, the craters throw their longest shadows.",
      "A first-quarter moon rises around midday and is already high by dusk, a half-lit coin tossed into the blue and caught by the dark.",
    ],
    meaning: [
      "This is the moon of decisions, the halfway point where what was begun must now be chosen again, on purpose.",
      "Its symbolism is action: the bow drawn, the bridge crossed, the first real step taken after all the wishing.",
    ],
    crossing: [
      (c) =>
        together(c)
          ? `Where the lines run together, the light is shared evenly, half yours and half ${c.p.hers}, like the first-quarter moon that stood over your birth.`
          : `Where the lines cross, the light is shared evenly, half yours and half ${c.p.hers}, like the first-quarter moon that stood over your birth.`,
    ],
    farewell: [
      (c) =>
        together(c)
          ? "And the half-lit moon of your birth still keeps its balance overhead, the way two people learn to keep theirs."
          : "And the half-lit moon of your birth still keeps its balance overhead, as if it had decided something long ago.",
    ],
  },
  "Waxing Gibbous": {
    was: "a waxing gibbous",
    phrase: "a waxing gibbous moon",
    symbol: "waxing gibbous moon",
    emblems: ["the Rising Lamp", "the Gathering Light"],
    titles: ["Almost Full", "The Gathering Light"],
    imagery: [
      (c) =>
        c.lit >= 90
          ? "A waxing gibbous moon is nearly full, bright enough to read shadows by, with only a thin shaving of darkness left along one edge."
          : "A waxing gibbous moon is more than half lit and still growing, bright enough to read shadows by, with a curve of darkness left to fill.",
      "It climbs the eastern sky in the afternoon and shines well into the night, swelling a little more each evening toward fullness.",
      "Under a waxing gibbous moon the gardens turn silver and the roads become pale ribbons, in a light generous enough to walk home by.",
    ],
    meaning: [
      "Symbolically, it is the moon of refinement and patience, the last careful work before something comes fully into bloom.",
      "It speaks of anticipation: a story nearly ready to be told, the held breath before a door opens.",
    ],
    crossing: [
      (c) =>
        together(c)
          ? "Where the lines run together, the brightness keeps swelling, just as the moon of your birth was swelling toward full."
          : "Where the lines cross, the brightness swells toward fullness, just as the moon of your birth was swelling toward full.",
      (c) =>
        together(c)
          ? "Where the lines run together, the light is most of the way to full and still climbing, the way the moon of your birth was."
          : "Where the lines cross, the light is most of the way to full and still rising, the way the moon of your birth was.",
    ],
    farewell: [
      (c) =>
        together(c)
          ? "And the gathering moon of your birth still swells toward fullness every month, as a shared life does year by year."
          : "And the gathering moon of your birth still swells toward fullness, month after month, as if it cannot wait.",
      (c) =>
        together(c)
          ? "And the moon of your birth still rises in the afternoon light, more than half bright, as if keeping an early appointment with you both."
          : "And the moon of your birth still climbs the afternoon sky, more than half bright, as if it were early for something good.",
    ],
  },
  "Full Moon": {
    was: "full",
    phrase: "a full moon",
    symbol: "full moon",
    emblems: ["the Lantern", "the Silver Lantern"],
    titles: ["The Lantern Moon", "Under a Full Moon"],
    imagery: [
      (c) =>
        `A full moon rises at sunset, directly opposite the sun, and crosses the whole of the night, lighting every rooftop and ${local(c, "paddock", "field")} until dawn.`,
      "At full, the moon's face is entirely lit, its old grey seas and bright highlands plain to see, as round and candid as a face in a doorway.",
      "Full-moon light is strong enough to cast real shadows, to silver the sea, and to make the world look like an old photograph of itself.",
    ],
    meaning: [
      "In the symbolism of the sky, the full moon is culmination: the harvest brought in, the truth out in the open, the heart seen in full.",
      "It is the moon of illumination and honesty, when what was hidden comes into the light and can finally be looked at with love.",
    ],
    crossing: [
      (c) =>
        together(c)
          ? "Where the lines run together there is a fullness of light, round and clear, like the full moon that watched over your birth."
          : "Where the lines cross, there is a sudden fullness of light, round and clear, like the full moon that watched over your birth.",
    ],
    farewell: [
      (c) =>
        together(c)
          ? "And the full moon of your birth still rises as the sun goes down, a lantern to light two people home."
          : "And the full moon of your birth still rises as the sun goes down, a lantern carried to the door.",
    ],
  },
  "Waning Gibbous": {
    was: "a waning gibbous",
    phrase: "a waning gibbous moon",
    symbol: "waning gibbous moon",
    emblems: ["the Open Hand", "the Giving Moon"],
    titles: ["The Giving Moon", "Light Passed On"],
    imagery: [
      "A waning gibbous moon rises a few hours after dark, just past full, still bright but beginning to give its light back to the night.",
      "It lingers into the morning and can often be seen in a clear blue sky after sunrise, as pale as a thumbprint on glass.",
      "The shadow creeps back across a waning gibbous moon from the other side, slowly, like a tide going out across a wide silver beach.",
    ],
    meaning: [
      "Symbolically, it is the moon of gratitude and sharing, the time after the harvest when what was gathered is handed around the table.",
      "It speaks of wisdom that has been earned, of a heart that has seen the full light and now knows what to do with it.",
    ],
    crossing: [
      (c) =>
        together(c)
          ? "Where the lines run together, the light is generous and mellow, like the waning gibbous moon that rose after dark on your birthday."
          : "Where the lines cross, the light is generous and mellow, like the waning gibbous moon that rose after dark on your birthday.",
      (c) =>
        together(c)
          ? "Where the lines run together, the light is the kind that is shared out rather than kept, like the moon of your birth rising late and bright."
          : "Where the lines cross, the light is shared out rather than kept, like the moon of your birth rising late, past full and still bright.",
    ],
    farewell: [
      (c) =>
        together(c)
          ? "And the giving moon of your birth still hands its light on to the morning, the way two people in love hand kindness back and forth."
          : "And the giving moon of your birth still hands its light on to the morning, unhurried and generous.",
      (c) =>
        together(c)
          ? "And the moon of your birth still rises after dark and lingers into the morning, like a good evening two people are slow to end."
          : "And the moon of your birth still rises after dark and lingers into the morning, in no hurry to leave.",
    ],
  },
  "Last Quarter": {
    was: "at last quarter",
    phrase: "a last-quarter moon",
    symbol: "last-quarter moon",
    emblems: ["the Quiet Half", "the Midnight Moon"],
    titles: ["The Midnight Half-Moon", "Half-Light, Letting Go", "The Half-Lit Moon"],
    imagery: [
      "A last-quarter moon rises around midnight, lit down the middle again but from the other side, a half-moon for night owls and early risers.",
      "In the small hours it hangs high and clear, half bright and half dark, the mirror image of the first-quarter moon of two weeks before.",
      "By dawn the last-quarter moon still rides high, a half-coin of light left in the sky while the rest of the world wakes up.",
    ],
    meaning: [
      "Its symbolism is release: the clearing-out, the forgiving, the putting down of whatever has grown too heavy to carry.",
      "It is the moon of reflection and honest reckoning, of deciding what to keep and what to let the dark have.",
    ],
    crossing: [
      (c) =>
        together(c)
          ? "Where the lines run together, the light is calm and clear-eyed, the light of a last-quarter moon that knows what matters."
          : "Where the lines cross, the light is calm and clear-eyed, the light of a last-quarter moon at midnight, which has seen enough to know what matters.",
    ],
    farewell: [
      (c) =>
        together(c)
          ? "And the half-moon of your birth still rises at midnight, keeping watch over two lives instead of one."
          : "And the half-moon of your birth still rises at midnight, calm and clear-eyed, keeping watch.",
    ],
  },
  "Waning Crescent": {
    was: "a waning crescent",
    phrase: "a waning crescent moon",
    symbol: "waning crescent moon",
    // Not "the Silver Hook": beside the Fishes a review read the title as being hooked.
    emblems: ["the Silver Edge", "the Morning Crescent"],
    titles: ["The Morning Crescent", "The Last Thread of Light"],
    imagery: [
      (c) =>
        c.lit < 15
          ? "A waning crescent rises just before the sun, a thin silver curve in the east that only early risers and the sleepless ever see."
          : "A waning crescent rises in the small hours, a silver curve in the east that only early risers and the sleepless ever see.",
      "It is the moon's last light before the dark, a fine bright edge facing the dawn, sometimes with the rest of the disc glowing faintly in earthshine.",
      "In the pale hour before sunrise a waning crescent hangs like a silver hook, the place where the night hangs up its coat before going home.",
    ],
    meaning: [
      "Symbolically, it is the moon of rest and surrender, the quiet before a new cycle, when old stories are finished with kindness.",
      "It belongs to dreamers and healers, to anyone who knows that an ending tended gently becomes the soil of the next beginning.",
    ],
    crossing: [
      (c) =>
        together(c)
          ? "Where the lines run together, the light is gentle, a first-light glow that the waning crescent of your birth would recognise."
          : "Where the lines cross, the light is gentle, a first-light glow that the waning crescent of your birth would recognise.",
      (c) =>
        together(c)
          ? "Where the lines run together, the light is the quiet kind found before sunrise, the hour the old crescent of your birth keeps."
          : "Where the lines cross, the light is the quiet kind found before sunrise, the hour the old crescent of your birth keeps.",
    ],
    farewell: [
      (c) =>
        together(c)
          ? "And the morning crescent of your birth still rises before the sun, faithful to the early hours and to the two of you."
          : "And the morning crescent of your birth still rises before the sun, faithful to the early hours.",
      (c) =>
        together(c)
          ? "And the old crescent of your birth still hangs in the east before dawn, a light for the early hours the two of you share."
          : "And the old crescent of your birth still hangs in the east before dawn, a last thin light that makes room for the new.",
    ],
  },
};

/** How much of the disc was lit, in words. */
/**
 * The lit share as a card or an oracle prints it: "less than 1%" for a sliver that rounds to nothing, so a crescent is
 * never "0% illuminated" beside a book that calls it barely a sliver (review 32).
 */
export function litPercent(illumination: number): string {
  const percent = Math.round(illumination * 100);
  // Not "100%" for a disc not wholly lit: 99.86% read "100% lit" beside the book's "waxing gibbous" (review 36).
  if (percent >= 100 && illumination < 1) return "more than 99%";
  return percent < 1 && illumination > 0 ? "less than 1%" : `${percent}%`;
}

function litAmount(c: StoryContext): string {
  if (c.phase === "New Moon") return "almost none";
  if (c.lit < 1) return "barely a sliver";
  if (c.lit >= 99) return "almost all";
  // As the picture's caption and the cards give it: "31 per cent" beside "31%" read as two styles (review 37).
  return `${c.lit}%`;
}

/**
 * When the lit share was read: at the day's midday (astro.ts, moonPhaseOn), so a figure beside the
 * star chart's, which is read at dusk, says its own hour. Said only with a figure.
 */
function litWhen(c: StoryContext): string {
  return c.phase !== "New Moon" && c.lit >= 1 && c.lit < 99 ? " at midday" : "";
}

const m = (c: StoryContext): MoonText => MOON_TEXT[c.phase];

/** New and full moons sit at the turn of the cycle; the others are plainly growing or giving. */
export function moonTrend(c: StoryContext): "waxing" | "waning" | "turning" {
  if (c.phase === "New Moon" || c.phase === "Full Moon") return "turning";
  return c.sky.moon.waxing ? "waxing" : "waning";
}

function moonMotion(c: StoryContext): string {
  const trend = moonTrend(c);
  if (trend === "turning")
    return c.phase === "New Moon" ? "poised between one cycle and the next" : "at the very crest of its cycle";
  return trend === "waxing" ? "still gathering its light" : "already giving its light away";
}

/** Openings that name the real phase and how much of the disc was lit. */
export const MOON_OPENINGS: readonly Line[] = [
  (c) =>
    `On the day you arrived, the moon was ${m(c).was}, with ${litAmount(c)} of its face turned to the sunlight${litWhen(c)}.`,
  (c) =>
    `The sky marked your birthday in its own way, with ${m(c).phrase}: the astronomers' tables say ${litAmount(c)} of its face was lit${litWhen(c)}.`,
  (c) =>
    `If you could wind the sky back to your birthday, you would find ${m(c).phrase} there, ${moonMotion(c)}, with ${litAmount(c)} of its disc aglow${litWhen(c)}.`,
  // Not "hung above the streetlights": the moon may have been below the town's horizon at that hour (a buyer's
  // review, Cape Town at midday).
  (c) =>
    `Out beyond the weather and the streetlights, the day you were born belonged to ${m(c).phrase}, with ${litAmount(c)} of its face in sunlight${litWhen(c)}.`,
];

/** The turn: growing or giving light, and what that means for the story's idea of love. */
export const MOON_TURNS: Record<"waxing" | "waning" | "turning", readonly Line[]> = {
  waxing: [
    "A growing moon suggests a life that gathers, and so in this story love arrives not all at once but night by night, a little more light each time you look.",
    (c) =>
      `Born as the light was growing, you carry a certain forward-leaning hope, and in this story ${c.p.he} is drawn to exactly that.`,
    "A waxing moon keeps its word one evening at a time, and that is the kind of love this story has in mind: patient, accumulating, real.",
    "A waxing moon does not rush; it adds a little light each evening, and the story imagines love that grows the same way, by honest degrees.",
    "The light was still arriving when you were born, and in this story that makes you someone who keeps room for what is yet to come.",
  ],
  waning: [
    "A waning moon is not a losing moon but a giving one, and in this story love arrives as something shared rather than something taken.",
    (c) =>
      `Born as the light was being handed back, you may know more than most about generosity, and in this story ${c.p.he} recognises that in you.`,
    "The waning light teaches that nothing bright is wasted when it is passed on, and this story's idea of love is built on that kind of giving.",
    "A waning moon shows that light can be shared out and still be light, and in this story love is measured by what it gives.",
    "Born under a giving moon, you may find that love, for you, is something done as much as felt, and the story honours that.",
  ],
  turning: [
    "A moon at the turn of its cycle belongs to neither half, and so in this story love arrives as a turning point: the moment one season of the heart gives way to the next.",
    (c) =>
      `Born as the moon stood at a turning point, you may know a little about thresholds, and in this story ${c.p.he} is drawn to exactly that quality in you.`,
    "A turning moon keeps both halves of the story in view, the gathering and the giving, and this story's idea of love makes room for both.",
    "At the turn of its cycle the moon is all beginning or all fullness, and this story takes that as a picture of a wholehearted love.",
    "A moon at its turning point is a reminder that endings and beginnings are often the same moment, seen from different sides.",
  ],
};

export const MOON_CLOSINGS: readonly Line[] = [
  "Every month the moon returns to the shape it wore on your birthday, a small private anniversary written across the whole sky.",
  "The moon has no light of its own, only the sun's, passed on; there are worse models for a love story.",
  "It is a small thing to be born under a particular moon, and a lovely one: a detail the sky has kept, all these years, in your name.",
  "Look for that shape again some clear night; the sky repeats it every month, like a refrain it is fond of.",
  (c) =>
    `The moon will be ${m(c).was} again within about a month, as it is every month, and each time it is a quiet nod to the day you arrived.`,
  "People have been reading the moon for as long as there have been people to look up, and now one small part of that long reading is yours.",
  "The moon keeps no diary, but it keeps its rhythm, and your birthday is written somewhere in that rhythm.",
  (c) =>
    `There is no wrong moon to be born under; ${m(c).phrase} is simply one of the many ways the sky has of saying welcome.`,
  "Its phases are the oldest calendar there is, and one page of it belongs to you.",
  "Whatever shape it wore that night, the moon was keeping its long appointment with the earth, and you arrived right on time.",
  "Some nights the moon is a sliver and some nights a lantern, but it is always the same moon, and it has been there for you from the start.",
  "The moon kept time for every generation before you, and it keeps yours too, one quiet month at a time.",
  "However far you travel, the moon of your birthday travels with you, the same shape coming round again over every town and sea.",
];

// ---------------------------------------------------------------------------
// The moon's own facts of the birthday (astro.ts, moonSunOn): each sentence carries this buyer's numbers

/** "about two hours and thirty-five minutes": a span of minutes in words, to five minutes. */
export function span(minutes: number): string {
  const five = Math.round(minutes / 5) * 5;
  if (five < 5) return "within a few minutes";
  const [h, m] = [Math.floor(five / 60), five % 60];
  const hours = h === 0 ? "" : timeCount(h, "hour");
  const mins = m === 0 ? "" : timeCount(m, "minute");
  return `about ${[hours, mins].filter(Boolean).join(" and ")}`;
}

/** "four days after your birthday", "within a day of your birthday". */
export function daysAround(days: number): string {
  if (days === 0) return "within a day of your birthday";
  return `${daysApart(Math.abs(days))} ${days < 0 ? "before" : "after"} your birthday`;
}

/** The facts of the last few birthdays and towns asked for: every page of a book reads them, and a test writes many books. */
const facts = new Map<string, MoonSunDay>();
const FACTS_KEPT = 256;

/** The moon's and sun's facts of the birthday as seen from where the book's sky is read (astro.ts), once per day and place. */
function moonSunFrom(c: StoryContext): MoonSunDay {
  const { year, month, day } = c.inputs.birthday;
  const key = `${year}-${month}-${day}|${c.skyFrom.latitude},${c.skyFrom.longitude},${c.skyFrom.timeZone ?? ""}`;
  let found = facts.get(key);
  if (!found) {
    found = moonSunOn(c.inputs.birthday, c.skyFrom);
    if (facts.size >= FACTS_KEPT) facts.delete(facts.keys().next().value as string);
    facts.set(key, found);
  }
  return found;
}

/** The moon's and sun's facts of this buyer's birthday (astro.ts), worked out once per birthday and town. */
export function moonSunOf(c: StoryContext): MoonSunDay {
  const found = moonSunFrom(c);
  // The evening over a town the book does not know is no one's: the fallback capital's sunset is not told as the
  // reader's (decision 0096); its eclipses and its clock are, as the book says.
  return c.place ? found : { ...found, evening: null };
}

/** The sunset over the fallback capital an unplaced book reads its sky from (decision 0096); null for a known town. */
export function fallbackSunset(c: StoryContext): Date | null {
  return c.place ? null : (moonSunFrom(c).evening?.sunsetAt ?? null);
}

/**
 * The moon's nearest or farthest point in the orbit it was on, and how far from the birthday;
 * with the moon's own distance that day unless the planet page tells it (the moon rules Cancer).
 */
export const MOON_APSIS_LINES: readonly Line[] = [
  (c) => {
    const { kind, days, km } = moonSunOf(c).apsis;
    // One distance a sentence: the moon's own that day, or (where the planet page tells that) its nearest or farthest.
    const swing = (far: string) =>
      kind === "perigee"
        ? `swung nearest the earth ${daysAround(days)}${far}`
        : `swung farthest from the earth ${daysAround(days)}${far}`;
    return c.sky.rulingPlanet === "Moon"
      ? `In that orbit the moon ${swing(`, ${kind === "perigee" ? "at" : "out to"} ${thousands(km)} kilometres`)}.`
      : `That day the moon was about ${thousands(c.chart.moonKm)} kilometres away, and in that orbit it ${swing("")}.`;
  },
  (c) => {
    const { kind, days, km } = moonSunOf(c).apsis;
    const point = `${kind === "perigee" ? "closest" : "farthest"} point in that orbit`;
    const when =
      days === 0 ? "came that same day" : `came ${daysApart(Math.abs(days))} ${days < 0 ? "earlier" : "later"}`;
    return c.sky.rulingPlanet === "Moon"
      ? `The moon's ${point}, ${thousands(km)} kilometres from the earth, came ${daysAround(days)}.`
      : `The moon was about ${thousands(c.chart.moonKm)} kilometres away that day, and its ${point} ${when}.`;
  },
];

/** "about two days and five hours": a span of whole hours (at least one) in words. */
function hoursSpan(hours: number): string {
  const [d, h] = [Math.floor(hours / 24), hours % 24];
  // "About a day and a half", not "a day and twelve hours" (review 31).
  if (h === 12 && d > 0) return `about ${d === 1 ? "a day and a half" : `${inWords(d)} and a half days`}`;
  const days = d === 0 ? "" : timeCount(d, "day");
  const rest = h === 0 ? "" : timeCount(h, "hour");
  return `about ${[days, rest].filter(Boolean).join(" and ")}`;
}

/** The full moon nearest the birthday, timed in hours from its midday. */
export const FULL_MOON_TIMES: readonly Line[] = [
  (c) => {
    const hours = fullMoonFromMidday(c);
    const when =
      hours === 0
        ? "within the hour of midday"
        : `${hoursSpan(Math.abs(hours))} ${hours < 0 ? "before" : "after"} midday`;
    return fullOnTheDay(c, hours)
      ? `The moon was exactly full ${when} on your birthday.`
      : `The nearest full moon ${hours < 0 ? "had come" : "came"} ${when} on your birthday.`;
  },
  // A second shape: two buyers whose full moons fell alike from their clocks' midday read it in different words.
  (c) => {
    const hours = fullMoonFromMidday(c);
    if (hours === 0) return "At midday on your birthday the moon was full, within the hour.";
    return fullOnTheDay(c, hours)
      ? `Counted from midday on your birthday, the moon's fullest moment lay ${hoursSpan(Math.abs(hours))} ${hours < 0 ? "back" : "ahead"}.`
      : `Counted from midday on your birthday, the nearest full moon lay ${hoursSpan(Math.abs(hours))} ${hours < 0 ? "back" : "ahead"}.`;
  },
];

/**
 * Whether the full moon fell on the birthday: within the day as the town's clocks told it when the zone is known (a
 * day the clocks went forward has eleven hours before midday: Adelaide's full moon at 23:41 the evening before its
 * 27 October 1996 was "eleven hours before midday"), else within twelve hours of the day's noon.
 */
function fullOnTheDay(c: StoryContext, hours: number): boolean {
  const day = clockDayOf(c.inputs.birthday, c.skyFrom);
  if (!day) return Math.abs(hours) < 12;
  const at = moonSunOf(c).fullMoonAt.getTime();
  return at >= day.start.getTime() && at < day.end.getTime();
}

/** Whole hours from midday to the nearest full moon: the day's midday as astro.ts reads it (clockDayOf, else the sun's noon). */
function fullMoonFromMidday(c: StoryContext): number {
  return moonSunOf(c).fullMoonHours;
}

/** A moon rising less than this before sunrise rose at dawn, not in the night. */
const DAWN_MINUTES = 90;

/** What the moon did over the town after sunset that evening, timed from the sunset so no time zone is assumed. */
export const MOON_EVENING_LINES: readonly Line[] = [
  (c) => {
    const evening = moonSunOf(c).evening;
    const over = c.city ? ` over ${c.city}` : "";
    if (!evening) return "";
    const moon = evening.moon;
    if (moon.kind === "up")
      // Far north or south the moon can stay up a day and more: then it is said to stay up, without a count.
      return moon.setsAfter === null || (moon.night !== null && moon.setsAfter > moon.night + 12 * 60)
        ? `When the sun went down${over} that evening the moon was already up, and it stayed above the horizon all night and on through the next day.`
        : moon.night !== null && moon.setsAfter > moon.night
          ? `When the sun went down${over} that evening the moon was already up, and it stayed up the whole night, setting ${span(moon.setsAfter - moon.night)} after the next sunrise.`
          : moon.night !== null && moon.setsAfter > moon.night / 2
            ? // "Followed the sun below the horizon 13 hours and 55 minutes later" read oddly for a moon up all night.
              `When the sun went down${over} that evening the moon was already up, and it stayed up through most of the night, setting ${span(moon.night - moon.setsAfter)} before the next sunrise.`
            : `When the sun went down${over} that evening the moon was already up, and it followed the sun below the horizon ${span(moon.setsAfter)} later.`;
    if (moon.kind === "rises")
      // A moon rising in the last hour or two before dawn is not "that night's" moonrise (a buyer's check: 18 minutes).
      return moon.beforeSunrise !== null && moon.beforeSunrise < DAWN_MINUTES
        ? `That night${over} the moon stayed below the horizon until dawn was near, rising only ${span(moon.beforeSunrise)} before the next sunrise.`
        : `That night the moon rose${over} ${span(moon.after)} after sunset.`;
    return moon.afterSunrise === null
      ? `That night${over} had no moon at all: it stayed below the horizon all night and through the next day.`
      : `That night${over} had no moon at all: it rose ${span(moon.afterSunrise)} after the next sunrise, in daylight.`;
  },
];
