/**
 * The place panel's sentences about the water near the reader's town (the sea, a lake or a
 * river) and the nearest named summit, as the gazetteer row records them
 * (src/soulmate/landscape.ts, docs/decisions/0064). Each
 * case of kind, distance and size has its own wording, so a town on a lake's shore reads
 * differently from one with a lake a few kilometres off; the two wordings within a case differ
 * in shape, not in synonyms. Lakes and rivers carry no names, so no sentence names them; the sea is
 * named when the town stands on a named fjord, sound, strait, bay, gulf or lagoon; a summit is
 * named as Natural Earth names it, with its height, and called no more than a summit; a volcano is
 * named as NOAA NCEI's list names it, with its kind and the era of its last dated eruption; a mountain range
 * is told as the region world maps mark for it, since their outline is coarse, never as mountains the town can
 * see, and not at all to a town just inside its edge; a thermal spring is told as the records keep it (NOAA's 1980 list in the
 * United States, OpenStreetMap elsewhere, round 9), with its name when they give one and its hottest listed
 * temperature or their word for its heat. The sources are credited on the back cover, not in the sentences (0064,
 * round 7). None says more than the row does: no weather, no boats, no views, no steam and no bathing.
 */
import type { CoastFact, Compass, PeakFact, RangeFact, SpringFact, VolcanoFact, WaterFact } from "../landscape";
import { lakeAreaFloor, lakeSize, riverSideTold } from "../landscape";
import { town } from "./city";
import { capitalise, type StoryContext } from "./context";

export type WaterLine = (c: StoryContext, w: WaterFact) => string;

/**
 * "the city", "the town": what the gazetteer knows the place as; below a town's size its name,
 * since GeoNames' figure for a place is sometimes far too small (Wagga Wagga's 7,690).
 */
const settlement = (c: StoryContext): string =>
  c.place?.size === "city" ? "the city" : c.place?.size === "town" ? "the town" : town(c);

const NUMBERS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"] as const;
/** "about a kilometre", "about three kilometres". */
function aboutKm(km: number): string {
  const n = Math.max(1, Math.round(km));
  return n === 1 ? "about a kilometre" : `about ${NUMBERS[n] ?? String(n)} kilometres`;
}

/** "northern", "south-eastern". */
const adjective = (d: Compass): string => `${d}ern`;

/**
 * The sentence's body of water: "a great lake of more than a hundred square kilometres", "a small lake"; water
 * joined to the sea (a harbour, lagoon or estuary, which the data cannot tell apart) is "water".
 */
function aLake(w: WaterFact): string {
  const kind = unnamedLake(w);
  // A named lake is named, with what it is after: "Biwa Ko, a great lake of more than a hundred square kilometres".
  return w.name?.kind === "lake" ? `${w.name.text}, ${kind}` : kind;
}

/** A lake as a sentence's subject: a named one's description is closed off by a comma before the verb. */
const lakeSubject = (w: WaterFact): string => `${aLake(w)}${w.name?.kind === "lake" ? "," : ""}`;

function unnamedLake(w: WaterFact): string {
  const area = w.areaKm2 ?? 0;
  if (lakeAreaFloor(area) === 10_000) return "a vast stretch of water of more than ten thousand square kilometres";
  const size = lakeSize(area);
  const [great, broad, plain, small] =
    w.kind === "inlet"
      ? ["a great stretch of water", "a broad stretch of water", "a stretch of water", "a narrow stretch of water"]
      : ["a great lake", "a broad lake", "a lake", "a small lake"];
  const noun = area >= 100 ? great : area >= 20 ? broad : area >= 5 ? plain : small;
  return size ? `${noun} of ${size}` : noun;
}

/** The direction of water beyond the town's edge, which always has one (waterNearby gives "edge" to water without). */
function toward(w: WaterFact): Compass {
  if (!w.direction) throw new Error("water beyond the town's edge has a direction");
  return w.direction;
}

/** Where water at the town's edge lies, or nothing when the town is inside its outline. */
const sideOf = (w: WaterFact, prefix: string): string => (w.direction ? `${prefix}${w.direction}` : "");

