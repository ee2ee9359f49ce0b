/**
 * Building blocks shared by the quiz steps: native radio inputs drawn as tiles
 * (so arrow keys, Space and screen readers behave as they do for any radio
 * group), and the classes every text field and select uses.
 */
import type { ChangeEvent } from "react";
import type { QuizDraft } from "../quiz-state";

/** The id of the visible step heading; groups and forms are labelled by it. */
export const STEP_HEADING_ID = "quiz-step-heading";
export const STEP_ERROR_ID = "quiz-step-error";

export { fieldClass, hintClass, labelClass } from "../../ui/form-styles";

export type StepProps = {
  draft: QuizDraft;
  onAnswer: (field: keyof QuizDraft, value: string) => void;
  /** Fields the last Continue found unfinished. */
  invalid: ReadonlySet<keyof QuizDraft>;
};

/** aria-invalid plus a link to the step's error text, when the field failed validation. */
export function invalidProps(invalid: ReadonlySet<keyof QuizDraft>, field: keyof QuizDraft, describedBy?: string) {
  const isInvalid = invalid.has(field);
  const ids = [describedBy, isInvalid ? STEP_ERROR_ID : undefined].filter(Boolean).join(" ");
  return { "aria-invalid": isInvalid || undefined, "aria-describedby": ids || undefined };
}

type RadioOption = { value: string; label: string; symbol?: string };

type RadioTilesProps = {
  name: keyof QuizDraft;
  options: RadioOption[];
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  className: string;
  /** The group's label; the step's heading unless the group asks a question of its own. */
  labelledBy?: string;
};

export function RadioTiles({ name, options, value, onChange, invalid, className, labelledBy }: RadioTilesProps) {
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy ?? STEP_HEADING_ID}
      aria-required="true"
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? STEP_ERROR_ID : undefined}
      className={className}
    >
      {options.map((option) => (
        <label
          key={option.value}
          className={`relative flex min-h-11 cursor-pointer select-none flex-col items-center justify-center gap-1 rounded-xl border px-2 py-3 text-center text-sm font-medium motion-safe:transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-300 has-[:checked]:border-gold-400 has-[:checked]:bg-night-700 has-[:checked]:text-gold-200 ${
            invalid ? "border-danger/70" : "border-night-600 hover:border-gold-500/70"
          } bg-night-800 text-parchment`}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
            className="sr-only"
          />
          {option.symbol ? (
            <span aria-hidden="true" className="text-2xl leading-none text-gold-300 [font-variant-emoji:text]">
              {option.symbol}
            </span>
          ) : null}
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
