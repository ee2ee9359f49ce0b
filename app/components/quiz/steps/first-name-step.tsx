import { fieldClass, hintClass, labelClass, type StepProps } from "./quiz-fields";

/** Step 6: optional. */
export function FirstNameStep({ draft, onAnswer }: StepProps) {
  return (
    <div>
      <label htmlFor="quiz-first-name" className={labelClass}>
        First name (optional)
      </label>
      <input
        id="quiz-first-name"
        name="firstName"
        type="text"
        autoComplete="given-name"
        maxLength={60}
        value={draft.firstName}
        onChange={(event) => onAnswer("firstName", event.target.value)}
        aria-describedby="quiz-first-name-hint"
        className={fieldClass}
      />
      <p id="quiz-first-name-hint" className={hintClass}>
        We weave it into your story. Leave it blank if you prefer.
      </p>
    </div>
  );
}
