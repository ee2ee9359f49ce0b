/**
 * Emails tab: every email the shop has sent a buyer or is about to, newest first, filterable by
 * status and by order, and Re-send for one that failed. The order detail lists an order's
 * emails with the same rows (useEmailRows) and the same Re-send.
 */
import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { PRODUCTS } from "../../../src/shared/catalog";
import { OrderIdSchema } from "../../../src/shared/schemas";
import { canResendEmail, EMAIL_STATUSES, type EmailStatus } from "../../../src/shared/statuses";
import { useResendEmail } from "../../hooks/use-admin-actions";
import type { AdminEmailRow } from "../../lib/api-types";
import { fieldClass } from "../ui/form-styles";
import { adminKeys, type EmailFilter, fetchEmails } from "./admin-api";
import { AdminList, filteredListText } from "./admin-list";
import { type Column, type DataTableProps, RowTitle } from "./data-table";
import { emailKindLabel, formatDateTime, shortId } from "./format";
import { OrderIdButton } from "./orders-panel";
import { EmailText, rowButton, StatusBadge, StatusFilter, secondaryButton } from "./ui";

type Resend = ReturnType<typeof useResendEmail>;

/**
 * Re-send for a failed email: a first press asks, a second sends. When the row stops offering it
 * (the server's answer shows the email queued or sent), focus goes to `focusAfter` rather than
 * falling to the page's body with the button that had it.
 */
function ResendAction({
  email,
  resend,
  focusAfter,
}: {
  email: AdminEmailRow;
  resend: Resend;
  focusAfter: () => HTMLElement | null | undefined;
}) {
  const [confirming, setConfirming] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<"confirm" | "open" | null>(null);
  const focusAfterRef = useRef(focusAfter);
  focusAfterRef.current = focusAfter;
  const sending = resend.isPending && resend.variables?.id === email.id;
  const label = `${emailKindLabel(email.kind)} email for order ${shortId(email.orderId)}`;

  // After each render: the press that opened or closed the question says where focus goes.
  useEffect(() => {
    if (!focusNext.current) return;
    (focusNext.current === "confirm" ? confirmRef : openRef).current?.focus();
    focusNext.current = null;
  });

  // Unmounted while holding focus: the email was re-sent, or the list no longer shows it.
  useLayoutEffect(() => {
    const box = boxRef.current;
    return () => {
      if (box?.contains(document.activeElement)) focusAfterRef.current()?.focus();
    };
  }, []);

  const show = (next: boolean) => {
    focusNext.current = next ? "confirm" : "open";
    setConfirming(next);
  };

  return (
    <div ref={boxRef} className="contents">
      {confirming ? (
        <fieldset className="min-w-0 max-w-72 text-left">
          <legend className="mb-2 text-sm text-parchment">
            Send the {emailKindLabel(email.kind).toLowerCase()} email to {email.recipient} again?
          </legend>
          <div className="flex flex-wrap gap-2">
            <button
              ref={confirmRef}
              type="button"
              // aria-disabled, not disabled: a disabled button would drop the focus it holds.
              aria-disabled={sending}
              aria-label={`${sending ? "Sending" : "Confirm re-send"}: ${label}`}
              className={`${rowButton} aria-disabled:cursor-wait aria-disabled:opacity-60`}
              onClick={() => {
                if (sending) return;
                // The row stays until the answer; on a refusal it reopens as it was.
                resend.mutate(email, { onError: () => show(false) });
              }}
            >
              {sending ? "Sending…" : "Confirm re-send"}
            </button>
            <button type="button" className={rowButton} onClick={() => show(false)}>
              Cancel
            </button>
          </div>
        </fieldset>
      ) : (
        <button
          ref={openRef}
          type="button"
          aria-label={`Re-send ${label}`}
          className={rowButton}
          onClick={() => show(true)}
        >
          Re-send
        </button>
      )}
    </div>
  );
}

type EmailRowOptions = {
  adminKey: string;
  /** Where focus goes once a re-sent email's row no longer offers Re-send. */
  focusAfterResend: () => HTMLElement | null | undefined;
  /** Given in the Emails tab (the order column opens the order); left out inside an order's own detail. */
  onOpenOrder?: (orderId: string) => void;
};

