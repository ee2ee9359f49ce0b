/**
 * Bench-only entry (never deployed): the real shop Worker and a bare Hono
 * handler side by side in one isolate of one workerd, so their throughput
 * differs only by the shop's middleware and routing.
 */
import { Hono } from "hono";
import shop from "../src/index";

export { TarotSession } from "../src/index";

const BARE_HEALTH_PATH = "/api/__bare/health";

const bare = new Hono().get(BARE_HEALTH_PATH, (c) => c.json({ status: "ok" }));

export default {
  fetch(request, env, ctx) {
    // The same one check runs for both sides.
    if (new URL(request.url).pathname === BARE_HEALTH_PATH) return bare.fetch(request, env, ctx);
    return shop.fetch(request, env, ctx);
  },
} satisfies ExportedHandler<Env>;
