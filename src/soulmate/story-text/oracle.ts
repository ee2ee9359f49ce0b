/**
 * The words of the five oracle cards, written from the buyer's own chart (docs/decisions/0061):
 * Gratitude from the sky over their town that evening, Peace from the birth moon, Joy from the
 * sign's element and mode, Love from the relationship status and the sign the book pairs them with (or, beside a
 * partner or widowed, their own Venus's),
 * Protection from the ruling planet. Each card has a first-person affirmation and a short message
 * of the facts it was drawn from. Everything said is true of the buyer's sky; nothing is a forecast.
 */
import { Body } from "astronomy-engine";
import type { OracleName } from "../../shared/pack";
import { formatBirthday } from "../../shared/quiz";
import type { StarSign } from "../../shared/statuses";
import { atDuskOver, facesLikeHemisphere, litOnRight, NAKED_EYE_PLANETS, planetSignOn, SIGN_FACTS } from "../astro";
import { TROPIC_LATITUDE } from "../seasons";
import { townZone } from "../town-clock";
import type { Element, Modality, MoonPhaseName, Planet } from "../types";
import { curled, keptOf } from "../typography";
import { elementTally, ofSeven, seenThatDay } from "./chart";
import { clockTime, roundedReading } from "./clock";
import { hoursAndMinutes, type StoryContext } from "./context";
import { litPercent, moonSunOf } from "./moon";
import { portraitSubject } from "./portrait";
import { andList, planetGroups, whereInSky } from "./sky-places";

export type OracleWords = { affirmation: string; message: string };

const dateOf = (c: StoryContext) => formatBirthday(c.inputs.birthday);
/** The town by name when the gazetteer knows it, so nothing is claimed about an unknown one. */
const knownTown = (c: StoryContext): string | null => (c.place && c.city ? c.city : null);
/** "low in the west over Cusco", but "almost overhead in Darwin": never "overhead over". */
const placedOver = (where: string, town: string): string =>
  /overhead$/.test(where) ? `${where} in ${town}` : `${where} over ${town}`;

// ---------------------------------------------------------------------------
// Gratitude: the sky over the town that evening

function gratitude(c: StoryContext): OracleWords {
  const town = knownTown(c);
  const sky = c.townSky;
  const date = dateOf(c);
  if (!town || !sky) {
    return {
      affirmation: `I am grateful for the stars of ${c.sign}, keeping their old shape as they did on the day I was born.`,
      message: `Born on ${date}, under ${c.sign}: the sky has kept that shape for you ever since.`,
    };
  }
  // The ruler (for Cancer, the moon) is the Protection card's sight, however high it stood: this card thanks another,
  // so two cards never tell one fact (review 30: Mercury "shining low in the west over Cusco" on both; a senior
  // review: Venus low in the west over Porto Alegre, and Yackandandah's crescent moon).
  const ruler = c.sky.rulingPlanet;
  const [first] = planetGroups(sky.eveningPlanets.filter((p) => p.planet !== ruler));
  const daylight = sky.daylightMinutes === null ? null : hoursAndMinutes(sky.daylightMinutes);
  const message = daylight
    ? `In ${town} on ${date}, the sun was up for ${daylight}.`
    : `In ${town} on ${date}, ${sky.polar === "midnight-sun" ? "the sun never set" : "the sun never rose"}.`;
  if (sky.polar === "midnight-sun")
    return {
      affirmation: `I am grateful for the light that never left the sky over ${town} on the day I was born.`,
      message,
    };
  if (sky.polar === "polar-night")
    return {
      affirmation: `I am grateful for the long dark that lay over ${town} on the day I was born, and for every star it held.`,
      message,
    };
  // The brightest of the evening, when it stood low (Venus under Mars over Reykjavík), is the one thanked.
  const [brightestLow] = sky.brightestLow ? sky.lowPlanets : [];
  if (brightestLow && brightestLow.planet !== ruler)
    return {
      affirmation: `I am grateful for the evening of the day I was born, when ${brightestLow.planet} was shining low in the ${brightestLow.direction} over ${town}.`,
      message,
    };
  if (first) {
    const verb = first.names.length > 1 ? "were" : "was";
    return {
      affirmation: `I am grateful for the evening of the day I was born, when ${andList(first.names)} ${verb} shining ${placedOver(first.where, town)}.`,
      message,
    };
  }
  if (sky.lightNight)
    return {
      affirmation: `I am grateful for the pale summer night that lay over ${town} on the day I was born.`,
      message,
    };
  if (sky.eveningMoon && c.phase !== "New Moon" && ruler !== "Moon") {
    const phase = c.phase
      .toLowerCase()
      .replace(/ moon$/, "")
      .replace(" quarter", "-quarter");
    return {
      affirmation: `I am grateful for the ${phase} moon that stood ${placedOver(whereInSky(sky.eveningMoon), town)} on the evening of the day I was born.`,
      message,
    };
  }
  // Not "the starlit evening": that is a claim about the weather (a review: November in Budapest is often overcast).
  // The hour of the sunset is a fact of the town's sky.
  const { evening } = moonSunOf(c);
  const zone = evening ? townZone(c.skyFrom, evening.sunsetAt) : undefined;
  const reading = evening && zone ? roundedReading(evening.sunsetAt, zone) : null;
  const at =
    reading && reading.day === c.inputs.birthday.day && reading.month === c.inputs.birthday.month
      ? ` at about ${clockTime(reading)}`
      : "";
  return {
    // The hour is the sunset's, so the words are the sunset's: the book's dusk is later, at the end of twilight.
    affirmation: `I am grateful for the sun going down over ${town}${at} on the day I was born, and for every star the night held.`,
    message,
  };
}

