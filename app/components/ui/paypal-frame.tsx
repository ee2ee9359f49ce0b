/**
 * What both checkouts show around PayPal's own button: the lazy chunk loading or failing, PayPal's
 * script loading or refused, and a shop with no PayPal configured. The quiz uses PayPal's
 * one-time payment button and the tarot card its vertical smart buttons (docs/product/screens.md);
 * everything around them is this one frame.
 */
import { Component, type ErrorInfo, type ReactNode, Suspense, useEffect, useRef } from "react";
import { CHECKOUT_NOT_CONFIGURED } from "../../../src/shared/catalog";
import { toast } from "../../hooks/use-toast";

/** PayPal's script, as both SDKs report it: not asked for yet, loading, ready, refused. */
export type PayPalScriptStatus = "initial" | "pending" | "resolved" | "rejected";

export const PAYPAL_LOAD_FAILED =
  "The PayPal checkout could not be loaded. Please try again later, or use a coupon code.";

const failedToast = () => toast({ title: "Failed to load", description: PAYPAL_LOAD_FAILED, variant: "destructive" });

function LoadFailed() {
  return (
    <p role="alert" className="rounded-xl border border-danger/60 bg-night-800 p-4 text-sm text-parchment">
      {PAYPAL_LOAD_FAILED}
    </p>
  );
}

function Loading({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="text-sm text-mist">
      {children}
    </p>
  );
}

/** In place of the buttons when the shop has no PayPal client id: coupons still work. */
export function CheckoutNotConfigured() {
  return (
    <p role="status" className="rounded-xl border border-night-600 bg-night-800 p-4 text-sm text-parchment">
      {CHECKOUT_NOT_CONFIGURED}
    </p>
  );
}

export function CheckoutConfigLoading() {
  return <Loading>Loading checkout…</Loading>;
}

type ChunkProps = { children: ReactNode; onError: (error: Error, componentStack: string) => void };

/** A PayPal chunk that failed to download (say the connection dropped) shows the failure instead of breaking the page. */
class PayPalChunkBoundary extends Component<ChunkProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError(error, info.componentStack ?? "");
    failedToast();
  }

  override render() {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}

/** The lazy PayPal chunk, with its loading line and its failure. */
export function PayPalChunk({ children, onError }: ChunkProps) {
  return (
    <PayPalChunkBoundary onError={onError}>
      <Suspense fallback={<Loading>Loading secure checkout…</Loading>}>{children}</Suspense>
    </PayPalChunkBoundary>
  );
}

/**
 * PayPal's script state around its button: "Loading PayPal…" until it is ready, and once refused a
 * toast (once) and the failure in place of the button. `children` is the button, kept mounted so
 * the SDK can render into it.
 */
export function PayPalScriptFrame({
  status,
  onRejected,
  children,
}: {
  status: PayPalScriptStatus;
  onRejected?: () => void;
  children: ReactNode;
}) {
  const reported = useRef(false);
  useEffect(() => {
    if (status !== "rejected" || reported.current) return;
    reported.current = true;
    onRejected?.();
    failedToast();
  }, [status, onRejected]);

  if (status === "rejected") return <LoadFailed />;
  return (
    <div className="grid gap-2" data-script-status={status}>
      {status !== "resolved" ? <Loading>Loading PayPal…</Loading> : null}
      {children}
    </div>
  );
}
