import { fieldClass, hintClass, invalidProps, labelClass, type StepProps } from "./quiz-fields";

/** Step 7: required; the order is prepared when Continue passes. */
export function EmailStep({ draft, onAnswer, invalid }: StepProps) {
  return (
    <div>
      <label htmlFor="quiz-email" className={labelClass}>
        Email address
      </label>
      <input
        id="quiz-email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        maxLength={254}
        spellCheck={false}
        value={draft.email}
        onChange={(event) => onAnswer("email", event.target.value)}
        className={fieldClass}
        {...invalidProps(invalid, "email", "quiz-email-hint")}
      />
      <p id="quiz-email-hint" className={hintClass}>
        We use this email to find your order: get your files any time through My Orders with it.
      </p>
    </div>
  );
}
