import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { emailSampleFiles } from "../../../scripts/samples/emails";

const root = path.resolve(import.meta.dirname, "../../..");

describe("docs/samples/emails", () => {
  it("holds what the templates write now (run `npm run samples` after changing an email)", () => {
    for (const { file, contents } of emailSampleFiles()) {
      expect(fs.readFileSync(path.join(root, file), "utf8"), file).toBe(contents);
    }
  });
});
