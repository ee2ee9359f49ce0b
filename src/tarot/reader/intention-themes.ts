import { isKnownPlace } from "./question-context";

/**
 * Theme detection for a tarot intention: plain keyword patterns, scored and
 * ranked, so the reading can speak to what the person asked about without
 * ever repeating their words. Anything unrecognised (other languages, markup,
 * emoji, an empty string) falls back to "general".
 */

export const THEME_IDS = [
  "love",
  "work",
  "money",
  "home",
  "friendship",
  "creativity",
  "study",
  "health",
  "change",
  "travel",
  "grief",
  "spirituality",
  "self-worth",
  "general",
] as const;
export type ThemeId = (typeof THEME_IDS)[number];

export type Theme = { id: ThemeId; label: string };

/** How each theme is named to the reader and in prompts. */
export const THEME_LABELS: Record<ThemeId, string> = {
  love: "love and relationships",
  work: "work and career",
  money: "money and security",
  home: "home and family",
  friendship: "friendship",
  creativity: "creativity",
  study: "study",
  health: "health and wellbeing",
  change: "change and decisions",
  travel: "travel and moving",
  grief: "grief and loss",
  spirituality: "spirituality and purpose",
  "self-worth": "self-worth and confidence",
  general: "general",
};

/** The most themes a reading weaves in. */
export const MAX_THEMES = 2;

type Cue = readonly [pattern: RegExp, weight: number];

/** The people (and pets) whose loss a question can speak of: "mum", "husband", "best friend", "dog". */
const LOVED_ONE =
  /(?:mum|mom|mother|dad|father|parents?|husband|wife|partner|son|daughter|child|baby|brother|sister|(?:best )?friend|grandma|grandmother|grandpa|grandfather|nan|dog|cat|pet)\b/;

/**
 * Words that name a death, not just a loss: "my dad died", "since mum passed
 * away", "the funeral", "my mum's death". "Death" alone is not one: it is
 * as likely the card ("I pulled Death twice"). A question that names one is
 * read as grief first.
 */
const DEATH = /\b(?:died|passed (?:away|on)|funeral|bereave\w*|death of|a death in)\b|'s death\b/;

const PERSON = `(?:my|our) (?:(?:late|dear|beloved|little|big|older|younger|old) )?${LOVED_ONE.source}`;

/** The one who died, in the words that say so: "my dad died", "my mum's death", "the loss of my husband". */
const WHO_DIED: readonly RegExp[] = [
  new RegExp(
    `\\b(${PERSON})(?:'s)? (?:(?:just|recently|suddenly|unexpectedly) )?(?:died|passed|death|funeral|passing)\\b`,
    "g",
  ),
  new RegExp(`\\b(?:death|loss|funeral|passing) of (${PERSON})`, "g"),
  new RegExp(`\\b(?:lost|losing) (${PERSON})`, "g"),
];

/**
 * Who died, when the text names a death and the one it took: "my dad" in
 * "how can I heal after my dad died", lower case; null otherwise ("how can I
 * support my dad" names no death, "after everyone died" names no one).
 */
export function whoDied(intention: string): string | null {
  const text = normalise(typeof intention === "string" ? intention : "");
  if (!DEATH.test(text)) return null;
  for (const pattern of WHO_DIED) {
    pattern.lastIndex = 0;
    const person = pattern.exec(text)?.[1];
    if (person) return person;
  }
  return null;
}

/**
 * Patterns per theme. Strong, unambiguous words weigh 2; words that often mean
 * something else ("work out", "lost", "should I") weigh 1.
 */
