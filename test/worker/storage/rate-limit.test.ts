import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { inOneWindow } from "../rate-window";

describe("rate-limiting bindings", () => {
  it("let the configured number of calls through per key, then refuse", async () => {
    const { key, outcomes } = await inOneWindow(async () => {
      const key = `ip:${crypto.randomUUID()}`;
      const outcomes: boolean[] = [];
      for (let i = 0; i < 11; i++) outcomes.push((await env.RATE_LIMIT_PREPARE.limit({ key })).success);
      return { key, outcomes };
    });
    expect(outcomes.slice(0, 10).every(Boolean)).toBe(true);
    expect(outcomes[10]).toBe(false);
    // Another visitor is unaffected.
    expect((await env.RATE_LIMIT_PREPARE.limit({ key: `${key}-other` })).success).toBe(true);
  });
});
