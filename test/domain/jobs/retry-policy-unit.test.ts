import { describe, expect, it } from "vitest";
import { retryDelaySeconds } from "../../../src/jobs/queues";

describe("retryDelaySeconds", () => {
  it("doubles from 10 s per attempt", () => {
    expect([1, 2, 3, 4, 5].map(retryDelaySeconds)).toEqual([10, 20, 40, 80, 160]);
  });

  it("never waits more than five minutes", () => {
    expect(retryDelaySeconds(6)).toBe(300);
    expect(retryDelaySeconds(50)).toBe(300);
  });

  it("treats a first or unknown attempt count as the first", () => {
    expect(retryDelaySeconds(0)).toBe(10);
  });
});
