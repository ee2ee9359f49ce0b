/**
 * The place panel: the reader's town by name, or, without one, the open road
 * and wherever they call home. The element-coloured scenes live in elements.ts.
 */

import { MONTH_NAMES } from "../../shared/quiz";
import {
  type EveningPlanet,
  middayOf,
  moonDeclinationOn,
  noonSunAltitude,
  oppositionsNear,
  planetPairingsOn,
  type SkyPlace,
  sunAngleOn,
  type TownSky,
  townSky,
  twilightMinutes,
} from "../astro";
import {
  type Season,
  type SeasonPart,
  type SeasonSplit,
  seasonPartAt,
  seasonSplitAt,
  TROPIC_LATITUDE,
} from "../seasons";
import { townZone } from "../town-clock";
import { clockWords, roundedReading } from "./clock";
import { capitalise, hoursAndMinutes, inWords, type Line, type StoryContext, timeCount } from "./context";
import { fallbackSunset, litPercent, moonSunOf } from "./moon";
import { andList, planetGroups, whereInSky } from "./sky-places";

/**
 * An outer planet's opposition near the birthday (astro.ts, oppositionsNear), the sky's own event of those weeks: the
 * earth between the planet and the sun, when it rises at sunset and shines its brightest. A review found Mars's
 * opposition ten days after a Valparaíso birthday, the brightest thing in that November's nights, untold. "" when no
 * opposition came within three weeks.
 */
export const OPPOSITION_LINE: Line = (c) => {
  const [near] = oppositionsNear(c.inputs.birthday, c.skyFrom);
  // Not for the ruling planet: its own page tells it "almost opposite the sun" (a senior review).
  if (!near || near.planet === c.sky.rulingPlanet) return "";
  const { planet, days, allNight } = near;
  const rising = risingAtOpposition(c);
  // The count in words, with no date: the book's pages already carry more figures than buyers like (decision 0081).
  const when =
    days === 0
      ? "on your birthday itself"
      : `${timeCount(Math.abs(days), "day")} ${days > 0 ? "after" : "before"} your birthday`;
  // Mars comes round to opposition every two years and two months; Jupiter and Saturn once a year.
  const brightest = planet === "Mars" ? "its brightest for two years" : "its brightest of the year";
  const came = `${planet} ${days < 0 ? "had come" : "came"} to opposition ${when}, the earth passing between it and the sun`;
  // Its own rising that evening over the town, and the moon beside it, where the sky gave them (review 37: Jupiter rose
  // 21 degrees from Dunedin's full moon soon after dusk, and the sentence was word for word another buyer's).
  if (rising && c.city) {
    const beside =
      rising.moonDegrees === undefined
        ? ""
        : `, about ${inWords(rising.moonDegrees)} degrees from the ${c.phase.toLowerCase().replace(/(?<!moon)$/, " moon")}`;
    const brightNow = planet === "Mars" ? "near its brightest for two years" : "near its brightest of the year";
    return `${came}. On the evening of your birthday it rose over ${c.city} in the ${rising.direction} ${afterDusk(rising.minutes)}${beside}, and it stayed up all night, ${brightNow}.`;
  }
  // Rising at sunset and up all night only where the town's sky showed it so (astro.ts, allNight).
  return allNight
    ? `${came}: around then it rose as the sun set, stayed up all night and shone ${brightest}.`
    : `${came}, when it shines ${brightest}.`;
};

/**
 * The planet at opposition near the birthday that rose over the town after that evening's dusk (TownSky.laterPlanets),
 * up all night: the opposition line tells its rising, and the later planets' line leaves it out. Null otherwise.
 */
function risingAtOpposition(c: StoryContext): NonNullable<TownSky["laterPlanets"]>[number] | null {
  const [near] = oppositionsNear(c.inputs.birthday, c.skyFrom);
  if (!near?.allNight || near.planet === c.sky.rulingPlanet || !c.townSky) return null;
  return c.townSky.laterPlanets?.find((p) => p.planet === near.planet) ?? null;
}

/**
 * Two bright planets close together on the sky that day (astro.ts, planetPairingsOn), told only where the town's dark
 * sky showed them: "Jupiter and Mars stood less than a degree apart that day, close enough to share one glance, in the
 * west over Sevilla at dusk". At dusk, with their place, when the dusk sentence had both at one compass point; else in
 * the evening or before dawn. "" with no town, or none seen.
 */
export const PAIRING_LINE: Line = (c) => {
  const pair = planetPairingsOn(c.inputs.birthday, c.skyFrom).find((p) => p.seen);
  if (!pair || !c.townSky || !c.city) return "";
  const [a, b] = pair.planets;
  const apart =
    pair.degrees < 1
      ? "less than a degree apart"
      : pair.degrees < 1.5
        ? "about a degree apart"
        : "under two degrees apart";
  const dusk = [...c.townSky.eveningPlanets, ...c.townSky.lowPlanets].filter((p) => p.planet === a || p.planet === b);
  const [first, second] = dusk;
  // Where the dusk sentence put them both, and only if at one compass point (a review found one said in the west and
  // the pair in the west-south-west).
  const where =
    first && second && first.direction === second.direction
      ? `${whereInSky(first)} over ${c.city} at dusk`
      : pair.seen === "evening"
        ? `in the evening sky over ${c.city}`
        : `in the sky over ${c.city} before dawn`;
  return `${a} and ${b} stood ${apart} that day, close enough to share one glance, ${where}.`;
};

/** The town as written by the reader; never null in text. */
export const town = (c: StoryContext): string => c.city ?? "home";

export type PlaceBank = {
  titles: readonly Line[];
  openings: readonly Line[];
  meanings: readonly Line[];
  turns: readonly Line[];
  /** Turns for a reader already in a relationship: the place is shared, not searched. */
  sharedTurns: readonly Line[];
  closings: readonly Line[];
};

/** Signs of each element make home in their own image. */
const HOME_BY_ELEMENT = {
  fire: "a lit hearth with the door ajar",
  earth: "a well-tended garden with a bench in the sun",
  air: "a bright room with every window open",
  water: "a sheltered harbour with a light on the pier",
} as const;

