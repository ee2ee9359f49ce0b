/**
 * Jobs tab (docs/product/screens.md, Admin dashboard), and the dead-letter view: jobs the queue gave up on,
 * with the last error and a Replay of their order.
 */

import { offersReplay } from "../../../src/shared/admin";
import { JOB_STATUSES, type JobStatus } from "../../../src/shared/statuses";
import { useReplayOrder } from "../../hooks/use-admin-actions";
import type { AdminJobRow } from "../../lib/api-types";
import { adminKeys, fetchJobs } from "./admin-api";
import { AdminList, filteredListText } from "./admin-list";
import { type Column, RowTitle } from "./data-table";
import { formatDateTime, humanise, shortId } from "./format";
import { OrderIdButton, ReplayRowButton } from "./orders-panel";
import { StatusBadge, StatusFilter } from "./ui";

const IN_FLIGHT: readonly JobStatus[] = ["pending", "running"];

type JobsPanelProps = {
  adminKey: string;
  onOpenOrder: (orderId: string) => void;
  /** "dead-letters": only failed jobs, their errors in full, and Replay. */
  mode?: "all" | "dead-letters";
  /** The Jobs tab's filter (ignored for dead letters); it lives in the page's address. */
  status?: JobStatus | "";
  onStatusChange?: (status: JobStatus | "") => void;
};

export function JobsPanel({
  adminKey,
  onOpenOrder,
  mode = "all",
  status: chosen = "",
  onStatusChange,
}: JobsPanelProps) {
  const deadLetters = mode === "dead-letters";
  const status = deadLetters ? "failed" : chosen;
  const replay = useReplayOrder(adminKey);

  const columns: Column<AdminJobRow>[] = deadLetters
    ? [
        { header: "Job", cell: (j) => humanise(j.type), inTitle: true },
        { header: "Order", cell: (j) => <OrderIdButton orderId={j.order_id} onOpen={onOpenOrder} /> },
        { header: "Order status", cell: (j) => (j.order_status ? <StatusBadge status={j.order_status} /> : "—") },
        { header: "Attempts", cell: (j) => j.attempts, className: "tabular-nums" },
        {
          header: "Failed at",
          cell: (j) => formatDateTime(j.finished_at ?? j.updated_at),
          className: "whitespace-nowrap",
        },
        {
          header: "Last error",
          cell: (j) => <span className="font-mono text-xs break-words text-rose-300">{j.last_error ?? "—"}</span>,
          className: "min-w-64",
        },
      ]
    : [
        {
          header: "Job",
          cell: (j) => (
            <span className="font-mono" title={j.id}>
              {shortId(j.id)}
            </span>
          ),
          inTitle: true,
        },
        { header: "Type", cell: (j) => humanise(j.type) },
        { header: "Order", cell: (j) => <OrderIdButton orderId={j.order_id} onOpen={onOpenOrder} /> },
        { header: "Status", cell: (j) => <StatusBadge status={j.status} />, inTitle: true },
        { header: "Priority", cell: (j) => j.priority, className: "tabular-nums" },
        { header: "Attempts", cell: (j) => j.attempts, className: "tabular-nums" },
        { header: "Created", cell: (j) => formatDateTime(j.created_at), className: "whitespace-nowrap" },
        {
          header: "Last error",
          cell: (j) =>
            j.last_error ? (
              <span className="line-clamp-2 font-mono text-xs text-rose-300" title={j.last_error}>
                {j.last_error}
              </span>
            ) : (
              "—"
            ),
          className: "max-w-72",
        },
      ];

  return (
    <AdminList
      queryKey={adminKeys.jobs(status)}
      fetchPage={(cursor) => fetchJobs(adminKey, status, cursor)}
      rowsOf={(page) => page.jobs}
      isLive={(j) => IN_FLIGHT.includes(j.status)}
      toolbar={
        deadLetters ? (
          <p className="max-w-prose text-sm text-mist">
            Jobs that failed after every retry. Replaying the order rebuilds only its missing files.
          </p>
        ) : (
          <StatusFilter
            label="Job status"
            statuses={JOB_STATUSES}
            value={chosen}
            onChange={(next) => onStatusChange?.(next)}
          />
        )
      }
      refreshLabel={deadLetters ? "Refresh failed jobs" : "Refresh jobs"}
      failureText="Failed to fetch jobs"
      {...(deadLetters
        ? { caption: "Failed jobs", empty: "No failed jobs. Nothing is waiting in the dead-letter queue." }
        : filteredListText("jobs", status))}
      columns={columns}
      rowKey={(j) => j.id}
      title={(j) => (
        <RowTitle status={j.status}>
          <span>
            {humanise(j.type)}
            {deadLetters ? null : <span className="ml-2 font-mono text-sm text-mist">{shortId(j.id)}</span>}
          </span>
        </RowTitle>
      )}
      actions={
        deadLetters
          ? (j) =>
              j.order_status &&
              j.product_type &&
              offersReplay({ status: j.order_status, product_type: j.product_type }) ? (
                <ReplayRowButton orderId={j.order_id} replay={replay} />
              ) : null
          : undefined
      }
    />
  );
}
