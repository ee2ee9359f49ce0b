import { zValidator } from "@hono/zod-validator";
import type { MiddlewareHandler, ValidationTargets } from "hono";
import { resolver, uniqueSymbol } from "hono-openapi";
import type { ZodType } from "zod";
import { errorJson } from "./errors";

/** application/json and its +json relatives, the media types Hono's json validator reads. */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * zValidator with the shop's error shape: a 400 `{error}` naming the first
 * problem, e.g. "email: Invalid email address". Nothing runs past it.
 *
 * For a JSON body, a body sent under another media type is a 415: Hono's
 * validator would otherwise read it as `{}`, which some schemas accept (every
 * field optional), so a text/plain or form post could act with no input.
 * A request with no body at all still validates as `{}`.
 *
 * The schema also describes the route's input in the OpenAPI document (src/api/openapi.ts):
 * what is documented is what is checked.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  const check = zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
      return errorJson(c, `${where}${issue?.message ?? "Invalid request"}`, 400);
    }
  });
  const documented = <Middleware extends object>(middleware: Middleware): Middleware =>
    Object.assign(middleware, { [uniqueSymbol]: { target, ...resolver(schema) } });
  if (target !== "json") return documented(check);
  const jsonOnly: MiddlewareHandler = async (c, next) => {
    const mediaType = (c.req.header("content-type") ?? "").split(";")[0]?.trim() ?? "";
    if (!JSON_MEDIA_TYPE.test(mediaType) && c.req.raw.body !== null && (await c.req.text()).trim() !== "") {
      return errorJson(c, "Send the request body as JSON (Content-Type: application/json)", 415);
    }
    return check(c, next);
  };
  return documented(jsonOnly) as typeof check;
}
