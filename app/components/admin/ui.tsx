/** Buttons, badges and the small pieces every admin panel uses. */
import { RefreshCw } from "lucide-react";
import { type ReactNode, useId } from "react";
import { humanise, isUnauthorised } from "./format";

export const primaryButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-gold-400 px-5 font-semibold text-night-950 hover:bg-gold-300 disabled:cursor-not-allowed disabled:opacity-60";
export const secondaryButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-night-600 px-4 font-medium text-parchment hover:border-gold-400/60 hover:text-gold-200 disabled:cursor-not-allowed disabled:opacity-60";
/** Row actions: compact on a laptop, still a 44 px target on a phone. */
export const rowButton =
  "inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full border border-gold-500/60 px-3 text-sm font-semibold text-gold-200 hover:bg-gold-400 hover:text-night-950 disabled:cursor-not-allowed disabled:opacity-60 md:min-h-9";
export const dangerButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-danger/70 px-4 font-semibold text-danger hover:bg-danger hover:text-night-950 disabled:cursor-not-allowed disabled:opacity-60";
export const fieldClass =
  "block min-h-11 w-full rounded-lg border border-night-600 bg-night-800 px-3 py-2 text-base text-parchment hover:border-gold-500/70";

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

export function RefreshButton({ onClick, busy, label }: { onClick: () => void; busy: boolean; label: string }) {
  return (
    <button type="button" onClick={onClick} disabled={busy} className={secondaryButton}>
      <RefreshCw aria-hidden="true" className={`size-4 ${busy ? "motion-safe:animate-spin" : ""}`} />
      {label}
    </button>
  );
}

/** Loading, error or the list, plus "Load more" while the server has more pages. */
export function ListState({
  isPending,
  error,
  failureText,
  children,
  hasMore,
  loadingMore,
  onLoadMore,
}: {
  isPending: boolean;
  error: unknown;
  failureText: string;
  children: ReactNode;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}) {
  if (isPending) {
    return (
      <p role="status" className="text-mist">
        Loading…
      </p>
    );
  }
  if (error) return <ErrorNote title={failureText} error={error} />;
  return (
    <>
      {children}
      {hasMore ? (
        <div className="mt-4 flex justify-center">
          <button type="button" onClick={onLoadMore} disabled={loadingMore} className={secondaryButton}>
            {loadingMore ? "Loading…" : "Load more"}
          </button>
        </div>
      ) : null}
    </>
  );
}

export function ErrorNote({ title, error }: { title: string; error: unknown }) {
  return (
    <div role="alert" className="rounded-xl border border-danger/60 bg-[#3a0d1a] p-4 text-parchment">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm break-words text-mist">{describeError(error)}</p>
      {isUnauthorised(error) ? (
        <p className="mt-1 text-sm text-mist">The server refused this key. Log out and enter the right one.</p>
      ) : null}
    </div>
  );
}

function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  return "Unknown error";
}
