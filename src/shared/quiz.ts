/**
 * The soulmate quiz's rules, shared by the quiz modal and POST /api/quiz/prepare
 * so the server re-checks exactly what the browser checked (spec §5).
 */
import { z } from "zod";
import { EmailSchema } from "./schemas";
import { PREFERENCES, RELATIONSHIP_STATUSES, STAR_SIGNS } from "./statuses";

export const MIN_AGE = 18;

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
export const QUIZ_STEPS = 8;
/** Birth years offered, newest first: 2006 down to 1940 (67 values). */
export const BIRTH_YEARS: number[] = Array.from({ length: 2006 - 1940 + 1 }, (_, i) => 2006 - i);

export const STAR_SIGN_LABELS: Record<(typeof STAR_SIGNS)[number], { name: string; symbol: string }> = {
  aries: { name: "Aries", symbol: "♈" },
  taurus: { name: "Taurus", symbol: "♉" },
  gemini: { name: "Gemini", symbol: "♊" },
  cancer: { name: "Cancer", symbol: "♋" },
  leo: { name: "Leo", symbol: "♌" },
  virgo: { name: "Virgo", symbol: "♍" },
  libra: { name: "Libra", symbol: "♎" },
  scorpio: { name: "Scorpio", symbol: "♏" },
  sagittarius: { name: "Sagittarius", symbol: "♐" },
  capricorn: { name: "Capricorn", symbol: "♑" },
  aquarius: { name: "Aquarius", symbol: "♒" },
  pisces: { name: "Pisces", symbol: "♓" },
};

export const RELATIONSHIP_LABELS: Record<(typeof RELATIONSHIP_STATUSES)[number], string> = {
  single: "Single",
  "in-relationship": "In a relationship",
  "just-curious": "Just Curious",
  divorced: "Divorced",
  widowed: "Widowed",
};

export const PREFERENCE_LABELS: Record<(typeof PREFERENCES)[number], string> = {
  men: "I prefer Men",
  women: "I prefer Women",
};

/** Spec §5: no whitespace or @, an @, then a dot-separated domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "new york  city " → "New York City". */
export function capitaliseCity(value: string): string {
  return value
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase("en-AU") + word.slice(1))
    .join(" ");
}

export function daysInMonth(month: number, year: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whole years between the birthday and `today` (UTC calendar dates). */
export function ageOn(birthday: { day: number; month: number; year: number }, today: Date): number {
  const years = today.getUTCFullYear() - birthday.year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < birthday.month ||
    (today.getUTCMonth() + 1 === birthday.month && today.getUTCDate() < birthday.day);
  return beforeBirthday ? years - 1 : years;
}

const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .optional()
    .nullable()
    .transform((value) => (value?.trim() ? value.trim() : null));

export const BirthdaySchema = z
  .object({
    day: z.number().int().min(1).max(31),
    month: z.number().int().min(1).max(12),
    year: z.number().int().min(1940).max(2006),
  })
  .refine((b) => b.day <= daysInMonth(b.month, b.year), { error: "That date does not exist" });

/** The answers as POST /api/quiz/prepare accepts them. Age is checked against the server's today. */
export const QuizAnswersSchema = z.object({
  starSign: z.enum(STAR_SIGNS, { error: "Choose a star sign" }),
  birthday: BirthdaySchema,
  city: optionalText(80).transform((city) => (city ? capitaliseCity(city) : null)),
  preference: z.enum(PREFERENCES, { error: "Choose a preference" }),
  relationshipStatus: z.enum(RELATIONSHIP_STATUSES, { error: "Choose a relationship status" }),
  firstName: optionalText(60),
  email: EmailSchema.refine((email) => EMAIL_PATTERN.test(email), { error: "Enter a valid email address" }),
});
export type QuizAnswers = z.input<typeof QuizAnswersSchema>;

export const AGE_REQUIREMENT = {
  title: "Age Requirement",
  message: "Sorry, you must be 18 or older to use this service.",
} as const;
