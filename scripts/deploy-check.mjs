/**
 * The first step of `npm run deploy`, before anything remote: refuses to ship the local
 * defaults into production (docs/decisions/0035).
 *   1. wrangler.toml's [env.production] vars, read with wrangler's own config reader:
 *      a real SUPPORT_EMAIL, an https SITE_URL, live PayPal, and EMAIL_FROM (when set)
 *      on a real domain;
 *   2. the production secrets (`wrangler secret list --env production`, which needs a login):
 *      ADMIN_KEY must be set.
 *   node scripts/deploy-check.mjs [--config-only]
 */
import { execFileSync } from "node:child_process";
import path from "node:path";

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

  if ("EMAIL_FROM" in vars) {
    const from = text("EMAIL_FROM");
    const fromDomain = from ? emailDomain(from) : null;
    if (from && !fromDomain) problems.push(`EMAIL_FROM is "${from}", not an email address.`);
    else if (fromDomain && isPlaceholderHost(fromDomain))
      problems.push(`EMAIL_FROM is ${from}, a local placeholder: use a sender on the shop's onboarded domain.`);
  }
  return problems;
}

/** What is missing from the production secrets, given their names. */
export function productionSecretProblems(names) {
  return names.includes("ADMIN_KEY")
    ? []
    : [
        "The ADMIN_KEY secret is not set: `openssl rand -hex 32`, then `npx wrangler secret put ADMIN_KEY --env production`.",
      ];
}

/** [env.production]'s vars as wrangler resolves them (no redirect to a build: the file itself). */
export async function readProductionVars(configPath = path.join(root, "wrangler.toml")) {
  const { unstable_readConfig } = await import("wrangler");
  return { ...unstable_readConfig({ config: configPath, env: "production" }).vars };
}

function fail(heading, problems) {
  process.stderr.write(`\n✘ ${heading}\n${problems.map((p) => `  - ${p}`).join("\n")}\n\n`);
  process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const configProblems = productionConfigProblems(await readProductionVars());
  if (configProblems.length > 0)
    fail("Not deploying: wrangler.toml [env.production.vars] still has local defaults.", configProblems);
  process.stdout.write("✔ [env.production] vars are set for production.\n");

  if (!process.argv.includes("--config-only")) {
    process.stdout.write("Checking the production secrets (wrangler secret list --env production)…\n");
    let names;
    try {
      const out = execFileSync(
        path.join(root, "node_modules", ".bin", "wrangler"),
        ["secret", "list", "--env", "production", "--format", "json"],
        { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
      );
      names = JSON.parse(out.slice(out.indexOf("["))).map((secret) => secret.name);
    } catch (error) {
      fail("Not deploying: could not list the production secrets.", [
        `${error.message.split("\n")[0]} (log in with \`npx wrangler login\` and try again).`,
      ]);
    }
    const secretProblems = productionSecretProblems(names);
    if (secretProblems.length > 0) fail("Not deploying: a production secret is missing.", secretProblems);
    process.stdout.write("✔ ADMIN_KEY is set.\n");
  }
}
