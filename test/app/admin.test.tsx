import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { matchRoutes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ADMIN_KEY_STORAGE } from "../../app/components/admin/admin-key";
import { toNewCoupon } from "../../app/components/admin/coupons-panel";
import { errorMessage } from "../../app/components/admin/format";
import { STATS_REFRESH_MS } from "../../app/components/admin/stats-cards";
import { REFETCH_AFTER_REPLAY_MS } from "../../app/hooks/use-admin-actions";
import { dismissToast } from "../../app/hooks/use-toast";
import { ApiError } from "../../app/lib/api-client";
import { routes } from "../../app/router";
import { Component as AdminPage } from "../../app/routes/admin";
import type { AdminStats } from "../../src/admin/queries";
import type { AdminCouponRow, AdminJobRow, AdminOrderRow } from "../../src/admin/views";
import { isSpaPage } from "../../src/shared/spa-routes";
import { soulmateOrderView } from "./order-fixtures";
import { type RequestHandler, renderRoutes, stubApiRequests } from "./render";

const KEY = "local-dev-admin-key";

const STATS: AdminStats = {
  orders: { total: 12, delivered: 7, processing: 2, failed: 1 },
  jobs: { total: 40, completed: 33, running: 2, failed: 3 },
};

let seq = 0;
function order(status: AdminOrderRow["status"], extra: Partial<AdminOrderRow> = {}): AdminOrderRow {
  seq += 1;
  return {
    ...soulmateOrderView(status, {
      id: `${String(seq).padStart(8, "a")}-1111-4222-8333-444444444444`,
      email: `buyer${seq}@example.com`,
    }),
    failure_reason: null,
    paid_at: null,
    delivered_at: null,
    updated_at: "2025-10-04T01:02:03.000Z",
    ...extra,
  };
}

function job(status: AdminJobRow["status"], extra: Partial<AdminJobRow> = {}): AdminJobRow {
  seq += 1;
  return {
    id: `${String(seq).padStart(8, "b")}-1111-4222-8333-444444444444`,
    type: "story",
    order_id: "cccccccc-1111-4222-8333-444444444444",
    status,
    priority: 100,
    attempts: 1,
    last_error: null,
    created_at: "2026-11-20T01:02:03.000Z",
    updated_at: "2026-11-20T01:02:03.000Z",
    finished_at: null,
    order_status: "failed",
    product_type: "soulmate",
    ...extra,
  };
}

function coupon(code: string, extra: Partial<AdminCouponRow> = {}): AdminCouponRow {
  return {
    code,
    kind: "free",
    value: 0,
    product_scope: "soulmate",
    max_redemptions: null,
    redemption_count: 0,
    per_email_limit: null,
    expires_at: null,
    active: true,
    state: "active",
    note: null,
    created_at: "2025-10-04T01:02:03.000Z",
    ...extra,
  };
}

type Handlers = Record<string, RequestHandler>;

