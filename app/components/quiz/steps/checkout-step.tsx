/**
 * Step 8, 'Complete Your Order' (docs/product/screens.md, Soulmate quiz modal): the summary, what's
 * included, a coupon box, an 'or' divider, the 'Pay with' button that reveals
 * the lazily loaded PayPal button, and the terms notice.
 */
import { useMutation } from "@tanstack/react-query";
import { Check, ExternalLink } from "lucide-react";
import { type Dispatch, lazy, useEffect, useRef, useState } from "react";
import { formatAmount, PRODUCTS } from "../../../../src/shared/catalog";
import { STAR_SIGN_LABELS } from "../../../../src/shared/quiz";
import { toast } from "../../../hooks/use-toast";
import { api, ensureOk, serverErrorMessage } from "../../../lib/api-client";
import type { OrderView } from "../../../lib/api-types";
import { useRuntimeConfig } from "../../../lib/runtime-config";
import { CouponField } from "../../ui/coupon-field";
import { PayPalChunk } from "../../ui/paypal-frame";
import { formatPrice } from "../../ui/price";
import { logClientError, QUIZ_MESSAGES, type QuizAction, type QuizState } from "../quiz-state";

const PayPalCheckout = lazy(() => import("../paypal-checkout"));

const FEATURES = [
  "Animated storybook of 8 symbolic panels",
  "Symbolic card set (no faces)",
  "Print-ready PDFs of everything",
  "Access any time via My Orders",
  "30-day money-back guarantee",
] as const;

/** Remembers, in a signed cookie, which shop order this browser pays for. Failures are only logged (docs/product/api.md, PayPal). */
function registerOrder(orderId: string): Promise<void> {
  return fetch("/api/paypal/register-order", {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ orderId }),
  })
    .then((res) => {
      if (!res.ok) logClientError(`register-order answered ${res.status}`, res.statusText);
    })
    .catch((error: unknown) => logClientError("register-order failed", error));
}

/** POST /api/coupons/apply's 200 answer (docs/product/api.md, Soulmate quiz and order). */
type CouponResult = { applied: boolean; free: boolean; orderId: string; error: string | null };

type CheckoutStepProps = {
  state: QuizState;
  dispatch: Dispatch<QuizAction>;
  /** Starts order polling for the prepared order. */
  startPolling: () => void;
};

