import { defineConfig } from "drizzle-kit";

// `out` is the same folder wrangler applies (migrations_dir) and the tests read.
export default defineConfig({
  dialect: "sqlite",
  schema: "./src/db/schema.ts",
  out: "./migrations",
});
