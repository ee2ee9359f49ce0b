/**
 * The phrase banks of the local reading composer (reading-composer.ts). All our
 * own writing, Australian spelling. Placeholders in braces are filled by the
 * composer: {card} is a card named with its orientation, {essence} a card's
 * essence phrase, {a}/{b} two cards and {ea}/{eb} their elements.
 *
 * House rules for anyone editing: never write a tarot card's name in this file
 * (not even in lower case: watch ordinary words such as the strength of
 * something, a sense of justice, the sun or the world), never predict illness
 * or a death, never tell the reader what to do about their body, money or the
 * law, and keep sentence openers varied: the composer refuses to start two
 * sentences of one reading with the same two words.
 */
import type { Suit } from "../deck/types";
import type { ThemeId } from "./intention-themes";

/** Lens groups: the major arcana, or a minor card's suit. */
export type Group = "major" | Suit;

export type ThemeText = {
  /** Noun phrases naming the question without quoting it. */
  about: readonly string[];
  /** Where the essence question lands: "What would … look like in {domain}?" */
  domain: string;
  /** One or two sentences that meet the reader where their question is. */
  openings: readonly string[];
  /** How a card of each group reads for this theme (two or three each). */
  lens: Record<Group, readonly string[]>;
  /** Reflective questions for the end of a reading. */
  questions: readonly string[];
  /** Said once near the close when the theme asks for it (wellbeing, money, grief). */
  care?: string;
};