/** An evening at home in the colour of each element. */
const EVENING_AT_HOME = {
  fire: "with a lamp in the window and the warmth of the day still in the walls",
  earth: "with bread on the board and the garden settling into the dusk",
  air: "with a window open to the evening and a radio murmuring somewhere",
  water: "with the kettle on and the rain, perhaps, tapping at the glass",
} as const;

/** Meanings that suit a named town or none; each bank adds its own. */
const HOME_MEANINGS: readonly Line[] = [
  "In the language of symbols, the place you live stands for the life you have built, and love is pictured arriving inside that life, not instead of it.",
  "The old stories like to send their lovers on long voyages, but this one suspects that the meetings that matter most happen close to home.",
  "The places you keep returning to are a kind of map of the heart, and they say a great deal about what you love.",
  (c) =>
    `Signs of ${c.element} make home in their own image, and yours is pictured here as ${HOME_BY_ELEMENT[c.element]}: the place you are most yourself.`,
  "Where you live is not the whole of who you are, but it holds your habits, your views and your shortcuts, and those are worth sharing.",
];

/** Turns for a reader not yet sharing a home with the other person. */
const HOME_TURNS: readonly Line[] = [
  (c) =>
    `If ${c.p.he} steps into this story at all, ${c.p.he} will find somewhere here worth knowing, simply because you know it.`,
  "Among all the ordinary comings and goings, the story keeps one small space free for whatever good company the days may bring.",
];

/** Turns for a reader already in a relationship. */
const HOME_SHARED_TURNS: readonly Line[] = [
  (c) =>
    `This chapter imagines you and ${c.p.him} still finding corners of it that neither of you has seen, and claiming them together.`,
  (c) =>
    `Home already carries the marks of two lives, and in this telling ${c.p.he} goes on making it warmer, one ordinary evening at a time.`,
];

/** Closings that suit a named town or none. */
const HOME_CLOSINGS: readonly Line[] = [
  "The lights stay on, the kettle boils, the streets go on about their business, and that, too, is part of a love story.",
  "Stories set close to home have one great advantage: they can be returned to every day.",
  "Home is where this chapter ends, which is fitting, because it is where so much of any life begins again.",
  (c) => `For now the story leaves you at home, ${EVENING_AT_HOME[c.element]}.`,
  "The chapter closes at the front door, where most good stories eventually come home to rest.",
];

export const WITH_CITY: PlaceBank = {
  titles: [
    (c) => `The Rooftops of ${town(c)}`,
    (c) => `Lights over ${town(c)}`,
    (c) => `Evening in ${town(c)}`,
    (c) => `The Streets of ${town(c)}`,
  ],
  openings: [
    (c) => `Every story needs a place, and this one begins in ${town(c)}.`,
    // Only a town the gazetteer does not know opens on these, so no sky there is claimed.
    (c) => `Somewhere in ${town(c)}, on an ordinary evening, the lights are coming on one window at a time.`,
    (c) =>
      `There is a version of the sky that belongs only to ${town(c)}: the way it sits above the rooftops, the colour it turns at dusk.`,
    (c) => `Stories about soulmates are usually set somewhere far away, but this one keeps its feet in ${town(c)}.`,
    (c) => `After all that sky, the story comes down to ground level, and to the streets of ${town(c)}.`,
    (c) => `Every town has its own kind of evening, and tonight the story borrows the one that belongs to ${town(c)}.`,
    (c) => `A soulmate story needs somewhere to happen, and this one has chosen ${town(c)}.`,
    (c) => `Stars are all very well, but a story also needs pavements, and this one has found them in ${town(c)}.`,
  ],
  meanings: [
    (c) =>
      `In this story ${town(c)} is not just a dot on a map; it is where your ordinary days happen, and ordinary days are where love tends to live.`,
    "A soulmate, in the symbolic sense, is not someone found at the far end of the earth, but someone who makes the familiar feel new.",
    "Home is the setting, but it is also a symbol: the place where you are known, the door that opens when you knock.",
    ...HOME_MEANINGS,
    (c) =>
      `Love stories rarely mention the bus timetable or the corner shop, but in ${town(c)} those are exactly where a life is lived, and so where love would find it.`,
    "A town is a kind of long conversation between the people in it, and a soulmate, in this story, is someone who joins yours.",
  ],
  turns: [
    (c) =>
      `Somewhere among all those lit windows, this story imagines someone looking up at the same sky and wondering about you, the way you sometimes wonder about ${c.p.him}.`,
    (c) =>
      `In this telling, ${c.p.he} would come to know ${town(c)} through your eyes: your shortcuts, your favourite view, the corner where the light is best.`,
    (c) =>
      `Perhaps ${c.p.he} has walked these same streets, or perhaps ${c.p.his} road runs somewhere else entirely; the story does not say, and it does not need to.`,
    "A place like this holds a thousand crossing paths every day, and in this story one of those crossings matters more than the rest.",
    ...HOME_TURNS,
    (c) =>
      `Some evening, the story suggests, ${c.p.he} might look at the same sky above these rooftops and wonder who else is looking up.`,
  ],
  sharedTurns: [
    (c) =>
      `In this telling, ${town(c)} is already a map of two lives, with room on it for streets that you and ${c.p.he} have not yet explored together.`,
    (c) =>
      `The streets you know best are already part of your story with ${c.p.him}, and this chapter imagines them growing dearer with every year.`,
    ...HOME_SHARED_TURNS,
    (c) =>
      `The town already holds a history the two of you have written together: favourite tables, familiar walks, the places where ${c.p.he} once made you laugh.`,
  ],
  closings: [
    (c) =>
      `However far the story travels, it keeps coming back to ${town(c)}, the way a compass needle keeps coming back to north.`,
    "Wherever it leads, this is where the map was first drawn.",
    (c) => `${town(c)} keeps its lights burning, as it always has, and tonight one of them is yours.`,
    "Every love story has a setting, and this one has chosen yours.",
    ...HOME_CLOSINGS,
    (c) => `Whatever else changes, ${town(c)} will always be the place where this story set down its roots.`,
    (c) =>
      `Tonight the sky over ${town(c)} is the same as ever; perhaps, after this chapter, it will be looked at a little more fondly.`,
    "Every street has its own small constellation of lit windows, and this chapter leaves one of them burning for you.",
    "The map of this story has many places on it, but only one of them is marked with a small, warm light: this one.",
  ],
};