/** A lake's or an inlet's wordings, by reach. */
const BODY_OF_WATER: Record<WaterFact["reach"], readonly [WaterLine, WaterLine]> = {
  edge: [
    (c, w) => `${capitalise(settlement(c))} sits on the shore of ${aLake(w)}${sideOf(w, ", which opens out to the ")}.`,
    (c, w) =>
      w.direction
        ? `The streets of ${settlement(c)} run down to the water on their ${adjective(w.direction)} side, where ${lakeSubject(w)} begins.`
        : `The streets of ${settlement(c)} run down to the water's edge, where ${lakeSubject(w)} begins.`,
  ],
  // Beyond the edge, the distance is from the centre to the shore: "lies east of the city" read as water past the city,
  // where Chicago's lakefront is the city's own eastern edge, three kilometres from its centre (review 27).
  close: [
    (c, w) =>
      `The shore of ${lakeSubject(w)} lies just ${toward(w)} of the centre of ${settlement(c)}, close enough for an evening walk.`,
    (c, w) =>
      `A short way ${toward(w)} of the centre of ${settlement(c)}, ${lakeSubject(w)} takes the last light of the day.`,
  ],
  near: [
    // "A few" only up to five kilometres: Lake Biwa, 9 km from Kyoto's centre, was "a few kilometres east" (a review).
    (c, w) =>
      w.km <= 5
        ? `A few kilometres ${toward(w)} of the centre of ${settlement(c)} lies the shore of ${aLake(w)}.`
        : `The shore of ${lakeSubject(w)} lies ${aboutKm(w.km)} ${toward(w)} of the centre of ${settlement(c)}.`,
    // No "past the last of the houses": the data knows nothing of where a town's houses end (Kyoto, Christchurch).
    (c, w) =>
      `${capitalise(aboutKm(w.km))} to the ${toward(w)} of the centre of ${settlement(c)} lies the shore of ${aLake(w)}.`,
  ],
};

/** "a river", or its name when the map names it: "the Seine". */
const aRiver = (w: WaterFact): string => (w.name?.kind === "river" ? w.name.text : "a river");

/** "the sea", or the named water the town stands on: "the Sognefjord", "Cook Strait". */
const theSea = (w: WaterFact): string => w.name?.text ?? "the sea";

/** Each kind and reach: two wordings of different shape. Every direction word comes from the row. */
export const WATER_LINES: Record<WaterFact["kind"], Record<WaterFact["reach"], readonly [WaterLine, WaterLine]>> = {
  lake: BODY_OF_WATER,
  inlet: BODY_OF_WATER,
  river: {
    // Within the map's generalisation of the centre, a side is not told: Paris's row put the Seine's nearest point
    // to the north-west, and a buyer read "on its north-west side" of a river that runs through the middle.
    edge: [
      (c, w) =>
        w.direction
          ? `${capitalise(aRiver(w))} runs right by the heart of ${settlement(c)}.`
          : `${capitalise(aRiver(w))} runs right through the heart of ${settlement(c)}.`,
      (c, w) => `${capitalise(settlement(c))} keeps ${aRiver(w)} close: it runs within a short walk of the centre.`,
    ],
    // Where riverSideTold says no, no side either, nor "runs past": the river's line is generalised too, and review 31 read "On
    // the south-eastern side of Kraków the Vistula runs by" of a river that runs through the city, under Wawel to the
    // south-south-west.
    close: [
      (c, w) =>
        !riverSideTold(w, c.place?.population)
          ? `${capitalise(aRiver(w))} is a walk of ${aboutKm(w.km)} from the centre of ${settlement(c)}.`
          : `${capitalise(aRiver(w))} runs past ${settlement(c)}, ${aboutKm(w.km)} to the ${toward(w)} of the centre.`,
      (c, w) =>
        !riverSideTold(w, c.place?.population)
          ? `From the centre of ${settlement(c)} it is ${aboutKm(w.km)} on foot to the banks of ${aRiver(w)}.`
          : `On the ${adjective(toward(w))} side of ${settlement(c)} ${aRiver(w)} runs by, a walk of ${aboutKm(w.km)} from the centre.`,
    ],
    near: [
      (c, w) => `${capitalise(aRiver(w))} runs ${aboutKm(w.km)} to the ${toward(w)} of ${settlement(c)}.`,
      (c, w) => `${capitalise(settlement(c))} has ${aRiver(w)} within reach, ${aboutKm(w.km)} to the ${toward(w)}.`,
    ],
  },
  sea: {
    edge: [
      (c, w) =>
        w.direction
          ? `${capitalise(settlement(c))} stands at the edge of ${theSea(w)}, which lies to the ${w.direction} of the centre.`
          : w.name
            ? `${capitalise(settlement(c))} stands right at the water's edge, on the shore of ${theSea(w)}.`
            : `${capitalise(settlement(c))} stands right at the water's edge, where the land meets the sea.`,
      (c, w) =>
        w.direction
          ? `From the centre of ${settlement(c)} it is only a short walk ${w.direction} to ${theSea(w)}.`
          : `${capitalise(theSea(w))} is never more than a short walk from ${settlement(c)}.`,
    ],
    close: [
      (c, w) => `${capitalise(theSea(w))} is only a short way to the ${toward(w)} of ${settlement(c)}.`,
      // No figure this close: the coastline is generalised to about a kilometre.
      (c, w) =>
        `On its ${adjective(toward(w))} side, a short way from the centre, ${settlement(c)} meets ${theSea(w)}.`,
    ],
    near: [
      (c, w) => `${capitalise(theSea(w))} lies a few kilometres to the ${toward(w)} of ${settlement(c)}.`,
      (_c, w) => `${capitalise(aboutKm(w.km))} to the ${toward(w)}, the land gives way to ${theSea(w)}.`,
    ],
  },
};

