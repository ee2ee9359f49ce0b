/**
 * The suit of Swords: thought, truth, conflict and communication (element air).
 * Correspondences follow the Golden Dawn; every sentence is our own.
 */
import type { CardText } from "./types";

export const SWORDS: CardText[] = [
  {
    id: "ace-of-swords",
    name: "Ace of Swords",
    arcana: "minor",
    suit: "swords",
    rank: 1,
    keywords: {
      upright: ["clarity", "breakthrough", "truth", "new idea", "mental focus"],
      reversed: ["confusion", "misinformation", "clouded judgement", "careless words"],
    },
    upright:
      "A single sword rises through a golden crown hung with olive and palm. This is the moment the fog parts and you finally see. A clear idea, an honest truth or a decisive insight cuts through the muddle. Use it well: say what needs saying, sketch the plan, trust your reasoning. Sharp thinking becomes a tool for freedom when you pair it with fairness.",
    reversed:
      "The blade is dulled or pointed the wrong way. You may be working from half the facts, second-guessing every thought, or using words more sharply than you mean to. Slow down before you decide anything big. Gather what you're missing, question your assumptions, and let clarity arrive before you cut. A pause now can save a lot of untangling later.",
    essence: { upright: "a bright blade of truth cutting clean", reversed: "a sharp mind tangled in fog" },
    element: "air",
    astrology: "Root of Air",
  },
  {
    id: "two-of-swords",
    name: "Two of Swords",
    arcana: "minor",
    suit: "swords",
    rank: 2,
    keywords: {
      upright: ["indecision", "stalemate", "avoidance", "difficult choices", "uneasy truce"],
      reversed: ["information revealed", "overwhelm", "imperfect options", "breaking the deadlock"],
    },
    upright:
      "Two swords cross in perfect balance under a crescent moon, above still water. You may be holding a difficult decision at arm's length, keeping the peace by refusing to look. That stillness can offer brief protection, but it isn't a solution. Gently open your eyes. Weigh what you know, trust your inner sense of balance, and let yourself choose.",
    reversed:
      "The standoff can't hold much longer. Hidden information may be coming to light, or the weight of avoiding a choice has grown heavier than making it. You might feel caught between two imperfect options. Accept that no path is flawless. Choose the one you can live with, and set down the exhausting work of balancing both swords at once.",
    essence: { upright: "a careful truce held with eyes closed", reversed: "a deadlock ready to break" },
    element: "air",
    astrology: "Moon in Libra",
  },
  {
    id: "three-of-swords",
    name: "Three of Swords",
    arcana: "minor",
    suit: "swords",
    rank: 3,
    keywords: {
      upright: ["heartbreak", "sorrow", "painful truth", "hurtful words", "emotional release"],
      reversed: ["mending", "forgiveness", "releasing pain", "moving through hurt"],
    },
    upright:
      "Three swords pierce a red heart beneath a grey, rainy sky. Here is the sharp ache of unkind words, disappointment or a painful realisation. There's no point pretending it doesn't sting. Let the rain fall. Tears can be cleansing, and naming the hurt is the first step through it. Storms pass, and this heart, though wounded, keeps its rhythm.",
    reversed:
      "After the storm, the clouds begin to part. You're slowly drawing the swords out, one at a time. Forgiveness, whether of another or of yourself, may be starting to feel possible. Be patient with the scars. Talk it through with someone you trust, stop replaying the old argument, and notice the small signs that your heart is mending.",
    essence: { upright: "a heart pierced under a rainy sky", reversed: "swords slowly drawn from a mending heart" },
    element: "air",
    astrology: "Saturn in Libra",
  },
  {
    id: "four-of-swords",
    name: "Four of Swords",
    arcana: "minor",
    suit: "swords",
    rank: 4,
    keywords: {
      upright: ["rest", "recuperation", "contemplation", "retreat", "stillness"],
      reversed: ["restlessness", "running on empty", "reluctant return", "ignoring fatigue"],
    },
    upright:
      "Three swords hang quietly above a fourth laid flat on a stone tomb. After effort or upheaval, your mind needs time to recover. You have permission to pause, withdraw and recharge before the next round. Switch off the noise, sleep a little longer, sit somewhere still. Rest isn't laziness; it's how your mind makes room for clearer thinking.",
    reversed:
      "You may be pushing on when every part of you is asking for a break, or resting so long that it has quietly become avoidance. Restlessness and a wobbly return to activity are both possible here. Listen honestly to your energy. Balance recovery with gentle re-engagement, and notice whether your stillness is restoring you or simply keeping you hidden.",
    essence: { upright: "a peaceful pause to restore a tired mind", reversed: "a restless mind refusing to lie down" },
    element: "air",
    astrology: "Jupiter in Libra",
  },
  {
    id: "five-of-swords",
    name: "Five of Swords",
    arcana: "minor",
    suit: "swords",
    rank: 5,
    keywords: {
      upright: ["conflict", "hollow victory", "winning at all costs", "tension", "defeat"],
      reversed: ["reconciliation", "making amends", "moving past conflict", "lingering resentment"],
    },
    upright:
      "Three swords are gathered up while two lie discarded on the ground. Someone has won, but at what price? Conflict has turned sour, and pride matters more than connection. Ask whether this battle is worth your relationships. Walking away can be wiser than proving a point, and a victory like this can look a lot like losing.",
    reversed:
      "The fight is over, but the air still crackles. You may be ready to make amends, drop the grudge and look for common ground. Equally, resentment that was never aired could still be simmering. Consider what reconciliation might look like for you. An apology, offered or accepted, could clear a path that stubbornness has blocked for far too long.",
    essence: {
      upright: "a hollow win gathered from a bitter quarrel",
      reversed: "an olive branch after a sharp dispute",
    },
    element: "air",
    astrology: "Venus in Aquarius",
  },
  {
    id: "six-of-swords",
    name: "Six of Swords",
    arcana: "minor",
    suit: "swords",
    rank: 6,
    keywords: {
      upright: ["transition", "moving on", "calmer waters", "rite of passage", "leaving behind"],
      reversed: ["resistance to change", "unfinished business", "turbulent journey", "emotional baggage"],
    },
    upright:
      "Six swords stand upright in a small boat crossing towards a distant shore. The water behind may be rough, but it is calm ahead. You're leaving a difficult chapter behind, even if some sadness travels with you. Trust the crossing. Calmer days are ahead, and you don't need to row alone; accept the help that's offered.",
    reversed:
      "The boat is ready, but you can't quite push off. Unfinished business keeps dragging you back to the old shore, or you've packed too much baggage for the trip. Reflect on what you really need to carry forward. Lighten the load, tie off the loose ends, and you may find the crossing far easier than you feared.",
    essence: { upright: "a quiet crossing towards calmer waters", reversed: "a boat still tied to the troubled shore" },
    element: "air",
    astrology: "Mercury in Aquarius",
  },
  {
    id: "seven-of-swords",
    name: "Seven of Swords",
    arcana: "minor",
    suit: "swords",
    rank: 7,
    keywords: {
      upright: ["strategy", "stealth", "deception", "going it alone", "cunning"],
      reversed: ["coming clean", "conscience", "exposure", "rethinking tactics"],
    },
    upright:
      "Five swords are carried off in a hurried bundle while two stay planted behind. Strategy, secrecy and sometimes getting away with something are in the air. You might need to act quietly and cleverly to reach a goal, or someone nearby may not be fully honest. Be smart, but stay true to your values. A shortcut that costs your integrity is rarely worth it.",
    reversed:
      "Secrets have a way of surfacing. A conscience is stirring, a plan is being exposed, or someone is deciding to come clean. You may realise that going it alone isn't working and that openness would serve you better. Where could honesty, even awkward honesty, lift a weight? Trust often grows back faster than you expect once the truth is out.",
    essence: { upright: "a sly escape with borrowed blades", reversed: "a secret ready to step into the light" },
    element: "air",
    astrology: "Moon in Aquarius",
  },
  {
    id: "eight-of-swords",
    name: "Eight of Swords",
    arcana: "minor",
    suit: "swords",
    rank: 8,
    keywords: {
      upright: ["feeling trapped", "self-limiting beliefs", "restriction", "helplessness", "overthinking"],
      reversed: ["release", "self-acceptance", "new perspective", "freedom"],
    },
    upright:
      "Eight swords stand around an empty space, yet they never quite close the circle. You may feel stuck with no good options, but much of this prison is built from thoughts. Question the story you're telling yourself. What would change if you took one small step? Borrow a friend's perspective; the exit is nearer than it looks.",
    reversed:
      "Your eyes are opening, and you're beginning to see how much of the trap was made of fear. Limiting beliefs are loosening their hold and your sense of agency is coming back. Celebrate this shift. Keep noticing the thoughts that try to rebuild the cage, and answer them kindly. Freedom is a daily practice as much as a single moment.",
    essence: { upright: "a cage of thoughts with an open door", reversed: "loosened bindings and a widening view" },
    element: "air",
    astrology: "Jupiter in Gemini",
  },
  {
    id: "nine-of-swords",
    name: "Nine of Swords",
    arcana: "minor",
    suit: "swords",
    rank: 9,
    keywords: {
      upright: ["worry", "sleepless nights", "fear", "racing thoughts", "guilt"],
      reversed: ["hope", "reaching out", "easing worry", "perspective returning"],
    },
    upright:
      "Nine swords hang level against a dark wall, one above another, like thoughts that will not rest. This is the kind of worry that grows larger in the small hours. Your fears feel enormous, but many of them live mostly in your mind. Write them down, speak them aloud to someone you trust, and look at them again in daylight. Most shrink when you do.",
    reversed:
      "The night is loosening its grip. You're starting to put your worries in perspective, or finally sharing what has kept you awake. Relief may come slowly, but it is coming. Be gentle with yourself along the way. If old fears flare up again, remember that reaching out has helped before, and that you're allowed to do it again.",
    essence: { upright: "a sleepless night crowded with worries", reversed: "first light easing the midnight fears" },
    element: "air",
    astrology: "Mars in Gemini",
  },
  {
    id: "ten-of-swords",
    name: "Ten of Swords",
    arcana: "minor",
    suit: "swords",
    rank: 10,
    keywords: {
      upright: ["painful ending", "rock bottom", "betrayal", "release", "new dawn"],
      reversed: ["getting back up", "resisting an ending", "lessons learned", "resilience"],
    },
    upright:
      "Ten swords have been driven all the way down, yet on the horizon a golden dawn is breaking. A chapter has run its course, perhaps dramatically, and the ending hurts. That's allowed. But notice the light: this is as low as the story goes, and the sky is already brightening. Let the old chapter close. Something new is waiting in that first gold.",
    reversed:
      "You're starting to get up off the ground, stiff and sore but standing. This can show a slow recovery after a hard ending, or a reluctance to let go of something that has clearly finished. Ask which is true for you. Take the lesson, leave the wound behind and walk towards the sunrise. You're more resilient than this chapter made you feel.",
    essence: { upright: "a hard ending with dawn on the horizon", reversed: "getting back up as the dawn breaks" },
    element: "air",
    astrology: "Sun in Gemini",
  },
  {
    id: "page-of-swords",
    name: "Page of Swords",
    arcana: "minor",
    suit: "swords",
    rank: 11,
    keywords: {
      upright: ["curiosity", "new ideas", "eagerness to learn", "vigilance", "candour"],
      reversed: ["gossip", "scattered thinking", "all talk", "defensiveness"],
    },
    upright:
      "A single upright sword among drifting clouds sets the mood: alert, restless, ready for every gust. Here is a curious, quick mind hungry to learn, question and explore. You may be starting a course, chasing a new idea or sensing the need to keep your wits about you. Ask questions freely. Speak honestly, but remember that fresh ideas benefit from a little seasoning.",
    reversed:
      "All that mental energy is spinning without direction. Rash words, idle gossip, or leaping from idea to idea without finishing any of them could be getting in your way. You might also bristle when questioned. Slow down and follow one thought through. Before you speak, ask whether it's true, kind and useful. A sharp wit shines brightest when it's aimed.",
    essence: { upright: "a quick mind eager for answers", reversed: "restless chatter without direction" },
    element: "air",
    astrology: "Earth of Air",
  },
  {
    id: "knight-of-swords",
    name: "Knight of Swords",
    arcana: "minor",
    suit: "swords",
    rank: 12,
    keywords: {
      upright: ["ambition", "drive", "fast action", "assertiveness", "determination"],
      reversed: ["recklessness", "impatience", "scattered energy", "aggression"],
    },
    upright:
      "Charging headlong into the wind, this knight is all momentum and conviction. Ideas want to become action right now. You may feel ready to tackle a challenge, argue your case or push a project forward at speed. Harness that drive, because it's powerful. Just check the map before you charge, so your courage carries you somewhere you actually want to go.",
    reversed:
      "Speed without aim can scatter everything in its path. Impatience, harsh words or rushing into decisions that deserve more care may be causing collateral damage. Perhaps you've been racing so fast you've forgotten why you set out. Rein in for a moment. Think about consequences, listen to other views, then move forward with focused purpose instead of pure force.",
    essence: { upright: "a headlong charge into the wind", reversed: "momentum with no one holding the reins" },
    element: "air",
    astrology: "Fire of Air",
  },
  {
    id: "queen-of-swords",
    name: "Queen of Swords",
    arcana: "minor",
    suit: "swords",
    rank: 13,
    keywords: {
      upright: ["clear boundaries", "honesty", "independence", "perceptiveness", "direct communication"],
      reversed: ["coldness", "bitterness", "harsh judgement", "guardedness"],
    },
    upright:
      "Seated high among the clouds, this queen holds her blade upright and extends one hand in welcome. She has known sorrow and turned it into wisdom. You're invited to speak plainly, set clear boundaries and see situations without illusion. Be fair and direct. Honesty offered with compassion can be one of the most caring gifts you give.",
    reversed:
      "Clarity has hardened into coldness. A sharp tongue, a bitter past colouring the present, or walls built so high that no one can reach you may all be at play. Look at where old hurts are shaping your judgements. It's possible to keep firm boundaries without shutting people out. Let some warmth back into your words, and notice how conversations soften.",
    essence: {
      upright: "a clear gaze softened by hard-won wisdom",
      reversed: "a sharp tongue guarding an old wound",
    },
    element: "air",
    astrology: "Water of Air",
  },
  {
    id: "king-of-swords",
    name: "King of Swords",
    arcana: "minor",
    suit: "swords",
    rank: 14,
    keywords: {
      upright: ["intellectual authority", "fairness", "truth", "clear thinking", "principled decisions"],
      reversed: ["misused power", "manipulation", "rigidity", "cold logic"],
    },
    upright:
      "This king keeps his sword upright and his gaze steady and direct. He rules through reason, ethics and a commitment to truth. You may be asked to make a tough call, settle a disagreement or think clearly while others are swept up in emotion. Weigh the evidence, act on principle, and let integrity be the measure of your choices.",
    reversed:
      "A brilliant mind can be turned to cold ends. Someone may be using intellect to dominate, or your own thinking may have grown so rigid that it leaves no room for nuance. Has fairness slipped into control? True authority listens. Bring curiosity and humility back into your reasoning, and others will find it easier to trust your word again.",
    essence: { upright: "a fair mind that rules by principle", reversed: "cold logic wielded without mercy" },
    element: "air",
    astrology: "Air of Air",
  },
];