// ---------------------------------------------------------------------------
// Peace: the birth moon

/**
 * Peace from the birth moon, named with the sign it kept to all that day (two buyers of one phase read the same
 * line, a buyer's review); on a day it changed sign, the phase alone, as the hour of birth is not known.
 */
const PEACE: Record<MoonPhaseName, (inSign: string) => string> = {
  "New Moon": (s) => `I rest in the quiet dark, like the new moon${s} I was born under, and begin again gently.`,
  "Waxing Crescent": (s) =>
    `I grow calm and steady, like the young crescent${s} I was born under, a little more light each night.`,
  "First Quarter": (s) =>
    `I hold my balance, half in light and half at rest, like the first-quarter moon${s} at my birth.`,
  "Waxing Gibbous": (s) => `I let peace gather in me, like the moon${s} at my birth, swelling toward full.`,
  "Full Moon": (s) => `I am whole and unhurried, like the full moon${s} that shone on the day I was born.`,
  "Waning Gibbous": (s) => `I give my calm away freely, like the moon${s} at my birth, handing back its light.`,
  "Last Quarter": (s) => `I set down what is heavy, like the last-quarter moon${s} at my birth, letting go.`,
  "Waning Crescent": (s) => `I rest and let go, like the old crescent${s} I was born under, waiting for first light.`,
};

function peace(c: StoryContext): OracleWords {
  const phase =
    c.phase === "Full Moon" || c.phase === "New Moon"
      ? c.phase.toLowerCase()
      : `${c.phase.toLowerCase().replace(" quarter", "-quarter")} moon`;
  const town = knownTown(c);
  // Which side was lit: a waxing moon is lit on the right by anyone facing south to find it (litOnRight). Outside the
  // tropics that is the hemisphere's rule, said as such: not "as seen from" the town, where the moon may not have
  // risen that day (Reykjavík, 1 June 1988). In the tropics the side that looks lit turns with the hour, so the words
  // tell its sunward edge (decision 0080).
  const litRight = litOnRight(c.sky.moon.waxing, c.sky);
  // Not for a moon 95% lit or more: no lit side can be made out (Nairobi's moon of 3 August 1993, 99% lit, rose in the
  // east, and "bright on its left to anyone who looked south" told a buyer what could not be seen).
  const side =
    town && c.phase !== "New Moon" && c.phase !== "Full Moon" && c.lit < 95
      ? // Outside the tropics only: from Singapore a crescent lay like a boat, lit from below, whichever way the moon was
        // faced that day (review 40).
        facesLikeHemisphere(c.sky) && Math.abs(c.skyFrom.latitude) >= TROPIC_LATITUDE
        ? `, bright on its ${litRight ? "right" : "left"} as the ${c.sky.hemisphere}ern half of the world sees it`
        : // In the tropics the side that looks lit turns with the hour and the moon's height: Lagos's old crescent rose
          // in the east-north-east, not to the north, its lit edge to the horizon (review 29). Its sunward edge is true
          // at any hour: the west of a waxing moon, the east of a waning one.
          `, bright on its ${c.sky.moon.waxing ? "western" : "eastern"} edge, the side turned to the sun`
      : "";
  // 99.6% rounds to 100, which the moon never quite is: "lit across its whole face" is what the eye saw.
  const lit =
    c.phase === "New Moon"
      ? "dark to the eye"
      : c.lit >= 100
        ? "lit across its whole face"
        : `${litPercent(c.sky.moon.illumination)} in sunlight`;
  const [moonSign, moonNext] = c.chart.moonSigns;
  // On a day it changed sign, both: the affirmation was word for word another buyer's of the same phase (review 39).
  const inSign = moonSign
    ? moonNext
      ? ` between ${SIGN_FACTS[moonSign].name} and ${SIGN_FACTS[moonNext].name}`
      : ` in ${SIGN_FACTS[moonSign].name}`
    : "";
  return {
    affirmation: PEACE[c.phase](inSign),
    message: `On ${dateOf(c)} the sky held a ${phase}, ${lit}${side}.`,
  };
}

