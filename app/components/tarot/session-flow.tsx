/**
 * The five steps of a tarot session (docs/product/screens.md, Tarot session): Intention, Shuffle,
 * Spread, Reveal, Interpretation. Mounted once the session has loaded, so its
 * first state comes from the session: a spread already chosen reopens at the
 * Reveal step with the same cards, face down.
 */

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { SpreadType } from "../../../src/shared/statuses";
import {
  type CardView,
  INTENTION_MAX_LENGTH,
  POSITION_LABELS,
  type SessionView,
  SPREAD_CARD_COUNTS,
} from "../../../src/shared/tarot";
import { trimInvisible } from "../../../src/shared/text";
import { useInterpretationStream } from "../../hooks/use-interpretation-stream";
import { toast } from "../../hooks/use-toast";
import { buttonStyles } from "../ui/button-styles";
import { describeCard, FlipCard } from "./flip-card";
import { InterpretationText } from "./interpretation-text";
import { ShuffleAnimation } from "./shuffle-animation";
import { SpreadLayout } from "./spread-layout";
import { selectSpread, sessionQueryKey, shuffleDeck } from "./tarot-api";

/** docs/product/tarot.md, Shuffle: the shuffle call waits 2 seconds, so the deck is seen being shuffled. */
export const SHUFFLE_DELAY_MS = 2_000;

export const SESSION_MESSAGES = {
  intentionRequired: { title: "Intention Required", description: "Please enter your question or intention first." },
  shuffleFailed: { title: "Shuffle Failed", description: "Could not shuffle the deck. Please try again." },
  spreadFailed: { title: "Spread Selection Failed", description: "Could not select spread. Please try again." },
} as const;

type Step = "intention" | "shuffle" | "spread" | "reveal" | "interpretation";

const STEPS: { id: Step; label: string }[] = [
  { id: "intention", label: "Intention" },
  { id: "shuffle", label: "Shuffle" },
  { id: "spread", label: "Spread" },
  { id: "reveal", label: "Reveal" },
  { id: "interpretation", label: "Interpretation" },
];

const SPREAD_CHOICES: { type: SpreadType; title: string; detail: string }[] = [
  { type: "one_card", title: "One Card", detail: "quick insight, daily guidance" },
  { type: "three_card", title: "Past/Present/Future", detail: "3 cards" },
  { type: "celtic_cross", title: "Celtic Cross", detail: "10 cards" },
];

type Flow = {
  step: Step;
  intention: string;
  spreadType: SpreadType | null;
  cards: CardView[];
  revealed: boolean[];
};

/** Where a loaded session picks up (docs/product/screens.md, Tarot session: a chosen spread restores the intention and its first N cards). */
function initialFlow(session: SessionView): Flow {
  const intention = session.intention ?? "";
  if (session.spread_type && session.shuffledDeck.length > 0) {
    const cards = session.shuffledDeck.slice(0, SPREAD_CARD_COUNTS[session.spread_type]);
    return { step: "reveal", intention, spreadType: session.spread_type, cards, revealed: cards.map(() => false) };
  }
  // Shuffled but no spread yet: the deck is ready, so the visitor chooses a spread.
  if (session.status === "shuffled") return { step: "spread", intention, spreadType: null, cards: [], revealed: [] };
  return { step: "intention", intention, spreadType: null, cards: [], revealed: [] };
}

function positionOf(card: CardView, spreadType: SpreadType, index: number): string {
  return card.position || POSITION_LABELS[spreadType][index] || `Card ${index + 1}`;
}

const primaryButton = `${buttonStyles.cta} disabled:cursor-not-allowed disabled:bg-night-600 disabled:text-mist disabled:shadow-none`;
const panelClass = "rounded-3xl border border-night-700 bg-night-900/80 p-5 sm:p-8";
const headingClass = "text-2xl leading-tight text-parchment outline-none sm:text-3xl";