/** What the panel's symbols say of the water: the named sea when its name fits the label, else the nearest kind. */
export const waterSymbol = (w: WaterFact): string =>
  w.name && w.name.text.length <= 22 ? w.name.text : WATER_SYMBOLS[w.kind];

/** The symbol of each kind of water. */
export const WATER_SYMBOLS: Record<WaterFact["kind"], string> = {
  lake: "the lake shore",
  inlet: "the water's edge",
  river: "the river",
  sea: "the sea",
};

export type PeakLine = (c: StoryContext, p: PeakFact) => string;

/** "1,281 metres". */
const metres = (m: number): string => `${m.toLocaleString("en-AU")} metres`;

/** The nearest named summit, by reach: two wordings of different shape, each naming the side and height it was given. */
export const PEAK_LINES: Record<PeakFact["reach"], readonly [PeakLine, PeakLine]> = {
  close: [
    (c, p) =>
      `${p.name}, a summit of ${metres(p.elevationM)}, rises just ${p.direction} of ${settlement(c)}, ${aboutKm(p.km)} from the centre.`,
    (c, p) =>
      `Only ${aboutKm(p.km)} ${p.direction} of ${settlement(c)} stands ${p.name}, ${metres(p.elevationM)} high.`,
  ],
  near: [
    (c, p) =>
      `${capitalise(aboutKm(p.km))} to the ${p.direction} of ${settlement(c)}, ${p.name} rises to ${metres(p.elevationM)}.`,
    (c, p) =>
      `${p.name} rises ${aboutKm(p.km)} to the ${p.direction} of ${settlement(c)}, a summit of ${metres(p.elevationM)}.`,
  ],
  // A great summit far off: its distance to the nearest ten kilometres, and no claim that it can be seen from the town.
  far: [
    (c, p) =>
      `Some ${tens(p.km)} kilometres to the ${p.direction} of ${settlement(c)}, ${p.name} rises to ${metres(p.elevationM)}.`,
    (c, p) =>
      `${p.name}, a summit of ${metres(p.elevationM)}, stands some ${tens(p.km)} kilometres to the ${p.direction} of ${settlement(c)}.`,
  ],
};

/** "110", "70": a far distance to the nearest ten kilometres. */
const tens = (km: number): string => String(Math.round(km / 10) * 10);

/** What the panel's symbols say of a summit when the town has no water: its name, when that fits the label. */
export const peakSymbol = (p: PeakFact): string => (p.name.length <= 22 ? p.name : "the far summit");

export type VolcanoLine = (c: StoryContext, v: VolcanoFact) => string;

