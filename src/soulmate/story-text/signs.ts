/**
 * Sign-specific writing: the real constellation, the sign's traditional gifts,
 * what its heart looks for, and how it recognises the moment of meeting.
 */
import { formatBirthday } from "../../shared/quiz";
import type { StarSign } from "../../shared/statuses";
import { compassPoint, maxAltitude, SIGN_STAR_POSITIONS, signStarAt, signStarFromSun, signStarRiseSet } from "../astro";
import { capitalise, type Line, type StoryContext, timeCount } from "./context";
import { whereInSky } from "./sky-places";

/** Antares' declination (J2000), from the Yale Bright Star Catalogue: the Scorpion's height depends on it. */
export const ANTARES_DECLINATION = -26.43;

/**
 * Scorpius as it really rides over the reader's town: almost overhead only where it climbs that
 * high, low or unseen in the north; with no known town, nothing about its height at all.
 */
function scorpiusFromHome(c: StoryContext): string {
  const figure = "Scorpius is unmistakable, a long hooked line of stars with red Antares at its heart";
  if (!c.place || c.city === null) return `${figure}, one of the few constellations that truly looks like its name.`;
  const highest = maxAltitude(c.place.latitude, ANTARES_DECLINATION);
  const fromTop = Math.round(90 - highest);
  if (highest >= 70)
    return `${figure}, and on winter nights in ${c.city} it climbs to within about ${fromTop} degrees of straight overhead.`;
  if (highest >= 30)
    return `${figure}, and from ${c.city} it rides well up in the sky on clear ${c.place.hemisphere === "south" ? "winter" : "summer"} evenings, Antares reaching about ${Math.round(highest)} degrees.`;
  if (c.place.hemisphere === "south") return `${figure}, one of the few constellations that truly looks like its name.`;
  if (highest >= 5)
    return `${figure}, though from ${c.city} it keeps low over the southern horizon, a red spark in the summer dusk.`;
  return `${figure}, though it never climbs clear of the horizon at ${c.city}: it belongs to skies further south.`;
}

/**
 * How far the constellation's named light is, in light years, by the usual published figures (the
 * Hipparcos parallaxes; for the Beehive Cluster, Gaia's): the light that reached the earth on a
 * birthday set out about that many years before. The farthest are uncertain by tens of light years,
 * so they are told by the decade.
 */
const STAR_LIGHT_YEARS: Record<StarSign, number> = {
  aries: 66,
  taurus: 65,
  gemini: 34,
  cancer: 610,
  leo: 79,
  virgo: 250,
  libra: 185,
  scorpio: 550,
  sagittarius: 143,
  capricorn: 39,
  aquarius: 540,
  pisces: 151,
};

/** The sign's named star, its distance in light years, and when the light that reached the birthday set out ("1921", "the 1440s"). */
function starlight(c: StoryContext): { star: string; years: number; left: string; near: boolean } {
  const sign = c.inputs.starSign;
  const years = STAR_LIGHT_YEARS[sign];
  const left = c.inputs.birthday.year - years;
  const near = years < 200;
  return { star: SIGN_TEXT[sign].star, years, left: near ? `${left}` : `the ${Math.floor(left / 10) * 10}s`, near };
}

/** "about 3 degrees", "less than a degree": a low star's height. */
const lowHeight = (altitude: number) =>
  altitude < 1 ? "less than a degree" : `about ${Math.round(altitude)} degree${Math.round(altitude) === 1 ? "" : "s"}`;

/** "about three hours", "about forty minutes": the time between two instants, in words. */
function hoursApart(from: Date, to: Date): string {
  const minutes = Math.round((to.getTime() - from.getTime()) / 60_000);
  // Under five minutes is "a few", not "about five" (Sadalsuud set two minutes before dusk: a buyer's review).
  if (minutes < 5) return "a few minutes";
  if (minutes < 50) return `about ${timeCount(Math.round(minutes / 5) * 5, "minute")}`;
  return `about ${timeCount(Math.round(minutes / 60), "hour")}`;
}

