/**
 * The four elements and three modalities: motifs, meanings in love, the twelve
 * element–modality blends (one per sign), and the old complementary pairings.
 */
import type { Element, Modality } from "../types";
import { type Line, local, type StoryContext } from "./context";
import { moonTrend } from "./moon";

export type ElementText = {
  /** For the book's title: "the Feather". */
  emblems: readonly string[];
  titles: readonly string[];
  /** Two adjective phrases for "a … sign". */
  temper: readonly [string, string];
  imagery: readonly Line[];
  love: readonly Line[];
  /** How the other person answers this element (uses the pronoun); fills a short element page. */
  complement: readonly Line[];
  /** Landscape of the paths panel. */
  landscape: readonly Line[];
  /** The moment of meeting in the union panel. */
  meeting: readonly Line[];
  /** Element-coloured imagery for the city panel, with and without a town. */
  cityScene: readonly Line[];
  roadScene: readonly Line[];
  symbol: string;
};

export const ELEMENT_TEXT: Record<Element, ElementText> = {
  fire: {
    emblems: ["the Ember", "the Flame"],
    titles: ["A Hearth in the Dark", "What the Flame Knows", "Kindling"],
    temper: ["warm and quick", "bright and brave"],
    imagery: [
      "Fire is the element of warmth and daring: a match struck in a cold room, a campfire that pulls strangers into a circle, a light that insists on being shared.",
      "Think of the orange band of a winter sunset, or a wood stove ticking as it warms: fire is the element of transformation, changing whatever it touches.",
      "Fire cannot sit still. It leans toward air and light, it dances and reaches, and it reminds everything around it that it is alive.",
      "Fire is the element of bright courage: the first light in a dark kitchen, the candle carried up the stairs, the flare of a good idea.",
      "Fire gives itself away; it warms whoever comes near, asks nothing back, and leaves the room brighter for having been there.",
    ],
    love: [
      "In love, fire is generous and brave, quick to feel and quick to say so, and it needs a companion who will not be frightened of the heat.",
      "A fire heart loves out loud, and what it needs most is someone who keeps the flame fed without ever trying to contain it.",
      "Fire loves with its whole face, and it is happiest with someone who can laugh as loudly as it does.",
      "A fire heart gives warmth freely, and it hopes, in return, for someone who will not ask it to burn any lower.",
    ],
    complement: [
      (c) =>
        `In this story ${c.p.he} is not afraid of your warmth; ${c.p.he} stands close enough to feel it and is wise enough to let it burn.`,
      (c) => `Here ${c.p.he} meets your fire the way air meets a flame, feeding it and never crowding it.`,
    ],
    landscape: [
      "Your line runs across red country at dusk, over ridges that glow like coals and dry creek beds turned silver under the first stars.",
      "Your line crosses a landscape of warm stone and long shadows, where the horizon holds the sunset long after the sun has gone.",
      "Your line runs through dry hills and sunburnt grass, catching the last light on every ridge like a struck match.",
      "Your line crosses a country of red earth and wide skies, where the ground still holds the warmth of the day at midnight.",
    ],
    meeting: [
      (c) =>
        `The meeting has warmth in it, like stepping in from the cold to a room where the fire is already lit, and ${c.p.he} is there, and it feels like being expected.`,
      "The moment is like a spark catching, instant and unmistakable, a light that does not need to ask permission.",
      "Recognition, for fire, feels like a window thrown open on the first warm day of the year: bright, sudden, and impossible to ignore.",
    ],
    cityScene: [
      (c) =>
        `Picture the late sun striking the windows of ${c.city} until they burn gold, and the warm brick giving back the day's heat after dark.`,
      "Picture a kitchen light left on, a café's last table, a streetlamp humming into life: the small fires that keep a place kind.",
    ],
    roadScene: [
      "Picture a long road at dusk, the horizon burning orange, and somewhere ahead a single window lit and waiting.",
      "Picture a campfire at the edge of a clearing, sparks climbing into the dark, the kind of warmth that makes a place out of nowhere.",
    ],
    symbol: "the ember",
  },
  earth: {
    emblems: ["the Orchard", "the Stone"],
    titles: ["Roots and Stone", "The Slow Garden", "Solid Ground"],
    temper: ["grounded and patient", "practical and warm-handed"],
    imagery: [
      (c) =>
        `Earth is the element of things that hold: stone walls, ${local(c, "old gums", "old trees")} with their roots deep in the clay, bread rising slowly on a kitchen bench.`,
      "Earth is the smell of a garden after rain, the weight of a good ceramic cup, the patience of a seed that knows exactly how long to wait.",
      (c) =>
        `Earth does not hurry. It gathers season by season, building its quiet abundance the way a ${local(c, "paddock", "field")} turns green a week after the first real rain.`,
      "Earth is the element of the senses: warm stone under bare feet, the grain of old wood, the good weight of fruit in the hand.",
      (c) =>
        `Earth keeps time by the seasons rather than the clock: blossom, harvest, the first frost on the ${local(c, "paddock", "field")}, and then blossom again.`,
    ],
    love: [
      "In love, earth is loyal and sensual and steady, showing its devotion in deeds rather than declarations.",
      "An earth heart loves by tending, and it looks for someone who understands that the most romantic thing in the world can be a hot meal and a person who stays.",
      "Earth loves with its hands: a mended gate, a meal kept warm, a promise kept without anyone having to mention it.",
      "An earth heart is slow to open and faithful once it has, and it longs for someone who values what lasts.",
    ],
    complement: [
      (c) => `In this story ${c.p.he} knows that the ground you stand on took years to make, and walks on it gently.`,
      (c) =>
        `Here ${c.p.he} is happy to build slowly beside you, one season at a time, trusting the roots to do their work.`,
    ],
    landscape: [
      "Your line winds through farmland and forest, past orchards and stone walls and the dark shapes of sleeping hills.",
      (c) =>
        `Your line follows the contours of the land, as patient as a river of light, through ${local(c, "paddocks and gullies", "fields and valleys")} and along old fence lines.`,
      "Your line crosses ploughed ground and quiet lanes, steady as a lamp carried home across the fields.",
      (c) =>
        `Your line threads between ${local(c, "bush and farmland", "woods and farmland")}, unhurried and sure, keeping close to the lie of the land.`,
    ],
    meeting: [
      (c) =>
        `The meeting feels like solid ground, like setting down a heavy bag at the end of a long day, and ${c.p.he} smiles as if the two of you had known each other for years.`,
      "In this story the moment has the quiet weight of something real, like a hand on the shoulder, like a seed breaking the surface after a long winter.",
      "For earth, recognition feels like coming home to a house where the lights are already on and the kettle is warm.",
    ],
    cityScene: [
      (c) =>
        `Picture the streets of ${c.city} after rain, the smell of wet soil rising from the gardens, the old trees that have watched everything from the same spot for years.`,
      "Picture the market stalls, the bakery before dawn, the worn front step: the solid, patient things that make a place feel like home.",
    ],
    roadScene: [
      (c) =>
        `Picture a dirt road running between ${local(c, "paddocks", "fields")}, a gate left open, an old tree standing watch over a bend in the track.`,
      "Picture a doorstep worn smooth and a garden bed turned over for spring, ground that feels like yours wherever it happens to be.",
    ],
    symbol: "the orchard",
  },
  air: {
    emblems: ["the Feather", "the Wind"],
    titles: ["The Open Window", "Wind and Word", "A Feather's Weight"],
    temper: ["clear and curious", "light-footed and quick-minded"],
    imagery: [
      "Air is the element of breath and words: the wind through an open window, a letter carried a long way, the conversation that keeps two people up until two in the morning.",
      "Air is everywhere and nowhere at once: the current under a gull's wing, the hum of the wires along a country road, the bright thin space above the tallest hill.",
      "Air moves lightly and carries everything: seeds, songs, and the scent of jasmine from a garden three streets away.",
      "Air is the element of connection: a call across an ocean, birdsong at first light, an idea passed from one mind to another and growing on the way.",
      "Air cannot be held, only breathed, and it teaches that the things we need most are often the ones we cannot see.",
    ],
    love: [
      "In love, air is curious and fair, and it longs to be understood as much as it longs to be held.",
      "An air heart falls for minds first, and it needs a companion who will give it room to move and a reason to come back.",
      "Air loves through conversation, and it hopes for someone who can keep up, disagree kindly and still be talking at dawn.",
      "An air heart needs space to think and someone to think aloud with, and in love it looks for both in the same person.",
    ],
    complement: [
      (c) => `In this story ${c.p.he} loves the way your mind moves, and never once tries to close the window.`,
      (c) =>
        `Here ${c.p.he} is the sort of company that makes your thoughts clearer, and ${c.p.he} never asks you to stay still.`,
    ],
    landscape: [
      "Your line runs high along ridges and ranges, where the wind is clean and the view goes on forever.",
      "Your line crosses open plains under an enormous sky, quick and bright, changing direction with the weather.",
      "Your line skims along the coast road and up over the headlands, bright and restless, going wherever the wind suggests.",
      "Your line crosses high country under a sky full of moving cloud, swift and light, never quite where you expect it.",
    ],
    meeting: [
      (c) =>
        `The meeting begins, as air-sign stories often do, with a conversation, and somewhere in the middle of it you both realise that ${c.p.he} has stopped being a stranger.`,
      "Recognition feels like a window opening in a closed room, fresh and clear, the kind of breath you did not know you had been holding.",
      "The moment is like a sentence finished for you, easily and exactly, by someone you only met a moment ago.",
    ],
    cityScene: [
      (c) =>
        `Picture the wind coming in over ${c.city}, lifting the washing on the lines and carrying snatches of music and conversation from one street to the next.`,
      "Picture the wide sky above the rooftops, the gulls and the flight paths, and the feeling that news and possibility are always in the air.",
    ],
    roadScene: [
      "Picture a wide horizon and a wind that knows every road, carrying the smell of rain from somewhere you have not been yet.",
      "Picture a hilltop where you can see for miles, the clouds moving like slow ships, and every direction equally possible.",
    ],
    symbol: "the feather",
  },
  water: {
    emblems: ["the Tide", "the Well"],
    titles: ["Deep Water", "The Tide Remembers", "The Well and the Rain"],
    temper: ["deep and intuitive", "tender and tidal"],
    imagery: [
      "Water is the element of feeling and memory: the tide that comes back twice a day, the rock pool full of small worlds, the rain against a window at night.",
      "Water always finds its way: around stone, under bridges, down through the dark into the ground and up again as a spring.",
      "Water holds light like nothing else does. It reflects the moon, deepens the sky, and is never quite the same colour twice.",
      "Water is the element of depth and devotion: the well in the courtyard, the sea wall at high tide, the tears that come when something is truly beautiful.",
      "Water remembers; it carries the shape of every stone it has passed over, and gives back, on still evenings, the whole of the sky.",
    ],
    love: [
      "In love, water is intuitive and devoted, understanding what goes unsaid and feeling every tide in the room.",
      "A water heart loves deeply and quietly, and it looks for someone who will not be afraid of its depths.",
      "Water loves by listening, and it longs for someone who can sit beside it in silence without needing to fill it.",
      "A water heart remembers everything tender, and what it hopes for is someone who will keep those memories safe too.",
    ],
    complement: [
      (c) =>
        `In this story ${c.p.he} is unafraid of deep water, and knows that the stillest surfaces hold whole skies.`,
      (c) =>
        `Here ${c.p.he} understands your moods the way a sailor understands the sea: with patience, and a good deal of respect.`,
    ],
    landscape: [
      "Your line follows the coast and the rivers, tracing the bends of estuaries and the edges of lakes that hold the stars.",
      "Your line moves like water through the valleys, pooling in quiet places and running bright wherever the ground falls away.",
      "Your line runs beside creeks and along the shore, catching the moon in every pool it passes.",
      "Your line drifts through wetlands and quiet bays, slow and shining, pausing wherever the water is still.",
    ],
    meeting: [
      (c) =>
        `The meeting is like the tide coming in, quiet and certain, and when ${c.p.he} looks at you, you have the strange feeling of being understood before a word is said.`,
      "Recognition arrives the way water arrives, filling every hollow gently, until it is hard to remember the shape of things before.",
      "The moment feels like slipping into warm water on a cold night: a sudden ease, as if the body had been waiting for it.",
    ],
    cityScene: [
      (c) => `Picture the rain on the streets of ${c.city}, the gutters singing, every light doubled in the puddles.`,
      "Picture the places where water gathers: a river bend, a harbour, a public pool at dusk, a kettle beginning to sing.",
    ],
    roadScene: [
      "Picture a coastline you have not walked yet, the tide drawing lines on the sand and a lighthouse turning patiently in the dusk.",
      "Picture a river that runs on past every town, gathering the sky in its surface and carrying it toward the sea.",
    ],
    symbol: "the tide",
  },
};

