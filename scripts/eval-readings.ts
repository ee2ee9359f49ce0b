/**
 * `npm run eval:readings`: the embedded reader's scorecard over the fixed
 * question set (issue 24). Never touches the network.
 *
 * `npm run eval:readings -- --remote` reads the same questions, on the same draws, with the
 * production models on Workers AI (scripts/eval/remote-readings.ts) and prints the same
 * scorecard for each, plus the replies the check refused. It needs CLOUDFLARE_ACCOUNT_ID and
 * CLOUDFLARE_API_TOKEN; without them it says what to set and exits with status 2.
 * `--model <id>` (repeatable) scores other models; `--print` prints every reading.
 */
import { readFileSync } from "node:fs";
import { TAROT_QUESTIONS } from "../test/fixtures/tarot-questions";
import { type Scorecard, scorecard, stockOverSeedings } from "./eval/reading-scorecard";
import {
  modelsFromArgs,
  productionModels,
  REMOTE_NEEDS,
  remoteCredentials,
  remoteScorecards,
  restAttempts,
} from "./eval/remote-readings";

const args = process.argv.slice(2);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
/** How many seedings of the question set the stock figures are also reported over. */
const SEEDINGS = 10;

function printCard(title: string, card: Scorecard) {
  console.log(`${title}, ${card.readings.length} questions (one reading each, spreads in turn)\n`);
  for (const [check, { met, of }] of Object.entries(card.totals)) {
    console.log(`${check.padEnd(26)} ${String(met).padStart(3)} / ${of}`);
  }
  console.log(
    `\nstock sentences (shared word for word with another question's reading): ${pct(card.stockSentenceShare)} (goal ≤ 3%)`,
  );
  for (const s of card.stockSentences.slice(0, 8)) console.log(`  ${s.readings}× ${s.sentence}`);
  console.log(`6-word runs in more than 10% of readings: ${card.commonRuns.length} (goal 0)`);
  for (const r of card.commonRuns.slice(0, 12)) console.log(`  ${pct(r.share)} ${r.run}`);
  const failed = card.readings.filter((r) => Object.values(r.checks).some((ok) => !ok));
  if (failed.length > 0) {
    console.log(`\nreadings missing a check (${failed.length}):`);
    for (const r of failed) {
      const missed = Object.entries(r.checks)
        .filter(([, ok]) => !ok)
        .map(([k]) => k);
      console.log(`  [${r.spread}] ${r.q} — ${missed.join(", ")}`);
    }
  }
  if (args.includes("--print")) for (const r of card.readings) console.log(`\n=== ${r.q} (${r.spread})\n${r.text}`);
}

if (args.includes("--remote")) {
  const credentials = remoteCredentials(process.env);
  if (!credentials) {
    console.error(REMOTE_NEEDS);
    process.exit(2);
  }
  const ids =
    modelsFromArgs(args) ?? productionModels(readFileSync(new URL("../wrangler.toml", import.meta.url), "utf8"));
  if (ids.length === 0) {
    console.error("No model to score: wrangler.toml names no AI_MODEL, and no --model <id> was given.");
    process.exit(2);
  }
  const results = await remoteScorecards(TAROT_QUESTIONS, restAttempts(credentials, ids), (line) =>
    process.stderr.write(`\r${line}   `),
  );
  process.stderr.write("\n");
  for (const result of results) {
    printCard(`\n${result.model} on Workers AI`, result.card);
    const kept = result.card.readings.length - result.refused.filter((r) => r.q !== "(stopped)").length;
    console.log(`\nkept by the check: ${kept} / ${result.card.readings.length} (${result.mended} after mending)`);
    for (const r of result.refused) console.log(`  refused: ${r.q} — ${r.why.join("; ")}`);
  }
} else {
  printCard("Embedded reader", scorecard(TAROT_QUESTIONS));
  // The same questions on other draws, spreads shifted: the stock figures are not one lucky seeding.
  const seedings = stockOverSeedings(TAROT_QUESTIONS, SEEDINGS);
  const range = (xs: number[], f: (x: number) => string) => `${f(Math.min(...xs))}–${f(Math.max(...xs))}`;
  console.log(
    `\nover ${SEEDINGS} seedings: stock sentences ${range(seedings.sentenceShares, pct)}, common 6-word runs ${range(seedings.runCounts, String)} (${seedings.runCounts.join(" ")})`,
  );
}
