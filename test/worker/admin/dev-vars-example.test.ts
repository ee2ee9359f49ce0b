import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import devVarsExample from "../../../.dev.vars.example?raw";
import app from "../../../src/app";
import { readRuntimeConfig } from "../../../src/lib/runtime-config";
import { freshIp } from "./admin-request";

/** KEY=value lines, as wrangler reads a .dev.vars file (comments and blank lines skipped). */
function parseDevVars(text: string): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const line of text.split("\n")) {
    const match = /^\s*([A-Z][A-Z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (match?.[1]) vars[match[1]] = match[2] ?? "";
  }
  return vars;
}

const exampleVars = parseDevVars(devVarsExample);
/** The Worker's env on a fresh clone after `npm run dev` copied the example: wrangler.toml's vars plus these. */
const freshCloneEnv = () => ({ ...env, ...exampleVars, PAYPAL_API_BASE: "" }) as Env;

describe(".dev.vars.example", () => {
  it("sets a clearly local admin key and email sender and leaves every other secret empty", () => {
    expect(exampleVars.ADMIN_KEY).toBe("local-dev-admin-key");
    expect(exampleVars.EMAIL_FROM).toMatch(/<[^@>]+@localhost\.test>$/);
    expect(Object.keys(exampleVars).sort()).toEqual(
      [
        "ADMIN_KEY",
        "EMAIL_FROM",
        "PAYPAL_CLIENT_ID",
        "PAYPAL_CLIENT_SECRET",
        "PAYPAL_WEBHOOK_ID",
        "SIGNING_SECRET",
        "SENTRY_DSN",
        "SENTRY_BROWSER_DSN",
      ].sort(),
    );
    const local = new Set(["ADMIN_KEY", "EMAIL_FROM"]);
    for (const [name, value] of Object.entries(exampleVars)) if (!local.has(name)) expect(value).toBe("");
  });

  it("sends email locally from the example's sender", () => {
    expect(readRuntimeConfig(freshCloneEnv()).EMAIL_FROM).toEqual({
      email: "hello@localhost.test",
      name: "Soulmate Stories",
    });
  });

  it("means 'off' for the empty values: no PayPal credentials, no signing secret", () => {
    const config = readRuntimeConfig(freshCloneEnv());
    expect(config.ADMIN_KEY).toBe("local-dev-admin-key");
    expect(config.PAYPAL_CLIENT_ID).toBeUndefined();
    expect(config.PAYPAL_CLIENT_SECRET).toBeUndefined();
    expect(config.PAYPAL_WEBHOOK_ID).toBeUndefined();
    expect(config.SIGNING_SECRET).toBeUndefined();
  });

  it("opens the admin API with its key, while checkout reports it is not configured", async () => {
    const freshEnv = freshCloneEnv();
    const stats = await app.request(
      "/api/admin/stats",
      { headers: { "x-admin-key": "local-dev-admin-key", "cf-connecting-ip": freshIp() } },
      freshEnv,
    );
    expect(stats.status).toBe(200);
    const config = (await (await app.request("/api/config", {}, freshEnv)).json()) as { paypal: { clientId: unknown } };
    expect(config.paypal.clientId).toBeNull();
  });
});
