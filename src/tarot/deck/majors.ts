/**
 * The 22 Major Arcana in Rider-Waite-Smith order (Strength 8, Justice 11), with
 * Golden Dawn elements and correspondences. Every meaning is our own writing.
 */
import type { CardText } from "./types";

export const MAJOR_ARCANA: CardText[] = [
  {
    id: "the-fool",
    name: "The Fool",
    arcana: "major",
    suit: null,
    rank: 0,
    keywords: {
      upright: ["beginnings", "spontaneity", "trust", "freedom", "open heart"],
      reversed: ["recklessness", "hesitation", "naivety", "poor timing"],
    },
    upright:
      "A fresh path opens at your feet, and you do not need the whole map to take the first step. The Fool invites you to travel light, stay curious and trust that you will learn the road by walking it. Notice where a sense of play has gone missing and let some back in. New beginnings feel wobbly; that wobble is part of the adventure, not a warning against it.",
    reversed:
      "The urge to leap is still there, but something is off in the timing or the preparation. You may be rushing past details that deserve a second glance, or freezing at the edge because the drop looks too steep. Ask yourself which it is. A little planning can turn recklessness into courage, and one small first step can loosen the grip of fear.",
    essence: {
      upright: "a first step into the unknown with a light heart",
      reversed: "a leap that deserves a second look",
    },
    element: "air",
    astrology: "Air",
  },
  {
    id: "the-magician",
    name: "The Magician",
    arcana: "major",
    suit: null,
    rank: 1,
    keywords: {
      upright: ["skill", "willpower", "resourcefulness", "focus", "manifestation"],
      reversed: ["scattered energy", "untapped talent", "trickery", "self-doubt"],
    },
    upright:
      "Everything you need is already on the table in front of you. The Magician points to a moment when your skills, tools and intention can line up, turning an idea into something real. Choose one aim and pour your energy there rather than everywhere at once. Speak clearly, act deliberately, and let your confidence rest on what you can genuinely do.",
    reversed:
      "Your talents are real, but they may be pulling in different directions or sitting unused in a drawer. This reversal can also hint at spin: someone, perhaps even you, presenting a polished surface over a thin plan. Check what is genuine. Gather your scattered efforts into one honest project, and your sense of capability may return faster than you expect.",
    essence: {
      upright: "skill and will aimed at a single purpose",
      reversed: "talent waiting to be gathered and focused",
    },
    element: "air",
    astrology: "Mercury",
  },
  {
    id: "the-high-priestess",
    name: "The High Priestess",
    arcana: "major",
    suit: null,
    rank: 2,
    keywords: {
      upright: ["intuition", "inner knowing", "mystery", "stillness", "the unconscious"],
      reversed: ["ignored instincts", "secrets", "disconnection", "surface noise"],
    },
    upright:
      "Some answers arrive quietly, underneath words. The High Priestess asks you to pause, listen inward and trust a knowing that does not yet have a neat explanation. Not everything needs to be revealed today. Keep a notebook by the bed, take a slow walk, sit with the question for a while. What you sense in stillness may prove wiser than anything you hear in the noise.",
    reversed:
      "You may be talking over your own intuition, filling every silence with busyness or collecting outside opinions to avoid hearing what you already feel. Something could also be hidden, a detail withheld or a truth you are not quite ready to face. Make a little room for quiet. The inner voice has not gone anywhere; it is simply waiting for you to listen.",
    essence: {
      upright: "a quiet knowing beneath the surface",
      reversed: "an inner voice drowned out by noise",
    },
    element: "water",
    astrology: "Moon",
  },
  {
    id: "the-empress",
    name: "The Empress",
    arcana: "major",
    suit: null,
    rank: 3,
    keywords: {
      upright: ["abundance", "nurture", "creativity", "sensuality", "growth"],
      reversed: ["creative block", "smothering", "self-neglect", "dependence"],
    },
    upright:
      "Life wants to grow through you. The Empress brings a season of fertile creativity, comfort and generous care, whether you are tending a project, a relationship, a garden or your own need for rest and pleasure. Savour good food, soft textures and beauty. Give freely, and let yourself receive as well; abundance flows best when it moves in both directions.",
    reversed:
      "You may be pouring care into everyone except yourself, or holding so tightly to what you nurture that it cannot breathe. Creative energy might feel stalled, the soil dry for now. Return to the simple pleasures that replenish you. Let a project or a person find their own shape, and notice how growth often resumes once the pressure eases.",
    essence: {
      upright: "a season of growth, comfort and creative plenty",
      reversed: "care that has forgotten to include yourself",
    },
    element: "earth",
    astrology: "Venus",
  },
  {
    id: "the-emperor",
    name: "The Emperor",
    arcana: "major",
    suit: null,
    rank: 4,
    keywords: {
      upright: ["structure", "authority", "stability", "leadership", "protection"],
      reversed: ["rigidity", "control", "domination", "lack of discipline"],
    },
    upright:
      "Steady foundations make bold plans possible. The Emperor invites you to take charge with calm authority: set clear boundaries, build a workable structure and keep the promises you make. Leadership here is protective rather than harsh, the kind that gives others room to thrive because the framework is sound. Where might a little order free you rather than fence you in?",
    reversed:
      "Structure may have tipped into control, with rules kept for their own sake or power held too tightly. The reversal can also show the opposite, plans wobbling because nobody is minding the foundations. Look honestly at how you use authority, including over yourself. Firmness softened by fairness tends to earn far more cooperation than force ever could.",
    essence: {
      upright: "a steady hand building firm foundations",
      reversed: "order that has hardened into control",
    },
    element: "fire",
    astrology: "Aries",
  },
  {
    id: "the-hierophant",
    name: "The Hierophant",
    arcana: "major",
    suit: null,
    rank: 5,
    keywords: {
      upright: ["tradition", "teaching", "shared values", "belonging", "mentorship"],
      reversed: ["rebellion", "dogma", "unconventional paths", "questioning rules"],
    },
    upright:
      "There is wisdom in paths others have walked before you. The Hierophant points to traditions, teachers and communities that can steady and guide you. Perhaps a mentor has something to offer, or a simple ritual would give shape to your days. Learning the established way is not the same as losing yourself; it can give you a strong base from which your own voice grows.",
    reversed:
      "Inherited rules may be chafing. This reversal encourages you to question customs that no longer fit and to discover what you personally believe. That might mean stepping away from a group, or simply doing one thing your own way. Stay open, though: rebellion for its own sake can harden into a fresh rulebook. Keep the wisdom and release the rigidity.",
    essence: {
      upright: "guidance drawn from shared wisdom and tradition",
      reversed: "a healthy questioning of inherited rules",
    },
    element: "earth",
    astrology: "Taurus",
  },
  {
    id: "the-lovers",
    name: "The Lovers",
    arcana: "major",
    suit: null,
    rank: 6,
    keywords: {
      upright: ["love", "harmony", "choice", "alignment", "partnership"],
      reversed: ["disharmony", "misaligned values", "indecision", "imbalance"],
    },
    upright:
      "Connection and choice meet here. The Lovers speak of a bond, romantic or otherwise, built on honest attraction and shared values, and of decisions that ask you to follow your heart while staying true to what you believe. Consider what you are really saying yes to. When desire and values line up, commitment feels less like a sacrifice and more like coming home.",
    reversed:
      "Something may be out of step, in a relationship or within yourself. Perhaps your heart wants one thing and your principles another, or a partnership has drifted into imbalance, with one person giving far more. Avoiding the choice is also a choice. Gentle, honest conversation, including with yourself, can show whether realignment is possible and what you truly want.",
    essence: {
      upright: "a heartfelt choice that aligns love and values",
      reversed: "a tug of war between heart and principle",
    },
    element: "air",
    astrology: "Gemini",
  },
  {
    id: "the-chariot",
    name: "The Chariot",
    arcana: "major",
    suit: null,
    rank: 7,
    keywords: {
      upright: ["determination", "willpower", "momentum", "self-discipline", "victory"],
      reversed: ["lack of direction", "scattered drive", "aggression", "loss of control"],
    },
    upright:
      "You have the drive to move forward, provided you keep hold of the reins. The Chariot brings momentum, focus and a sense that obstacles can be overcome through steady will. Opposing impulses, such as caution and ambition, can both serve you if you steer them the same way. Decide where you are heading, commit to it, and let your determination carry you there.",
    reversed:
      "Energy may be surging in several directions at once, leaving you busy but not much further along. Or you may be forcing an outcome that needs patience instead. Slow down enough to check your bearings. Which inner forces are pulling against each other? Regaining direction may take less effort than you fear once you stop wrestling with yourself.",
    essence: {
      upright: "focused willpower driving steadily forward",
      reversed: "momentum pulling in too many directions",
    },
    element: "water",
    astrology: "Cancer",
  },
  {
    id: "strength",
    name: "Strength",
    arcana: "major",
    suit: null,
    rank: 8,
    keywords: {
      upright: ["courage", "gentleness", "patience", "compassion", "inner strength"],
      reversed: ["self-doubt", "impatience", "harshness", "low confidence"],
    },
    upright:
      "Real strength is often quiet. This card speaks of courage expressed through patience and kindness rather than force, like calming a wild creature with a steady, open hand. You may be facing strong emotions, your own or someone else's. Meet them with warmth and composure. Trust that gentle persistence can tame what brute effort cannot, and that you are braver than you think.",
    reversed:
      "Self-doubt may be whispering that you are not up to the task, or frustration might tempt you to push harder when softer would work better. Either way, your inner steadiness feels shaky. Be as compassionate with yourself as you would be with a frightened friend. Small acts of courage, repeated often, rebuild confidence more reliably than one grand show of bravado.",
    essence: {
      upright: "courage expressed through gentleness and patience",
      reversed: "a wavering confidence asking for self-compassion",
    },
    element: "fire",
    astrology: "Leo",
  },
  {
    id: "the-hermit",
    name: "The Hermit",
    arcana: "major",
    suit: null,
    rank: 9,
    keywords: {
      upright: ["solitude", "introspection", "inner guidance", "wisdom", "retreat"],
      reversed: ["isolation", "loneliness", "withdrawal", "avoidance"],
    },
    upright:
      "Stepping back from the crowd can bring the clarity you are seeking. The Hermit invites a period of reflection, where solitude becomes a lantern rather than a hiding place. Turn down some of the outside chatter and ask what you actually think. Answers found this way tend to last. In time you may also become a guide for someone walking a similar path.",
    reversed:
      "Time alone may have tipped from nourishing into isolating. Perhaps you have withdrawn to avoid something, or loneliness is creeping in. Alternatively, you might be resisting any quiet at all, staying busy so you never have to look inward. Seek a kinder balance. Share what you have learned with someone you trust, and let connection light the way back.",
    essence: {
      upright: "a lantern lit in thoughtful solitude",
      reversed: "retreat that has drifted into isolation",
    },
    element: "earth",
    astrology: "Virgo",
  },
  {
    id: "wheel-of-fortune",
    name: "Wheel of Fortune",
    arcana: "major",
    suit: null,
    rank: 10,
    keywords: {
      upright: ["cycles", "change", "turning points", "good fortune", "opportunity"],
      reversed: ["resistance to change", "setbacks", "bad timing", "repeating patterns"],
    },
    upright:
      "Life moves in cycles, and the wheel is turning. This card signals a shift, often a welcome one, when circumstances open up and a fortunate opening appears. You cannot steer every turn, but you can notice the season you are in and respond with grace. Stay flexible. A door that swings open now may reward the readiness you have been quietly building.",
    reversed:
      "A downturn or delay may feel frustrating, as though luck has wandered off somewhere. Cycles keep moving, though, and this phase can pass like the others. Look for patterns that keep repeating and ask what they are teaching you. Resisting change tends to make the ride bumpier. Focus on what you can influence, and let the rest turn in its own time.",
    essence: {
      upright: "a fortunate turn in life's ever-moving cycle",
      reversed: "a slow turn that invites patience and reflection",
    },
    element: "fire",
    astrology: "Jupiter",
  },
  {
    id: "justice",
    name: "Justice",
    arcana: "major",
    suit: null,
    rank: 11,
    keywords: {
      upright: ["fairness", "truth", "accountability", "balance", "clear decisions"],
      reversed: ["unfairness", "dishonesty", "avoided responsibility", "bias"],
    },
    upright:
      "Actions and outcomes are closely linked right now. Justice asks you to weigh matters honestly, consider every side and choose with integrity. Fairness you offer tends to find its way back to you. If you owe an apology or an acknowledgement, this is a good moment to give it. Clear thinking and truthfulness help you reach a decision you can stand behind.",
    reversed:
      "Something may feel lopsided, whether a situation seems unfair or you are reluctant to own your part in it. Be wary of telling yourself a convenient story. Honesty, even when uncomfortable, restores balance faster than blame. Where you cannot change how others behave, you can still act in line with your own values and let that be your steady ground.",
    essence: {
      upright: "clear-eyed fairness and honest accountability",
      reversed: "an imbalance that asks for honest self-reflection",
    },
    element: "air",
    astrology: "Libra",
  },
  {
    id: "the-hanged-man",
    name: "The Hanged Man",
    arcana: "major",
    suit: null,
    rank: 12,
    keywords: {
      upright: ["surrender", "pause", "new perspective", "letting go", "patience"],
      reversed: ["stalling", "resistance", "indecision", "needless sacrifice"],
    },
    upright:
      "Sometimes progress comes from stopping. The Hanged Man suggests a deliberate pause, a willingness to stay suspended long enough to see things from a different angle. What looks like delay may actually be insight taking shape. Release the need to force an answer. By letting go of how you think things should unfold, you may discover what truly matters to you.",
    reversed:
      "You might be stuck in limbo, waiting for a sign while avoiding a decision you already sense is needed. Or you could be making sacrifices that no longer serve any real purpose. Ask whether this pause is still fruitful. If not, one small action can break the spell. If it is, stop fighting the stillness and let the new view arrive.",
    essence: {
      upright: "a willing pause that turns the view around",
      reversed: "a waiting game that has outstayed its purpose",
    },
    element: "water",
    astrology: "Water",
  },
  {
    id: "death",
    name: "Death",
    arcana: "major",
    suit: null,
    rank: 13,
    keywords: {
      upright: ["endings", "transformation", "transition", "release", "renewal"],
      reversed: ["resistance to change", "clinging", "stagnation", "fear of endings"],
    },
    upright:
      "Despite its fearsome name, this card is about transformation, never anything literal: a chapter closing so another can begin. Something has run its course, perhaps a role, a habit or an old way of seeing yourself. Letting it go can feel tender, yet it clears ground for genuine renewal. Honour what was, grieve it if you need to, then turn towards the space that is opening.",
    reversed:
      "You may be holding on to something that has already ended, a situation, identity or hope you are afraid to release. Clinging keeps you in an in-between place that drains your energy. Change often arrives anyway, and resisting it only makes the passage harder. Ask what you are protecting by not letting go. A gentle, conscious farewell could become your turning point.",
    essence: {
      upright: "a chapter closing to make room for renewal",
      reversed: "a reluctance to let a finished chapter close",
    },
    element: "water",
    astrology: "Scorpio",
  },
  {
    id: "temperance",
    name: "Temperance",
    arcana: "major",
    suit: null,
    rank: 14,
    keywords: {
      upright: ["balance", "moderation", "patience", "blending", "harmony"],
      reversed: ["excess", "imbalance", "impatience", "discord"],
    },
    upright:
      "Blend, adjust, blend again. Temperance brings a calm, patient energy that finds the middle way between extremes. You are invited to mix different parts of your life, or different viewpoints, into something harmonious. There is no rush here. Small, steady adjustments produce the sweetest results. Trust the process, and let balance become a daily practice rather than a destination.",
    reversed:
      "Life may feel out of proportion, with too much of one thing and too little of another. Perhaps you are rushing, overindulging or swinging between extremes. Step back and look at the overall mix. What would a gentler rhythm look like? Restoring balance does not require perfection, only a willingness to notice where things have tipped and to adjust.",
    essence: {
      upright: "a patient blending that finds the middle way",
      reversed: "a mix tipped too far towards extremes",
    },
    element: "fire",
    astrology: "Sagittarius",
  },
  {
    id: "the-devil",
    name: "The Devil",
    arcana: "major",
    suit: null,
    rank: 15,
    keywords: {
      upright: ["attachment", "temptation", "habits", "materialism", "shadow self"],
      reversed: ["release", "breaking free", "reclaiming power", "awareness"],
    },
    upright:
      "Something may have more hold on you than you would like: a habit, a craving, a relationship pattern or a fixation on status. The Devil shines a light on these chains and reveals that many of them are looser than they appear. Look honestly at what you feel bound to, and why. Awareness is the first key, and it is already in your hand.",
    reversed:
      "Chains are slipping. This reversal often marks a turning point where you recognise an unhelpful pattern and begin to step away from it. Freedom may feel unfamiliar at first, even uncomfortable. Be patient with yourself if the old pull returns. Each time you choose differently, you reclaim a little more of your own power and your own time.",
    essence: {
      upright: "a clear look at what holds you captive",
      reversed: "the first loosening of old chains",
    },
    element: "earth",
    astrology: "Capricorn",
  },
  {
    id: "the-tower",
    name: "The Tower",
    arcana: "major",
    suit: null,
    rank: 16,
    keywords: {
      upright: ["sudden change", "upheaval", "revelation", "breakthrough", "awakening"],
      reversed: ["resisting change", "delayed reckoning", "inner upheaval", "narrow escape"],
    },
    upright:
      "A structure built on shaky ground may be shaken loose. The Tower brings sudden revelation, a lightning flash that shows what was never truly solid. It can feel dramatic, yet what falls away is often what needed to go. Afterwards the air is clearer, and you get to rebuild with honesty, on foundations that genuinely suit who you are now.",
    reversed:
      "Change is knocking, but you may be bracing the door shut and hoping the cracks will hold. Sometimes the upheaval is internal, a quiet collapse of old beliefs that nobody else sees. Delaying a needed shift can prolong the tension. Ask what would happen if you let the old structure go on your own terms, rather than waiting for it to fall.",
    essence: {
      upright: "a lightning flash that clears false foundations",
      reversed: "an upheaval held back or felt within",
    },
    element: "fire",
    astrology: "Mars",
  },
  {
    id: "the-star",
    name: "The Star",
    arcana: "major",
    suit: null,
    rank: 17,
    keywords: {
      upright: ["hope", "renewal", "inspiration", "serenity", "faith"],
      reversed: ["discouragement", "lost faith", "disconnection", "weariness"],
    },
    upright:
      "After the storm, the sky clears. The Star brings hope, gentle replenishment and a renewed sense of purpose. You are allowed to rest and be restored. Let yourself dream again, openly and generously. Share your light without worrying whether it is bright enough for anyone else. Faith in the future grows from small, sincere acts of trust, repeated night after night.",
    reversed:
      "Hope may feel thin right now, as if the light has dimmed. You might be tired, discouraged or doubting that things can improve. Be gentle with yourself. Reconnect with what once inspired you, even in small ways, such as a favourite song, a walk at dusk or a chat with someone who believes in you. The stars are still there behind the clouds.",
    essence: {
      upright: "renewed hope under a clear night sky",
      reversed: "a dimmed hope waiting to be rekindled",
    },
    element: "air",
    astrology: "Aquarius",
  },
  {
    id: "the-moon",
    name: "The Moon",
    arcana: "major",
    suit: null,
    rank: 18,
    keywords: {
      upright: ["intuition", "illusion", "dreams", "uncertainty", "the subconscious"],
      reversed: ["returning clarity", "released fears", "confusion", "self-deception"],
    },
    upright:
      "Not everything is as it seems by moonlight. This card speaks of uncertainty, vivid dreams and feelings that rise from somewhere deep. Some fears may be shadows rather than real threats. Move slowly, trust your instincts and avoid rushing to conclusions while the picture is still blurry. Creative insight can flourish here, if you let imagination guide you without ruling you.",
    reversed:
      "The fog is beginning to lift. Worries that loomed large may now look smaller, and hidden truths might come to light. Alternatively, you may be fooling yourself about something you would rather not see. Compare your fears with the facts. As clarity returns, you can choose which stories to keep believing and which to set gently aside.",
    essence: {
      upright: "a moonlit path through dreams and uncertainty",
      reversed: "mist lifting from a confusing path",
    },
    element: "water",
    astrology: "Pisces",
  },
  {
    id: "the-sun",
    name: "The Sun",
    arcana: "major",
    suit: null,
    rank: 19,
    keywords: {
      upright: ["joy", "success", "vitality", "warmth", "positivity"],
      reversed: ["dimmed joy", "overconfidence", "delays", "passing clouds"],
    },
    upright:
      "Warmth, clarity and joy shine through this card. The Sun celebrates success, playful energy and the simple happiness of being yourself. Things that felt complicated may suddenly look straightforward. Let yourself enjoy good news and share it generously. This is a time to be seen, to laugh freely and to trust that your natural radiance is more than enough.",
    reversed:
      "The sun is still shining, but clouds may be drifting across it. Enthusiasm could feel a little muted, or success may be slower than hoped. Sometimes the reversal points to overconfidence, expecting everything to fall into place without effort. Reconnect with what makes you light up, keep expectations grounded, and remember that one cloudy day does not cancel summer.",
    essence: {
      upright: "radiant joy and well-earned success",
      reversed: "sunshine briefly veiled by passing clouds",
    },
    element: "fire",
    astrology: "Sun",
  },
  {
    id: "judgement",
    name: "Judgement",
    arcana: "major",
    suit: null,
    rank: 20,
    keywords: {
      upright: ["awakening", "reflection", "calling", "rebirth", "self-evaluation"],
      reversed: ["harsh self-criticism", "ignored calling", "regret", "hesitation"],
    },
    upright:
      "A call is sounding, inviting you to rise into a fuller version of yourself. Judgement asks you to review your past with honesty and compassion, learn from it and step forward renewed. You may feel a sense of vocation or a clear inner yes. Forgive old mistakes, including your own. This is an awakening rather than a verdict, and you are ready to answer.",
    reversed:
      "The inner critic may be louder than the inner call. You might be judging yourself harshly for past choices, or hesitating to answer a summons you can plainly hear. Self-reflection is useful only when it leads somewhere. Loosen the grip of regret, listen for what genuinely calls to you, and allow yourself the fresh start you would gladly offer a friend.",
    essence: {
      upright: "an awakening call to rise renewed",
      reversed: "a calling muffled by self-criticism",
    },
    element: "fire",
    astrology: "Fire",
  },
  {
    id: "the-world",
    name: "The World",
    arcana: "major",
    suit: null,
    rank: 21,
    keywords: {
      upright: ["completion", "fulfilment", "wholeness", "achievement", "integration"],
      reversed: ["unfinished business", "loose ends", "delayed closure", "shortcuts"],
    },
    upright:
      "A cycle is reaching its graceful completion. The World celebrates accomplishment, wholeness and the satisfying sense that the pieces finally fit together. Take time to acknowledge how far you have come and what each stage of the journey taught you. Enjoy this moment of fulfilment, because a new adventure is already beckoning from just beyond the horizon.",
    reversed:
      "You are close to finishing something, yet a few loose ends remain. Perhaps you are hesitant to close the chapter, or tempted to skip the final steps. Take stock of what is still undone and tend to it with care. Completion may arrive later than planned, but it is worth doing properly so you can move on freely and lightly.",
    essence: {
      upright: "a journey completed with a sense of wholeness",
      reversed: "a nearly finished circle with loose ends",
    },
    element: "earth",
    astrology: "Saturn",
  },
];
