/**
 * The parts of a question that a one-sentence reading misses: the sentences
 * around it (context first, then the question), the language it is written
 * in, a second part ("…, and if so, law or teaching?"), a decision already
 * made ("did I make the right call"), and an illness or a loved one's care
 * ("my mum was diagnosed with cancer").
 *
 * Small on purpose: the Worker has no room for a general NLP library
 * (docs/decisions/0049), so these are narrow readers of the shapes buyers
 * write, each with its own word lists. Pure and deterministic.
 */

/** The text as plain sentences, each with its closing mark kept: "Sam asked me to move in.", "Am I ready?" */
export function sentencesOf(text: string): string[] {
  // Full stops inside titles and abbreviations do not end a sentence: "Dr. Lee", "e.g. Perth".
  const guarded = text.replace(/\b(Mr|Mrs|Ms|Dr|St|Mt|e\.g|i\.e|etc|vs)\./gi, "$1\u2024");
  return (guarded.match(/[^.?!]+(?:[.?!]+|$)/g) ?? [])
    .map((s) => s.replace(/\u2024/g, ".").trim())
    .filter((s) => /\p{L}/u.test(s));
}

// ---------------------------------------------------------------------------
// Language

export type Language = { code: string; name: string };

const SCRIPTS: readonly [RegExp, Language][] = [
  [/[\u3040-\u30ff]/, { code: "ja", name: "Japanese" }],
  [/[\uac00-\ud7af]/, { code: "ko", name: "Korean" }],
  [/[\u4e00-\u9fff]/, { code: "zh", name: "Chinese" }],
  [/[\u0600-\u06ff]/, { code: "ar", name: "Arabic" }],
  [/[\u0590-\u05ff]/, { code: "he", name: "Hebrew" }],
  [/[\u0400-\u04ff]/, { code: "ru", name: "Russian" }],
  [/[\u0370-\u03ff]/, { code: "el", name: "Greek" }],
  [/[\u0900-\u097f]/, { code: "hi", name: "Hindi" }],
  [/[\u0e00-\u0e7f]/, { code: "th", name: "Thai" }],
];

/** Words common in each language and rare in the others (short shared words such as "de" and "la" left out). */
const STOPWORDS: Record<string, { name: string; words: ReadonlySet<string> }> = {
  en: {
    name: "English",
    words: new Set(
      "i my me the will should is am are to and with what how when why does do did can could would be it he she him her they we you your this that job love get of in for or not have has going back".split(
        " ",
      ),
    ),
  },
  es: {
    name: "Spanish",
    words: new Set(
      "debería debo mi mis el los las que qué es está con por para una un y novia novio pareja mudarme volverá será puedo tengo cómo cuándo trabajo amor ella él yo voy va sí muy pero también".split(
        " ",
      ),
    ),
  },
  fr: {
    name: "French",
    words: new Set(
      "je est ce les des mon ma mes avec pour vais suis pas une dois devrais quand comment il elle travail amour copine copain mari oui moi et".split(
        " ",
      ),
    ),
  },
  de: {
    name: "German",
    words: new Set(
      "ich ist der die das und mit nicht soll sollte meine mein wird ein eine liebt mich wann wie arbeit umziehen freundin nach".split(
        " ",
      ),
    ),
  },
  it: {
    name: "Italian",
    words: new Set(
      "dovrei il mio mia che sono è non lui lei gli della lavoro amore quando come trasferirmi ragazza ragazzo".split(
        " ",
      ),
    ),
  },
  pt: {
    name: "Portuguese",
    words: new Set(
      "eu devo meu minha com não uma ele ela você é namorada namorado trabalho quando como mudar vai ser".split(" "),
    ),
  },
  nl: {
    name: "Dutch",
    words: new Set("ik het een niet moet mijn zal van wanneer hoe werk liefde vriendin verhuizen".split(" ")),
  },
  id: {
    name: "Indonesian",
    words: new Set("saya aku apakah dengan yang dan akan tidak ini itu pacar kerja harus kapan bagaimana".split(" ")),
  },
};

const ENGLISH: Language = { code: "en", name: "English" };

/**
 * The language a question is written in: by its script, then by its common
 * words. English wins a tie, and text with too little to go on counts as English.
 */