function renderAdmin(handlers: Handlers = {}, { loggedIn = true } = {}) {
  if (loggedIn) localStorage.setItem(ADMIN_KEY_STORAGE, KEY);
  const fetchMock = stubApiRequests({
    "/api/admin/stats": () => Response.json(STATS),
    "/api/admin/orders": () => Response.json({ orders: [], nextCursor: null }),
    "/api/admin/jobs": () => Response.json({ jobs: [], nextCursor: null }),
    "/api/admin/coupons": () => Response.json({ coupons: [], nextCursor: null }),
    "/api/admin/audit": () => Response.json({ entries: [], nextCursor: null }),
    ...handlers,
  });
  const utils = renderRoutes(
    [
      { path: "/admin", Component: AdminPage },
      { path: "/", element: <p>Home page</p> },
    ],
    "/admin",
  );
  const requests = (path: string) =>
    fetchMock.mock.calls
      .map(([input, init]) => new Request(new URL(String(input), "http://x"), init))
      .filter((request) => new URL(request.url).pathname === path);
  return { ...utils, fetchMock, requests, user: userEvent.setup() };
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

describe("the /admin route", () => {
  it("is a page the Worker serves and the SPA renders from its own lazy module", () => {
    expect(isSpaPage("/admin")).toBe(true);
    const leaf = matchRoutes(routes, "/admin")?.at(-1)?.route;
    expect(leaf?.path).toBe("admin");
    expect(typeof leaf?.lazy).toBe("function");
  });

  it("asks search engines not to index it", async () => {
    renderAdmin({}, { loggedIn: false });
    await screen.findByLabelText("Admin key");
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  });
});

describe("the key gate", () => {
  it("needs a non-empty key, then keeps it in the browser and says access was granted", async () => {
    const { user, requests } = renderAdmin({}, { loggedIn: false });
    const input = await screen.findByLabelText("Admin key");
    expect(input).toHaveAttribute("type", "password");
    const unlock = screen.getByRole("button", { name: "Unlock" });
    expect(unlock).toBeDisabled();
    await user.type(input, "   ");
    expect(unlock).toBeDisabled();
    expect(requests("/api/admin/stats")).toHaveLength(0);

    await user.clear(input);
    await user.type(input, ` ${KEY} `);
    await user.click(unlock);
    expect(await screen.findByText("Admin access granted")).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_KEY_STORAGE)).toBe(KEY);
    await waitFor(() => expect(requests("/api/admin/stats")).toHaveLength(1));
    expect(requests("/api/admin/stats")[0]?.headers.get("x-admin-key")).toBe(KEY);
  });

  it("logs out: the key is gone, the gate is back, and 'Logged out' is shown", async () => {
    const { user } = renderAdmin();
    await user.click(await screen.findByRole("button", { name: "Logout" }));
    expect(await screen.findByText("Logged out")).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_KEY_STORAGE)).toBeNull();
    expect(screen.getByLabelText("Admin key")).toBeInTheDocument();
    expect(screen.queryByText("Total orders")).not.toBeInTheDocument();
  });

  it("has a Home link", async () => {
    const { user } = renderAdmin();
    await user.click(await screen.findByRole("link", { name: "Home" }));
    expect(await screen.findByText("Home page")).toBeInTheDocument();
  });
});

describe("stats", () => {
  it("shows the counts and the revenue estimate of delivered orders × 14.99", async () => {
    renderAdmin();
    const revenue = await screen.findByText("Revenue estimate");
    expect(revenue.parentElement).toHaveTextContent("A$104.93"); // 7 × 14.99
    const card = (label: string) => screen.getAllByText(label).map((el) => el.parentElement?.textContent);
    expect(card("Total orders")).toEqual(["Total orders12"]);
    expect(card("Total jobs")).toEqual(["Total jobs40"]);
    expect(card("Running")).toEqual(["Running2"]);
  });

  it("refreshes every 10 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = renderAdmin();
    await screen.findByText("Revenue estimate");
    expect(requests("/api/admin/stats")).toHaveLength(1);
    expect(STATS_REFRESH_MS).toBe(10_000);
    await act(() => vi.advanceTimersByTimeAsync(STATS_REFRESH_MS + 50));
    await waitFor(() => expect(requests("/api/admin/stats")).toHaveLength(2));
  });

  it("says 'Failed to fetch stats' when the server refuses the key, in its words, with the spec's '401: …' line and the hint", async () => {
    renderAdmin({ "/api/admin/stats": () => Response.json({ error: "Invalid admin key" }, { status: 401 }) });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to fetch stats");
    expect(alert).toHaveTextContent("Invalid admin key");
    // docs/product/rules.md, Client defaults: the status, a colon and a space, then the body.
    expect(alert).toHaveTextContent('401: {"error":"Invalid admin key"}');
    expect(alert).toHaveTextContent("Log out and enter the right one.");
  });
});