/**
 * Where the sign's named star stood on the birthday: over the reader's town at dusk when the gazetteer
 * knows the town and the sun set there that day, else how far it stood from the sun, which holds
 * anywhere on earth. Computed, not chosen from a bank, so it is true for this town and this date.
 */
export function signStarLine(c: StoryContext): string {
  const sign = c.inputs.starSign;
  const star = SIGN_TEXT[sign].star;
  const Star = capitalise(star);
  const dusk = c.townSky?.dusk;
  if (c.place && c.city !== null && dusk) {
    const town = c.city;
    if (maxAltitude(c.place.latitude, SIGN_STAR_POSITIONS[sign].dec) < 0)
      return `${Star} never rises over ${town} at all: it belongs to skies further ${c.place.latitude > 0 ? "south" : "north"}, though the rest of the sky that evening was yours.`;
    const { altitude, azimuth } = signStarAt(sign, dusk, c.place);
    const direction = compassPoint(azimuth);
    const west = azimuth >= 180;
    if (altitude >= 8)
      return `At dusk over ${town} on your birthday, ${star} stood ${whereInSky({ altitude, direction })}, ${Math.round(altitude)} degrees above the horizon.`;
    // Far enough north (or south), a star never sets at all: it skims the horizon instead.
    const dec = SIGN_STAR_POSITIONS[sign].dec;
    const neverSets = Math.sign(dec) === Math.sign(c.place.latitude) && Math.abs(dec) + Math.abs(c.place.latitude) > 90;
    // A star under three degrees up is lost in the murk of the horizon at dusk: not "hard to pick out" (review 30,
    // Sadalsuud 0.4 degrees over Edinburgh).
    if (altitude >= 0)
      return neverSets
        ? `At dusk over ${town} on your birthday, ${star} hung ${lowHeight(altitude)} above the horizon in the ${direction}, skimming it, for from ${town} it never quite sets.`
        : west
          ? `At dusk over ${town} on your birthday, ${star} hung ${lowHeight(altitude)} above the horizon in the ${direction}, about to set and ${Math.round(altitude) < 3 ? "too low to be seen" : "hard to pick out"} in the afterglow.`
          : `At dusk over ${town} on your birthday, ${star} was only just clearing the horizon in the ${direction}, ${lowHeight(altitude)} up.`;
    const { set, rise } = signStarRiseSet(sign, dusk, c.place);
    // A star that climbs only a little way there skims the horizon rather than crossing the sky.
    const highest = maxAltitude(c.place.latitude, SIGN_STAR_POSITIONS[sign].dec);
    // How long a star that low stays up: twice its hour angle at the horizon, in sidereal hours (Kaus Australis over
    // Sapporo is up about seven hours, which "a few hours" understated: a buyer's review).
    const rad = Math.PI / 180;
    const halfArc = Math.acos(-Math.tan(c.place.latitude * rad) * Math.tan(dec * rad)) / rad;
    const hoursUp = Math.round(((2 * halfArc) / 15) * 0.9973);
    const day =
      highest < 15
        ? `after ${hoursUp <= 1 ? "an hour or so" : `about ${timeCount(hoursUp, "hour")}`} low over the horizon, hidden in the daylight`
        : "after crossing the sky by day, hidden in the sunlight";
    if (west && set)
      return `By dusk over ${town} on your birthday, ${star} had already gone down in the ${direction}, ${hoursApart(set, dusk)} before, ${day}.`;
    if (!west && rise)
      return `At dusk over ${town} on your birthday, ${star} had not yet risen; it came up over the horizon ${hoursApart(dusk, rise)} later.`;
    return `At dusk over ${town} on your birthday, ${star} was below the horizon in the ${direction}.`;
  }
  const { degrees, side } = signStarFromSun(sign, c.inputs.birthday);
  // A star within 20 degrees of the sun sets or rises in a sky too bright for it (the Beehive at 18 degrees is not seen).
  if (degrees < 20)
    return `On your birthday the sun passed ${degrees <= 1 ? "within a degree of" : `only about ${degrees} degrees from`} ${star}, so ${star} was lost in its glare all day.`;
  if (degrees >= 165)
    return `On your birthday ${star} stood almost opposite the sun across the sky, about ${degrees} degrees from it.`;
  // A town whose night never grew dark had no evening or morning sky to show it (review 40: the Beehive "in the sky
  // after sunset" over Reykjavík at the solstice, the sun never more than 2.4 degrees down).
  const light = c.place && c.city !== null ? c.townSky : null;
  if (light?.polar === "midnight-sun")
    return `On your birthday ${star} stood about ${degrees} degrees ${side === "evening" ? "east" : "west"} of the sun, but the sun never set over ${c.city} that night, so it stayed hidden in the daylight.`;
  if (light?.lightNight && !light.polar)
    return `On your birthday ${star} stood about ${degrees} degrees ${side === "evening" ? "east" : "west"} of the sun, but the sky over ${c.city} never grew dark that night, so it stayed hidden in the twilight.`;
  return `On your birthday ${star} stood about ${degrees} degrees ${side === "evening" ? "east" : "west"} of the sun, ${
    degrees < 30 ? "low in the twilight" : "in the sky"
  } ${side === "evening" ? "after sunset" : "before dawn"}.`;
}

