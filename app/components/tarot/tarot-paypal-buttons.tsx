/**
 * The tarot checkout's PayPal buttons (docs/product/screens.md, Tarot landing and checkout): PayPal's JS SDK with the
 * Smart Payment Buttons, vertical, gold, rectangular, "pay" label, AUD and
 * intent capture. A lazy chunk of its own, loaded by the /tarot page only in
 * the browser and only when PayPal is configured, so no other page carries it.
 * The calls to our API live in the checkout; this file only wires PayPal.
 */
import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from "@paypal/react-paypal-js";
import { CURRENCY } from "../../../src/shared/catalog";
import { PayPalScriptFrame, type PayPalScriptStatus } from "../ui/paypal-frame";

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

  return (
    <PayPalScriptFrame status={status}>
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
    </PayPalScriptFrame>
  );
}
