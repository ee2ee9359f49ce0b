/**
 * `npm run deploy`'s guard (docs/decisions/0035, 0055). It refuses, with the reason and the fix:
 *   0. a Node older than package.json "engines" (named, before wrangler can fail in its own words);
 *   1. wrangler.toml's [env.production], read with wrangler's own config reader: a real
 *      SUPPORT_EMAIL, an https SITE_URL, live PayPal, an EMAIL_FROM on a real domain, a D1
 *      database_id that is not the all-zero placeholder, and a Worker name of its own (not the
 *      development Worker's);
 *   2. the production secrets (`wrangler secret list --env production`, which needs a login):
 *      ADMIN_KEY and SIGNING_SECRET always, and PayPal's three unless the operator says the shop
 *      takes coupons only (SHOP_COUPONS_ONLY=1);
 *   3. with --built, after `CLOUDFLARE_ENV=production npm run build`: the build wrangler deploy is
 *      about to ship is the production one (its target environment, name, AI and PayPal settings).
 *
 *   node scripts/deploy-check.mjs [--config-only] [--config PATH]
 *   node scripts/deploy-check.mjs --built
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { nodeVersionProblem } from "./check-node.mjs";

const root = path.resolve(import.meta.dirname, "..");

/** Names that never reach a real mailbox or site: reserved test names (RFC 2606, RFC 6761) and example domains. */
export function isPlaceholderHost(host) {
  const name = host.toLowerCase().replace(/\.$/, "");
  const labels = name.split(".");
  const tld = labels.at(-1) ?? "";
  if (["test", "localhost", "invalid", "example", "local", "internal"].includes(tld)) return true;
  if (labels.includes("example")) return true;
  return name === "localhost" || /^\d{1,3}(\.\d{1,3}){3}$/.test(name);
}

function emailDomain(address) {
  // "Name <user@host>" or "user@host".
  const match = /<?[^<>\s@]+@([^<>\s@]+)>?\s*$/.exec(address.trim());
  return match ? match[1] : null;
}

/**
 * What is wrong with these production vars, in words an operator can act on; empty when they
 * may ship. Pure, so it is tested with good and bad configurations.
 * @param {Record<string, unknown>} vars
 * @returns {string[]}
 */
export function productionConfigProblems(vars) {
  const problems = [];
  const text = (name) => (typeof vars[name] === "string" ? vars[name].trim() : "");

  const support = text("SUPPORT_EMAIL");
  const supportDomain = emailDomain(support);
  if (!supportDomain)
    problems.push("SUPPORT_EMAIL is not an email address: buyers are shown it wherever support is named.");
  else if (isPlaceholderHost(supportDomain))
    problems.push(
      `SUPPORT_EMAIL is ${support}, a local placeholder: set the real support address buyers can write to.`,
    );

  const site = text("SITE_URL");
  if (!site)
    problems.push("SITE_URL is empty: set the shop's https address (canonical links, permalinks, email links).");
  else {
    let url = null;
    try {
      url = new URL(site);
    } catch {}
    if (url?.protocol !== "https:") problems.push(`SITE_URL is ${site}: it must be an https:// address.`);
    else if (isPlaceholderHost(url.hostname)) problems.push(`SITE_URL is ${site}, a local placeholder.`);
  }

  const paypal = text("PAYPAL_ENV");
  if (paypal !== "production")
    problems.push(`PAYPAL_ENV is "${paypal}": production takes live payments, so it must be "production".`);

  if (text("AI_MODE") === "local")
    problems.push('AI_MODE is "local", the development reader: production reads with "workers-ai" (decision 0025).');

  const from = text("EMAIL_FROM");
  const fromDomain = from ? emailDomain(from) : null;
  if (!from)
    problems.push(
      'EMAIL_FROM is empty, so the shop would send no email (no receipts, no My Orders sign-in links): set it to a sender on the domain onboarded to Email Sending, e.g. "Soulmate Stories <hello@your-domain>".',
    );
  else if (!fromDomain) problems.push(`EMAIL_FROM is "${from}", not an email address.`);
  else if (isPlaceholderHost(fromDomain))
    problems.push(`EMAIL_FROM is ${from}, a local placeholder: use a sender on the shop's onboarded domain.`);
  return problems;
}

