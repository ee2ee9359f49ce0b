import { BIRTH_YEARS } from "../../../../src/shared/quiz";
import { DAYS, MONTH_NAMES } from "../quiz-state";
import { fieldClass, invalidProps, labelClass, STEP_HEADING_ID, type StepProps } from "./quiz-fields";

type DatePart = "month" | "day" | "year";

const PARTS: { part: DatePart; label: string; options: { value: string; label: string }[] }[] = [
  { part: "month", label: "Month", options: MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name })) },
  { part: "day", label: "Day", options: DAYS.map((day) => ({ value: String(day), label: String(day) })) },
  { part: "year", label: "Year", options: BIRTH_YEARS.map((year) => ({ value: String(year), label: String(year) })) },
];

/** Step 2: month, day (1–31) and year (2006 down to 1940). The age gate runs on Continue. */
export function BirthdayStep({ draft, onAnswer, invalid }: StepProps) {
  return (
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
  );
}