export const WITHOUT_CITY: PlaceBank = {
  titles: ["Wherever Home Is", "The Open Road", "A Place of Your Own", "A Light in the Window"],
  openings: [
    "Every story needs a place, and this one begins wherever you call home.",
    "Some stories are best told from the open road, and this chapter is happy to leave the map unmarked.",
    "Home can be a city, a house, a person or a feeling, and this chapter belongs to whichever kind of home you carry with you.",
    "No town is named in this chapter, so the story goes wherever you go and makes itself at home wherever you unpack.",
    "For now the place is left blank, which means home can be anywhere: a flat above a shop, a farmhouse, a room with a view of the sea.",
    "Every life happens somewhere, and this chapter is happy to let you decide where home is.",
  ],
  meanings: [
    "In this story home is less a postcode than a feeling: the place where you can put your bags down and be entirely yourself.",
    "A soulmate, in the symbolic sense, is not found at any particular address; the old stories say it is more like recognising a song you did not know you knew.",
    "Home, in the language of symbols, is both the hearth and the horizon: the place you return to, and the place you have not reached yet.",
    ...HOME_MEANINGS,
    "Without a name on the map, home becomes what it always really was: the people, habits and small rituals that make a day your own.",
    "A soulmate, in this story, is less a destination than a companion for wherever home happens to be.",
  ],
  turns: [
    (c) =>
      `Somewhere under the same sky, this story imagines someone looking up and wondering about you, the way you sometimes wonder about ${c.p.him}.`,
    (c) =>
      `In this telling, ${c.p.he} might be just down the road or a long way off; the story does not say, and it does not need to.`,
    "Every road crosses a thousand others, and in this story one of those crossings matters more than the rest.",
    ...HOME_TURNS,
  ],
  sharedTurns: [
    (c) =>
      `In this telling, home is already shared with ${c.p.him}, and the story asks only that the two of you keep discovering it.`,
    (c) =>
      `Home, for you, already holds two sets of footsteps, and this chapter imagines you and ${c.p.him} still finding new rooms in a familiar house.`,
    ...HOME_SHARED_TURNS,
  ],
  closings: [
    "Wherever the road goes, the story says, home goes with you.",
    "Whatever place you call home, the sky above it is the same sky that was there when you were born.",
    "Let home be wherever the light is kind; the story will meet you there.",
    ...HOME_CLOSINGS,
    "Wherever you are reading this, that is where the story has been set all along.",
    "A home does not need a name to be a good place to end a chapter; it only needs a door, and someone glad to open it.",
    "The road will always be there in the morning; for tonight, the story is content to stay in.",
  ],
};

/**
 * For a place the gazetteer does not know, or none: the page says whose sky the book reads, the fallback capital's
 * (decision 0096), as the star chart does; an unplaced book had said it "does not need a map" beside a chart of
 * Canberra's dusk (review 40). A named town the gazetteer cannot find is said to be not on the map, not renamed.
 */
export function skyFromLine(c: StoryContext, variant: number): string {
  const capital = c.skyFrom.name;
  const country = c.skyFrom.hemisphere === "south" ? "Australia" : "the United Kingdom";
  // Its sunset that day by its clock: the capital's sky made this book's own day, and no two birthdays' lines alike.
  const sunset = fallbackSunset(c);
  const zone = sunset ? townZone(c.skyFrom, sunset) : undefined;
  const reading = sunset && zone ? roundedReading(sunset, zone) : null;
  // In words, as a storybook tells the time: a figure fewer on a page buyers found full of them.
  const set = reading ? `, where the sun set at ${clockWords(reading)} that evening` : "";
  if (c.city)
    return [
      `${c.city} is not on this book's map, so these pages keep the sky and the clock of ${capital}, the capital of ${country}${set}.`,
      `This book could not find ${c.city} on its map, so it reads the sky and the clock of ${capital}, the capital of ${country}${set}.`,
      `Our map has no place for ${c.city}, so this book keeps the sky and the hours of ${capital}, the capital of ${country}${set}.`,
    ][variant % 3] as string;
  return [
    `No town was given, so this book reads the sky and the clock of ${capital}, the capital of ${country}${set}.`,
    `With no town to go by, this book reads its sky and its clock in ${capital}, the capital of ${country}${set}.`,
    `No birthplace was named, so these pages keep the sky and the hours of ${capital}, the capital of ${country}${set}.`,
  ][variant % 3] as string;
}

/**
 * For a place the gazetteer does not know, or none: where on earth the moon stood straight overhead at midday by the
 * fallback capital's clock (its declination), a fact of the date that claims nothing about the reader's town. (The
 * paths page tells where the sun stood overhead.) Empty for a Cancer, whose planet page already tells the moon's
 * height from the sky's equator.
 */
export function overheadMoonLine(c: StoryContext): string {
  if (c.sky.rulingPlanet === "Moon") return "";
  const lat = moonDeclinationOn(c.inputs.birthday, c.skyFrom.longitude, middayOf(c.inputs.birthday, c.skyFrom));
  const degrees = Math.round(Math.abs(lat));
  const line =
    degrees < 1
      ? "over the line that circles the middle of the earth"
      : `over the parallel of latitude ${degrees === 1 ? "one degree" : `${degrees} degrees`} ${lat < 0 ? "south" : "north"}`;
  return `At midday by the clock in ${c.skyFrom.name} on your birthday the moon stood straight ${line}.`;
}

/**
 * For a town the book cannot place, or none: where the slow bright planets stood against the sun that
 * week, which holds wherever the reader was (Mars, Jupiter and Saturn; not the ruler, whose page tells
 * it, nor Venus, whose the door page tells). Opposite the sun within 15 degrees, lost in the glare within 15
 * degrees of it, otherwise in the evening or the morning sky.
 */
