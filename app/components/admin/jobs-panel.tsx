/**
 * Jobs tab (spec §2), and the dead-letter view: jobs the queue gave up on,
 * with the last error and a Replay of their order.
 */
import { useInfiniteQuery } from "@tanstack/react-query";
import { offersReplay } from "../../../src/admin/shared";
import type { AdminJobRow } from "../../../src/admin/views";
import { JOB_STATUSES, type JobStatus } from "../../../src/shared/statuses";
import { adminKeys, fetchJobs } from "./admin-api";
import { type Column, DataTable } from "./data-table";
import { formatDateTime, humanise, shortId } from "./format";
import { LIVE_REFRESH_MS, OrderIdButton } from "./orders-panel";
import { ListState, RefreshButton, rowButton, StatusBadge, StatusFilter } from "./ui";
import { useReplayOrder } from "./use-admin-actions";

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
  const status = mode === "dead-letters" ? "failed" : chosen;
  const replay = useReplayOrder(adminKey);
  const jobs = useInfiniteQuery({
    queryKey: adminKeys.jobs(status),
    queryFn: ({ pageParam }) => fetchJobs(adminKey, status, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.jobs.some((j) => IN_FLIGHT.includes(j.status)))
        ? LIVE_REFRESH_MS
        : false,
  });
  const rows = jobs.data?.pages.flatMap((page) => page.jobs) ?? [];
  const deadLetters = mode === "dead-letters";

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
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {deadLetters ? (
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
        )}
        <RefreshButton
          label={deadLetters ? "Refresh failed jobs" : "Refresh jobs"}
          busy={jobs.isFetching}
          onClick={() => void jobs.refetch()}
        />
      </div>
      <ListState
        isPending={jobs.isPending}
        error={jobs.error}
        failureText="Failed to fetch jobs"
        hasMore={jobs.hasNextPage}
        loadingMore={jobs.isFetchingNextPage}
        onLoadMore={() => void jobs.fetchNextPage()}
      >
        <DataTable
          caption={deadLetters ? "Failed jobs" : status ? `Jobs: ${humanise(status)}` : "Jobs"}
          rows={rows}
          columns={columns}
          rowKey={(j) => j.id}
          title={(j) => (
            <span className="flex items-center justify-between gap-2">
              <span>
                {humanise(j.type)}
                {deadLetters ? null : <span className="ml-2 font-mono text-sm text-mist">{shortId(j.id)}</span>}
              </span>
              <StatusBadge status={j.status} />
            </span>
          )}
          empty={
            deadLetters
              ? "No failed jobs. Nothing is waiting in the dead-letter queue."
              : status
                ? `No ${humanise(status).toLowerCase()} jobs.`
                : "No jobs yet."
          }
          actions={
            deadLetters
              ? (j) =>
                  j.order_status &&
                  j.product_type &&
                  offersReplay({ status: j.order_status, product_type: j.product_type }) ? (
                    <button
                      type="button"
                      aria-label={`Replay order ${shortId(j.order_id)}`}
                      className={rowButton}
                      disabled={replay.isPending && replay.variables === j.order_id}
                      onClick={() => replay.mutate(j.order_id)}
                    >
                      Replay
                    </button>
                  ) : null
              : undefined
          }
        />
      </ListState>
    </div>
  );
}
