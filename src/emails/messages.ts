/**
 * What each buyer email says (docs/product/emails.md). Pure: the facts of one order in, the
 * blocks of one email out, so the samples script renders them without a Worker.
 */
import { formatAmount, PRODUCTS, type ProductType } from "../shared/catalog";
import { SIGN_IN_LINK_MINUTES, SIGNED_IN_HOURS, signInPath } from "../shared/my-orders";
import type { EmailKind, PaymentMethod, SpreadType } from "../shared/statuses";
import { DEFAULT_SPREAD_LABEL, SPREAD_LABELS } from "../shared/tarot";
import { trimInvisible } from "../shared/text";
import type { EmailBlocks } from "./layout";

/** Everything an email may mention, read from the order (and its session and reading) at send time. */
export type EmailFacts = {
  orderId: string;
  productType: ProductType;
  email: string;
  firstName: string | null;
  finalPriceCents: number;
  paymentMethod: PaymentMethod;
  couponCode: string | null;
  failureReason: string | null;
  /** The tarot order's session, once opened. */
  sessionId: string | null;
  /** The saved reading, once written. */
  reading: { id: string; spreadType: SpreadType } | null;
  /** A My Orders sign-in link's token, from its queue message (never stored); null for every other email. */
  signInToken: string | null;
  siteUrl: string;
  supportEmail: string;
};

/** The first part of the order id, as the result page and support quote it. */
export const orderNumber = (orderId: string) => orderId.slice(0, 8);

function amountPaid(facts: EmailFacts): string {
  if (facts.finalPriceCents === 0) {
    return facts.couponCode ? `Free with coupon ${facts.couponCode}` : "Free";
  }
  const coupon = facts.couponCode ? ` (coupon ${facts.couponCode})` : "";
  return `A$${formatAmount(facts.finalPriceCents)}${coupon}`;
}

function link(facts: EmailFacts, path: string): string {
  return new URL(path, facts.siteUrl).toString();
}

const resultLink = (facts: EmailFacts) =>
  link(facts, `/result/${facts.orderId}?email=${encodeURIComponent(facts.email)}`);
const portalLink = (facts: EmailFacts) => link(facts, "/portal");

function orderFacts(facts: EmailFacts, extra: [string, string][] = []): [string, string][] {
  return [
    ["Order", orderNumber(facts.orderId)],
    ["Product", PRODUCTS[facts.productType].name],
    ["Paid", amountPaid(facts)],
    ...extra,
  ];
}

/**
 * Modifier letters (\p{Lm}) that names are written with: the ʻokina and ʼ, and the Japanese long-vowel
 * and repeat marks. Every other modifier letter is left out: some look like a full stop or a comma
 * ("evilꓸexample").
 */
const NAME_MODIFIER_LETTERS = "ʻʼーゝゞヽヾ々";
/** One letter of any script with its combining marks (the accents of "Zoë", the vowel signs of "प्रिया"). */
const LETTER = `(?:(?!\\p{Lm})\\p{L}|[${NAME_MODIFIER_LETTERS}])\\p{M}*`;
/** Words of letters, each joined to the next by one space, hyphen or apostrophe. */
const NAME = new RegExp(`^(?:${LETTER})+(?:[ \\-‐'’](?:${LETTER})+)*$`, "u");
/** A first name, or two or three ("María de los Ángeles"), never a sentence. */
const NAME_MAX_CHARACTERS = 40;
const NAME_MAX_WORDS = 4;

/**
 * The first name as an email may greet with (docs/decisions/0054), or null to leave it out. The
 * quiz takes any first name (the spec's step 6 is free and optional), and the buyer's own story
 * uses it as typed; but an email can reach an address the person who typed it does not own, so it
 * greets only with letters (any script), spaces, hyphens and apostrophes: nothing that reads as a
 * link, an address, a number or markup.
 */
export function greetingName(firstName: string | null): string | null {
  if (!firstName) return null;
  // Runs of spaces become one; a line break or a tab stays, and fails the pattern.
  const name = trimInvisible(firstName.normalize("NFC")).replace(/\p{Zs}+/gu, " ");
  if (Array.from(name).length > NAME_MAX_CHARACTERS || name.split(" ").length > NAME_MAX_WORDS) return null;
  return NAME.test(name) ? name : null;
}