export function worldwidePlanetsLine(c: StoryContext): string {
  const groups = new Map<string, string[]>();
  for (const planet of ["Jupiter", "Saturn", "Mars"] as const) {
    if (planet === c.sky.rulingPlanet) continue;
    const { degrees, side } = sunAngleOn(planet, c.inputs.birthday, c.skyFrom.longitude);
    const where =
      degrees < 15
        ? "too close to the sun to be seen"
        : degrees >= 165
          ? "opposite the sun, near its brightest of the year"
          : side === "evening"
            ? "in the evening sky after sunset"
            : "in the morning sky before dawn";
    groups.set(where, [...(groups.get(where) ?? []), planet]);
  }
  const parts = [...groups.entries()].map(
    ([where, names]) => `${andList(names)} ${names.length > 1 ? "were" : "was"} ${where}`,
  );
  return `On your birthday in ${c.inputs.birthday.year}, wherever on earth you were, ${andList(parts)}.`;
}

/** One more sentence either way, used when a panel runs short. */
export const PLACE_EXTRAS: readonly Line[] = [
  "Places hold on to us in quiet ways: a particular slant of afternoon light, a sound from the street, the smell of rain on warm pavement.",
  "Love stories are rarely about where; they are about who is beside you when the ordinary turns golden.",
  "A place becomes home slowly, through a thousand small repetitions: the same bus, the same bakery, the same view from the same window.",
  "Even the plainest street has its hour of beauty, usually when nobody is looking.",
  "The places we love are made of people as much as buildings, and of the stories that gather between them.",
];

/**
 * "that winter day in 1992" ("from that winter day in 1992 on"), or "1992" in the tropics: the birth date as the town's
 * season had it, for the closings, which say nothing of where the reader was born (the quiz asks only for a town).
 */
const sinceThatDay = (c: StoryContext): string =>
  c.season ? `that ${c.season} day in ${c.inputs.birthday.year}` : `${c.inputs.birthday.year}`;

/**
 * How a known town's page ends: its people and the buyer's birth there, or the town's sky since
 * that date. The town is where the buyer was born, not where they live now, and the page may come
 * early in the book, so no closing says the buyer still lives there or that the story is over.
 * A closing that has nothing true to say for this town is empty and is not chosen.
 */
/** Closings that need only the town's name and the birth year (and the season, when the town is known). */
export const BIRTH_TOWN_CLOSINGS: readonly Line[] = [
  (c) =>
    `Every evening since the day you were born has come down over ${town(c)} in its turn, from ${sinceThatDay(c)} on, wherever the years have taken you.`,
  (c) =>
    `The stars have wheeled over ${town(c)} every night since you were born, ${c.season ? "on " : "in "}${sinceThatDay(c)}, whether or not you were there to look up.`,
];

/** Closings for a book with no town: the evenings and the sky since the birth year, wherever home is. */
export const SINCE_BIRTH_CLOSINGS: readonly Line[] = [
  (c) =>
    `Every evening since you were born, in ${c.inputs.birthday.year}, has come down in its turn over wherever you call home, and this one is no different.`,
  (c) =>
    `Whatever place you call home, its sky has turned over it every night since ${c.inputs.birthday.year}, the year you were born, whether or not you were there to look up.`,
];

/**
 * The next morning's sunrise by the town's clock, which closes a known town's page; "" where it cannot be told (no
 * zone the book trusts, or no sunrise). No head count: the gazetteer's figures can be decades old (Edinburgh's 465,000
 * is about the 1951 census). Not "Naples has turned through every season since…", which two reviews read as filler.
 */
export const KNOWN_TOWN_SUNRISE: Line = (c) => {
  const morning = nextSunrise(c);
  return morning
    ? `The sun came up over ${town(c)} again at about ${morning} the next morning, and it has risen there every day since ${sinceThatDay(c)}.`
    : "";
};

/** "five to seven": the sunrise after the birthday's sunset, by the town's clock; null where it cannot be told. */
function nextSunrise(c: StoryContext): string | null {
  const { evening } = moonSunOf(c);
  if (!evening?.sunriseAt || !c.place) return null;
  // Not where the sun stays down for weeks each winter (Tromsø): it has not risen there "every day since".
  const midwinter = { day: 21, month: c.place.latitude >= 0 ? 12 : 6, year: c.inputs.birthday.year };
  if (townSky(c.place, midwinter).polar === "polar-night") return null;
  const at = evening.sunriseAt;
  const zone = townZone(c.skyFrom, at);
  if (!zone) return null;
  const reading = roundedReading(at, zone);
  // The morning after the birthday, by the clock: a sunrise past midnight of the day after is not "the next morning".
  const next = new Date(Date.UTC(c.inputs.birthday.year, c.inputs.birthday.month - 1, c.inputs.birthday.day + 1));
  const sameDay = reading.day === next.getUTCDate() && reading.month === next.getUTCMonth() + 1 && reading.hour < 12;
  return sameDay ? clockWords(reading) : null;
}

/** Countries whose English names take "the": "in the United States", "in the Netherlands". */
const TAKES_THE =
  /^(United |Netherlands|Philippines|Czech Republic|Dominican Republic|Bahamas|Gambia|Maldives|Central African|Comoros|Marshall Islands|Solomon Islands|Cayman|Faroe|Falkland)/;
const countryName = (country: string): string => (TAKES_THE.test(country) ? `the ${country}` : country);

/**
 * The town with its country when it is a town or village outside Australia: "Calistoga, in the United States,".
 * A city goes by its name alone: "Denver, in the United States" read oddly to an American (a buyer's review).
 */
const townIn = (c: StoryContext): string =>
  c.place && c.place.countryCode !== "AU" && c.place.size !== "city" && c.place.country !== town(c)
    ? `${town(c)}, in ${countryName(c.place.country)},`
    : town(c);

/**
 * What a season is like in its first, middle and last third, in words true of it in either hemisphere (the last
 * third of summer and of winter comes weeks after the solstice in every reckoning, so the days have long turned).
 */
const SEASON_PICTURES: Record<Season, Record<SeasonPart, string>> = {
  summer: {
    early: "later sunsets and earlier dawns than in winter",
    mid: "late sunsets and doors left open to the night air",
    late: "long warm evenings and days already drawing in",
  },
  autumn: {
    early: "mild, still afternoons and lengthening nights",
    mid: "evenings drawing in and the light turning amber",
    late: "cooler mornings and a lower, golden light",
  },
  winter: {
    early: "lamps lit early and long, quiet evenings",
    mid: "long nights when the stars come out early",
    late: "the light returning a little more each week",
  },
  spring: {
    early: "lengthening days and the first warm afternoons",
    mid: "mornings that grow brighter every week",
    late: "the light staying a little longer each evening",
  },
};