/** Kinds that spread over country (a caldera, a field of vents): the list gives a point in them, so the text says where the list places them. */
const SPREAD_KINDS: ReadonlySet<VolcanoFact["kind"]> = new Set([
  "caldera",
  "volcanic field",
  "fissure vents",
  "maar",
  "maars",
  "crater rows",
  "fumarole field",
  "hydrothermal field",
  "explosion crater",
]);

/** "a caldera", "a group of lava domes": the list's kind in words. */
const KIND_WORDS: Record<VolcanoFact["kind"], string> = {
  volcano: "a volcano",
  stratovolcano: "a stratovolcano, built up of layer on layer of lava and ash",
  "shield volcano": "a broad shield volcano",
  caldera: "a caldera, a volcano's fallen-in crater",
  "volcanic field": "a field of small volcanoes",
  "lava dome": "a lava dome",
  "lava domes": "a group of lava domes",
  "cinder cone": "a cinder cone",
  "cinder cones": "a group of cinder cones",
  "scoria cone": "a scoria cone",
  "scoria cones": "a group of scoria cones",
  "pyroclastic cone": "a cone of volcanic ash and rock",
  "pyroclastic cones": "a group of cones of volcanic ash and rock",
  maar: "a maar, a crater blown out by steam",
  maars: "a group of maars, craters blown out by steam",
  "tuff cone": "a tuff cone",
  "fissure vents": "a line of fissure vents",
  "complex volcano": "a volcano of several vents",
  "crater rows": "a row of craters along a fissure",
  "fumarole field": "a field of fumaroles, vents of volcanic steam",
  "hydrothermal field": "a hydrothermal field of hot water rising from the ground",
  "explosion crater": "an explosion crater",
  "mud volcano": "a mud volcano",
  "subglacial volcano": "a volcano under the ice",
};

/** A name that already says what it is ("Auckland Volcanic Field", "Tongariro Caldera") takes no kind after it. */
const SAYS_ITS_KIND =
  /\b(field|caldera|volcano|volcanic|volcanics|cones?|domes?|maars?|group|province|range|mountains|hills|chaine|puys)\b/i;
/** Names of a group, chain or region take "the": "the Auckland Volcanic Field", "the Chaine des Puys". */
const TAKES_THE =
  /\b(field|group|province|plateau|ridge|graben|islands|hills|cones|domes|lakes|volcanics|range|mountains)$|^chaine\b/i;

const volcanoName = (v: VolcanoFact): string => (TAKES_THE.test(v.name) ? `the ${v.name}` : v.name);

/** "Okataina, a lava dome of 1,111 metres," or "the Auckland Volcanic Field": the name with its kind, unless the name says it. */
function namedKind(v: VolcanoFact): string {
  if (SAYS_ITS_KIND.test(v.name)) return volcanoName(v);
  const height = v.elevationM !== null && !SPREAD_KINDS.has(v.kind) ? `, ${metres(v.elevationM)} high` : "";
  return `${v.name}, ${KIND_WORDS[v.kind]}${height},`;
}

/** When the records date the last eruption, in their own eras, as a clause whose subject is the records; "" for an undated one. */
const ERA_WORDS: Record<VolcanoFact["era"], string> = {
  D1: "date its last eruption to 1964 or later",
  D2: "date its last eruption between 1900 and 1963",
  D3: "date its last eruption to the 1800s",
  D4: "date its last eruption to the 1700s",
  D5: "date its last eruption between 1500 and 1699",
  // The list's own band, not a date: "to between AD 1 and 1499" read as one for Rangitoto's of about 1446 (review 34).
  D6: "can date its last eruption only to the fifteen centuries before 1500",
  D7: "date its last eruption before AD 1, within the last ten thousand years",
  "": "",
};

/** The sentence and the era: "…, and date its last eruption to …" when the list is its subject, else "…, which dates …" after the list's name. */
const withEra = (v: VolcanoFact, sentence: string, listIsSubject: boolean): string =>
  ERA_WORDS[v.era] === "" ? `${sentence}.` : `${sentence}, ${listIsSubject ? "and" : "which"} ${ERA_WORDS[v.era]}.`;

/** NOAA NCEI's list, credited on the back cover; buyers found the source's name clumsy in the prose. */
const LIST = "the world's volcano records";

/**
 * The volcano near the town in NOAA NCEI's list, by reach: two wordings of different shape, each crediting the list.
 * A caldera or a field of vents spreads over country, so the list "places" it rather than it standing somewhere.
 */
