import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Raise a JSON `{error}` response with the given status from anywhere in a handler. */
export function fail(status: ContentfulStatusCode, message: string): never {
  throw new HTTPException(status, { message });
}

/** Thrown when the Worker's vars or secrets are invalid; surfaces as a 500 with no details. */
export class ConfigError extends Error {
  override name = "ConfigError";
}