/** The season's picture for the part of it the birthday fell in (the middle, if that is unknown). */
const seasonPicture = (c: StoryContext, season: Season): string =>
  SEASON_PICTURES[season][seasonPartAt(c.place, c.inputs.birthday) ?? "mid"];

/**
 * True things about the reader's own town, from the gazetteer and the sky:
 * the season the birthday falls in there, or, in the tropics, the high sun.
 * Used only when the town is known; each names it once.
 */
export const PLACE_FACTS: readonly Line[] = [
  (c) =>
    c.season
      ? `In ${townIn(c)} your birthday comes round in ${c.season}, with ${seasonPicture(c, c.season)}${noonSun(c)}.`
      : tropicLine(c, 0),
  (c) =>
    c.season
      ? `Each year your birthday finds ${townIn(c)} in ${c.season}, with ${seasonPicture(c, c.season)}${noonSun(c)}.`
      : tropicLine(c, 1),
  (c) =>
    c.season
      ? `By the calendar of ${townIn(c)} your birthday falls in ${c.season}, the season of ${seasonPicture(c, c.season)}${noonSun(c)}.`
      : tropicLine(c, 2),
];

/** "; on your birthday the noon sun stood about 54 degrees above the horizon there": the town's own sun that day. */
function noonSun(c: StoryContext): string {
  if (!c.place) return "";
  const height = noonSunAltitude(c.place, c.inputs.birthday);
  return height <= 0
    ? "; on your birthday the sun stayed below the horizon there even at noon"
    : `; on your birthday the noon sun stood ${height} degrees above the horizon there`;
}

/** Ireland's old quarter days, by the month each opens (its old calendar's seasons; decision 0059). */
const GAELIC_FESTIVALS: Record<number, string> = {
  2: "St Brigid's Day",
  5: "Bealtaine (May Day)",
  8: "Lughnasa",
  11: "Samhain",
};

const onDay = (on: { day: number; month: number }): string => `${on.day} ${MONTH_NAMES[on.month - 1]}`;

/**
 * The season told where the town's reckonings part on the birthday (seasons.ts, seasonSplitAt): Cork on 2 February
 * was in spring by Ireland's old calendar, since St Brigid's Day, and in winter by the months and by the sun (review
 * 25); London on 10 March in spring by the months and in winter by the sun, until the equinox.
 */
function splitLine(c: StoryContext, split: SeasonSplit, wording: 0 | 1 | 2): string {
  const { now, still, turned, waiting } = split;
  const gaelic = turned.find((t) => t.reckoning === "gaelic");
  const months = turned.find((t) => t.reckoning === "meteorological");
  const sun = waiting.find((t) => t.reckoning === "astronomical");
  if (gaelic && !months) {
    const { month } = c.inputs.birthday;
    const days = c.inputs.birthday.day - gaelic.on.day;
    const when =
      month !== gaelic.on.month || days < 0
        ? ""
        : days === 0
          ? ", on your birthday itself"
          : days === 1
            ? ", the day before your birthday"
            : `, ${timeCount(days, "day")} before your birthday`;
    return `By Ireland's old calendar ${now} begins with ${GAELIC_FESTIVALS[gaelic.on.month]} on ${onDay(gaelic.on)}${when}. By the months and by the sun it was still ${still} in ${town(c)}.`;
  }
  if (!months || !sun) throw new Error("the months turn before the sun does");
  const turn = now === "spring" || now === "autumn" ? "equinox" : "solstice";
  return (
    [
      `By the months ${now} had come to ${town(c)} on ${onDay(months.on)}, though by the sun it was ${still} until the ${turn} on ${onDay(sun.on)}.`,
      `Your birthday fell between the two turns of the season in ${town(c)}: ${now} by the months, from ${onDay(months.on)}, and still ${still} by the sun, until the ${turn} on ${onDay(sun.on)}.`,
      `In ${town(c)} your birthday came after the months had turned to ${now} on ${onDay(months.on)} and before the sun did, at the ${turn} on ${onDay(sun.on)}.`,
    ] as const satisfies readonly string[]
  )[wording];
}

/**
 * A true line about the town when no one season is told, in one of three wordings: in the tropics the high sun;
 * outside them, where the country's reckonings of the season part on the birthday, how they part (splitLine), or, on
 * the day the season turns, the noon sun never overhead. The latitude lines end on the noon sun's height that day.
 */
function tropicLine(c: StoryContext, wording: 0 | 1 | 2): string {
  // Outside the tropics when the country's ways of reckoning the season disagree on the birthday: how they part,
  // without the noon sun's height (the turns' dates are figures enough for one sentence; story-figures.test.ts).
  const split = seasonSplitAt(c.place, c.inputs.birthday);
  if (split) return splitLine(c, split, wording);
  const degrees = Math.round(Math.abs(c.place?.latitude ?? 0));
  const side = c.sky.hemisphere === "south" ? "south" : "north";
  const noon = noonSun(c);
  if (degrees < 1)
    return `${town(c)} sits almost on the equator, where the sun climbs high every day of the year${noon}.`;
  const distance = `${degrees === 1 ? "one degree" : `${degrees} degrees`} ${side} of the equator`;
  if (Math.abs(c.place?.latitude ?? 0) >= TROPIC_LATITUDE) {
    const away = side === "south" ? "north" : "south";
    return (
      [
        `${town(c)} lies ${distance}, outside the tropics, so the noon sun never climbs straight overhead there${noon}.`,
        `At ${distance}, ${town(c)} never sees the noon sun stand straight overhead${noon}.`,
        `${town(c)} sits ${distance}, where the noon sun always passes to the ${away} of straight overhead${noon}.`,
      ] as const satisfies readonly string[]
    )[wording];
  }
  return (
    [
      `${town(c)} lies ${distance}, where the sun climbs high every day of the year${noon}.`,
      `At ${distance}, ${town(c)} sees the noon sun stand high in every month of the year${noon}.`,
      `${town(c)} sits inside the tropics, ${distance}, where the noon sun passes straight overhead in some months${noon}.`,
    ] as const satisfies readonly string[]
  )[wording];
}

