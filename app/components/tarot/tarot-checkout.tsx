/**
 * The /tarot checkout card (docs/product/screens.md, Tarot landing and checkout):
 * an optional email for the receipt, a coupon box and PayPal's buttons.
 * - Email: checked with the server's own schema when the field is left and
 *   before any order is made; what is wrong shows by the field, as does the
 *   server's own complaint about it.
 * - Coupon: creates the tarot order first if there is none yet, or moves the
 *   one made earlier to the email typed since, then applies the code. A free
 *   reading shows FREE and the 'Coupon Applied!' panel and moves on after
 *   1.5 s; a discount keeps the buttons at the new price.
 * - PayPal: creating the PayPal order sets the payment-in-progress flag (the
 *   buttons are disabled and the coupon box hidden) until it fails, is
 *   cancelled or is captured; a successful capture moves on after 1 s.
 */

import { useMutation } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { lazy, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { PRODUCTS } from "../../../src/shared/catalog";
import { EMAIL_INVALID, OptionalEmailSchema } from "../../../src/shared/schemas";
import { toast } from "../../hooks/use-toast";
import { ApiError, serverErrorMessage } from "../../lib/api-client";
import { useRuntimeConfig } from "../../lib/runtime-config";
import { CouponField } from "../ui/coupon-field";
import { fieldClass, labelClass } from "../ui/form-styles";
import { CheckoutConfigLoading, CheckoutNotConfigured, PayPalChunk } from "../ui/paypal-frame";
import { formatPrice } from "../ui/price";
import {
  applyTarotCoupon,
  captureTarotPayPalOrder,
  createTarotOrder,
  createTarotPayPalOrder,
  type TarotCouponResult,
  toAppPath,
} from "./tarot-api";

const TarotPayPalButtons = lazy(() => import("./tarot-paypal-buttons"));

/** docs/product/screens.md, Tarot landing and checkout: how long the success panels show before moving on. */
export const COUPON_REDIRECT_MS = 1_500;
export const PAYMENT_REDIRECT_MS = 1_000;

export const CHECKOUT_MESSAGES = {
  couponBlank: { title: "Enter Coupon Code", description: "Please enter a coupon code" },
  couponInvalidTitle: "Invalid Coupon",
  couponFailedFallback: "Failed to apply coupon",
  orderCreationFailed: { title: "Error", description: "Failed to create order. Please try again." },
  couponFree: { title: "Coupon Applied!", description: "Your reading is free. Opening your session…" },
  couponDiscount: { title: "Coupon Applied!", description: "Your discount has been applied." },
  paymentErrorTitle: "Payment Error",
  createOrderFallback: "Failed to create order. Please try again.",
  captureNotSuccessful: "Payment processing failed",
  captureFallback: "Payment could not be completed. Please try again.",
  providerError: "Something went wrong. Please try again.",
  paymentSuccess: { title: "Payment Successful!", description: "Opening your reading session…" },
} as const;

/** The tarot order could not be created, so no coupon was tried. */
class OrderCreationError extends Error {
  override name = "OrderCreationError";
}

/** A capture that answered 200 without a session. */
class CaptureIncompleteError extends Error {
  override name = "CaptureIncompleteError";
}

type CouponState = { kind: "free" } | { kind: "discount"; priceCents: number | null };

/** The tarot order this page made, and the email it carries ('' for none). */
type TarotOrderRef = { id: string; email: string };

/** The email check's message ("Enter a valid email address"), or null when the field is fine (blank is fine). */
function emailProblem(value: string): string | null {
  const parsed = OptionalEmailSchema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? EMAIL_INVALID);
}

/** The server's 400 about the email field ("email: Enter a valid email address"), without the field's name. */
function serverEmailProblem(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const message = serverErrorMessage(error);
  return message?.startsWith("email: ") ? message.slice("email: ".length) : null;
}