export function SessionFlow({ session }: { session: SessionView }) {
  const sessionId = session.id;
  const queryClient = useQueryClient();
  const [flow, setFlow] = useState<Flow>(() => initialFlow(session));
  const [announcement, setAnnouncement] = useState("");
  const [shufflePending, setShufflePending] = useState(false);
  const delayTimer = useRef<number | undefined>(undefined);
  const stream = useInterpretationStream(sessionId);
  const focusedStep = useRef<Step>(flow.step);

  const shuffle = useMutation({ mutationFn: (intention: string) => shuffleDeck(sessionId, intention) });
  const spread = useMutation({ mutationFn: (type: SpreadType) => selectSpread(sessionId, type) });

  useEffect(() => () => window.clearTimeout(delayTimer.current), []);

  // Each new step's heading takes focus, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (focusedStep.current === flow.step) return;
    focusedStep.current = flow.step;
    document.getElementById(`tarot-step-${flow.step}`)?.focus();
  }, [flow.step]);

  const refreshSession = () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey(sessionId) });

  const startShuffle = () => {
    if (shufflePending) return;
    // The API's own trim (src/shared/text.ts): only zero-width characters is blank here too.
    const intention = trimInvisible(flow.intention);
    if (!intention) {
      toast({ ...SESSION_MESSAGES.intentionRequired, variant: "destructive" });
      return;
    }
    setShufflePending(true);
    setFlow((prev) => ({ ...prev, step: "shuffle" }));
    delayTimer.current = window.setTimeout(() => {
      shuffle.mutate(intention, {
        onSuccess: () => {
          setShufflePending(false);
          setFlow((prev) => ({ ...prev, step: "spread" }));
          refreshSession();
        },
        onError: () => {
          setShufflePending(false);
          setFlow((prev) => ({ ...prev, step: "intention" }));
          toast({ ...SESSION_MESSAGES.shuffleFailed, variant: "destructive" });
        },
      });
    }, SHUFFLE_DELAY_MS);
  };

  const chooseSpread = (type: SpreadType) => {
    if (spread.isPending) return;
    spread.mutate(type, {
      onSuccess: (drawn) => {
        const cards = drawn.slice(0, SPREAD_CARD_COUNTS[type]);
        setFlow((prev) => ({ ...prev, step: "reveal", spreadType: type, cards, revealed: cards.map(() => false) }));
        refreshSession();
      },
      onError: () => toast({ ...SESSION_MESSAGES.spreadFailed, variant: "destructive" }),
    });
  };

  const reveal = (index: number) => {
    const { spreadType, cards, revealed } = flow;
    const card = cards[index];
    if (!spreadType || !card || revealed[index]) return;
    const next = revealed.map((value, i) => value || i === index);
    setFlow((prev) => ({ ...prev, revealed: prev.revealed.map((value, i) => value || i === index) }));
    const allDone = next.every(Boolean);
    setAnnouncement(
      `${positionOf(card, spreadType, index)}: ${describeCard(card)}${allDone ? ". All cards are revealed." : ""}`,
    );
  };

  const interpret = () => {
    setFlow((prev) => ({ ...prev, step: "interpretation" }));
    void stream.start();
  };

  const allRevealed = flow.cards.length > 0 && flow.revealed.every(Boolean);
  const stepIndex = STEPS.findIndex((s) => s.id === flow.step);

  return (
    <div className="grid gap-8">
      <header className="text-center">
        <p className="text-xs font-semibold tracking-[0.25em] text-gold-300 uppercase">AI Tarot Reading</p>
        <h1 className="mt-3 text-3xl text-parchment sm:text-4xl">Your Reading</h1>
        <ol
          aria-label="Reading steps"
          className="mt-6 flex flex-wrap justify-center gap-x-2 gap-y-2 text-xs sm:text-sm"
        >
          {STEPS.map((s, i) => (
            <li
              key={s.id}
              aria-current={i === stepIndex ? "step" : undefined}
              className={`rounded-full border px-3 py-1 ${
                i === stepIndex
                  ? "border-gold-400 bg-gold-400 font-semibold text-night-950"
                  : i < stepIndex
                    ? "border-gold-500/50 text-gold-200"
                    : "border-night-600 text-mist"
              }`}
            >
              <span className="sr-only">Step {i + 1} of 5: </span>
              {s.label}
            </li>
          ))}
        </ol>
      </header>

      {flow.step === "intention" ? (
        <IntentionStep
          intention={flow.intention}
          onChange={(intention) => setFlow((prev) => ({ ...prev, intention }))}
          pending={shufflePending}
          onSubmit={startShuffle}
        />
      ) : null}

      {flow.step === "shuffle" ? (
        <section aria-labelledby="tarot-step-shuffle" className={`${panelClass} text-center`}>
          <h2 id="tarot-step-shuffle" tabIndex={-1} className={headingClass}>
            Shuffling the cosmic deck...
          </h2>
          <p className="mx-auto mt-3 max-w-lg text-mist">
            Hold your question in mind while the cards find their order.
          </p>
          <div className="flex min-h-[calc(var(--vh,1vh)*40)] items-center justify-center py-8">
            <ShuffleAnimation cardBackUrl={session.cardBackUrl} />
          </div>
          <p role="status" className="text-gold-200">
            Shuffling the deck...
          </p>
        </section>
      ) : null}

      {flow.step === "spread" ? (
        <section aria-labelledby="tarot-step-spread" className={panelClass}>
          <h2 id="tarot-step-spread" tabIndex={-1} className={`${headingClass} text-center`}>
            Choose your spread
          </h2>
          <IntentionEcho intention={flow.intention} />
          <ul className="mt-8 grid gap-4 md:grid-cols-3">
            {SPREAD_CHOICES.map((choice) => {
              const choosing = spread.isPending && spread.variables === choice.type;
              return (
                <li key={choice.type}>
                  <button
                    type="button"
                    onClick={() => chooseSpread(choice.type)}
                    disabled={spread.isPending}
                    aria-busy={choosing || undefined}
                    className="flex h-full min-h-28 w-full flex-col items-center justify-center gap-1 rounded-2xl border border-gold-500/40 bg-night-950/60 p-5 text-center transition-colors hover:border-gold-300 hover:bg-night-800 disabled:cursor-not-allowed disabled:opacity-60"
                  >
                    <span className="font-display text-xl text-parchment">{choice.title}</span>
                    <span className="text-mist">{choosing ? "Drawing your cards..." : choice.detail}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      {(flow.step === "reveal" || flow.step === "interpretation") && flow.spreadType ? (
        <section aria-labelledby="tarot-step-reveal" className={panelClass}>
          <h2 id="tarot-step-reveal" tabIndex={-1} className={`${headingClass} text-center`}>
            {allRevealed ? "Your cards" : "Reveal your cards"}
          </h2>
          <IntentionEcho intention={flow.intention} />
          {allRevealed ? null : (
            <p className="mt-2 text-center text-mist">Turn each card over when you’re ready. Once turned, it stays.</p>
          )}
          <div className="mt-8">
            <SpreadLayout spreadType={flow.spreadType}>
              {flow.cards.map((card, i) => (
                <FlipCard
                  key={card.id}
                  card={card}
                  number={i + 1}
                  position={positionOf(card, flow.spreadType as SpreadType, i)}
                  cardBackUrl={session.cardBackUrl}
                  revealed={flow.revealed[i] ?? false}
                  onReveal={() => reveal(i)}
                />
              ))}
            </SpreadLayout>
          </div>
          {flow.step === "reveal" && allRevealed ? (
            <div className="mt-10 flex justify-center">
              <button type="button" onClick={interpret} className={primaryButton}>
                <Sparkles aria-hidden="true" className="size-5" />
                Get AI Interpretation
              </button>
            </div>
          ) : null}
          {flow.step === "reveal" && session.readingId ? (
            <p className="mt-8 text-center text-mist">
              This reading is already saved.{" "}
              <Link
                to={`/tarot/reading/${session.readingId}`}
                className="font-semibold text-gold-300 underline underline-offset-4 hover:text-gold-200"
              >
                View Permalink
              </Link>
            </p>
          ) : null}
        </section>
      ) : null}

      {flow.step === "interpretation" ? <InterpretationStep stream={stream} /> : null}

      {/* Each reveal is announced here; the cards' own labels say the same on focus. */}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

function IntentionEcho({ intention }: { intention: string }) {
  const shown = trimInvisible(intention);
  if (!shown) return null;
  return (
    <p className="mx-auto mt-3 max-w-2xl text-center text-mist">
      Your question: <q className="break-words text-parchment italic">{shown}</q>
    </p>
  );
}

type IntentionStepProps = {
  intention: string;
  onChange: (value: string) => void;
  pending: boolean;
  onSubmit: () => void;
};

function IntentionStep({ intention, onChange, pending, onSubmit }: IntentionStepProps) {
  const fieldId = useId();
  const hintId = useId();
  const countId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <section aria-labelledby="tarot-step-intention" className={panelClass}>
      <h2 id="tarot-step-intention" tabIndex={-1} className={`${headingClass} text-center`}>
        Set your intention
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-center text-mist">
        What would you like guidance on? A clear, open question works best, such as “What should I focus on at work this
        month?”
      </p>
      <form onSubmit={submit} className="mx-auto mt-8 grid max-w-2xl gap-3">
        <label htmlFor={fieldId} className="font-semibold text-gold-200">
          Your question or intention
        </label>
        <textarea
          id={fieldId}
          name="intention"
          rows={4}
          maxLength={INTENTION_MAX_LENGTH}
          value={intention}
          onChange={(event) => onChange(event.target.value)}
          readOnly={pending}
          aria-describedby={`${hintId} ${countId}`}
          className="block w-full resize-y rounded-xl border border-night-600 bg-night-800 px-4 py-3 text-base text-parchment placeholder:text-mist/80 hover:border-gold-500/70"
        />
        <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm text-mist">
          <p id={hintId}>
            Your words shape the reading. They’re kept with it, and only people with its link can see it.
          </p>
          <p id={countId} aria-live="off">
            {intention.length}/{INTENTION_MAX_LENGTH} characters
          </p>
        </div>
        <div className="mt-4 flex justify-center">
          <button
            type="submit"
            disabled={intention === "" || pending}
            aria-busy={pending || undefined}
            className={primaryButton}
          >
            {pending ? "Shuffling the deck..." : "Continue to Shuffle"}
          </button>
        </div>
      </form>
    </section>
  );
}

function InterpretationStep({ stream }: { stream: ReturnType<typeof useInterpretationStream> }) {
  const { status, text, readingId } = stream;
  const streaming = status === "waiting" || status === "streaming";
  return (
    <section aria-labelledby="tarot-step-interpretation" className={panelClass}>
      <h2 id="tarot-step-interpretation" tabIndex={-1} className={`${headingClass} text-center`}>
        Your interpretation
      </h2>
      {/* Announced once, at the end: the text itself is not read out piece by piece. */}
      <p role="status" className="sr-only">
        {status === "done" ? "Your interpretation is complete and your reading has been saved." : ""}
      </p>
      {text === "" && streaming ? (
        <p className="mt-8 flex items-center justify-center gap-3 text-gold-200">
          <span
            aria-hidden="true"
            className="size-5 rounded-full border-2 border-gold-400/30 border-t-gold-400 motion-safe:animate-spin"
          />
          Channeling the cosmic energies...
        </p>
      ) : null}
      <div
        aria-live="off"
        aria-busy={streaming || undefined}
        data-testid="interpretation"
        className="mx-auto mt-6 max-w-3xl"
      >
        <InterpretationText text={text} streaming={streaming} />
      </div>
      {status === "done" ? (
        <div className="mx-auto mt-8 max-w-3xl rounded-2xl border border-gold-500/50 bg-night-800/70 p-5 text-center">
          <p className="text-parchment">
            Your reading is saved. Keep its permalink to read it again, or share it with someone you trust.
          </p>
          {readingId ? (
            <Link to={`/tarot/reading/${readingId}`} className={`${primaryButton} mt-5`}>
              View Permalink
            </Link>
          ) : null}
        </div>
      ) : null}
      {status === "failed" ? (
        <div
          role="alert"
          className="mx-auto mt-8 max-w-3xl rounded-2xl border border-danger/60 bg-[#3a0d1a] p-5 text-center"
        >
          <p className="text-parchment">The interpretation stopped before it finished.</p>
          <button type="button" onClick={() => void stream.start()} className={`${primaryButton} mt-5`}>
            Try Again
          </button>
        </div>
      ) : null}
    </section>
  );
}
