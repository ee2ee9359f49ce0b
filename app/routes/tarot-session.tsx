/**
 * The tarot session, /tarot/session/:sessionId (docs/product/screens.md, Tarot
 * session): intention → shuffle → spread → reveal → interpretation. The
 * session's Durable Object owns the state; this page follows it, and a reload
 * after the spread is chosen comes back to the face-down cards.
 * A lazy route module: it exports only `Component`.
 */

import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { LoadingStatus } from "../components/page-loading";
import { PageMeta } from "../components/page-meta";
import { SupportEmail } from "../components/support-email";
import { SessionFlow } from "../components/tarot/session-flow";
import { fetchSession, sessionQueryKey } from "../components/tarot/tarot-api";
import { buttonStyles } from "../components/ui/button-styles";
import { useViewportHeightVariable } from "../hooks/use-viewport-height";
import { ApiError } from "../lib/api-client";

const cardClass = "mx-auto w-full max-w-xl rounded-2xl border border-night-700 bg-night-900/80 p-6 text-center sm:p-8";

export function Component() {
  const { sessionId = "" } = useParams();
  useViewportHeightVariable();
  const session = useQuery({
    queryKey: sessionQueryKey(sessionId),
    queryFn: () => fetchSession(sessionId),
    enabled: sessionId !== "",
  });

  let body: ReactNode;
  if (session.isPending) {
    body = <LoadingStatus label="Loading session..." />;
  } else if (session.isError) {
    body = isRefunded(session.error) ? (
      <div className={cardClass}>
        <h1 className="text-2xl text-parchment sm:text-3xl">This Reading Was Refunded</h1>
        <p className="mt-4 text-mist">
          Your payment for this reading has been refunded, so this session is now closed. If that isn’t what you
          expected, email <SupportEmail /> and we’ll sort it out with you.
        </p>
        <Link to="/" className={`${buttonStyles.primary} mt-8`}>
          Back to Home
        </Link>
      </div>
    ) : isMissing(session.error) ? (
      <div className={cardClass}>
        <h1 className="text-2xl text-parchment sm:text-3xl">Session Not Found</h1>
        <p className="mt-4 text-mist">
          We couldn’t find this reading session. Open the link you were given after checkout, or find your reading in{" "}
          <Link to="/portal" className="text-gold-300 underline underline-offset-4 hover:text-gold-200">
            My Orders
          </Link>
          .
        </p>
        <Link to="/" className={`${buttonStyles.primary} mt-8`}>
          Back to Home
        </Link>
      </div>
    ) : (
      <RetryCard onRetry={() => void session.refetch()} />
    );
  } else {
    body = <SessionFlow session={session.data} />;
  }

  return (
    <section className="mx-auto flex min-h-[calc(var(--vh,1vh)*100-4rem)] w-full max-w-5xl flex-col px-4 py-10 sm:px-5 sm:py-14">
      <PageMeta
        title="Your Tarot Reading"
        description="Your AI Tarot Reading session: set your intention, shuffle, choose a spread and turn your cards."
        path={`/tarot/session/${sessionId}`}
      />
      <meta name="robots" content="noindex" />
      {body}
    </section>
  );
}

function RetryCard({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className={cardClass}>
      <h1 className="text-2xl text-parchment sm:text-3xl">We couldn’t load your session</h1>
      <p className="mt-4 text-mist">Please check your connection and try again.</p>
      <button type="button" onClick={onRetry} className={`${buttonStyles.primary} mt-8`}>
        Try Again
      </button>
    </div>
  );
}

/** 410: the reading's order was refunded before it was read (docs/decisions/0029). */
function isRefunded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 410;
}

/** 404, or an id that cannot exist (400): the page says it isn't there rather than offering a retry. */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
