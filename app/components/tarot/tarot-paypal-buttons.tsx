/**
 * The tarot checkout's PayPal buttons (docs/product/screens.md, Tarot landing and checkout): PayPal's JS SDK with the
 * Smart Payment Buttons, vertical, gold, rectangular, "pay" label, AUD and
 * intent capture. A lazy chunk of its own, loaded by the /tarot page only in
 * the browser and only when PayPal is configured, so no other page carries it.
 * The calls to our API live in the checkout; this file only wires PayPal.
 */
import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from "@paypal/react-paypal-js";
import { useEffect, useRef } from "react";
import { CURRENCY } from "../../../src/shared/catalog";
import { toast } from "../../hooks/use-toast";

export type TarotPayPalButtonsProps = {
  clientId: string;
  environment: "production" | "sandbox";
  /** Payment in progress: the buttons do nothing until it settles. */
  disabled: boolean;
  /** Creates the PayPal order on our server; resolves with PayPal's order id. */
  createOrder: () => Promise<string>;
  onApprove: (orderID: string) => Promise<void>;
  onError: (error: unknown) => void;
  onCancel: () => void;
};

/** The provider script's load state: PayPal's initial, pending, resolved, rejected. */
export type PayPalScriptStatus = "initial" | "pending" | "resolved" | "rejected";

export const SCRIPT_FAILED_MESSAGE =
  "The PayPal checkout could not be loaded. Please try again later, or use a coupon code.";

export default function TarotPayPalButtons({ clientId, environment, ...props }: TarotPayPalButtonsProps) {
  return (
    <PayPalScriptProvider
      options={{ clientId, environment, currency: CURRENCY, intent: "capture", components: "buttons" }}
    >
      <Buttons {...props} />
    </PayPalScriptProvider>
  );
}

function Buttons({
  disabled,
  createOrder,
  onApprove,
  onError,
  onCancel,
}: Omit<TarotPayPalButtonsProps, "clientId" | "environment">) {
  const [{ isInitial, isPending, isRejected }] = usePayPalScriptReducer();
  const status: PayPalScriptStatus = isRejected
    ? "rejected"
    : isInitial
      ? "initial"
      : isPending
        ? "pending"
        : "resolved";
  const reported = useRef(false);

  useEffect(() => {
    if (status !== "rejected" || reported.current) return;
    reported.current = true;
    toast({ title: "Failed to load", description: SCRIPT_FAILED_MESSAGE, variant: "destructive" });
  }, [status]);

  if (status === "rejected") {
    return (
      <p role="alert" className="rounded-xl border border-danger/60 bg-night-800 p-4 text-sm text-parchment">
        {SCRIPT_FAILED_MESSAGE}
      </p>
    );
  }

  return (
    <div className="grid gap-2" data-script-status={status}>
      {status !== "resolved" ? (
        <p role="status" className="text-sm text-mist">
          Loading PayPal…
        </p>
      ) : null}
      {/* PayPal's buttons sit in a white-backed frame so their own colours keep their contrast. */}
      <div className="min-h-12 rounded-xl bg-parchment p-3">
        <PayPalButtons
          style={{ layout: "vertical", color: "gold", shape: "rect", label: "pay" }}
          disabled={disabled}
          createOrder={createOrder}
          onApprove={(data) => onApprove(data.orderID)}
          onError={onError}
          onCancel={onCancel}
        />
      </div>
    </div>
  );
}
