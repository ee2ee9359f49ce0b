import { recordArtifact } from "../db/artifact-queries";
import { createDb, type Database } from "../db/client";
import type { Job, Order } from "../db/schema";
import { findOrder } from "../orders/queries";
import { ORACLE_NAMES, type OracleName } from "../shared/pack";
import { oracleBackVariant } from "../soulmate/art/scenes/oracle";
import { workerArtAssets } from "../soulmate/art/worker-assets";
import { ARTIFACT_NAMES, artifactKey, contentTypeOf, sharedArtKey } from "../soulmate/artifact-names";
import { birthSky } from "../soulmate/astro";
import { buildOracleZip } from "../soulmate/oracle-zip";
import { loadSoulmateInputs } from "../soulmate/order-inputs";
import { buildCardSet, buildOracleBack, buildOracleImages, buildStorybookPdf } from "../soulmate/pack-builders";
import type { BirthSky, Story } from "../soulmate/types";
import type { JobHandlers } from "./consumer";
import { generateStory } from "./story-generation";

type ArtifactKind = Parameters<typeof recordArtifact>[1]["kind"];

async function loadOrder(db: Database, orderId: string) {
  const order = await findOrder(db, orderId);
  if (!order) throw new Error(`Order ${orderId} not found`);
  return order;
}

async function putArtifact(
  env: Env,
  db: Database,
  orderId: string,
  kind: ArtifactKind,
  name: string,
  body: Uint8Array | string,
) {
  const key = artifactKey(orderId, name);
  const contentType = contentTypeOf(name);
  const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
  await env.ARTIFACTS.put(key, bytes, { httpMetadata: { contentType } });
  await recordArtifact(db, { orderId, kind, name, r2Key: key, contentType, sizeBytes: bytes.byteLength });
}

async function readStory(env: Env, orderId: string): Promise<Story> {
  const object = await env.ARTIFACTS.get(artifactKey(orderId, ARTIFACT_NAMES.story));
  if (!object) throw new Error("story.json is missing; the story job must run first");
  return ((await object.json()) as { story: Story }).story;
}

/**
 * The oracle back for this sky: rendered once per variant (sign, birth moon's phase, hemisphere;
 * 192 in all) and kept in R2, since rendering a 300 DPI PNG is the costly part of the job.
 */
async function sharedOracleBack(env: Env, sky: BirthSky): Promise<Uint8Array> {
  const key = sharedArtKey(`oracle-back-${oracleBackVariant(sky)}.png`);
  const kept = await env.ARTIFACTS.get(key);
  if (kept) return new Uint8Array(await kept.arrayBuffer());
  const back = await buildOracleBack(sky, workerArtAssets);
  await env.ARTIFACTS.put(key, back, { httpMetadata: { contentType: "image/png" } });
  return back;
}

/**
 * The home-printing edition of an order's storybook, built the first time it
 * is asked for and kept beside the full one: most buyers never print at home,
 * so the pipeline does not pay for it. Needs the story; a second request
 * finds the file, and two at once write the same bytes.
 */
export async function ensureLightStorybook(env: Env, order: Order): Promise<void> {
  const key = artifactKey(order.id, ARTIFACT_NAMES.storybookLightPdf);
  if (await env.ARTIFACTS.head(key)) return;
  if (!(await env.ARTIFACTS.head(artifactKey(order.id, ARTIFACT_NAMES.storybookPdf)))) return;
  const db = createDb(env.DB);
  const story = await readStory(env, order.id);
  const inputs = await loadSoulmateInputs(db, order);
  const pdf = await buildStorybookPdf(story, birthSky(inputs), inputs, order.id, workerArtAssets, { edition: "light" });
  await putArtifact(env, db, order.id, "storybook_pdf", ARTIFACT_NAMES.storybookLightPdf, pdf);
}

export const soulmateJobHandlers: JobHandlers = {
  async story(job: Job, env: Env) {
    const db = createDb(env.DB);
    const order = await loadOrder(db, job.orderId);
    const generated = await generateStory(env, await loadSoulmateInputs(db, order), order.id);
    await putArtifact(env, db, order.id, "story", ARTIFACT_NAMES.story, JSON.stringify(generated));
  },

  async storybook_pdf(job: Job, env: Env) {
    const db = createDb(env.DB);
    const order = await loadOrder(db, job.orderId);
    const inputs = await loadSoulmateInputs(db, order);
    const story = await readStory(env, order.id);
    const pdf = await buildStorybookPdf(story, birthSky(inputs), inputs, order.id, workerArtAssets);
    await putArtifact(env, db, order.id, "storybook_pdf", ARTIFACT_NAMES.storybookPdf, pdf);
  },

  async card_set(job: Job, env: Env) {
    const db = createDb(env.DB);
    const order = await loadOrder(db, job.orderId);
    const inputs = await loadSoulmateInputs(db, order);
    const cards = await buildCardSet(birthSky(inputs), inputs, order.id, workerArtAssets);
    await Promise.all([
      ...cards.pngs.map((png, i) => putArtifact(env, db, order.id, "card_png", ARTIFACT_NAMES.card(i), png)),
      ...cards.previews.map((png, i) =>
        putArtifact(env, db, order.id, "preview_png", ARTIFACT_NAMES.cardPreview(i), png),
      ),
    ]);
    // The PDF last: its presence is what the pack checks for this group.
    await putArtifact(env, db, order.id, "cards_pdf", ARTIFACT_NAMES.cardsPdf, cards.pdf);
  },

  async oracle_images(job: Job, env: Env) {
    const db = createDb(env.DB);
    const order = await loadOrder(db, job.orderId);
    const inputs = await loadSoulmateInputs(db, order);
    const sky = birthSky(inputs);
    const { images, previews } = await buildOracleImages(sky, inputs, order.id, workerArtAssets);
    const back = await sharedOracleBack(env, sky);
    await Promise.all([
      ...ORACLE_NAMES.map((name) =>
        putArtifact(env, db, order.id, "oracle_png", ARTIFACT_NAMES.oracle(name), images[name]),
      ),
      ...ORACLE_NAMES.map((name) =>
        putArtifact(env, db, order.id, "preview_png", ARTIFACT_NAMES.oraclePreview(name), previews[name]),
      ),
      putArtifact(env, db, order.id, "oracle_png", ARTIFACT_NAMES.oracleBack, back),
    ]);
  },

  async oracle_zip(job: Job, env: Env) {
    const db = createDb(env.DB);
    const order = await loadOrder(db, job.orderId);
    const images = {} as Record<OracleName, Uint8Array>;
    for (const name of ORACLE_NAMES) {
      const object = await env.ARTIFACTS.get(artifactKey(order.id, ARTIFACT_NAMES.oracle(name)));
      if (!object) throw new Error(`${ARTIFACT_NAMES.oracle(name)} is missing; the oracle images job must run first`);
      images[name] = new Uint8Array(await object.arrayBuffer());
    }
    // Packs made before the oracle cards had a back have none to add.
    const backObject = await env.ARTIFACTS.get(artifactKey(order.id, ARTIFACT_NAMES.oracleBack));
    const back = backObject ? new Uint8Array(await backObject.arrayBuffer()) : null;
    await putArtifact(
      env,
      db,
      order.id,
      "oracle_zip",
      ARTIFACT_NAMES.oracleZip,
      buildOracleZip(images, back, order.firstName),
    );
  },
};
