/**
 * The time limit on each PayPal call: 10 s unless PAYPAL_TIMEOUT_MS sets another (only the reliability layer does,
 * vitest.config.ts), carried by the credentials to every call, and a bad value refused as a configuration error.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { readRuntimeConfig } from "../../../src/lib/runtime-config";
import { paypalCredentials } from "../../../src/payments/paypal-checkout";

const withLimit = (value: string) => ({ ...env, PAYPAL_TIMEOUT_MS: value }) as Env;

describe("PAYPAL_TIMEOUT_MS", () => {
  it("leaves the 10 s limit alone unless set, and a set limit reaches the credentials every call uses", () => {
    expect(paypalCredentials(readRuntimeConfig(env))?.timeoutMs).toBeUndefined();
    expect(paypalCredentials(readRuntimeConfig(withLimit("25000")))?.timeoutMs).toBe(25_000);
    expect(paypalCredentials(readRuntimeConfig(withLimit(" ")))?.timeoutMs).toBeUndefined();
  });

  it("refuses a limit that is not a whole number of milliseconds from 1 to 60 seconds", () => {
    for (const bad of ["abc", "2.5", "500", "90000", "-1"])
      expect(() => readRuntimeConfig(withLimit(bad)), bad).toThrow(/PAYPAL_TIMEOUT_MS/);
  });
});
