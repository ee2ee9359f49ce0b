/**
 * PayPal REST (Orders v2, capture refunds, OAuth2, webhook verification) over
 * fetch. The base URL comes from configuration, so tests point it at an HTTP
 * fake and production at api-m.paypal.com; the code path is the same.
 */
import { log } from "../lib/log";

export type PayPalCredentials = {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The time limit on each call; PAYPAL_TIMEOUT_MS unless the config sets another. */
  timeoutMs?: number;
};

export type PayPalAmount = { currency_code: string; value: string };
export type PayPalCapture = {
  id: string;
  status: "COMPLETED" | "PENDING" | "DECLINED" | "PARTIALLY_REFUNDED" | "REFUNDED" | "FAILED";
  amount: PayPalAmount;
  custom_id?: string;
};
export type PayPalOrder = {
  id: string;
  status: "CREATED" | "SAVED" | "APPROVED" | "VOIDED" | "COMPLETED" | "PAYER_ACTION_REQUIRED";
  purchase_units?: { reference_id?: string; custom_id?: string; payments?: { captures?: PayPalCapture[] } }[];
};

/** A non-2xx answer from PayPal. `issue` is the first details[].issue, e.g. INSTRUMENT_DECLINED. */
export class PayPalError extends Error {
  override name = "PayPalError";
  constructor(
    readonly status: number,
    readonly issue: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

/** Each PayPal call gets this long before we give up and let the caller retry. */
export const PAYPAL_TIMEOUT_MS = 10_000;

const tokens = new Map<string, { token: string; expiresAt: number }>();

/** Forgets cached tokens (tests that switch credentials). */
export function clearPayPalTokenCache(): void {
  tokens.clear();
}

async function send<T>(url: string, init: RequestInit, timeoutMs = PAYPAL_TIMEOUT_MS): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new PayPalError(504, undefined, `PayPal did not answer: ${String(error)}`);
  }
  let text: string;
  try {
    text = await res.text();
  } catch (error) {
    // The time limit can run out while the body is still arriving: that is PayPal not answering too, not a crash.
    throw new PayPalError(504, undefined, `PayPal's answer did not arrive whole: ${String(error)}`);
  }
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!res.ok) {
    const details = (body as { details?: { issue?: string }[]; name?: string; message?: string } | null) ?? {};
    const issue = details.details?.[0]?.issue ?? details.name;
    log("warn", "paypal call failed", { url: new URL(url).pathname, status: res.status, issue });
    throw new PayPalError(res.status, issue, details.message ?? `PayPal answered ${res.status}`);
  }
  return body as T;
}

const tokenKey = (creds: PayPalCredentials) => `${creds.baseUrl}|${creds.clientId}`;

