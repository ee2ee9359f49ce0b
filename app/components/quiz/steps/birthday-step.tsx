import { BIRTH_YEARS } from "../../../../src/shared/quiz";
import { DAYS, MONTH_NAMES } from "../quiz-state";
import { fieldClass, invalidProps, labelClass, STEP_HEADING_ID, type StepProps } from "./quiz-fields";

/** Step 2: month, day (1–31) and year (2006 down to 1940). The age gate runs on Continue. */
export function BirthdayStep({ draft, onAnswer, invalid }: StepProps) {
  return (
    <fieldset aria-labelledby={STEP_HEADING_ID} className="grid min-w-0 gap-4 sm:grid-cols-[1.4fr_1fr_1.2fr]">
      <div>
        <label htmlFor="quiz-birth-month" className={labelClass}>
          Month
        </label>
        <select
          id="quiz-birth-month"
          name="month"
          required
          autoComplete="bday-month"
          value={draft.month}
          onChange={(event) => onAnswer("month", event.target.value)}
          className={fieldClass}
          {...invalidProps(invalid, "month")}
        >
          <option value="">Select month</option>
          {MONTH_NAMES.map((name, index) => (
            <option key={name} value={String(index + 1)}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="quiz-birth-day" className={labelClass}>
          Day
        </label>
        <select
          id="quiz-birth-day"
          name="day"
          required
          autoComplete="bday-day"
          value={draft.day}
          onChange={(event) => onAnswer("day", event.target.value)}
          className={fieldClass}
          {...invalidProps(invalid, "day")}
        >
          <option value="">Select day</option>
          {DAYS.map((day) => (
            <option key={day} value={String(day)}>
              {day}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="quiz-birth-year" className={labelClass}>
          Year
        </label>
        <select
          id="quiz-birth-year"
          name="year"
          required
          autoComplete="bday-year"
          value={draft.year}
          onChange={(event) => onAnswer("year", event.target.value)}
          className={fieldClass}
          {...invalidProps(invalid, "year")}
        >
          <option value="">Select year</option>
          {BIRTH_YEARS.map((year) => (
            <option key={year} value={String(year)}>
              {year}
            </option>
          ))}
        </select>
      </div>
      <p className="text-sm text-mist sm:col-span-3">You must be 18 or older to use this service.</p>
    </fieldset>
  );
}
