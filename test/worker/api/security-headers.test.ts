import { describe, expect, it } from "vitest";
import { postJson, request } from "../request";

const expectSecurityHeaders = (res: Response) => {
  const csp = res.headers.get("content-security-policy") ?? "";
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("https://www.paypal.com");
  expect(csp).toContain("object-src 'none'");
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
};

describe("security headers", () => {
  it("are set on a successful response", async () => {
    expectSecurityHeaders(await request("/api/health"));
  });

  it("are set on error responses too (404, 405, 413)", async () => {
    expectSecurityHeaders(await request("/api/does-not-exist"));
    expectSecurityHeaders(await request("/api/health", { method: "DELETE" }));
    expectSecurityHeaders(await postJson("/api/health", { padding: "x".repeat(70 * 1024) }));
  });

  it("sends HSTS only over https", async () => {
    const plain = await request("http://shop.test/api/health");
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    const secure = await request("https://shop.test/api/health");
    expect(secure.headers.get("strict-transport-security")).toMatch(/max-age=\d{7,}/);
  });
});