export function detectLanguage(text: string): Language {
  const letters = text.replace(/[^\p{L}]/gu, "");
  if (letters.length === 0) return ENGLISH;
  for (const [pattern, language] of SCRIPTS) {
    const matches = text.match(new RegExp(pattern.source, "g"))?.length ?? 0;
    if (matches >= 2 && matches * 3 >= letters.length) return language;
  }
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  let best = "en";
  let bestScore = 0;
  const scores: Record<string, number> = {};
  for (const [code, { words: list }] of Object.entries(STOPWORDS)) {
    scores[code] = words.filter((w) => list.has(w)).length;
  }
  // Marks only Spanish uses, and letters English never has, count too.
  if (/[¿¡ñ]/.test(text)) scores.es = (scores.es ?? 0) + 2;
  if (/[çœ]|\b(?:l|d|qu|j|n|c)'\p{L}/iu.test(text)) scores.fr = (scores.fr ?? 0) + 1;
  if (/[äöüß]/i.test(text)) scores.de = (scores.de ?? 0) + 1;
  if (/[ãõ]|ção\b/i.test(text)) scores.pt = (scores.pt ?? 0) + 2;
  for (const [code, score] of Object.entries(scores)) {
    if (score > bestScore) {
      best = code;
      bestScore = score;
    }
  }
  if (best === "en" || bestScore === 0 || (scores.en ?? 0) >= bestScore) return ENGLISH;
  return { code: best, name: STOPWORDS[best]?.name ?? best };
}

// ---------------------------------------------------------------------------
// People the question names by their relation, in English or another language

/** "my mum", "my best friend": the loved ones and people a question names by relation. */
const RELATION_EN =
  /\b(?:my|our) ((?:(?:best|late|little|big|older|younger|elderly|new|ex) )?(?:mum|mom|mother|dad|father|parents|husband|wife|partner|boyfriend|girlfriend|fiance|fiancee|son|daughter|kids|children|child|baby|brother|sister|friend|grandma|grandmother|grandpa|grandfather|nan|nanna|aunt|uncle|cousin|boss|manager|housemate|flatmate|ex|dog|cat|puppy|kitten|horse|pony|rabbit|bunny|budgie|parrot|bird))\b/gi;

/** A pet among the relations: cared for like family, but its health is for a vet and it is never asked what would help. */
export const PET = /\b(?:dog|cat|puppy|kitten|horse|pony|rabbit|bunny|budgie|parrot|bird)$/;

/** Family said as a name, with a capital and no "my" ("Dad", "Mum"), and the relation it means. */
const FAMILY_AS_NAME =
  /(?<![Mm]y |[Oo]ur |[Hh]is |[Hh]er |[Tt]heir |[Yy]our )\b(Mum|Mom|Mam|Dad|Nan|Nanna|Grandma|Grandpa)\b/g;
const FAMILY_NAMES: Record<string, string> = { Mam: "mum", Nanna: "nan" };

/** The same relations in the languages the reader recognises, said in English: "mi novia" is "your girlfriend". */
const RELATION_FOREIGN: Record<string, string> = {
  novia: "girlfriend",
  novio: "boyfriend",
  pareja: "partner",
  esposa: "wife",
  esposo: "husband",
  marido: "husband",
  madre: "mother",
  mamá: "mum",
  mama: "mum",
  padre: "father",
  papá: "dad",
  hermana: "sister",
  hermano: "brother",
  hija: "daughter",
  hijo: "son",
  jefe: "boss",
  jefa: "boss",
  abuela: "grandmother",
  abuelo: "grandfather",
  amiga: "friend",
  amigo: "friend",
  copine: "girlfriend",
  copain: "boyfriend",
  mère: "mother",
  maman: "mum",
  père: "father",
  soeur: "sister",
  sœur: "sister",
  frère: "brother",
  mari: "husband",
  femme: "wife",
  namorada: "girlfriend",
  namorado: "boyfriend",
  mãe: "mum",
  pai: "dad",
  irmã: "sister",
  irmão: "brother",
  fidanzata: "girlfriend",
  fidanzato: "boyfriend",
  ragazza: "girlfriend",
  ragazzo: "boyfriend",
  mamma: "mum",
  sorella: "sister",
  fratello: "brother",
  freundin: "girlfriend",
  freund: "boyfriend",
  partnerin: "partner",
  frau: "wife",
  mann: "husband",
  tochter: "daughter",
  sohn: "son",
  chef: "boss",
  chefin: "boss",
  mutter: "mother",
  vater: "father",
  schwester: "sister",
  bruder: "brother",
};

const FOREIGN_POSSESSIVE =
  /\b(?:mi|mis|ma|mon|mes|minha|meu|mia|mio|la mia|il mio|meine|mein|meiner|meinem|meinen)\s+(\p{L}+)/giu;

/** The relations a text names, said in the second person in English: ["your mum", "your best friend"]. */
export function relationsIn(text: string, language: Language): string[] {
  const found: string[] = [];
  const add = (relation: string) => {
    const said = `your ${relation.toLowerCase()}`;
    if (!found.includes(said)) found.push(said);
  };
  if (language.code === "en") {
    for (const m of text.matchAll(RELATION_EN)) if (m[1]) add(m[1]);
    // "Dad has just been diagnosed…": family said as a name is still your own.
    for (const m of text.matchAll(FAMILY_AS_NAME)) if (m[1]) add(FAMILY_NAMES[m[1]] ?? m[1]);
  } else {
    for (const m of text.matchAll(FOREIGN_POSSESSIVE)) {
      const english = RELATION_FOREIGN[(m[1] ?? "").toLowerCase()];
      if (english) add(english);
    }
  }
  return found.slice(0, 3);
}

/**
 * A person named with their relation right before the name ("mi novio Carlos", "my sister Ana"):
 * the relation, said in English, and the name. Null when no relation stands next to a name.
 */
export function namedRelationIn(
  text: string,
  language: Language,
  people: readonly string[],
): { person: string; relation: string } | null {
  for (const person of people) {
    const before = new RegExp(`(\\p{L}+)\\s+${person}\\b`, "u").exec(text)?.[1]?.toLowerCase() ?? "";
    const english = language.code === "en" ? before : RELATION_FOREIGN[before];
    const relation = english ? relationsIn(`my ${english}`, ENGLISH)[0] : undefined;
    if (relation) return { person, relation };
  }
  return null;
}

// ---------------------------------------------------------------------------
// Places

/**
 * Towns and cities buyers name most, so a place is read as a place even
 * without "in" or "to" before it ("Madrid or Lisbon?", "is Brisbane right for us").
 */
const KNOWN_PLACES = new Set(
  (
    "Sydney Melbourne Brisbane Perth Adelaide Hobart Darwin Canberra Cairns Townsville Geelong Newcastle Wollongong Toowoomba Ballarat Bendigo Launceston Mackay Rockhampton Bunbury Albury Mildura Tasmania Queensland Victoria Australia " +
    "Auckland Wellington Christchurch Queenstown Zealand Bali Jakarta Singapore Tokyo Osaka Kyoto Seoul Bangkok Manila Hanoi Shanghai Beijing Delhi Mumbai Dubai " +
    "London Manchester Edinburgh Glasgow Dublin Paris Lyon Berlin Munich Hamburg Amsterdam Rotterdam Brussels Madrid Barcelona Valencia Seville Sevilla Lisbon Lisboa Porto Rome Roma Milan Milano Naples Florence Vienna Zurich Geneva Prague Copenhagen Stockholm Oslo Helsinki Athens Istanbul " +
    "Toronto Vancouver Montreal York Boston Chicago Seattle Austin Denver Miami Texas California Mexico Bogota Lima Santiago Buenos Aires Canada America England Scotland Ireland Spain France Germany Italy Portugal Japan Europe Asia London"
  ).split(" "),
);

/** Prepositions before a place in the languages the reader recognises. */
const PLACE_BEFORE = new Set([
  "in",
  "to",
  "from",
  "at",
  "near",
  "a",
  "en",
  "de",
  "desde",
  "hacia",
  "à",
  "au",
  "nach",
  "aus",
  "para",
  "em",
]);
/** Prepositions before a person ("with Sam", "con Ana", "avec Léa", "mit Jan"). */
const PERSON_BEFORE = new Set(["with", "con", "avec", "mit", "com", "and", "y", "et", "und", "e"]);

export function isKnownPlace(word: string): boolean {
  return KNOWN_PLACES.has(word);
}

/** Words before a noun, not a name: German capitalises every noun ("mit meiner Freundin"). */
const NOUN_BEFORE = new Set(
  "der die das den dem des ein eine einen einem einer mein meine meiner meinem meinen dein deine unser unsere".split(
    " ",
  ),
);

/** Names in a sentence of any language: capitalised words not at its start, sorted into people and places. */
export function foreignNamesIn(sentence: string): { people: string[]; places: string[] } {
  const words = sentence.replace(/^[¿¡]/, "").split(/\s+/);
  const people: string[] = [];
  const places: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const written = (words[i] ?? "").replace(/[^\p{L}'-]/gu, "");
    // "Montréal" is said as the English reading spells it.
    const word = plainName(written);
    if (!/^\p{Lu}\p{Ll}+$/u.test(written) || !/^[A-Za-z]+$/.test(word)) continue;
    const before = (words[i - 1] ?? "").toLowerCase();
    // A relation ("Freundin") or a noun after an article is not a name.
    if (RELATION_FOREIGN[word.toLowerCase()] !== undefined || NOUN_BEFORE.has(before)) continue;
    const list = KNOWN_PLACES.has(word) || (PLACE_BEFORE.has(before) && !PERSON_BEFORE.has(before)) ? places : people;
    if (!list.includes(word)) list.push(word);
  }
  return { people: people.slice(0, 3), places: places.slice(0, 3) };
}

// ---------------------------------------------------------------------------
// A question in another language: its shape, and its words where every one is known

/** Openings that make a yes-or-no question in the languages the reader recognises. */
const FOREIGN_YES_NO =
  /^(?:¿\s*)?(?:debería|debo|deberíamos|es|está|estoy|va|voy|vamos|volverá|volvera|me|será|sera|puedo|tengo|hay|dois-je|devrais-je|est-ce|va-t-il|va-t-elle|vais-je|suis-je|m'aime|soll|sollte|werde|wird|liebt|ist|bin|devo|será que|vou|dovrei|devo|tornerà|mi|è|moet|zal|apakah)\b/iu;

const FOREIGN_WH =
  /^(?:¿\s*)?(?:cómo|como|cuándo|cuando|qué|que|por qué|quién|comment|quand|pourquoi|qui|wie|wann|warum|was|quando|perché|come|hoe|wanneer|bagaimana|kapan)\b/iu;

/** Spanish words the reader can say back in English, for the questions buyers ask most ("¿Debería mudarme a Madrid con mi novia?"). */
const SPANISH_GLOSS: Record<string, string> = {
  mudarme: "move",
  mudarnos: "move",
  irme: "go",
  dejar: "leave",
  dejarlo: "leave him",
  dejarla: "leave her",
  aceptar: "accept",
  volver: "go back",
  casarme: "marry",
  renunciar: "quit",
  cambiar: "change",
  estudiar: "study",
  // "volver a estudiar": to go back to studying, said as one phrase (see SPANISH_PHRASES).
  volver_a_estudiar: "go back to studying",
  volver_a_trabajar: "go back to working",
  enfermería: "nursing",
  medicina: "medicine",
  año: "year",
  viajar: "travel",
  a: "to",
  con: "with",
  en: "in",
  mi: "your",
  el: "the",
  la: "the",
  trabajo: "job",
  nuevo: "new",
  ese: "that",
  esa: "that",
  este: "this",
  esta: "this",
  de: "of",
  y: "and",
};

export type ForeignQuestion = { shape: "yes_no" | "open" | "what"; ask: string | null };

/** French words the reader can say back in English, for "Est-ce que je devrais quitter Lyon pour rejoindre Marc à Montréal ?". */
const FRENCH_GLOSS: Record<string, string> = {
  quitter: "leave",
  partir: "leave",
  rejoindre: "join",
  déménager: "move",
  aller: "go",
  accepter: "accept",
  changer: "change",
  retourner: "go back",
  rester: "stay",
  pour: "to",
  à: "in",
  avec: "with",
  en: "to",
  mon: "your",
  ma: "your",
  le: "the",
  la: "the",
  ce: "this",
  cette: "this",
  travail: "job",
  emploi: "job",
  nouveau: "new",
  nouvelle: "new",
  et: "and",
};

/** Italian words the reader can say back in English ("Dovrei lasciare Milano per trasferirmi a Roma?"). */
const ITALIAN_GLOSS: Record<string, string> = {
  lasciare: "leave",
  trasferirmi: "move",
  trasferirci: "move",
  andare: "go",
  accettare: "accept",
  cambiare: "change",
  tornare: "go back",
  restare: "stay",
  rimanere: "stay",
  per: "to",
  a: "to",
  con: "with",
  mia: "your",
  mio: "your",
  il: "the",
  la: "the",
  questo: "this",
  questa: "this",
  lavoro: "job",
  nuovo: "new",
  nuova: "new",
  e: "and",
};

/** Spanish phrases whose words, glossed one by one, would not make English: joined into one known word. */
const SPANISH_PHRASES = /\bvolver a (estudiar|trabajar)\b/giu;

/** Where a question not in English asks "should I …" and the words the reader can gloss after it. */
const GLOSSED: readonly { opening: RegExp; words: Record<string, string>; phrases?: RegExp }[] = [
  { opening: /^¿?\s*(?:debería|debo)\s+(.+?)\s*\??$/iu, words: SPANISH_GLOSS, phrases: SPANISH_PHRASES },
  {
    opening: /^(?:est-ce que je (?:devrais|dois)|devrais-je|dois-je)\s+(.+?)\s*\??$/iu,
    words: FRENCH_GLOSS,
  },
  { opening: /^(?:dovrei|devo)\s+(.+?)\s*\??$/iu, words: ITALIAN_GLOSS },
];

/** A capitalised name without its accents, as the English reading spells it: "Montréal" is "Montreal". */
export function plainName(word: string): string {
  return word.normalize("NFD").replace(/\p{M}/gu, "");
}

/** The shape of a question not in English, and a plain English "whether to …" for a Spanish "¿Debería …?" or a French "Est-ce que je devrais …?" whose every word is known. */
export function readForeignQuestion(sentence: string): ForeignQuestion {
  const text = sentence.trim();
  // A Spanish future in the first person ("¿Conseguiré…?", "¿Encontraré…?") asks yes or no too.
  const future = /^¿?\s*\p{L}+r[éá](?=[\s?]|$)/iu.test(text);
  const shape = FOREIGN_YES_NO.test(text) || future ? "yes_no" : FOREIGN_WH.test(text) ? "what" : "open";
  const glossed = GLOSSED.map((g) => ({ found: g.opening.exec(text)?.[1], words: g.words, phrases: g.phrases })).find(
    (g) => g.found,
  );
  if (!glossed?.found) return { shape, ask: null };
  const english: string[] = [];
  // "la mia ragazza", "il mio lavoro": the article before a possessive is not said in English.
  const found = glossed.found
    .replace(/\b(?:la|il|le|i) (mia|mio|mie|miei)\b/giu, "$1")
    .replace(glossed.phrases ?? /$^/, (phrase) => phrase.toLowerCase().replaceAll(" ", "_"));
  for (const word of found.split(/\s+/)) {
    const lower = word.toLowerCase();
    const relation = RELATION_FOREIGN[lower];
    const name = plainName(word);
    if (english.at(-1) === "your" && relation) english.push(relation);
    else if (glossed.words[lower]) english.push(glossed.words[lower] as string);
    else if (/^\p{Lu}[a-z]+$/u.test(name)) english.push(name);
    else return { shape, ask: null };
  }
  return { shape, ask: `whether to ${english.join(" ")}` };
}

// ---------------------------------------------------------------------------
// A decision already made

/** "Did I make the right call", "was I wrong to leave", "should I have stayed", "do I regret…", "was it a mistake to…", "was selling the bakery the right decision". */
const PAST_DECISION =
  /^(?:did (?:i|we) (?:make|do|choose|pick|take)\b|did (?:i|we) (?:\w+ )?(?:right|wrong)\b|was (?:i|it) (?:wrong|right|a mistake|the right|foolish|stupid|selfish)\b|were (?:we|they) (?:wrong|right)\b|should (?:i|we) have\b|should(?:n't| not) (?:i|we) have\b|(?:do|will) (?:i|we) regret\b|have (?:i|we) (?:made|done) (?:the )?(?:right|wrong|a mistake)\b|is it too late to undo\b|was (?:\w+ing|leaving|moving)\b.*\b(?:the )?(?:right|wrong|best) (?:decision|call|choice|move|thing)\b|was (?:\w+ing)\b.*\ba mistake\b)/i;

export function isPastDecision(sentence: string): boolean {
  return PAST_DECISION.test(sentence.replace(/^(?:honestly|so|but|and)[, ]+/i, "").trim());
}

/** What was done, from a past decision said with its act: "was selling your bakery … the right decision?" -> "selling your bakery …". */
export function decidedAct(direct: string): string | null {
  const said = direct.replace(/[?.!\s]+$/, "");
  const act =
    /^was (\w+ing\b.+?) (?:the )?(?:right|wrong|best) (?:decision|call|choice|move|thing)(?: to make)?$/i.exec(said) ??
    /^was (\w+ing\b.+?) a mistake$/i.exec(said) ??
    /^did (?:you|we) do the right thing (?:by|in) (\w+ing\b.+)$/i.exec(said);
  return act?.[1] && act[1].split(" ").length <= 8 ? act[1] : null;
}

// ---------------------------------------------------------------------------
// A question in two parts

export type SecondPart =
  | { kind: "choice"; options: [string, string] }
  | { kind: "when" }
  | { kind: "how"; text: string };

/**
 * "Should I go back to uni next year, and if so, law or teaching?" is a
 * yes-or-no question followed by a choice: the first part and the second,
 * or null when the sentence is one question.
 */
export function splitTwoParts(sentence: string): { first: string; second: SecondPart } | null {
  const m = /^(.+?),?\s+(?:and\s+)?if so,?\s+(.+?)\??$/i.exec(sentence.trim());
  if (!m?.[1] || !m[2]) return null;
  const first = m[1].trim();
  const rest = m[2]
    .trim()
    .replace(
      /^(?:should (?:i|we) (?:do|study|choose|pick|go for|take)|which (?:one|is better|should i (?:do|choose|pick))[:,]?|do (?:i|we) (?:do|study|choose|pick)|(?:would|is) it be)\s+/i,
      "",
    );
  if (/^when\b/i.test(rest)) return { first, second: { kind: "when" } };
  const options = /^(.+?),?\s+or\s+(.+)$/i.exec(rest);
  if (options?.[1] && options[2]) {
    const a = options[1].replace(/^(?:the|a|an)\s+/i, "").trim();
    const b = options[2].replace(/^(?:the|a|an)\s+/i, "").trim();
    if (a.split(/\s+/).length <= 5 && b.split(/\s+/).length <= 5)
      return { first, second: { kind: "choice", options: [a, b] } };
  }
  if (/^how\b/i.test(rest)) return { first, second: { kind: "how", text: rest } };
  return null;
}

// ---------------------------------------------------------------------------
// Illness and caring

export type Care = {
  /** Who is ill or cared for, in the second person: "your mum"; null when it is the buyer or no one is named. */
  person: string | null;
  /** The illness in plain words: "cancer", "dementia"; null when none is named. */
  illness: string | null;
  /** A support line fitting the illness, with its Australian number. */
  support: string;
  /** An operation or a stay in hospital, said plainly ("surgery"); null when none is named. */
  ordeal: string | null;
  /** A pet ("your dog"): its health is for a vet, and the reading never asks it what would help. */
  pet: boolean;
  /** A pet growing old ("fourteen and slowing down"), with no illness named. */
  ageing: boolean;
  /** The person's name when the question gives it with the relation ("my dog Biscuit"): "Biscuit". */
  name: string | null;
};

/** Operations and hospital stays, said plainly. */
const ORDEALS: readonly [RegExp, string][] = [
  [/\b(?:surgery|surgeries)\b/i, "surgery"],
  [/\ban? (?:\w+ )?operation\b/i, "an operation"],
  [/\b(?:in hospital|hospitali[sz]ed)\b/i, "a stay in hospital"],
  [/\b(?:chemo\w*|treatment)\b/i, "treatment"],
];

/** Illnesses named plainly, with the words that say them and the support line that fits. */
const ILLNESSES: readonly { name: string; pattern: RegExp; support: string }[] = [
  {
    name: "cancer",
    pattern: /\b(?:cancer|tumou?r|leukaemia|leukemia|lymphoma|chemo\w*|chemotherapy|melanoma)\b/i,
    support: "Cancer Council's support line, 13 11 20, is there for people with cancer and for those who care for them",
  },
  {
    name: "dementia",
    pattern: /\b(?:dementia|alzheimer'?s)\b/i,
    support: "the National Dementia Helpline, 1800 100 500, is there for families as well as the person with dementia",
  },
  {
    name: "a stroke",
    pattern: /\bstroke\b/i,
    support: "StrokeLine, 1800 787 653, helps families after a stroke as well as the person who had it",
  },
  {
    name: "depression",
    pattern: /\b(?:depression|depressed)\b/i,
    support: "Beyond Blue, 1300 22 4636, is there any hour for someone unwell and for the people beside them",
  },
  {
    name: "Parkinson's",
    pattern: /\bparkinson'?s\b/i,
    support: "Parkinson's Australia's InfoLine, 1800 644 189, is there for families as well as the person diagnosed",
  },
  {
    name: "a long illness",
    pattern:
      /\b(?:terminal|palliative|chronic(?:ally)? ill|long illness|multiple sclerosis|parkinson'?s|motor neurone)\b/i,
    support: "Carer Gateway, 1800 422 737, supports people caring for someone through a long illness",
  },
];

const ILL =
  /\b(?:diagnos\w*|sick|ill|unwell|illness|in hospital|hospitali[sz]ed|surgery|operation|treatment|recovering|caring for|carer|look(?:ing)? after (?:my|our)|support (?:my|our|her|him|them))\b/i;

/** A pet unwell or hurt, said without an illness the list knows. */
const PET_WORRY =
  /\b(?:colic|vet|injur\w*|limp\w*|lump|not eating|stopped eating|be (?:okay|ok|alright|all right)|recover\w*|pull through|get better)\b/i;

/** Words of a pet growing old. */
const AGEING =
  /\b(?:old|older|elderly|senior|ageing|aging|slowing down|last (?:years|months|days)|(?:twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|1\d|2\d) (?:years old|now)|is (?:twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|1\d|2\d)\b)/i;

const PET_SUPPORT = "your vet can tell you what to watch for at home and when to ring them";

const CARER_SUPPORT = "Carer Gateway, 1800 422 737, is there for anyone caring for someone who is unwell";

/** An illness or a loved one's care in the question: who, what, and the support line that fits; null when there is none. */
export function careIn(text: string): Care | null {
  const illness = ILLNESSES.find((i) => i.pattern.test(text));
  // Caring for someone: the relation nearest an illness word, else the first one named.
  const relations = relationsIn(text, ENGLISH).filter((r) => !/\b(?:boss|manager|ex)\b/.test(r));
  const person = relations[0] ?? null;
  const pet = person !== null && PET.test(person);
  // An old pet slowing down is cared for like an ill one: gently, with the vet at hand.
  // A pet's worry may be said without an illness word: "Bella has colic. Will she be okay?"
  const ageing = pet && AGEING.test(text);
  const worried = pet && PET_WORRY.test(text);
  if (!illness && !ILL.test(text) && !ageing && !worried) return null;
  if (!illness && !person) return null;
  // "support her" with no one named, or a caring word about a job: not a care question.
  if (
    !illness &&
    !ageing &&
    !worried &&
    !/\b(?:diagnos\w*|sick|ill|unwell|illness|hospital\w*|surgery|treatment|recovering|carer)\b/i.test(text)
  )
    return null;
  const ordeal = ORDEALS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  return {
    person,
    illness: illness?.name ?? null,
    support: pet ? PET_SUPPORT : (illness?.support ?? CARER_SUPPORT),
    ordeal,
    pet,
    ageing,
    name: null,
  };
}

/** "how to support her" after "My mum was diagnosed…": the pronoun said as the person it stands for. */
export function resolvePronouns(clause: string, person: string | null): string {
  if (!person) return clause;
  // "make her last years happy": the possessive said as the one it belongs to.
  const owned = clause.replace(
    /\b(?:her|his)\b(?= (?:last|remaining|final|old|health|recovery|life|days|years|time)\b)/,
    `${person}'s`,
  );
  if (owned !== clause) return owned;
  // "whether she will be okay": the one cared for, by name.
  const subject = clause.replace(/\b(?:she|he)\b(?= (?:will|is|can|would|has|needs|should)\b)/, person);
  if (subject !== clause) return subject;
  return clause.replace(
    /\b(?:her|him)\b(?=\s+(?:and|through|with|without|while|as|during|now|better|best)\b|[,.?]?$)/,
    person,
  );
}