/** When the light of the sign's named star that reached the earth on the birthday set out. */
export const STARLIGHT_LINES: readonly Line[] = [
  (c) => {
    const { star, years, left, near } = starlight(c);
    // The star by what its name means (Sadalsuud, "the luck of lucks", which a reviewer missed: review 35), where the
    // line names it again: an aside of its own would be one sentence in every book of the sign.
    const called = SIGN_TEXT[c.inputs.starSign].starName;
    return near
      ? // Not opening on the star's name a third time in a row (review 31: "Regulus… Regulus… Regulus is about…").
        `The light from ${star} that reached the earth on ${formatBirthday(c.inputs.birthday)} had set out around ${left}, for ${called} is about ${years} light years away.`
      : `The light from ${star} that reached the earth on ${formatBirthday(c.inputs.birthday)} had been travelling since about ${left}, for ${called} is some ${years} light years away.`;
  },
  (c) => {
    const { star, left } = starlight(c);
    // The years it travelled are told by when it left, not a third figure beside it (review 30 counted 87 a book);
    // "the star", since "it" read as the earth (review 35).
    return `The starlight from ${star} that fell on the earth the day you were born, in ${c.inputs.birthday.year}, had left the star around ${left}.`;
  },
];

export type SignText = {
  /** For titles: "the Scales". */
  emblem: string;
  /** A short symbol label: "Libra's scales". */
  symbol: string;
  /** The constellation's best-known star, for the symbols. */
  star: string;
  /** The star called by what its name means, set off by commas: "the little king, as its Latin name has it,". */
  starName: string;
  /** The constellation as it really is, told as imagery. */
  sky: readonly Line[];
  /** Two traditional gifts, as noun phrases. */
  gifts: readonly [string, string];
  /** What this heart looks for (threshold panel). Uses the other person's pronoun. */
  longing: readonly Line[];
  /** How the sign takes the moment of recognition (union panel). */
  recognition: readonly Line[];
};

