/** Buttons, badges and the small pieces every admin panel uses. */

import { RefreshCw } from "lucide-react";
import { type ComponentProps, Fragment, type ReactNode, useId } from "react";
import { ApiError } from "../../lib/api-client";
import { buttonStyles } from "../ui/button-styles";
import { fieldClass, labelClass } from "../ui/form-styles";
import { errorMessage, humanise, isUnauthorised } from "./format";

export const primaryButton = buttonStyles.primary;
export const secondaryButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-night-600 px-4 font-medium text-parchment hover:border-gold-400/60 hover:text-gold-200 disabled:cursor-not-allowed disabled:opacity-60";
/** Row actions: compact on a laptop, still a 44 px target on a phone. */
export const rowButton =
  "inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full border border-gold-500/60 px-3 text-sm font-semibold text-gold-200 hover:bg-gold-400 hover:text-night-950 disabled:cursor-not-allowed disabled:opacity-60 md:min-h-9";
export const dangerButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-danger/70 px-4 font-semibold text-danger hover:bg-danger hover:text-night-950 disabled:cursor-not-allowed disabled:opacity-60";
const TONES: Record<string, string> = {
  delivered: "border-gold-400 bg-gold-400 text-night-950",
  completed: "border-gold-400 bg-gold-400 text-night-950",
  succeeded: "border-gold-400 bg-gold-400 text-night-950",
  active: "border-gold-400 bg-gold-400 text-night-950",
  failed: "border-danger bg-[#3a0d1a] text-danger",
  refused: "border-danger/70 bg-[#3a0d1a] text-danger",
  refunded: "border-rose-300/70 bg-night-800 text-rose-300",
  running: "border-gold-500/70 bg-night-800 text-gold-200",
  processing: "border-gold-500/70 bg-night-800 text-gold-200",
};

/** A status as a pill; the words carry the meaning, the colour only repeats it. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${
        TONES[status] ?? "border-night-600 bg-night-800 text-mist"
      }`}
    >
      {humanise(status)}
    </span>
  );
}

export function StatusFilter<Status extends string>({
  statuses,
  value,
  onChange,
  label,
}: {
  statuses: readonly Status[];
  value: Status | "";
  onChange: (status: Status | "") => void;
  label: string;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-gold-200">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as Status | "")}
        className="min-h-11 rounded-lg border border-night-600 bg-night-800 px-3 text-parchment hover:border-gold-500/70"
      >
        <option value="">All statuses</option>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {humanise(status)}
          </option>
        ))}
      </select>
    </div>
  );
}

type InputFieldProps = Omit<ComponentProps<"input">, "id" | "value" | "onChange"> & {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A line under the field, read out with it. */
  hint?: string;
};

/** A field's label above it and its hint under it, read out with it (aria-describedby `${id}-hint`). */
function LabelledField({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-mist">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

const hintOf = (id: string, hint?: string) => (hint ? `${id}-hint` : undefined);

/** A labelled text, number or date input in the shop's field style. */
export function InputField({ id, label, value, onChange, hint, className = "", ...input }: InputFieldProps) {
  return (
    <LabelledField id={id} label={label} hint={hint}>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hintOf(id, hint)}
        className={`${fieldClass} ${className}`}
        {...input}
      />
    </LabelledField>
  );
}

/** A labelled select of fixed options, each shown by its label. */
export function SelectField<Value extends string>({
  id,
  label,
  value,
  options,
  labels,
  onChange,
}: {
  id: string;
  label: string;
  value: Value;
  options: readonly Value[];
  labels: Record<Value, string>;
  onChange: (value: Value) => void;
}) {
  return (
    <LabelledField id={id} label={label}>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as Value)} className={fieldClass}>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

export function RefreshButton({ onClick, busy, label }: { onClick: () => void; busy: boolean; label: string }) {
  return (
    <button type="button" onClick={onClick} disabled={busy} className={secondaryButton}>
      <RefreshCw aria-hidden="true" className={`size-4 ${busy ? "motion-safe:animate-spin" : ""}`} />
      {label}
    </button>
  );
}

export function ErrorNote({ title, error }: { title: string; error: unknown }) {
  return (
    <div role="alert" className="rounded-xl border border-danger/60 bg-[#3a0d1a] p-4 text-parchment">
      <p className="font-semibold">{title}</p>
      {/* The server's own sentence first; then the spec's line for a failed call, "{status}: {body}". */}
      <p className="mt-1 text-sm break-words text-mist">{errorMessage(error)}</p>
      {error instanceof ApiError ? <p className="mt-1 font-mono text-xs break-all text-mist">{error.message}</p> : null}
      {isUnauthorised(error) ? (
        <p className="mt-1 text-sm text-mist">The server refused this key. Log out and enter the right one.</p>
      ) : null}
    </div>
  );
}

/**
 * An email address that wraps, when it has to, after the "@" or before a dot, never in the middle
 * of a word: an address split anywhere reads as two. "None" for a tarot order made without one.
 */
export function EmailText({ email }: { email: string }) {
  if (!email) return <span className="text-mist">None</span>;
  // "ari.lee@mail.example.com" → "ari", ".lee@", "mail", ".example", ".com"
  const pieces = email.split(/(?=\.)|(?<=@)/);
  return (
    <span>
      {pieces.map((piece, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one address never move
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}

/** A labelled multi-line text field in the shop's field style. */
export function TextArea({
  id,
  label,
  value,
  onChange,
  hint,
  rows = 4,
  maxLength,
  required,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  rows?: number;
  maxLength?: number;
  required?: boolean;
}) {
  return (
    <LabelledField id={id} label={label} hint={hint}>
      <textarea
        id={id}
        value={value}
        rows={rows}
        maxLength={maxLength}
        required={required}
        aria-describedby={hintOf(id, hint)}
        onChange={(event) => onChange(event.target.value)}
        className={fieldClass}
      />
    </LabelledField>
  );
}