export const THEME_TEXT: Record<ThemeId, ThemeText> = {
  love: {
    about: ["your question about love", "what you asked about your relationships", "the heart's question"],
    domain: "your closest relationships",
    openings: [
      "Questions of the heart rarely arrive alone; they bring old hopes and a few bruises along with them. Let's see what the cards make of what you asked about love.",
      "You came to the cards with love on your mind, and that takes a certain honesty. What follows reads the draw with your relationships firmly in view.",
      "Matters of the heart are where tarot is asked to speak most often, and where it works best as a mirror rather than a verdict. Here is how the cards answer your question about love.",
      "Love is the oldest question anyone brings to the cards, and it never gets less personal. Here is what this draw has to say about yours.",
      "Whatever shape your love life is in right now, the cards are best at showing what lies underneath it. Let's look.",
    ],
    lens: {
      major: [
        "In love, a major card says more than a mood.",
        "For the heart, a trump like this marks a chapter, not a scene.",
      ],
      wands: [
        "Wands bring chemistry to a love reading: pursuit, flirtation and the nerve to make the first move, or the restlessness when that spark has nowhere to go.",
        "Love read through wands is about desire and daring, and about who is willing to show their interest first.",
      ],
      cups: [
        "Cups are the suit most at home in love, so this card speaks straight to feeling: what flows between you, and what is being held back.",
        "An open heart made visible is what a cup means in love; notice whether it is being offered, received or quietly set aside.",
      ],
      swords: [
        "Swords in a love reading point to the conversations around the feeling: what has been said, what has been assumed, and what still needs saying kindly.",
        "Where the heart is concerned, swords ask for clear words over guesswork, because many tangles in love are misunderstandings nobody has named.",
      ],
      pentacles: [
        "Pentacles show the practical side of care in love: time, reliability, shared plans and whether the bond has solid ground to stand on.",
        "Love through pentacles shows up as steadiness rather than fireworks, in who turns up, keeps their word and builds something day by day.",
      ],
    },
    questions: [
      "Where are you waiting to be chosen, and where could you do the choosing?",
      "What would you ask for in love if you were certain you deserved it?",
      "Which of your needs in love have you been keeping quiet about?",
    ],
  },
  work: {
    about: ["your question about work", "what you asked about your career", "the work question"],
    domain: "your working week",
    openings: [
      "Work questions tend to carry more than they seem to: pride, time, security and a sense of who you are becoming. Let's read these cards with your working life in mind.",
      "You brought a question about work, and the cards have a fair bit to say about it. Careers are built from many small choices, and a reading can help you see which ones matter now.",
      "A question about your career is rarely only about the job itself. The cards below are read with that wider picture of your working life in view.",
      "Work takes up a great deal of a life, so it makes sense to ask where it is heading. Here is how the cards answer.",
      "When a question about your career is pressing, clarity is worth more than comfort. Let's see what the cards show.",
    ],
    lens: {
      major: [
        "At work, a major card marks a bigger turn.",
        "For your career, a trump like this hints the lesson outlasts the job.",
      ],
      wands: [
        "In working life, wands are ambition, initiative and the projects that light you up, and they ask where your energy is really going.",
        "Wands at work speak of drive and leadership, and of the burnout that follows when every fire is yours to tend.",
      ],
      cups: [
        "Cups turn a career question toward how the job feels: the people, the morale, and whether you still care about what you do.",
        "Satisfaction matters more than status under a cups card, which is easy to forget when a title is on offer.",
      ],
      swords: [
        "Swords in a work question point to decisions, negotiations and office politics, and to the value of saying clearly what you need.",
        "Sharp thinking and honest talk are what swords favour at work; they also warn against stories you tell yourself about what others think.",
      ],
      pentacles: [
        "Pentacles are the working suit, so here the card speaks of skill, steady effort and the slow building of something that lasts.",
        "Career matters seen through pentacles come down to the practical: hours, pay, training and whether your effort is being matched.",
      ],
    },
    questions: [
      "What part of your work would you keep doing even if nobody noticed?",
      "Which choice at work would your future self thank you for?",
      "What are you giving your job that it isn't giving back?",
    ],
  },
  money: {
    about: ["your question about security", "what you asked about money and security", "the security question"],
    domain: "the way you look after your resources",
    openings: [
      "Questions about money and security usually sit on top of a deeper one: what would it take to feel safe? The cards can't count anything for you, but they can show the feelings and habits around it.",
      "You asked about security, which is one of the most human worries there is. Let's see how the cards frame it, remembering they speak to patterns and attitudes rather than sums.",
      "Money rarely stays just money; it gets tangled up with freedom, worth and worry. Here is how the cards read the question of security you brought.",
      "Worries about security can be loud, and the cards work best as a quieter voice beside them. Here is what they suggest.",
      "Security means different things to different people, and the cards tend to ask what it means to you. Let's look at the draw.",
    ],
    lens: {
      major: [
        "Around money, a major card makes having and lacking a larger lesson.",
        "On security, a trump like this points past the figures to what safety means.",
      ],
      wands: [
        "Wands bring energy and enterprise to a question of security: where your effort is going, and whether it feeds what you want to grow.",
        "Enthusiasm works best with a plan beside it, and that is the wands note on security.",
      ],
      cups: [
        "Cups turn the lens to feeling: what comfort means to you, and which worries about security are louder than the facts.",
        "Contentment is the cups question here, noticing what is already enough while you work toward more.",
      ],
      swords: [
        "Around money, swords favour clear thinking: facing the numbers honestly and deciding calmly rather than in a rush of worry.",
        "Separating the real concern from the imagined one is the gift of swords in a security question, and it is usually the first relief.",
      ],
      pentacles: [
        "Pentacles are the suit of material life, so they speak plainly about resources, patience and the habits that make you feel secure.",
        "Slow and steady is the pentacles way with security: small, repeated choices over any single dramatic move.",
      ],
    },
    questions: [
      "What does feeling secure actually look like for you, day to day?",
      "Which worry about security rests on facts, and which on old fears?",
      "What small, steady habit would put you on firmer ground?",
    ],
    care: "The cards can reflect how you feel about security, but they can't weigh your real circumstances; decisions with money attached deserve proper, personal advice from someone qualified.",
  },
  home: {
    about: ["your question about home and family", "what you asked about your family", "the family question"],
    domain: "your home life",
    openings: [
      "Family questions are some of the most tender ones, because the people involved are woven so closely into who we are. Let's see what the cards have to say about home.",
      "You asked about home and family, a place where old patterns and new hopes live side by side. The cards below are read with your household in mind.",
      "Home is where we are known longest, which can make it the hardest place to change anything. Here is how the cards answer what you asked about your family.",
      "Every household has its own weather, and you asked about yours. Let's see what the cards pick up.",
      "Families are complicated, even the loving ones. Here is how the cards read what you asked about home.",
    ],
    lens: {
      major: [
        "In family matters, a major card shows patterns deeper than one argument; roles may shift.",
        "For home and family, a trump like this tells a long story, still rewritable.",
      ],
      wands: [
        "Wands bring energy and sometimes friction at home: lively plans, strong personalities, and the need for everyone to have some room.",
        "Warmth and will are the wands notes in a family question, along with the matter of who in the household sets the pace.",
      ],
      cups: [
        "Cups are the suit of belonging, so in a family question this card speaks to closeness, old feelings and the care you give and need.",
        "The emotional weather of a household shows up in cups; this one shows how easily feeling moves between you.",
      ],
      swords: [
        "Swords at home point to words spoken or withheld; a calm, honest conversation may do more than a dozen careful silences.",
        "Boundaries are the swords question in family life, along with where clear thinking could soften a long-running tension.",
      ],
      pentacles: [
        "Pentacles speak of the household itself: routines, space, shared chores and the comfort of a place to land.",
        "Practical care is the pentacles language at home, the meals, the lifts and the quiet support that holds everyone up.",
      ],
    },
    questions: [
      "What role have you been playing at home that you might be ready to set down?",
      "What would make home feel more like a place to rest?",
      "Which conversation with family has been waiting for the right moment?",
    ],
  },
  friendship: {
    about: ["your question about friendship", "what you asked about your friends", "the friendship question"],
    domain: "your friendships",
    openings: [
      "Friendships shape us more than we often admit, and a question about one deserves a careful read. Let's see what the cards say.",
      "You asked about friendship, the family we get to choose and sometimes have to choose again. The cards below are read with your friends in mind.",
      "When a friendship is on your mind, it usually matters a great deal. Here is how the cards answer what you asked about your friends.",
      "Good friends are part of how we know ourselves, so a question about one is never small. Here is the draw.",
      "Friendships change shape over the years, and some changes need a closer look. Let's see what the cards suggest.",
    ],
    lens: {
      major: [
        "Among friends, a major card says this bond teaches you who you are.",
        "For friendship, a trump like this turns your wider circle: some bonds deepen, some loosen.",
      ],
      wands: [
        "Wands in friendship are shared adventure and encouragement: the mates who get you out the door, and the clash of two strong wills.",
        "Fun and momentum are the wands gifts among friends; they ask whether the friendship still has a spark of its own.",
      ],
      cups: [
        "Cups are natural in friendship, speaking of affection, loyalty and the easy company of people who know you.",
        "How the feeling flows is the cups question here: whether you feel held, or whether one of you is doing all the pouring.",
      ],
      swords: [
        "Swords among friends point to honesty, and to the misunderstanding that grows when something small goes unsaid.",
        "A hard conversation can clear the air more kindly than distance, and swords ask whether this friendship needs one.",
      ],
      pentacles: [
        "Pentacles are the friends who turn up: reliability, time spent, and the practical help that says more than words.",
        "Bonds built over years are the pentacles story in friendship, along with the effort that keeps them in good repair.",
      ],
    },
    questions: [
      "Which friendships leave you feeling most like yourself?",
      "What would you say to this friend if you weren't worried about getting it wrong?",
      "Where could you give a little more, and where have you given enough?",
    ],
  },
  creativity: {
    about: ["your question about creative work", "what you asked about your creativity", "the creative project"],
    domain: "your creative practice",
    openings: [
      "Creative questions are really questions about courage and attention: what you will make, and what you will let yourself make. Let's see what the cards offer.",
      "You asked about your creative life, and the deck is a good companion for that, being a book of pictures itself. Here is how the cards read it.",
      "Making things asks for nerve and patience in equal measure. The cards below are read with your creative work in view.",
      "Every creative life has dry spells and floods. Let's see which one the cards find you in.",
      "You asked about making things, and the cards have opinions on that. Here is the draw.",
    ],
    lens: {
      major: [
        "For creative work, a major card ties the project to your growth as a maker.",
        "In a creative question, a trump like this shifts what you say and how.",
      ],
      wands: [
        "Wands are the creative spark itself, so this card speaks of inspiration, risk and the nerve to start before you feel ready.",
        "Drive and vision come with wands in creative work, along with the reminder that a fire needs feeding between bursts of inspiration.",
      ],
      cups: [
        "Cups bring imagination and feeling to creative work, the source material that makes a piece mean something to whoever meets it.",
        "The emotional truth of the work is the cups concern, and so is the dreaming time that can look like doing nothing.",
      ],
      swords: [
        "Swords in creative work are the editing mind: clarity, critique and the courage to cut what doesn't serve the piece.",
        "For a maker, swords sharpen the idea, though they also warn against the inner critic who speaks too early.",
      ],
      pentacles: [
        "Pentacles are craft and practice: the hours, the drafts and the skill that grows underneath them.",
        "Making the work sustainable is the pentacles question, with time, materials and a routine that actually holds.",
      ],
    },
    questions: [
      "What would you make if it didn't have to be good?",
      "What is the smallest next step your project needs from you?",
      "Where does your best work come from, and how could you go there more often?",
    ],
  },
  study: {
    about: ["your question about study", "what you asked about your studies", "the study question"],
    domain: "the way you study",
    openings: [
      "Study asks a lot of a person: time, focus and a willingness to feel out of your depth for a while. Let's see what the cards say about what you asked.",
      "You brought a question about learning, and the cards tend to answer those with a mix of encouragement and home truths. Here is the draw.",
      "Questions about study are often questions about direction in disguise. The cards below are read with your studies in mind.",
      "Learning is rarely a straight line, and a reading can help you see the bends ahead. Let's look.",
      "You asked about your studies, so this reading keeps an eye on focus, motivation and the long game.",
    ],
    lens: {
      major: [
        "In study, a major card says this shapes more than a grade: who you are becoming.",
        "For learning, a trump like this marks a threshold, noticed only once crossed.",
      ],
      wands: [
        "Wands bring curiosity and drive to study, along with a warning about starting many things with enthusiasm and finishing few.",
        "Enthusiasm is what makes a subject come alive, and wands ask what genuinely excites you about this one.",
      ],
      cups: [
        "Cups ask how you feel about what you are learning, because interest and wellbeing do much of the work that willpower gets credit for.",
        "Support is the cups theme in study: classmates, teachers and the kindness you show yourself in a hard week.",
      ],
      swords: [
        "Swords are at home in study, speaking of analysis, argument and a clear head going into the hard parts.",
        "Focus and honest self-assessment are what swords favour in learning, knowing what you understand and what you are only hoping you do.",
      ],
      pentacles: [
        "Pentacles in study are steady practice: the routine, the revision, the slow accumulation that adds up to mastery.",
        "Apprenticeship is the pentacles model for a learner, showing up daily and letting skill build at its own pace.",
      ],
    },
    questions: [
      "What would you study purely for the love of it, and how much of that is in your current path?",
      "Which habit would make the next few weeks of study easier?",
      "What do you already understand better than you give yourself credit for?",
    ],
  },
  health: {
    about: ["your question about wellbeing", "what you asked about your wellbeing", "the balance you seek"],
    domain: "the way you care for yourself",
    openings: [
      "Questions about wellbeing are really questions about balance: how you spend your energy and how you refill it. The cards can speak to mood and rhythm, so that is where this reading looks.",
      "You asked about your wellbeing, and that deserves gentleness. The cards below are read for what they say about rest, energy and how you treat yourself.",
      "Looking after yourself is a practice rather than a finish line. Here is how the cards reflect on the balance you asked about.",
      "Energy and balance shift with the seasons of a life. Here is what the cards reflect about yours right now.",
      "Taking a moment to check in with yourself is a good instinct. Let's see what the cards say about balance and rest.",
    ],
    lens: {
      major: [
        "For wellbeing, a major card points to a larger season of rhythm and balance.",
        "In a wellbeing question, a trump like this speaks of inner shifts over outward fixes.",
      ],
      wands: [
        "Wands speak of energy and vitality, and of the difference between a pace that lights you up and one that wears you thin.",
        "Where your energy goes each day is the wands question, and what would help you refill it.",
      ],
      cups: [
        "Cups turn to emotional wellbeing: rest, comfort, and allowing yourself to feel what you feel.",
        "The nourishment of connection is the cups note, the people and moments that leave you fuller than before.",
      ],
      swords: [
        "Swords speak of the mind: worry, overthinking and the relief that comes when a racing thought is named and set down.",
        "Noticing the stories your mind repeats when you are tired is the swords invitation here.",
      ],
      pentacles: [
        "Pentacles point to the everyday basics, rest, routine and time outdoors, as the ground everything else stands on.",
        "Small, kind habits matter more than grand resolutions under a pentacles card.",
      ],
    },
    questions: [
      "What restores you, and when did you last make time for it?",
      "Where could you be a little gentler with yourself this week?",
      "What is your energy telling you that your schedule isn't hearing?",
    ],
    care: "Cards can speak to mood and balance but not to your body, so anything about your health belongs with a qualified practitioner rather than a deck.",
  },
  change: {
    about: ["your question about a decision", "the choice you are weighing", "what you asked about change"],
    domain: "the choice in front of you",
    openings: [
      "Standing at a crossroads is uncomfortable, and it is also where the interesting part of life happens. Let's see how the cards light up the choice you are weighing.",
      "You came with a decision on your mind. The cards won't make it for you, but they can show what each path asks of you.",
      "Change has a way of arriving before we feel ready for it. Here is how the cards read the choice in front of you.",
      "Big choices rarely come with a clear label on the right door. Let's see what the cards have to say about yours.",
      "A decision can feel heavier the longer it waits. Here is how the cards read the options in front of you.",
    ],
    lens: {
      major: [
        "With a decision on the table, a major card makes this choice a hinge.",
        "At a crossroads, a trump like this puts direction over detail: which path is truer?",
      ],
      wands: [
        "Wands at a crossroads favour movement: the option that excites you deserves a fair hearing, even if it scares you a little.",
        "Instinct and momentum are the wands contribution to a decision, useful as long as you are running toward something and not only away.",
      ],
      cups: [
        "Cups ask how each option feels when you imagine it already done, and that feeling is information too.",
        "What you value most is the cups question at a crossroads, along with the choice your heart keeps circling back to.",
      ],
      swords: [
        "Swords are the suit of decisions, so this card speaks of weighing options clearly and being honest about the trade-offs.",
        "Cutting through noise is what swords do in a decision; they ask you to name your real reasons, including the ones you'd rather not.",
      ],
      pentacles: [
        "Pentacles weigh the practical side of a choice: time, resources, and whether it can be built on over years.",
        "Solid ground is the pentacles preference at a crossroads, or the patience to build that ground first.",
      ],
    },
    questions: [
      "If you imagine each option already chosen, which one lets you breathe out?",
      "What are you afraid to lose, and is it really at stake?",
      "Which choice fits the person you are becoming rather than the person you were?",
    ],
  },
  travel: {
    about: ["your question about moving", "what you asked about travel and moving", "the move ahead"],
    domain: "the move you are considering",
    openings: [
      "A question about moving is a question about where you want your life to happen, which is no small thing. Let's see what the cards say.",
      "You asked about a move or a journey, and the deck has always loved a road. The cards below are read with that change of place in mind.",
      "Packing up and going somewhere new changes more than an address. Here is how the cards read the move on your mind.",
      "Moving, whether across town or across the country, stirs up everything. Let's see what the cards make of it.",
      "Travel and moving questions are about roots and wings at once. Here is the draw.",
    ],
    lens: {
      major: [
        "For a move, a major card says the new place mirrors a change in you.",
        "In a question about moving, a trump like this makes the trip a chapter.",
      ],
      wands: [
        "Wands are the travelling suit, all horizon and momentum, and for a move they favour the bold step and the open road.",
        "Adventure and an appetite for the new come with wands, along with the restlessness that sometimes pushes us away rather than toward.",
      ],
      cups: [
        "Cups ask what you would leave behind and what you hope to find; the emotional luggage matters as much as the boxes.",
        "Belonging is the cups theme in a journey, and how quickly a new place might start to feel like home.",
      ],
      swords: [
        "Swords point to planning and clear decisions, and to sorting real concerns from the worries that come with any change of place.",
        "Thinking it through on paper is the swords suggestion for a move; the clarity may settle the churn.",
      ],
      pentacles: [
        "Pentacles speak to the practical ground of a move: housing, work and daily life in a new place.",
        "Preparation is the pentacles gift to a journey, the groundwork that lets an adventure rest on solid footing.",
      ],
    },
    questions: [
      "What are you hoping a new place will give you, and what will you bring with you regardless?",
      "What would make the move feel like an adventure rather than an escape?",
      "Where do you feel most at home, and why?",
    ],
  },
  grief: {
    about: ["what you are carrying about loss", "your question about grief", "the loss you carry"],
    domain: "the days ahead as you carry this loss",
    openings: [
      "Grief is heavy, and it was brave to bring it to the cards. This reading will go gently, looking for comfort and understanding rather than answers that can't be given.",
      "You came carrying a loss, and there is no right way to do that. Let's see what the cards offer by way of comfort and perspective.",
      "Loss changes the shape of ordinary days. The cards below are read softly, with what you are carrying in mind.",
      "There is no schedule for grief, and no reading can hurry it. What the cards can do is keep you company for a while.",
      "Loss asks a lot of a person. Let's see what gentle perspective the cards can offer.",
    ],
    lens: {
      major: [
        "In grief, a major card honours how this loss reshaped you: no way around, only through.",
        "For loss, a trump like this honours the size of the change; meaning comes slowly.",
      ],
      wands: [
        "Wands speak of the life force that returns in its own time, the first small sparks of interest after a long grey stretch.",
        "What still warms you is the wands question in a reading about loss, and whether you can let yourself have it without guilt.",
      ],
      cups: [
        "Cups are the suit of feeling, so here the card speaks gently about sorrow, memory and the love that continues after a loss.",
        "Tears and tenderness belong under a cups card; sorrow is a form of love, and it needs somewhere to land.",
      ],
      swords: [
        "Swords name the sharp edges of loss and the thoughts that circle at night, and they ask you not to carry them alone.",
        "The words you wish had been said are the swords concern in grief, along with finding ways to say them now, even privately.",
      ],
      pentacles: [
        "Pentacles speak of the ordinary days that hold us up: routines, meals and the practical kindness of others.",
        "What remains and endures is the pentacles theme: the home, the habits and the legacy of the one you miss.",
      ],
    },
    questions: [
      "What would it mean to carry this loss gently rather than bravely?",
      "Which memory would you like to keep closest?",
      "Who could you let a little closer while you grieve?",
    ],
    care: "Grief keeps its own timetable, and leaning on people you trust, or on a support line, is good sense, never a weakness.",
  },
  spirituality: {
    about: ["your question about purpose", "what you asked about meaning and purpose", "the search for purpose"],
    domain: "your sense of purpose",
    openings: [
      "Questions of purpose are the ones tarot was practically made for: big, slow and personal. Let's see what the cards reflect back.",
      "You asked about meaning and purpose, which is a brave thing to put on the table. The cards below are read with your path in mind.",
      "The search for purpose rarely ends in a single answer, but it does get clearer with good questions. Here is what the cards offer.",
      "Meaning is something we make as much as find. Let's see what the cards suggest about yours.",
      "A question about purpose is really a question about how you want to spend your one life. Here is the draw.",
    ],
    lens: {
      major: [
        "For purpose, a major card is the deck's biggest voice: your path, not a phase.",
        "In a reading about meaning, a trump like this marks a lesson that returns until learned.",
      ],
      wands: [
        "Wands are the calling itself: what fires you up, what you would do unpaid, the direction that feels most alive.",
        "Passion as a compass is the wands teaching, the pull toward whatever makes you feel most awake.",
      ],
      cups: [
        "Cups speak of intuition, devotion and the quiet sense of connection to something larger than yourself.",
        "Meaning often hides inside whatever you care about most, and cups ask what moves you.",
      ],
      swords: [
        "Swords bring discernment to questions of purpose: telling your own convictions apart from the ones you were handed.",
        "Truthfulness is the swords demand in a spiritual reading, with yourself first, about what you actually believe.",
      ],
      pentacles: [
        "Pentacles bring spirit down to earth: meaning made through daily practice, service and the work of your hands.",
        "The sacred in the ordinary is the pentacles theme, found in whatever you tend patiently over time.",
      ],
    },
    questions: [
      "When do you feel most like yourself, and what does that tell you about your path?",
      "What do you believe now that you didn't a few years ago?",
      "What would you do more of if meaning counted for more than approval?",
    ],
  },
  "self-worth": {
    about: ["your question about confidence", "what you asked about self-worth", "the confidence question"],
    domain: "the way you see yourself",
    openings: [
      "Questions about confidence take courage to ask, because they mean admitting you want more for yourself. Let's see what the cards see in you.",
      "You asked about self-worth, and the cards tend to be kinder about that than we are to ourselves. Here is the draw.",
      "How we value ourselves colours every other part of life. The cards below are read with your confidence in mind.",
      "Confidence comes and goes, but worth doesn't, even when it feels otherwise. Let's see what the cards say.",
      "It is easy to be hard on yourself and harder to see yourself clearly. Here is how the cards see you.",
    ],
    lens: {
      major: [
        "For self-worth, a major card teaches deeply how you carry yourself.",
        "In a confidence question, a trump like this asks you to take up room.",
      ],
      wands: [
        "Wands in a question of confidence are courage and self-belief, the willingness to be seen trying.",
        "The fire you already have is the wands message for self-worth, and letting it show without apology.",
      ],
      cups: [
        "Cups ask how kindly you speak to yourself, and whether you offer yourself the care you give everyone else.",
        "Under confidence sit feelings, and cups point to them: the wish to be accepted, and the relief of accepting yourself first.",
      ],
      swords: [
        "Swords point to the inner critic: the thoughts that cut, and the clearer, fairer voice that can answer them.",
        "Checking the evidence is the swords advice for self-doubt, because the harshest verdicts you pass on yourself rarely survive a fair hearing.",
      ],
      pentacles: [
        "Pentacles speak of proof you can hold: skills built, promises kept, the solid record of what you have done.",
        "Worth grows through steady, visible effort under a pentacles card, giving you things to point to on a shaky day.",
      ],
    },
    questions: [
      "What would you attempt if you trusted yourself a little more?",
      "Whose voice is your inner critic really borrowing?",
      "What have you done lately that deserves more credit than you gave it?",
    ],
  },
  general: {
    about: ["your question", "what you asked"],
    domain: "your days",
    openings: [
      "You came with a question, and the cards don't need every detail to have something useful to say. Let's see what they offer.",
      "Not every question fits a neat category, and that is fine; the cards tend to find what matters regardless.",
      "Whatever brought you to the deck today, it is worth taking seriously. Here is how the cards answer it.",
      "A reading works best as a conversation, and the cards have started theirs. Let's listen.",
      "Sometimes the most useful question is simply what you need to see right now. Here is what the cards show.",
    ],
    lens: {
      major: [
        "A major card signals a larger life theme at work, something bigger than this week's to-do list.",
        "Cards from the major arcana speak to the long arc of a life, so this one is worth lingering over.",
        "One of the twenty-two trumps, it carries more weight than an everyday card and tends to mark a chapter.",
      ],
      wands: [
        "Wands are the suit of drive and desire, showing where your will to act is pointing.",
        "Fire runs through every wands card, and this one speaks of initiative and appetite, the part of you that wants to move.",
        "Energy spent or saved is the business of the wands suit, along with what you are spending it on.",
      ],
      cups: [
        "Cups are the suit of feeling, intuition and connection, so this card speaks to your emotional life.",
        "Emotion is the native language of cups, so this card turns attention to the heart: what you feel, and who you feel it with.",
        "Like every cup in the deck, this one asks you to notice your feelings before you explain them away.",
      ],
      swords: [
        "Swords are the suit of thoughts, words and decisions, and of the tension those can carry.",
        "Clarity is the swords question: what you think, what you say, and what you have not yet let yourself decide.",
        "The mind is the swords domain, sometimes your sharpest tool and sometimes your loudest critic.",
      ],
      pentacles: [
        "Pentacles are the suit of body, work, home and the resources that keep daily life standing.",
        "Practical and tangible matters belong to pentacles, the things you can build and hold.",
        "Patient tending is the pentacles lesson: what you are growing slowly, and what needs more care.",
      ],
    },
    questions: [
      "What in this reading surprised you, and why?",
      "Which card would you most like to talk back to, and what would you say?",
      "What is one small thing you could do this week in the spirit of these cards?",
    ],
  },
};

