import { workerArtAssets } from "../art/worker-assets";
import { recordArtifacts } from "../db/artifact-queries";
import { createDb, type Database } from "../db/client";
import type { Job, Order } from "../db/schema";
import { findOrder } from "../orders/queries";
import { ORACLE_NAMES, type OracleName } from "../shared/pack";
import { ARTIFACT_NAMES, artifactKey, contentTypeOf, sharedArtKey } from "../soulmate/artifact-names";
import { birthSky } from "../soulmate/astro";
import { buildOracleZip } from "../soulmate/oracle-zip";
import { loadSoulmateInputs } from "../soulmate/order-inputs";
import {
  buildCardSet,
  buildOracleBack,
  buildOracleImages,
  buildOraclePdf,
  buildStorybookPdf,
} from "../soulmate/pack-builders";
import { oracleBackVariant } from "../soulmate/scenes/oracle";
import { orderSkyChart } from "../soulmate/sky-catalogue";
import type { SkyChart } from "../soulmate/sky-chart";
import type { BirthSky, SoulmateInputs, Story } from "../soulmate/types";
import type { JobHandlers } from "./consumer";
import { generateStory } from "./story-generation";

type ArtifactKind = Parameters<typeof recordArtifacts>[1][number]["kind"];

async function loadOrder(db: Database, orderId: string) {
  const order = await findOrder(db, orderId);
  if (!order) throw new Error(`Order ${orderId} not found`);
  return order;
}

/** One file of a job's output: what it is, its name in the pack and its bytes. */
type ArtifactFile = { kind: ArtifactKind; name: string; body: Uint8Array | string };

/**
 * Writes a job's files to R2, all at once, then records their rows in one D1 batch. A
 * file counts as made only once its row is there (the pack and replay read the rows), so
 * a crash in between leaves the job to run again and write the same files.
 */
async function putArtifacts(env: Env, db: Database, orderId: string, files: readonly ArtifactFile[]) {
  const stored = files.map((file) => {
    const key = artifactKey(orderId, file.name);
    const contentType = contentTypeOf(file.name);
    const bytes = typeof file.body === "string" ? new TextEncoder().encode(file.body) : file.body;
    return { file, key, contentType, bytes };
  });
  await Promise.all(
    stored.map(({ key, contentType, bytes }) => env.ARTIFACTS.put(key, bytes, { httpMetadata: { contentType } })),
  );
  await recordArtifacts(
    db,
    stored.map(({ file, key, contentType, bytes }) => ({
      orderId,
      kind: file.kind,
      name: file.name,
      r2Key: key,
      contentType,
      sizeBytes: bytes.byteLength,
    })),
  );
}

/**
 * story.json: the story, and the star chart the story job worked out beside it (docs/decisions/0063).
 * A story written before the chart existed gets one now, unless the catalogue cannot be read.
 */
async function readStory(
  env: Env,
  orderId: string,
  inputs: SoulmateInputs,
): Promise<{ story: Story; chart: SkyChart | null }> {
  const object = await env.ARTIFACTS.get(artifactKey(orderId, ARTIFACT_NAMES.story));
  if (!object) throw new Error("story.json is missing; the story job must run first");
  const { story, skyChart } = (await object.json()) as { story: Story; skyChart?: SkyChart | null };
  return { story, chart: skyChart ?? (await orderSkyChart(env, inputs, birthSky(inputs))) };
}

