import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import app from "../../../src/app";
import type { RuntimeConfigResponse } from "../../../src/shared/runtime-config";
import { request } from "../request";

const body = async (res: Response) => (await res.json()) as RuntimeConfigResponse;

describe("GET /api/config", () => {
  it("gives the browser the PayPal client id and env, support email and server prices", async () => {
    const res = await request("/api/config");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      paypal: { clientId: "test-paypal-client-id", env: "sandbox" },
      supportEmail: "support@localhost.test",
      sentryDsn: null,
      siteUrl: "http://shop.test",
      currency: "AUD",
      prices: { soulmate: 1499, tarot_reading: 1499 },
    });
  });

  it("never exposes secrets", async () => {
    const text = await (await request("/api/config")).text();
    expect(text).not.toContain(env.PAYPAL_CLIENT_SECRET);
    expect(text).not.toContain(env.ADMIN_KEY);
    expect(text).not.toContain(env.SIGNING_SECRET);
  });

  it("reports checkout as not configured when no PayPal client id is set", async () => {
    const res = await app.request("/api/config", {}, { ...env, PAYPAL_CLIENT_ID: "" });
    expect((await body(res)).paypal).toEqual({ clientId: null, env: "sandbox" });
  });

  it("uses SITE_URL for links when the operator sets it", async () => {
    const res = await app.request("/api/config", {}, { ...env, SITE_URL: "https://shop.example.com.au" });
    expect((await body(res)).siteUrl).toBe("https://shop.example.com.au");
  });

  it("refuses to run with a PayPal environment other than production or sandbox", async () => {
    const res = await app.request("/api/config", {}, { ...env, PAYPAL_ENV: "staging" });
    expect(res.status).toBe(500);
  });

  it("accepts production", async () => {
    const res = await app.request("/api/config", {}, { ...env, PAYPAL_ENV: "production" });
    expect((await body(res)).paypal.env).toBe("production");
  });
});

describe("GET /api/config without the signing secret", () => {
  it("does not advertise card checkout that would fail", async () => {
    const res = await app.request("/api/config", {}, { ...env, SIGNING_SECRET: "" });
    expect((await body(res)).paypal.clientId).toBeNull();
  });
});