/** When a second theme was detected; {about2} names it. */
export const SECOND_THEME_LINES: readonly string[] = [
  "There is also a thread of {label2} running through this, and the cards pick that up too.",
  "Alongside it sits {about2}, and where a card speaks to that, I'll say so.",
  "I'll keep {about2} in view as well, since it clearly matters here.",
];

/** Per position label: card intros (written after "Label: ") and spare sentences. */
export type PositionVoice = { intros: readonly string[]; extras: readonly string[] };

export const POSITION_VOICES: Record<string, PositionVoice> = {
  "Your Card": {
    intros: [
      "{card} came forward, bringing {essence}.",
      "the deck answered with {card}, which brings {essence}.",
      "what turned up is {card}, speaking of {essence}.",
    ],
    extras: [
      "A single card is best read as a mirror: notice what it reflects back before deciding what it means.",
      "Sit with its image for a moment; the detail that catches your eye is often the one meant for you.",
    ],
  },
  Past: {
    intros: [
      "{card}, behind you, brought {essence}.",
      "looking back, the deck shows {card}: {essence}.",
      "what has been is {card}, carrying {essence}.",
    ],
    extras: [
      "The past doesn't decide what comes next, but it does explain some of the weight you are carrying.",
      "Whatever this card describes has already shaped you, and some of it is worth keeping.",
    ],
  },
  Present: {
    intros: [
      "{card} is your ground now: {essence}.",
      "right now the cards show {card}, speaking of {essence}.",
      "at the centre sits {card}: {essence}.",
    ],
    extras: [
      "This is the ground you are standing on today, the place every other card is read from.",
      "Whatever else the spread says, this is the card to return to when you need to know where you stand.",
    ],
  },
  Future: {
    intros: [
      "Ahead waits {card}, bringing {essence}.",
      "ahead lies {card}, pointing toward {essence}, a tendency only.",
      "the road ahead shows {card}, and it speaks of {essence}.",
    ],
    extras: [
      "A future card shows a leaning, not a fixed point, and your choices between now and then still count.",
      "Treat it like a weather forecast rather than a verdict: useful for packing, not binding on the sky.",
    ],
  },
  Challenge: {
    intros: [
      "{card} lies across you, bringing {essence}.",
      "crossing you is {card}, which brings {essence}.",
      "laid across the present is {card}, carrying {essence}.",
    ],
    extras: [
      "A crossing card is not always an enemy; sometimes it is exactly what forces a needed change.",
      "What blocks you here may also be what toughens you, so it is worth asking what it is training you for.",
    ],
  },
  Foundation: {
    intros: [
      "{card} lies beneath, bringing {essence}.",
      "underneath everything sits {card}, speaking of {essence}.",
      "at the root is {card}, carrying {essence}.",
    ],
    extras: [
      "Foundations are easy to overlook because they sit out of sight, yet everything above rests on them.",
      "If the rest of the spread puzzles you, come back here, since the root often explains the branches.",
    ],
  },
  "Recent Past": {
    intros: [
      "{card}, just behind you, brought {essence}.",
      "the recent past shows {card}, which brought {essence}.",
      "only just passing is {card}, carrying {essence}.",
    ],
    extras: [
      "Its grip is loosening, so this is a good moment to decide what to carry forward.",
      "Some of what this card describes may already feel like old news, and that is rather the point.",
    ],
  },
  Crown: {
    intros: [
      "{card} crowns the matter with {essence}.",
      "over the cross lies {card}, bringing {essence}.",
      "your aim shows as {card}: {essence}.",
    ],
    extras: [
      "The crown can be read as the best realistic version of this situation, something to aim at rather than wait for.",
      "Keep this card in view as a kind of north point when the detail gets noisy.",
    ],
  },
  "Near Future": {
    intros: [
      "{card} comes into view, bringing {essence}.",
      "next along the path is {card}, which points to {essence}.",
      "in the weeks ahead comes {card}, carrying {essence}.",
    ],
    extras: [
      "Near-future cards tend to describe the mood of the coming weeks more than any single event.",
      "You have some say in how this arrives, mostly through how you prepare for it.",
    ],
  },
  Self: {
    intros: [
      "{card} shows your approach, bringing {essence}.",
      "your own stance is {card}, with {essence}.",
      "as for you, {card} carries {essence}.",
    ],
    extras: [
      "This card is about your part in things, which is also the part you can most easily change.",
      "Be honest with yourself about whether this fits how you have been showing up lately.",
    ],
  },
  Environment: {
    intros: [
      "Around you, {card} adds {essence}.",
      "around you stands {card}, with {essence}.",
      "your surroundings are coloured by {card}, carrying {essence}.",
    ],
    extras: [
      "Other people's moods and choices are part of your weather, though they are not your responsibility.",
      "Notice who in your life this card reminds you of; that person may matter more here than you thought.",
    ],
  },
  "Hopes/Fears": {
    intros: [
      "{card} holds hope and dread: {essence}.",
      "hope and fear meet in {card}: {essence}.",
      "wished for and feared, {card} carries {essence}.",
    ],
    extras: [
      "Hope and fear often point at the same thing from opposite sides, so ask which feels louder today.",
      "Sometimes what we fear is simply what we want, seen from too close.",
    ],
  },
  Outcome: {
    intros: [
      "{card} points the path toward {essence}.",
      "as things run, {card} arrives, bringing {essence}.",
      "the likely direction is {card}: {essence}.",
    ],
    extras: [
      "An outcome card is where things lean if nothing changes; change the course and the card changes with it.",
      "Read it as a likely destination, not a fixed address.",
    ],
  },
};

