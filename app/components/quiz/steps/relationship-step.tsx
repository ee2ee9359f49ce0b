import { RELATIONSHIP_LABELS } from "../../../../src/shared/quiz";
import { RELATIONSHIP_STATUSES } from "../../../../src/shared/statuses";
import { RadioTiles, type StepProps } from "./quiz-fields";

const OPTIONS = RELATIONSHIP_STATUSES.map((value) => ({ value, label: RELATIONSHIP_LABELS[value] }));

/** Step 5: single, in a relationship, just curious, divorced or widowed. */
export function RelationshipStep({ draft, onAnswer, invalid }: StepProps) {
  return (
    <RadioTiles
      name="relationshipStatus"
      options={OPTIONS}
      value={draft.relationshipStatus}
      onChange={(value) => onAnswer("relationshipStatus", value)}
      invalid={invalid.has("relationshipStatus")}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2"
    />
  );
}