export type ModalityText = {
  /** Adjective phrases completing "…, and …". */
  temper: readonly [string, string];
  meaning: readonly Line[];
  /** How the reader's line of light moves in the paths panel. */
  path: readonly Line[];
};

export const MODALITY_TEXT: Record<Modality, ModalityText> = {
  cardinal: {
    temper: ["quick to begin", "happiest at the start of things"],
    meaning: [
      "A cardinal sign stands at the doorway of a season; it is the energy of beginnings, of being the first to say hello.",
      "Cardinal signs start things. They open seasons, set the first stone, and tend to be the ones who make the plan.",
      "The cardinal signs are the openers of the zodiac, and their gift in love is the nerve to make the first move.",
      "To be cardinal is to lean toward the new: a fresh season, a first meeting, a plan sketched on the back of an envelope.",
    ],
    path: [
      "True to a cardinal sign, it often strikes out first, making new tracks where there were none.",
      "Like every cardinal line, it has a habit of beginning things: a new road here, a fresh turn there.",
      "Being cardinal, it seldom waits to be led; it chooses a direction and sets the pace.",
      "As cardinal lines do, it keeps opening new ground, each bend the start of something.",
    ],
  },
  fixed: {
    temper: ["steady once it has chosen a course", "loyal through and through"],
    meaning: [
      "A fixed sign sits at the heart of a season, when the weather has settled in; it is the energy of staying, of loyalty, of seeing things through.",
      "Fixed signs hold steady. They keep the flame, the promise and the course long after others have drifted away.",
      "The fixed signs are the keepers of the zodiac, and their gift in love is constancy: the light that is still on when you come home.",
      "To be fixed is to choose carefully and then stay, deepening whatever has been chosen.",
    ],
    path: [
      "True to a fixed sign, it holds its course with great steadiness, and the places it passes through are the better for it.",
      "Like every fixed line, it is faithful to its direction, deepening the ground it travels rather than skimming over it.",
      "Being fixed, it does not wander for the sake of it; when it turns, it means it.",
      "As fixed lines do, it keeps a steady brightness, mile after mile, like a lamp that never needs trimming.",
    ],
  },
  mutable: {
    temper: ["graceful in every change", "quick to adapt and slow to give up"],
    meaning: [
      "A mutable sign lives at the end of a season, as one kind of weather turns into the next; it is the energy of change and adaptation.",
      "Mutable signs bend without breaking. They are translators and travellers, at ease in the space between one thing and another.",
      "The mutable signs are the zodiac's go-betweens, and their gift in love is the knack of meeting someone halfway.",
      "To be mutable is to be at home in change, reading each new season and moving with it.",
    ],
    path: [
      "True to a mutable sign, it curves and adapts, finding the easier way around obstacles, and it is never lost for long.",
      "Like every mutable line, it changes with the seasons, a path that learns as it goes.",
      "Being mutable, it bends around whatever lies in its way, and comes out the other side a little wiser.",
      "As mutable lines do, it loops and doubles back and tries a new angle, curious about every road.",
    ],
  },
};

