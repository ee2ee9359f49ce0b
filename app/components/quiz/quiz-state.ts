/**
 * The soulmate quiz's state and rules (docs/product/screens.md, Soulmate quiz modal; docs/product/rules.md),
 * kept free of React so every rule can be tested on its own. The modal renders
 * this state; the shared rules come from src/shared/quiz.ts, which the server
 * re-checks in POST /api/quiz/prepare.
 */
import {
  ageOn,
  birthdaySigns,
  capitaliseCity,
  daysInMonth,
  EMAIL_PATTERN,
  MIN_AGE,
  MONTH_NAMES,
  QUIZ_STEPS,
  type QuizAnswers,
} from "../../../src/shared/quiz";
import type { PREFERENCES, RELATIONSHIP_STATUSES, StarSign } from "../../../src/shared/statuses";

export type Preference = (typeof PREFERENCES)[number];
export type RelationshipStatus = (typeof RELATIONSHIP_STATUSES)[number];

/** The answers as the form holds them: selects and inputs give strings, "" means unanswered. */
export type QuizDraft = {
  starSign: StarSign | "";
  month: string;
  day: string;
  year: string;
  city: string;
  preference: Preference | "";
  relationshipStatus: RelationshipStatus | "";
  firstName: string;
  email: string;
  /**
   * The answer to "which sign should your story follow?", asked when the sign
   * and the birthday disagree: "<birth date>|<sign first chosen>|<sign kept>".
   */
  signConfirmed: string;
};

export type QuizState = {
  step: number;
  draft: QuizDraft;
  /** Set by POST /api/quiz/prepare when step 7 succeeds. */
  orderId: string | null;
  /** The visitor clicked 'Pay with' and the payment button is shown. */
  paymentChosen: boolean;
  /** Payment or a free coupon is being processed: the 'Almost done...' overlay shows. */
  processing: boolean;
  freeOrder: boolean;
  couponCode: string;
  couponApplied: boolean;
  /** The order's price after a discount coupon, read back from the server. */
  discountedPriceCents: number | null;
};

export type QuizAction =
  | { type: "answer"; field: keyof QuizDraft; value: string }
  | { type: "next" }
  | { type: "back" }
  | { type: "prepared"; orderId: string }
  | { type: "coupon-text"; value: string }
  | { type: "coupon-applied"; free: boolean }
  | { type: "discounted-price"; priceCents: number }
  | { type: "payment-chosen" }
  | { type: "processing-started" }
  | { type: "processing-stopped" }
  | { type: "closed" };

export const EMPTY_DRAFT: QuizDraft = {
  starSign: "",
  month: "",
  day: "",
  year: "",
  city: "",
  preference: "",
  relationshipStatus: "",
  firstName: "",
  email: "",
  signConfirmed: "",
};

export const INITIAL_QUIZ_STATE: QuizState = {
  step: 1,
  draft: EMPTY_DRAFT,
  orderId: null,
  paymentChosen: false,
  processing: false,
  freeOrder: false,
  couponCode: "",
  couponApplied: false,
  discountedPriceCents: null,
};

export const CHECKOUT_STEP = QUIZ_STEPS;
export const EMAIL_STEP = QUIZ_STEPS - 1;

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case "answer":
      return { ...state, draft: { ...state.draft, [action.field]: action.value } };
    case "next":
      return { ...state, step: Math.min(state.step + 1, QUIZ_STEPS) };
    case "back":
      if (state.step <= 1) return state;
      // Leaving the checkout step forgets the payment choice (docs/product/screens.md, Soulmate quiz modal).
      return {
        ...state,
        step: state.step - 1,
        paymentChosen: state.step === CHECKOUT_STEP ? false : state.paymentChosen,
      };
    case "prepared":
      // The same order, changed in place after Back: its coupon is still on it.
      if (action.orderId === state.orderId) {
        return { ...state, step: CHECKOUT_STEP, paymentChosen: false, processing: false };
      }
      // A fresh order: nothing from an earlier checkout attempt carries over.
      return {
        ...state,
        orderId: action.orderId,
        step: CHECKOUT_STEP,
        paymentChosen: false,
        processing: false,
        freeOrder: false,
        couponApplied: false,
        discountedPriceCents: null,
      };
    case "coupon-text":
      return { ...state, couponCode: action.value };
    case "coupon-applied":
      return action.free
        ? { ...state, couponApplied: true, freeOrder: true, processing: true }
        : { ...state, couponApplied: true };
    case "discounted-price":
      return { ...state, discountedPriceCents: action.priceCents };
    case "payment-chosen":
      return { ...state, paymentChosen: true };
    case "processing-started":
      return { ...state, processing: true };
    case "processing-stopped":
      return { ...state, processing: false };
    case "closed":
      // docs/product/screens.md, Soulmate quiz modal: closing resets the payment choice, processing, free-order and coupon text.
      return { ...state, paymentChosen: false, processing: false, freeOrder: false, couponCode: "" };
  }
}

export const STEP_TITLES: Record<number, string> = {
  1: "What's your star sign?",
  2: "When were you born?",
  3: "Which city or town are you from?",
  4: "Who are you drawn to?",
  5: "What's your relationship status?",
  6: "What's your first name?",
  7: "What's your email?",
  8: "Complete Your Order",
};

export { MONTH_NAMES } from "../../../src/shared/quiz";

export const DAYS: number[] = Array.from({ length: 31 }, (_, i) => i + 1);

