/**
 * `npm run eval:readings`: the embedded reader's scorecard over the fixed
 * question set (issue 24). `-- --remote` would read the same questions with
 * the production models on Workers AI; that needs a Cloudflare account and is
 * not wired yet, so it says so and stops. Never touches the network otherwise.
 */
import { TAROT_QUESTIONS } from "../test/fixtures/tarot-questions";
import { scorecard } from "./eval/reading-scorecard";

if (process.argv.includes("--remote")) {
  console.error(
    "eval:readings --remote needs a Cloudflare account (CLOUDFLARE_ACCOUNT_ID and an API token with Workers AI) and is not wired yet; only the embedded reader is scored.",
  );
  process.exit(2);
}

const card = scorecard(TAROT_QUESTIONS);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
console.log(`Embedded reader, ${card.readings.length} questions (one reading each, spreads in turn)\n`);
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
if (process.argv.includes("--print"))
  for (const r of card.readings) console.log(`\n=== ${r.q} (${r.spread})\n${r.text}`);
