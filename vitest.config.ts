import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;

/** Vars and secrets the Worker tests run with; everything else comes from wrangler.toml. */
export const TEST_BINDINGS = {
  ADMIN_KEY: "test-admin-key-0123456789",
  SIGNING_SECRET: "test-signing-secret-0123456789abcdef",
  PAYPAL_CLIENT_ID: "test-paypal-client-id",
  PAYPAL_CLIENT_SECRET: "test-paypal-client-secret",
  PAYPAL_WEBHOOK_ID: "TEST-WEBHOOK-ID",
};

export default defineConfig(async () => {
  // The same folder drizzle-kit writes and wrangler applies.
  const migrations = await readD1Migrations(path.join(root, "migrations"));

  /**
   * A project that runs inside workerd with the shop's real bindings (D1, R2, Queues, the
   * Durable Object), the migrations applied and the PayPal fake running in Node.
   */
  const workerdProject = (name: string, include: string[], { isolate = true, exclude = [] as string[] } = {}) => ({
    plugins: [
      cloudflareTest(({ inject }) => ({
        remoteBindings: process.env.CLOUDFLARE_REMOTE_BINDINGS === "true",
        wrangler: { configPath: path.join(root, "wrangler.toml") },
        miniflare: {
          bindings: { ...TEST_BINDINGS, PAYPAL_API_BASE: inject("paypalBase"), TEST_MIGRATIONS: migrations },
        },
      })),
    ],
    test: {
      name,
      include,
      exclude,
      isolate,
      // Generous: on a busy 2-core machine a Durable Object or queue round trip can take seconds.
      testTimeout: 20_000,
      setupFiles: ["test/worker/apply-migrations.ts"],
      // The PayPal fake, an HTTP server in Node that the Worker calls like the real API.
      globalSetup: ["test/worker/paypal-fake-setup.ts"],
    },
  });

  return {
    test: {
      projects: [
        // Files share one workerd (and its D1, R2 and queues) per vitest worker instead of starting their own:
        // about four times faster on two cores. Every test makes its own rows with fresh ids, so none depends
        // on an empty database (docs/decisions/0023).
        workerdProject("worker", ["test/worker/**/*.test.ts"], { isolate: false }),
        // The standing suites of docs/quality.md (npm run test:reliability, test:security).
        workerdProject("reliability", ["test/reliability/**/*.test.ts"], { exclude: ["test/reliability/chaos/**"] }),
        {
          // The reliability suite's chaos tests: the built shop under wrangler dev, killed and restarted.
          test: {
            name: "chaos",
            environment: "node",
            include: ["test/reliability/chaos/**/*.test.ts"],
            testTimeout: 600_000,
            hookTimeout: 60_000,
          },
        },
        workerdProject("security", ["test/security/**/*.test.ts"]),
        {
          plugins: [react()],
          test: {
            name: "app",
            environment: "jsdom",
            include: ["test/app/**/*.test.{ts,tsx}"],
            setupFiles: ["test/app/setup.ts"],
          },
        },
        {
          test: {
            name: "e2e",
            environment: "node",
            include: ["test/e2e/**/*.test.ts"],
            globalSetup: ["test/e2e/global-setup.ts"],
            testTimeout: 30_000,
            hookTimeout: 60_000,
            // One browser and one server, shared by every journey.
            fileParallelism: false,
          },
        },
      ],
    },
  };
});
