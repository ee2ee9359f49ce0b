/**
 * The order result page, /result/:orderId?email= (docs/product/screens.md,
 * Order result): loading, not found, processing, failed, or the delivered files. It
 * asks again every 5 s until the order is delivered and every file exists.
 * A lazy route module: it exports only `Component`, which React Router reads.
 */

import { useQuery } from "@tanstack/react-query";
import { ExternalLink, FileText, ImageIcon, Package, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { CARD_COUNT, ORACLE_NAMES } from "../../src/shared/pack";
import type { OrderStatus } from "../../src/shared/statuses";
import { LoadingStatus } from "../components/page-loading";
import { PageMeta } from "../components/page-meta";
import { SupportEmail } from "../components/support-email";
import { buttonStyles } from "../components/ui/button-styles";
import { api, ensureOk } from "../lib/api-client";
import type { ArtifactsView, OrderLookup } from "../lib/api-types";

const RESULT_POLL_INTERVAL_MS = 5_000;

/** "awaiting_payment" → "Awaiting payment". */
function humaniseStatus(status: string): string {
  const words = status.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function allArtifactsPresent(artifacts: ArtifactsView | undefined): boolean {
  if (!artifacts) return false;
  return Boolean(
    artifacts.story_url &&
      artifacts.storybook_pdf_url &&
      artifacts.cards_pdf_url &&
      artifacts.oracle_zip_url &&
      (artifacts.cards_png_urls?.length ?? 0) >= CARD_COUNT &&
      ORACLE_NAMES.every((name) => artifacts.oracle_urls?.[name]),
  );
}

/**
 * Keep asking until delivered; a delivered order still missing a file keeps its tile updating too.
 * A failed or refunded order will not change by itself (support replays it), so asking stops.
 */
function resultRefetchInterval(data: OrderLookup | undefined, failed: boolean): number | false {
  if (failed) return false;
  if (data?.order.status === "failed" || data?.order.status === "refunded") return false;
  if (data?.order.status === "delivered" && allArtifactsPresent(data.artifacts)) return false;
  return RESULT_POLL_INTERVAL_MS;
}

async function fetchOrder(orderId: string, email: string): Promise<OrderLookup> {
  const res = await ensureOk(await api.api.orders[":orderId"].$get({ param: { orderId }, query: { email } }));
  return (await res.json()) as OrderLookup;
}

const cardClass = "mx-auto w-full max-w-xl rounded-2xl border border-night-700 bg-night-900/80 p-6 text-center sm:p-8";

export function Component() {
  const { orderId = "" } = useParams();
  const [searchParams] = useSearchParams();
  const email = (searchParams.get("email") ?? "").trim();

  const order = useQuery({
    queryKey: ["/api/orders", orderId, email],
    queryFn: () => fetchOrder(orderId, email),
    enabled: orderId !== "" && email !== "",
    refetchInterval: (query) => resultRefetchInterval(query.state.data, query.state.status === "error"),
  });

  let body: ReactNode;
  if (!email || order.isError) {
    body = <NotFoundCard />;
  } else if (order.isPending) {
    body = <LoadingStatus label="Loading your order…" className="py-16" />;
  } else if (order.data.order.status === "delivered") {
    body = <DeliveredView artifacts={order.data.artifacts} />;
  } else if (order.data.order.status === "failed") {
    body = <FailedCard orderId={orderId} />;
  } else if (order.data.order.status === "awaiting_payment") {
    body = <AwaitingPaymentCard />;
  } else if (order.data.order.status === "refunded") {
    body = <RefundedCard />;
  } else {
    body = <ProcessingCard status={order.data.order.status} />;
  }

  return (
    <section className="mx-auto w-full max-w-5xl px-5 py-12 sm:py-16">
      <PageMeta
        title="Your Order"
        description="Your Soulmate Stories order: its status and your files."
        path={`/result/${orderId}`}
      />
      <meta name="robots" content="noindex" />
      {body}
    </section>
  );
}

function NotFoundCard() {
  return (
    <div className={cardClass}>
      <h1 className="text-2xl text-parchment sm:text-3xl">Order not found or still processing</h1>
      <p className="mt-4 text-mist">
        Check that you opened the full link from your order, or look it up in{" "}
        <Link to="/portal" className="text-gold-300 underline underline-offset-4 hover:text-gold-200">
          My Orders
        </Link>{" "}
        with your email.
      </p>
      <Link to="/" className={`${buttonStyles.primary} mt-8`}>
        Return Home
      </Link>
    </div>
  );
}

function FailedCard({ orderId }: { orderId: string }) {
  return (
    <div className={cardClass}>
      <h1 className="text-2xl text-parchment sm:text-3xl">This order failed to process</h1>
      <p className="mt-4 text-mist">
        We're sorry. Please contact support at <SupportEmail /> and quote order{" "}
        <span className="font-mono text-parchment">{orderId.slice(0, 8)}</span>: we'll make it right or refund you.
      </p>
      <WayOut />
    </div>
  );
}

/** Every page that ends here offers the way home and the way to the buyer's other orders. */
function WayOut() {
  return (
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      <Link to="/" className={buttonStyles.primary}>
        Return Home
      </Link>
      <Link to="/portal" className={buttonStyles.secondary}>
        My Orders
      </Link>
    </div>
  );
}

/** Not paid (yet): the checkout was left, or PayPal has still to confirm; the page keeps asking. */
function AwaitingPaymentCard() {
  return (
    <div className={cardClass}>
      <h1 className="text-2xl text-parchment sm:text-3xl">We haven't received payment for this order</h1>
      <p role="status" className="mt-4 text-lg text-gold-200">
        Status: {humaniseStatus("awaiting_payment")}
      </p>
      <p className="mt-4 text-mist">
        If you've just paid, this page updates by itself as soon as PayPal confirms your payment. If you left checkout
        before paying, you haven't been charged: start your Soulmate Story again from the home page whenever you like.
      </p>
      <WayOut />
    </div>
  );
}

function RefundedCard() {
  return (
    <div className={cardClass}>
      <h1 className="text-2xl text-parchment sm:text-3xl">This order has been refunded</h1>
      <p className="mt-4 text-mist">
        Its files are no longer available. If you have a question about your refund, write to us at <SupportEmail />.
      </p>
      <WayOut />
    </div>
  );
}

function ProcessingCard({ status }: { status: OrderStatus }) {
  return (
    <div className={cardClass}>
      <span
        aria-hidden="true"
        className="mx-auto mb-6 block size-12 rounded-full border-2 border-gold-400/30 border-t-gold-400 motion-safe:animate-spin"
      />
      <h1 className="text-2xl text-parchment sm:text-3xl">Your order is being prepared</h1>
      <p role="status" className="mt-4 text-lg text-gold-200">
        Status: {humaniseStatus(status)}
      </p>
      <p className="mt-4 text-mist">
        This page checks again every few seconds and shows your files as soon as they are ready. You can also close it
        and find your order later in{" "}
        <Link to="/portal" className="text-gold-300 underline underline-offset-4 hover:text-gold-200">
          My Orders
        </Link>
        .
      </p>
    </div>
  );
}

type TileProps = {
  title: string;
  url: string | null | undefined;
  /** Visible link text; the tile title is appended for screen readers. */
  action: string;
  icon: ReactNode;
  image?: boolean;
  /**
   * The small web image shown in an image tile; the link still opens the print file. Orders built
   * before previews existed have none, and show the print file instead (docs/decisions/0037).
   */
  preview?: string | undefined;
  download?: boolean;
};

function ArtifactTile({ title, url, action, icon, image, preview, download }: TileProps) {
  const waiting = <p className="text-sm text-mist">Processing...</p>;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-night-700 bg-night-900/80 p-4">
      <h3 className="flex items-center gap-2 font-sans text-base font-semibold tracking-normal text-parchment">
        {icon}
        {title}
      </h3>
      {image ? (
        // Every image tile keeps the same frame, so the grid stays even while files arrive.
        <div className="flex aspect-[7/12] w-full items-center justify-center overflow-hidden rounded-lg bg-night-800">
          {url ? <img src={preview ?? url} alt="" loading="lazy" className="size-full object-contain" /> : waiting}
        </div>
      ) : null}
      {url ? (
        <a
          href={url}
          {...(download ? {} : { target: "_blank", rel: "noopener" })}
          className="mt-auto inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full border border-gold-400 px-4 text-sm font-semibold text-gold-200 hover:bg-gold-400 hover:text-night-950"
        >
          {action} <span className="sr-only">{download ? title : `${title} (opens in a new tab)`}</span>
          {download ? null : <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />}
        </a>
      ) : image ? null : (
        <div className="mt-auto">{waiting}</div>
      )}
    </li>
  );
}

function DeliveredView({ artifacts }: { artifacts: ArtifactsView }) {
  const fileIcon = <FileText aria-hidden="true" className="size-5 text-gold-400" />;
  const imageIcon = <ImageIcon aria-hidden="true" className="size-5 text-gold-400" />;
  return (
    <div>
      <header className="text-center">
        <Sparkles aria-hidden="true" className="mx-auto size-8 text-gold-400" />
        <h1 className="mt-3 text-3xl text-parchment sm:text-4xl">Your Soulmate Story Is Ready</h1>
        <p className="mx-auto mt-4 max-w-2xl text-mist">
          Open your animated story, download the print-ready PDFs and save your cards. Everything stays available in My
          Orders with your email. For entertainment purposes only.
        </p>
      </header>

      <section aria-labelledby="result-story-heading" className="mt-12">
        <h2 id="result-story-heading" className="text-xl text-gold-300">
          Your story
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          <ArtifactTile
            title="Animated Story"
            url={artifacts.story_url}
            action="View story"
            icon={<Sparkles aria-hidden="true" className="size-5 text-gold-400" />}
          />
          <ArtifactTile title="Storybook PDF" url={artifacts.storybook_pdf_url} action="Open PDF" icon={fileIcon} />
          {artifacts.storybook_light_pdf_url ? (
            <ArtifactTile
              title="Storybook PDF for home printing (white pages)"
              url={artifacts.storybook_light_pdf_url}
              action="Open PDF"
              icon={fileIcon}
            />
          ) : null}
        </ul>
      </section>

      <section aria-labelledby="result-cards-heading" className="mt-12">
        <h2 id="result-cards-heading" className="text-xl text-gold-300">
          Your symbolic card set
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          <ArtifactTile title="Card Set PDF" url={artifacts.cards_pdf_url} action="Open PDF" icon={fileIcon} />
        </ul>
        <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {Array.from({ length: CARD_COUNT }, (_, i) => (
            <ArtifactTile
              // biome-ignore lint/suspicious/noArrayIndexKey: the five cards are fixed positions
              key={i}
              title={`Card ${i + 1}`}
              url={artifacts.cards_png_urls[i]}
              preview={artifacts.card_preview_urls[i]}
              action="Open"
              icon={imageIcon}
              image
            />
          ))}
        </ul>
      </section>

      <section aria-labelledby="result-oracle-heading" className="mt-12">
        <h2 id="result-oracle-heading" className="text-xl text-gold-300">
          Your free oracle pack
        </h2>
        <ul data-testid="oracle-tiles" className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {ORACLE_NAMES.map((name) => (
            <ArtifactTile
              key={name}
              title={`${capitalise(name)} Oracle`}
              url={artifacts.oracle_urls[name]}
              preview={artifacts.oracle_preview_urls[name]}
              action="Open"
              icon={imageIcon}
              image
            />
          ))}
        </ul>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          <ArtifactTile
            title="Oracle Pack ZIP"
            url={artifacts.oracle_zip_url}
            action="Download ZIP"
            icon={<Package aria-hidden="true" className="size-5 text-gold-400" />}
            download
          />
        </ul>
        <p className="mt-4 text-sm text-mist">
          The oracle pack ZIP can take a little longer to build. If it still says Processing..., check back in 10 to 15
          minutes.
        </p>
      </section>

      <p className="mt-12 text-center">
        <Link to="/portal" className="text-gold-300 underline underline-offset-4 hover:text-gold-200">
          Go to My Orders
        </Link>
      </p>
    </div>
  );
}
