import { STAR_SIGN_LABELS } from "../../../../src/shared/quiz";
import { STAR_SIGNS } from "../../../../src/shared/statuses";
import { RadioTiles, type StepProps } from "./quiz-fields";

const OPTIONS = STAR_SIGNS.map((sign) => ({
  value: sign,
  label: STAR_SIGN_LABELS[sign].name,
  symbol: STAR_SIGN_LABELS[sign].symbol,
}));

/** Step 1: the 12 signs as tiles, 3 columns on phones and 4 on wider screens. */
export function StarSignStep({ draft, onAnswer, invalid }: StepProps) {
  return (
    <RadioTiles
      name="starSign"
      options={OPTIONS}
      value={draft.starSign}
      onChange={(value) => onAnswer("starSign", value)}
      invalid={invalid.has("starSign")}
      className="grid grid-cols-3 gap-2 sm:grid-cols-4 sm:gap-3"
    />
  );
}
