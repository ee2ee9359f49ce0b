import { describe, expect, it } from "vitest";
import { ApiError, ensureOk, serverErrorMessage } from "../../app/lib/api-client";

describe("ensureOk", () => {
  it("passes an OK response through untouched", async () => {
    const res = new Response("{}", { status: 200 });
    expect(await ensureOk(res)).toBe(res);
  });

  it("raises '{status}: {body}' for a non-OK response", async () => {
    const res = new Response('{"error":"Coupon code not valid"}', { status: 400, statusText: "Bad Request" });
    await expect(ensureOk(res)).rejects.toThrow('400: {"error":"Coupon code not valid"}');
  });

  it("falls back to the status text when the body is empty", async () => {
    const res = new Response(null, { status: 503, statusText: "Service Unavailable" });
    const error = await ensureOk(res).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("503: Service Unavailable");
    expect((error as ApiError).status).toBe(503);
  });
});

describe("serverErrorMessage", () => {
  it("reads the server's {error} text", () => {
    expect(serverErrorMessage(new ApiError(409, '{"error":"Already shuffled"}', "Conflict"))).toBe("Already shuffled");
  });

  it("gives undefined for bodies that are not the error shape", () => {
    expect(serverErrorMessage(new ApiError(500, "<html>", "Internal"))).toBeUndefined();
    expect(serverErrorMessage(new Error("network down"))).toBeUndefined();
  });
});
