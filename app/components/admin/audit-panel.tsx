/** The audit log: every operator action, newest first, with who did it and how it ended. */

import type { EmailKind } from "../../../src/shared/statuses";
import type { AuditEntryView } from "../../lib/api-types";
import { adminKeys, fetchAudit } from "./admin-api";
import { AdminList } from "./admin-list";
import { type Column, RowTitle } from "./data-table";
import { emailKindLabel, formatDateTime, humanise, shortId } from "./format";
import { OrderIdButton } from "./orders-panel";
import { StatusBadge } from "./ui";

/** The one line an operator wants from an entry's detail: why it was refused, or what changed. */
export function auditSummary(entry: AuditEntryView): string {
  const detail = entry.detail ?? {};
  const text = (key: string) => (typeof detail[key] === "string" && detail[key] ? (detail[key] as string) : null);
  const parts: string[] = [];
  const kind = text("kind");
  if (entry.action === "email.resend" && kind) parts.push(`${emailKindLabel(kind as EmailKind)} email`);
  const reason = text("reason");
  if (reason) parts.push(reason);
  if (Array.isArray(detail.jobs) && detail.jobs.length > 0) parts.push(`re-queued ${detail.jobs.join(", ")}`);
  if (text("refundId")) parts.push(`PayPal refund ${text("refundId")}`);
  if (entry.action === "order.refund" && detail.provider === "none") parts.push("no payment provider");
  if (text("from")) parts.push(`was ${humanise(text("from") as string).toLowerCase()}`);
  if (text("note")) parts.push(`note: “${text("note")}”`);
  return parts.join(" · ");
}

export function AuditDetail({ entry }: { entry: AuditEntryView }) {
  const summary = auditSummary(entry);
  return summary ? <span className="text-mist">{summary}</span> : null;
}

export function AuditPanel({ adminKey, onOpenOrder }: { adminKey: string; onOpenOrder: (orderId: string) => void }) {
  const target = (entry: AuditEntryView) =>
    entry.target_type === "order" ? (
      <OrderIdButton orderId={entry.target_id} onOpen={onOpenOrder} />
    ) : (
      <span className="font-mono">{entry.target_id}</span>
    );
  const columns: Column<AuditEntryView>[] = [
    { header: "When", cell: (e) => formatDateTime(e.created_at), className: "whitespace-nowrap" },
    { header: "Action", cell: (e) => humanise(e.action), inTitle: true },
    { header: "Target", cell: target },
    { header: "Outcome", cell: (e) => <StatusBadge status={e.outcome} />, inTitle: true },
    { header: "Who", cell: (e) => <span className="font-mono text-xs">{e.actor}</span> },
    { header: "Details", cell: (e) => <AuditDetail entry={e} />, className: "min-w-64" },
  ];
  return (
    <AdminList
      queryKey={adminKeys.audit}
      fetchPage={(cursor) => fetchAudit(adminKey, cursor)}
      rowsOf={(page) => page.entries}
      toolbar={
        <p className="max-w-prose text-sm text-mist">
          Replays, refunds, coupon changes and order views. “Who” is a short fingerprint of the admin key used.
        </p>
      }
      refreshLabel="Refresh audit log"
      failureText="Failed to fetch the audit log"
      caption="Audit log"
      columns={columns}
      rowKey={(e) => e.id}
      title={(e) => (
        <RowTitle status={e.outcome}>
          <span>
            {humanise(e.action)}
            {e.target_type === "order" ? (
              <span className="ml-2 font-mono text-sm text-mist">{shortId(e.target_id)}</span>
            ) : null}
          </span>
        </RowTitle>
      )}
      empty="No operator actions recorded yet."
    />
  );
}