export const SIGN_TEXT: Record<StarSign, SignText> = {
  aries: {
    emblem: "the Ram",
    symbol: "the ram of Aries",
    star: "Hamal",
    starName: "the lamb, as its Arabic name has it,",
    sky: [
      "Aries is a modest constellation, a short bent line of stars led by Hamal, and it has never needed to be large to be first: for centuries, astronomers counted the year from its doorstep.",
      "The Ram is drawn in only a handful of stars, with Hamal burning brightest, like the tip of a horn catching the first light of a new season.",
      "Old star-watchers saw in Aries the golden-fleeced ram that carried travellers out of danger, and its few bright stars still lean forward, as though already on their way.",
    ],
    gifts: ["the courage to go first", "a bright, impatient warmth"],
    longing: [
      (c) =>
        `An Aries heart does not want to be waited on; it wants someone who will run alongside it, and in this story ${c.p.he} is exactly that: quick to laugh and willing to begin.`,
      "The Ram looks for courage answered with courage: a person who says yes before the question is finished, and who also knows when to stand still.",
      "Aries is drawn to honesty delivered at full speed, and it hopes for someone who can match its pace without ever turning it into a race.",
    ],
    recognition: [
      "The Ram, who always rushes, stops for once, and finds that standing still can be the bravest thing of all.",
      "For a sign that loves beginnings, this is the best beginning of the lot: not a finish line, but a first step taken together.",
      "The Ram, for all its hurry, knows this moment at once: it feels like the first morning of spring, with the whole year still ahead.",
    ],
  },
  taurus: {
    emblem: "the Bull",
    symbol: "the bull of Taurus",
    star: "Aldebaran",
    starName: "the follower, as its Arabic name has it,",
    sky: [
      "Taurus carries some of the loveliest lights in the sky: red Aldebaran for an eye, the V of the Hyades for a face, and the Seven Sisters gathered like frost on its shoulder.",
      "The Bull is broad and unhurried in the sky, its horns tipped with starlight and its amber eye, Aldebaran, as steady as a lamp left on in a farmhouse window.",
      "Close to the Bull's shoulder sit the Pleiades, a small bright knot of stars that people all over the world have named and loved, as if the sky had set aside one corner for keeping things together.",
    ],
    gifts: ["a patient, loyal steadiness", "a love of simple, lasting things"],
    longing: [
      (c) =>
        `A Taurus heart trusts what it can hold: a hand, a shared meal, a promise kept on an ordinary weekday. Here, ${c.p.he} understands that slowness can be a form of devotion.`,
      "The Bull is looking for something worth staying for, not a spark but a hearth, and for a person who knows that the best things are built slowly.",
      "The Bull's heart is won by constancy: the same warm welcome on a grey morning as on a golden holiday, and the patience to let trust take root.",
    ],
    recognition: [
      "The Bull stands still, not from stubbornness this time, but because there is nowhere else it would rather be.",
      "Something in you that has always trusted slowness knows, without a word, that this is worth staying for.",
      "It feels like the first mouthful of a meal made with care: simple, warm and entirely right.",
    ],
  },
  gemini: {
    emblem: "the Twins",
    symbol: "the Gemini twins",
    star: "Pollux",
    starName: "the boxer of the Twins, whose Latin name it bears,",
    sky: [
      "Gemini is drawn as two figures standing side by side, their heads marked by Castor and Pollux, two bright stars that have been called brothers for as long as people have looked up.",
      "The Twins are two long lines of stars running in parallel, never quite touching and never drifting apart, which may be the oldest picture of companionship we have.",
      "Pollux shines a warm gold and Castor a cooler white: twin lights, not identical, each made clearer by the other.",
    ],
    gifts: ["a quick, curious mind", "a gift for conversation"],
    longing: [
      (c) =>
        `A Gemini heart wants a conversation that never quite ends, and in this story ${c.p.he} is the one who keeps the thread going, asking the second question, the better one.`,
      "The Twins have always known that a soul is easier to see beside another, and the Gemini heart looks for a companion who is curious about everything, including you.",
      "Gemini wants to be surprised and to be understood, and it hopes for someone who can manage both in the same afternoon.",
    ],
    recognition: [
      "The Twins in the sky seem to lean a little closer, as if they had been waiting to see this.",
      "For once the quick Gemini mind goes quiet, and the silence feels like the best conversation you have ever had.",
      "Two minds catch the same thought at once, and laugh, and in that laugh the Twins feel entirely at home.",
    ],
  },
  cancer: {
    emblem: "the Crab",
    symbol: "the crab of Cancer",
    star: "the Beehive Cluster",
    starName: "the manger, as the Romans called it,",
    sky: [
      "Cancer is the quietest of the zodiac constellations, so faint that you need a dark sky to find it, and at its heart is the Beehive, a soft haze of stars that shimmers when you look slightly away.",
      "The Crab keeps its light close: its stars are dim, but they guard the Beehive Cluster, a glowing cloud of hundreds of suns that the ancients called the manger, a small shelter in the dark.",
      "Cancer asks to be looked for patiently; its shape appears only to those who wait, like a shell turning up in wet sand as the tide draws back.",
    ],
    gifts: ["a deep instinct for shelter", "a long and tender memory"],
    longing: [
      (c) =>
        `A Cancer heart is looking for a harbour as much as a voyage. In this story ${c.p.he} is someone who notices when you have gone quiet, and knows how to leave a light on.`,
      "The Crab carries its home on its back, and it is looking for someone who might be invited inside: someone gentle enough to be trusted with the soft parts.",
      "The Cancer heart is drawn to kindness that lasts beyond the first impression: someone who remembers how you take your tea and why certain songs matter.",
    ],
    recognition: [
      "The Crab, who has carried home on its back for so long, sets it down at last.",
      "It feels less like meeting someone new than like coming in out of the rain.",
      "The Crab's shell, so carefully kept, feels for once like a door instead of a wall.",
    ],
  },
  leo: {
    emblem: "the Lion",
    symbol: "Leo's lion",
    star: "Regulus",
    starName: "the little king, as its Latin name has it,",
    sky: [
      "Leo is one of the few constellations that looks like its name, a crouching lion whose mane curls in a bright backward hook of stars, with Regulus shining at its heart.",
      // Drawn as the figure is, not as the sky stood: "rises above it" was false for a dusk over Nairobi, where the
      // Sickle sat beside and below Regulus (a buyer's review).
      "Regulus, the little king, sits in the Lion's chest, and the curve of stars called the Sickle sweeps back from it like a mane lifted by a warm wind.",
      "The Lion stretches across the sky from its proud head to Denebola at the tip of its tail, taking up room without apology, as a good fire does.",
    ],
    gifts: ["a generous, open warmth", "a heart that likes to shine for others"],
    longing: [
      (c) =>
        `A Leo heart loves generously and wants to be seen in return, not admired from a distance but truly seen. In this story, ${c.p.he} looks at you the way the sun looks at a field in spring.`,
      "The Lion is searching for a warmth to match its own: a person who laughs loudly at the right moments and stands beside you without either of you dimming.",
      "Leo hopes for an admirer who is also an equal: someone who claps the loudest and then, just as gladly, takes a turn in the light.",
    ],
    recognition: [
      "Regulus, the Lion's heart, seems to burn a shade warmer.",
      "You are seen, not as a spectacle but as a person, and the warmth of it is like sun on the back of your neck.",
      "The Lion, so used to being looked at, finds itself simply being looked after, and discovers that it likes that even more.",
    ],
  },
  virgo: {
    emblem: "the Maiden",
    symbol: "Virgo's sheaf of wheat",
    star: "Spica",
    starName: "the ear of wheat, as its Latin name has it,",
    sky: [
      "Virgo is the second-largest constellation in the sky, a long reclining figure holding Spica, a blue-white star whose name means an ear of wheat.",
      "The Maiden's outstretched hand holds Spica, a single bright seed of blue-white light, as if the sky were keeping something back for the next season.",
      "Virgo spreads wide and gentle across the sky, and most of its stars are modest; only Spica flares, like one careful word in a long, thoughtful letter.",
    ],
    gifts: ["a careful, attentive kindness", "a talent for noticing small things"],
    longing: [
      (c) =>
        `A Virgo heart is moved by small things: the remembered detail, the tea made exactly right. In this story ${c.p.he} pays attention, which is its own kind of love.`,
      "Virgo looks for care that shows itself in practice: a person whose kindness is not a speech but a habit, steady and unglamorous and real.",
      "The Maiden's heart hopes for someone who notices the care behind the careful things, and answers it in kind.",
    ],
    recognition: [
      "Virgo, who notices everything, notices this: the way the moment fits, like a key turning easily in a lock.",
      "The wheat in the Maiden's hand has always meant harvest, and here the harvest is simply this: being known.",
      "For a sign that sees every flaw, it is a quiet astonishment to find a moment that needs no improving at all.",
    ],
  },
  libra: {
    emblem: "the Scales",
    symbol: "Libra's scales",
    star: "Zubeneschamali",
    starName: "the northern claw, as its Arabic name has it,",
    sky: [
      "Libra is the only sign of the zodiac that is an object rather than a creature: a pair of scales, hung in the sky between the Maiden and the Scorpion.",
      "Libra's stars still carry their old Arabic names, Zubenelgenubi and Zubeneschamali, the southern and northern claws, from a time when they belonged to the Scorpion before they were given scales to hold.",
      "Libra's two brightest stars hang in a quiet balance, a pair of pans that have been weighing the night for thousands of years; old observers said one of them glints a faint green.",
    ],
    gifts: ["a longing for balance", "a gift for grace between people"],
    longing: [
      (c) =>
        `A Libra heart is looking for balance, not a mirror. In this story ${c.p.he} brings a different weight to the scales, and somehow the two of you settle level.`,
      "The Scales are always weighing, and the Libra heart longs for a companion who makes the weighing easy: someone fair, graceful and honest about what matters.",
      "Libra's heart is drawn to grace and good company, and it hopes for a love in which kindness is shared out evenly, with no one keeping score.",
    ],
    recognition: [
      "The scales, for once, hold perfectly still.",
      "Nothing needs to be weighed any more: the balance simply is, the way a level sea simply is on a windless morning.",
      "Libra, who has weighed so many choices, recognises this one without needing to weigh it at all.",
    ],
  },
  scorpio: {
    emblem: "the Scorpion",
    symbol: "the scorpion's tail",
    star: "Antares",
    starName: "the rival of Mars, as its Greek name has it,",
    sky: [
      scorpiusFromHome,
      "Antares burns at the Scorpion's heart, a red supergiant so deep in colour that its name means the rival of Mars, and the long tail curls away from it to the sting, poised and patient.",
      "The Scorpion's tail curves through the thickest part of the Milky Way and ends in the stinger stars Shaula and Lesath, two sparks held close together.",
    ],
    gifts: ["a loyalty that runs deep", "an intensity that does not look away"],
    longing: [
      (c) =>
        `A Scorpio heart is not interested in the surface of things. In this story ${c.p.he} is someone who can hold your gaze, and your silence, without flinching.`,
      "The Scorpion guards its heart closely, and what it looks for is depth: a person willing to know you all the way down, and to be known in return.",
      "Scorpio trusts slowly and completely, and it hopes for someone patient enough to earn that trust and steady enough to keep it.",
    ],
    recognition: [
      "Antares, the red heart of the Scorpion, seems to pulse once, like a heart that has made up its mind.",
      "What is deep in you meets something equally deep, and neither of you has to explain a thing.",
      "The Scorpion, so careful with its heart, feels its guard lower, not from weakness but from trust.",
    ],
  },
  sagittarius: {
    emblem: "the Archer",
    symbol: "the archer's bow",
    star: "Kaus Australis",
    starName: "the southern part of the bow, as its name has it,",
    sky: [
      "Sagittarius is the Archer, though most people find it first as the Teapot, a homely little shape of stars with the Milky Way rising from its spout like steam.",
      "The Archer's arrow points toward the centre of our galaxy, where the Milky Way is densest and brightest, as though the sign were always aiming at the heart of things.",
      "Under the darkest skies the Archer stands knee-deep in the glow of the galaxy's centre, bow drawn, aimed at a horizon no one else has noticed yet.",
    ],
    gifts: ["a restless, hopeful spirit", "an appetite for far horizons"],
    longing: [
      (c) =>
        `A Sagittarius heart needs room to roam, and someone who will not mistake that for leaving. In this story ${c.p.he} packs light and asks where you would like to go next.`,
      "The Archer is looking for a fellow traveller: someone with a good laugh and an open map, for whom every horizon is an invitation rather than an edge.",
      "The Sagittarius heart hopes for a companion who treats life as an adventure and love as a conversation that can travel anywhere.",
    ],
    recognition: [
      "The Archer lowers the bow: the arrow has found its mark without needing to fly.",
      "For a sign that is always travelling, this is the rare place that feels like a destination and a departure at once.",
      "The Archer, who has always looked to the horizon, finds that for once the view right here is the best one.",
    ],
  },
  capricorn: {
    emblem: "the Sea-Goat",
    symbol: "the sea-goat of Capricorn",
    star: "Deneb Algedi",
    starName: "the goat's tail, as its Arabic name has it,",
    sky: [
      "Capricornus is faint and wide, a triangle of patient stars that some see as a broad smile, drawn as a creature with a mountain goat's head and a fish's tail.",
      "The Sea-Goat is one of the oldest shapes in the sky, half climber and half swimmer, and its brightest star, Deneb Algedi, marks the tip of its tail.",
      "Capricornus does not dazzle; its stars are modest and its outline must be learnt, like a path up a hillside that grows clearer with every climb.",
    ],
    gifts: ["a quiet, enduring patience", "a gift for building things that last"],
    longing: [
      (c) =>
        `A Capricorn heart is slow to open and faithful once it does. In this story ${c.p.he} understands that trust is built stone by stone, and is happy to keep building.`,
      "The Sea-Goat climbs carefully, and its heart looks for someone who will climb beside it, patient with the hard ground and glad of the view.",
      "Capricorn hopes for a love that can be relied on, one that turns up in hard weather and never needs reminding why.",
    ],
    recognition: [
      "The Sea-Goat reaches the summit and finds someone already there, with a flask of tea and a view worth every step of the climb.",
      "Everything you have built so slowly turns out to have been a road, and the road led here.",
      "The Sea-Goat, who rarely rests, stops climbing for a while and lets itself simply enjoy the view.",
    ],
  },
  aquarius: {
    emblem: "the Water-Bearer",
    symbol: "the water-bearer's jar",
    star: "Sadalsuud",
    starName: "the luck of lucks, as its Arabic name has it,",
    sky: [
      "Aquarius is the Water-Bearer, and at its centre is the Water Jar, a small Y of stars from which a long stream of faint lights seems to pour across the sky.",
      "The Water-Bearer's stream flows south toward Fomalhaut, a lone bright star that, in the old star maps, catches every drop.",
      "One of the stars of Aquarius is Sadalsuud, a name usually translated as the luckiest of the lucky, which is a fine thing to find in a constellation of faint and generous lights.",
    ],
    gifts: ["an original, independent mind", "a kindness that thinks of everyone"],
    longing: [
      (c) =>
        `An Aquarius heart wants to be loved for exactly who it is, odd ideas and all. In this story ${c.p.he} is a friend first, and the friendship is the spark.`,
      "The Water-Bearer pours out for everyone, and what it longs for is someone who pours back: a free spirit who is glad that you are unlike anybody else.",
      "Aquarius longs for a bond with room in it: room for ideas, for friends, for causes, and for two people to stay gloriously themselves.",
    ],
    recognition: [
      "The Water-Bearer's stream, for once, pours into a second cup.",
      "Here, at last, is someone who finds your strangeness beautiful, and says so out loud.",
      "The Water-Bearer, who has always felt a little ahead of its time, finds someone keeping exactly the same time.",
    ],
  },
  pisces: {
    emblem: "the Fishes",
    symbol: "the two fish of Pisces",
    star: "Alrescha",
    starName: "the cord, as its Arabic name has it,",
    sky: [
      "Pisces is drawn as two fish swimming in different directions, tied together by a long cord of stars that is knotted at Alrescha, a name that simply means the cord.",
      "One of the Fishes is marked by the Circlet, a small ring of stars like a ripple on dark water, while the other swims off at an angle, never quite letting go.",
      "Pisces is faint and wide and easy to miss, yet the point where the sun crosses the celestial equator each March now lies among its stars, so in a sense every astronomical year begins there.",
    ],
    gifts: ["a gentle, intuitive heart", "an imagination without borders"],
    longing: [
      (c) =>
        `A Pisces heart swims in deep water and dreams in colour. In this story ${c.p.he} does not ask you to come ashore, but learns how to swim beside you.`,
      "The two Fishes are tied by a cord of stars, and the Pisces heart longs for a bond like that: tender and unbreakable, and loose enough to let each one move.",
      "The Pisces heart hopes for a gentleness that runs deep, and for someone who can hear the music in its silences.",
    ],
    recognition: [
      "The two Fishes, tied by their cord of stars, turn and swim in the same direction.",
      "The dream and the waking world overlap, just for a moment, like two ripples meeting on still water.",
      "Pisces recognises it the way a swimmer recognises warm water: all at once, with a sigh of relief.",
    ],
  },
};
