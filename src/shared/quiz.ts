/**
 * The soulmate quiz's rules, shared by the quiz modal and POST /api/quiz/prepare
 * so the server re-checks exactly what the browser checked (docs/product/rules.md, Quiz answers).
 */
import { z } from "zod";
import { EMAIL_INVALID, EmailSchema } from "./schemas";
import { PREFERENCES, RELATIONSHIP_STATUSES, STAR_SIGNS, type StarSign } from "./statuses";
import { trimInvisible } from "./text";

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

/**
 * The first day of each sign in the usual tropical table, as [month, day].
 * The sun's real entry moves by a day or so from year to year and with the
 * time zone; the server reads the real sky (src/soulmate/astro.ts).
 */
export const SIGN_STARTS: Record<StarSign, readonly [month: number, day: number]> = {
  aries: [3, 21],
  taurus: [4, 20],
  gemini: [5, 21],
  cancer: [6, 21],
  leo: [7, 23],
  virgo: [8, 23],
  libra: [9, 23],
  scorpio: [10, 23],
  sagittarius: [11, 22],
  capricorn: [12, 22],
  aquarius: [1, 20],
  pisces: [2, 19],
};

/** The sign of a day of the year by the table (leap day counts as 29 February, in Pisces). */
function tableSign(month: number, day: number): StarSign {
  let best: StarSign = "capricorn";
  let bestStart = -1;
  for (const sign of STAR_SIGNS) {
    const [m, d] = SIGN_STARTS[sign];
    const start = m * 100 + d;
    if (start <= month * 100 + day && start > bestStart) {
      best = sign;
      bestStart = start;
    }
  }
  return best;
}

/**
 * The signs a birthday can belong to by the table: one, or both neighbours on
 * the last day of a sign and the first day of the next, when the sun may have
 * changed sign during the day.
 */
export function birthdaySigns(birthday: { day: number; month: number }): StarSign[] {
  const at = (offset: number) => {
    // A leap year, so 29 February exists; only month and day are read back.
    const date = new Date(Date.UTC(2000, birthday.month - 1, birthday.day + offset));
    return tableSign(date.getUTCMonth() + 1, date.getUTCDate());
  };
  // The day before or after lies in another sign only on the first or last day of a sign.
  return [...new Set([at(-1), at(0), at(1)])];
}

/** "9 August 1987": a birthday as every page, card and chart writes it. */
export function formatBirthday(b: { day: number; month: number; year: number }): string {
  return `${b.day} ${MONTH_NAMES[b.month - 1] ?? ""} ${b.year}`;
}

/** "23 September – 22 October": a sign's dates in the usual table. */
export function signDates(sign: StarSign): string {
  const [month, day] = SIGN_STARTS[sign];
  const next = STAR_SIGNS[(STAR_SIGNS.indexOf(sign) + 1) % STAR_SIGNS.length] as StarSign;
  const [endMonth, endDay] = SIGN_STARTS[next];
  const end = new Date(Date.UTC(2001, endMonth - 1, endDay - 1));
  return `${day} ${MONTH_NAMES[month - 1]} – ${end.getUTCDate()} ${MONTH_NAMES[end.getUTCMonth()]}`;
}

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

/** docs/product/rules.md, Quiz answers: no whitespace or @, an @, then a dot-separated domain. */
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
    // Only invisible characters (a zero-width space) is no answer, as blank is.
    .transform((value) => (value ? trimInvisible(value) : "") || null);

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
  email: EmailSchema.refine((email) => EMAIL_PATTERN.test(email), { error: EMAIL_INVALID }),
});
export type QuizAnswers = z.input<typeof QuizAnswersSchema>;

export const AGE_REQUIREMENT = {
  title: "Age Requirement",
  message: "Sorry, you must be 18 or older to use this service.",
} as const;
