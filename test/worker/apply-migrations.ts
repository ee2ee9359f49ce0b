import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { ownerKeyHash } from "../../src/api/order-owner";
import { TEST_OWNER_KEY } from "./factories";

// The real migrations, the same files wrangler applies in dev and production.
// Idempotent: applyD1Migrations skips what is already applied.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// The tests' buyer browser (ownerCookie()) holds a key the shop gave it: an order of its own keeps
// the key's hash, so orders the API makes for that browser keep the key (src/api/order-owner.ts
// replaces a key no order keeps). An old unpaid tarot order that no list, sweep or email touches.
await env.DB.prepare(
  `INSERT OR IGNORE INTO orders (id, product_type, status, email, original_price_cents, final_price_cents, owner_key_hash, created_at, updated_at)
   VALUES ('00000000-0000-4000-8000-0000000000b1', 'tarot_reading', 'awaiting_payment', '', 1499, 1499, ?, 0, 0)`,
)
  .bind(await ownerKeyHash(TEST_OWNER_KEY))
  .run();