describe("orders tab", () => {
  it("cuts ids to 8 characters and offers Replay only for soulmate orders that are not delivered", async () => {
    const rows = [
      order("failed"),
      order("delivered"),
      order("processing"),
      order("paid", { product_type: "tarot_reading", type: "tarot" }),
      order("refunded"),
    ];
    renderAdmin({ "/api/admin/orders": () => Response.json({ orders: rows, nextCursor: null }) });
    const table = await screen.findByRole("table", { name: "Orders" });
    const bodyRows = within(table).getAllByRole("row").slice(1);
    expect(bodyRows).toHaveLength(5);
    const replayable = bodyRows.map((row) => within(row).queryByRole("button", { name: /^Replay/ }) !== null);
    expect(replayable).toEqual([true, false, true, false, true]);
    for (const [i, row] of bodyRows.entries()) {
      const id = rows[i]?.id ?? "";
      expect(within(row).getByRole("button", { name: `${id.slice(0, 8)}: open order details` })).toBeInTheDocument();
      expect(row).not.toHaveTextContent(id);
    }
  });

  it("filters by status through the query string", async () => {
    const { user, requests } = renderAdmin({
      "/api/admin/orders": (request) => {
        const status = new URL(request.url).searchParams.get("status");
        return Response.json({ orders: status ? [order(status as AdminOrderRow["status"])] : [], nextCursor: null });
      },
    });
    await screen.findByText("No orders yet.");
    await user.selectOptions(screen.getByLabelText("Order status"), "failed");
    await screen.findByRole("table", { name: "Orders: Failed" });
    const last = requests("/api/admin/orders").at(-1);
    expect(new URL(last?.url ?? "").searchParams.get("status")).toBe("failed");
    expect(last?.headers.get("x-admin-key")).toBe(KEY);
  });

  it("keeps the filter in the address, so it survives switching tabs", async () => {
    const { user, router } = renderAdmin({
      "/api/admin/orders": (request) => {
        const status = new URL(request.url).searchParams.get("status");
        return Response.json({ orders: status ? [order(status as AdminOrderRow["status"])] : [], nextCursor: null });
      },
    });
    await user.selectOptions(await screen.findByLabelText("Order status"), "failed");
    await screen.findByRole("table", { name: "Orders: Failed" });
    await user.click(screen.getByRole("tab", { name: "Jobs" }));
    expect(router.state.location.search).toBe("?orders=failed&tab=jobs");
    await user.click(screen.getByRole("tab", { name: "Orders" }));
    expect(await screen.findByRole("table", { name: "Orders: Failed" })).toBeInTheDocument();
    expect(screen.getByLabelText("Order status")).toHaveValue("failed");
  });

  it("ignores a status in the address that is not one", async () => {
    localStorage.setItem(ADMIN_KEY_STORAGE, KEY);
    stubApiRequests({
      "/api/admin/stats": () => Response.json(STATS),
      "/api/admin/orders": () => Response.json({ orders: [], nextCursor: null }),
    });
    renderRoutes([{ path: "/admin", Component: AdminPage }], "/admin?orders=shipped&tab=nowhere");
    expect(await screen.findByText("No orders yet.")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Orders" })).toHaveAttribute("aria-selected", "true");
  });

  it("loads the next page with the cursor", async () => {
    const first = order("failed");
    const second = order("delivered");
    const { user } = renderAdmin({
      "/api/admin/orders": (request) =>
        new URL(request.url).searchParams.get("cursor") === "page-2"
          ? Response.json({ orders: [second], nextCursor: null })
          : Response.json({ orders: [first], nextCursor: "page-2" }),
    });
    await user.click(await screen.findByRole("button", { name: "Load more" }));
    const table = await screen.findByRole("table", { name: "Orders" });
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(3));
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  /** A failed order in the list whose replay the server accepts; resolves once its Replay button shows. */
  async function renderReplayableOrder() {
    const failed = order("failed");
    const utils = renderAdmin({
      "/api/admin/orders": () => Response.json({ orders: [failed], nextCursor: null }),
      [`/api/admin/replay/${failed.id}`]: () =>
        Response.json({ orderId: failed.id, outcome: "queued", jobs: ["story"] }),
    });
    const button = await screen.findByRole("button", { name: `Replay order ${failed.id.slice(0, 8)}` });
    return { ...utils, failed, button };
  }

  it("replays: 'Order replay initiated', then the lists refetch after 1 s", async () => {
    const { failed, button, user, requests } = await renderReplayableOrder();
    const before = requests("/api/admin/orders").length;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(button);
    expect(await screen.findByText("Order replay initiated")).toBeInTheDocument();
    expect(requests(`/api/admin/replay/${failed.id}`)[0]?.method).toBe("POST");
    expect(requests(`/api/admin/replay/${failed.id}`)[0]?.headers.get("x-admin-key")).toBe(KEY);
    expect(REFETCH_AFTER_REPLAY_MS).toBe(1000);
    await act(() => vi.advanceTimersByTimeAsync(REFETCH_AFTER_REPLAY_MS - 200));
    expect(requests("/api/admin/orders")).toHaveLength(before);
    await act(() => vi.advanceTimersByTimeAsync(400));
    await waitFor(() => expect(requests("/api/admin/orders").length).toBeGreaterThan(before));
  });

  it("still refetches 1 s after a replay when the operator has already moved to another tab", async () => {
    const { button, user, requests } = await renderReplayableOrder();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(button);
    await screen.findByText("Order replay initiated");
    await user.click(screen.getByRole("tab", { name: "Jobs" }));
    await screen.findByText("No jobs yet.");
    expect(requests("/api/admin/jobs")).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(REFETCH_AFTER_REPLAY_MS + 50));
    await waitFor(() => expect(requests("/api/admin/jobs")).toHaveLength(2));
  });

  it("shows 'Replay failed' with the server's reason", async () => {
    const refunded = order("refunded");
    const { user } = renderAdmin({
      "/api/admin/orders": () => Response.json({ orders: [refunded], nextCursor: null }),
      [`/api/admin/replay/${refunded.id}`]: () =>
        Response.json({ error: "This order was refunded; it is not rebuilt." }, { status: 409 }),
    });
    await user.click(await screen.findByRole("button", { name: /^Replay order/ }));
    expect(await screen.findByText("Replay failed")).toBeInTheDocument();
    expect(screen.getByText("This order was refunded; it is not rebuilt.")).toBeInTheDocument();
  });

  it("names the error, or says 'Unknown error' when there is nothing to name", () => {
    expect(errorMessage(new ApiError(409, '{"error":"Tarot readings cannot be replayed."}', "Conflict"))).toBe(
      "Tarot readings cannot be replayed.",
    );
    expect(errorMessage(new ApiError(502, "", "Bad Gateway"))).toBe("502: Bad Gateway");
    expect(errorMessage(new TypeError("Failed to fetch"))).toBe("Failed to fetch");
    expect(errorMessage("boom")).toBe("Unknown error");
  });
});

describe("jobs tabs", () => {
  it("lists jobs with a status filter", async () => {
    const { user, requests } = renderAdmin({
      "/api/admin/jobs": (request) =>
        Response.json({
          jobs: [job((new URL(request.url).searchParams.get("status") as AdminJobRow["status"]) || "pending")],
          nextCursor: null,
        }),
    });
    await user.click(await screen.findByRole("tab", { name: "Jobs" }));
    await screen.findByRole("table", { name: "Jobs" });
    await user.selectOptions(screen.getByLabelText("Job status"), "running");
    await screen.findByRole("table", { name: "Jobs: Running" });
    expect(new URL(requests("/api/admin/jobs").at(-1)?.url ?? "").searchParams.get("status")).toBe("running");
  });

  it("shows the dead-letter jobs with their last error and a Replay of their order", async () => {
    const dead = job("failed", {
      type: "card_set",
      attempts: 6,
      last_error: "card_set failed after 6 attempts: no ink",
    });
    const { user, requests } = renderAdmin({
      "/api/admin/jobs": () => Response.json({ jobs: [dead], nextCursor: null }),
    });
    await user.click(await screen.findByRole("tab", { name: "Failed jobs" }));
    const table = await screen.findByRole("table", { name: "Failed jobs" });
    expect(within(table).getByText("card_set failed after 6 attempts: no ink")).toBeInTheDocument();
    expect(
      within(table).getByRole("button", { name: `Replay order ${dead.order_id.slice(0, 8)}` }),
    ).toBeInTheDocument();
    expect(new URL(requests("/api/admin/jobs").at(-1)?.url ?? "").searchParams.get("status")).toBe("failed");
  });
});

describe("coupons tab", () => {
  it("creates a coupon from the form: amounts in cents, expiry as an instant, blanks as no limit", async () => {
    const created = coupon("WINTER-5", { kind: "amount", value: 500, max_redemptions: 100 });
    const { user, requests } = renderAdmin({
      "/api/admin/coupons": (request) =>
        request.method === "POST"
          ? Response.json({ coupon: created }, { status: 201 })
          : Response.json({ coupons: [], nextCursor: null }),
    });
    await user.click(await screen.findByRole("tab", { name: "Coupons" }));
    await user.type(await screen.findByLabelText("Code"), "winter-5");
    await user.selectOptions(screen.getByLabelText("Kind"), "amount");
    await user.type(screen.getByLabelText("Amount off (A$)"), "5");
    await user.selectOptions(screen.getByLabelText("Product"), "soulmate");
    await user.type(screen.getByLabelText("Total uses (blank: unlimited)"), "100");
    await user.click(screen.getByRole("button", { name: "Create coupon" }));
    expect(await screen.findByText("Coupon created")).toBeInTheDocument();
    const post = requests("/api/admin/coupons").find((r) => r.method === "POST");
    expect(await post?.json()).toEqual({
      code: "WINTER-5",
      kind: "amount",
      value: 500,
      productScope: "soulmate",
      maxRedemptions: 100,
      perEmailLimit: null,
      expiresAt: null,
      note: null,
    });
  });

  it("turns the local expiry time into an ISO instant", () => {
    const form = {
      code: "X-1",
      kind: "percent" as const,
      value: "15",
      productScope: "any" as const,
      maxRedemptions: "",
      perEmailLimit: "2",
      expiresAt: "2027-01-31T23:30",
      note: "  ",
    };
    expect(toNewCoupon(form)).toEqual({
      code: "X-1",
      kind: "percent",
      value: 15,
      productScope: "any",
      maxRedemptions: null,
      perEmailLimit: 2,
      expiresAt: new Date("2027-01-31T23:30").toISOString(),
      note: null,
    });
  });

  it("disables a coupon", async () => {
    const active = coupon("SOULMATE-FREE", { redemption_count: 3 });
    const { user, requests } = renderAdmin({
      "/api/admin/coupons": () => Response.json({ coupons: [active], nextCursor: null }),
      "/api/admin/coupons/SOULMATE-FREE/disable": () =>
        Response.json({ coupon: { ...active, active: false, state: "disabled" } }),
    });
    await user.click(await screen.findByRole("tab", { name: "Coupons" }));
    await user.click(await screen.findByRole("button", { name: "Disable coupon SOULMATE-FREE" }));
    expect(await screen.findByText("Coupon disabled")).toBeInTheDocument();
    expect(requests("/api/admin/coupons/SOULMATE-FREE/disable")[0]?.method).toBe("POST");
  });
});

describe("order detail", () => {
  it("opens an order with its jobs and payment, and refunds it with a reason", async () => {
    const delivered = order("delivered", { payment_method: "paypal", coupon_code: null, final_price: 1499 });
    const { user, requests } = renderAdmin({
      "/api/admin/orders": () => Response.json({ orders: [delivered], nextCursor: null }),
      [`/api/admin/orders/${delivered.id}`]: () =>
        Response.json({
          order: { ...delivered, first_name: "Ari", preference: "women", relationship_status: "single" },
          jobs: [job("completed", { order_id: delivered.id, type: "story" })],
          payments: [
            {
              id: "p1",
              provider: "paypal",
              provider_order_id: "5O000000000001",
              capture_id: "3C000000000002",
              status: "completed",
              amount: 1499,
              currency: "AUD",
              refund_id: null,
              refunded_at: null,
              created_at: "2026-11-20T01:02:03.000Z",
              updated_at: "2026-11-20T01:02:03.000Z",
            },
          ],
          coupon_redemption: null,
          files: ["story.json"],
          tarot_sessions: [],
          audit: [],
          emails: [],
        }),
      [`/api/admin/refund/${delivered.id}`]: () =>
        Response.json({
          orderId: delivered.id,
          status: "refunded",
          provider: "paypal",
          refundId: "1R0000000003",
          refundStatus: "COMPLETED",
        }),
    });
    await user.click(await screen.findByRole("button", { name: `${delivered.id.slice(0, 8)}: open order details` }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("3C000000000002")).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Replay order" })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Refund…" }));
    expect(within(dialog).getByText(/Refund A\$14\.99 to the buyer through PayPal/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Reason (kept in the audit log)"), "Changed their mind");
    await user.click(within(dialog).getByRole("button", { name: "Confirm refund" }));
    expect(await screen.findByText("Order refunded")).toBeInTheDocument();
    const post = requests(`/api/admin/refund/${delivered.id}`)[0];
    expect(post?.headers.get("x-admin-key")).toBe(KEY);
    expect(await post?.json()).toEqual({ reason: "Changed their mind" });
  });
});
