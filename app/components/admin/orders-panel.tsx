/** Orders tab (spec §2): newest first, filterable by status, Replay where the spec allows it. */
import { useInfiniteQuery } from "@tanstack/react-query";
import { offersReplay } from "../../../src/admin/shared";
import type { AdminOrderRow } from "../../../src/admin/views";
import { ORDER_STATUSES, type OrderStatus } from "../../../src/shared/statuses";
import { adminKeys, fetchOrders } from "./admin-api";
import { type Column, DataTable } from "./data-table";
import { dollars, formatDateTime, humanise, paymentLabel, shortId } from "./format";
import { ListState, RefreshButton, rowButton, StatusBadge, StatusFilter } from "./ui";
import { useReplayOrder } from "./use-admin-actions";

/** While an order on screen is still moving, look again this often, so a replay can be watched to the end. */
export const LIVE_REFRESH_MS = 10_000;
const IN_FLIGHT: readonly OrderStatus[] = ["paid", "processing"];

export function OrderIdButton({ orderId, onOpen }: { orderId: string; onOpen: (orderId: string) => void }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(orderId)}
      aria-label={`${shortId(orderId)}: open order details`}
      title={orderId}
      className="inline-flex min-h-9 items-center rounded font-mono text-gold-300 underline underline-offset-4 hover:text-gold-200"
    >
      {shortId(orderId)}
    </button>
  );
}

type OrdersPanelProps = {
  adminKey: string;
  onOpenOrder: (orderId: string) => void;
  /** The filter lives with the page (in its address), so it survives switching tabs. */
  status: OrderStatus | "";
  onStatusChange: (status: OrderStatus | "") => void;
};

export function OrdersPanel({ adminKey, onOpenOrder, status, onStatusChange }: OrdersPanelProps) {
  const replay = useReplayOrder(adminKey);
  const orders = useInfiniteQuery({
    queryKey: adminKeys.orders(status),
    queryFn: ({ pageParam }) => fetchOrders(adminKey, status, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.orders.some((o) => IN_FLIGHT.includes(o.status)))
        ? LIVE_REFRESH_MS
        : false,
  });
  const rows = orders.data?.pages.flatMap((page) => page.orders) ?? [];

  const columns: Column<AdminOrderRow>[] = [
    { header: "Order", cell: (o) => <OrderIdButton orderId={o.id} onOpen={onOpenOrder} />, inTitle: true },
    { header: "Product", cell: (o) => (o.product_type === "soulmate" ? "Soulmate Stories" : "AI Tarot Reading") },
    { header: "Status", cell: (o) => <StatusBadge status={o.status} />, inTitle: true },
    { header: "Email", cell: (o) => o.email, className: "max-w-56 break-all" },
    {
      header: "Price",
      cell: (o) => (
        <span className="tabular-nums whitespace-nowrap">
          {dollars(o.final_price)}
          {o.coupon_code ? <span className="ml-1 text-mist">({o.coupon_code})</span> : null}
        </span>
      ),
    },
    { header: "Payment", cell: (o) => paymentLabel(o.payment_method) },
    { header: "Created", cell: (o) => formatDateTime(o.created_at), className: "whitespace-nowrap" },
  ];

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <StatusFilter label="Order status" statuses={ORDER_STATUSES} value={status} onChange={onStatusChange} />
        <RefreshButton label="Refresh orders" busy={orders.isFetching} onClick={() => void orders.refetch()} />
      </div>
      <ListState
        isPending={orders.isPending}
        error={orders.error}
        failureText="Failed to fetch orders"
        hasMore={orders.hasNextPage}
        loadingMore={orders.isFetchingNextPage}
        onLoadMore={() => void orders.fetchNextPage()}
      >
        <DataTable
          caption={status ? `Orders: ${humanise(status)}` : "Orders"}
          rows={rows}
          columns={columns}
          rowKey={(o) => o.id}
          title={(o) => (
            <span className="flex items-center justify-between gap-2">
              <OrderIdButton orderId={o.id} onOpen={onOpenOrder} />
              <StatusBadge status={o.status} />
            </span>
          )}
          empty={status ? `No ${humanise(status).toLowerCase()} orders.` : "No orders yet."}
          actions={(o) =>
            offersReplay(o) ? (
              <button
                type="button"
                aria-label={`Replay order ${shortId(o.id)}`}
                className={rowButton}
                disabled={replay.isPending && replay.variables === o.id}
                onClick={() => replay.mutate(o.id)}
              >
                Replay
              </button>
            ) : null
          }
        />
      </ListState>
    </div>
  );
}
