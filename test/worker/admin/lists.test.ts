import { describe, expect, it } from "vitest";
import type { AdminStats } from "../../../src/admin/queries";
import type { AdminJobRow, AdminOrderRow } from "../../../src/admin/views";
import { jobs } from "../../../src/db/schema";
import { encodeCursor } from "../../../src/lib/pagination";
import { JOB_STATUSES, ORDER_STATUSES } from "../../../src/shared/statuses";
import { createOrder, db } from "../factories";
import { adminGet, expectError, json } from "./admin-request";

type OrdersPage = { orders: AdminOrderRow[]; nextCursor: string | null };
type JobsPage = { jobs: AdminJobRow[]; nextCursor: string | null };

const stats = async () => json<AdminStats>(await adminGet("/api/admin/stats"));

/** Times far ahead of anything other tests create, so these rows are the newest in the table. */
let future = Date.UTC(2099, 0, 1);
const later = () => (future += 1000);

describe("GET /api/admin/stats", () => {
  it("counts orders and jobs by status in the shape of docs/product/api.md", async () => {
    const before = await stats();
    const delivered = await createOrder({ status: "delivered" });
    await createOrder({ status: "processing" });
    await createOrder({ status: "failed" });
    await createOrder({ status: "awaiting_payment", paymentMethod: "none" });
    await db()
      .insert(jobs)
      .values(
        (["completed", "running", "failed", "pending"] as const).map((status, i) => ({
          id: crypto.randomUUID(),
          orderId: delivered.id,
          type: (["story", "card_set", "oracle_images", "oracle_zip"] as const)[i] ?? "story",
          status,
        })),
      );
    const after = await stats();
    expect(Object.keys(after)).toEqual(["orders", "jobs"]);
    expect(Object.keys(after.orders)).toEqual(["total", "delivered", "processing", "failed"]);
    expect(Object.keys(after.jobs)).toEqual(["total", "completed", "running", "failed"]);
    expect({
      orders: {
        total: after.orders.total - before.orders.total,
        delivered: after.orders.delivered - before.orders.delivered,
        processing: after.orders.processing - before.orders.processing,
        failed: after.orders.failed - before.orders.failed,
      },
      jobs: {
        total: after.jobs.total - before.jobs.total,
        completed: after.jobs.completed - before.jobs.completed,
        running: after.jobs.running - before.jobs.running,
        failed: after.jobs.failed - before.jobs.failed,
      },
    }).toEqual({
      orders: { total: 4, delivered: 1, processing: 1, failed: 1 },
      jobs: { total: 4, completed: 1, running: 1, failed: 1 },
    });
  });
});

