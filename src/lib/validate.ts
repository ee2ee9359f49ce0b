import { zValidator } from "@hono/zod-validator";
import type { MiddlewareHandler, ValidationTargets } from "hono";
import type { ZodType } from "zod";

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
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  const check = zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
      return c.json({ error: `${where}${issue?.message ?? "Invalid request"}` }, 400);
    }
  });
  if (target !== "json") return check;
  const jsonOnly: MiddlewareHandler = async (c, next) => {
    const mediaType = (c.req.header("content-type") ?? "").split(";")[0]?.trim() ?? "";
    if (!JSON_MEDIA_TYPE.test(mediaType) && c.req.raw.body !== null && (await c.req.text()).trim() !== "") {
      return c.json({ error: "Send the request body as JSON (Content-Type: application/json)" }, 415);
    }
    return check(c, next);
  };
  return jsonOnly as typeof check;
}
