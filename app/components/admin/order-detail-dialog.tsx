/**
 * One order in full, for support: the buyer's answers, payments, jobs with
 * their errors, files built, the emails sent to the buyer (with Re-send), the
 * audit trail, and the Replay and Refund actions. Opening it is itself
 * recorded in the audit log (it shows personal data).
 */
import * as Dialog from "@radix-ui/react-dialog";
import { useQuery } from "@tanstack/react-query";
import { X } from "lucide-react";
import { type FormEvent, type ReactNode, type Ref, useId, useRef, useState } from "react";
import { isRefundable, offersReplay } from "../../../src/shared/admin";
import { useRefundOrder, useReplayOrder } from "../../hooks/use-admin-actions";
import type { AdminEmailRow, AdminOrderDetail } from "../../lib/api-types";
import { formatPrice } from "../ui/price";
import { adminKeys, fetchOrder } from "./admin-api";
import { AuditDetail } from "./audit-panel";
import { DataTable } from "./data-table";
import { useEmailRows } from "./emails-panel";
import { formatDateTime, humanise, paymentLabel, shortId } from "./format";
import { dangerButton, EmailText, ErrorNote, primaryButton, StatusBadge, secondaryButton, TextArea } from "./ui";

type Props = { adminKey: string; orderId: string | null; onClose: () => void };

