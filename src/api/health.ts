import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { json } from "./openapi";

/** Liveness for uptime checks and the bench. It touches no binding, on purpose. */
const healthDoc = describeRoute({
  tags: ["Shop"],
  summary: "Liveness",
  responses: { 200: json("The Worker is up", z.object({ status: z.literal("ok") })) },
});

export const healthRoutes = new Hono<AppEnv>().get("/", healthDoc, (c) => {
  c.header("Cache-Control", "no-store");
  return c.json({ status: "ok" as const });
});