// ---------------------------------------------------------------------------
// Joy: the element and the mode, which together are the sign

const JOY: Record<Element, Record<Modality, string>> = {
  fire: {
    cardinal: "I strike the first spark and let my joy catch, bright and brave.",
    fixed: "I let my warmth shine steadily, a hearth that others gather round.",
    mutable: "I follow my joy like a flame on the move, glad of every new horizon.",
  },
  earth: {
    cardinal: "I find joy in the first stone laid and in every step of the path I build.",
    fixed: "I take joy in simple, lasting things: good bread, green shoots, a promise kept.",
    mutable: "I find joy in small things done with care, and in the harvest they become.",
  },
  air: {
    cardinal: "I open the windows and let joy in on the breeze, for me and for everyone near.",
    fixed: "I share my joy like fresh air, freely, and with everyone I meet.",
    mutable: "I let my joy travel in good conversation, light and quick and kind.",
  },
  water: {
    cardinal: "I let joy come in like the tide and make a home of it.",
    fixed: "I let joy run deep and quiet in me, like a hidden spring.",
    mutable: "I let my joy flow like a river meeting the sea, wide and free.",
  },
};

const ELEMENTS: readonly Element[] = ["fire", "earth", "air", "water"];

/** What the day's leaning element adds to a joy that stays the buyer's own ("Beside it" left "it" unclear: a review). */
const JOY_BESIDES: Record<Element, string> = {
  fire: "Beside that joy I keep a little of fire's daring.",
  earth: "Beside that joy I keep something of earth's patience.",
  air: "Beside that joy I keep a little of air's lightness.",
  water: "Beside that joy I keep something of water's depth.",
};

/**
 * The element most of the seven old planets stood in at midday on the birthday, with their count (the element
 * page's tally); on a tie the buyer's own element, then the zodiac's order.
 */
function strongestElement(c: StoryContext): { element: Element; count: number } {
  const tally = elementTally(c);
  const ranked = [c.element, ...ELEMENTS.filter((e) => e !== c.element)].sort((a, b) => tally[b] - tally[a]);
  const element = ranked[0] ?? c.element;
  return { element, count: tally[element] };
}

/**
 * Joy in the buyer's own element and mode, with what the element most of the day's old planets stood in adds to
 * it: two buyers of one sign whose skies leaned different ways read different joys (a buyer found three of five
 * affirmations shared), and an air sign's joy is never a water sign's (a buyer read "like a hidden spring" on an
 * Aquarius card).
 */
function joy(c: StoryContext): OracleWords {
  const facts = SIGN_FACTS[c.inputs.starSign];
  const strongest = strongestElement(c);
  const own = strongest.element === c.element ? ", your own element" : "";
  return {
    affirmation:
      strongest.element === c.element
        ? JOY[c.element][c.modality]
        : // Its own sentence: tacked on after a relative clause it dangled ("…with everyone I meet, and keep…").
          `${JOY[c.element][c.modality]} ${JOY_BESIDES[strongest.element]}`,
    // The reader was born on the date, not the sign (a buyer's review read "Scorpio, born 6 November 1958").
    message: `${facts.name} is a ${c.modality} ${c.element} sign; at midday on ${dateOf(c)}, ${strongest.count === 7 ? "all seven old planets" : `${ofSeven(strongest.count)} of the seven old planets`} stood in ${strongest.element} signs${own}.`,
  };
}

// ---------------------------------------------------------------------------
// Love: the relationship status, the element's complement, and the book's pairing or the reader's own Venus

