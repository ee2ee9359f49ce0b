/** Shown while a page's code loads on first visit. */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center">
      <span className="size-8 rounded-full border-2 border-gold-400/30 border-t-gold-400 motion-safe:animate-spin" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}

/** A labelled loading state inside a page: 'Loading session...', 'Loading reading...' and the like. */
export function LoadingStatus({ label, className = "py-20" }: { label: string; className?: string }) {
  return (
    <div role="status" className={`flex flex-col items-center gap-4 text-mist ${className}`}>
      <span
        aria-hidden="true"
        className="size-10 rounded-full border-2 border-gold-400/30 border-t-gold-400 motion-safe:animate-spin"
      />
      {label}
    </div>
  );
}
