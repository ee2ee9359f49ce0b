/**
 * The operator's dashboard, /admin (docs/product/screens.md, Admin dashboard): a key
 * gate, then stats every 10 s, Orders and Jobs tabs with status filters and
 * Replay, and beyond what the owner first asked for the dead-letter jobs, the
 * buyer emails with Re-send, coupons, the audit log and each order in full with
 * Refund. Its own lazy chunk: nothing here reaches the public pages' bundles.
 * Not for search engines.
 */
import * as Tabs from "@radix-ui/react-tabs";
import { useQueryClient } from "@tanstack/react-query";
import { Home, LogOut } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import {
  EMAIL_STATUSES,
  type EmailStatus,
  JOB_STATUSES,
  type JobStatus,
  ORDER_STATUSES,
  type OrderStatus,
} from "../../src/shared/statuses";
import { ADMIN_QUERY_ROOT } from "../components/admin/admin-api";
import { clearAdminKey, useAdminKey } from "../components/admin/admin-key";
import { AuditPanel } from "../components/admin/audit-panel";
import { CouponsPanel } from "../components/admin/coupons-panel";
import { EmailsPanel, isWholeOrderId } from "../components/admin/emails-panel";
import { JobsPanel } from "../components/admin/jobs-panel";
import { KeyGate } from "../components/admin/key-gate";
import { OrderDetailDialog } from "../components/admin/order-detail-dialog";
import { OrdersPanel } from "../components/admin/orders-panel";
import { StatsCards } from "../components/admin/stats-cards";
import { TestimonialsPanel } from "../components/admin/testimonials-panel";
import { secondaryButton } from "../components/admin/ui";
import { SITE_NAME } from "../components/page-meta";
import { toast } from "../hooks/use-toast";

const TABS = [
  { value: "orders", label: "Orders" },
  { value: "jobs", label: "Jobs" },
  { value: "dead-letters", label: "Failed jobs" },
  { value: "emails", label: "Emails" },
  { value: "coupons", label: "Coupons" },
  { value: "content", label: "Content" },
  { value: "audit", label: "Audit log" },
] as const;
type TabValue = (typeof TABS)[number]["value"];

/** A value from the address if it is one of the allowed ones, else the fallback. */
function oneOf<T extends string>(allowed: readonly T[], value: string | null, fallback: T | ""): T | "" {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/**
 * The open tab and the filters, kept in the address (?tab=jobs&jobs=failed):
 * they survive switching tabs and reloading, and a view can be shared with a colleague.
 */
function useDashboardView() {
  const [params, setParams] = useSearchParams();
  const set = (name: string, value: string, empty: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === empty) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return {
    tab: (oneOf(
      TABS.map((t) => t.value),
      params.get("tab"),
      "orders",
    ) || "orders") as TabValue,
    setTab: (tab: string) => set("tab", tab, "orders"),
    orderStatus: oneOf<OrderStatus>(ORDER_STATUSES, params.get("orders"), ""),
    setOrderStatus: (status: OrderStatus | "") => set("orders", status, ""),
    jobStatus: oneOf<JobStatus>(JOB_STATUSES, params.get("jobs"), ""),
    setJobStatus: (status: JobStatus | "") => set("jobs", status, ""),
    // ?emails=failed&emailOrder=<whole order id>; a broken id in the address is no filter.
    emailFilter: {
      status: oneOf<EmailStatus>(EMAIL_STATUSES, params.get("emails"), ""),
      orderId: isWholeOrderId(params.get("emailOrder") ?? "") ? (params.get("emailOrder") as string) : "",
    },
    setEmailFilter: ({ status, orderId }: { status: EmailStatus | ""; orderId: string }) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of [
            ["emails", status],
            ["emailOrder", orderId],
          ] as const) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
  };
}

export function Component() {
  const adminKey = useAdminKey();
  const sectionRef = useRef<HTMLElement>(null);
  const hadKey = useRef(Boolean(adminKey));
  // Unlocking swaps the key gate for the dashboard and logging out swaps it back. The control that
  // had focus leaves with the old view, so focus moves into the new one instead of falling to <body>.
  useEffect(() => {
    const hasKey = Boolean(adminKey);
    if (hadKey.current === hasKey) return;
    hadKey.current = hasKey;
    sectionRef.current
      ?.querySelector<HTMLElement>(hasKey ? "#admin-dashboard-title" : 'input[name="admin-key"]')
      ?.focus();
  }, [adminKey]);
  return (
    <section ref={sectionRef} className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <title>{`Admin · ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      {adminKey ? <Dashboard adminKey={adminKey} /> : <KeyGate />}
    </section>
  );
}

function Dashboard({ adminKey }: { adminKey: string }) {
  const queryClient = useQueryClient();
  const [openOrderId, setOpenOrderId] = useState<string | null>(null);
  const view = useDashboardView();
  const logout = () => {
    clearAdminKey();
    // Nothing fetched with the key stays in memory after it is gone.
    queryClient.removeQueries({ queryKey: [ADMIN_QUERY_ROOT] });
    toast({ title: "Logged out" });
  };
  const panels: Record<TabValue, ReactNode> = {
    orders: (
      <OrdersPanel
        adminKey={adminKey}
        onOpenOrder={setOpenOrderId}
        status={view.orderStatus}
        onStatusChange={view.setOrderStatus}
      />
    ),
    jobs: (
      <JobsPanel
        adminKey={adminKey}
        onOpenOrder={setOpenOrderId}
        status={view.jobStatus}
        onStatusChange={view.setJobStatus}
      />
    ),
    "dead-letters": <JobsPanel adminKey={adminKey} onOpenOrder={setOpenOrderId} mode="dead-letters" />,
    emails: (
      <EmailsPanel
        adminKey={adminKey}
        onOpenOrder={setOpenOrderId}
        filter={view.emailFilter}
        onFilterChange={view.setEmailFilter}
      />
    ),
    coupons: <CouponsPanel adminKey={adminKey} />,
    content: <TestimonialsPanel adminKey={adminKey} />,
    audit: <AuditPanel adminKey={adminKey} onOpenOrder={setOpenOrderId} />,
  };
  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="admin-dashboard-title" tabIndex={-1} className="text-3xl text-parchment outline-none sm:text-4xl">
          Admin dashboard
        </h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/" className={secondaryButton}>
            <Home aria-hidden="true" className="size-4" />
            Home
          </Link>
          <button type="button" onClick={logout} className={secondaryButton}>
            <LogOut aria-hidden="true" className="size-4" />
            Logout
          </button>
        </div>
      </div>
      <StatsCards adminKey={adminKey} />
      <Tabs.Root value={view.tab} onValueChange={view.setTab} className="grid gap-4">
        <Tabs.List
          aria-label="Admin views"
          className="flex gap-1 overflow-x-auto border-b border-night-700 [scrollbar-width:thin]"
        >
          {TABS.map((tab) => (
            <Tabs.Trigger
              key={tab.value}
              value={tab.value}
              className="min-h-11 shrink-0 rounded-t-lg border-b-2 border-transparent px-4 font-semibold text-mist hover:text-gold-200 data-[state=active]:border-gold-400 data-[state=active]:text-gold-200"
            >
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value} className="rounded-lg">
            {panels[tab.value]}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <OrderDetailDialog adminKey={adminKey} orderId={openOrderId} onClose={() => setOpenOrderId(null)} />
    </div>
  );
}
