/**
 * The dashboard's Emails tab and an order's emails in its detail: the list, its two filters,
 * Load more, and Re-send (confirm, POST, refresh, toasts, focus), with the API stubbed at fetch.
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_KEY_STORAGE } from "../../app/components/admin/admin-key";
import { auditSummary } from "../../app/components/admin/audit-panel";
import { dismissToast } from "../../app/hooks/use-toast";
import type { AdminEmailRow, AdminOrderDetail, AuditEntryView } from "../../app/lib/api-types";
import { Component as AdminPage } from "../../app/routes/admin";
import { soulmateOrderView } from "./order-fixtures";
import { type RequestHandler, renderRoutes, stubApiRequests } from "./render";

const KEY = "local-dev-admin-key";
const ORDER_ID = "0d3f5a7e-1111-4222-8333-444444444444";

let seq = 0;
function email(status: AdminEmailRow["status"], extra: Partial<AdminEmailRow> = {}): AdminEmailRow {
  seq += 1;
  return {
    id: `${String(seq).padStart(8, "e")}-1111-4222-8333-444444444444`,
    orderId: ORDER_ID,
    productType: "soulmate",
    kind: "payment_received",
    recipient: "j•••@example.com",
    status,
    attempts: status === "failed" ? 5 : 1,
    lastError: status === "failed" ? "resend 502: upstream unavailable" : null,
    createdAt: Date.UTC(2026, 10, 20, 1, 2, 3),
    sentAt: status === "sent" ? Date.UTC(2026, 10, 20, 1, 2, 9) : null,
    updatedAt: Date.UTC(2026, 10, 20, 1, 5, 0),
    ...extra,
  };
}

function orderDetail(emails: AdminEmailRow[]): AdminOrderDetail {
  return {
    order: {
      ...soulmateOrderView("delivered", { id: ORDER_ID, email: "jo@example.com" }),
      failure_reason: null,
      paid_at: "2026-11-20T01:02:03.000Z",
      delivered_at: "2026-11-20T01:09:03.000Z",
      updated_at: "2026-11-20T01:09:03.000Z",
      first_name: "Jo",
      preference: "women",
      relationship_status: "single",
    },
    jobs: [],
    payments: [],
    coupon_redemption: null,
    files: [],
    tarot_sessions: [],
    audit: [],
    emails,
  };
}

/** /admin on the Emails tab (or the given address), the key stored, every other list empty. */
function renderEmails(handlers: Record<string, RequestHandler>, path = "/admin?tab=emails") {
  localStorage.setItem(ADMIN_KEY_STORAGE, KEY);
  const fetchMock = stubApiRequests({
    "/api/admin/stats": () =>
      Response.json({
        orders: { total: 0, delivered: 0, processing: 0, failed: 0 },
        jobs: { total: 0, completed: 0, running: 0, failed: 0 },
      }),
    "/api/admin/orders": () => Response.json({ orders: [], nextCursor: null }),
    "/api/admin/emails": () => Response.json({ emails: [], nextCursor: null }),
    ...handlers,
  });
  const utils = renderRoutes([{ path: "/admin", Component: AdminPage }], path);
  const requests = (pathname: string) =>
    fetchMock.mock.calls
      .map(([input, init]) => new Request(new URL(String(input), "http://x"), init))
      .filter((request) => new URL(request.url).pathname === pathname);
  const lastQuery = (name: string) =>
    new URL(requests("/api/admin/emails").at(-1)?.url ?? "http://x").searchParams.get(name);
  return { ...utils, requests, lastQuery, user: userEvent.setup() };
}