/** wrangler.toml's placeholder id: `wrangler d1 create` prints the real one. */
const ZERO_ID = /^[0-]+$/;

/**
 * What is wrong with [env.production]'s Worker and bindings: its name must not be the development
 * Worker's, and each D1 database must be a real one.
 * @param {{ name?: string, d1_databases?: { binding: string, database_id?: string }[] }} config
 * @param {string} devName the top-level (development) Worker's name
 */
export function productionBindingProblems(config, devName) {
  const problems = [];
  if (!config.name || config.name === devName)
    problems.push(
      `[env.production] name is "${config.name ?? ""}", the development Worker's: give production its own name.`,
    );
  const databases = config.d1_databases ?? [];
  if (databases.length === 0) problems.push("[env.production] has no D1 database: declare the DB binding.");
  for (const db of databases) {
    if (!db.database_id || ZERO_ID.test(db.database_id))
      problems.push(
        `The ${db.binding} database_id in [[env.production.d1_databases]] is "${db.database_id ?? ""}", the all-zero placeholder: run \`npx wrangler d1 create soulmate-tarot-shop\` and put the printed database_id there.`,
      );
  }
  return problems;
}

/** How each secret is made and set (README, Deploy your own shop). */
const SECRETS = {
  ADMIN_KEY: "a long random key: `openssl rand -hex 32`",
  SIGNING_SECRET: "a long random key: `openssl rand -hex 32`",
  PAYPAL_CLIENT_ID: "the live REST app's client id (developer.paypal.com → Apps & Credentials → Live)",
  PAYPAL_CLIENT_SECRET: "the live REST app's secret",
  PAYPAL_WEBHOOK_ID: "the id PayPal shows for the live webhook to https://<your-domain>/api/paypal/webhook",
};
const ALWAYS = ["ADMIN_KEY", "SIGNING_SECRET"];
const PAYPAL = ["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_WEBHOOK_ID"];

/**
 * What is missing from the production secrets, given their names. ADMIN_KEY (the admin, where
 * coupons are made) and SIGNING_SECRET (without it, file links carry the buyer's email instead of a
 * signature) are always needed; PayPal's three unless the operator says the shop takes coupons only.
 * @param {string[]} names
 * @param {{ couponsOnly?: boolean }} [options]
 */
export function productionSecretProblems(names, { couponsOnly = false } = {}) {
  const needed = couponsOnly ? ALWAYS : [...ALWAYS, ...PAYPAL];
  const problems = needed
    .filter((name) => !names.includes(name))
    .map(
      (name) =>
        `The ${name} secret is not set: ${SECRETS[name]}, then \`npx wrangler secret put ${name} --env production\`.`,
    );
  if (!couponsOnly && PAYPAL.some((name) => !names.includes(name)))
    problems.push(
      "A shop that takes coupons only, with no card checkout, may skip PayPal's secrets: deploy with SHOP_COUPONS_ONLY=1.",
    );
  return problems;
}

/**
 * What is wrong with the build `wrangler deploy` would ship (the Vite plugin's config in dist/):
 * it must have been built for production, never the development config.
 * @param {Record<string, any>} built
 * @param {string} productionName
 */
export function builtConfigProblems(built, productionName) {
  const problems = [];
  if (built.targetEnvironment !== "production")
    problems.push(
      `dist/ holds a build for ${built.targetEnvironment ? `the "${built.targetEnvironment}" environment` : "development"}, not production: build with \`CLOUDFLARE_ENV=production npm run build\`.`,
    );
  if (built.name !== productionName)
    problems.push(`The built Worker is named "${built.name}", not the production Worker "${productionName}".`);
  if (built.vars?.AI_MODE === "local") problems.push('The build reads with AI_MODE "local", the development reader.');
  if (built.vars?.PAYPAL_ENV !== "production")
    problems.push(`The build takes PayPal payments in "${built.vars?.PAYPAL_ENV}", not "production".`);
  return problems;
}