/** For a label the composer doesn't know. */
export const DEFAULT_VOICE: PositionVoice = {
  intros: [
    "{card} appears here, bringing {essence}.",
    "this place holds {card}, with {essence}.",
    "here the deck shows {card}, carrying {essence}.",
  ],
  extras: ["Read it alongside the position's meaning, and notice where the two rub against each other."],
};

/** One after a reversed card's own text; {kw} may be plural ("repressed feelings"), so no verb follows it. */
export const REVERSAL_NOTES: readonly string[] = [
  "Reversed, it turns inward: {kw}, felt privately before it shows.",
  "Upside down, it shows {kw}: slow, not shut.",
  "Reversed, it brings {kw} forward, blocked or overdone.",
  "Turned around, it names {kw}, loosening.",
  "Reversed, it lets {kw} veil the gift.",
  "Reversed, it marks {kw} as a habit nearly spent.",
  "Its energy snags on {kw}.",
  "Reversed: delay, not denial, with {kw} the knot.",
  "Inverted, it looks for {kw} in your week.",
  "Inverted: quiet work on {kw}.",
  "Reversed, it hints at {kw}; find the middle.",
  "Once past {kw}, its gifts still count.",
  "Flipped, it names {kw}; the promise waits.",
  "Upside down, it makes {kw} the word to watch.",
];

