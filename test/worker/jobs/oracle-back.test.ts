/** The oracle back is rendered once per variant and kept in R2; every order still gets its own copy. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { soulmateJobHandlers } from "../../../src/jobs/soulmate-jobs";
import { ARTIFACT_NAMES, artifactKey, sharedArtKey } from "../../../src/soulmate/artifact-names";
import { birthSky } from "../../../src/soulmate/astro";
import { oracleBackVariant } from "../../../src/soulmate/scenes/oracle";
import { createJob, createOrder } from "../factories";

const bytes = async (key: string) => {
  const object = await env.ARTIFACTS.get(key);
  if (!object) throw new Error(`${key} is missing`);
  return new Uint8Array(await object.arrayBuffer());
};

describe("the oracle back", () => {
  it("is rendered once for buyers of one sign, moon and hemisphere, and copied to each order", async () => {
    // Same sign and birthday, so the same variant (no town: the southern sky).
    const orders = await Promise.all([createOrder({ firstName: "Ari" }), createOrder({ firstName: "Sam" })]);
    const variant = oracleBackVariant(
      birthSky({
        starSign: "libra",
        birthday: { day: 14, month: 10, year: 1992 },
        city: null,
        preference: "men",
        relationshipStatus: "single",
        firstName: null,
      }),
    );
    const shared = sharedArtKey(`oracle-back-${variant}.png`);
    await env.ARTIFACTS.delete(shared);
    await soulmateJobHandlers.oracle_images?.(await createJob(orders[0].id, "oracle_images"), env);
    const kept = await env.ARTIFACTS.head(shared);
    expect(kept).not.toBeNull();
    await soulmateJobHandlers.oracle_images?.(await createJob(orders[1].id, "oracle_images"), env);
    // The second order reused the kept rendering rather than writing a new one.
    expect((await env.ARTIFACTS.head(shared))?.uploaded).toEqual(kept?.uploaded);
    const [a, b] = await Promise.all(orders.map((o) => bytes(artifactKey(o.id, ARTIFACT_NAMES.oracleBack))));
    expect(a).toEqual(b);
    expect(a).toEqual(await bytes(shared));
  });
});