/** The moon as it is really seen from the reader's town, outside the tropics. */
export const MOON_FROM_HOME: readonly Line[] = [
  (c) =>
    c.sky.hemisphere === "south"
      ? `Seen from ${town(c)}, the moon is the other way up from the one in most old books: a young moon is lit on its left.`
      : `Seen from ${town(c)}, a young moon is lit on its right, the side turned to the setting sun.`,
];

export { whereInSky };

// ---------------------------------------------------------------------------
// The sky over the town on the birthday (townSky in ../astro.ts). Each line is
// written for one case of that sky, and says "there" rather than the town's
// name, which the panel has already given.

/** "Venus low in the west, Jupiter and Saturn, both in the east, and Mars almost overhead". */
function planetList(planets: TownSky["eveningPlanets"]): string {
  const groups = planetGroups(planets);
  const items = groups.map((g) =>
    g.names.length === 1
      ? `${g.names[0]} ${g.where}`
      : `${andList(g.names)}, ${g.names.length === 2 ? "both" : "all"} ${g.where}`,
  );
  let out = items[0] ?? "";
  for (let i = 1; i < items.length; i++) {
    // A group that carries its own commas is closed with one before the final "and", and a last group that carries
    // its own "and" is set off by one: "Mars almost overhead and Mercury and Saturn" ran together (review 25).
    const closed = (groups[i - 1]?.names.length ?? 1) > 1 || (groups[i]?.names.length ?? 1) > 1 ? "," : "";
    out += i === items.length - 1 ? `${closed} and ${items[i]}` : `, ${items[i]}`;
  }
  return out;
}

const COUNT_WORDS = ["no", "one", "two", "three", "four", "all five"] as const;

/** The town's sky when it is known; every line below is used only with one. */
const skyOf = (c: StoryContext): TownSky => {
  if (!c.townSky) throw new Error("town sky lines need a known town");
  return c.townSky;
};
/** "full", "waxing gibbous": the phase's name without its own "Moon", for "the … moon". */
/** "waxing gibbous", "first-quarter": the phase as it stands before "moon" (hyphened, as the book writes it there). */
const phaseWords = (c: StoryContext) =>
  c.phase
    .toLowerCase()
    .replace(/ moon$/, "")
    .replace(/^(first|last) quarter$/, "$1-quarter");
/** The moon at dusk; the moon-only lines are used only when there was one. */
const duskMoon = (c: StoryContext): SkyPlace => {
  const moon = skyOf(c).eveningMoon;
  if (!moon) throw new Error("the moon-only lines need the moon at dusk");
  return moon;
};

// townSky looks at dusk, and counts a planet only clear of the horizon (8° up) and the moon only when it
// stood 4° up with more than a sliver lit: these lines say "at dusk" and "clear of the horizon". What the rest
// of the evening held is told apart: a low planet east of the meridian "still climbing", and LATER_PLANETS.

/** At least one bright planet was up at dusk. */
export const SKY_WITH_PLANETS: readonly Line[] = [
  (c) => {
    const planets = skyOf(c).eveningPlanets;
    const [first] = planetGroups(planets);
    if (!first) return "";
    const rest = planets.filter((p) => !first.names.includes(p.planet));
    const others = rest.length > 0 ? `, with ${planetList(rest)}` : "";
    const verb = first.names.length > 1 ? "were" : "was";
    return `As dusk fell on the day you were born, ${andList(first.names)} ${verb} shining ${first.where}${others}.`;
  },
  (c) => `Anyone there who looked up at dusk on your birthday could have found ${planetList(skyOf(c).eveningPlanets)}.`,
  (c) => {
    const planets = skyOf(c).eveningPlanets;
    const count = COUNT_WORDS[planets.length] ?? String(planets.length);
    return `When dusk came on the day you were born, the sky there held ${count} of the bright planets clear of the horizon: ${planetList(planets)}.`;
  },
];

/** What each bright star of the moon's road is in its constellation's figure, for a planet seen beside it. */
const PAIR_STARS: Record<Exclude<NonNullable<TownSky["duskPair"]>["star"], "the moon">, string> = {
  Aldebaran: "the red eye of the Bull",
  "the Pleiades": "the little cluster called the Seven Sisters",
  Pollux: "the brighter of the Twins",
  Castor: "one of the Twins",
  Alhena: "the star at the Twins' feet",
  Regulus: "the heart of the Lion",
  Spica: "the ear of wheat in the Virgin's hand",
  Antares: "the red heart of the Scorpion",
  Nunki: "one of the Archer's stars",
};

/**
 * A bright planet beside a bright star at dusk over the town (TownSky.duskPair), when the sky gave one: the evening's
 * own picture, which a reviewer found the book had left untold (Mercury beside Regulus over Christchurch). "" without.
 * The wording turns with the date, so that adding the fact left every other draw of the page alone.
 */
export const DUSK_PAIR_LINE: Line = (c) => {
  const pair = skyOf(c).duskPair;
  if (!pair) return "";
  const d = Math.round(pair.degrees);
  const apart = d < 1 ? "less than a degree" : d === 1 ? "about a degree" : `about ${inWords(d)} degrees`;
  // After the dusk sentence, a planet it told at the same compass point places the pair ("below Venus in the
  // west-north-west"), not that place in words a second time; and a planet that sentence placed itself is not placed
  // again (review 36, Mercury over Hobart).
  const planets = skyOf(c).eveningPlanets;
  const told = planets.find((p) => p.planet !== pair.planet && p.direction === pair.direction);
  const where = planets.some((p) => p.planet === pair.planet)
    ? ""
    : `, ${told ? `${pair.altitude < told.altitude ? "below" : "above"} ${told.planet} in the ${pair.direction}` : whereInSky(pair)}`;
  // The moon by its light at dusk, the same figure as the chart's.
  const what =
    pair.star === "the moon"
      ? `the moon, ${litPercent(skyOf(c).duskMoon?.lit ?? 0)} lit`
      : `${pair.star}, ${PAIR_STARS[pair.star]}`;
  return c.inputs.birthday.day % 2 === 0
    ? `${pair.planet} and ${what}, stood ${apart} apart that evening${where}.`
    : `${pair.planet} had a bright neighbour that evening: ${what}, ${apart} away${where}.`;
};

