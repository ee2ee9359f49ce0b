import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

describe("R2 ARTIFACTS bucket", () => {
  it("stores a file under its deterministic key and serves it back with its metadata", async () => {
    const key = `orders/${crypto.randomUUID()}/oracles.zip`;
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    await env.ARTIFACTS.put(key, bytes, { httpMetadata: { contentType: "application/zip" } });
    const object = await env.ARTIFACTS.get(key);
    expect(object?.httpMetadata?.contentType).toBe("application/zip");
    expect(new Uint8Array(await (object as R2ObjectBody).arrayBuffer())).toEqual(bytes);
  });

  it("overwrites rather than duplicates when a job writes the same key twice", async () => {
    const prefix = `orders/${crypto.randomUUID()}/`;
    await env.ARTIFACTS.put(`${prefix}storybook.pdf`, "first");
    await env.ARTIFACTS.put(`${prefix}storybook.pdf`, "second");
    const listing = await env.ARTIFACTS.list({ prefix });
    expect(listing.objects.map((o) => o.key)).toEqual([`${prefix}storybook.pdf`]);
    expect(await (await env.ARTIFACTS.get(`${prefix}storybook.pdf`))?.text()).toBe("second");
  });
});
