/**
 * `npm run eval:readings -- --remote` (scripts/eval/remote-readings.ts) without the network:
 * what it asks for when no Cloudflare account is configured, the models it takes from
 * wrangler.toml, and its scoring of replies, with the Workers AI binding faked at the edge
 * (the script itself uses the REST form of the same provider).
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createWorkersAI } from "workers-ai-provider";
import { evalDraw } from "../../../scripts/eval/reading-scorecard";
import {
  modelsFromArgs,
  productionModels,
  remoteCredentials,
  remoteScorecards,
} from "../../../scripts/eval/remote-readings";
import { cardHeading } from "../../../src/shared/reading-sections";
import { fakeWorkersAi } from "../../fakes/workers-ai-fake";
import { TAROT_QUESTIONS } from "../../fixtures/tarot-questions";

const wranglerToml = readFileSync(new URL("../../../wrangler.toml", import.meta.url), "utf8");

describe("eval:readings --remote", () => {
  it("without an account says what to set and exits non-zero, before any request", () => {
    const env = { ...process.env };
    delete env.CLOUDFLARE_ACCOUNT_ID;
    delete env.CLOUDFLARE_API_TOKEN;
    const run = spawnSync(
      process.execPath,
      [
        "node_modules/tsx/dist/cli.mjs",
        "--import",
        "./scripts/data-modules.mjs",
        "scripts/eval-readings.ts",
        "--remote",
      ],
      { cwd: new URL("../../..", import.meta.url), env, encoding: "utf8" },
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("CLOUDFLARE_ACCOUNT_ID");
    expect(run.stderr).toContain("CLOUDFLARE_API_TOKEN");
    expect(run.stdout).not.toContain("questions");
  });

  it("needs both the account id and the token", () => {
    expect(remoteCredentials({})).toBeNull();
    expect(remoteCredentials({ CLOUDFLARE_ACCOUNT_ID: "abc" })).toBeNull();
    expect(remoteCredentials({ CLOUDFLARE_API_TOKEN: "t", CLOUDFLARE_ACCOUNT_ID: " " })).toBeNull();
    expect(remoteCredentials({ CLOUDFLARE_ACCOUNT_ID: "abc", CLOUDFLARE_API_TOKEN: "t", AI_GATEWAY_ID: "gw" })).toEqual(
      {
        accountId: "abc",
        apiToken: "t",
        gatewayId: "gw",
      },
    );
  });

  it("scores the Worker's own models, primary first, unless --model names others", () => {
    const models = productionModels(wranglerToml);
    expect(models).toHaveLength(2);
    expect(models[0]).toMatch(/^@cf\/google\/gemma/);
    expect(modelsFromArgs(["--remote"])).toBeNull();
    expect(modelsFromArgs(["--remote", "--model", "@cf/a", "--model", "@cf/b"])).toEqual(["@cf/a", "@cf/b"]);
  });

  it("reads each question with each model through the production check, scoring kept and refused replies", async () => {
    const questions = TAROT_QUESTIONS.slice(0, 3);
    // A good reply for each question's own draw, then a reply that names no card.
    const good = questions.map((question, i) => {
      const { cards } = evalDraw(question, i);
      const sections = cards.map(
        ({ card, reversed, position }) =>
          `${cardHeading(position.label, card.name, reversed)}\nWhat this card says about the question.`,
      );
      return [
        `You asked: ${question.q}`,
        ...sections,
        "Your answer\nThe cards lean towards yes.",
        "For reflection.",
      ].join("\n\n");
    });
    const { ai, calls } = fakeWorkersAi([
      (good[0] as string).replace("Your answer", "**Your answer**"),
      good[1] as string,
      "I'm sorry, I can't do tarot readings.",
    ]);
    const workersai = createWorkersAI({ binding: ai });
    const [result] = await remoteScorecards(questions, [
      { label: "@cf/test/model", model: workersai("@cf/test/model" as never) },
    ]);
    expect(calls).toHaveLength(3);
    expect(result?.model).toBe("@cf/test/model");
    expect(result?.card.readings).toHaveLength(3);
    expect(result?.refused).toEqual([
      { q: questions[2]?.q, why: expect.arrayContaining([expect.stringMatching(/is not named/)]) },
    ]);
    expect(result?.mended).toBe(1);
    expect(result?.card.readings[0]?.text).not.toContain("**");
    expect(result?.card.totals["lean where asked"]).toEqual({ met: 2, of: 3 });
  });
});