/** One after the reversed text of a hard card whose reversal is relief; {kw} names the relief. */
export const EASING_REVERSAL_NOTES: readonly string[] = [
  "Its reversal brings relief: {kw}.",
  "Upside down, it lifts toward {kw}.",
  "Reversed, the edge passes into {kw}.",
  "Reversed, it softens: read {kw} as a door opening.",
  "Turned around, it loosens into {kw}.",
  "Reversed, quiet good news: {kw}.",
];

/** {list} is two or three of the card's keywords for its orientation. */
export const KEYWORD_LINES: readonly string[] = [
  "Its keywords here: {list}.",
  "A few words: {list}.",
  "The card's key notes are {list}.",
  "Its words: {list}.",
  "Its shorthand: {list}.",
  "Its themes, briefly, are {list}.",
  "Remember it by {list}.",
  "In a phrase or three: {list}.",
  "In short: {list}.",
  "Its short version: {list}.",
];

/** {astro} is " (astrologically, …)" or empty. */
export const ELEMENT_LINES: Record<"fire" | "water" | "air" | "earth", readonly string[]> = {
  fire: [
    "Fire is its element{astro}, giving it heat and hurry: it would rather take a first step than plan another round.",
    "As a card of fire{astro}, it carries momentum and a little impatience.",
    "Its fiery nature{astro} leans toward courage and quick starts.",
  ],
  water: [
    "Water is its element{astro}, so it moves by feeling and reaches you through mood and intuition.",
    "As a card of water{astro}, it works slowly and deeply, more tide than wave.",
    "Its watery nature{astro} asks you to trust what you sense before you can prove it.",
  ],
  air: [
    "Air is its element{astro}, the realm of thought, speech and sudden clarity.",
    "As a card of air{astro}, it lives in the mind and moves as fast as a good idea.",
    "Its airy nature{astro} favours honest words and a cool head.",
  ],
  earth: [
    "Earth is its element{astro}, so its changes are slow, practical and built to last.",
    "As a card of earth{astro}, it wants something you can touch: a plan, a routine, a result.",
    "Its earthy nature{astro} rewards patience and steady hands.",
  ],
};