describe("GET /api/admin/orders", () => {
  it("lists newest first, pages with an opaque cursor, and never skips or repeats across a tie", async () => {
    await createOrder({ createdAt: later() }); // one older than the five, so page 3 exists
    const tie = later();
    const made = [
      await createOrder({ createdAt: later() }),
      await createOrder({ createdAt: tie }),
      await createOrder({ createdAt: tie }),
      await createOrder({ createdAt: later() }),
      await createOrder({ createdAt: later() }),
    ];
    const expected = [...made]
      .sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0) || (a.id < b.id ? 1 : -1))
      .map((o) => o.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 3; page++) {
      const res = await adminGet(`/api/admin/orders?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.status).toBe(200);
      const body: OrdersPage = await json<OrdersPage>(res);
      expect(body.orders.length).toBeLessThanOrEqual(2);
      seen.push(...body.orders.map((o) => o.id));
      cursor = body.nextCursor;
      expect(cursor).not.toBeNull();
    }
    expect(seen.slice(0, 5)).toEqual(expected);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("reads back an order in the 'as read' shape of docs/product/api.md, with the admin's extra fields", async () => {
    const order = await createOrder({
      status: "failed",
      failureReason: "story failed after 6 attempts",
      createdAt: later(),
    });
    const body = await json<OrdersPage>(await adminGet("/api/admin/orders?status=failed&limit=100"));
    const row = body.orders.find((o) => o.id === order.id);
    expect(row).toMatchObject({
      id: order.id,
      email: order.email,
      status: "failed",
      product_type: "soulmate",
      payment_method: "paypal",
      original_price: 1499,
      final_price: 1499,
      failure_reason: "story failed after 6 attempts",
    });
    expect(row?.created_at).toBe(new Date(order.createdAt as number).toISOString());
  });

  it.each(ORDER_STATUSES)("filters by status=%s", async (status) => {
    const order = await createOrder({ status, createdAt: later() });
    const body = await json<OrdersPage>(await adminGet(`/api/admin/orders?status=${status}&limit=100`));
    expect(body.orders.length).toBeGreaterThan(0);
    expect(body.orders.every((o) => o.status === status)).toBe(true);
    expect(body.orders.map((o) => o.id)).toContain(order.id);
  });

  it("treats an empty status as no filter and defaults to 50 a page", async () => {
    for (let i = 0; i < 3; i++) await createOrder({ status: i ? "delivered" : "failed", createdAt: later() });
    const body = await json<OrdersPage>(await adminGet("/api/admin/orders?status="));
    expect(new Set(body.orders.slice(0, 3).map((o) => o.status))).toEqual(new Set(["delivered", "failed"]));
    expect(body.orders.length).toBeLessThanOrEqual(50);
  });

  it("keeps the filter across pages", async () => {
    for (let i = 0; i < 3; i++) await createOrder({ status: "refunded", createdAt: later() });
    const first = await json<OrdersPage>(await adminGet("/api/admin/orders?status=refunded&limit=2"));
    expect(first.nextCursor).not.toBeNull();
    const second = await json<OrdersPage>(
      await adminGet(`/api/admin/orders?status=refunded&limit=2&cursor=${first.nextCursor}`),
    );
    expect([...first.orders, ...second.orders].every((o) => o.status === "refunded")).toBe(true);
    expect(second.orders.map((o) => o.id)).not.toContain(first.orders[0]?.id);
  });

  it("answers the last page with nextCursor null", async () => {
    const oldest = await json<OrdersPage>(await adminGet("/api/admin/orders?limit=100"));
    let cursor = oldest.nextCursor;
    let last = oldest;
    while (cursor) {
      last = await json<OrdersPage>(await adminGet(`/api/admin/orders?limit=100&cursor=${cursor}`));
      cursor = last.nextCursor;
    }
    expect(last.nextCursor).toBeNull();
  });

  it.each([
    ["status=shipped", `status: status must be one of: ${ORDER_STATUSES.join(", ")}`],
    ["status=PAID", `status: status must be one of: ${ORDER_STATUSES.join(", ")}`],
    ["status=paid&status=failed", `status: status must be one of: ${ORDER_STATUSES.join(", ")}`],
    ["limit=0", "limit: limit must be a whole number from 1 to 100"],
    ["limit=101", "limit: limit must be a whole number from 1 to 100"],
    ["limit=2.5", "limit: limit must be a whole number from 1 to 100"],
    ["limit=ten", "limit: limit must be a whole number from 1 to 100"],
    ["limit=", "limit: limit must be a whole number from 1 to 100"],
    ["cursor=not-a-cursor", "cursor: Invalid cursor"],
    [`cursor=${btoa(JSON.stringify({ createdAt: 1, id: "x" }))}`, "cursor: Invalid cursor"],
    [`cursor=${encodeCursor({ createdAt: 1, id: "x" }).slice(0, -2)}`, "cursor: Invalid cursor"],
  ])("refuses ?%s with a 400", async (query, error) => {
    const res = await adminGet(`/api/admin/orders?${query}`);
    await expectError(res, 400, error);
  });
});

describe("GET /api/admin/jobs", () => {
  async function jobsAt(statuses: (typeof JOB_STATUSES)[number][]) {
    const order = await createOrder({ status: "failed" });
    const types = ["story", "storybook_pdf", "card_set", "oracle_images", "oracle_zip"] as const;
    const rows = statuses.map((status, i) => ({
      id: crypto.randomUUID(),
      orderId: order.id,
      type: types[i] ?? "story",
      status,
      attempts: status === "failed" ? 6 : 0,
      lastError: status === "failed" ? "oracle_images failed after 6 attempts: out of ink" : null,
      createdAt: later(),
    }));
    await db().insert(jobs).values(rows);
    return { order, rows };
  }

  it("lists the job fields of docs/product/api.md newest first, with the last error and the order's state", async () => {
    const { order, rows } = await jobsAt(["completed", "failed"]);
    const body = await json<JobsPage>(await adminGet("/api/admin/jobs?limit=2"));
    expect(body.jobs.map((j) => j.id)).toEqual([rows[1]?.id, rows[0]?.id]);
    expect(body.jobs[0]).toMatchObject({
      id: rows[1]?.id,
      type: "storybook_pdf",
      order_id: order.id,
      status: "failed",
      priority: 100,
      attempts: 6,
      last_error: "oracle_images failed after 6 attempts: out of ink",
      order_status: "failed",
      product_type: "soulmate",
    });
    expect(typeof body.jobs[0]?.created_at).toBe("string");
  });

  it.each(JOB_STATUSES)("filters by status=%s", async (status) => {
    const { rows } = await jobsAt([status]);
    const body = await json<JobsPage>(await adminGet(`/api/admin/jobs?status=${status}&limit=100`));
    expect(body.jobs.every((j) => j.status === status)).toBe(true);
    expect(body.jobs.map((j) => j.id)).toContain(rows[0]?.id);
  });

  it("pages through jobs with the cursor", async () => {
    const { rows } = await jobsAt(["pending", "pending", "pending"]);
    const first = await json<JobsPage>(await adminGet("/api/admin/jobs?limit=2"));
    const second = await json<JobsPage>(await adminGet(`/api/admin/jobs?limit=2&cursor=${first.nextCursor}`));
    expect([...first.jobs, ...second.jobs].slice(0, 3).map((j) => j.id)).toEqual(rows.map((r) => r.id).reverse());
  });

  it.each([
    ["status=delivered", `status: status must be one of: ${JOB_STATUSES.join(", ")}`],
    ["limit=-1", "limit: limit must be a whole number from 1 to 100"],
    ["cursor=%%%", "cursor: Invalid cursor"],
  ])("refuses ?%s with a 400", async (query, error) => {
    const res = await adminGet(`/api/admin/jobs?${query}`);
    await expectError(res, 400, error);
  });
});
