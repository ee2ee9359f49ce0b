import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminEmailItem } from "../../../src/admin/emails";
import { adminAudit, emails, type NewOrder } from "../../../src/db/schema";
import { encodeCursor } from "../../../src/lib/pagination";
import type { EmailKind, EmailStatus } from "../../../src/shared/statuses";
import { createOrder, db } from "../factories";
import { request } from "../request";
import { adminGet, adminPost, expectError, freshIp, json } from "./admin-request";

type EmailsPage = { emails: AdminEmailItem[]; nextCursor: string | null };

/** Times far ahead of anything other tests create, so these rows are the newest in the table. */
let future = Date.UTC(2098, 0, 1);
const later = () => (future += 1000);

async function createEmail(
  orderId: string,
  kind: EmailKind,
  state: { status?: EmailStatus; lastError?: string | null; attempts?: number; createdAt?: number } = {},
) {
  const createdAt = state.createdAt ?? later();
  const [row] = await db()
    .insert(emails)
    .values({
      id: crypto.randomUUID(),
      orderId,
      kind,
      recipientMasked: "b***@example.com",
      status: state.status ?? "sent",
      attempts: state.attempts ?? 1,
      lastError: state.lastError ?? null,
      sentAt: state.status === "sent" || state.status === undefined ? createdAt + 500 : null,
      createdAt,
      updatedAt: createdAt + 500,
    })
    .returning();
  if (!row) throw new Error("email insert returned nothing");
  return row;
}

async function orderWithEmails(overrides: Partial<NewOrder> = {}) {
  const order = await createOrder(overrides);
  const received = await createEmail(order.id, "payment_received");
  const failed = await createEmail(order.id, "order_failed", {
    status: "failed",
    lastError: "E_RECIPIENT_SUPPRESSED: recipient is on the suppression list",
    attempts: 1,
  });
  const queued = await createEmail(order.id, "pack_delivered", { status: "queued", attempts: 0 });
  return { order, received, failed, queued };
}

const resendAudit = (orderId: string) =>
  db()
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.targetId, orderId), eq(adminAudit.action, "email.resend")));

describe("GET /api/admin/emails", () => {
  it("refuses a request without the admin key", async () => {
    const res = await request("/api/admin/emails", { headers: { "cf-connecting-ip": freshIp() } });
    expect(res.status).toBe(401);
    const resend = await request(`/api/admin/emails/${crypto.randomUUID()}/resend`, {
      method: "POST",
      headers: { "cf-connecting-ip": freshIp(), "x-admin-key": "wrong-key" },
    });
    expect(resend.status).toBe(401);
  });

  it("lists the newest first, each with its order's product and a masked recipient, never the address", async () => {
    const { order, received, failed, queued } = await orderWithEmails({ email: "jane.doe@example.com" });
    const res = await adminGet("/api/admin/emails?limit=3");
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain("jane.doe");
    const page = JSON.parse(text) as EmailsPage;
    expect(page.emails.map((e) => e.id)).toEqual([queued.id, failed.id, received.id]);
    expect(page.emails[1]).toEqual({
      id: failed.id,
      orderId: order.id,
      productType: "soulmate",
      kind: "order_failed",
      recipient: "b***@example.com",
      status: "failed",
      attempts: 1,
      lastError: "E_RECIPIENT_SUPPRESSED: recipient is on the suppression list",
      createdAt: failed.createdAt,
      sentAt: null,
      updatedAt: failed.updatedAt,
    });
    expect(page.emails[2]?.sentAt).toBe(received.sentAt);
  });

  it("filters by order and by status", async () => {
    const { order, failed } = await orderWithEmails();
    await orderWithEmails();
    const ofOrder = await json<EmailsPage>(await adminGet(`/api/admin/emails?orderId=${order.id}`));
    expect(ofOrder.emails.map((e) => e.kind)).toEqual(["pack_delivered", "order_failed", "payment_received"]);
    expect(ofOrder.nextCursor).toBeNull();
    const failedOnly = await json<EmailsPage>(await adminGet(`/api/admin/emails?orderId=${order.id}&status=failed`));
    expect(failedOnly.emails.map((e) => e.id)).toEqual([failed.id]);
    const all = await json<EmailsPage>(await adminGet("/api/admin/emails?status=failed&limit=100"));
    expect(all.emails.every((e) => e.status === "failed")).toBe(true);
    // The form's "All" option sends an empty value.
    const blank = await json<EmailsPage>(await adminGet(`/api/admin/emails?orderId=${order.id}&status=`));
    expect(blank.emails).toHaveLength(3);
  });

  it("pages with the cursor, neither skipping nor repeating", async () => {
    const { order, received, failed, queued } = await orderWithEmails();
    const first = await json<EmailsPage>(await adminGet(`/api/admin/emails?orderId=${order.id}&limit=2`));
    expect(first.emails.map((e) => e.id)).toEqual([queued.id, failed.id]);
    expect(first.nextCursor).toBe(encodeCursor({ createdAt: failed.createdAt, id: failed.id }));
    const second = await json<EmailsPage>(
      await adminGet(`/api/admin/emails?orderId=${order.id}&limit=2&cursor=${first.nextCursor}`),
    );
    expect(second.emails.map((e) => e.id)).toEqual([received.id]);
    expect(second.nextCursor).toBeNull();
  });

  it("answers bad input with 400 {error}", async () => {
    await expectError(
      await adminGet("/api/admin/emails?status=bounced"),
      400,
      "status: status must be one of: queued, sent, failed",
    );
    await expectError(await adminGet("/api/admin/emails?orderId=not-an-id"), 400, "orderId: Invalid order id");
    await expectError(await adminGet("/api/admin/emails?cursor=garbage"), 400, "cursor: Invalid cursor");
    await expectError(
      await adminGet("/api/admin/emails?limit=0"),
      400,
      "limit: limit must be a whole number from 1 to 100",
    );
  });
});