const hello = (facts: EmailFacts) => {
  const name = greetingName(facts.firstName);
  return name ? `Hello ${name},` : "Hello,";
};

/** Whether this order can have this email: soulmate and tarot orders have their own. */
export const KINDS_BY_PRODUCT: Record<ProductType, readonly EmailKind[]> = {
  soulmate: ["payment_received", "pack_delivered", "order_failed", "refund_confirmed", "my_orders_link"],
  tarot_reading: ["reading_receipt", "reading_saved", "refund_confirmed", "my_orders_link"],
};

function paymentReceived(facts: EmailFacts): EmailBlocks {
  const number = orderNumber(facts.orderId);
  return {
    subject: `We're making your Soulmate Story (order ${number})`,
    preheader: "Your storybook, card set and oracle pack are being made. Most are ready within 24 hours.",
    heading: "Your Soulmate Story has begun",
    paragraphs: [
      hello(facts),
      "Thank you for your order. We're now drawing your personalised storybook from your sky and your town, along with your five symbolic cards and your oracle pack.",
      "Most packs are ready within 24 hours, or up to 48 hours at our busiest times. We'll email you again the moment yours is ready, and your result page shows its progress in the meantime.",
    ],
    facts: orderFacts(facts),
    action: { label: "Follow your order", href: resultLink(facts) },
    after: ["Keep this email: the button opens your result page from any device."],
    links: [{ label: "All your orders", href: portalLink(facts) }],
    supportEmail: facts.supportEmail,
    siteUrl: facts.siteUrl,
  };
}

function packDelivered(facts: EmailFacts): EmailBlocks {
  return {
    subject: `Your Soulmate Story is ready (order ${orderNumber(facts.orderId)})`,
    preheader: "Your storybook, card set and oracle pack are ready to open and download.",
    heading: "Your Soulmate Story is ready",
    paragraphs: [
      hello(facts),
      "Your pack is finished: the illustrated storybook (to read online or print, with a light edition for a home printer), your five symbolic cards and the oracle pack.",
      "Open your result page to read the story and download every file. It's worth saving copies of the ones you'd like to keep close.",
    ],
    facts: orderFacts(facts),
    action: { label: "Open your Soulmate Story", href: resultLink(facts) },
    links: [{ label: "Find it again any time in My Orders", href: portalLink(facts) }],
    supportEmail: facts.supportEmail,
    siteUrl: facts.siteUrl,
  };
}

function orderFailed(facts: EmailFacts): EmailBlocks {
  const number = orderNumber(facts.orderId);
  return {
    subject: `A problem with your Soulmate Story (order ${number})`,
    preheader: "Something went wrong while making your pack. Here is what happens next.",
    heading: "We hit a problem making your pack",
    paragraphs: [
      hello(facts),
      "We're sorry: something went wrong on our side while we were making your Soulmate Story, and it did not finish. Your answers are safe and you don't need to do anything.",
      "We've been alerted, and we'll rebuild your pack once the problem is fixed; your result page updates by itself when it's ready. If you'd rather have your money back, reply to us and we'll refund you in full.",
    ],
    facts: orderFacts(facts),
    action: { label: "Check your order", href: resultLink(facts) },
    after: [`Please quote order ${number} if you write to us.`],
    supportEmail: facts.supportEmail,
    siteUrl: facts.siteUrl,
  };
}

function refundConfirmed(facts: EmailFacts): EmailBlocks {
  const number = orderNumber(facts.orderId);
  const product = PRODUCTS[facts.productType].name;
  const paidByPayPal = facts.paymentMethod === "paypal" && facts.finalPriceCents > 0;
  const money = paidByPayPal
    ? `We've refunded A$${formatAmount(facts.finalPriceCents)} to the PayPal account or card you paid with. PayPal usually takes 3 to 10 business days to complete the reversal, depending on your bank or card issuer. If it hasn't arrived after 10 business days, let us know and we'll chase it up.`
    : "This order was free with a coupon, so no money changed hands and there is nothing to return; the order is simply closed.";
  const access =
    facts.productType === "soulmate"
      ? "Your order is now closed, so its files and story are no longer available."
      : facts.reading
        ? "Your order is now closed. The reading you already saved stays at its permalink."
        : "Your order is now closed, so the reading it paid for can no longer be started.";
  return {
    subject: `Your refund for order ${number}`,
    preheader: paidByPayPal ? "Your money is on its way back through PayPal." : "Your order is closed.",
    heading: "Your refund is confirmed",
    paragraphs: [hello(facts), `Your ${product} order ${number} has been refunded.`, money, access],
    facts: [
      ["Order", number],
      ["Product", product],
      ["Refunded", paidByPayPal ? `A$${formatAmount(facts.finalPriceCents)}` : "Nothing to return (free order)"],
    ],
    after: ["Thank you for giving us a try. If anything about your order wasn't right, we'd love to hear about it."],
    links: [{ label: "Your orders", href: portalLink(facts) }],
    supportEmail: facts.supportEmail,
    siteUrl: facts.siteUrl,
  };
}