/** OAuth2 client-credentials token, cached until a minute before it expires. */
export async function accessToken(creds: PayPalCredentials, now = Date.now()): Promise<string> {
  const cacheKey = tokenKey(creds);
  const cached = tokens.get(cacheKey);
  if (cached && cached.expiresAt > now) return cached.token;
  const body = await send<{ access_token: string; expires_in: number }>(
    `${creds.baseUrl}/v1/oauth2/token`,
    {
      method: "POST",
      headers: {
        Authorization: `Basic ${btoa(`${creds.clientId}:${creds.clientSecret}`)}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=client_credentials",
    },
    creds.timeoutMs,
  );
  tokens.set(cacheKey, { token: body.access_token, expiresAt: now + (body.expires_in - 60) * 1000 });
  return body.access_token;
}

async function authorised<T>(creds: PayPalCredentials, path: string, init: RequestInit = {}): Promise<T> {
  const call = async () =>
    send<T>(
      `${creds.baseUrl}${path}`,
      {
        ...init,
        headers: {
          Authorization: `Bearer ${await accessToken(creds)}`,
          "Content-Type": "application/json",
          ...init.headers,
        },
      },
      creds.timeoutMs,
    );
  return call().catch((error: unknown) => {
    // A cached token PayPal no longer takes (revoked, or ended early) fails every call until it would have expired, up
    // to nine hours: it is dropped and the call made once more with a new one. PayPal did nothing with the refused call.
    if (!(error instanceof PayPalError) || error.status !== 401) throw error;
    tokens.delete(tokenKey(creds));
    return call();
  });
}

export function createPayPalOrder(
  creds: PayPalCredentials,
  input: { referenceId: string; amount: PayPalAmount; description: string; requestId: string },
): Promise<PayPalOrder> {
  return authorised(creds, "/v2/checkout/orders", {
    method: "POST",
    headers: { "PayPal-Request-Id": input.requestId, Prefer: "return=representation" },
    body: JSON.stringify({
      intent: "CAPTURE",
      purchase_units: [
        {
          reference_id: input.referenceId,
          custom_id: input.referenceId,
          description: input.description,
          amount: input.amount,
        },
      ],
    }),
  });
}

export function capturePayPalOrder(creds: PayPalCredentials, paypalOrderId: string, requestId: string) {
  return authorised<PayPalOrder>(creds, `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`, {
    method: "POST",
    headers: { "PayPal-Request-Id": requestId, Prefer: "return=representation" },
  });
}

export function getPayPalOrder(creds: PayPalCredentials, paypalOrderId: string) {
  return authorised<PayPalOrder>(creds, `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}`);
}

export type PayPalRefund = {
  id: string;
  /** COMPLETED, or PENDING while the buyer's funding (an eCheck) clears: either way the money is on its way back. */
  status: "COMPLETED" | "PENDING" | "CANCELLED" | "FAILED";
  status_details?: { reason?: string };
  amount?: PayPalAmount;
};

/**
 * Refunds a capture in full: POST /v2/payments/captures/{id}/refund with no
 * amount refunds whatever is left of it. The same PayPal-Request-Id returns
 * PayPal's earlier answer instead of refunding twice.
 */
export function refundCapture(
  creds: PayPalCredentials,
  captureId: string,
  input: { requestId: string; noteToPayer?: string },
): Promise<PayPalRefund> {
  return authorised<PayPalRefund>(creds, `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {
    method: "POST",
    headers: { "PayPal-Request-Id": input.requestId, Prefer: "return=representation" },
    body: JSON.stringify(input.noteToPayer ? { note_to_payer: input.noteToPayer.slice(0, 255) } : {}),
  });
}

export async function generateClientToken(creds: PayPalCredentials): Promise<string> {
  const body = await authorised<{ client_token: string }>(creds, "/v1/identity/generate-token", { method: "POST" });
  return body.client_token;
}

export type WebhookHeaders = {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionSig: string;
  transmissionTime: string;
};

/** Asks PayPal whether a webhook delivery is genuine (POST /v1/notifications/verify-webhook-signature). */
export async function verifyWebhookSignature(
  creds: PayPalCredentials,
  webhookId: string,
  headers: WebhookHeaders,
  event: unknown,
): Promise<boolean> {
  const check = () =>
    authorised<{ verification_status: "SUCCESS" | "FAILURE" }>(creds, "/v1/notifications/verify-webhook-signature", {
      method: "POST",
      body: JSON.stringify({
        auth_algo: headers.authAlgo,
        cert_url: headers.certUrl,
        transmission_id: headers.transmissionId,
        transmission_sig: headers.transmissionSig,
        transmission_time: headers.transmissionTime,
        webhook_id: webhookId,
        webhook_event: event,
      }),
    });
  // The check changes nothing, so a PayPal that failed or did not answer is asked once more before the event is
  // refused: a refusal costs the buyer a redelivery minutes later.
  const body = await check().catch((error: unknown) => {
    if (error instanceof PayPalError && error.status >= 500) return check();
    throw error;
  });
  return body.verification_status === "SUCCESS";
}

/** The first capture of the first purchase unit, where Orders v2 puts it. */
export function firstCapture(order: PayPalOrder): PayPalCapture | undefined {
  return order.purchase_units?.[0]?.payments?.captures?.[0];
}
