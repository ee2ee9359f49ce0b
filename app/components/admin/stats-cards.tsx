/** docs/product/screens.md, Admin dashboard: order and job counts, refreshed every 10 s, and the revenue estimate. */
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { REVENUE_PER_DELIVERED_ORDER_CENTS } from "../../../src/shared/admin";
import { formatPrice } from "../ui/price";
import { adminKeys, fetchStats } from "./admin-api";
import { ErrorNote } from "./ui";

export const STATS_REFRESH_MS = 10_000;

type CardProps = { label: string; value: string | number; hint?: string };

function Card({ label, value, hint }: CardProps) {
  return (
    <div className="rounded-xl border border-night-700 bg-night-900/80 p-4">
      <dt className="text-sm text-mist">{label}</dt>
      <dd className="mt-1 font-display text-2xl text-parchment tabular-nums">{value}</dd>
      {hint ? <dd className="mt-0.5 text-xs text-mist">{hint}</dd> : null}
    </div>
  );
}

/** A headed row of cards; `columns` are the grid's breakpoint classes. */
function CardGroup({ title, columns, cards }: { title: string; columns: string; cards: CardProps[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg text-gold-300">
        {title}
      </h2>
      <dl className={`mt-2 grid grid-cols-2 gap-3 ${columns}`}>
        {cards.map((card) => (
          <Card key={card.label} {...card} />
        ))}
      </dl>
    </section>
  );
}

export function StatsCards({ adminKey }: { adminKey: string }) {
  const stats = useQuery({
    queryKey: adminKeys.stats,
    queryFn: () => fetchStats(adminKey),
    refetchInterval: STATS_REFRESH_MS,
  });
  if (stats.isPending) {
    return (
      <p role="status" className="text-mist">
        Loading stats…
      </p>
    );
  }
  if (stats.isError) return <ErrorNote title="Failed to fetch stats" error={stats.error} />;
  const { orders, jobs } = stats.data;
  return (
    <div className="grid gap-4">
      <CardGroup
        title="Orders"
        columns="sm:grid-cols-3 lg:grid-cols-5"
        cards={[
          { label: "Total orders", value: orders.total },
          { label: "Delivered", value: orders.delivered },
          { label: "Processing", value: orders.processing },
          { label: "Failed", value: orders.failed },
          {
            label: "Revenue estimate",
            value: formatPrice(orders.delivered * REVENUE_PER_DELIVERED_ORDER_CENTS),
            hint: "Delivered orders × A$14.99",
          },
        ]}
      />
      <CardGroup
        title="Jobs"
        columns="sm:grid-cols-4"
        cards={[
          { label: "Total jobs", value: jobs.total },
          { label: "Completed", value: jobs.completed },
          { label: "Running", value: jobs.running },
          { label: "Failed", value: jobs.failed },
        ]}
      />
    </div>
  );
}
