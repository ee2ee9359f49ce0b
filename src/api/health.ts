import { Hono } from "hono";
import type { AppEnv } from "../app-env";

/** Liveness for uptime checks and the bench. It touches no binding, on purpose. */
export const healthRoutes = new Hono<AppEnv>().get("/", (c) => {
  c.header("Cache-Control", "no-store");
  return c.json({ status: "ok" as const });
});
