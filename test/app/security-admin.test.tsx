/**
 * XSS in the admin dashboard: orders whose email, city, first name and
 * failure carry markup, jobs whose errors do, emails whose errors do, coupons
 * whose notes do and audit entries whose reasons do, all render as text in the
 * lists and in the order detail dialog. No element, attribute or script URL comes from the data.
 */
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, it } from "vitest";
import { ADMIN_KEY_STORAGE } from "../../app/components/admin/admin-key";
import { dismissToast } from "../../app/hooks/use-toast";
import { Component as AdminPage } from "../../app/routes/admin";
import type { AuditEntryView } from "../../src/admin/audit";
import type { AdminEmailItem } from "../../src/admin/emails";
import type { AdminOrderDetail } from "../../src/admin/queries";
import type { AdminCouponRow, AdminJobRow, AdminOrderRow } from "../../src/admin/views";
import { XSS_STRINGS } from "../fixtures/hostile-strings";
import { soulmateOrderView } from "./order-fixtures";
import { renderRoutes, stubApiRequests } from "./render";
import { expectLiteralText, expectNoInjectedMarkup } from "./security-dom";

const STATS = {
  orders: { total: 1, delivered: 0, processing: 0, failed: 1 },
  jobs: { total: 1, completed: 0, running: 0, failed: 1 },
};

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(ADMIN_KEY_STORAGE, "local-dev-admin-key");
});

afterEach(() => {
  act(() => dismissToast());
});

function fixtures(payload: string, n: number) {
  const id = `${String(n).padStart(8, "d")}-1111-4222-8333-444444444444`;
  const order: AdminOrderRow = {
    ...soulmateOrderView("failed", { id, email: `${payload}@example.com`, city: payload }),
    failure_reason: `story failed: ${payload}`,
    paid_at: null,
    delivered_at: null,
    updated_at: "2026-11-20T01:02:03.000Z",
  };
  const job: AdminJobRow = {
    id: `${String(n).padStart(8, "e")}-1111-4222-8333-444444444444`,
    type: "story",
    order_id: id,
    status: "failed",
    priority: 100,
    attempts: 5,
    last_error: `renderer said ${payload}`,
    created_at: "2026-11-20T01:02:03.000Z",
    updated_at: "2026-11-20T01:02:03.000Z",
    finished_at: null,
    order_status: "failed",
    product_type: "soulmate",
  };
  const email: AdminEmailItem = {
    id: `${String(n).padStart(8, "c")}-1111-4222-8333-444444444444`,
    orderId: id,
    productType: "soulmate",
    kind: "order_failed",
    recipient: "x•••@example.com",
    status: "failed",
    attempts: 5,
    lastError: `mail service said ${payload}`,
    createdAt: Date.UTC(2026, 10, 20, 1, 2, 3),
    sentAt: null,
    updatedAt: Date.UTC(2026, 10, 20, 1, 2, 3),
  };
  const detail: AdminOrderDetail = {
    order: { ...order, first_name: payload, preference: "women", relationship_status: "single" },
    jobs: [job],
    payments: [],
    coupon_redemption: null,
    files: [],
    tarot_sessions: [],
    audit: [],
  };
  const coupon: AdminCouponRow = {
    code: "SAFE-CODE",
    kind: "free",
    value: 0,
    product_scope: "soulmate",
    max_redemptions: null,
    redemption_count: 0,
    per_email_limit: null,
    expires_at: null,
    active: true,
    state: "active",
    note: payload,
    created_at: "2026-11-20T01:02:03.000Z",
  };
  const audit: AuditEntryView = {
    id: `${String(n).padStart(8, "f")}-1111-4222-8333-444444444444`,
    actor: "key:0123456789ab",
    action: "order.replay",
    target_type: "order",
    target_id: id,
    outcome: "refused",
    detail: { reason: payload, note: payload },
    created_at: "2026-11-20T01:02:03.000Z",
  };
  return { order, job, email, detail, coupon, audit };
}

function renderAdmin(payload: string, n: number) {
  const f = fixtures(payload, n);
  stubApiRequests({
    "/api/admin/stats": () => Response.json(STATS),
    "/api/admin/orders": () => Response.json({ orders: [f.order], nextCursor: null }),
    [`/api/admin/orders/${f.order.id}`]: () => Response.json({ ...f.detail, emails: [f.email] }),
    "/api/admin/emails": () => Response.json({ emails: [f.email], nextCursor: null }),
    "/api/admin/jobs": () => Response.json({ jobs: [f.job], nextCursor: null }),
    "/api/admin/coupons": () => Response.json({ coupons: [f.coupon], nextCursor: null }),
    "/api/admin/audit": () => Response.json({ entries: [f.audit], nextCursor: null }),
  });
  renderRoutes([{ path: "/admin", Component: AdminPage }], "/admin");
  return { ...f, user: userEvent.setup() };
}

describe("the admin dashboard", () => {
  it.each(XSS_STRINGS.map((payload, i) => [payload, i + 1] as const))(
    "shows %j as text in every list and in the order's detail",
    async (payload, n) => {
      const { order, user } = renderAdmin(payload, n);

      const orders = await screen.findByRole("table", { name: "Orders" });
      expectLiteralText(orders, `${payload}@example.com`);
      expectNoInjectedMarkup(document.body, []);

      await user.click(within(orders).getByRole("button", { name: `${order.id.slice(0, 8)}: open order details` }));
      const dialog = await screen.findByRole("dialog");
      await within(dialog).findByText(`renderer said ${payload}`, { collapseWhitespace: false, trim: false });
      for (const text of [`${payload}@example.com`, `story failed: ${payload}`, `mail service said ${payload}`]) {
        expectLiteralText(dialog, text);
      }
      // City and first name: each appears as its own value.
      expectLiteralText(dialog, `City${payload}`);
      expectLiteralText(dialog, `First name${payload}`);
      expectNoInjectedMarkup(document.body, []);
      await user.keyboard("{Escape}");

      await user.click(screen.getByRole("tab", { name: "Jobs" }));
      expectLiteralText(await screen.findByRole("table", { name: "Jobs" }), `renderer said ${payload}`);
      expectNoInjectedMarkup(document.body, []);

      await user.click(screen.getByRole("tab", { name: "Emails" }));
      expectLiteralText(await screen.findByRole("table", { name: "Emails" }), `mail service said ${payload}`);
      expectNoInjectedMarkup(document.body, []);

      await user.click(screen.getByRole("tab", { name: "Coupons" }));
      expectLiteralText(await screen.findByRole("table", { name: "Coupons" }), payload);
      expectNoInjectedMarkup(document.body, []);

      await user.click(screen.getByRole("tab", { name: "Audit log" }));
      const audit = await screen.findByRole("table", { name: /Audit/ });
      expectLiteralText(audit, `${payload} · note: “${payload}”`);
      expectNoInjectedMarkup(document.body, []);
    },
  );
});
