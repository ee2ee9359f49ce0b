/** Order, job and session states shared by the Worker, the SPA and the schema. */
export const ORDER_STATUSES = [
  "awaiting_payment",
  "paid",
  "processing",
  "delivered",
  "failed",
  "refunded",
  "completed",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ["none", "coupon", "paypal"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const JOB_STATUSES = ["pending", "running", "completed", "failed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** One job per artifact group of the soulmate pack (docs/product/orders.md, The soulmate pack). */
export const JOB_TYPES = ["story", "storybook_pdf", "card_set", "oracle_images", "oracle_zip"] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const TAROT_SESSION_STATUSES = ["intention", "shuffled", "spread_selected", "interpreting", "complete"] as const;
export type TarotSessionStatus = (typeof TAROT_SESSION_STATUSES)[number];

export const SPREAD_TYPES = ["one_card", "three_card", "celtic_cross"] as const;
export type SpreadType = (typeof SPREAD_TYPES)[number];

export const STAR_SIGNS = [
  "aries",
  "taurus",
  "gemini",
  "cancer",
  "leo",
  "virgo",
  "libra",
  "scorpio",
  "sagittarius",
  "capricorn",
  "aquarius",
  "pisces",
] as const;
export type StarSign = (typeof STAR_SIGNS)[number];

export const PREFERENCES = ["men", "women"] as const;
export const RELATIONSHIP_STATUSES = ["single", "in-relationship", "just-curious", "divorced", "widowed"] as const;

export const COUPON_KINDS = ["free", "percent", "amount"] as const;
export const COUPON_SCOPES = ["soulmate", "tarot_reading", "any"] as const;

/** Where an operator-managed testimonial appears: the landing page's tarot explainer or the tarot page. */
export const TESTIMONIAL_PAGES = ["home", "tarot"] as const;
export type TestimonialPage = (typeof TESTIMONIAL_PAGES)[number];
/** Only `published` content reaches buyers; `draft` is being written, `hidden` was taken down. */
export const CONTENT_STATUSES = ["draft", "published", "hidden"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/**
 * The buyer emails, one of each at most per order (docs/product/emails.md); a My Orders sign-in
 * link is sent each time one is asked for.
 */
export const EMAIL_KINDS = [
  "payment_received",
  "pack_delivered",
  "order_failed",
  "refund_confirmed",
  "reading_receipt",
  "reading_saved",
  "my_orders_link",
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];
export const EMAIL_STATUSES = ["queued", "sent", "failed"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
/**
 * Whether the operator may send an email again: only a failed one, and never a sign-in link, whose
 * token only its first queue message held (the buyer asks for a new link instead).
 */
export const canResendEmail = (email: { kind: EmailKind; status: EmailStatus }) =>
  email.status === "failed" && email.kind !== "my_orders_link";
