/** Spec §2/§3/§9: order and job counts, refreshed every 10 s, and the revenue estimate. */
import { useQuery } from "@tanstack/react-query";
import { REVENUE_PER_DELIVERED_ORDER_CENTS } from "../../../src/admin/shared";
import { adminKeys, fetchStats } from "./admin-api";
import { dollars } from "./format";
import { ErrorNote } from "./ui";

export const STATS_REFRESH_MS = 10_000;

function Card({ label, value, hint }: { label: string; value: string | number; hint?: string }) {
  return (
    <div className="rounded-xl border border-night-700 bg-night-900/80 p-4">
      <dt className="text-sm text-mist">{label}</dt>
      <dd className="mt-1 font-display text-2xl text-parchment tabular-nums">{value}</dd>
      {hint ? <dd className="mt-0.5 text-xs text-mist">{hint}</dd> : null}
    </div>
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
      <section aria-labelledby="stats-orders">
        <h2 id="stats-orders" className="text-lg text-gold-300">
          Orders
        </h2>
        <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          <Card label="Total orders" value={orders.total} />
          <Card label="Delivered" value={orders.delivered} />
          <Card label="Processing" value={orders.processing} />
          <Card label="Failed" value={orders.failed} />
          <Card
            label="Revenue estimate"
            value={dollars(orders.delivered * REVENUE_PER_DELIVERED_ORDER_CENTS)}
            hint="Delivered orders × A$14.99"
          />
        </dl>
      </section>
      <section aria-labelledby="stats-jobs">
        <h2 id="stats-jobs" className="text-lg text-gold-300">
          Jobs
        </h2>
        <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Card label="Total jobs" value={jobs.total} />
          <Card label="Completed" value={jobs.completed} />
          <Card label="Running" value={jobs.running} />
          <Card label="Failed" value={jobs.failed} />
        </dl>
      </section>
    </div>
  );
}