export function CheckoutStep({ state, dispatch, startPolling }: CheckoutStepProps) {
  const config = useRuntimeConfig();
  const basePrice = config.data?.prices.soulmate ?? PRODUCTS.soulmate.priceCents;
  const priceCents = state.discountedPriceCents ?? basePrice;
  const paypalConfigured = Boolean(config.data?.paypal.clientId);
  const [registration, setRegistration] = useState<Promise<unknown>>(() => Promise.resolve());
  const checkoutRef = useRef<HTMLDivElement>(null);
  const { draft } = state;

  const applyCoupon = useMutation({
    mutationFn: async (vars: { orderId: string; couponCode: string }) => {
      const res = await ensureOk(await api.api.coupons.apply.$post({ json: vars }));
      return (await res.json()) as CouponResult;
    },
  });

  // A discount coupon changes the price the PayPal order must carry: read it back from the order.
  const refreshPrice = async (orderId: string) => {
    try {
      const res = await ensureOk(
        await api.api.orders[":orderId"].$get({ param: { orderId }, query: { email: draft.email.trim() } }),
      );
      const { order } = (await res.json()) as { order: OrderView };
      dispatch({ type: "discounted-price", priceCents: order.final_price });
    } catch (error) {
      logClientError("could not read the discounted price", error);
    }
  };

  const handleApply = () => {
    if (applyCoupon.isPending) return;
    const couponCode = state.couponCode.trim();
    if (!couponCode) {
      toast({ ...QUIZ_MESSAGES.couponBlank, variant: "destructive" });
      return;
    }
    const orderId = state.orderId;
    if (!orderId) {
      toast({ ...QUIZ_MESSAGES.orderNotPrepared, variant: "destructive" });
      return;
    }
    applyCoupon.mutate(
      { orderId, couponCode },
      {
        onSuccess: (result) => {
          if (!result.applied) {
            toast({
              title: QUIZ_MESSAGES.couponInvalidTitle,
              description: result.error || QUIZ_MESSAGES.couponInvalidFallback,
              variant: "destructive",
            });
            return;
          }
          if (result.free) {
            toast(QUIZ_MESSAGES.couponApplied);
            dispatch({ type: "coupon-applied", free: true });
            startPolling();
            return;
          }
          toast({ title: QUIZ_MESSAGES.couponApplied.title, description: "Your discount has been applied." });
          dispatch({ type: "coupon-applied", free: false });
          void refreshPrice(orderId);
        },
        onError: (error) => {
          toast({
            title: "Error",
            description: serverErrorMessage(error) || error.message || QUIZ_MESSAGES.couponFailedFallback,
            variant: "destructive",
          });
        },
      },
    );
  };

  const choosePayment = () => {
    // Register the order unless it is free; with no PayPal configured there is nothing to register with.
    const pending =
      !state.freeOrder && state.orderId && paypalConfigured ? registerOrder(state.orderId) : Promise.resolve();
    setRegistration(pending);
    dispatch({ type: "payment-chosen" });
  };

  // The 'Pay with' button is replaced by the checkout: keep keyboard focus in that place.
  useEffect(() => {
    if (state.paymentChosen) checkoutRef.current?.focus();
  }, [state.paymentChosen]);

  const signLabel = draft.starSign ? STAR_SIGN_LABELS[draft.starSign] : null;
  const city = draft.city.trim();

  return (
    <div className="grid gap-6">
      <section
        aria-labelledby="quiz-summary-heading"
        className="rounded-2xl border border-night-600 bg-night-800/70 p-4"
      >
        <h4 id="quiz-summary-heading" className="sr-only">
          Order summary
        </h4>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-mist">Soulmate Stories</dt>
          <dd className="text-right">
            <span data-testid="quiz-price" className="font-display text-2xl font-semibold text-gold-300">
              {state.freeOrder ? "FREE" : formatPrice(priceCents)}
            </span>
            {state.freeOrder || priceCents !== basePrice ? (
              <s className="ml-2 text-mist">
                <span className="sr-only">was </span>
                {formatPrice(basePrice)}
              </s>
            ) : null}
          </dd>
          {signLabel ? (
            <>
              <dt className="text-mist">Star sign</dt>
              <dd className="text-right">
                <span aria-hidden="true" className="[font-variant-emoji:text]">
                  {signLabel.symbol}{" "}
                </span>
                {signLabel.name}
              </dd>
            </>
          ) : null}
          <dt className="text-mist">Date of birth</dt>
          <dd className="text-right">{`${draft.day}/${draft.month}/${draft.year}`}</dd>
          {city ? (
            <>
              <dt className="text-mist">City</dt>
              <dd className="text-right">{city}</dd>
            </>
          ) : null}
        </dl>
      </section>

      <section aria-labelledby="quiz-included-heading">
        <h4 id="quiz-included-heading" className="mb-2 text-sm font-semibold text-gold-200">
          What's included
        </h4>
        <ul className="grid gap-2 text-sm">
          {FEATURES.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-400" />
              {feature}
            </li>
          ))}
        </ul>
      </section>

      {state.couponApplied ? (
        <p
          role="status"
          className="rounded-xl border border-gold-500/60 bg-night-700/60 p-4 text-sm text-gold-200"
          data-testid="coupon-success"
        >
          {state.freeOrder
            ? "Coupon applied! Your order is free."
            : `Coupon applied! Your new price is ${formatPrice(priceCents)}.`}
        </p>
      ) : (
        <CouponField
          id="quiz-coupon"
          value={state.couponCode}
          onChange={(value) => dispatch({ type: "coupon-text", value })}
          onApply={handleApply}
          pending={applyCoupon.isPending}
        />
      )}

      <div className="flex items-center gap-3 text-sm text-mist">
        <span aria-hidden="true" className="h-px flex-1 bg-night-600" />
        or
        <span aria-hidden="true" className="h-px flex-1 bg-night-600" />
      </div>

      {state.paymentChosen ? (
        <section ref={checkoutRef} tabIndex={-1} aria-label="PayPal checkout" className="outline-none">
          <PayPalChunk onError={(error, stack) => logClientError(`checkout chunk failed${stack}`, error)}>
            <PayPalCheckout
              amount={formatAmount(priceCents)}
              registration={registration}
              onPaymentStart={() => dispatch({ type: "processing-started" })}
              onApproved={startPolling}
              onAbandoned={() => dispatch({ type: "processing-stopped" })}
            />
          </PayPalChunk>
        </section>
      ) : (
        <button
          type="button"
          onClick={choosePayment}
          disabled={state.freeOrder}
          className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-[#ffc439] px-6 text-base font-semibold text-[#111] hover:bg-[#f2ba36] disabled:cursor-not-allowed disabled:opacity-60"
        >
          Pay with <span className="font-bold italic tracking-tight text-[#003087]">PayPal</span>
        </button>
      )}

      <p className="text-xs leading-relaxed text-mist">
        By completing your order you agree to our{" "}
        <a className="underline underline-offset-2 hover:text-gold-200" href="/terms" target="_blank" rel="noopener">
          Terms of Service
          <ExternalLink aria-hidden="true" className="ml-0.5 inline size-3" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>{" "}
        and{" "}
        <a className="underline underline-offset-2 hover:text-gold-200" href="/privacy" target="_blank" rel="noopener">
          Privacy Policy
          <ExternalLink aria-hidden="true" className="ml-0.5 inline size-3" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        . For entertainment purposes only. Adults 18+.
      </p>
    </div>
  );
}