export const VOLCANO_LINES: Record<VolcanoFact["reach"], readonly [VolcanoLine, VolcanoLine]> = {
  close: [
    // A field of small volcanoes spreads over tens of kilometres: a town this near stands on it or beside it, and the
    // list's one point for it is no place to give a distance from (Auckland is built across its field: review 34).
    (c, v) =>
      v.kind === "volcanic field"
        ? withEra(
            v,
            `${capitalise(settlement(c))} lies on or beside ${volcanoName(v)}, a field of small volcanoes on ${LIST}`,
            false,
          )
        : SPREAD_KINDS.has(v.kind) || SAYS_ITS_KIND.test(v.name)
          ? withEra(
              v,
              `${capitalise(LIST)} place ${namedKind(v)} just ${v.direction} of ${settlement(c)}, ${aboutKm(v.km)} from the centre`,
              true,
            )
          : withEra(
              v,
              `${capitalise(namedKind(v))} rises just ${v.direction} of ${settlement(c)}, ${aboutKm(v.km)} from the centre, on ${LIST}`,
              false,
            ),
    (c, v) =>
      v.kind === "volcanic field"
        ? withEra(
            v,
            `${capitalise(settlement(c))} is built on or beside ${volcanoName(v)}, and ${LIST} count it as a field of small volcanoes`,
            true,
          )
        : withEra(
            v,
            `Only ${aboutKm(v.km)} ${v.direction} of ${settlement(c)} lies ${namedKind(v).replace(/,$/, "")}, on ${LIST}`,
            false,
          ),
  ],
  near: [
    (c, v) =>
      withEra(
        v,
        `${capitalise(LIST)} place ${namedKind(v)} ${aboutKm(v.km)} to the ${v.direction} of ${settlement(c)}`,
        true,
      ),
    (c, v) =>
      withEra(
        v,
        `This is volcanic country: ${namedKind(v)} lies ${aboutKm(v.km)} to the ${v.direction} of ${settlement(c)}, on ${LIST}`,
        false,
      ),
  ],
};

/** What the panel's symbols say of a volcano when the town has no water: its name, when that fits the label. */
export const volcanoSymbol = (v: VolcanoFact): string => (v.name.length <= 22 ? volcanoName(v) : "the volcano");

export type RangeLine = (c: StoryContext, g: RangeFact) => string;

/** An outline nearer than this is told by its side alone (nearer still, at its edge: RangeFact.atEdge). */
const RANGE_EXACT_KM = 10;

/**
 * The mountain range as world maps outline it (Natural Earth's, credited on the back cover): two wordings of
 * different shape for a town well inside the outline, two for one near it (one just inside has none: rangeNearby).
 */
export const RANGE_LINES: { inside: readonly [RangeLine, RangeLine]; near: readonly [RangeLine, RangeLine] } = {
  // The range as the region the maps mark, neither "the outline drawn for" it (review 30 read that as a line on a map,
  // not the mountains around Cusco) nor mountains around the town (Trondheim lies inside the Kjølen Mountains' region).
  inside: [
    (c, g) => `${capitalise(settlement(c))} falls inside the region that world maps mark as ${g.name}.`,
    (c, g) => `On world maps, ${settlement(c)} lies in the region marked as ${g.name}.`,
  ],
  // Under RANGE_EXACT_KM the region's distance is not told, nor that it is near ("just"): the outlines are drawn for
  // small-scale maps, and Perth's "about two kilometres" to the Darling Range's outline was 20 km to the scarp.
  near: [
    (c, g) =>
      g.atEdge
        ? `${capitalise(settlement(c))} lies at the edge of the region that world maps mark as ${g.name}.`
        : `The region that world maps mark as ${g.name} begins ${g.km < RANGE_EXACT_KM ? "" : `${aboutKm(g.km)} `}to the ${g.direction} of ${settlement(c)}.`,
    (c, g) =>
      g.atEdge
        ? `On world maps, the region marked as ${g.name} reaches the edge of ${settlement(c)}.`
        : `${g.km < RANGE_EXACT_KM ? "To the" : `${capitalise(aboutKm(g.km))}`} ${g.direction} of ${settlement(c)}, world maps mark the start of the region of ${g.name}.`,
  ],
};