function readingReceipt(facts: EmailFacts): EmailBlocks {
  const number = orderNumber(facts.orderId);
  const session = facts.sessionId ? link(facts, `/tarot/session/${facts.sessionId}`) : null;
  return {
    subject: `Your AI Tarot Reading is ready to begin (receipt ${number})`,
    preheader: "Your receipt, and the link to your reading whenever you're ready.",
    heading: "Your tarot reading is waiting for you",
    paragraphs: [
      "Hello,",
      "Thank you for your order. This is your receipt, and the link below opens your reading on any device, whenever you're ready: write your question, shuffle, choose your spread and turn your cards.",
      "The link is yours alone, so please keep it to yourself until your reading is done. Once it's saved, we'll send you its permanent link to keep and share.",
    ],
    facts: orderFacts(facts),
    action: session ? { label: "Begin your reading", href: session } : undefined,
    supportEmail: facts.supportEmail,
    siteUrl: facts.siteUrl,
  };
}

function readingSaved(facts: EmailFacts): EmailBlocks {
  const spread = facts.reading ? SPREAD_LABELS[facts.reading.spreadType] : DEFAULT_SPREAD_LABEL;
  const permalink = facts.reading ? link(facts, `/tarot/reading/${facts.reading.id}`) : link(facts, "/portal");
  return {
    subject: `Your ${spread} reading is saved`,
    preheader: "The permanent link to your reading, to come back to or share.",
    heading: "Your reading is saved",
    paragraphs: [
      "Hello,",
      `Your ${spread} reading is saved at its own permanent link. Come back to it whenever you like, share it with someone you trust, or download it as a PDF from the page.`,
    ],
    facts: [
      ["Order", orderNumber(facts.orderId)],
      ["Spread", spread],
    ],
    action: { label: "Open your reading", href: permalink },
    after: ["Anyone with the link can read it, so share it only with people you'd like to."],
    supportEmail: facts.supportEmail,
    siteUrl: facts.siteUrl,
  };
}

/**
 * A My Orders sign-in link: about the address, not one order, so it names no order or amount, and it
 * greets no one by name. The token rides in the link's fragment, which no server ever receives.
 */
function myOrdersLink(facts: EmailFacts): EmailBlocks {
  return {
    subject: "Your link to open your orders",
    preheader: `Opens your orders in the browser you use it in. It works once, within ${SIGN_IN_LINK_MINUTES} minutes.`,
    heading: "Open your orders",
    paragraphs: [
      "Hello,",
      `You asked for a link to open the orders placed with this email address. The button below opens them in the browser you use it in, with your downloads, your stories and your saved readings, for the next ${SIGNED_IN_HOURS} hours.`,
      `The link works once, within ${SIGN_IN_LINK_MINUTES} minutes. If it has run out, you can ask for a new one in My Orders.`,
    ],
    facts: [],
    action: facts.signInToken
      ? { label: "Open my orders", href: link(facts, signInPath(facts.signInToken)) }
      : undefined,
    after: [
      "Didn't ask for this? You can safely ignore this email: nothing opens until the button is used, and only this email holds the link.",
    ],
    supportEmail: facts.supportEmail,
    siteUrl: facts.siteUrl,
  };
}

const BUILDERS: Record<EmailKind, (facts: EmailFacts) => EmailBlocks> = {
  payment_received: paymentReceived,
  pack_delivered: packDelivered,
  order_failed: orderFailed,
  refund_confirmed: refundConfirmed,
  reading_receipt: readingReceipt,
  reading_saved: readingSaved,
  my_orders_link: myOrdersLink,
};

export function emailBlocks(kind: EmailKind, facts: EmailFacts): EmailBlocks {
  return BUILDERS[kind](facts);
}
