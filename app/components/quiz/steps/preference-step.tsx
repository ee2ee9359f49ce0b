import { PREFERENCE_LABELS } from "../../../../src/shared/quiz";
import { PREFERENCES } from "../../../../src/shared/statuses";
import { RadioTiles, type StepProps } from "./quiz-fields";

const OPTIONS = PREFERENCES.map((value) => ({ value, label: PREFERENCE_LABELS[value] }));

/** Step 4: 'I prefer Men' or 'I prefer Women'. */
export function PreferenceStep({ draft, onAnswer, invalid }: StepProps) {
  return (
    <RadioTiles
      name="preference"
      options={OPTIONS}
      value={draft.preference}
      onChange={(value) => onAnswer("preference", value)}
      invalid={invalid.has("preference")}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2"
    />
  );
}