/**
 * Put before a card's own sentence when its first two words were already used
 * in this reading. The sentence's first letter is lowered after them.
 */
export const CONNECTORS: readonly string[] = [
  "Here, ",
  "Looking closer, ",
  "In this card, ",
  "On its face, ",
  "Seen here, ",
  "In this place, ",
  "As it sits here, ",
  "Read in this place, ",
  "In this draw, ",
  "Within this card, ",
];

// ---------------------------------------------------------------------------
// The spread as a whole

/** {n} counts majors, {cards} names them; {total} is the number of cards. */
export const MAJOR_LINES = {
  none: ["No major card: {suits}, yours to steer.", "{Suits}, and not one major card."],
  one: ["One major card, {cards}: the thread with most weight.", "A single trump, {cards}, holds the bigger lesson."],
  some: [
    "Major cards number {n} here, {cards}, each a larger lesson.",
    "With {n} majors, {cards}, a bigger theme runs underneath.",
  ],
  many: [
    "A full {n} of the {total} are major, {cards}: bigger questions than one decision.",
    "Major cards dominate, {n} of the {total}: {cards}, a turning-point season.",
  ],
  all: ["Every card is major, {cards}: a life chapter.", "Only trumps answered, {cards}: direction more than detail."],
} as const;

/** {n} is the count (a word), {element} the suit's element. */
export const SUIT_LEAD_LINES: Record<Suit, readonly string[]> = {
  wands: [
    "With {n} wands leading ({cards}), fire leads: drive over patience.",
    "Wands turn up {times}, {cards}: momentum is the currency.",
  ],
  cups: [
    "With {n} cups leading ({cards}), water leads: felt more than reasoned.",
    "Cups turn up {times}, {cards}: feeling is the subject.",
  ],
  swords: [
    "With {n} swords leading ({cards}), air leads: the work is mental.",
    "Swords turn up {times}, {cards}: thinking is tool and knot.",
  ],
  pentacles: [
    "With {n} pentacles leading ({cards}), earth leads: practical and slow-built.",
    "Pentacles turn up {times}, {cards}: the answer is practical.",
  ],
};

