/**
 * The suit of Pentacles: work, resources, the body and everyday security (element earth).
 * Readings stay general here: effort, stability and care, never money directives.
 * Correspondences follow the Golden Dawn; every sentence is our own.
 */
import type { CardText } from "./types";

export const PENTACLES: CardText[] = [
  {
    id: "ace-of-pentacles",
    name: "Ace of Pentacles",
    arcana: "minor",
    suit: "pentacles",
    rank: 1,
    keywords: {
      upright: ["new opportunity", "prosperity", "manifestation", "solid foundations", "abundance"],
      reversed: ["missed chance", "poor planning", "scarcity mindset", "delays"],
    },
    upright:
      "A single golden pentacle shines above a flowering garden archway. A seed of something tangible is within reach: a new role, a project with real promise, a chance to build security. Receive it with both hands. Ground the idea with a plan and steady effort. Small, practical beginnings planted in good soil tend to grow into lasting things.",
    reversed:
      "An opportunity may be slipping through your fingers, or plans are being laid on shaky ground. Look again at the foundations before you build any higher. Are you rushing? Or worrying so much about scarcity that you can't see what's already within reach? Steady yourself, tend the basics, and let the next seed come when the soil is ready.",
    essence: { upright: "a golden seed offered at the garden gate", reversed: "a promising seed on stony ground" },
    element: "earth",
    astrology: "Root of Earth",
  },
  {
    id: "two-of-pentacles",
    name: "Two of Pentacles",
    arcana: "minor",
    suit: "pentacles",
    rank: 2,
    keywords: {
      upright: ["balance", "adaptability", "juggling priorities", "flexibility", "time management"],
      reversed: ["overcommitment", "disorganisation", "dropping the ball", "overwhelm"],
    },
    upright:
      "Two pentacles turn within an endless looping band, with waves rolling behind. You're keeping several things in motion, and you're doing better than you think. Stay light on your feet. Adapt as priorities shift, laugh at the wobbles, and remember that balance is a dance you keep dancing, not a position you hold still.",
    reversed:
      "Too many balls are in the air, and one or two may be slipping. Overcommitment, scattered priorities or the strain of managing everything alone could be catching up with you. Pause and take stock. What can you set down, hand on or postpone? Saying no to one thing can be the very way you say yes to yourself.",
    essence: { upright: "a nimble dance between competing demands", reversed: "too many coins in the air at once" },
    element: "earth",
    astrology: "Jupiter in Capricorn",
  },
  {
    id: "three-of-pentacles",
    name: "Three of Pentacles",
    arcana: "minor",
    suit: "pentacles",
    rank: 3,
    keywords: {
      upright: ["teamwork", "craftsmanship", "collaboration", "skill", "learning"],
      reversed: ["poor teamwork", "lack of recognition", "misalignment", "sloppy work"],
    },
    upright:
      "Three pentacles are set high in a cathedral arch, the shared work of many hands. Skilled work and good collaboration are being celebrated. Your abilities are being noticed, and joining forces can produce something finer than any of you could make alone. Share your expertise, welcome feedback and take pride in careful craft. Quality builds quietly over time.",
    reversed:
      "The team isn't pulling together. Crossed wires, unclear roles or your contribution going unrecognised may be souring the work, and someone could be cutting corners. Clarify the goal with the people involved, listen to different perspectives and recommit to doing the job well. A shared vision often needs restating before anyone can build it.",
    essence: {
      upright: "skilled hands building something together",
      reversed: "a building site with mismatched plans",
    },
    element: "earth",
    astrology: "Mars in Capricorn",
  },
  {
    id: "four-of-pentacles",
    name: "Four of Pentacles",
    arcana: "minor",
    suit: "pentacles",
    rank: 4,
    keywords: {
      upright: ["security", "stability", "control", "conservation", "holding on"],
      reversed: ["letting go", "generosity", "possessiveness", "fear of loss"],
    },
    upright:
      "Four pentacles are held close, one above, one at the heart and two at the base, with a city behind. Here is the urge to keep things safe and hold on tightly. It's wise to protect what you've built. But notice whether caution is turning into a grip. Stability is valuable, yet clinging too hard can stop good things from flowing in.",
    reversed:
      "Your grip is loosening, for better or worse. It may be a healthy release: sharing more, trusting more, clinging less. It could also be anxious possessiveness, or a swing from holding everything to letting it all slip. Look for the middle path. Security grows from balance, not from fists clenched so tight that nothing new can arrive.",
    essence: { upright: "a tight embrace around hard-won security", reversed: "a clenched hand learning to open" },
    element: "earth",
    astrology: "Sun in Capricorn",
  },
  {
    id: "five-of-pentacles",
    name: "Five of Pentacles",
    arcana: "minor",
    suit: "pentacles",
    rank: 5,
    keywords: {
      upright: ["hardship", "exclusion", "worry about resources", "struggle", "feeling left out in the cold"],
      reversed: ["warmth returning", "accepting help", "renewed hope", "hard times easing"],
    },
    upright:
      "Snow falls in the dark outside a glowing stained-glass window. This speaks of lean times, of feeling shut out or worrying about whether there will be enough. It can be lonely. Yet notice the lit window: help and warmth may be closer than you think, if you're willing to look up and knock. You don't have to face this winter on your own.",
    reversed:
      "The worst of the cold may be behind you. Things are turning, whether through renewed hope, a door opening or finally accepting the support you've been offered. Pride can keep us out in the snow far longer than we need to be. Let people help. Warmth and belonging are returning, one small step at a time.",
    essence: { upright: "a snowy road beside a lit window", reversed: "a door opening after a hard winter" },
    element: "earth",
    astrology: "Mercury in Taurus",
  },
  {
    id: "six-of-pentacles",
    name: "Six of Pentacles",
    arcana: "minor",
    suit: "pentacles",
    rank: 6,
    keywords: {
      upright: ["generosity", "giving and receiving", "charity", "fairness", "sharing"],
      reversed: ["strings attached", "imbalance", "one-sided giving", "dependence"],
    },
    upright:
      "A small pair of scales hangs evenly balanced above six pentacles, ready to weigh each gift fairly. This is about the flow of giving and receiving. You may be in a position to help, or ready to accept help gracefully, and both take humility. Share what you can without keeping score, and let kindness travel in both directions.",
    reversed:
      "Generosity has come with strings, or the scales have tipped too far one way. Look at the power in your exchanges. Are you always the giver, or always the one in need? Does help feel more like control? Healthy sharing leaves both people standing taller. Rebalance where you can, and guard your dignity as carefully as your goodwill.",
    essence: { upright: "a fair scale of giving and receiving", reversed: "a gift with invisible strings" },
    element: "earth",
    astrology: "Moon in Taurus",
  },
  {
    id: "seven-of-pentacles",
    name: "Seven of Pentacles",
    arcana: "minor",
    suit: "pentacles",
    rank: 7,
    keywords: {
      upright: ["patience", "long-term view", "assessment", "perseverance", "harvest in progress"],
      reversed: ["impatience", "frustration", "wasted effort", "second-guessing"],
    },
    upright:
      "Six pentacles ripen on a leafy vine while a seventh waits apart at its foot. You've put in real effort, and now it's time to pause and assess. Is the growth what you hoped? Patience is the counsel here: some harvests simply take longer. Review your progress, adjust where needed, and trust that steady tending bears fruit in its own season.",
    reversed:
      "Frustration may be creeping in as results lag behind effort. There's a temptation to give up too early, or you may be pouring energy into something that just isn't thriving. Step back and look honestly. Is this a slow season or the wrong crop? Either way, you get to choose where your care goes next, with clearer eyes.",
    essence: {
      upright: "a patient pause to check the growing vine",
      reversed: "anxious doubts about a slow crop",
    },
    element: "earth",
    astrology: "Saturn in Taurus",
  },
  {
    id: "eight-of-pentacles",
    name: "Eight of Pentacles",
    arcana: "minor",
    suit: "pentacles",
    rank: 8,
    keywords: {
      upright: ["diligence", "mastery", "apprenticeship", "attention to detail", "dedication"],
      reversed: ["perfectionism", "repetitive work", "lack of focus", "cutting corners"],
    },
    upright:
      "Eight pentacles stand in two neat columns, each one worked with the same patient attention. This is the card of practice and devotion to a skill. Whether you're learning something new or refining what you already know, steady repetition is building mastery. Enjoy the rhythm of the work. Focus on the next piece rather than the finish line, and let each careful effort sharpen your hands.",
    reversed:
      "The work has lost its spark, or you're polishing endlessly without ever calling it done. Perfectionism, boredom or skipping steps to save time may be creeping in. What do you really want from this effort? Reconnect with the purpose behind the practice, set a realistic standard, and let good enough be good enough now and then.",
    essence: {
      upright: "a careful hand perfecting its craft",
      reversed: "endless polishing that never feels finished",
    },
    element: "earth",
    astrology: "Sun in Virgo",
  },
  {
    id: "nine-of-pentacles",
    name: "Nine of Pentacles",
    arcana: "minor",
    suit: "pentacles",
    rank: 9,
    keywords: {
      upright: ["self-sufficiency", "refinement", "independence", "earned comfort", "enjoyment"],
      reversed: ["overwork", "keeping up appearances", "dependence", "shaky self-worth"],
    },
    upright:
      "Nine pentacles gleam among heavy grapevines, a harvest that ripened slowly and now belongs entirely to you. Here is the comfort you've earned through your own effort. Take time to enjoy it without rushing on to the next goal. Wander through your garden, savour quiet luxuries and appreciate your independence. You've cultivated a life that can hold you.",
    reversed:
      "Success on the outside may not match how you feel inside. You could be working so hard you never taste the fruit, or leaning on appearances to prove your worth. Perhaps you feel dependent where you'd rather stand on your own. Reflect on what self-sufficiency truly means to you, and let rest be part of the harvest.",
    essence: { upright: "a private garden of well-earned ease", reversed: "a gilded garden you never walk in" },
    element: "earth",
    astrology: "Venus in Virgo",
  },
  {
    id: "ten-of-pentacles",
    name: "Ten of Pentacles",
    arcana: "minor",
    suit: "pentacles",
    rank: 10,
    keywords: {
      upright: ["legacy", "family", "long-term stability", "heritage", "roots"],
      reversed: ["generational friction", "short-term thinking", "instability", "quarrels over resources"],
    },
    upright:
      "Ten pentacles are set out in the pattern of the Tree of Life, each joined to the others by fine paths. Lasting security is the theme, and the legacy passed between generations: traditions, values, a sense of roots. You're building something bigger than yourself. Honour those who came before, nurture those who follow, and lay a foundation others can stand on.",
    reversed:
      "Cracks may be showing in the foundations of home or family. Friction over shared resources, broken traditions or short-term choices could be undermining long-term stability. Take a wider view. What do you truly want to pass on? Often the richest legacy is kindness and repaired relationships rather than anything you can hold in your hands.",
    essence: {
      upright: "a legacy that gathers generations together",
      reversed: "shaky foundations beneath the family home",
    },
    element: "earth",
    astrology: "Mercury in Virgo",
  },
  {
    id: "page-of-pentacles",
    name: "Page of Pentacles",
    arcana: "minor",
    suit: "pentacles",
    rank: 11,
    keywords: {
      upright: ["study", "ambition", "new venture", "diligence", "practical dreams"],
      reversed: ["procrastination", "lack of progress", "missed lessons", "idle dreaming"],
    },
    upright:
      "A single pentacle rises over green hills like a promise waiting to be studied. This is the eager student, ready to learn a trade, begin a course or turn a dream into something real. Make a simple plan and take the first step. Curiosity paired with commitment can grow, season by season, into genuine skill.",
    reversed:
      "Good intentions are stalling. Procrastination, losing interest halfway, or dreaming about goals without acting on them may be holding you back. You could also be so focused on the distant future that today's small wins go unnoticed. Pick one concrete task and finish it. Momentum builds from humble beginnings, not from perfect plans that stay on paper.",
    essence: { upright: "an eager student with a promising coin", reversed: "plans left lying in the field" },
    element: "earth",
    astrology: "Earth of Earth",
  },
  {
    id: "knight-of-pentacles",
    name: "Knight of Pentacles",
    arcana: "minor",
    suit: "pentacles",
    rank: 12,
    keywords: {
      upright: ["hard work", "reliability", "routine", "persistence", "methodical progress"],
      reversed: ["stagnation", "boredom", "stubbornness", "inertia"],
    },
    upright:
      "This knight moves at the pace of ploughing: slow, thorough and sure of the ground. He isn't flashy, but he finishes what he starts. Steady effort, routine and reliability deserve praise now. Keep going, one patient step at a time. Others may rush past, yet your consistency is exactly what will carry this through to completion.",
    reversed:
      "Steady has slipped into stuck. A rut, a routine that no longer serves you, or stubbornness dressed up as caution may be slowing everything down. Or perhaps the effort has stopped altogether. Shake things up a little: change the order of your day, try a fresh approach, and reconnect with why the work mattered in the first place.",
    essence: { upright: "slow, steady hooves across ploughed ground", reversed: "dependable effort stuck in the mud" },
    element: "earth",
    astrology: "Fire of Earth",
  },
  {
    id: "queen-of-pentacles",
    name: "Queen of Pentacles",
    arcana: "minor",
    suit: "pentacles",
    rank: 13,
    keywords: {
      upright: ["nurturing", "practicality", "abundance", "homemaking", "resourcefulness"],
      reversed: ["work-life imbalance", "smothering", "self-neglect", "insecurity"],
    },
    upright:
      "This queen is at her best among growing things, where care becomes something you can taste and touch. She blends warmth with good sense: the friend who feeds you, listens and helps you sort things out. You're invited to create comfort for yourself and others. Tend your home, your energy and your resources with care, and enjoy the simple pleasures close at hand.",
    reversed:
      "Caring for everything and everyone has thrown your own life off balance. You may be overworking, smothering others with help, or neglecting your own comforts. Perhaps you feel unsure whether you're doing enough. Make room for rest. The nurturing you offer so freely deserves to be turned inwards; your own garden needs tending too.",
    essence: {
      upright: "a warm hearth in a blooming garden",
      reversed: "a caretaker whose own garden goes untended",
    },
    element: "earth",
    astrology: "Water of Earth",
  },
  {
    id: "king-of-pentacles",
    name: "King of Pentacles",
    arcana: "minor",
    suit: "pentacles",
    rank: 14,
    keywords: {
      upright: ["security", "leadership", "discipline", "reliability", "generous success"],
      reversed: ["materialism", "status-seeking", "greed", "rigid control"],
    },
    upright:
      "This king has built something solid, and he is generous with what it yields. He represents stable success earned through discipline and sound sense. You may be stepping into a role of responsibility or seeing the results of long effort. Lead with generosity. Use your steadiness to support others, and let security be a foundation rather than a fortress.",
    reversed:
      "Success has started to define you a little too much. Rigid control, status-seeking or measuring worth purely by what you own may be crowding out better things, and stubbornness could be blocking fresh ideas. What does true wealth mean to you beyond possessions? Loosen your grip, share your influence, and remember that generosity is the real mark of abundance.",
    essence: {
      upright: "a generous ruler of a fruitful kingdom",
      reversed: "a crown grown heavy with gold",
    },
    element: "earth",
    astrology: "Air of Earth",
  },
];