/**
 * "Saturn, about 3 degrees above the horizon in the east": the bright planets up at dusk but under 8°,
 * those at one compass point told together ("Mars and Saturn, about 2 and 6 degrees above the horizon
 * in the east"), so no sentence names a direction twice.
 */
function lowPlanetList(planets: TownSky["lowPlanets"]): string {
  const groups: TownSky["lowPlanets"][] = [];
  for (const p of planets) {
    const group = groups.find((g) => g[0]?.direction === p.direction);
    if (group) group.push(p);
    else groups.push([p]);
  }
  const items = groups.map((g) => {
    const ups = g.map((p) => Math.max(1, Math.round(p.altitude)));
    const height = ups.length === 1 && ups[0] === 1 ? "one degree" : `${andList(ups.map(String))} degrees`;
    // East of the meridian it was rising, and the night was still ahead of it (Saturn over Hobart, 2 June 1987).
    const climbing = g.every((p) => p.climbing) ? " and still climbing" : "";
    return `${andList(g.map((p) => p.planet))}, about ${height} above the horizon in the ${g[0]?.direction}${climbing}`;
  });
  // Each item carries its own comma, so the last is closed with one before its "and".
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")}, and ${items.at(-1)}`;
}

/** The planets just above the horizon at dusk, told after those clear of it; empty when there were none. */
/** "about two hours after dusk": minutes after dusk, as a reader would say them. */
export function afterDusk(minutes: number): string {
  if (minutes < 45) return "soon after dusk";
  if (minutes < 90) return "about an hour after dusk";
  return `about ${timeCount(Math.round(minutes / 60), "hour")} after dusk`;
}

/**
 * The bright planets that rose within four hours after dusk, for a page with room: dusk is one instant, and a
 * planet near opposition rises soon after it.
 */
export const LATER_PLANETS: Line = (c) => {
  const told = risingAtOpposition(c)?.planet;
  const later = (skyOf(c).laterPlanets ?? []).filter((p) => p.planet !== told);
  // One group for each compass point, so no direction is told twice in the sentence.
  const groups: (typeof later)[] = [];
  for (const p of later) {
    const group = groups.find((g) => g[0]?.direction === p.direction);
    if (group) group.push(p);
    else groups.push([p]);
  }
  const items = groups.map((g, i) => {
    const spans = [...new Set(g.map((p) => afterDusk(p.minutes)))];
    const last = Math.max(...g.map((p) => p.minutes));
    const span = spans.length === 1 ? spans[0] : `within ${timeCount(Math.ceil(last / 60), "hour")} of dusk`;
    return `${andList(g.map((p) => p.planet))}${i === 0 ? " rose" : ""} in the ${g[0]?.direction}, ${span}`;
  });
  if (items.length === 0) return "";
  return `Later that evening ${items.length === 1 ? items[0] : `${items.slice(0, -1).join(", ")}, and ${items.at(-1)}`}.`;
};

export const LOW_PLANETS_AFTER: Line = (c) => {
  const sky = skyOf(c);
  const low = sky.lowPlanets;
  if (low.length === 0) return "";
  // The brightest of the evening low down is said to be so: Venus under Mars over Reykjavík.
  // After the hiding clause, so "where a roof or the trees could have hidden it" stays with the low planet.
  const brighter =
    sky.brightestLow && low.length === 1
      ? `, though it shone brighter than ${andList(sky.eveningPlanets.map((p) => p.planet))}`
      : "";
  // At a compass point the clear planets' sentence named just before, "in the same part of the sky". Only when that
  // sentence named one compass point: after "Venus in the west, Jupiter … in the north-east", the same part of the
  // sky could be either; and a planet told "almost overhead" was given no compass point at all (Saturn over Darwin).
  const named = [...new Set(sky.eveningPlanets.map((p) => (whereInSky(p) === "almost overhead" ? "" : p.direction)))];
  const [only] = low;
  const base = lowPlanetList(low);
  const same = low.length === 1 && only && named.length === 1 && named[0] === only.direction;
  const list = `${same ? base.replace(` in the ${only.direction}`, ", in the same part of the sky") : base},`;
  return `${list} sat lower down, where a roof or the trees could have hidden ${low.length === 1 ? "it" : "them"}${brighter}.`;
};

/**
 * The moon at dusk in a few words, or why it went untold; at a compass point the sentence has named
 * already (`named`), it stands "in that part of the sky" instead, so no direction is told twice.
 */
function moonAtDusk(c: StoryContext, named: readonly string[]): string {
  const moon = skyOf(c).eveningMoon;
  if (!moon || c.phase === "New Moon") return moonAtDuskClause(c);
  const where = whereInSky(moon);
  const again = named.includes(moon.direction) && where !== "almost overhead";
  return `the ${phaseWords(c)} moon stood ${again ? where.replace(/in the [a-z-]+$/, "in that part of the sky") : where}`;
}

/**
 * No bright planet clear of the horizon at dusk, but one or more just above it (under 8°): the line names
 * them rather than calling the sky empty (a buyer's check: Jupiter at magnitude −2.9 over Reykjavík).
 */
export const SKY_LOW_PLANETS: readonly Line[] = [
  (c) => {
    const low = skyOf(c).lowPlanets;
    const only = low.length === 1 ? "the only bright planet up there was" : "the only bright planets up there were";
    return `At dusk on your birthday, ${twilight(c)}, ${only} ${lowPlanetList(low)}, low enough for a roof or the trees to hide, and ${moonAtDusk(
      c,
      low.map((p) => p.direction),
    )}.`;
  },
  (c) => {
    const [highest] = [...skyOf(c).lowPlanets].sort((a, b) => b.altitude - a.altitude);
    if (!highest) return "";
    const up = Math.max(1, Math.round(highest.altitude));
    // "No bright planet stood clear … Mars came closest, 6 degrees up" read as a contradiction beside the chart's "Mars
    // was up" (a buyer's review): every bright planet up was low, and the highest is named.
    return `By dusk on your birthday every bright planet up there was low; ${highest.planet} stood highest, only ${up === 1 ? "one degree" : `${up} degrees`} up in the ${highest.direction}, and ${moonAtDusk(c, [highest.direction])}.`;
  },
];