/** wrangler.toml as wrangler resolves it: [env.production], and the top level (development) for its name. */
export async function readProductionConfig(configPath = path.join(root, "wrangler.toml")) {
  const { unstable_readConfig } = await import("wrangler");
  const production = unstable_readConfig({ config: configPath, env: "production" });
  const development = unstable_readConfig({ config: configPath });
  return { production, devName: development.name };
}

/** [env.production]'s vars as wrangler resolves them (no redirect to a build: the file itself). */
export async function readProductionVars(configPath) {
  return { ...(await readProductionConfig(configPath)).production.vars };
}

/** The config `wrangler deploy` would read: the one the last build's redirect points to. */
export function readBuiltConfig(dir = root) {
  const redirect = path.join(dir, ".wrangler", "deploy", "config.json");
  if (!existsSync(redirect)) return null;
  const { configPath } = JSON.parse(readFileSync(redirect, "utf8"));
  return JSON.parse(readFileSync(path.resolve(path.dirname(redirect), configPath), "utf8"));
}

function fail(heading, problems) {
  process.stderr.write(`\n✘ ${heading}\n${problems.map((p) => `  - ${p}`).join("\n")}\n\n`);
  process.exit(1);
}

/** `wrangler secret list --env production` on this same Node (npm's PATH may hold an older one). */
function listSecretNames(configPath) {
  const wrangler = path.join(root, "node_modules", "wrangler", "bin", "wrangler.js");
  const out = execFileSync(
    process.execPath,
    [wrangler, "secret", "list", "--env", "production", "--format", "json", "--config", configPath],
    { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
  );
  return JSON.parse(out.slice(out.indexOf("["))).map((secret) => secret.name);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const args = process.argv.slice(2);
  const nodeProblem = nodeVersionProblem(process.versions.node, process.execPath);
  if (nodeProblem) {
    process.stderr.write(`\nNot deploying: the Node version is the problem.\n${nodeProblem}\n\n`);
    process.exit(1);
  }
  const configAt = args.indexOf("--config");
  const configPath = configAt >= 0 ? path.resolve(args[configAt + 1] ?? "") : path.join(root, "wrangler.toml");
  const { production, devName } = await readProductionConfig(configPath);

  if (args.includes("--built")) {
    const built = readBuiltConfig();
    const problems = built
      ? builtConfigProblems(built, production.name)
      : ["There is no build: run `CLOUDFLARE_ENV=production npm run build` first."];
    if (problems.length > 0) fail("Not deploying: dist/ is not the production build.", problems);
    process.stdout.write(`✔ dist/ is the production build of ${production.name}.\n`);
    process.exit(0);
  }

  const configProblems = [
    ...productionConfigProblems(production.vars),
    ...productionBindingProblems(production, devName),
  ];
  if (configProblems.length > 0)
    fail("Not deploying: wrangler.toml [env.production] still has local defaults.", configProblems);
  process.stdout.write("✔ [env.production] is set for production.\n");

  if (!args.includes("--config-only")) {
    const couponsOnly = process.env.SHOP_COUPONS_ONLY === "1";
    process.stdout.write("Checking the production secrets (wrangler secret list --env production)…\n");
    let names;
    try {
      names = listSecretNames(configPath);
    } catch (error) {
      fail("Not deploying: could not list the production secrets.", [
        `${error.message.split("\n")[0]} (log in with \`npx wrangler login\` and try again).`,
      ]);
    }
    const secretProblems = productionSecretProblems(names, { couponsOnly });
    if (secretProblems.length > 0) fail("Not deploying: a production secret is missing.", secretProblems);
    process.stdout.write(
      couponsOnly
        ? "✔ ADMIN_KEY and SIGNING_SECRET are set (coupons only: no PayPal).\n"
        : "✔ ADMIN_KEY, SIGNING_SECRET and PayPal's secrets are set.\n",
    );
  }
}