export const SUIT_MIXED_LINES: readonly string[] = [
  "No suit leads among {suits}, so {elements} each have a say.",
  "The minor cards split as {suits}: {elements} mixed, none in charge.",
];

/** {suit} is the missing suit's name, {element} its element. */
export const SUIT_MISSING_LINES: Record<Suit, string> = {
  wands:
    "There are no wands at all, so fire is quiet here; drive may be in shorter supply than you'd like, or simply not the issue.",
  cups: "There are no cups at all, so water is quiet here; feelings may be underplayed, or simply settled.",
  swords:
    "There are no swords at all, so air is quiet here; overthinking is not the trouble, and a plain decision may be overdue.",
  pentacles:
    "There are no pentacles at all, so earth is quiet here; the practical side is not where the weight of this lies.",
};

export const REVERSAL_COUNT_LINES = {
  none: [
    "Every card stands upright, from {first} to {last}: events in plain view.",
    "Not one card is reversed, {first} and {last} included: little hidden or delayed.",
  ],
  one: [
    "{cards} is the only reversal: energy held or late there.",
    "Just one card is reversed, {cards}: look there for what is slow.",
  ],
  some: [
    "{N} reversed, {cards}: energy turned inward there.",
    "With {n} reversals, {cards}, some of this happens quietly.",
  ],
  many: [
    "{cards}, {n} reversed: inward, slow work.",
    "{N} of the {total} are reversed, {cards}: slower, more private ground.",
  ],
  most: [
    "Reversed are {n} of {total}, {cards}: quiet outside, reorganising underneath.",
    "{cards}: {n} of {total} reversed, an inward period.",
  ],
  all: [
    "All {total} cards are reversed, {first} to {last}, which turns the story inward, towards quiet repair.",
    "Every card is reversed, from {first} to {last}: inner work first, the outward pace slow.",
  ],
} as const;

export const COURT_LINES: readonly string[] = [
  "{N} court cards suggest other people have a real hand in this, or that you are trying on different ways of being yourself.",
  "The {n} court cards bring people into the picture, roles you play or meet, and it is worth asking who they might be.",
];

export const ACE_LINES: readonly string[] = [
  "{N} aces bring a strong note of fresh starts; something new is trying to begin.",
  "The {n} aces are seeds, and a spread holding that many is full of beginnings.",
];

export type Relation = "same" | "friendly" | "opposed" | "neutral";

/** Pairs of cards read against each other. {a}/{b} name them, {ea}/{eb} give their elements. */
export const LINK_LINES: Record<
  "presentChallenge" | "foundationCrown" | "nearOutcome" | "selfEnvironment" | "pastPresent" | "presentFuture",
  Record<Relation, readonly string[]>
