/**
 * The suit of Cups: feelings, relationships, intuition and imagination (element water).
 * Correspondences follow the Golden Dawn; every sentence is our own.
 */
import type { CardText } from "./types";

export const CUPS: CardText[] = [
  {
    id: "ace-of-cups",
    name: "Ace of Cups",
    arcana: "minor",
    suit: "cups",
    rank: 1,
    keywords: {
      upright: ["new feelings", "compassion", "emotional renewal", "intuition", "open heart"],
      reversed: ["emotional block", "holding back", "self-neglect", "feelings turned inward"],
    },
    upright:
      "A single cup overflows in five bright streams, and the invitation is simple: let yourself feel. A new emotional chapter is opening, whether a friendship, a creative spark or a gentler tenderness towards yourself. You don't have to earn it or explain it. Notice where warmth is already reaching you, and let a little of it spill over to someone else today.",
    reversed:
      "The cup is full, but the lid is on. Perhaps you have been so busy looking after everyone that your own feelings have been waiting patiently in a queue, or an old hurt makes openness feel risky. What would happen if you poured a little for yourself first? A quiet walk, an honest journal page or a good cry can clear the spout.",
    essence: { upright: "a heart opening like a fresh spring", reversed: "a full cup kept behind a lid" },
    element: "water",
    astrology: "Root of Water",
  },
  {
    id: "two-of-cups",
    name: "Two of Cups",
    arcana: "minor",
    suit: "cups",
    rank: 2,
    keywords: {
      upright: ["partnership", "mutual respect", "attraction", "reconciliation", "connection"],
      reversed: ["imbalance", "miscommunication", "drifting apart", "unequal giving"],
    },
    upright:
      "Two people meet as equals and raise their cups to each other. This card celebrates connection that flows both ways: a romance, a close friendship, a creative partnership built on genuine regard. It can also mark a reconciliation, the moment two sides choose to see each other clearly. Where do you feel truly met? Tend that bond with attention, honesty and small, steady kindnesses.",
    reversed:
      "Something between you and another person feels slightly out of step. One of you may be giving more, or words keep landing in the wrong place. This doesn't say the bond is broken; it points to a shared rhythm that needs resetting. Try naming what you each need without blame. A single candid conversation can restore a balance that months of guessing could not.",
    essence: { upright: "two hearts meeting on equal ground", reversed: "a bond that has slipped out of rhythm" },
    element: "water",
    astrology: "Venus in Cancer",
  },
  {
    id: "three-of-cups",
    name: "Three of Cups",
    arcana: "minor",
    suit: "cups",
    rank: 3,
    keywords: {
      upright: ["celebration", "friendship", "community", "shared joy", "reunion"],
      reversed: ["overindulgence", "gossip", "feeling left out", "cliques"],
    },
    upright:
      "Three cups are lifted high together, like a toast among old friends. Here is laughter, good company and the joy of being among your people. A gathering, a reunion or a shared win may be close, so let yourself enjoy it fully. If you've been going it alone lately, take this as a nudge to reach out: happiness tends to multiply when it's shared.",
    reversed:
      "The party may have tipped into too much, or the circle has grown crowded with whispers and cliques. You might instead be watching the celebration from outside, unsure whether you belong. Which gatherings truly nourish you, and which leave you drained? Choose the friends who send you home lighter, and don't be afraid to step away from a scene that has quietly soured.",
    essence: {
      upright: "a toast raised among good friends",
      reversed: "a celebration that has lost its sweetness",
    },
    element: "water",
    astrology: "Mercury in Cancer",
  },
  {
    id: "four-of-cups",
    name: "Four of Cups",
    arcana: "minor",
    suit: "cups",
    rank: 4,
    keywords: {
      upright: ["apathy", "contemplation", "reassessment", "withdrawal", "overlooked offers"],
      reversed: ["renewed interest", "acceptance", "stepping out", "saying yes again"],
    },
    upright:
      "Three cups stand in a row, and a fourth, offered from a passing cloud, is easy to miss. You may be feeling flat, bored or quietly discontented, turning inward to work out what really matters. That reflection has value. Just make sure it doesn't harden into a habit of refusing everything, because something worth your attention could be floating right beside you.",
    reversed:
      "The fog of boredom is lifting. After a stretch of sulking or soul-searching, you're ready to look up and accept what's being held out to you. Curiosity returns, and with it a willingness to say yes. Take the invitation, answer the message, try the thing you dismissed last month. Energy comes back when you stop waiting for the perfect cup and drink from a good one.",
    essence: {
      upright: "a quiet sulk that overlooks what is offered",
      reversed: "eyes lifting to notice the offered cup",
    },
    element: "water",
    astrology: "Moon in Cancer",
  },
  {
    id: "five-of-cups",
    name: "Five of Cups",
    arcana: "minor",
    suit: "cups",
    rank: 5,
    keywords: {
      upright: ["regret", "disappointment", "sorrow", "loss", "dwelling on the past"],
      reversed: ["acceptance", "moving on", "forgiveness", "finding what remains"],
    },
    upright:
      "Three cups lie spilled while two still stand untouched behind them. Something has not gone the way you hoped, and the sadness is real. Let yourself feel it; rushing past sorrow rarely works. Yet not everything is lost. When you're ready, turn around slowly: what still stands is worth carrying home.",
    reversed:
      "You're beginning to turn from the spilled cups and notice the ones still standing. Regret is loosening, and forgiveness, of yourself or someone else, may be growing. The loss still matters, but it no longer fills your whole view. Honour what happened, gather up what remains and take one step towards tomorrow. Recovery often starts with a small turn of the head.",
    essence: {
      upright: "sorrow for spilled cups, with two still standing",
      reversed: "a slow turn towards what still remains",
    },
    element: "water",
    astrology: "Mars in Scorpio",
  },
  {
    id: "six-of-cups",
    name: "Six of Cups",
    arcana: "minor",
    suit: "cups",
    rank: 6,
    keywords: {
      upright: ["nostalgia", "childhood memories", "innocence", "kindness", "simple gifts"],
      reversed: ["stuck in the past", "idealised memories", "growing up", "outgrown patterns"],
    },
    upright:
      "Six cups each hold a small white flower, simple gifts from days gone by. The sweetness of memory is near: an old friend resurfacing, a familiar place, the uncomplicated kindness you knew when you were younger. Let that warmth soften you. You might also be invited to play again, give a small gift freely, or reconnect with the part of you that delighted in simple things.",
    reversed:
      "Looking back can be comforting, yet you might be living there a little too long. Polishing old memories until the present can never compete is a quiet trap. Perhaps a pattern learned in childhood still shapes how you react today. Honour where you came from, then choose what to keep. The garden of the past is lovely to visit, but your life is happening now.",
    essence: {
      upright: "a small gift of flowers from the past",
      reversed: "a rose-tinted past that holds you back",
    },
    element: "water",
    astrology: "Sun in Scorpio",
  },
  {
    id: "seven-of-cups",
    name: "Seven of Cups",
    arcana: "minor",
    suit: "cups",
    rank: 7,
    keywords: {
      upright: ["choices", "daydreams", "illusion", "imagination", "wishful thinking"],
      reversed: ["clarity", "decisiveness", "reality check", "focus"],
    },
    upright:
      "Seven cups float on clouds like daydreams; in the Rider-Waite-Smith deck each one holds a different vision, from jewels and a castle to a coiled serpent. You face many options, and some are more fantasy than substance. Your imagination is a gift here, so dream freely, then test each vision against ordinary life. Which one still shines when you picture the everyday work it would ask of you?",
    reversed:
      "The clouds are thinning and the illusions are losing their glitter. You're ready to stop daydreaming and commit to one path, and you may now see clearly which options were mirages all along. That can feel a little deflating, yet clarity is freeing. Pick the cup that matches your values, set the others down with thanks, and start walking.",
    essence: {
      upright: "a cloud of shimmering possibilities to sort through",
      reversed: "the mist clearing around a single choice",
    },
    element: "water",
    astrology: "Venus in Scorpio",
  },
  {
    id: "eight-of-cups",
    name: "Eight of Cups",
    arcana: "minor",
    suit: "cups",
    rank: 8,
    keywords: {
      upright: ["walking away", "seeking deeper meaning", "disillusionment", "quiet courage"],
      reversed: ["fear of change", "staying put", "aimless drifting", "second thoughts"],
    },
    upright:
      "Under a waning moon, eight neatly stacked cups are left behind, and the way leads on into the mountains. Something in your life may look complete from the outside while feeling empty within. This card honours the courage it takes to walk away from what no longer fulfils you, even when no one else understands. You're not running from something; you're searching for something truer.",
    reversed:
      "Part of you knows it's time to go, yet another part clings to the familiar. There may be hesitation at the threshold, or a pattern of leaving before anything has a chance to deepen. Be honest with yourself about whether this is hesitation or a habit of leaving. If you're staying, stay wholeheartedly. If you're leaving, do it with intention rather than drifting away in the dark.",
    essence: {
      upright: "a moonlit departure in search of something truer",
      reversed: "a foot hovering over the threshold",
    },
    element: "water",
    astrology: "Saturn in Pisces",
  },
  {
    id: "nine-of-cups",
    name: "Nine of Cups",
    arcana: "minor",
    suit: "cups",
    rank: 9,
    keywords: {
      upright: ["contentment", "wishes fulfilled", "satisfaction", "gratitude", "pleasure"],
      reversed: ["smugness", "unmet wishes", "excess", "hollow satisfaction"],
    },
    upright:
      "Nine cups are set out proudly on display, as if for a feast in your honour. Long known as the wish card, this is a moment of satisfaction, when what you hoped for arrives or feels within easy reach. Enjoy it without apology. Savour a good meal, a kind word, a settled sense of having enough. Gratitude deepens pleasure, so name what's going well.",
    reversed:
      "The wish has come true, yet it doesn't feel quite as you imagined. Or perhaps you've been chasing more and more comfort without ever feeling full. What lies beneath the wanting? Pleasures are lovely, but they can't fill every hollow. Reflect on what genuinely nourishes you, and let your next wish come from that deeper, quieter place.",
    essence: { upright: "a heartfelt wish settling into place", reversed: "a granted wish that leaves you hungry" },
    element: "water",
    astrology: "Jupiter in Pisces",
  },
  {
    id: "ten-of-cups",
    name: "Ten of Cups",
    arcana: "minor",
    suit: "cups",
    rank: 10,
    keywords: {
      upright: ["harmony", "family", "emotional fulfilment", "belonging", "lasting happiness"],
      reversed: ["disconnection", "tension at home", "unrealistic ideals", "misaligned values"],
    },
    upright:
      "A rainbow of cups arches over gently rolling hills, bright as a promise kept. Deep emotional fulfilment is on offer: belonging, peace at home, love that feels both safe and alive. Family here can mean the one you were born into or the one you have chosen. Notice where you already feel at home, and offer that same welcome to others.",
    reversed:
      "Behind a picture-perfect front, something at home may feel strained or distant. Values might be clashing, or everyone is straining to match an ideal that was never realistic. Harmony doesn't mean the absence of conflict. Try listening without fixing, and let the people you love be real rather than perfect. The rainbow tends to return when honesty does.",
    essence: {
      upright: "a rainbow over a home full of love",
      reversed: "a picture-perfect home with cracks beneath the paint",
    },
    element: "water",
    astrology: "Mars in Pisces",
  },
  {
    id: "page-of-cups",
    name: "Page of Cups",
    arcana: "minor",
    suit: "cups",
    rank: 11,
    keywords: {
      upright: ["creative spark", "curiosity", "tender messages", "intuitive hunches", "playfulness"],
      reversed: ["emotional immaturity", "creative block", "escapism", "oversensitivity"],
    },
    upright:
      "A single cup rises above gentle waves, brimming with surprise. Whimsy and fresh feeling are arriving: an unexpected message, an intuitive hunch, an idea that seems to leap from nowhere. Treat it kindly rather than dismissing it as silly. Sketch, write, hum, daydream. Your playful side has something to show you, if only you let it out.",
    reversed:
      "The playful spirit is a little bruised. You might feel touchy, moody or stuck behind a creative wall, or be slipping into fantasy to avoid something real. Look after your sensitive side without letting it run the show. Name the feeling, give it some room, then take one small grounded step. Delight tends to come back once it feels safe.",
    essence: {
      upright: "a surprise message swimming up from the heart",
      reversed: "a tender heart hiding from everyone",
    },
    element: "water",
    astrology: "Earth of Water",
  },
  {
    id: "knight-of-cups",
    name: "Knight of Cups",
    arcana: "minor",
    suit: "cups",
    rank: 12,
    keywords: {
      upright: ["romance", "charm", "following the heart", "idealism", "invitations"],
      reversed: ["moodiness", "unrealistic expectations", "empty promises", "jealousy"],
    },
    upright:
      "This knight brings feeling like a gift, offered at an unhurried pace. He is the romantic, the dreamer, the one who follows the heart with grace. An invitation, a heartfelt proposal or a creative venture may come your way. Let yourself be moved, and act on what inspires you. Keep one foot on solid ground, though, so beauty leads you somewhere real.",
    reversed:
      "Charm without follow-through is the shadow here. Someone, perhaps you, may be promising more than they can deliver, or swinging between moods like weather. Test romantic notions against actions: are the words matched by deeds? Idealism is wonderful when it's grounded. Give your feelings a practical shape, and watch for sulking when life refuses to match the dream.",
    essence: { upright: "a gallant heart bearing an invitation", reversed: "sweet words with little behind them" },
    element: "water",
    astrology: "Fire of Water",
  },
  {
    id: "queen-of-cups",
    name: "Queen of Cups",
    arcana: "minor",
    suit: "cups",
    rank: 13,
    keywords: {
      upright: ["compassion", "emotional depth", "intuition", "nurturing", "calm presence"],
      reversed: ["emotional overwhelm", "codependence", "empty reserves", "martyrdom"],
    },
    upright:
      "This queen reads feelings the way others read letters, slowly and between the lines. She embodies emotional wisdom: the ability to feel deeply while staying steady. You may be called to hold space for someone, or to trust your intuition over cold logic. Listen closely and respond gently. Your compassion is a gift, especially when you include yourself in it.",
    reversed:
      "Caring for everyone else has left your own well running dry. You may be absorbing other people's moods, losing your boundaries or feeling swamped by emotion. Pause and ask whose feelings you're actually carrying. Kindness that empties you can't last. Rest, reflect and let someone look after you for once. You'll be a far better friend when your own cup is full.",
    essence: {
      upright: "a calm heart that listens beneath the surface",
      reversed: "a caring spirit swamped by other people's tides",
    },
    element: "water",
    astrology: "Water of Water",
  },
  {
    id: "king-of-cups",
    name: "King of Cups",
    arcana: "minor",
    suit: "cups",
    rank: 14,
    keywords: {
      upright: ["emotional balance", "diplomacy", "wise counsel", "generosity", "composure"],
      reversed: ["repressed feelings", "manipulation", "volatility", "coldness"],
    },
    upright:
      "This king stays calm on a restless sea, steady while the waves rise and fall. He has learned to feel everything without being tossed about by it. You're invited to respond rather than react, bringing warmth and clear thinking together. People may look to you for steady counsel now. Offer it generously, and keep your own emotional keel even when the waters churn.",
    reversed:
      "Calm on the surface, storms below. Feelings pushed down for too long tend to leak out sideways as moodiness or sudden coldness. Someone may also be using emotion to steer others. Check in with yourself honestly: what are you not letting yourself feel? Steady leadership comes from acknowledging your tides, not from pretending the sea is still.",
    essence: { upright: "a steady calm upon a restless sea", reversed: "a still surface hiding an undertow" },
    element: "water",
    astrology: "Air of Water",
  },
];
