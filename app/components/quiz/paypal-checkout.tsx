/**
 * The quiz's one-time PayPal button (docs/product/api.md, PayPal): a lazy chunk, loaded only once
 * the visitor clicks 'Pay with'. PayPal's v6 web SDK gets a client token from
 * GET /api/paypal/setup; the button creates the PayPal order (POST
 * /api/paypal/order, A$ amount, AUD, CAPTURE), captures it on approval and hands
 * over to order polling. Button errors are only logged (docs/product/screens.md, Soulmate quiz modal).
 */
import {
  INSTANCE_LOADING_STATE,
  PayPalOneTimePaymentButton,
  PayPalProvider,
  usePayPal,
} from "@paypal/react-paypal-js/sdk-v6";
import { useMemo } from "react";
import { CURRENCY } from "../../../src/shared/catalog";
import { ApiError, ensureOk } from "../../lib/api-client";
import { useRuntimeConfig } from "../../lib/runtime-config";
import {
  CheckoutConfigLoading,
  CheckoutNotConfigured,
  PayPalScriptFrame,
  type PayPalScriptStatus,
} from "../ui/paypal-frame";
import { logClientError } from "./quiz-state";

export type PayPalCheckoutProps = {
  /** "14.99": must equal the order's price, which the server checks. */
  amount: string;
  /** POST /api/paypal/register-order in flight; the PayPal order is created after it settles. */
  registration: Promise<unknown>;
  /** The payment container was clicked: the quiz shows its processing overlay. */
  onPaymentStart: () => void;
  /** PayPal approved and the capture was attempted: start order polling. */
  onApproved: () => void;
  /** The buyer cancelled or PayPal failed: leave the processing state. */
  onAbandoned: () => void;
};

/** The PayPal routes through plain fetch, with cookies (the checkout cookie) and the shared error rule. */
async function paypalRequest(method: "GET" | "POST", path: string, body?: unknown): Promise<Response> {
  const res = await fetch(path, {
    method,
    credentials: "include",
    ...(body === undefined ? {} : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
  });
  return ensureOk(res);
}

async function fetchClientToken(): Promise<string> {
  const res = await paypalRequest("GET", "/api/paypal/setup");
  const { clientToken } = (await res.json()) as { clientToken: string };
  return clientToken;
}

export default function PayPalCheckout(props: PayPalCheckoutProps) {
  const config = useRuntimeConfig();
  if (config.isPending) return <CheckoutConfigLoading />;
  const paypal = config.data?.paypal;
  if (!paypal?.clientId) return <CheckoutNotConfigured />;
  return <ConfiguredCheckout environment={paypal.env} {...props} />;
}

function ConfiguredCheckout({
  environment,
  ...props
}: PayPalCheckoutProps & { environment: "production" | "sandbox" }) {
  // One token request per reveal; the provider must see a stable promise.
  const clientToken = useMemo(() => {
    const promise = fetchClientToken();
    // The provider awaits it only after PayPal's script loads; never leave it unhandled.
    promise.catch((error: unknown) => logClientError("PayPal setup failed", error));
    return promise;
  }, []);
  return (
    <PayPalProvider
      clientToken={clientToken}
      environment={environment}
      components={["paypal-payments"]}
      pageType="checkout"
    >
      <PayPalButton {...props} />
    </PayPalProvider>
  );
}

function usePayPalScriptStatus(): PayPalScriptStatus {
  const { loadingStatus, isHydrated } = usePayPal();
  if (!isHydrated) return "initial";
  if (loadingStatus === INSTANCE_LOADING_STATE.REJECTED) return "rejected";
  if (loadingStatus === INSTANCE_LOADING_STATE.RESOLVED) return "resolved";
  return "pending";
}

function PayPalButton({ amount, registration, onPaymentStart, onApproved, onAbandoned }: PayPalCheckoutProps) {
  const status = usePayPalScriptStatus();
  const { error } = usePayPal();

  const createOrder = async (): Promise<{ orderId: string }> => {
    try {
      await registration;
      const res = await paypalRequest("POST", "/api/paypal/order", { amount, currency: CURRENCY, intent: "CAPTURE" });
      const { id } = (await res.json()) as { id: string };
      return { orderId: id };
    } catch (failure) {
      logClientError("PayPal order creation failed", failure);
      onAbandoned();
      throw failure;
    }
  };

  const onApprove = async ({ orderId }: { orderId: string }) => {
    const capturePath = `/api/paypal/order/${encodeURIComponent(orderId)}/capture`;
    for (let attempt = 1; attempt <= 2; attempt++) {
      try {
        const res = await paypalRequest("POST", capturePath);
        if (import.meta.env.MODE !== "test") console.info("[checkout] PayPal capture", await res.json());
        onApproved();
        return;
      } catch (failure) {
        // docs/product/screens.md, Soulmate quiz modal: the one-time button's errors are only logged.
        logClientError("PayPal capture failed", failure);
        const status = failure instanceof ApiError ? failure.status : 0;
        if (status === 402 || status === 409 || status === 422) {
          // Declined or refused for good: leave the processing state so the buyer can pay another way.
          onAbandoned();
          return;
        }
        // A 5xx or network failure: try once more (the server captures idempotently), then let
        // polling and the webhook settle it.
        if (attempt === 1) await new Promise((resolve) => setTimeout(resolve, 1500));
      }
    }
    onApproved();
  };

  return (
    <PayPalScriptFrame status={status} onRejected={() => logClientError("PayPal script failed to load", error)}>
      {/* docs/product/screens.md, Soulmate quiz modal: a click on the payment container starts the processing state. Keyboard
          activation of PayPal's button dispatches a click too, so this covers both. */}
      <div
        data-testid="payment-container"
        className="min-h-11"
        // Before the SDK is ready the button is disabled: a click then starts nothing.
        onClickCapture={status === "resolved" ? onPaymentStart : undefined}
      >
        <PayPalOneTimePaymentButton
          type="pay"
          presentationMode="auto"
          createOrder={createOrder}
          onApprove={onApprove}
          onCancel={onAbandoned}
          onError={(failure) => {
            logClientError("PayPal button error", failure);
            onAbandoned();
          }}
        />
      </div>
    </PayPalScriptFrame>
  );
}
