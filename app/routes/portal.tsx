/**
 * My Orders, /portal (docs/product/screens.md, My Orders): an email form, then
 * every order placed with that email, its status and price; its files or readings
 * once this browser has proved the order is its buyer's (docs/decisions/0048).
 * A sign-in link lands here with its token in the fragment (#token=…).
 * A lazy route module: it exports only `Component`.
 */

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ExternalLink } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { SIGN_IN_LINK_BROKEN, SIGN_IN_TOKEN_PARAM, SignInTokenSchema } from "../../src/shared/my-orders";
import { ORACLE_NAMES } from "../../src/shared/pack";
import type { OrderStatus } from "../../src/shared/statuses";
import { PageMeta } from "../components/page-meta";
import { SupportEmail } from "../components/support-email";
import { buttonStyles } from "../components/ui/button-styles";
import { formatPrice } from "../components/ui/price";
import { toast } from "../hooks/use-toast";
import { api, ensureOk, serverErrorMessage } from "../lib/api-client";
import type { MyOrder, SignInLinkAsked, SignInLinkOpened } from "../lib/api-types";

/** Required copy (docs/product/screens.md, My Orders). Delivered and completed orders show their links instead. */
const STATUS_MESSAGES: Partial<Record<OrderStatus, string>> = {
  awaiting_payment: "Awaiting payment confirmation...",
  paid: "Payment received! We're preparing your files...",
  processing: "Your order is being processed. Check back soon for download links!",
  failed: "This order failed to process, contact support.",
  refunded: "This order has been refunded.",
};

const INTENTION_LIMIT = 50;

function truncateIntention(intention: string): string {
  return intention.length > INTENTION_LIMIT ? `${intention.slice(0, INTENTION_LIMIT)}…` : intention;
}

function humaniseStatus(status: string): string {
  const words = status.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

async function fetchMyOrders(email: string): Promise<MyOrder[]> {
  const res = await ensureOk(await api.api["my-orders"].$get({ query: { email } }));
  return (await res.json()) as MyOrder[];
}

/** The token a sign-in link carries in the fragment, "" for one that is there but broken, null for none. */
function tokenInFragment(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, "")).get(SIGN_IN_TOKEN_PARAM);
  if (token === null) return null;
  return SignInTokenSchema.safeParse(token).success ? token : "";
}

/**
 * A sign-in link's landing: the token leaves the address bar and this history entry at once (with
 * history.replaceState), then is spent; on success this browser sees every order of the address it
 * proves, and the page shows them.
 */
function useSignInLanding(onOpened: (email: string) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const landed = useRef(false);
  const open = useMutation({
    mutationFn: async (token: string) => {
      const res = await ensureOk(await api.api["my-orders"].session.$post({ json: { token } }));
      return (await res.json()) as SignInLinkOpened;
    },
    onSuccess: async ({ email }) => {
      await queryClient.invalidateQueries({ queryKey: ["/api/my-orders"] });
      onOpened(email);
    },
  });
  const { mutate } = open;
  const [broken, setBroken] = useState(false);
  useEffect(() => {
    const token = tokenInFragment(location.hash);
    if (token === null || landed.current) return;
    landed.current = true;
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: location.state });
    if (token) mutate(token);
    else setBroken(true);
  }, [location, navigate, mutate]);
  const error = broken
    ? SIGN_IN_LINK_BROKEN
    : open.isError
      ? (serverErrorMessage(open.error) ?? "We couldn't open your orders just now. Please try the link again.")
      : null;
  return { opening: open.isPending, error };
}

type Artifacts = NonNullable<MyOrder["artifacts"]>;

const linkClass =
  "inline-flex min-h-11 items-center gap-1.5 text-gold-300 underline underline-offset-4 hover:text-gold-200";