/** Required copy (docs/product/screens.md, Soulmate quiz modal). */
export const QUIZ_MESSAGES = {
  incomplete: {
    title: "Please complete this step",
    description: "All required fields must be filled before continuing.",
  },
  couponBlank: { title: "Enter Coupon Code", description: "Please enter a coupon code" },
  orderNotPrepared: { title: "Error", description: "Order not prepared" },
  couponInvalidTitle: "Invalid Coupon",
  couponInvalidFallback: "Coupon code not valid",
  couponFailedFallback: "Failed to apply coupon",
  couponApplied: {
    title: "Coupon Applied!",
    description: "Your order is free — processing your soulmate reading now...",
  },
  prepareFailedTitle: "Error",
  dateDoesNotExist: "That date does not exist. Please check the day and month.",
  chooseSign: "Choose which sign your story should follow.",
} as const;

export type StepCheck =
  | { ok: true }
  | { ok: false; problem: "incomplete"; fields: (keyof QuizDraft)[] }
  | { ok: false; problem: "date"; fields: (keyof QuizDraft)[] }
  | { ok: false; problem: "age"; fields: (keyof QuizDraft)[] }
  | { ok: false; problem: "sign"; fields: (keyof QuizDraft)[] };

/** The birthday as the draft holds it, when all three parts are chosen and the date exists. */
function draftBirthday(draft: QuizDraft): { day: number; month: number; year: number } | null {
  if (!draft.day || !draft.month || !draft.year) return null;
  const birthday = { day: Number(draft.day), month: Number(draft.month), year: Number(draft.year) };
  return birthday.day <= daysInMonth(birthday.month, birthday.year) ? birthday : null;
}

export type SignQuestion = {
  /** "9 November". */
  date: string;
  /** The sign or two signs of that date. */
  birthdaySigns: StarSign[];
  /** The sign picked at step 1. */
  chosen: StarSign;
  /** The sign the visitor decided on, once they have. */
  answer: StarSign | null;
};

/**
 * Whether step 2 asks which sign to follow: the sign picked at step 1 is not
 * the birthday's by the usual table. Stays shown once answered, so the answer
 * can be changed; gone when the date or the sign no longer disagree.
 */
export function signQuestion(draft: QuizDraft): SignQuestion | null {
  const birthday = draftBirthday(draft);
  if (!birthday || draft.starSign === "") return null;
  const dateKey = `${birthday.year}-${birthday.month}-${birthday.day}`;
  const signs = birthdaySigns(birthday);
  const date = `${birthday.day} ${MONTH_NAMES[birthday.month - 1]}`;
  const [answeredFor, chosen, answer] = draft.signConfirmed.split("|");
  if (answeredFor === dateKey && answer === draft.starSign && chosen) {
    return { date, birthdaySigns: signs, chosen: chosen as StarSign, answer: answer as StarSign };
  }
  if (signs.includes(draft.starSign)) return null;
  return { date, birthdaySigns: signs, chosen: draft.starSign, answer: null };
}

/** The draft value that records `answer` to `question`. */
export function signAnswer(draft: QuizDraft, question: SignQuestion, answer: StarSign): string {
  return `${draft.year}-${draft.month}-${draft.day}|${question.chosen}|${answer}`;
}

/** Whether Continue may leave `step` (docs/product/rules.md, Quiz answers). Steps 3 and 6 are always valid. */
export function checkStep(step: number, draft: QuizDraft, today: Date = new Date()): StepCheck {
  const missing = (fields: (keyof QuizDraft)[]): StepCheck => {
    const empty = fields.filter((field) => draft[field].trim() === "");
    return empty.length ? { ok: false, problem: "incomplete", fields: empty } : { ok: true };
  };
  switch (step) {
    case 1:
      return missing(["starSign"]);
    case 2: {
      const filled = missing(["month", "day", "year"]);
      if (!filled.ok) return filled;
      const birthday = { day: Number(draft.day), month: Number(draft.month), year: Number(draft.year) };
      if (birthday.day > daysInMonth(birthday.month, birthday.year)) {
        return { ok: false, problem: "date", fields: ["day"] };
      }
      if (ageOn(birthday, today) < MIN_AGE) return { ok: false, problem: "age", fields: ["year"] };
      const question = signQuestion(draft);
      if (question && question.answer === null) return { ok: false, problem: "sign", fields: ["signConfirmed"] };
      return { ok: true };
    }
    case 4:
      return missing(["preference"]);
    case 5:
      return missing(["relationshipStatus"]);
    case 7:
      return isValidEmail(draft.email) ? { ok: true } : { ok: false, problem: "incomplete", fields: ["email"] };
    default:
      return { ok: true };
  }
}

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The body of POST /api/quiz/prepare. Call only once steps 1–7 have passed checkStep. */
export function toPrepareBody(draft: QuizDraft): QuizAnswers {
  const city = capitaliseCity(draft.city);
  const firstName = draft.firstName.trim();
  return {
    starSign: draft.starSign as StarSign,
    birthday: { day: Number(draft.day), month: Number(draft.month), year: Number(draft.year) },
    ...(city ? { city } : {}),
    preference: draft.preference as Preference,
    relationshipStatus: draft.relationshipStatus as RelationshipStatus,
    ...(firstName ? { firstName } : {}),
    email: draft.email.trim(),
  };
}

/**
 * The body of POST /api/quiz/prepare. After Back from checkout it names the order already
 * prepared, so the server changes that order instead of leaving it unpaid beside a second one
 * (docs/product/orders.md, Unpaid orders).
 */
export function toRePrepareBody(state: QuizState): QuizAnswers & { replaces?: string } {
  const body = toPrepareBody(state.draft);
  return state.orderId ? { ...body, replaces: state.orderId } : body;
}

/** Client-side failures that docs/product/screens.md says are "only logged": quiet in tests, visible in the console otherwise. */
export function logClientError(context: string, error: unknown): void {
  if (import.meta.env.MODE === "test") return;
  console.error(`[checkout] ${context}`, error);
}
