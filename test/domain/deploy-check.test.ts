/**
 * `npm run deploy` refuses to ship the local defaults (scripts/deploy-check.mjs,
 * docs/decisions/0035, 0055): the pure checks of [env.production]'s vars, bindings and secrets,
 * the Node version, the build about to ship; the committed wrangler.toml read through wrangler's
 * own config reader; the script itself run on configurations with each placeholder (no network:
 * --config-only); plain `wrangler deploy` refused; and the order of the deploy script.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { nodeVersionProblem } from "../../scripts/check-node.mjs";
import {
  builtConfigProblems,
  isPlaceholderHost,
  productionBindingProblems,
  productionConfigProblems,
  productionSecretProblems,
  readProductionConfig,
  readProductionVars,
} from "../../scripts/deploy-check.mjs";

const root = path.join(import.meta.dirname, "..", "..");

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
  });

  it("refuses an empty or missing EMAIL_FROM: no receipts and no sign-in links", () => {
    expect(productionConfigProblems({ ...ready, EMAIL_FROM: "" })).toEqual([
      expect.stringMatching(/EMAIL_FROM is empty/),
    ]);
    const { EMAIL_FROM: _, ...withoutEmail } = ready;
    expect(productionConfigProblems(withoutEmail)).toEqual([expect.stringMatching(/EMAIL_FROM is empty/)]);
  });

  it("refuses the development reader", () => {
    expect(productionConfigProblems({ ...ready, AI_MODE: "local" })).toEqual([
      expect.stringMatching(/AI_MODE is "local"/),
    ]);
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
      4,
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

describe("deploy check: production Worker and bindings", () => {
  const real = {
    name: "soulmate-tarot-shop",
    d1_databases: [{ binding: "DB", database_id: "3f9c2a71-5b8e-4d2a-9c61-0e7f5a2b4c19" }],
  };

  it("lets a real database and a production name of its own through", () => {
    expect(productionBindingProblems(real, "soulmate-tarot-shop-dev")).toEqual([]);
  });

  it.each(["00000000-0000-0000-0000-000000000000", "0000", ""])("refuses the database_id %j", (id) => {
    expect(
      productionBindingProblems(
        { ...real, d1_databases: [{ binding: "DB", database_id: id }] },
        "soulmate-tarot-shop-dev",
      ),
    ).toEqual([expect.stringMatching(/DB database_id .* the all-zero placeholder: run `npx wrangler d1 create/)]);
  });

  it("refuses a production Worker named like the development one", () => {
    expect(productionBindingProblems(real, "soulmate-tarot-shop")).toEqual([
      expect.stringMatching(/the development Worker's/),
    ]);
  });
});

describe("deploy check: production secrets", () => {
  const all = ["ADMIN_KEY", "SIGNING_SECRET", "PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_WEBHOOK_ID"];

  it("lets every secret through", () => {
    expect(productionSecretProblems(all)).toEqual([]);
  });

  it.each(all)("refuses a missing %s, with how to make it and the command that sets it", (name) => {
    const problems = productionSecretProblems(all.filter((n) => n !== name));
    expect(problems[0]).toMatch(
      new RegExp(`The ${name} secret is not set: .*\`npx wrangler secret put ${name} --env production\``),
    );
  });

  it("waives only PayPal's secrets when the operator says the shop takes coupons only", () => {
    expect(productionSecretProblems(["ADMIN_KEY", "SIGNING_SECRET"], { couponsOnly: true })).toEqual([]);
    // Without saying so, the same secrets are refused, and the way to say so is named.
    const problems = productionSecretProblems(["ADMIN_KEY", "SIGNING_SECRET"]);
    expect(problems).toHaveLength(4);
    expect(problems.at(-1)).toMatch(/SHOP_COUPONS_ONLY=1/);
    // Coupons only still needs the admin (where coupons are made) and signed file links.
    expect(productionSecretProblems([], { couponsOnly: true })).toEqual([
      expect.stringMatching(/ADMIN_KEY/),
      expect.stringMatching(/SIGNING_SECRET/),
    ]);
  });
});

describe("deploy check: the Node version", () => {
  it("names the Node it found and the one it needs", () => {
    const problem = nodeVersionProblem("20.19.2", "/usr/bin/node");
    expect(problem).toMatch(/need Node >=22\.12; they are running on Node 20\.19\.2 \(\/usr\/bin\/node\)/);
    expect(nodeVersionProblem("22.11.0", "/x")).toMatch(/Node 22\.11\.0/);
    expect(nodeVersionProblem("22.12.0", "/x")).toBeNull();
    expect(nodeVersionProblem("24.21.0", "/x")).toBeNull();
  });
});

describe("deploy check: the build about to ship", () => {
  const productionBuild = {
    name: "soulmate-tarot-shop",
    targetEnvironment: "production",
    vars: { AI_MODE: "workers-ai", PAYPAL_ENV: "production" },
  };

  it("lets the production build through", () => {
    expect(builtConfigProblems(productionBuild, "soulmate-tarot-shop")).toEqual([]);
  });

  it("refuses a development build (npm run build without CLOUDFLARE_ENV=production)", () => {
    const dev = { name: "soulmate-tarot-shop-dev", vars: { AI_MODE: "local", PAYPAL_ENV: "sandbox" } };
    expect(builtConfigProblems(dev, "soulmate-tarot-shop")).toEqual([
      expect.stringMatching(/a build for development, not production/),
      expect.stringMatching(/named "soulmate-tarot-shop-dev"/),
      expect.stringMatching(/AI_MODE "local"/),
      expect.stringMatching(/"sandbox"/),
    ]);
  });
});

describe("one production config (decision 0055)", () => {
  it("the development Worker and the production Worker have different names", async () => {
    const { production, devName } = await readProductionConfig();
    expect(devName).toBe("soulmate-tarot-shop-dev");
    expect(production.name).toBe("soulmate-tarot-shop");
    expect(production.vars).toMatchObject({ AI_MODE: "workers-ai", PAYPAL_ENV: "production" });
  });

  it("refuses `wrangler deploy` and `wrangler versions upload` from wrangler.toml (its [build] step)", () => {
    for (const command of ["deploy", "versions upload"]) {
      const run = spawnSync(process.execPath, [path.join(root, "scripts", "wrangler-build.mjs")], {
        cwd: root,
        env: { ...process.env, WRANGLER_COMMAND: command },
        encoding: "utf8",
      });
      expect(run.status, command).toBe(1);
      expect(run.stderr).toContain(`Not running \`wrangler ${command}\` from wrangler.toml`);
      expect(run.stderr).toContain("npm run deploy");
    }
  });
});

describe("deploy check, the script itself", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "deploy-check-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** wrangler.toml with [env.production]'s vars and database id replaced. */
  function config(vars: Record<string, string>, databaseId: string) {
    const toml = readFileSync(path.join(root, "wrangler.toml"), "utf8");
    const production = toml.indexOf("[env.production.vars]");
    const head = toml.slice(0, production);
    const tail = toml.slice(toml.indexOf("\n[[", production));
    const body = Object.entries(vars)
      .map(([k, v]) => `${k} = ${JSON.stringify(v)}`)
      .join("\n");
    const file = path.join(dir, `wrangler-${crypto.randomUUID()}.toml`);
    const withId = `${head}[env.production.vars]\n${body}\n${tail}`.replace(
      /(\[\[env\.production\.d1_databases\]\][^[]*database_id = )"[^"]*"/,
      `$1"${databaseId}"`,
    );
    // Relative paths in the config (main, assets, migrations) are read from the project.
    writeFileSync(
      file,
      withId.replaceAll('"./', `"${root}/`).replace('main = "workers/app.ts"', `main = "${root}/workers/app.ts"`),
    );
    return file;
  }

  const run = (args: string[], options: { node?: string[] } = {}) =>
    spawnSync(process.execPath, [...(options.node ?? []), path.join(root, "scripts", "deploy-check.mjs"), ...args], {
      cwd: root,
      encoding: "utf8",
    });

  const readyVars = { ...ready, AI_MODEL: "@cf/google/gemma-4-26b-a4b-it" };
  const realId = "3f9c2a71-5b8e-4d2a-9c61-0e7f5a2b4c19";

  it("passes a production config with every value set", () => {
    const result = run(["--config-only", "--config", config(readyVars, realId)]);
    expect(result.stderr).not.toContain("Not deploying");
    expect(result.stdout).toContain("✔ [env.production] is set for production.");
    expect(result.status).toBe(0);
  });

  it.each([
    ["the all-zero database id", readyVars, "00000000-0000-0000-0000-000000000000", /all-zero placeholder/],
    ["an empty EMAIL_FROM", { ...readyVars, EMAIL_FROM: "" }, realId, /EMAIL_FROM is empty/],
    ["a placeholder SUPPORT_EMAIL", { ...readyVars, SUPPORT_EMAIL: "support@localhost.test" }, realId, /SUPPORT_EMAIL/],
    ["sandbox PayPal", { ...readyVars, PAYPAL_ENV: "sandbox" }, realId, /PAYPAL_ENV is "sandbox"/],
    ["the development reader", { ...readyVars, AI_MODE: "local" }, realId, /AI_MODE is "local"/],
  ])("refuses %s, and says why", (_label, vars, id, reason) => {
    const result = run(["--config-only", "--config", config(vars, id)]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Not deploying: wrangler.toml \[env.production\] still has local defaults/);
    expect(result.stderr).toMatch(reason);
  });

  it("refuses on an old Node, naming the version it found and the one it needs", () => {
    // This Node, made to report 20.19.2 as an old install would.
    const old = ["--import", 'data:text/javascript,Object.defineProperty(process.versions,"node",{value:"20.19.2"})'];
    const result = run(["--config-only"], { node: old });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Not deploying: the Node version is the problem.");
    expect(result.stderr).toMatch(/need Node >=22\.12; they are running on Node 20\.19\.2/);
    expect(result.stderr).not.toMatch(/log in/);
  });
});

describe("npm run deploy", () => {
  const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  const steps: string[] = pkg.scripts.deploy.split("&&").map((step: string) => step.trim());

  it("runs the check before anything remote", () => {
    const check = steps.indexOf("node scripts/deploy-check.mjs");
    expect(check).toBeGreaterThanOrEqual(0);
    const firstRemote = steps.findIndex((step) => /--remote|wrangler deploy|:remote/.test(step));
    expect(check).toBeLessThan(firstRemote);
  });

  it("builds for production, checks that build, then deploys it to production by name", () => {
    const build = steps.indexOf("CLOUDFLARE_ENV=production npm run build");
    const builtCheck = steps.indexOf("node scripts/deploy-check.mjs --built");
    expect(build).toBeGreaterThan(0);
    expect(builtCheck).toBe(build + 1);
    expect(steps.at(-1)).toBe("wrangler deploy --env production");
    expect(steps.filter((step) => /wrangler deploy/.test(step))).toEqual(["wrangler deploy --env production"]);
  });
});