const CUES: Record<Exclude<ThemeId, "general">, readonly Cue[]> = {
  love: [
    [/\blov(?:e|es|ed|ing|er|ers)\b(?! ones?\b)/g, 2],
    [/\b(?:partner|boyfriend|girlfriend|bf|gf|husband|wife|spouse|fianc[eé]e?|lover)s?\b/g, 2],
    [/\b(?:relationships?|dating|romance|romantic|crush|soul ?mates?|twin flames?)\b/g, 2],
    [/\b(?:marriage|marry|married|engaged|engagement|propose|proposal|divorced?|break ?up|broke up|breakup|ex)\b/g, 2],
    // "Our wedding" is a love matter; "since the wedding in June" is only when a family row began.
    [/\b(?:my|our) wedding\b/g, 2],
    [/\b(?:likes?|fancy|fancies|misses) me\b/g, 2],
    [/\b(?:heart|kiss|attraction|attracted|single|someone special)\b/g, 1],
    // Moving in together is a step in a relationship, not a trip.
    [/\b(?:mov(?:e|es|ed|ing) in (?:together|with (?:my|him|her|them|each other))|liv(?:e|ing) together)\b/g, 2],
  ],
  work: [
    [/\b(?:jobs?|careers?|boss|promotion|promoted|interviews?|colleagues?|co-?workers?|employer|employment)\b/g, 2],
    [
      /\b(?:workplace|office|resign(?:ation)?|redundan\w*|profession\w*|business|clients?|start-?up|hired|hiring)\b/g,
      2,
    ],
    [/\b(?:unemployed|fired|sacked|manager|salary|workload|new role)\b/g, 2],
    [/\bwork(?:s|ing)?\b(?! out\b)/g, 1],
    // "Alex got an offer at Canva": a job offer, said without the word "job".
    [
      /\b(?:(?:job|work) offer|offers? (?:at|from)|(?:got|get|had|accepted?|take|taking|turn down) (?:an|the|a|this|that) offer)\b/g,
      3,
    ],
    // A move at work: a new role, team or position, not a relocation.
    [
      /\b(?:(?:career|job|sideways|internal) move|move at work|mov(?:e|es|ed|ing) (?:up|teams?|departments?|roles?|positions?|jobs?))\b/g,
      2,
    ],
  ],
  money: [
    [/\b(?:money|finances?|financial(?:ly)?|debts?|savings|income|wages?|mortgage|afford\w*|bills|budget)\b/g, 2],
    [/\b(?:wealth|wealthy|rich|broke|loans?|invest\w*|abundance|prosperity|pay ?rise|rent|cash)\b/g, 2],
    [/\b(?:security|secure|stability|stable)\b/g, 1],
  ],
  home: [
    [/\b(?:family|families|household|mum|mom|mother|dad|father|parents?|siblings?|brother|sister)\b/g, 2],
    [/\b(?:kids?|child|children|son|daughter|baby|grandma|grandmother|grandfather|grandparents?|nan)\b/g, 2],
    [/\b(?:in-?laws?|step-?(?:mum|mom|dad|kids?)|home|house)\b/g, 1],
    [/\b(?:mov(?:e|es|ed|ing) (?:house|home|in together|in with)|new (?:house|home|place))\b/g, 1],
  ],
  friendship: [
    [/\b(?:friends?|friendships?|bestie|besties|best friend|fell out|falling out)\b/g, 2],
    [/(?<!soul ?)\bmates?\b/g, 2],
    [/\b(?:social|lonely|loneliness|circle|group)\b/g, 1],
  ],
  creativity: [
    [/\b(?:creative|creativity|art|artist|artistic|writing|writer|novel|music|musician|songs?|painting)\b/g, 2],
    [/\b(?:poetry|poems?|album|exhibition|portfolio|inspiration|inspired|craft|band|film)\b/g, 2],
    // "A junior designer at Atlassian" is a job title; alone it is not a creative question.
    [/\b(?:create|write|book|paint|design|designer)\b/g, 1],
  ],
  study: [
    [/\b(?:study|studying|studies|exams?|uni|university|college|school|course|degree|thesis|phd)\b/g, 2],
    [/\b(?:assignments?|grades?|tafe|scholarship|student|semester|hsc|atar|graduat\w*)\b/g, 2],
    [/\b(?:learn|learning)\b/g, 1],
  ],
  health: [
    [
      /\b(?:health|healthy|wellbeing|well-being|wellness|exhausted|burn-? ?out|burnt out|stressed|anxious|anxiety)\b/g,
      2,
    ],
    [/\b(?:sleep|fitness|recovery|recover|healing|sick|illness|mental health|self-? ?care)\b/g, 2],
    [/\b(?:tired|stress|body|energy|heal|rest)\b/g, 1],
  ],
  change: [
    [/\b(?:decisions?|decide|deciding|choose|choosing|choices?|crossroads|dilemma|transition|new chapter)\b/g, 2],
    [/\b(?:change|changes|changing|options?|next steps?|stay or go|whether)\b/g, 1],
    [/\b(?:move on|moving on|moved on|let go|letting go)\b/g, 2],
    [/\b(?:make|making) (?:the|a|this) move\b/g, 1],
    [/\b(?:should i|or not)\b/g, 1],
  ],
  travel: [
    [/\b(?:travel\w*|trips?|relocat\w*|overseas|abroad|interstate|holiday|migrat\w*|emigrat\w*|visa)\b/g, 2],
    // Only a move somewhere: "moving in together", "moving on" and "a move at work" are other themes.
    [
      /\bmov(?:e|es|ed|ing) (?:to|overseas|interstate|abroad|away|back to|back home|across|countries|country|cities|city|states?|towns?|out of (?:the )?(?:country|state|city))\b/g,
      2,
    ],
    [/\b(?:journey|new city|new town|gap year|road trip)\b/g, 1],
    // A move said in the languages the reader recognises: "mudarme a Madrid", "nach Berlin ziehen".
    [/\b(?:mudarme|mudarnos|mudarse|mudar-me|umziehen|ziehen|trasferirmi|trasferirci|verhuizen)\b|déménager/g, 2],
  ],
  grief: [
    [/\b(?:grief|grieving|grieve|mourn\w*|bereave\w*|funeral|passed away|loved ones?)\b/g, 3],
    // A death, said plainly, weighs as much as the word "grief".
    [/\bdied\b|\bdeath of\b|'s death\b/g, 3],
    // "Without losing myself", "losing my job": not a death.
    [
      /\b(?:loss|losing(?! (?:myself|yourself|ourselves|my (?:mind|job|temper|way|patience|cool|hair)|weight|sleep|hope|time|money|interest|track|touch))|passed|miss (?:him|her|them))\b/g,
      2,
    ],
    [new RegExp(`\\b(?:lost|losing|miss|missing) (?:my|our|his|her|their|a) ${LOVED_ONE.source}`, "g"), 3],
    [/\b(?:lost|gone)\b/g, 1],
  ],
  spirituality: [
    [/\b(?:spiritual\w*|purpose|calling|destiny|meditat\w*|intuition|divine|faith)\b/g, 2],
    [/\bsouls?\b(?! ?mates?\b)/g, 2],
    [/\bpaths?\b/g, 2],
    [/\b(?:spirit|meaning|universe|god|lost)\b/g, 1],
  ],
  "self-worth": [
    [/\b(?:confidence|confident|self-? ?worth|self-? ?esteem|worthy|insecure|insecurity|imposter|impostor)\b/g, 2],
    [/\b(?:self-? ?doubt|doubt myself|believe in myself|value myself|love myself|good enough)\b/g, 2],
    [/\b(?:worth|enough|shy)\b/g, 1],
  ],
};

/** A theme needs at least one strong cue, or two weak ones. */
const MIN_SCORE = 2;

/** Long enough for any real intention (the API caps them at 500); stops pathological input early. */
const SCAN_LIMIT = 2000;

function normalise(intention: string): string {
  return intention
    .slice(0, SCAN_LIMIT)
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/<[^>]*>/g, " ")
    .replace(/[^\p{L}\p{N}'\- ]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function scoreOf(text: string, cues: readonly Cue[]): number {
  let score = 0;
  for (const [pattern, weight] of cues) {
    score += (text.match(pattern)?.length ?? 0) * weight;
  }
  return score;
}

/** Leaving, in the languages the reader recognises, before the town left: "leave Brisbane", "quitter Lyon", "lasciare Roma". */
export const LEAVE_A_TOWN = /(?<!\p{L})(?:leav(?:e|ing)|left|quitter|lasciare|dejar|verlassen) (\p{L}+)/gu;

/** "Should we leave Brisbane for it?": leaving a town by name is a move, even without "move". */
function leavesATown(text: string): boolean {
  return [...text.matchAll(LEAVE_A_TOWN)].some((m) => {
    const word = (m[1] ?? "").normalize("NFD").replace(/\p{M}/gu, "");
    return isKnownPlace(`${word.charAt(0).toUpperCase()}${word.slice(1)}`);
  });
}

/**
 * Up to two themes, strongest first (ties keep the order of THEME_IDS), or
 * [general] when nothing matches strongly enough. A question that names a
 * death puts grief first whatever else scores: "how can I heal after my dad
 * died" is about the loss, not about family. Never throws.
 */
export function detectThemes(intention: string): Theme[] {
  const text = normalise(typeof intention === "string" ? intention : "");
  const death = DEATH.test(text);
  // The one who died is what the grief is for, not a family or love matter of its own.
  const others = death ? WHO_DIED.reduce((rest, pattern) => rest.replace(pattern, " "), text) : text;
  const scored: { id: ThemeId; score: number; order: number; lead: number }[] = [];
  THEME_IDS.forEach((id, order) => {
    if (id === "general") return;
    const score = scoreOf(id === "grief" ? text : others, CUES[id]) + (id === "travel" && leavesATown(text) ? 3 : 0);
    if (score >= MIN_SCORE) scored.push({ id, score, order, lead: death && id === "grief" ? 1 : 0 });
  });
  scored.sort((a, b) => b.lead - a.lead || b.score - a.score || a.order - b.order);
  const top = scored.slice(0, MAX_THEMES).map(({ id }) => ({ id, label: THEME_LABELS[id] }));
  return top.length > 0 ? top : [{ id: "general", label: THEME_LABELS.general }];
}
