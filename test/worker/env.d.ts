import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      /** Injected by vitest.config.ts: the parsed migrations/ folder. */
      TEST_MIGRATIONS: D1Migration[];
      /** Injected by vitest.config.ts: the Sentry fake's base URL (test/fakes/sentry-fake.mjs). */
      SENTRY_FAKE_BASE: string;
    }
  }
}
