/**
 * The soulmate quiz (docs/product/screens.md, Soulmate quiz modal): eight steps in a
 * Radix dialog, then checkout. The landing page lazy-loads this module and
 * owns `open`. Rules and copy live in quiz-state.ts; each step's fields in steps/.
 */

import * as Dialog from "@radix-ui/react-dialog";
import { useMutation } from "@tanstack/react-query";
import { ChevronLeft, X } from "lucide-react";
import { type FormEvent, type ReactNode, useCallback, useEffect, useReducer, useRef, useState } from "react";
import { AGE_REQUIREMENT, capitaliseCity, QUIZ_STEPS } from "../../../src/shared/quiz";
import { type PollOutcome, useOrderPolling } from "../../hooks/use-order-polling";
import { toast } from "../../hooks/use-toast";
import { api, ensureOk, serverErrorMessage } from "../../lib/api-client";
import { buttonStyles } from "../ui/button-styles";
import {
  CHECKOUT_STEP,
  checkStep,
  EMAIL_STEP,
  INITIAL_QUIZ_STATE,
  QUIZ_MESSAGES,
  type QuizDraft,
  quizReducer,
  STEP_TITLES,
  toRePrepareBody,
} from "./quiz-state";
import { BirthdayStep } from "./steps/birthday-step";
import { CheckoutStep } from "./steps/checkout-step";
import { CityStep } from "./steps/city-step";
import { EmailStep } from "./steps/email-step";
import { FirstNameStep } from "./steps/first-name-step";
import { PreferenceStep } from "./steps/preference-step";
import { STEP_ERROR_ID, STEP_HEADING_ID, type StepProps } from "./steps/quiz-fields";
import { RelationshipStep } from "./steps/relationship-step";
import { StarSignStep } from "./steps/star-sign-step";

export type QuizModalProps = { open: boolean; onOpenChange: (open: boolean) => void };

const FORM_ID = "quiz-step-form";

const ANSWER_STEPS: Record<number, (props: StepProps) => ReactNode> = {
  1: StarSignStep,
  2: BirthdayStep,
  3: CityStep,
  4: PreferenceStep,
  5: RelationshipStep,
  6: FirstNameStep,
  7: EmailStep,
};

type StepError = { fields: (keyof QuizDraft)[]; message: string; announce: boolean };

const secondaryButton =
  "inline-flex min-h-11 items-center justify-center gap-1 rounded-full border border-night-600 px-5 font-medium text-parchment hover:border-gold-400 hover:text-gold-200 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-night-600 disabled:hover:text-parchment";
const closeButton =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-full text-mist hover:bg-night-700 hover:text-parchment";

