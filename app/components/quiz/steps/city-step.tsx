import { capitaliseCity } from "../../../../src/shared/quiz";
import { fieldClass, hintClass, labelClass, type StepProps } from "./quiz-fields";

/** Step 3: optional; tidied to "New York City" form when the field loses focus and on Continue. */
export function CityStep({ draft, onAnswer }: StepProps) {
  return (
    <div>
      <label htmlFor="quiz-city" className={labelClass}>
        City or town (optional)
      </label>
      <input
        id="quiz-city"
        name="city"
        type="text"
        autoComplete="address-level2"
        maxLength={80}
        value={draft.city}
        onChange={(event) => onAnswer("city", event.target.value)}
        onBlur={(event) => onAnswer("city", capitaliseCity(event.target.value))}
        aria-describedby="quiz-city-hint"
        className={fieldClass}
      />
      <p id="quiz-city-hint" className={hintClass}>
        No exact address needed — just the city or town. It shapes the skyline in your story. You can skip this step.
      </p>
    </div>
  );
}