describe("GET /api/admin/orders/:id", () => {
  it("lists the order's emails in the same shape", async () => {
    const { order, received, failed, queued } = await orderWithEmails();
    const detail = await json<{ emails: AdminEmailItem[] }>(await adminGet(`/api/admin/orders/${order.id}`));
    expect(detail.emails.map((e) => e.id)).toEqual([queued.id, failed.id, received.id]);
    const list = await json<EmailsPage>(await adminGet(`/api/admin/emails?orderId=${order.id}`));
    expect(detail.emails).toEqual(list.emails);
  });

  it("answers an order without emails with an empty list", async () => {
    const order = await createOrder();
    const detail = await json<{ emails: AdminEmailItem[] }>(await adminGet(`/api/admin/orders/${order.id}`));
    expect(detail.emails).toEqual([]);
  });
});

describe("POST /api/admin/emails/:id/resend", () => {
  it("puts a failed email back on the queue, audited, and the queue sends it", async () => {
    const { order, failed } = await orderWithEmails({ status: "failed" });
    const res = await adminPost(`/api/admin/emails/${failed.id}/resend`);
    expect(res.status).toBe(200);
    const { email } = await json<{ email: AdminEmailItem }>(res);
    expect(email).toMatchObject({ id: failed.id, orderId: order.id, kind: "order_failed", status: "queued" });
    const audit = await resendAudit(order.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ outcome: "succeeded", targetType: "order" });
    expect(JSON.parse(audit[0]?.detail ?? "{}")).toMatchObject({ emailId: failed.id, kind: "order_failed" });
    // The real queue and the local binding send it.
    const deadline = Date.now() + 15_000;
    let row = await db().query.emails.findFirst({ where: eq(emails.id, failed.id) });
    while (row?.status !== "sent" && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      row = await db().query.emails.findFirst({ where: eq(emails.id, failed.id) });
    }
    expect(row).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  it("refuses an email that is sent or queued with 409, audited as refused, and changes nothing", async () => {
    const { order, received, queued } = await orderWithEmails();
    await expectError(await adminPost(`/api/admin/emails/${received.id}/resend`), 409, "This email was sent already.");
    await expectError(
      await adminPost(`/api/admin/emails/${queued.id}/resend`),
      409,
      "This email is already queued and will be sent shortly.",
    );
    expect((await resendAudit(order.id)).map((a) => a.outcome)).toEqual(["refused", "refused"]);
    const rows = await db().select().from(emails).where(eq(emails.orderId, order.id));
    expect(rows.find((r) => r.id === received.id)?.status).toBe("sent");
  });

  it("answers an unknown email with 404 and a malformed id with 400", async () => {
    await expectError(await adminPost(`/api/admin/emails/${crypto.randomUUID()}/resend`), 404, "Email not found");
    await expectError(await adminPost("/api/admin/emails/nope/resend"), 400, "id: Invalid email id");
  });

  it("sends a failed email again once, however many times the operator clicks at once", async () => {
    const { order, failed } = await orderWithEmails();
    const answers = await Promise.all([1, 2, 3].map(() => adminPost(`/api/admin/emails/${failed.id}/resend`)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const audit = await resendAudit(order.id);
    expect(audit.filter((a) => a.outcome === "succeeded")).toHaveLength(1);
  });
});