/** The answers of a server holding `emails`, whose Re-send of a failed one queues it (or refuses with 409). */
function emailServer(emails: AdminEmailRow[], resend: "queues" | "refuses" = "queues") {
  const rows = new Map(emails.map((e) => [e.id, e]));
  const handlers: Record<string, RequestHandler> = {
    "/api/admin/emails": (request) => {
      const status = new URL(request.url).searchParams.get("status");
      return Response.json({
        emails: [...rows.values()].filter((e) => !status || e.status === status),
        nextCursor: null,
      });
    },
    [`/api/admin/orders/${ORDER_ID}`]: () => Response.json(orderDetail([...rows.values()])),
  };
  for (const row of emails) {
    handlers[`/api/admin/emails/${row.id}/resend`] = () => {
      if (resend === "refuses") {
        // A colleague's re-send went first: by now it has been sent.
        rows.set(row.id, { ...row, status: "sent", attempts: row.attempts + 1, lastError: null });
        return Response.json({ error: "This email was sent already." }, { status: 409 });
      }
      const queued = { ...row, status: "queued" as const, lastError: null };
      rows.set(row.id, queued);
      return Response.json({ email: queued });
    };
  }
  return handlers;
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  act(() => dismissToast());
});

describe("the Emails tab", () => {
  it("lists each email: what it is, its order, masked address, status, attempts, times and last error; Re-send only when failed", async () => {
    const failed = email("failed", { kind: "pack_delivered" });
    const rows = [
      email("queued", { kind: "reading_receipt", productType: "tarot_reading" }),
      failed,
      email("sent", { kind: "payment_received" }),
    ];
    const { requests } = renderEmails(emailServer(rows));
    const table = await screen.findByRole("table", { name: "Emails" });
    const body = within(table).getAllByRole("row").slice(1);
    expect(body.map((row) => within(row).getAllByRole("cell")[0]?.textContent)).toEqual([
      "Tarot receipt",
      "Pack delivered",
      "Payment received",
    ]);
    const [queuedRow, failedRow, sentRow] = body as [HTMLElement, HTMLElement, HTMLElement];
    expect(queuedRow).toHaveTextContent("AI Tarot Reading");
    expect(failedRow).toHaveTextContent("j•••@example.com");
    expect(failedRow).toHaveTextContent("Failed");
    expect(failedRow).toHaveTextContent("resend 502: upstream unavailable");
    expect(within(failedRow).getByText("5")).toBeInTheDocument();
    expect(sentRow).toHaveTextContent("Sent");
    expect(sentRow).toHaveTextContent(/20 Nov 2026/);
    expect(body.map((row) => within(row).queryByRole("button", { name: /^Re-send/ }) !== null)).toEqual([
      false,
      true,
      false,
    ]);
    expect(
      within(failedRow).getByRole("button", { name: "Re-send Pack delivered email for order 0d3f5a7e" }),
    ).toBeInTheDocument();
    expect(requests("/api/admin/emails")[0]?.headers.get("x-admin-key")).toBe(KEY);
  });

  it("opens an order's detail from its id, and the detail lists that order's emails", async () => {
    const { user } = renderEmails(emailServer([email("sent", { kind: "pack_delivered" })]));
    const table = await screen.findByRole("table", { name: "Emails" });
    await user.click(within(table).getByRole("button", { name: "0d3f5a7e: open order details" }));
    const dialog = await screen.findByRole("dialog");
    const emails = await within(dialog).findByRole("table", { name: "Emails for order 0d3f5a7e" });
    expect(emails).toHaveTextContent("Pack delivered");
    expect(emails).toHaveTextContent("j•••@example.com");
  });

  it("filters by status through the address", async () => {
    const { user, lastQuery, router } = renderEmails(
      emailServer([email("failed"), email("sent", { kind: "pack_delivered" })]),
    );
    await screen.findByRole("table", { name: "Emails" });
    await user.selectOptions(screen.getByLabelText("Email status"), "failed");
    const table = await screen.findByRole("table", { name: "Emails: Failed" });
    expect(within(table).getAllByRole("row")).toHaveLength(2);
    expect(lastQuery("status")).toBe("failed");
    expect(router.state.location.search).toBe("?tab=emails&emails=failed");
  });

  it("filters by a whole order id, refuses a partial one with a reason, and shows all orders again", async () => {
    const { user, lastQuery, requests, router } = renderEmails({});
    await screen.findByText("No emails yet.");
    const field = screen.getByLabelText("Order id");
    expect(field).toHaveAccessibleDescription(/The whole order id, 36 characters/);

    await user.type(field, "0d3f5a7e");
    await user.click(screen.getByRole("button", { name: "Filter" }));
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(/That is not a whole order id/);
    expect(field).toHaveFocus();
    expect(requests("/api/admin/emails").every((r) => !new URL(r.url).searchParams.has("orderId"))).toBe(true);

    await user.clear(field);
    await user.type(field, ` ${ORDER_ID.toUpperCase()} `);
    await user.click(screen.getByRole("button", { name: "Filter" }));
    await screen.findByText("No emails for order 0d3f5a7e yet.");
    expect(lastQuery("orderId")).toBe(ORDER_ID);
    expect(field).not.toHaveAttribute("aria-invalid");
    expect(router.state.location.search).toBe(`?tab=emails&emailOrder=${ORDER_ID}`);

    await user.click(screen.getByRole("button", { name: "Show all orders" }));
    await screen.findByText("No emails yet.");
    expect(router.state.location.search).toBe("?tab=emails");
    expect(field).toHaveValue("");
    expect(field).toHaveFocus();
  });

  it("takes both filters from a shared address, and ignores an order id that is not one", async () => {
    const first = renderEmails({}, `/admin?tab=emails&emails=failed&emailOrder=${ORDER_ID}`);
    await screen.findByText("No failed emails for order 0d3f5a7e.");
    expect(first.lastQuery("status")).toBe("failed");
    expect(first.lastQuery("orderId")).toBe(ORDER_ID);
    first.unmount();

    const second = renderEmails({}, "/admin?tab=emails&emailOrder=0d3f5a7e");
    await screen.findByText("No emails yet.");
    expect(second.lastQuery("orderId")).toBeNull();
  });

  it("loads the next page with the cursor", async () => {
    const first = email("sent");
    const second = email("failed");
    const { user, lastQuery } = renderEmails({
      "/api/admin/emails": (request) =>
        new URL(request.url).searchParams.get("cursor") === "page-2"
          ? Response.json({ emails: [second], nextCursor: null })
          : Response.json({ emails: [first], nextCursor: "page-2" }),
    });
    await user.click(await screen.findByRole("button", { name: "Load more" }));
    const table = await screen.findByRole("table", { name: "Emails" });
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(3));
    expect(lastQuery("cursor")).toBe("page-2");
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch emails' in the server's words", async () => {
    renderEmails({ "/api/admin/emails": () => Response.json({ error: "Invalid order id" }, { status: 400 }) });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to fetch emails");
    expect(alert).toHaveTextContent("Invalid order id");
  });
});

