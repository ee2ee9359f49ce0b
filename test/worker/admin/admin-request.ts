import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { jobs, payments } from "../../../src/db/schema";
import type { JobStatus, JobType } from "../../../src/shared/statuses";
import { db } from "../factories";
import { postJson, request } from "../request";

/** Each caller is its own address, so the failed-attempt limit never mixes tests up. */
export const freshIp = () => `admin-${crypto.randomUUID()}`;

const adminHeaders = (headers: Record<string, string> = {}) => ({
  "x-admin-key": env.ADMIN_KEY,
  "cf-connecting-ip": freshIp(),
  ...headers,
});

/** A GET (or any bodiless call) with the configured admin key. */
export function adminGet(path: string, init: RequestInit = {}) {
  return request(path, { ...init, headers: adminHeaders(init.headers as Record<string, string> | undefined) });
}

/** A POST of JSON with the configured admin key. */
export function adminPost(path: string, body: unknown = {}, init: RequestInit = {}) {
  return postJson(path, body, { ...init, headers: adminHeaders(init.headers as Record<string, string> | undefined) });
}

export const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

/** The shop's error answer: this status, and a JSON body that is exactly `{error}`. */
export async function expectError(res: Response, status: number, error: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  expect(await res.json()).toEqual({ error, requestId: expect.any(String) });
}

/** The five jobs of an order in the given states (default: what the dead-letter queue leaves after a failure). */
export async function createJobs(
  orderId: string,
  states: Partial<Record<JobType, { status: JobStatus; lastError?: string; attempts?: number }>>,
) {
  const rows = Object.entries(states).map(([type, state]) => ({
    id: crypto.randomUUID(),
    orderId,
    type: type as JobType,
    status: state.status,
    lastError: state.lastError ?? null,
    attempts: state.attempts ?? 0,
  }));
  if (rows.length > 0) await db().insert(jobs).values(rows);
  return rows;
}

/** Calls the PayPal fake the way PayPal's REST API is called, to end up with a real capture id there. */
export async function paypalCaptureAtFake(value = "14.99"): Promise<{ paypalOrderId: string; captureId: string }> {
  const base = env.PAYPAL_API_BASE;
  const token = (await (
    await fetch(`${base}/v1/oauth2/token`, {
      method: "POST",
      headers: {
        Authorization: `Basic ${btoa(`${env.PAYPAL_CLIENT_ID}:${env.PAYPAL_CLIENT_SECRET}`)}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=client_credentials",
    })
  ).json()) as { access_token: string };
  const auth = { Authorization: `Bearer ${token.access_token}`, "Content-Type": "application/json" };
  const order = (await (
    await fetch(`${base}/v2/checkout/orders`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({
        intent: "CAPTURE",
        purchase_units: [{ amount: { currency_code: "AUD", value } }],
      }),
    })
  ).json()) as { id: string };
  await fetch(`${base}/__control/approve/${order.id}`, { method: "POST" });
  // Aimed at this order: a capture fault another test file set for its own order cannot land here.
  await fake("/__control", { target: order.id, nextCapture: "COMPLETED" });
  const captured = (await (
    await fetch(`${base}/v2/checkout/orders/${order.id}/capture`, { method: "POST", headers: auth })
  ).json()) as { purchase_units: { payments: { captures: { id: string }[] } }[] };
  const captureId = captured.purchase_units[0]?.payments.captures[0]?.id;
  if (!captureId) throw new Error("the fake did not capture");
  return { paypalOrderId: order.id, captureId };
}

/** The payment row settleCapture leaves for a completed PayPal capture. */
export async function createCompletedPayment(orderId: string, ids: { paypalOrderId: string; captureId: string }) {
  const [row] = await db()
    .insert(payments)
    .values({
      id: crypto.randomUUID(),
      orderId,
      providerOrderId: ids.paypalOrderId,
      captureId: ids.captureId,
      status: "completed",
      amountCents: 1499,
    })
    .returning();
  if (!row) throw new Error("payment insert returned nothing");
  return row;
}

/** Steers the PayPal fake (see test/fakes/paypal-fake.mjs). */
export function fake(path: string, body?: unknown) {
  return fetch(`${env.PAYPAL_API_BASE}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then((r) => r.json() as Promise<Record<string, unknown>>);
}
