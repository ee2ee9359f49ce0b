/**
 * The 14 Wands, Ace to King, the suit of fire: drive, creativity and ambition.
 * Correspondences follow the Golden Dawn decans. Every meaning is our own writing.
 */
import type { CardText } from "./types";

export const WANDS: CardText[] = [
  {
    id: "ace-of-wands",
    name: "Ace of Wands",
    arcana: "minor",
    suit: "wands",
    rank: 1,
    keywords: {
      upright: ["inspiration", "spark", "new venture", "creative potential", "enthusiasm"],
      reversed: ["delays", "low motivation", "false start", "creative block"],
    },
    upright:
      "A spark has landed. The Ace of Wands brings a rush of inspiration, a new idea or project that makes you feel awake and eager. This energy is raw, so it needs direction to become something lasting. Capture the idea while it is hot: write it down, sketch it, talk it through with someone. Let your enthusiasm choose your first practical move.",
    reversed:
      "The spark is there, but it sputters. Perhaps motivation is low, plans keep stalling or you cannot tell which idea deserves your energy. Do not force it. Rest, gather fuel and look for what genuinely excites you rather than what you feel you ought to pursue. Sometimes a fire simply needs a little more air before it catches.",
    essence: {
      upright: "a fresh spark of inspiration ready to catch",
      reversed: "a spark sputtering for want of fuel",
    },
    element: "fire",
    astrology: "Root of Fire",
  },
  {
    id: "two-of-wands",
    name: "Two of Wands",
    arcana: "minor",
    suit: "wands",
    rank: 2,
    keywords: {
      upright: ["planning", "vision", "future possibilities", "decisions", "personal power"],
      reversed: ["fear of the unknown", "indecision", "playing it safe", "vague plans"],
    },
    upright:
      "A small globe sits between two steady wands, and possibilities stretch beyond your current horizon. The Two of Wands invites bold planning. You have already established something solid; now, where do you want to take it? Map your options, weigh your ambitions and dare to think bigger. The vision is yours to shape, and the next move is yours to choose.",
    reversed:
      "Staying comfortable might feel safer than venturing out, even though part of you longs for more. Alternatively, plans may be vague or changing daily. Ask what is holding you back: fear of failing, fear of succeeding, or simply not knowing where to start. Pick one small, concrete step and let clarity grow from action rather than endless deliberation.",
    essence: {
      upright: "a bold vision of horizons yet to explore",
      reversed: "a comfortable harbour that stalls a bigger dream",
    },
    element: "fire",
    astrology: "Mars in Aries",
  },
  {
    id: "three-of-wands",
    name: "Three of Wands",
    arcana: "minor",
    suit: "wands",
    rank: 3,
    keywords: {
      upright: ["expansion", "foresight", "progress", "adventure", "awaiting results"],
      reversed: ["obstacles", "delays", "limited vision", "frustration"],
    },
    upright:
      "Your ships are sailing. The Three of Wands shows plans in motion and early signs of progress on the horizon. This is a time for broadening your outlook, perhaps through travel, study or collaboration beyond your usual circle. Keep watch, stay adaptable and prepare for growth. What you launched with courage is beginning to bring something worthwhile back to shore.",
    reversed:
      "Progress may be slower than you hoped, or an unexpected obstacle has appeared along the route. It is tempting to lose heart or haul everything back into the harbour. Instead, review your expectations and look for another course. Setbacks now are often lessons in patience and adaptability, helping you refine the plan before the next push.",
    essence: {
      upright: "plans sailing out towards wider horizons",
      reversed: "a voyage slowed by unexpected headwinds",
    },
    element: "fire",
    astrology: "Sun in Aries",
  },
  {
    id: "four-of-wands",
    name: "Four of Wands",
    arcana: "minor",
    suit: "wands",
    rank: 4,
    keywords: {
      upright: ["celebration", "homecoming", "community", "milestones", "stability"],
      reversed: ["tension at home", "cancelled plans", "lack of support", "transition"],
    },
    upright:
      "There is something to celebrate. The Four of Wands brings joyful gatherings, milestones and a feeling of home, whether that means a place, a family or a community that welcomes you. Pause to honour what has been built together. Invite people in, share the fruits of your effort and let yourself feel proud. Stable foundations make room for happiness.",
    reversed:
      "Celebrations may feel muted, or tension could be simmering beneath a cheerful surface at home or within a group. Perhaps you are in transition, not quite settled anywhere. Look for small ways to create belonging, even if the grand occasion has to wait. Honest conversations can clear the air, and a sense of home can be rebuilt piece by piece.",
    essence: {
      upright: "a joyful gathering beneath a flowering garland",
      reversed: "a celebration dampened by unsettled ground",
    },
    element: "fire",
    astrology: "Venus in Aries",
  },
  {
    id: "five-of-wands",
    name: "Five of Wands",
    arcana: "minor",
    suit: "wands",
    rank: 5,
    keywords: {
      upright: ["competition", "conflict", "rivalry", "clashing ideas", "friction"],
      reversed: ["avoided conflict", "truce", "inner conflict", "finding common ground"],
    },
    upright:
      "Everyone has an opinion, and they all seem to be swinging at once. The Five of Wands shows lively competition, friction or a brainstorm that has turned into a scuffle. Conflict is not necessarily bad; it can sharpen ideas and test your skills. Stay good-humoured, listen for the useful point in each argument and channel the energy towards a shared goal.",
    reversed:
      "The squabbling may be winding down, or you might be dodging a disagreement that really needs airing. Keeping the peace at any cost can leave tension simmering. Alternatively, the conflict is inside you, competing desires jostling for attention. Look for common ground, agree on some fair ground rules and remember that cooperation can achieve far more than a constant contest.",
    essence: {
      upright: "a spirited clash that sharpens ideas",
      reversed: "a squabble settling or quietly sidestepped",
    },
    element: "fire",
    astrology: "Saturn in Leo",
  },
  {
    id: "six-of-wands",
    name: "Six of Wands",
    arcana: "minor",
    suit: "wands",
    rank: 6,
    keywords: {
      upright: ["victory", "recognition", "confidence", "public acclaim", "progress"],
      reversed: ["self-doubt", "lack of recognition", "ego", "fragile pride"],
    },
    upright:
      "You are riding high, and with good reason. The Six of Wands brings recognition, success and the satisfaction of having your efforts seen. Let yourself receive the praise graciously. This confidence can carry you further if you stay humble and remember those who helped you along the way. Celebrate your progress openly; others may be inspired by your example.",
    reversed:
      "Recognition may feel elusive, or you might be waiting for applause before believing in your own worth. On the other hand, success could be going to your head, making you brittle when challenged. Find your confidence in the work itself, not only in how others respond. Genuine achievement speaks for itself, even when the crowd falls quiet.",
    essence: {
      upright: "a victory parade and well-earned recognition",
      reversed: "confidence waiting on outside applause",
    },
    element: "fire",
    astrology: "Jupiter in Leo",
  },
  {
    id: "seven-of-wands",
    name: "Seven of Wands",
    arcana: "minor",
    suit: "wands",
    rank: 7,
    keywords: {
      upright: ["perseverance", "defence", "standing your ground", "conviction", "challenge"],
      reversed: ["overwhelm", "giving up", "defensiveness", "exhaustion"],
    },
    upright:
      "You have climbed to a good position, and now others are testing it. The Seven of Wands asks you to stand your ground with conviction. Challenges may come from competitors, critics or your own doubts, but you hold the higher ground and a real belief in your cause. Stay focused on what you are defending and why it matters. Courage here is steady rather than loud.",
    reversed:
      "Holding your position may feel exhausting, as if every day brings a fresh challenge. You might be wondering whether the fight is worth it, or bristling at every comment. Survey the field before you swing again. Some battles deserve your energy; others can be released. Choosing wisely where to stand can restore your reserves and spare you from wearing yourself out over minor skirmishes.",
    essence: {
      upright: "a determined stand on hard-won ground",
      reversed: "a weary defence against too many challenges",
    },
    element: "fire",
    astrology: "Mars in Leo",
  },
  {
    id: "eight-of-wands",
    name: "Eight of Wands",
    arcana: "minor",
    suit: "wands",
    rank: 8,
    keywords: {
      upright: ["swift action", "momentum", "rapid progress", "news", "movement"],
      reversed: ["delays", "frustration", "haste", "miscommunication"],
    },
    upright:
      "Things are moving fast. The Eight of Wands signals swift progress, news arriving and plans suddenly picking up speed. Obstacles seem to clear and momentum builds. Stay alert and ready to act when opportunities fly your way. This is not the moment for overthinking; trust your aim, keep your messages clear and enjoy the thrill of everything finally in motion.",
    reversed:
      "The pace may be off. Perhaps plans have stalled in frustrating delays, or everything is rushing so quickly that mistakes slip through. Messages could be misread or sent too hastily. Take a breath before you fire off the next reply. Slowing slightly now might prevent bigger tangles later, and patience can help the momentum return in a more manageable form.",
    essence: {
      upright: "swift momentum and news in flight",
      reversed: "momentum tangled by haste or delay",
    },
    element: "fire",
    astrology: "Mercury in Sagittarius",
  },
  {
    id: "nine-of-wands",
    name: "Nine of Wands",
    arcana: "minor",
    suit: "wands",
    rank: 9,
    keywords: {
      upright: ["resilience", "persistence", "courage", "the last stretch", "boundaries"],
      reversed: ["fatigue", "guardedness", "giving in too soon", "stubbornness"],
    },
    upright:
      "You have been through a lot, and you are still standing. The Nine of Wands honours your resilience and invites one more push. The finish line may be closer than it looks. Draw on the lessons of earlier struggles, protect your boundaries and pace yourself wisely. Your scars are evidence of endurance, and your persistence has already carried you a long way.",
    reversed:
      "Weariness may be turning into wariness, leaving you guarded against threats that might not exist. Or you could be tempted to give up just short of the goal. Ask for help rather than carrying everything alone. Resting does not mean quitting. Lower your defences where it feels safe, and you may find you have more support than you realised.",
    essence: {
      upright: "a battle-worn but unbroken resilience",
      reversed: "guardedness that has grown heavier than needed",
    },
    element: "fire",
    astrology: "Moon in Sagittarius",
  },
  {
    id: "ten-of-wands",
    name: "Ten of Wands",
    arcana: "minor",
    suit: "wands",
    rank: 10,
    keywords: {
      upright: ["burden", "responsibility", "hard work", "overcommitment", "determination"],
      reversed: ["delegating", "release", "lightening the load", "clinging to duty"],
    },
    upright:
      "You are carrying a heavy load, perhaps more than your share. The Ten of Wands shows responsibility that has piled up, often because you said yes to everything that seemed to matter. Your determination is admirable, yet the bundle in your arms may be blocking your view of where you are going. Consider what you could share, simplify or set down.",
    reversed:
      "Something is ready to be released. You may be learning to delegate, to say no or to lay down duties that were never yours to carry. Alternatively, you might be clinging to every burden out of pride or habit. Notice what lightening the load could give back: time, creativity, joy. Letting go of some weight is not failure; it is wise stewardship.",
    essence: {
      upright: "a heavy load carried towards the finish",
      reversed: "the relief of setting down extra burdens",
    },
    element: "fire",
    astrology: "Saturn in Sagittarius",
  },
  {
    id: "page-of-wands",
    name: "Page of Wands",
    arcana: "minor",
    suit: "wands",
    rank: 11,
    keywords: {
      upright: ["curiosity", "exploration", "enthusiasm", "free spirit", "discovery"],
      reversed: ["lack of direction", "procrastination", "impatience", "unfinished ideas"],
    },
    upright:
      "Curiosity is calling. The Page of Wands brings a youthful, adventurous energy, eager to explore new ideas, places and passions. You do not have to be an expert yet. Follow what fascinates you, ask questions and try things out. This is a time for discovery, when fresh enthusiasm can reveal talents and possibilities you had never imagined.",
    reversed:
      "Your enthusiasm may be scattered across so many shiny ideas that none gets finished. Or you might be holding back, waiting for permission or perfect conditions before you begin. Notice where restlessness or hesitation is getting in the way. Choose one passion to nurture a little longer, and let its growth reward your steady attention.",
    essence: {
      upright: "an eager curiosity ready to explore",
      reversed: "bright ideas scattered before they take root",
    },
    element: "fire",
    astrology: "Earth of Fire",
  },
  {
    id: "knight-of-wands",
    name: "Knight of Wands",
    arcana: "minor",
    suit: "wands",
    rank: 12,
    keywords: {
      upright: ["action", "adventure", "passion", "boldness", "impulsiveness"],
      reversed: ["recklessness", "haste", "short temper", "half-finished plans"],
    },
    upright:
      "Full speed ahead. The Knight of Wands charges forward with passion, confidence and an appetite for adventure. You may feel ready to chase a dream, set off on a journey or make a daring change. Enjoy this bold energy and let it carry you over hesitation. Just keep one eye on the road; enthusiasm shines brightest when paired with a sense of direction.",
    reversed:
      "Impatience could be driving you to leap before you look, leaving a trail of half-finished plans behind you. Frustration might flare when things move slower than you would like. Channel this restless fire into something concrete. Pausing to plan does not extinguish your passion; it gives it a path. Bold action works best when it follows a clear intention.",
    essence: {
      upright: "a fearless charge towards adventure",
      reversed: "restless fire racing without a clear path",
    },
    element: "fire",
    astrology: "Fire of Fire",
  },
  {
    id: "queen-of-wands",
    name: "Queen of Wands",
    arcana: "minor",
    suit: "wands",
    rank: 13,
    keywords: {
      upright: ["confidence", "warmth", "charisma", "independence", "determination"],
      reversed: ["insecurity", "jealousy", "overextension", "dimmed spark"],
    },
    upright:
      "Warm, bold and magnetic, the Queen of Wands knows her worth and lights up every room she enters. She invites you to step into your own confidence, embrace your creativity and let your personality shine. Take the lead with generosity. Nurture your passions and encourage others to do the same. Your enthusiasm is catching, and people are drawn to your sunny determination.",
    reversed:
      "Your inner flame may be flickering, leaving you less sure of yourself than usual. Insecurity can sometimes show up as jealousy or a need to control. Or you might be giving so much energy to others that nothing is left for you. Reclaim time for what makes you feel vibrant, and remember that your light does not dim anyone else's.",
    essence: {
      upright: "a warm and magnetic self-assurance",
      reversed: "a flickering flame in need of tending",
    },
    element: "fire",
    astrology: "Water of Fire",
  },
  {
    id: "king-of-wands",
    name: "King of Wands",
    arcana: "minor",
    suit: "wands",
    rank: 14,
    keywords: {
      upright: ["vision", "leadership", "enterprise", "decisiveness", "inspiring others"],
      reversed: ["impulsiveness", "arrogance", "unrealistic expectations", "domineering"],
    },
    upright:
      "A natural leader with a long view, the King of Wands turns inspiration into direction. He invites you to take charge of your vision, make decisive calls and rally others around a shared purpose. Lead by example and with integrity. Your ability to see the bigger picture can open doors, especially when you balance boldness with genuine respect for others.",
    reversed:
      "Ambition may be overriding patience, tempting you to push people rather than inspire them. Expectations, yours or other people's, could be unrealistically high. Alternatively, you might hesitate to claim the authority you have earned. Reflect on your leadership style. Listening closely, owning mistakes and sharing credit turn raw power into the kind of influence people gladly follow.",
    essence: {
      upright: "a visionary leader setting the course",
      reversed: "ambition that outruns patience and respect",
    },
    element: "fire",
    astrology: "Air of Fire",
  },
];