const COMPLEMENT: Record<Element, Element> = { fire: "air", air: "fire", earth: "water", water: "earth" };

function love(c: StoryContext, paired: StarSign): OracleWords {
  const other = COMPLEMENT[c.element];
  const affirmation = {
    single: `I keep my heart open for a love that meets my ${c.element} with ${other}, and I am glad of who I am, today and every day.`,
    "in-relationship": `I cherish the love I share, and bring to it the ${c.element} in me, day by ordinary day.`,
    "just-curious": `I stay curious about love, and let it surprise me the way ${other} surprises ${c.element}.`,
    divorced: `I carry what I have learnt with kindness, and my ${c.element} heart goes at its own pace.`,
    widowed: "I keep the love I was given close, and let the warmth of the people around me in.",
  }[c.inputs.relationshipStatus];
  const venus = SIGN_FACTS[loveSignOf(c)].name;
  // Beside a partner or widowed, the second ring is the reader's own Venus (oracleChart), told as their own way of
  // loving; otherwise the sign the book pairs them with, so the card and the book agree.
  if (portraitSubject(c.inputs.relationshipStatus) === "Heart")
    return {
      affirmation,
      // In the reader's own sign, the second ring bears Venus's mark: "stood in Gemini, Gemini itself: both rings are…"
      // read as garbled (review 28).
      message:
        paired === c.inputs.starSign
          ? `On ${dateOf(c)} Venus, the planet of love, stood in your own sign, ${venus}: the ring with its mark is your own way of loving.`
          : `On ${dateOf(c)} Venus, the planet of love, stood in ${venus}: the ring beside ${c.sign} is your own way of loving.`,
    };
  const pairing = `The portrait in your book is pencilled in under ${SIGN_FACTS[paired].name}, ${SIGN_FACTS[paired].element} beside your ${c.element}`;
  return { affirmation, message: `${pairing}; on ${dateOf(c)}, Venus, the planet of love, stood in ${venus}.` };
}

/** The sign Venus stood in on the birthday, as the Love card reads it. */
export const loveSignOf = (c: StoryContext): StarSign =>
  planetSignOn(Body.Venus, c.inputs.birthday, c.skyFrom.longitude);

// ---------------------------------------------------------------------------
// Protection: the ruling planet

/** Each ruler's affirmation, given where it stood on the birthday ("in Virgo on the day I was born"). */
const PROTECTION: Record<Planet, (where: string) => string> = {
  Mars: (w) => `I am guarded by courage; Mars, my ruling planet, ${w}, keeps my fire steady.`,
  Venus: (w) => `I am held by grace; Venus, my ruling planet, ${w}, keeps my heart kind and clear.`,
  Mercury: (w) => `I am kept by clear words; Mercury, my ruling planet, ${w}, guides what I say and hear.`,
  Moon: (w) => `I am sheltered by the moon, my ruling light, ${w}, as a harbour shelters a boat.`,
  Sun: (w) => `I am warmed and guarded by the sun, my ruling light, ${w}, and by every morning since.`,
  Pluto: (w) => `I am protected by my depths; Pluto, my ruling planet, ${w}, keeps what is precious safe.`,
  Jupiter: (w) => `I am kept by a generous faith; Jupiter, my ruling planet, ${w}, widens my horizon.`,
  Saturn: (w) =>
    `I am steadied by patience; Saturn, my ruling planet, ${w}, builds walls that shelter and never confine.`,
  // Not "protected by my freedom", which a partnered reader's card read as distance (review 30).
  Uranus: (w) => `I am protected by an open mind; Uranus, my ruling planet, ${w}, keeps my spirit bright.`,
  Neptune: (w) => `I am held by compassion; Neptune, my ruling planet, ${w}, keeps my dreams safe.`,
};

/**
 * Where the ruler stood at midday on the birthday, in the buyer's words: its sign, or for the sun, which is always
 * in Leo for a Leo, how far into it.
 */
function rulerWhere(c: StoryContext): string {
  const ruler = c.sky.rulingPlanet;
  const sign = SIGN_FACTS[c.chart.noonSigns[ruler]].name;
  if (ruler === "Sun" && c.chart.sunDegree !== null)
    return `${c.chart.sunDegree === 0 ? "just" : c.chart.sunDegree === 1 ? "one degree" : `${c.chart.sunDegree} degrees`} into ${sign} on the day I was born`;
  return `in ${sign} on the day I was born`;
}