/** Three wordings of one image, chosen by the birth moon: growing, giving or at the turn of its cycle. */
const byMoon =
  (lines: { waxing: string; waning: string; turning: string }) =>
  (c: StoryContext): string =>
    lines[moonTrend(c)];

/** The twelve blends, each belonging to exactly one sign, worded three ways by the birth moon. */
export const BLEND_TEXT: Record<Element, Record<Modality, Line>> = {
  fire: {
    cardinal: byMoon({
      waxing:
        "Cardinal fire is the spark at the tip of the match: the bravest and quickest light, the one that says, let's begin.",
      waning:
        "Cardinal fire is the first flame of spring, the one that lights the way for everything after it and never waits to be asked.",
      turning:
        "Cardinal fire is the dawn after a long night, a brave new light that is happiest at the very beginning of things.",
    }),
    fixed: byMoon({
      waxing: "Fixed fire is the hearth, the warmth that stays lit through the long winter and gathers everyone in.",
      waning:
        "Fixed fire is the steady sun of high summer, generous and constant, warming everything that turns its face toward it.",
      turning: "Fixed fire is the lamp in the window that never goes out, a loyal warmth that people come home to.",
    }),
    mutable: byMoon({
      waxing:
        "Mutable fire is the travelling flame, the torch carried from camp to camp, always lighting up a new horizon.",
      waning:
        "Mutable fire is the spark carried on the wind, landing in new places and lighting them up wherever it goes.",
      turning:
        "Mutable fire is the lantern on a long journey, swinging from hand to hand and always pointing down the road.",
    }),
  },
  earth: {
    cardinal: byMoon({
      waxing:
        "Cardinal earth is the mountain path: the first stone set, the first step up the slope, an ambition that is patient and sure-footed.",
      waning:
        "Cardinal earth is the builder's first stone, laid true, with the whole patient house already imagined around it.",
      turning:
        "Cardinal earth is the goat's path up the cliff, narrow, steep and sure, climbing toward a view worth the effort.",
    }),
    fixed: byMoon({
      waxing:
        "Fixed earth is the fertile valley, rich and unmoved, where everything planted with love is given time to grow.",
      waning:
        "Fixed earth is the old orchard, rooted and generous, giving its fruit year after year to whoever tends it.",
      turning:
        "Fixed earth is the stone wall around a garden, unhurried and strong, keeping safe whatever grows inside.",
    }),
    mutable: byMoon({
      waxing:
        "Mutable earth is the harvest field at the turn of the season, where careful hands sort and mend and make ready.",
      waning:
        "Mutable earth is the gardener's late summer, when careful hands gather, sort and save the best seed for next year.",
      turning:
        "Mutable earth is the well-kept path through the changing seasons, swept and mended so that others can walk it easily.",
    }),
  },
  air: {
    cardinal: byMoon({
      waxing:
        "Cardinal air is the first cool breeze of a new season, the kind of wind that clears a room and sets things back in balance.",
      waning:
        "Cardinal air is the breeze that sets the scales swinging and then lets them settle, restoring balance wherever it blows.",
      turning: "Cardinal air is the opening line of a good conversation, graceful and fair, inviting everyone in.",
    }),
    fixed: byMoon({
      waxing:
        "Fixed air is the steady wind high above the weather, a current of ideas that is constant, clear and far-sighted.",
      waning: "Fixed air is the trade wind, faithful to its course across the ocean, carrying new ideas to far shores.",
      turning:
        "Fixed air is the clear sky of a cold winter night, steady and far-seeing, full of ideas that shine like stars.",
    }),
    mutable: byMoon({
      waxing:
        "Mutable air is the playful breeze that changes direction mid-sentence, carrying messages everywhere at once.",
      waning:
        "Mutable air is the quick spring wind that changes its mind twice before lunch and sets everything it touches dancing.",
      turning:
        "Mutable air is a letter passed from hand to hand, a current of conversation that never quite settles in one place.",
    }),
  },
  water: {
    cardinal: byMoon({
      waxing:
        "Cardinal water is the tide as it turns, the first pull of the sea toward the shore, protective and full of feeling.",
      waning:
        "Cardinal water is the wave that gathers itself and comes to shore, tender and protective, bringing what it carries safely home.",
      turning: "Cardinal water is the spring tide, the first to move and the first to shelter what it loves.",
    }),
    fixed: byMoon({
      waxing:
        "Fixed water is the deep, still lake, calm on the surface and unfathomable beneath, holding everything it has ever known.",
      waning:
        "Fixed water is the deep well, dark and cool and still, holding its secrets and its sweetness far below the surface.",
      turning:
        "Fixed water is the underground spring, hidden and constant, feeding everything around it without ever being seen.",
    }),
    mutable: byMoon({
      waxing: "Mutable water is the river meeting the sea, where fresh turns to salt and every boundary softens.",
      waning:
        "Mutable water is the mist over the sea at dawn, shifting and dreamlike, where water and sky can hardly be told apart.",
      turning:
        "Mutable water is the rain that falls into the river that runs to the sea, one water taking every shape in turn.",
    }),
  },
};

export const ELEMENT_EXTRAS: readonly Line[] = [
  "An element is not a fate but a texture, a way of describing the grain of a life.",
  "None of this is a rule. It is more like a colour you keep reaching for without quite knowing why.",
  "The elements are an old vocabulary, but a useful one: a way of talking about warmth, steadiness, thought and feeling.",
  "Nobody is made of a single element, of course; the sign simply tells you which one leads.",
  "Think of it as the weather you carry with you, changeable from day to day but recognisable over a lifetime.",
];