/**
 * No bright planet clear of the horizon at dusk, but the moon was up: the brightest light there, which it always is.
 * The sky is not said to be the moon's alone: a faint Mercury goes untold (a buyer saw Mercury over Mendoza at its
 * best that evening, which is now told).
 */
export const SKY_MOON_ONLY: readonly Line[] = [
  (c) =>
    `At dusk on your birthday the ${phaseWords(c)} moon was already up there, ${whereInSky(duskMoon(c))}, the brightest light in that sky.`,
  (c) =>
    `When dusk came on the day you were born, the ${phaseWords(c)} moon was the brightest light in the sky there, ${whereInSky(duskMoon(c))}.`,
];

/**
 * Why the moon went untold at dusk: below the horizon (still to rise that night, or simply down),
 * too low to clear it, or too thin a sliver near the sun's glow.
 */
export function moonAtDuskClause(c: StoryContext): string {
  const moon = skyOf(c).duskMoon;
  if (!moon) return "the moon was not in view";
  if (moon.altitude < 0)
    return moon.risesInMinutes === null ? "the moon was below the horizon" : "the moon had not yet risen";
  if (moon.altitude < 4) return "the moon sat barely above the horizon";
  return "the moon was only a thin sliver near the sun's glow";
}

/** No bright planet clear of the horizon at dusk, and no moon worth the name there. */
export const SKY_EMPTY: readonly Line[] = [
  (c) =>
    `At dusk on your birthday, ${twilight(c)}, no bright planet stood clear of the horizon there, and ${moonAtDuskClause(c)}.`,
  (c) =>
    `No bright planet stood clear of the horizon there at dusk on your birthday, ${twilight(c)}, and ${moonAtDuskClause(c)}.`,
];

const twilightOf = (c: StoryContext): number | null => (c.place ? twilightMinutes(c.place, c.inputs.birthday) : null);

/** "about twenty-eight minutes after sunset": how long the evening's twilight ran there that day. */
function twilight(c: StoryContext): string {
  const minutes = twilightOf(c);
  return minutes === null ? "after a long twilight" : `about ${timeCount(minutes, "minute")} after sunset`;
}

/** For a known town's page that runs short: how long the evening twilight lasted there; empty without a dusk. */
export const TWILIGHT_LINES: readonly Line[] = [
  (c) => {
    const minutes = twilightOf(c);
    return minutes === null
      ? ""
      : `That evening the sky there took about ${timeCount(minutes, "minute")} to pass from sunset to dusk.`;
  },
];

/** A night that never grew dark, short of the midnight sun. */
export const SKY_LIGHT_NIGHT: readonly Line[] = [
  "That night the sky there never grew fully dark: the sun dipped just below the horizon and soon came back.",
  "It was one of those summer nights when the sky there stays pale until morning, and only the brightest stars show.",
];

/** The length of the day, or the polar case. */
export const DAYLIGHT_LINES: readonly Line[] = [
  (c) => `The sun was up for ${hoursAndMinutes(skyOf(c).daylightMinutes ?? 0)} that day${dayKindClause(c)}.`,
  (c) => `That day had ${hoursAndMinutes(skyOf(c).daylightMinutes ?? 0)} of sunlight${dayKindClause(c)}.`,
];
export const POLAR_LINES: Record<"midnight-sun" | "polar-night", Line> = {
  "midnight-sun": "On your birthday the sun never set there: it was the season of the midnight sun.",
  "polar-night":
    "On your birthday the sun never rose there; it was the depth of the polar winter, when the days are lit only by twilight and stars.",
};

function dayKindClause(c: StoryContext): string {
  const kind = skyOf(c).dayKind;
  return kind === "long"
    ? ", one of the longest days of the year there"
    : kind === "short"
      ? ", one of the shortest days of the year there"
      : "";
}

/** "about 120 million kilometres away": how far the planet was from the earth that day. */
function howFar(c: StoryContext, planet: EveningPlanet): string {
  const far = c.chart.planets.find((p) => p.planet === planet)?.millionKm ?? 0;
  return far >= 1000
    ? `about ${(far / 1000).toFixed(2)} billion kilometres away`
    : `about ${Math.round(far)} million kilometres away`;
}

/** A true note on each planet, said when it was the brightest in that evening's sky, with how far off it was that day. */
export const PLANET_NOTES: Record<EveningPlanet, Line> = {
  Venus: (c) =>
    `After the moon, Venus is the brightest thing in the night sky, and when it shines after sunset, as it did that evening, it is called the evening star; it was ${howFar(c, "Venus")}.`,
  Jupiter: (c) =>
    // "…barely twinkles, though that evening it was…" was a non sequitur (a buyer's review).
    `Jupiter, the largest of the planets, shines with a steady light that barely twinkles, and that evening it was ${howFar(c, "Jupiter")}.`,
  Mars: (c) =>
    `Mars shows as a small reddish spark, coloured by the iron-rich dust of its deserts; that evening it was ${howFar(c, "Mars")}.`,
  Saturn: (c) =>
    `Saturn shows as a calm, pale-gold point, ${howFar(c, "Saturn")} that evening; its rings need a telescope, but they were there all the same.`,
  Mercury: (c) =>
    `Mercury, the planet nearest the sun, never strays far from it in the sky and shows only low in the twilight, as it did that evening, ${howFar(c, "Mercury")}.`,
};

/** When the reader's ruling planet was among them. */
export const RULER_IN_SKY: readonly Line[] = [
  (c) =>
    `${capitalise(c.planet)} rules ${c.sign}, so your own planet was in the sky at dusk that day, ${rulerHeight(c)} degrees above the horizon.`,
  (c) =>
    // "Standing … up" after the sign read as the sign's height, and "came out to see you arrive" as a birth at dusk, of a
    // buyer who gave no hour (review 39).
    `And since ${c.sign} is ruled by ${c.planet}, which stood ${rulerHeight(c)} degrees up at dusk, the story likes to think your planet came out to mark your birthday.`,
];

/** How high the reader's ruling planet stood at dusk, in whole degrees (only said when it was up). */
function rulerHeight(c: StoryContext): number {
  const found = skyOf(c).eveningPlanets.find((p) => p.planet === c.sky.rulingPlanet);
  return Math.round(found?.altitude ?? 0);
}
