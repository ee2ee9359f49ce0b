import type { AppType } from "@shop/api";
import { hc } from "hono/client";

/** Typed client for the Worker's API. Every call sends cookies (docs/product/rules.md, Client defaults). */
export const api = hc<AppType>("/", { init: { credentials: "include" } });

/** A non-OK response. Its message is "{status}: {body text or status text}" (docs/product/rules.md, Client defaults). */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }
}

/** The parts of a fetch Response (or Hono's typed ClientResponse) the wrapper reads. */
type ResponseLike<T> = {
  ok: boolean;
  status: number;
  statusText: string;
  text(): Promise<string>;
  json(): Promise<T>;
};

/** Raises ApiError for a non-OK response, otherwise returns the response. */
export async function ensureOk<R extends ResponseLike<unknown>>(res: R): Promise<R> {
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return res;
}

/** Awaits an `api` call, raises on non-OK, and parses the typed JSON body. */
export async function call<T>(request: Promise<ResponseLike<T>>): Promise<T> {
  const res = await ensureOk(await request);
  return res.json();
}

/** The `{error, requestId}` inside an ApiError's body, when the server sent one. */
function errorBody(error: ApiError): { error?: unknown; requestId?: unknown } {
  try {
    return JSON.parse(error.body) as { error?: unknown; requestId?: unknown };
  } catch {
    return {};
  }
}

/** The id of the failed request (X-Request-Id), the reference support looks up (docs/decisions/0038). */
export function serverErrorReference(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const { requestId } = errorBody(error);
  return typeof requestId === "string" ? requestId : undefined;
}

/**
 * The `{error}` text inside an ApiError's body, when the server sent one. A failure on the
 * server's side (5xx) ends with its reference, for the buyer to quote to support.
 */
export function serverErrorMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const { error: message } = errorBody(error);
  if (typeof message !== "string") return undefined;
  const reference = serverErrorReference(error);
  return error.status >= 500 && reference ? `${message} (Reference: ${reference})` : message;
}
