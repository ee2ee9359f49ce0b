/**
 * `npm run deploy` refuses to ship the local defaults (scripts/deploy-check.mjs,
 * docs/decisions/0035): the pure checks of [env.production]'s vars and secrets, the
 * committed wrangler.toml read through wrangler's own config reader, and the order of
 * the deploy script (the check comes before anything remote).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  isPlaceholderHost,
  productionConfigProblems,
  productionSecretProblems,
  readProductionVars,
} from "../../scripts/deploy-check.mjs";

const ready = {
  SUPPORT_EMAIL: "support@soulmate-stories.com.au",
  SITE_URL: "https://soulmate-stories.com.au",
  PAYPAL_ENV: "production",
  AI_MODE: "workers-ai",
  EMAIL_FROM: "Soulmate Stories <hello@soulmate-stories.com.au>",
};

describe("deploy check: production vars", () => {
  it("lets a production configuration through", () => {
    expect(productionConfigProblems(ready)).toEqual([]);
    // EMAIL_FROM empty means no email is sent: allowed.
    expect(productionConfigProblems({ ...ready, EMAIL_FROM: "" })).toEqual([]);
    const { EMAIL_FROM: _, ...withoutEmail } = ready;
    expect(productionConfigProblems(withoutEmail)).toEqual([]);
  });

  it.each([
    ["support@localhost.test", /SUPPORT_EMAIL is support@localhost.test/],
    ["help@localhost", /SUPPORT_EMAIL/],
    ["help@example.com", /SUPPORT_EMAIL/],
    ["help@shop.example", /SUPPORT_EMAIL/],
    ["", /SUPPORT_EMAIL is not an email address/],
  ])("refuses SUPPORT_EMAIL %j", (value, message) => {
    const problems = productionConfigProblems({ ...ready, SUPPORT_EMAIL: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it.each([
    ["", /SITE_URL is empty/],
    ["http://soulmate-stories.com.au", /https/],
    ["https://localhost:5173", /placeholder/],
    ["https://shop.example.org", /placeholder/],
    ["not a url", /https/],
  ])("refuses SITE_URL %j", (value, message) => {
    const problems = productionConfigProblems({ ...ready, SITE_URL: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it("refuses PayPal's sandbox", () => {
    expect(productionConfigProblems({ ...ready, PAYPAL_ENV: "sandbox" })).toEqual([
      expect.stringMatching(/PAYPAL_ENV is "sandbox"/),
    ]);
  });

  it("refuses an EMAIL_FROM on a test domain", () => {
    expect(productionConfigProblems({ ...ready, EMAIL_FROM: "Shop <shop@localhost.test>" })).toEqual([
      expect.stringMatching(/EMAIL_FROM is Shop <shop@localhost.test>, a local placeholder/),
    ]);
  });

  it("names every problem at once", () => {
    expect(productionConfigProblems({ SUPPORT_EMAIL: "support@localhost.test", PAYPAL_ENV: "sandbox" })).toHaveLength(
      3,
    );
  });

  it("tells test and example names from real ones", () => {
    for (const host of ["localhost", "a.test", "example.com", "www.example.net", "x.invalid", "127.0.0.1"])
      expect(isPlaceholderHost(host), host).toBe(true);
    for (const host of ["soulmate-stories.com.au", "examples.com", "testing.io"])
      expect(isPlaceholderHost(host), host).toBe(false);
  });

  it("refuses the committed wrangler.toml until its local defaults are replaced", async () => {
    const vars = await readProductionVars();
    expect(vars.PAYPAL_ENV).toBe("production");
    expect(productionConfigProblems(vars).length).toBeGreaterThan(0);
  });
});

describe("deploy check: production secrets", () => {
  it("needs ADMIN_KEY", () => {
    expect(productionSecretProblems(["ADMIN_KEY", "SIGNING_SECRET"])).toEqual([]);
    expect(productionSecretProblems(["SIGNING_SECRET"])).toEqual([expect.stringMatching(/ADMIN_KEY/)]);
  });
});

describe("npm run deploy", () => {
  it("runs the check before anything remote", () => {
    const pkg = JSON.parse(readFileSync(path.join(import.meta.dirname, "..", "..", "package.json"), "utf8"));
    const steps: string[] = pkg.scripts.deploy.split("&&").map((step: string) => step.trim());
    const check = steps.indexOf("node scripts/deploy-check.mjs");
    expect(check).toBeGreaterThanOrEqual(0);
    const firstRemote = steps.findIndex((step) => /--remote|wrangler deploy|:remote/.test(step));
    expect(check).toBeLessThan(firstRemote);
  });
});
