import { BIRTH_YEARS, STAR_SIGN_LABELS } from "../../../../src/shared/quiz";
import type { StarSign } from "../../../../src/shared/statuses";
import { DAYS, MONTH_NAMES, type SignQuestion, signAnswer, signQuestion } from "../quiz-state";
import { fieldClass, invalidProps, labelClass, RadioTiles, STEP_HEADING_ID, type StepProps } from "./quiz-fields";

type DatePart = "month" | "day" | "year";

const PARTS: { part: DatePart; label: string; options: { value: string; label: string }[] }[] = [
  { part: "month", label: "Month", options: MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name })) },
  { part: "day", label: "Day", options: DAYS.map((day) => ({ value: String(day), label: String(day) })) },
  { part: "year", label: "Year", options: BIRTH_YEARS.map((year) => ({ value: String(year), label: String(year) })) },
];

const SIGN_QUESTION_ID = "quiz-sign-question";

const signName = (sign: StarSign) => STAR_SIGN_LABELS[sign].name;

/** "Scorpio", "Libra or Scorpio". */
const signNames = (signs: StarSign[]) => signs.map(signName).join(" or ");

/**
 * Asked when the sign picked at step 1 is not the birthday's: the story can
 * follow either, but it will not pretend the sun stood where it did not.
 */
function SignChoice({ question, draft, onAnswer, invalid }: StepProps & { question: SignQuestion }) {
  const options = [...question.birthdaySigns, question.chosen].filter((sign, i, all) => all.indexOf(sign) === i);
  return (
    <div className="mt-6 rounded-xl border border-gold-500/50 bg-night-800/70 p-4">
      <p id={SIGN_QUESTION_ID} className="font-semibold text-parchment">
        Which sign should your story follow?
      </p>
      <p className="mt-1 text-sm text-mist">
        By the usual dates, {question.date} falls in {signNames(question.birthdaySigns)}, and you chose{" "}
        {signName(question.chosen)}. Your story can follow either.
      </p>
      <RadioTiles
        name="signConfirmed"
        labelledBy={SIGN_QUESTION_ID}
        options={options.map((sign) => ({
          value: sign,
          symbol: STAR_SIGN_LABELS[sign].symbol,
          label:
            sign === question.chosen ? `${signName(sign)}, the sign I chose` : `${signName(sign)}, my birthday's sign`,
        }))}
        value={question.answer ?? ""}
        onChange={(sign) => {
          onAnswer("starSign", sign);
          onAnswer("signConfirmed", signAnswer(draft, question, sign as StarSign));
        }}
        invalid={invalid.has("signConfirmed")}
        className="mt-3 grid grid-cols-2 gap-2 sm:gap-3"
      />
    </div>
  );
}

/**
 * Step 2: month, day (1–31) and year (2006 down to 1940). The age gate runs on
 * Continue; a sign that disagrees with the date is asked about here.
 */
export function BirthdayStep({ draft, onAnswer, invalid }: StepProps) {
  const question = signQuestion(draft);
  return (
    <>
      <fieldset aria-labelledby={STEP_HEADING_ID} className="grid min-w-0 gap-4 sm:grid-cols-[1.4fr_1fr_1.2fr]">
        {PARTS.map(({ part, label, options }) => (
          <div key={part}>
            <label htmlFor={`quiz-birth-${part}`} className={labelClass}>
              {label}
            </label>
            <select
              id={`quiz-birth-${part}`}
              name={part}
              required
              autoComplete={`bday-${part}`}
              value={draft[part]}
              onChange={(event) => onAnswer(part, event.target.value)}
              className={fieldClass}
              {...invalidProps(invalid, part)}
            >
              <option value="">Select {part}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
        <p className="text-sm text-mist sm:col-span-3">You must be 18 or older to use this service.</p>
      </fieldset>
      {question ? <SignChoice question={question} draft={draft} onAnswer={onAnswer} invalid={invalid} /> : null}
    </>
  );
}