function protection(c: StoryContext): OracleWords {
  const town = knownTown(c);
  const ruler = c.sky.rulingPlanet;
  const up = c.townSky?.eveningPlanets.find((p) => p.planet === ruler);
  // A ruler lost in the sun's glare is not said to have watched over the town: the book says it could not be
  // seen (a buyer's review, Jupiter 3 degrees from the sun over Mendoza).
  const unseen = ruler !== "Sun" && ruler !== "Moon" && !seenThatDay(c, ruler);
  // Any other ruler but the sun over a known town, where it stood at dusk: up, or turning below the horizon toward its
  // rising, never "kept watch over" a town it stood under (review 25: Uranus 53 degrees down over Cork).
  const dusk =
    town && c.place && !up && !unseen && ruler !== "Sun" ? atDuskOver(Body[ruler], c.place, c.inputs.birthday) : null;
  const noDark = town && c.place && !up && !unseen && ruler !== "Sun" && !dusk ? (c.townSky?.polar ?? "light") : null;
  const message =
    town && up
      ? `At dusk on ${dateOf(c)}, ${ruler} was shining ${placedOver(whereInSky(up), town)}.`
      : dusk
        ? dusk.altitude > 0
          ? `At dusk on ${dateOf(c)}, ${c.planet} stood ${placedOver(whereInSky(dusk), town ?? "your town")}${ruler === "Moon" || (NAKED_EYE_PLANETS as readonly string[]).includes(ruler) ? "" : ", too faint for the eye"}.`
          : dusk.risesByDawn
            ? `At dusk on ${dateOf(c)}, ${c.planet} was below the horizon over ${town}, turning with the sky toward its rising.`
            : `At dusk on ${dateOf(c)}, ${c.planet} was below the horizon over ${town}, and it did not rise there that night.`
        : noDark
          ? // No dusk at all (a polar night, the midnight sun, a white night): where the ruler stood, not a watch kept
            // over a town it may have stood under all day (a senior review: Reykjavík's and Trondheim's moons).
            // "The sign of", not "among the stars": its stars were another constellation's (review 40: Gemini, in Taurus).
            `${noDark === "polar-night" ? `The sun never rose over ${town} on ${dateOf(c)}` : `The sky over ${town} never grew dark on ${dateOf(c)}`}, and ${c.planet}, ruler of ${c.sign}, stood in the sign of ${SIGN_FACTS[c.chart.noonSigns[ruler]].name}.`
          : unseen && ruler === "Venus" && c.chart.venus === "twilight"
            ? `Venus, ruler of ${c.sign}, was too low in the twilight over ${town ?? "your town"} to be seen on ${dateOf(c)}, yet it stood in your sky all the same.`
            : unseen
              ? (NAKED_EYE_PLANETS as readonly string[]).includes(ruler)
                ? `${c.Planet}, ruler of ${c.sign}, stood close beside the sun on ${dateOf(c)}, hidden in the sun's light, yet there in your sky all the same.`
                : // Pluto is never seen by the eye, glare or none: "hidden in the sun's light" said it would be (review 37).
                  `${c.Planet}, ruler of ${c.sign}, stood close beside the sun on ${dateOf(c)}, ${ruler === "Uranus" ? "at the very edge of sight on the darkest night, let alone by day" : "far too faint for the eye at any hour"}, yet there in your sky all the same.`
              : // "has kept watch since" read as "only since then" (a buyer's review): the day, and every day after it.
                `${c.Planet}, ruler of ${c.sign}, kept watch over ${town ?? "you"} on ${dateOf(c)}, and on every day since.`;
  return { affirmation: PROTECTION[ruler](rulerWhere(c)), message };
}

const WRITERS: Record<Exclude<OracleName, "love">, (c: StoryContext) => OracleWords> = {
  gratitude,
  peace,
  joy,
  protection,
};

/** The five cards' words for one buyer. */
export function oracleWords(c: StoryContext, paired: StarSign): Record<OracleName, OracleWords> {
  // Quotes curled as the book's are (typography.ts).
  const kept = keptOf(c.inputs);
  const written = (w: OracleWords): OracleWords => ({
    affirmation: curled(w.affirmation, kept),
    message: curled(w.message, kept),
  });
  return {
    gratitude: written(WRITERS.gratitude(c)),
    peace: written(WRITERS.peace(c)),
    joy: written(WRITERS.joy(c)),
    love: written(love(c, paired)),
    protection: written(WRITERS.protection(c)),
  };
}