export function OrderDetailDialog({ adminKey, orderId, onClose }: Props) {
  // Opened from a row's button, not a Dialog.Trigger: closing returns focus to that button
  // (Radix would otherwise look for a trigger, find none, and drop focus on <body>).
  const openerRef = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={orderId !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-night-950/85 backdrop-blur-sm" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // A row that left the list (a replayed order under a status filter) leaves the page itself.
            (openerRef.current?.isConnected ? openerRef.current : document.getElementById("main"))?.focus();
          }}
          className="fixed inset-x-0 top-0 bottom-0 z-50 mx-auto flex w-full max-w-4xl flex-col overflow-hidden border-night-700 bg-night-950 shadow-2xl outline-none sm:top-6 sm:bottom-6 sm:rounded-2xl sm:border"
        >
          <div className="flex items-center justify-between gap-3 border-b border-night-700 px-4 py-3 sm:px-6">
            <Dialog.Title className="text-xl text-parchment">
              Order <span className="font-mono">{orderId ? shortId(orderId) : ""}</span>
            </Dialog.Title>
            <Dialog.Close className={secondaryButton}>
              <X aria-hidden="true" className="size-4" />
              Close
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-6">
            {orderId ? <OrderDetailBody adminKey={adminKey} orderId={orderId} /> : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function OrderDetailBody({ adminKey, orderId }: { adminKey: string; orderId: string }) {
  const detail = useQuery({ queryKey: adminKeys.order(orderId), queryFn: () => fetchOrder(adminKey, orderId) });
  if (detail.isPending) {
    return (
      <>
        <Dialog.Description className="sr-only">Loading the order.</Dialog.Description>
        <p role="status" className="text-mist">
          Loading order…
        </p>
      </>
    );
  }
  if (detail.isError) {
    return (
      <>
        <Dialog.Description className="sr-only">The order could not be loaded.</Dialog.Description>
        <ErrorNote title="Failed to fetch the order" error={detail.error} />
      </>
    );
  }
  const { order } = detail.data;
  return (
    <div className="grid gap-6">
      <Dialog.Description className="text-mist">
        {order.product_type === "soulmate" ? "Soulmate Stories" : "AI Tarot Reading"} ·{" "}
        <span className="font-mono text-xs break-all">{order.id}</span>
      </Dialog.Description>
      <OrderActions adminKey={adminKey} detail={detail.data} />
      <Section title="Order">
        <Facts
          facts={[
            ["Status", <StatusBadge key="s" status={order.status} />],
            ["Email", <EmailText key="e" email={order.email} />],
            ["Price", priceText(order.final_price, order.original_price)],
            ["Payment", paymentLabel(order.payment_method)],
            ["Coupon", order.coupon_code ?? "—"],
            ["Created", formatDateTime(order.created_at)],
            ["Paid", formatDateTime(order.paid_at)],
            ["Delivered", formatDateTime(order.delivered_at)],
            ["Updated", formatDateTime(order.updated_at)],
            ...(order.failure_reason ? [["Failure", order.failure_reason] as [string, ReactNode]] : []),
          ]}
        />
      </Section>
      {order.inputs ? (
        <Section title="Quiz answers">
          <Facts
            facts={[
              ["Star sign", humanise(order.inputs.starSign)],
              ["Born", `${order.inputs.birthday.day}/${order.inputs.birthday.month}/${order.inputs.birthday.year}`],
              ["City", order.city ?? "—"],
              ["Preference", order.preference ? humanise(order.preference) : "—"],
              ["Relationship", order.relationship_status ? humanise(order.relationship_status) : "—"],
              ["First name", order.first_name ?? "—"],
            ]}
          />
        </Section>
      ) : null}
      <Section title="Payments">
        {detail.data.payments.length === 0 ? (
          <p className="text-mist">
            {detail.data.coupon_redemption
              ? `Paid by coupon ${detail.data.coupon_redemption.coupon_code} (${formatPrice(detail.data.coupon_redemption.discount)} off).`
              : "No payment recorded."}
          </p>
        ) : (
          <ul className="grid gap-3">
            {detail.data.payments.map((payment) => (
              <li key={payment.id} className="rounded-xl border border-night-700 p-3">
                <Facts
                  facts={[
                    ["Provider", paymentLabel(payment.provider)],
                    ["Status", <StatusBadge key="s" status={payment.status} />],
                    ["Amount", `${formatPrice(payment.amount)} ${payment.currency}`],
                    ["PayPal order", <Mono key="o" text={payment.provider_order_id} />],
                    ["Capture", payment.capture_id ? <Mono key="c" text={payment.capture_id} /> : "—"],
                    ["Refund", payment.refund_id ? <Mono key="r" text={payment.refund_id} /> : "—"],
                    ["Refunded", formatDateTime(payment.refunded_at)],
                  ]}
                />
              </li>
            ))}
          </ul>
        )}
      </Section>
      {order.product_type === "soulmate" ? (
        <Section title="Jobs">
          {detail.data.jobs.length === 0 ? (
            <p className="text-mist">No jobs yet.</p>
          ) : (
            <ul className="grid gap-2">
              {detail.data.jobs.map((job) => (
                <li key={job.id} className="rounded-xl border border-night-700 p-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-semibold text-parchment">{humanise(job.type)}</span>
                    <StatusBadge status={job.status} />
                  </div>
                  <p className="mt-1 text-sm text-mist">
                    {job.attempts} {job.attempts === 1 ? "attempt" : "attempts"} · priority {job.priority} · updated{" "}
                    {formatDateTime(job.updated_at)}
                  </p>
                  {job.last_error ? (
                    <p className="mt-1 font-mono text-xs break-words text-rose-300">{job.last_error}</p>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          <p className="mt-2 text-sm text-mist">
            {detail.data.files.length} {detail.data.files.length === 1 ? "file" : "files"} built
            {detail.data.files.length ? `: ${detail.data.files.join(", ")}` : "."}
          </p>
        </Section>
      ) : (
        <Section title="Tarot sessions">
          {detail.data.tarot_sessions.length === 0 ? (
            <p className="text-mist">No session started.</p>
          ) : (
            <ul className="grid gap-1 text-sm">
              {detail.data.tarot_sessions.map((session) => (
                <li key={session.id}>
                  <Mono text={session.id} /> · {humanise(session.status)}
                  {session.spread_type ? ` · ${humanise(session.spread_type)}` : ""}
                  {session.reading_id ? " · reading saved" : ""}
                  {session.reading_id ? ` · written by ${session.reading_model ?? "an unrecorded model"}` : ""}
                </li>
              ))}
            </ul>
          )}
        </Section>
      )}
      <OrderEmails adminKey={adminKey} order={order} emails={detail.data.emails} />
      <Section title="Audit trail">
        {detail.data.audit.length === 0 ? (
          <p className="text-mist">No operator actions yet.</p>
        ) : (
          <ol className="grid gap-2 text-sm">
            {detail.data.audit.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
                <span className="text-mist whitespace-nowrap">{formatDateTime(entry.created_at)}</span>
                <span className="font-semibold text-parchment">{humanise(entry.action)}</span>
                <StatusBadge status={entry.outcome} />
                <span className="font-mono text-xs text-mist">{entry.actor}</span>
                <AuditDetail entry={entry} />
              </li>
            ))}
          </ol>
        )}
      </Section>
    </div>
  );
}

function priceText(final: number, original: number): string {
  return final === original ? formatPrice(final) : `${formatPrice(final)} (was ${formatPrice(original)})`;
}

function Mono({ text }: { text: string }) {
  return <span className="font-mono text-xs break-all">{text}</span>;
}

/** The emails sent to this order's buyer, as rows like the Emails tab's, with the same Re-send. */
function OrderEmails({
  adminKey,
  order,
  emails,
}: {
  adminKey: string;
  order: AdminOrderDetail["order"];
  emails: AdminEmailRow[];
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const rows = useEmailRows({ adminKey, focusAfterResend: () => headingRef.current });
  return (
    <Section title="Emails" headingRef={headingRef}>
      <DataTable
        caption={`Emails for order ${shortId(order.id)}`}
        rows={emails}
        empty={order.email ? "No emails yet." : "No emails: this order was made without an email address."}
        {...rows}
      />
    </Section>
  );
}

function Section({
  title,
  children,
  headingRef,
}: {
  title: string;
  children: ReactNode;
  /** For a section that takes focus back after an action (the heading becomes focusable from script). */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="mb-2 text-lg text-gold-300">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[minmax(7rem,auto)_1fr_minmax(7rem,auto)_1fr]">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-mist">{label}</dt>
          <dd className="min-w-0 break-words text-parchment">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function OrderActions({ adminKey, detail }: { adminKey: string; detail: AdminOrderDetail }) {
  const { order } = detail;
  const replay = useReplayOrder(adminKey);
  const refund = useRefundOrder(adminKey);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState("");
  const reasonId = useId();
  const paidByPayPal = order.payment_method === "paypal";
  const canRefund = isRefundable(order.status);
  if (!offersReplay(order) && !canRefund) return null;

  const onRefund = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    refund.mutate({ orderId: order.id, reason }, { onSuccess: () => setConfirming(false) });
  };

  return (
    <div className="grid gap-3 rounded-xl border border-night-700 bg-night-900/70 p-4">
      <div className="flex flex-wrap gap-3">
        {offersReplay(order) ? (
          <button
            type="button"
            className={primaryButton}
            disabled={replay.isPending}
            onClick={() => replay.mutate(order.id)}
          >
            {replay.isPending ? "Replaying…" : "Replay order"}
          </button>
        ) : null}
        {canRefund && !confirming ? (
          <button type="button" className={dangerButton} onClick={() => setConfirming(true)}>
            Refund…
          </button>
        ) : null}
      </div>
      {canRefund && confirming ? (
        <form onSubmit={onRefund} className="grid gap-3">
          <p className="text-parchment">
            {paidByPayPal
              ? `Refund ${formatPrice(order.final_price)} to the buyer through PayPal and mark the order refunded?`
              : "No money moves for a coupon order: it is marked refunded. Continue?"}
          </p>
          <TextArea
            id={reasonId}
            label="Reason (kept in the audit log)"
            value={reason}
            maxLength={300}
            rows={2}
            onChange={setReason}
          />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={dangerButton} disabled={refund.isPending}>
              {refund.isPending ? "Refunding…" : "Confirm refund"}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
