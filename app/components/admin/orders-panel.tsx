/** Orders tab (docs/product/screens.md, Admin dashboard): newest first, filterable by status, Replay where it is allowed. */

import { offersReplay } from "../../../src/shared/admin";
import { ORDER_STATUSES, type OrderStatus } from "../../../src/shared/statuses";
import { useReplayOrder } from "../../hooks/use-admin-actions";
import type { AdminOrderRow } from "../../lib/api-types";
import { formatPrice } from "../ui/price";
import { adminKeys, fetchOrders } from "./admin-api";
import { AdminList, filteredListText } from "./admin-list";
import { type Column, RowTitle } from "./data-table";
import { formatDateTime, paymentLabel, shortId } from "./format";
import { EmailText, rowButton, StatusBadge, StatusFilter } from "./ui";

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

/** Replay in a list row: disabled while this order's replay is on its way. */
export function ReplayRowButton({ orderId, replay }: { orderId: string; replay: ReturnType<typeof useReplayOrder> }) {
  return (
    <button
      type="button"
      aria-label={`Replay order ${shortId(orderId)}`}
      className={rowButton}
      disabled={replay.isPending && replay.variables === orderId}
      onClick={() => replay.mutate(orderId)}
    >
      Replay
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
  const columns: Column<AdminOrderRow>[] = [
    { header: "Order", cell: (o) => <OrderIdButton orderId={o.id} onOpen={onOpenOrder} />, inTitle: true },
    { header: "Product", cell: (o) => (o.product_type === "soulmate" ? "Soulmate Stories" : "AI Tarot Reading") },
    { header: "Status", cell: (o) => <StatusBadge status={o.status} />, inTitle: true },
    { header: "Email", cell: (o) => <EmailText email={o.email} /> },
    {
      header: "Price",
      cell: (o) => (
        <span className="tabular-nums whitespace-nowrap">
          {formatPrice(o.final_price)}
          {o.coupon_code ? <span className="ml-1 text-mist">({o.coupon_code})</span> : null}
        </span>
      ),
    },
    { header: "Payment", cell: (o) => paymentLabel(o.payment_method) },
    { header: "Created", cell: (o) => formatDateTime(o.created_at), className: "whitespace-nowrap" },
  ];

  return (
    <AdminList
      queryKey={adminKeys.orders(status)}
      fetchPage={(cursor) => fetchOrders(adminKey, status, cursor)}
      rowsOf={(page) => page.orders}
      isLive={(o) => IN_FLIGHT.includes(o.status)}
      toolbar={<StatusFilter label="Order status" statuses={ORDER_STATUSES} value={status} onChange={onStatusChange} />}
      refreshLabel="Refresh orders"
      failureText="Failed to fetch orders"
      {...filteredListText("orders", status)}
      columns={columns}
      rowKey={(o) => o.id}
      title={(o) => (
        <RowTitle status={o.status}>
          <OrderIdButton orderId={o.id} onOpen={onOpenOrder} />
        </RowTitle>
      )}
      actions={(o) => (offersReplay(o) ? <ReplayRowButton orderId={o.id} replay={replay} /> : null)}
    />
  );
}