/** What the panel's symbols say of a range when the town has no water, summit or volcano: its name, when that fits the label. */
export const rangeSymbol = (g: RangeFact): string => (g.name.length <= 22 ? g.name : "the mountains");

export type SpringLine = (c: StoryContext, s: SpringFact) => string;

/** "its water measured at up to 64 degrees Celsius", or "" when the records give no figure. */
const springCelsius = (s: SpringFact): string =>
  s.celsius === null ? "" : `its water measured at up to ${s.celsius} degrees Celsius`;

/** Where the spring is from the town's centre: "in the town itself", "about four kilometres south-west of the town". */
const springWhere = (c: StoryContext, s: SpringFact): string =>
  s.inTown ? `in ${settlement(c)} itself` : `${aboutKm(s.km)} ${s.direction} of ${settlement(c)}`;

/**
 * An unnamed spring by the records' word for it when they give one ("a warm spring"), else "a thermal spring".
 * A "which the records call hot" after "Rotorua itself" would have called the town hot.
 */
const unnamedSpring = (s: SpringFact): string => `a ${s.word ?? "thermal"} spring`;

const joinClauses = (...parts: string[]): string => parts.filter((p) => p !== "").join(", ");

/**
 * A spring named for a town the sentence names too ("The spring at Alhama de Granada rises in Alhama de Granada
 * itself") is told unnamed; where the sentence says "the town", the name stands ("Calistoga Hot Springs rises in the
 * city itself").
 */
const shownSpring = (c: StoryContext, s: SpringFact): SpringFact => {
  const named = settlement(c);
  return s.name !== null && !named.startsWith("the ") && s.name.toLowerCase().includes(named.toLowerCase())
    ? { ...s, name: null }
    : s;
};

/**
 * The thermal spring near a town, from NOAA's 1980 list in the United States and OpenStreetMap elsewhere (credited
 * on the back cover, not in the prose, which buyers found clumsy): two wordings of different shape. The records'
 * word for its heat stands beside the name it describes.
 */
export const SPRING_LINES: readonly [SpringLine, SpringLine] = [
  (c, spring) => {
    const s = shownSpring(c, spring);
    const named =
      s.name === null ? "" : `: ${joinClauses(s.name, s.word === null ? "" : `which the records call ${s.word}`)}`;
    const what = s.name === null ? unnamedSpring(s) : "a thermal spring";
    return `${capitalise(joinClauses(`${what} is on record ${springWhere(c, s)}${named}`, springCelsius(s)))}.`;
  },
  (c, spring) => {
    const s = shownSpring(c, spring);
    // A name that is a spring's own ("Calistoga Hot Springs", "Malfroy Pool") rises; a place's ("Termas de Outariz",
    // "Fonte Dona Beja") has its spring rise there.
    const own = s.name !== null && /(?:\b|hot)(?:springs?|pools?|wells?)\b/i.test(s.name);
    const named = s.name === null ? "" : own ? s.name : `the spring at ${s.name}`;
    const subject =
      s.name === null ? unnamedSpring(s) : s.word === null ? named : `${named}, which the records call ${s.word},`;
    return `${capitalise(joinClauses(`${subject} rises ${springWhere(c, s)}`, springCelsius(s)))}.`;
  },
];

/** What the panel's symbols say of a thermal spring when the town has no water or volcano: its name, when that fits the label. */
export const springSymbol = (s: SpringFact): string =>
  s.name !== null && s.name.length <= 22 ? s.name : "the thermal spring";

export type CoastLine = (c: StoryContext, k: CoastFact) => string;

/**
 * The coast beyond a town that is not on it (Perth, Lima): two wordings of different shape, a distance and a side,
 * each from the centre, since a big city's own edge can reach the sea (Los Angeles' does, 22 km from downtown).
 */
export const COAST_LINES: readonly [CoastLine, CoastLine] = [
  (c, k) =>
    `${capitalise(aboutKm(k.km))} to the ${k.direction} of the centre of ${settlement(c)}, the land reaches the sea.`,
  (c, k) => `The nearest coast lies ${aboutKm(k.km)} ${k.direction} of the centre of ${settlement(c)}.`,
];