export function Component() {
  const location = useLocation();
  // A failed quiz order sends the buyer here with their email in history state (never in the URL).
  const handedEmail = (location.state as { email?: unknown } | null)?.email;
  const initialEmail = typeof handedEmail === "string" ? handedEmail.trim() : "";
  const [input, setInput] = useState(initialEmail);
  const [email, setEmail] = useState(initialEmail);
  const inputId = useId();
  const landing = useSignInLanding((proved) => {
    setInput(proved);
    setEmail(proved);
  });

  const orders = useQuery({
    queryKey: ["/api/my-orders", email],
    queryFn: () => fetchMyOrders(email),
    enabled: email.trim() !== "",
  });

  // docs/product/screens.md, My Orders: an empty result also raises the neutral 'No order found for this email' toast.
  const emptyFor = orders.isSuccess && orders.data.length === 0 ? email : null;
  useEffect(() => {
    if (emptyFor) toast({ title: "No order found for this email", description: "No orders found for this email" });
  }, [emptyFor]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = input.trim();
    if (!trimmed) return;
    setEmail(trimmed);
    // Asking again for the same email looks again: statuses move on.
    if (trimmed === email) void orders.refetch();
  };

  return (
    <section className="mx-auto w-full max-w-3xl px-5 py-12 sm:py-16">
      <PageMeta
        title="My Orders"
        description="Find your Soulmate Stories and AI Tarot orders with your email, check their status and download your files."
        path="/portal"
      />
      <h1 className="text-3xl text-parchment sm:text-4xl">My Orders</h1>
      <p className="mt-3 text-mist">Enter the email you used at checkout to see your orders and download your files.</p>

      <form onSubmit={onSubmit} className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-gold-200">
            Email address
          </label>
          <input
            id={inputId}
            name="email"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            className="block min-h-11 w-full rounded-lg border border-night-600 bg-night-800 px-3 py-2 text-base text-parchment hover:border-gold-500/70"
          />
        </div>
        <button type="submit" className={buttonStyles.primary}>
          Find My Orders
        </button>
      </form>

      {landing.opening ? (
        <p role="status" className="mt-6 text-mist">
          Opening your orders…
        </p>
      ) : null}
      {landing.error ? (
        <p role="alert" className="mt-6 rounded-xl border border-danger/60 bg-[#3a0d1a] p-4 text-parchment">
          {landing.error}
        </p>
      ) : null}

      {/* A short announcement for screen readers; the list itself is not read out on arrival. */}
      <p role="status" className="sr-only">
        {orders.isSuccess && email
          ? orders.data.length === 0
            ? "No orders found."
            : `${orders.data.length === 1 ? "1 order" : `${orders.data.length} orders`} found`
          : ""}
      </p>
      <div className="mt-10">
        {email === "" ? null : orders.isPending ? (
          <p role="status" className="text-mist">
            Loading your orders…
          </p>
        ) : orders.isError ? (
          <p role="alert" className="rounded-xl border border-danger/60 bg-[#3a0d1a] p-4 text-parchment">
            Failed to load orders. Please try again.
          </p>
        ) : orders.data.length === 0 ? (
          <div className="rounded-2xl border border-night-700 bg-night-900/80 p-8 text-center">
            <h2 className="text-xl text-parchment">No orders found for this email</h2>
            <p className="mt-3 text-mist">Check the spelling, or start your first reading.</p>
            <Link to="/" className={`${buttonStyles.primary} mt-6`}>
              Create Your First Order
            </Link>
          </div>
        ) : (
          <>
            <h2 className="text-xl text-gold-300">
              {orders.data.length === 1 ? "1 order" : `${orders.data.length} orders`} for {email}
            </h2>
            {orders.data.some((order) => !order.opened) ? <OpenByEmail key={email} email={email} /> : null}
            <ul className="mt-4 grid gap-4">
              {orders.data.map((order, index) => (
                <OrderCard key={order.id ?? `${order.number}-${index}`} order={order} />
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}

/**
 * An email alone finds orders but does not open them: the browser that made an order sees what it
 * holds, and any other browser can prove the address by a link sent to it (docs/decisions/0048).
 */
function OpenByEmail({ email }: { email: string }) {
  const send = useMutation({
    mutationFn: async () => {
      const res = await ensureOk(await api.api["my-orders"].link.$post({ json: { email } }));
      return (await res.json()) as SignInLinkAsked;
    },
  });
  return (
    <div className="mt-4 rounded-2xl border border-gold-400/40 bg-night-900/80 p-5">
      <p className="text-parchment">
        To keep your orders private, their files, readings and questions show only in the browser you ordered in. To
        open them in this browser, we can email you a link.
      </p>
      <button
        type="button"
        className={`${buttonStyles.secondary} mt-4`}
        disabled={send.isPending}
        onClick={() => send.mutate()}
      >
        {send.isPending ? "Sending your link…" : "Email me a link to open my orders"}
      </button>
      <p role="status" className="mt-3 text-mist">
        {send.isSuccess ? send.data.message : ""}
      </p>
      {send.isError ? (
        <p role="alert" className="mt-3 text-parchment">
          {serverErrorMessage(send.error) ?? "We couldn't send a link just now. Please try again in a minute."}
        </p>
      ) : null}
    </div>
  );
}

function OrderCard({ order }: { order: MyOrder }) {
  const isTarot = order.type === "tarot";
  const highlighted = order.status === "delivered" || order.status === "completed";
  const created = new Date(order.created_at);
  return (
    <li className="rounded-2xl border border-night-700 bg-night-900/80 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-sans text-lg font-semibold tracking-normal text-parchment">
            {isTarot ? "AI Tarot Reading" : "Soulmate Story"}
          </h3>
          <p className="text-sm text-mist">
            Order <span className="font-mono">{order.number}</span>
            {Number.isNaN(created.getTime()) ? null : (
              <>
                {" · "}
                <time dateTime={order.created_at}>
                  {created.toLocaleDateString("en-AU", { day: "numeric", month: "short", year: "numeric" })}
                </time>
              </>
            )}
          </p>
        </div>
        <span
          data-testid="status-badge"
          data-highlighted={highlighted || undefined}
          className={`rounded-full border px-3 py-1 text-sm font-semibold ${
            highlighted ? "border-gold-400 bg-gold-400 text-night-950" : "border-night-600 bg-night-800 text-mist"
          }`}
        >
          {humaniseStatus(order.status)}
        </span>
      </div>

      <p className="mt-3 text-parchment">
        <span className="sr-only">Price: </span>
        <span className="font-semibold">{formatPrice(order.final_price)}</span>
        {order.final_price !== order.original_price ? (
          <s className="ml-2 text-mist">
            <span className="sr-only">was </span>
            {formatPrice(order.original_price)}
          </s>
        ) : null}
      </p>

      {order.status === "delivered" && !isTarot ? (
        order.artifacts ? (
          <SoulmateDownloads artifacts={order.artifacts} />
        ) : (
          <p className="mt-3 text-mist">Your files are ready.</p>
        )
      ) : order.status === "completed" && isTarot ? (
        <TarotReadings sessions={order.sessions} />
      ) : (
        <>
          <p className="mt-3 text-mist">{STATUS_MESSAGES[order.status] ?? humaniseStatus(order.status)}</p>
          {isTarot && order.status === "paid" ? <ReadingToStart order={order} /> : null}
          {/* A reading saved before a refund was delivered, and stays (docs/decisions/0029). */}
          {isTarot && order.status === "refunded" && order.sessions.some((session) => session.reading) ? (
            <TarotReadings sessions={order.sessions} />
          ) : null}
        </>
      )}
    </li>
  );
}

/**
 * A paid reading not written yet. An email alone finds this page, so its link is listed only in a
 * browser that opened the order or already holds the link (docs/decisions/0029, 0048); anywhere
 * else the buyer is told how to reach it.
 */
function ReadingToStart({ order }: { order: MyOrder }) {
  const open = order.sessions.filter((session) => !session.reading);
  if (open.length === 0) {
    return (
      <p className="mt-2 text-mist">
        Your reading is waiting for you. To keep it private, we show its link only in a browser that has already opened
        it, like the one you paid in, or once you open your orders with the link we email you. Can’t get to it? Email{" "}
        <SupportEmail /> with order <span className="font-mono">{order.number}</span> and we’ll send you the link.
      </p>
    );
  }
  return open.map((session) => (
    <Link key={session.id} to={`/tarot/session/${session.id}`} className={linkClass}>
      Continue your reading
    </Link>
  ));
}

function DownloadLink({
  url,
  label,
  newTab = true,
}: {
  url: string | null | undefined;
  label: string;
  newTab?: boolean;
}) {
  return (
    <li>
      {url ? (
        <a href={url} className={linkClass} {...(newTab ? { target: "_blank", rel: "noopener" } : {})}>
          {label}
          {newTab ? (
            <>
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only"> (opens in a new tab)</span>
            </>
          ) : null}
        </a>
      ) : (
        <span className="inline-flex min-h-11 items-center text-mist">{label}: Processing...</span>
      )}
    </li>
  );
}

function SoulmateDownloads({ artifacts }: { artifacts: Artifacts }) {
  return (
    <div className="mt-4">
      <h4 className="text-sm font-semibold text-gold-200">Your downloads</h4>
      <ul className="mt-1 grid gap-x-6 sm:grid-cols-2">
        <DownloadLink url={artifacts.story_url} label="View animated story" />
        <DownloadLink url={artifacts.storybook_pdf_url} label="Storybook PDF" />
        {artifacts.storybook_light_pdf_url ? (
          <DownloadLink url={artifacts.storybook_light_pdf_url} label="Storybook PDF for home printing" />
        ) : null}
        <DownloadLink url={artifacts.cards_pdf_url} label="Card set PDF" />
        {artifacts.cards_png_urls.map((url, i) => (
          <DownloadLink key={url} url={url} label={`Card ${i + 1} (PNG)`} />
        ))}
        {ORACLE_NAMES.map((name) => (
          <DownloadLink key={name} url={artifacts.oracle_urls[name]} label={`${capitalise(name)} oracle (PNG)`} />
        ))}
        <DownloadLink url={artifacts.oracle_zip_url} label="Oracle pack (ZIP)" newTab={false} />
      </ul>
    </div>
  );
}

function TarotReadings({ sessions }: { sessions: MyOrder["sessions"] }) {
  const readings = sessions.flatMap((session) => (session.reading ? [session.reading] : []));
  if (readings.length === 0) return <p className="mt-3 text-mist">Your reading is complete.</p>;
  return (
    <ul className="mt-3 grid gap-2">
      {readings.map((reading) => (
        <li key={reading.id} className="flex flex-wrap items-center justify-between gap-x-4">
          <q className="text-parchment italic" title={reading.intention}>
            {truncateIntention(reading.intention)}
          </q>
          <Link to={`/tarot/reading/${reading.id}`} className={linkClass}>
            View reading
          </Link>
        </li>
      ))}
    </ul>
  );
}