/**
 * The oracle back for this sky: rendered once per variant (sign, birth moon's phase and lit share to the nearest
 * 5%, hemisphere, and which way the town faced the moon where that differs; about a thousand usual ones) and kept
 * in R2, since rendering a 300 DPI PNG is the costly part of the job.
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
  const inputs = await loadSoulmateInputs(db, order);
  const { story, chart } = await readStory(env, order.id, inputs);
  const pdf = await buildStorybookPdf(story, birthSky(inputs), inputs, order.id, workerArtAssets, {
    edition: "light",
    chart,
  });
  await putArtifacts(env, db, order.id, [{ kind: "storybook_pdf", name: ARTIFACT_NAMES.storybookLightPdf, body: pdf }]);
}

export const soulmateJobHandlers: JobHandlers = {
  async story(job: Job, env: Env) {
    const db = createDb(env.DB);
    const order = await loadOrder(db, job.orderId);
    const inputs = await loadSoulmateInputs(db, order);
    const generated = await generateStory(env, inputs, order.id);
    // The chart is kept with the story: the book and the web story draw it without the catalogue.
    const skyChart = await orderSkyChart(env, inputs, birthSky(inputs));
    await putArtifacts(env, db, order.id, [
      { kind: "story", name: ARTIFACT_NAMES.story, body: JSON.stringify({ ...generated, skyChart }) },
    ]);
  },

  async storybook_pdf(job: Job, env: Env) {
    const db = createDb(env.DB);
    const order = await loadOrder(db, job.orderId);
    const inputs = await loadSoulmateInputs(db, order);
    const { story, chart } = await readStory(env, order.id, inputs);
    const pdf = await buildStorybookPdf(story, birthSky(inputs), inputs, order.id, workerArtAssets, { chart });
    await putArtifacts(env, db, order.id, [{ kind: "storybook_pdf", name: ARTIFACT_NAMES.storybookPdf, body: pdf }]);
  },

  async card_set(job: Job, env: Env) {
    const db = createDb(env.DB);
    const order = await loadOrder(db, job.orderId);
    const inputs = await loadSoulmateInputs(db, order);
    const sky = birthSky(inputs);
    const cards = await buildCardSet(sky, inputs, order.id, workerArtAssets, await orderSkyChart(env, inputs, sky));
    await putArtifacts(env, db, order.id, [
      ...cards.pngs.map((body, i) => ({ kind: "card_png" as const, name: ARTIFACT_NAMES.card(i), body })),
      ...cards.previews.map((body, i) => ({ kind: "preview_png" as const, name: ARTIFACT_NAMES.cardPreview(i), body })),
      { kind: "cards_pdf", name: ARTIFACT_NAMES.cardsPdf, body: cards.pdf },
    ]);
  },

  async oracle_images(job: Job, env: Env) {
    const db = createDb(env.DB);
    const order = await loadOrder(db, job.orderId);
    const inputs = await loadSoulmateInputs(db, order);
    const sky = birthSky(inputs);
    const { images, previews } = await buildOracleImages(sky, inputs, order.id, workerArtAssets);
    const back = await sharedOracleBack(env, sky);
    // The same cards as one print-ready PDF, drawn here from the same scenes so the two never differ (a replayed ZIP
    // job packs what this job stored, never a fresh drawing beside older images).
    const pdf = await buildOraclePdf(sky, inputs, order.id, workerArtAssets);
    await putArtifacts(env, db, order.id, [
      ...ORACLE_NAMES.map((name) => ({
        kind: "oracle_png" as const,
        name: ARTIFACT_NAMES.oracle(name),
        body: images[name],
      })),
      ...ORACLE_NAMES.map((name) => ({
        kind: "preview_png" as const,
        name: ARTIFACT_NAMES.oraclePreview(name),
        body: previews[name],
      })),
      { kind: "oracle_png", name: ARTIFACT_NAMES.oracleBack, body: back },
      { kind: "oracle_pdf", name: ARTIFACT_NAMES.oraclePdf, body: pdf },
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
    // Packs made before the oracle PDF have none to add.
    const pdfObject = await env.ARTIFACTS.get(artifactKey(order.id, ARTIFACT_NAMES.oraclePdf));
    const pdf = pdfObject ? new Uint8Array(await pdfObject.arrayBuffer()) : null;
    await putArtifacts(env, db, order.id, [
      {
        kind: "oracle_zip",
        name: ARTIFACT_NAMES.oracleZip,
        body: buildOracleZip(images, back, order.firstName, pdf),
      },
    ]);
  },
};
