/** The audit log: every operator action, newest first, with who did it and how it ended. */
import { useInfiniteQuery } from "@tanstack/react-query";
import type { AuditEntryView } from "../../../src/admin/audit";
import { adminKeys, fetchAudit } from "./admin-api";
import { type Column, DataTable } from "./data-table";
import { formatDateTime, humanise, shortId } from "./format";
import { OrderIdButton } from "./orders-panel";
import { ListState, RefreshButton, StatusBadge } from "./ui";

/** The one line an operator wants from an entry's detail: why it was refused, or what changed. */
export function auditSummary(entry: AuditEntryView): string {
  const detail = entry.detail ?? {};
  const text = (key: string) => (typeof detail[key] === "string" && detail[key] ? (detail[key] as string) : null);
  const parts: string[] = [];
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
  const audit = useInfiniteQuery({
    queryKey: adminKeys.audit,
    queryFn: ({ pageParam }) => fetchAudit(adminKey, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const rows = audit.data?.pages.flatMap((page) => page.entries) ?? [];
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
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-sm text-mist">
          Replays, refunds, coupon changes and order views. “Who” is a short fingerprint of the admin key used.
        </p>
        <RefreshButton label="Refresh audit log" busy={audit.isFetching} onClick={() => void audit.refetch()} />
      </div>
      <ListState
        isPending={audit.isPending}
        error={audit.error}
        failureText="Failed to fetch the audit log"
        hasMore={audit.hasNextPage}
        loadingMore={audit.isFetchingNextPage}
        onLoadMore={() => void audit.fetchNextPage()}
      >
        <DataTable
          caption="Audit log"
          rows={rows}
          columns={columns}
          rowKey={(e) => e.id}
          title={(e) => (
            <span className="flex items-center justify-between gap-2">
              <span>
                {humanise(e.action)}
                {e.target_type === "order" ? (
                  <span className="ml-2 font-mono text-sm text-mist">{shortId(e.target_id)}</span>
                ) : null}
              </span>
              <StatusBadge status={e.outcome} />
            </span>
          )}
          empty="No operator actions recorded yet."
        />
      </ListState>
    </div>
  );
}
