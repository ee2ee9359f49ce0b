/**
 * What `npm run deploy` ships: wrangler.toml's [env.production] reads with
 * Workers AI models the binding knows, and declares every binding the Worker
 * uses (an environment inherits none), while the top level, which dev, tests
 * and CI run, stays on the embedded model.
 */
import { describe, expect, it } from "vitest";
import generatedTypes from "../../../worker-configuration.d.ts?raw";
import toml from "../../../wrangler.toml?raw";

/** The `key = "value"` pairs of one TOML table, by its header. */
function table(header: string): Record<string, string> {
  const start = toml.indexOf(`\n[${header}]\n`);
  if (start < 0) return {};
  const body = toml.slice(start + header.length + 4).split(/\n\[/)[0] ?? "";
  return Object.fromEntries(
    [...body.matchAll(/^(\w+)\s*=\s*"([^"]*)"/gm)].map((m) => [m[1] as string, m[2] as string]),
  );
}

/** Binding names declared under a prefix ("" for the top level, "env.production." for production). */
function bindings(prefix: string): string[] {
  const names = new Set<string>();
  const pattern = new RegExp(
    `^\\[\\[?${prefix.replace(/\./g, "\\.")}(d1_databases|r2_buckets|queues\\.producers|durable_objects\\.bindings|ratelimits|send_email|ai)\\]\\]?\\n(?:[^\\[].*\\n)*?(?:binding|name)\\s*=\\s*"(\\w+)"`,
    "gm",
  );
  for (const m of toml.matchAll(pattern)) names.add(m[2] as string);
  return [...names].sort();
}

const KNOWN_MODELS = new Set(generatedTypes.match(/"@cf\/[^"]+"/g)?.map((id) => id.slice(1, -1)) ?? []);

describe("wrangler.toml", () => {
  it("runs the embedded model at the top level, which dev, tests and CI use", () => {
    expect(table("vars").AI_MODE).toBe("local");
  });

  it("reads with two different current Workers AI models in production", () => {
    const vars = table("env.production.vars");
    expect(vars.AI_MODE).toBe("workers-ai");
    expect(vars.PAYPAL_ENV).toBe("production");
    expect(KNOWN_MODELS.size).toBeGreaterThan(20);
    expect(KNOWN_MODELS.has(vars.AI_MODEL ?? "")).toBe(true);
    expect(KNOWN_MODELS.has(vars.AI_FALLBACK_MODEL ?? "")).toBe(true);
    expect(vars.AI_FALLBACK_MODEL).not.toBe(vars.AI_MODEL);
    // Not a small 2024 model.
    for (const id of [vars.AI_MODEL, vars.AI_FALLBACK_MODEL])
      expect(id).not.toMatch(/llama-3\.[12]|llama-2|mistral-7b/);
    // Every var the Worker reads has a production value.
    expect(Object.keys(vars).sort()).toEqual(Object.keys(table("vars")).sort());
  });

  it("declares every binding again for production, and Workers AI only there", () => {
    const top = bindings("");
    expect(top).toEqual(
      expect.arrayContaining(["ARTIFACTS", "DB", "EMAIL", "EMAILS", "JOBS", "RATE_LIMIT_ADMIN", "TAROT_SESSION"]),
    );
    // Workers AI has no local form: bound at the top level, plain `wrangler dev` would ask for a login (decision 0035).
    expect(top).not.toContain("AI");
    expect(bindings("env.production.")).toEqual([...top, "AI"].sort());
  });
});