/** The rows of an emails list, the tab's and an order's alike: columns, phone card titles and Re-send. */
export function useEmailRows({
  adminKey,
  focusAfterResend,
  onOpenOrder,
}: EmailRowOptions): Pick<DataTableProps<AdminEmailRow>, "columns" | "rowKey" | "title" | "actions"> {
  const resend = useResendEmail(adminKey);
  const columns: Column<AdminEmailRow>[] = [
    { header: "Email", cell: (e) => emailKindLabel(e.kind), inTitle: true },
    ...(onOpenOrder
      ? [
          { header: "Order", cell: (e: AdminEmailRow) => <OrderIdButton orderId={e.orderId} onOpen={onOpenOrder} /> },
          { header: "Product", cell: (e: AdminEmailRow) => PRODUCTS[e.productType].name },
        ]
      : []),
    { header: "Status", cell: (e) => <StatusBadge status={e.status} />, inTitle: true },
    { header: "To", cell: (e) => <EmailText email={e.recipient} /> },
    { header: "Attempts", cell: (e) => e.attempts, className: "tabular-nums" },
    { header: "Created", cell: (e) => formatDateTime(e.createdAt), className: "whitespace-nowrap" },
    { header: "Sent", cell: (e) => formatDateTime(e.sentAt), className: "whitespace-nowrap" },
    { header: "Updated", cell: (e) => formatDateTime(e.updatedAt), className: "whitespace-nowrap" },
    {
      header: "Last error",
      cell: (e) =>
        e.lastError ? <span className="font-mono text-xs break-words text-rose-300">{e.lastError}</span> : "—",
      className: "min-w-56 max-w-80",
    },
  ];
  return {
    columns,
    rowKey: (e) => e.id,
    title: (e) => (
      <RowTitle status={e.status}>
        <span>
          {emailKindLabel(e.kind)}
          {onOpenOrder ? <span className="ml-2 font-mono text-sm text-mist">{shortId(e.orderId)}</span> : null}
        </span>
      </RowTitle>
    ),
    actions: (e) =>
      canResendEmail(e) ? <ResendAction email={e} resend={resend} focusAfter={focusAfterResend} /> : null,
  };
}

/** A list's name and its empty message, with the order filter when there is one. */
export function emailsListText(filter: EmailFilter) {
  const text = filteredListText("emails", filter.status);
  if (!filter.orderId) return text;
  const order = `order ${shortId(filter.orderId)}`;
  return {
    caption: `${text.caption}, ${order}`,
    empty: filter.status ? `No ${filter.status} emails for ${order}.` : `No emails for ${order} yet.`,
  };
}

/** What the API takes as an order filter: a whole id, never the 8 characters the lists show. */
export const isWholeOrderId = (text: string) => OrderIdSchema.safeParse(text).success;

const ORDER_ID_HINT = "The whole order id, 36 characters, as shown in the order's details.";

/** The order filter: applied on Filter (a half-typed id is not a query), cleared with Show all. */
function OrderIdFilter({ value, onChange }: { value: string; onChange: (orderId: string) => void }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const [invalid, setInvalid] = useState(false);
  // The address can change it too (a shared link, Back): the field follows.
  useEffect(() => {
    setText(value);
    setInvalid(false);
  }, [value]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const orderId = text.trim().toLowerCase();
    if (orderId && !isWholeOrderId(orderId)) {
      setInvalid(true);
      inputRef.current?.focus();
      return;
    }
    setInvalid(false);
    onChange(orderId);
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="text-sm font-medium text-gold-200">
          Order id
        </label>
        <input
          ref={inputRef}
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          spellCheck={false}
          className={`${fieldClass} min-w-0 font-mono sm:w-96`}
        />
        <button type="submit" className={secondaryButton}>
          Filter
        </button>
        {value ? (
          <button
            type="button"
            className={secondaryButton}
            onClick={() => {
              onChange("");
              inputRef.current?.focus();
            }}
          >
            Show all orders
          </button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className={`text-sm ${invalid ? "text-danger" : "text-mist"}`}>
        {invalid ? `That is not a whole order id. ${ORDER_ID_HINT}` : ORDER_ID_HINT}
      </p>
    </form>
  );
}

type EmailsPanelProps = {
  adminKey: string;
  onOpenOrder: (orderId: string) => void;
  /** Both filters live with the page (in its address), like the other tabs'. */
  filter: EmailFilter;
  onFilterChange: (filter: EmailFilter) => void;
};

export function EmailsPanel({ adminKey, onOpenOrder, filter, onFilterChange }: EmailsPanelProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const rows = useEmailRows({
    adminKey,
    onOpenOrder,
    // The tab's own panel (focusable, named by its tab): it holds the list the row was in.
    focusAfterResend: () => rootRef.current?.closest<HTMLElement>('[role="tabpanel"]'),
  });
  return (
    <div ref={rootRef}>
      <AdminList
        queryKey={adminKeys.emails(filter)}
        fetchPage={(cursor) => fetchEmails(adminKey, filter, cursor)}
        rowsOf={(page) => page.emails}
        isLive={(e) => e.status === "queued"}
        toolbar={
          <div className="flex flex-wrap items-start gap-x-6 gap-y-3">
            <StatusFilter<EmailStatus>
              label="Email status"
              statuses={EMAIL_STATUSES}
              value={filter.status}
              onChange={(status) => onFilterChange({ ...filter, status })}
            />
            <OrderIdFilter value={filter.orderId} onChange={(orderId) => onFilterChange({ ...filter, orderId })} />
          </div>
        }
        refreshLabel="Refresh emails"
        failureText="Failed to fetch emails"
        {...emailsListText(filter)}
        {...rows}
      />
    </div>
  );
}