export default function QuizModal({ open, onOpenChange }: QuizModalProps) {
  const [state, dispatch] = useReducer(quizReducer, INITIAL_QUIZ_STATE);
  const [stepError, setStepError] = useState<StepError | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const { step, draft } = state;

  const close = useCallback(() => {
    dispatch({ type: "closed" });
    onOpenChange(false);
  }, [onOpenChange]);

  // However the parent closes the quiz, the same states reset.
  useEffect(() => {
    if (!open) dispatch({ type: "closed" });
  }, [open]);

  const handleOpenChange = (next: boolean) => {
    if (next) onOpenChange(true);
    else close();
  };

  const polling = useOrderPolling({
    onSettled: (outcome: PollOutcome) => {
      // Delivered, failed and timed-out leave the quiz for another page; the others stay here.
      if (outcome === "delivered" || outcome === "failed" || outcome === "timed-out") close();
      else dispatch({ type: "processing-stopped" });
    },
  });

  const startPolling = () => {
    if (state.orderId) polling.start(state.orderId, draft.email.trim());
  };

  const prepare = useMutation({
    mutationFn: async (answers: ReturnType<typeof toRePrepareBody>) => {
      const res = await ensureOk(await api.api.quiz.prepare.$post({ json: answers }));
      return (await res.json()) as { orderId: string };
    },
  });
  const preparing = prepare.isPending;

  // Every step change: back to the top, focus on the new heading, old errors gone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on step change only
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
    headingRef.current?.focus();
    setStepError(null);
  }, [step]);

  useEffect(() => {
    if (state.processing) overlayRef.current?.focus();
  }, [state.processing]);

  const onAnswer = (field: keyof QuizDraft, value: string) => {
    dispatch({ type: "answer", field, value });
    setStepError((current) => {
      if (!current?.fields.includes(field)) return current;
      const fields = current.fields.filter((f) => f !== field);
      return fields.length ? { ...current, fields } : null;
    });
  };

  const focusField = (field: keyof QuizDraft | undefined) => {
    if (!field) return;
    bodyRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };

  const handleContinue = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (preparing || step > EMAIL_STEP) return;
    const check = checkStep(step, draft);
    if (!check.ok) {
      if (check.problem === "incomplete") {
        toast({ ...QUIZ_MESSAGES.incomplete, variant: "destructive" });
        setStepError({ fields: check.fields, message: QUIZ_MESSAGES.incomplete.description, announce: false });
      } else if (check.problem === "age") {
        toast({ title: AGE_REQUIREMENT.title, description: AGE_REQUIREMENT.message, variant: "destructive" });
        setStepError({ fields: check.fields, message: AGE_REQUIREMENT.message, announce: false });
      } else if (check.problem === "sign") {
        setStepError({ fields: check.fields, message: QUIZ_MESSAGES.chooseSign, announce: true });
      } else {
        setStepError({ fields: check.fields, message: QUIZ_MESSAGES.dateDoesNotExist, announce: true });
      }
      focusField(check.fields[0]);
      return;
    }
    if (step === 3) dispatch({ type: "answer", field: "city", value: capitaliseCity(draft.city) });
    if (step === EMAIL_STEP) {
      prepare.mutate(toRePrepareBody(state), {
        onSuccess: ({ orderId }) => dispatch({ type: "prepared", orderId }),
        onError: (error) =>
          toast({
            title: QUIZ_MESSAGES.prepareFailedTitle,
            description: serverErrorMessage(error) || error.message,
            variant: "destructive",
          }),
      });
      return;
    }
    dispatch({ type: "next" });
  };

  const AnswerStep = ANSWER_STEPS[step];
  const invalid = new Set(stepError?.fields ?? []);
  const backDisabled = step === CHECKOUT_STEP ? state.processing : preparing;

  return (
    <Dialog.Root open={open} onOpenChange={handleOpenChange}>
      <Dialog.Portal>
        {/* The overlay is also the centring frame, so the content carries no transform and
            the processing overlay below can cover the whole screen. */}
        <Dialog.Overlay className="fixed inset-0 z-50 flex items-stretch justify-center bg-night-950/85 sm:items-center sm:p-6">
          <Dialog.Content
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              // Focus has not moved yet: remember the control that opened the quiz.
              openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
              headingRef.current?.focus();
            }}
            onCloseAutoFocus={(event) => {
              // There is no Dialog.Trigger to go back to: return to the opener, or to the page itself.
              event.preventDefault();
              const opener = openerRef.current;
              (opener?.isConnected && opener !== document.body ? opener : document.getElementById("main"))?.focus();
            }}
            className="relative flex h-dvh w-full flex-col bg-night-900 text-parchment shadow-2xl shadow-black/50 outline-none sm:h-auto sm:max-h-[min(90dvh,52rem)] sm:max-w-xl sm:rounded-2xl sm:border sm:border-night-700"
          >
            <div inert={state.processing} className="flex min-h-0 flex-1 flex-col">
              <header className="border-b border-night-700 px-4 pt-3 pb-4 sm:px-6">
                <div className="flex items-center justify-between gap-3">
                  <div>
                    <Dialog.Title className="font-display text-lg text-gold-300">Your Soulmate Story</Dialog.Title>
                    <p className="text-sm text-mist">
                      Step {step} of {QUIZ_STEPS}
                    </p>
                  </div>
                  <Dialog.Close aria-label="Close" className={closeButton}>
                    <X aria-hidden="true" className="size-5" />
                  </Dialog.Close>
                </div>
                <Dialog.Description className="sr-only">
                  Eight short steps to create your personalised soulmate story. For adults 18 and over.
                </Dialog.Description>
                <div
                  role="progressbar"
                  aria-label="Quiz progress"
                  aria-valuemin={0}
                  aria-valuemax={QUIZ_STEPS}
                  aria-valuenow={step}
                  aria-valuetext={`Step ${step} of ${QUIZ_STEPS}`}
                  className="mt-3 h-2 overflow-hidden rounded-full bg-night-700"
                >
                  <div
                    className="h-full rounded-full bg-gold-400 motion-safe:transition-[width] motion-safe:duration-300"
                    style={{ width: `${(step / QUIZ_STEPS) * 100}%` }}
                  />
                </div>
              </header>

              <div
                ref={scrollRef}
                data-testid="quiz-scroll"
                className="min-h-0 flex-1 overflow-y-auto px-4 py-6 sm:px-6"
              >
                <h3
                  ref={headingRef}
                  id={STEP_HEADING_ID}
                  tabIndex={-1}
                  className="mb-5 text-xl text-parchment outline-none sm:text-2xl"
                >
                  <span className="sr-only">{`Step ${step} of ${QUIZ_STEPS}: `}</span>
                  {STEP_TITLES[step]}
                </h3>
                <div ref={bodyRef}>
                  {AnswerStep ? (
                    <form id={FORM_ID} onSubmit={handleContinue} noValidate aria-labelledby={STEP_HEADING_ID}>
                      <AnswerStep draft={draft} onAnswer={onAnswer} invalid={invalid} />
                    </form>
                  ) : (
                    <CheckoutStep state={state} dispatch={dispatch} startPolling={startPolling} />
                  )}
                </div>
                {stepError ? (
                  <p
                    id={STEP_ERROR_ID}
                    role={stepError.announce ? "alert" : undefined}
                    className="mt-4 rounded-lg border border-danger/60 bg-[#3a0d1a] px-3 py-2 text-sm text-parchment"
                  >
                    {stepError.message}
                  </p>
                ) : null}
              </div>

              <footer className="flex items-center justify-between gap-3 border-t border-night-700 px-4 py-3 sm:px-6">
                {step > 1 ? (
                  <button
                    type="button"
                    onClick={() => dispatch({ type: "back" })}
                    disabled={backDisabled}
                    className={secondaryButton}
                  >
                    <ChevronLeft aria-hidden="true" className="size-4" />
                    Back
                  </button>
                ) : (
                  <span />
                )}
                {step <= EMAIL_STEP ? (
                  <button type="submit" form={FORM_ID} disabled={preparing} className={buttonStyles.primary}>
                    {step === EMAIL_STEP && preparing ? "Preparing..." : "Continue"}
                  </button>
                ) : null}
              </footer>
            </div>

            {state.processing ? (
              <div
                ref={overlayRef}
                tabIndex={-1}
                data-testid="processing-overlay"
                className="fixed inset-0 z-[70] flex flex-col items-center justify-center bg-night-950/95 px-6 text-center outline-none"
              >
                <Dialog.Close aria-label="Close" className={`${closeButton} absolute top-3 right-3`}>
                  <X aria-hidden="true" className="size-5" />
                </Dialog.Close>
                <div role="status" className="flex flex-col items-center gap-4">
                  <span
                    aria-hidden="true"
                    className="size-12 rounded-full border-2 border-gold-400/30 border-t-gold-400 motion-safe:animate-spin"
                  />
                  <p className="font-display text-2xl text-gold-300">Almost done...</p>
                  <p className="max-w-sm text-mist">
                    We're confirming your order and preparing your soulmate reading. Keep this window open: you'll be
                    taken to your order page as soon as it's ready.
                  </p>
                </div>
              </div>
            ) : null}
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