> = {
  presentChallenge: {
    same: [
      "{a} and {b} are both {ea}: the obstacle is familiar stuff.",
      "At the centre, {a} is crossed by {b}, both {ea}: work it from inside.",
    ],
    friendly: [
      "{a} and {b} get along, {ea} with {eb}: the crossing sharpens you.",
      "At the centre, {a} is crossed by {b}; {ea} helps {eb}: a test turning to support.",
    ],
    opposed: [
      "{a} meets {b} as {ea} meets {eb}: a real tension, worth naming.",
      "At the centre, {a} is crossed by {b}, {ea} against {eb}: a true tug of war.",
    ],
    neutral: [
      "{a} and {b} speak different languages, {ea} and {eb}: the obstacle may come sideways.",
      "At the centre, {a} is crossed by {b}; {ea} beside {eb}: try a new approach.",
    ],
  },
  foundationCrown: {
    same: [
      "Below and above, {a} and {b} share {ea}: a steadying sign.",
      "The root, {a}, and the crown, {b}, are both {ea}: aims grown from roots.",
    ],
    friendly: [
      "Your foundation, {a}, feeds the crown, {b}; with {ea} supporting {eb}, roots and aim agree.",
      "Beneath, {a}; above, {b}: {ea} with {eb}, real support under your hopes.",
    ],
    opposed: [
      "The foundation, {a}, and the crown, {b}, pull apart, {ea} against {eb}: want and need differ.",
      "Beneath lies {a} and above sits {b}; {ea} at odds with {eb}: ground and goal differ.",
    ],
    neutral: [
      "{a} below, {b} above: a gap to bridge.",
      "The root, {a}, and the crown, {b}, barely connect: yours to link.",
    ],
  },
  nearOutcome: {
    same: [
      "From {a} to {b}, the element stays {ea}: a direct road ahead.",
      "Looking ahead, {a} and then {b} keep to {ea}: a steady run, no swerve.",
    ],
    friendly: [
      "{a} hands on to {b}, {ea} with {eb}: steps building to the result.",
      "Looking ahead, {a} leads into {b}, {ea} feeding {eb}: next weeks feed the outcome.",
    ],
    opposed: [
      "{a} gives way to {b}, {ea} to {eb}: a turn before settling.",
      "Looking ahead, {a} and {b} pull apart, {ea} then {eb}: soon and later differ.",
    ],
    neutral: [
      "{a} opens the way and {b} closes it, {ea} shifting to {eb}.",
      "Looking ahead, {a} gives way to {b}: new element, new pace.",
    ],
  },
  selfEnvironment: {
    same: [
      "{a} as the self and {b} around you both carry {ea}: you suit your setting.",
      "{a}, the self card, and {b}, the environment, are both {ea}: your setting amplifies you.",
    ],
    friendly: [
      "{a}, the self, sits easily with {b}: allies around you.",
      "{a}, the self card, gets along with {b}, {ea} with {eb}: more support than felt.",
    ],
    opposed: [
      "{a} in the self position and {b} around you pull apart, {ea} against {eb}: time for a truce.",
      "{a}, the self card, rubs against {b}; with {ea} against {eb}, the setting adds strain.",
    ],
    neutral: [
      "How you carry yourself, {a}, and what surrounds you, {b}, neither clash nor talk.",
      "{a}, the self card, and {b}, the environment, sit apart: bridge them.",
    ],
  },
  pastPresent: {
    same: [
      "{a} and {b} share {ea}: the past flows straight into now.",
      "{a} runs on into {b}, both {ea}: a continuity worth noticing.",
    ],
    friendly: [
      "{a} in the past prepared the ground for {b} now; {ea} and {eb} work well together.",
      "From past to present, {a} hands on to {b}, {ea} to {eb}: quietly helping.",
    ],
    opposed: [
      "Between {a} and {b}, a clear break, {ea} turning into {eb}: then is not now.",
      "From past to present, {a} gives way to {b}, {ea} to {eb}: some adjusting ahead.",
    ],
    neutral: [
      "From {a} to {b} the story changes key, {ea} giving way to {eb}.",
      "Between {a} in the past and {b} now, the pace changes without a clash.",
    ],
  },
  presentFuture: {
    same: [
      "Looking ahead, {b} keeps the {ea} going: the future grows from now.",
      "The future card, {b}, shares {ea} with {a}: more of the same, further along.",
    ],
    friendly: [
      "Ahead, {b} builds on {a}, {ea} feeding {eb}: a supported road.",
      "The future card, {b}, works well with {a}: good preparation.",
    ],
    opposed: [
      "Ahead, {b} pulls against {a}, {ea} to {eb}: a change of approach coming.",
      "The future card, {b}, asks the opposite of {a}: hold now lightly.",
    ],
    neutral: [
      "Ahead, {b} brings {eb} after {ea}: a different skill next.",
      "The future card, {b}, changes the key from {ea} to {eb}: a new texture.",
    ],
  },
};

/** Three-card arc: from a harder or brighter card behind to one ahead (by the card as drawn), or all reversed. */
export const ARC_LINES = {
  lifting: [
    "From {past} behind you to {future} ahead, the line rises: something is loosening.",
    "The harder start is {past}; the brighter finish is {future}, knots coming undone.",
  ],
  dipping: [
    "After {past}, {future} ahead is the harder card, so pace yourself: slower going, not a closed door.",
    "The line settles from {past} into {future}, which will need more tending than the past did.",
  ],
  clear: [
    "From {past} through {present} to {future}, little stands in the way but your own choices.",
    "{past}, {present}, {future}: an open line, moving forward in plain view.",
  ],
  inward: [
    "{past}, {present} and {future} are all turned inward, so the story to watch is an inner one.",
    "Reversed from {past} to {future}, the line runs underground, reflection ahead of action.",
  ],
  uneven: [
    "Between {past} and {future}, the line wavers, and {present} is the hinge.",
    "With {past} behind and {future} ahead, the weight falls on {present}, where your choices tell most.",
  ],
} as const;

// ---------------------------------------------------------------------------
// Question and close

/** {card} and its {essence}: the last card, so the closing question is about this draw. */
export const ESSENCE_QUESTIONS = {
  upright: ["If {card} brings {essence}, where could it grow?", "Since {card} holds {essence}, where does it fit?"],
  reversed: ["If {card} carries {essence}, what would ease it?", "Since {card} names {essence}, what loosens it?"],
} as const;

export const CLOSINGS: readonly string[] = [
  "Take what rings true and leave the rest. This reading is offered for entertainment and reflection, and the choices, along with the credit for them, stay with you.",
  "Cards describe tendencies, not verdicts, and you remain free to choose differently. Treat this reading as entertainment and a prompt for reflection, nothing more binding than that.",
  "Hold all of this lightly. Tarot is for entertainment and reflection, and the best use of a reading is the conversation it starts with yourself.",
  "Whatever you decide, you are the one living it, and you know your life far better than any spread does. This reading is meant for entertainment and quiet reflection.",
  "Nothing here is set in stone. Think of this reading as entertainment and an invitation to reflection, and trust yourself with the rest.",
  "Come back to these cards whenever they are useful, and set them aside when they are not. This reading is for entertainment and reflection only.",
  "The cards have had their say; the next move belongs to you. Please take this reading as entertainment and food for reflection.",
  "Be gentle with whatever this stirred up. Tarot is offered here for entertainment and reflection, and you are the expert on your own life.",
];