export function TarotCheckout() {
  const config = useRuntimeConfig();
  const navigate = useNavigate();
  const basePrice = config.data?.prices.tarot_reading ?? PRODUCTS.tarot_reading.priceCents;
  const [email, setEmail] = useState("");
  // Checked when the field is left, so nobody is told off mid-typing.
  const [emailError, setEmailError] = useState<string | null>(null);
  const [couponCode, setCouponCode] = useState("");
  const [tarotOrder, setTarotOrder] = useState<TarotOrderRef | null>(null);
  const [coupon, setCoupon] = useState<CouponState | null>(null);
  const [paymentInProgress, setPaymentInProgress] = useState(false);
  const [paid, setPaid] = useState(false);
  const [redirect, setRedirect] = useState<{ to: string; delay: number } | null>(null);
  // A failure already shown as a toast, so PayPal's onError that follows it does not replace it.
  const failureReported = useRef(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const emailId = useId();
  const emailHintId = useId();
  const emailErrorId = useId();
  const couponId = useId();

  useEffect(() => {
    if (!redirect) return;
    const timer = window.setTimeout(() => navigate(redirect.to), redirect.delay);
    return () => window.clearTimeout(timer);
  }, [redirect, navigate]);

  const showEmailError = (message: string) => {
    setEmailError(message);
    emailRef.current?.focus();
  };

  /** The email as the order will carry it ('' for none), or null once what is wrong with it shows by the field. */
  const receiptEmail = (): string | null => {
    const parsed = OptionalEmailSchema.safeParse(email);
    if (parsed.success) return parsed.data;
    showEmailError(emailProblem(email) ?? EMAIL_INVALID);
    return null;
  };

  /**
   * The order to pay, carrying the email in the field now. An order made earlier with another
   * email (a coupon tried before the email was typed) is moved to this one, so the reading is
   * found in My Orders under the email the buyer ends up with.
   */
  const orderFor = async (receipt: string): Promise<string> => {
    if (tarotOrder?.email === receipt) return tarotOrder.id;
    const id = await createTarotOrder(receipt, tarotOrder?.id);
    setTarotOrder({ id, email: receipt });
    return id;
  };

  const applyCoupon = useMutation({
    mutationFn: async ({ code, receipt }: { code: string; receipt: string }): Promise<TarotCouponResult> => {
      let orderId: string;
      try {
        orderId = await orderFor(receipt);
      } catch (error) {
        throw new OrderCreationError("tarot order creation failed", { cause: error });
      }
      return applyTarotCoupon(orderId, code);
    },
  });

  const handleApply = () => {
    if (applyCoupon.isPending) return;
    const code = couponCode.trim();
    if (!code) {
      toast({ ...CHECKOUT_MESSAGES.couponBlank, variant: "destructive" });
      return;
    }
    const receipt = receiptEmail();
    if (receipt === null) return;
    applyCoupon.mutate(
      { code, receipt },
      {
        onSuccess: (result) => {
          if (!result.applied) {
            toast({
              title: CHECKOUT_MESSAGES.couponInvalidTitle,
              description: result.error || CHECKOUT_MESSAGES.couponFailedFallback,
              variant: "destructive",
            });
            return;
          }
          if (result.redirectUrl) {
            setCoupon({ kind: "free" });
            toast(CHECKOUT_MESSAGES.couponFree);
            const to = toAppPath(result.redirectUrl);
            if (to) setRedirect({ to, delay: COUPON_REDIRECT_MS });
            return;
          }
          setCoupon({
            kind: "discount",
            priceCents: typeof result.final_price === "number" ? result.final_price : null,
          });
          toast(CHECKOUT_MESSAGES.couponDiscount);
        },
        onError: (error) => {
          if (error instanceof OrderCreationError) {
            const problem = serverEmailProblem(error.cause);
            if (problem) showEmailError(problem);
            else toast({ ...CHECKOUT_MESSAGES.orderCreationFailed, variant: "destructive" });
            return;
          }
          toast({
            title: CHECKOUT_MESSAGES.couponInvalidTitle,
            description: serverErrorMessage(error) || CHECKOUT_MESSAGES.couponFailedFallback,
            variant: "destructive",
          });
        },
      },
    );
  };

  /**
   * The PayPal attempt is over without a payment. The server refuses coupons on an order
   * whose card payment has started, so unless a discount is already on it, the next
   * attempt (or coupon) starts from a fresh order.
   */
  const releasePayment = () => {
    setPaymentInProgress(false);
    if (!coupon) setTarotOrder(null);
  };

  const createOrder = async (): Promise<string> => {
    failureReported.current = false;
    const receipt = receiptEmail();
    if (receipt === null) {
      // Shown by the field already; PayPal's onError that follows stays quiet.
      failureReported.current = true;
      throw new Error("The email needs fixing before checkout");
    }
    setPaymentInProgress(true);
    try {
      // With no order yet, the server makes it together with the PayPal order.
      const created = await createTarotPayPalOrder(receipt, tarotOrder ? await orderFor(receipt) : null);
      setTarotOrder({ id: created.tarotOrderId, email: receipt });
      return created.id;
    } catch (error) {
      releasePayment();
      failureReported.current = true;
      const problem = serverEmailProblem(error);
      if (problem) {
        showEmailError(problem);
        throw error;
      }
      toast({
        title: CHECKOUT_MESSAGES.paymentErrorTitle,
        description:
          serverErrorMessage(error) ||
          (error instanceof ApiError ? `Server error: ${error.status}` : CHECKOUT_MESSAGES.createOrderFallback),
        variant: "destructive",
      });
      throw error;
    }
  };

  const onApprove = async (orderID: string): Promise<void> => {
    try {
      const result = await captureTarotPayPalOrder(orderID);
      if (result.status !== "success" || !result.sessionId) {
        throw new CaptureIncompleteError(result.error || CHECKOUT_MESSAGES.captureNotSuccessful);
      }
      setPaid(true);
      toast(CHECKOUT_MESSAGES.paymentSuccess);
      setRedirect({
        to: toAppPath(result.redirectUrl) ?? `/tarot/session/${encodeURIComponent(result.sessionId)}`,
        delay: PAYMENT_REDIRECT_MS,
      });
    } catch (error) {
      setPaymentInProgress(false);
      toast({
        title: CHECKOUT_MESSAGES.paymentErrorTitle,
        description:
          serverErrorMessage(error) ||
          (error instanceof ApiError
            ? `Payment capture failed: ${error.status}`
            : error instanceof CaptureIncompleteError
              ? error.message
              : CHECKOUT_MESSAGES.captureFallback),
        variant: "destructive",
      });
    }
  };

  const onPayPalError = () => {
    setPaymentInProgress(false);
    if (failureReported.current) {
      failureReported.current = false;
      return;
    }
    toast({
      title: CHECKOUT_MESSAGES.paymentErrorTitle,
      description: CHECKOUT_MESSAGES.providerError,
      variant: "destructive",
    });
  };

  const free = coupon?.kind === "free";
  const discountCents = coupon?.kind === "discount" ? coupon.priceCents : null;
  const shownPrice = free ? "FREE" : formatPrice(discountCents ?? basePrice);
  const struck = free || (discountCents !== null && discountCents !== basePrice);
  const showCouponBox = !coupon && !paymentInProgress && !paid;
  const paypal = config.data?.paypal;

  return (
    <section
      id="checkout"
      aria-labelledby="checkout-title"
      className="scroll-mt-20 rounded-3xl border border-gold-400/60 bg-gradient-to-b from-night-800 to-night-900 p-5 shadow-[0_30px_90px_-40px_rgb(228_185_91/0.5)] sm:p-8"
    >
      <h2 id="checkout-title" className="text-2xl text-parchment sm:text-3xl">
        Checkout
      </h2>
      <div className="mt-5 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-night-700 pb-5">
        <p className="text-parchment">AI Tarot Reading</p>
        <p>
          <span data-testid="tarot-price" className="font-display text-3xl font-semibold text-gold-300">
            {shownPrice}
          </span>
          {struck ? (
            <s className="ml-2 text-mist">
              <span className="sr-only">was </span>
              {formatPrice(basePrice)}
            </s>
          ) : null}
          <span className="ml-2 text-sm text-mist">AUD, one-off</span>
        </p>
      </div>

      {paid ? (
        <SuccessPanel title="Payment Successful!" text="Thank you. Taking you to your reading session…" />
      ) : free ? (
        <SuccessPanel title="Coupon Applied!" text="Your reading is free. Taking you to your reading session…" />
      ) : (
        <div className="mt-6 grid gap-6">
          <div>
            <label htmlFor={emailId} className={labelClass}>
              Email <span className="font-normal text-mist">(optional)</span>
            </label>
            <input
              ref={emailRef}
              id={emailId}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (emailError && !emailProblem(event.target.value)) setEmailError(null);
              }}
              onBlur={(event) => setEmailError(emailProblem(event.target.value))}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? `${emailErrorId} ${emailHintId}` : emailHintId}
              className={fieldClass}
            />
            {emailError ? (
              <p id={emailErrorId} role="alert" className="mt-1.5 text-sm font-medium text-danger">
                {emailError === EMAIL_INVALID
                  ? `${emailError}, like name@example.com, or leave it blank.`
                  : `${emailError}.`}
              </p>
            ) : null}
            <p id={emailHintId} className="mt-1.5 text-sm text-mist">
              For your receipt, and to find this reading again in My Orders.
            </p>
          </div>

          {coupon?.kind === "discount" ? (
            <p role="status" className="rounded-xl border border-gold-500/60 bg-night-700/60 p-4 text-sm text-gold-200">
              {discountCents !== null
                ? `Coupon applied! Your new price is ${formatPrice(discountCents)}.`
                : "Coupon applied! PayPal will show your discounted price."}
            </p>
          ) : null}

          {showCouponBox ? (
            <CouponField
              id={couponId}
              value={couponCode}
              onChange={setCouponCode}
              onApply={handleApply}
              pending={applyCoupon.isPending}
            />
          ) : null}

          {showCouponBox ? (
            <div className="flex items-center gap-3 text-sm text-mist">
              <span aria-hidden="true" className="h-px flex-1 bg-night-600" />
              or
              <span aria-hidden="true" className="h-px flex-1 bg-night-600" />
            </div>
          ) : null}

          <div>
            {config.isPending ? (
              <CheckoutConfigLoading />
            ) : !paypal?.clientId ? (
              <CheckoutNotConfigured />
            ) : (
              <PayPalChunk onError={logChunkFailure}>
                <TarotPayPalButtons
                  clientId={paypal.clientId}
                  environment={paypal.env}
                  disabled={paymentInProgress}
                  createOrder={createOrder}
                  onApprove={onApprove}
                  onError={onPayPalError}
                  onCancel={releasePayment}
                />
              </PayPalChunk>
            )}
            {paymentInProgress ? (
              <p role="status" className="mt-3 text-sm text-gold-200">
                Payment in progress. Finish in the PayPal window.
              </p>
            ) : null}
          </div>
        </div>
      )}

      <p className="mt-6 text-xs leading-relaxed text-mist">
        For entertainment purposes only. 30-day money-back guarantee. By paying you agree to our{" "}
        <a className="underline underline-offset-2 hover:text-gold-200" href="/terms" target="_blank" rel="noopener">
          Terms of Service
          <span className="sr-only"> (opens in a new tab)</span>
        </a>{" "}
        and{" "}
        <a className="underline underline-offset-2 hover:text-gold-200" href="/privacy" target="_blank" rel="noopener">
          Privacy Policy
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        .
      </p>
    </section>
  );
}

function SuccessPanel({ title, text }: { title: string; text: string }) {
  return (
    <div
      role="status"
      data-testid="checkout-success"
      className="mt-6 flex items-start gap-3 rounded-2xl border border-gold-500/60 bg-night-700/60 p-5"
    >
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-gold-300" />
      <div>
        <p className="font-display text-lg font-semibold text-gold-200">{title}</p>
        <p className="mt-1 text-parchment">{text}</p>
      </div>
    </div>
  );
}

function logChunkFailure(error: Error, componentStack: string) {
  if (import.meta.env.MODE !== "test") console.error("[tarot checkout] PayPal chunk failed", error, componentStack);
}