describe("Re-send", () => {
  it("asks first, and Cancel sends nothing and puts focus back on Re-send", async () => {
    const failed = email("failed");
    const { user, requests } = renderEmails(emailServer([failed]));
    const resend = await screen.findByRole("button", { name: /^Re-send Payment received/ });
    await user.click(resend);
    expect(
      screen.getByRole("group", { name: "Send the payment received email to j•••@example.com again?" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Confirm re-send/ })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("button", { name: /^Re-send Payment received/ })).toHaveFocus();
    expect(requests(`/api/admin/emails/${failed.id}/resend`)).toHaveLength(0);
  });

  it("queues the email again: POST with the key, a toast, the row as it now is, the list refreshed, focus on the tab", async () => {
    const failed = email("failed");
    const { user, requests } = renderEmails(emailServer([failed]));
    await user.click(await screen.findByRole("button", { name: /^Re-send Payment received/ }));
    const before = requests("/api/admin/emails").length;
    await user.click(screen.getByRole("button", { name: /^Confirm re-send/ }));
    expect(await screen.findByText("Email queued to send again")).toBeInTheDocument();
    expect(screen.getByText("Payment received to j•••@example.com, order 0d3f5a7e.")).toBeInTheDocument();
    const post = requests(`/api/admin/emails/${failed.id}/resend`);
    expect(post).toHaveLength(1);
    expect(post[0]?.method).toBe("POST");
    expect(post[0]?.headers.get("x-admin-key")).toBe(KEY);

    const row = within(screen.getByRole("table", { name: "Emails" })).getAllByRole("row")[1] as HTMLElement;
    await waitFor(() => expect(row).toHaveTextContent("Queued"));
    expect(within(row).queryByRole("button", { name: /Re-send/ })).not.toBeInTheDocument();
    expect(screen.getByRole("tabpanel", { name: "Emails" })).toHaveFocus();
    await waitFor(() => expect(requests("/api/admin/emails").length).toBeGreaterThan(before));
  });

  it("shows the email as the answer left it at once, before the list's refetch comes back", async () => {
    const failed = email("failed");
    const server = emailServer([failed]);
    const list = server["/api/admin/emails"] as RequestHandler;
    const resend = server[`/api/admin/emails/${failed.id}/resend`] as RequestHandler;
    let resent = false;
    const { user } = renderEmails({
      ...server,
      // Once re-sent, the list's next answer never comes: only the POST's answer can change the row.
      "/api/admin/emails": (request) => (resent ? new Promise<Response>(() => {}) : list(request)),
      [`/api/admin/emails/${failed.id}/resend`]: (request) => {
        resent = true;
        return resend(request);
      },
    });
    await user.click(await screen.findByRole("button", { name: /^Re-send Payment received/ }));
    await user.click(screen.getByRole("button", { name: /^Confirm re-send/ }));
    const row = within(screen.getByRole("table", { name: "Emails" })).getAllByRole("row")[1] as HTMLElement;
    await waitFor(() => expect(row).toHaveTextContent("Queued"));
    expect(within(row).queryByRole("button", { name: /Re-send/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal (409) and refreshes the list to show the email as it is", async () => {
    const failed = email("failed");
    const { user } = renderEmails(emailServer([failed], "refuses"));
    await user.click(await screen.findByRole("button", { name: /^Re-send Payment received/ }));
    await user.click(screen.getByRole("button", { name: /^Confirm re-send/ }));
    expect(await screen.findByText("Re-send failed")).toBeInTheDocument();
    expect(screen.getByText("This email was sent already.")).toBeInTheDocument();
    const row = within(screen.getByRole("table", { name: "Emails" })).getAllByRole("row")[1] as HTMLElement;
    await waitFor(() => expect(row).toHaveTextContent("Sent"));
    expect(within(row).queryByRole("button", { name: /Re-send/ })).not.toBeInTheDocument();
    // The button that had focus went with the refresh: focus is on the tab's panel, not lost.
    expect(screen.getByRole("tabpanel", { name: "Emails" })).toHaveFocus();
  });

  it("re-sends from the order's detail too, and focus lands on its Emails heading", async () => {
    const failed = email("failed", { kind: "order_failed" });
    const { user, requests } = renderEmails(emailServer([failed]), "/admin");
    await screen.findByText("No orders yet.");
    // The detail opens from any order id; the Emails tab is one way there.
    await user.click(screen.getByRole("tab", { name: "Emails" }));
    await user.click(await screen.findByRole("button", { name: "0d3f5a7e: open order details" }));
    const dialog = await screen.findByRole("dialog");
    const emails = await within(dialog).findByRole("table", { name: "Emails for order 0d3f5a7e" });
    await user.click(within(emails).getByRole("button", { name: "Re-send Order failed email for order 0d3f5a7e" }));
    await user.click(within(emails).getByRole("button", { name: /^Confirm re-send/ }));
    expect(await screen.findByText("Email queued to send again")).toBeInTheDocument();
    expect(requests(`/api/admin/emails/${failed.id}/resend`)).toHaveLength(1);
    await waitFor(() => expect(emails).toHaveTextContent("Queued"));
    expect(within(dialog).getByRole("heading", { name: "Emails" })).toHaveFocus();
  });
});

describe("the audit trail of a re-send", () => {
  it("names the email, and the reason when it was refused", () => {
    const entry = (outcome: AuditEntryView["outcome"], detail: AuditEntryView["detail"]): AuditEntryView => ({
      id: "a1",
      actor: "key:1a2b3c",
      action: "email.resend",
      target_type: "order",
      target_id: ORDER_ID,
      outcome,
      detail,
      created_at: "2026-11-20T01:02:03.000Z",
    });
    expect(auditSummary(entry("succeeded", { emailId: "e1", kind: "reading_saved", lastError: "boom" }))).toBe(
      "Reading saved email",
    );
    expect(
      auditSummary(entry("refused", { emailId: "e1", kind: "pack_delivered", reason: "This email was sent already." })),
    ).toBe("Pack delivered email · This email was sent already.");
  });
});
