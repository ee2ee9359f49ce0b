import { Component, type ReactNode } from "react";

/** Shown over the page while a dialog's code is on its way (usually a blink). */
export function DialogLoading({ label }: { label: string }) {
  return (
    <div role="status" className="fixed inset-0 z-50 grid place-items-center bg-night-950/70 backdrop-blur-sm">
      <span className="size-10 rounded-full border-2 border-gold-400/30 border-t-gold-400 motion-safe:animate-spin" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

type ChunkErrorBoundaryProps = { onError: (error: unknown) => void; children: ReactNode };

/**
 * Catches a lazy chunk that failed to download (offline, or a deploy replaced
 * it), so one failed dialog does not take the whole page down with it.
 */
export class ChunkErrorBoundary extends Component<ChunkErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
