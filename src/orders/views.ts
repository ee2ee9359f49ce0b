/**
 * How an order and its files look to the buyer's browser (docs/product/api.md, Order view and
 * Artifacts view): each shape written once, as the zod schema the OpenAPI document publishes,
 * its type inferred from it (docs/decisions/0068).
 */
import { z } from "zod";
import type { Order } from "../db/schema";
import { PRODUCT_TYPES } from "../shared/catalog";
import { CARD_COUNT, ORACLE_NAMES, type OracleName } from "../shared/pack";
import { ORDER_STATUSES, PAYMENT_METHODS } from "../shared/statuses";
import { ARTIFACT_NAMES } from "../soulmate/artifact-names";
import { ownedLink } from "../soulmate/delivery-links";

/** An order as its buyer's browser sees it. */
export const OrderViewSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    status: z.enum(ORDER_STATUSES),
    type: z.enum(["soulmate", "tarot"]),
    product_type: z.enum(PRODUCT_TYPES),
    payment_method: z.enum(PAYMENT_METHODS),
    coupon_code: z.string().nullable(),
    original_price: z.int().meta({ description: "Cents" }),
    final_price: z.int().meta({ description: "Cents" }),
    currency: z.string(),
    created_at: z.iso.datetime(),
    city: z.string().nullable(),
    inputs: z
      .object({
        starSign: z.string(),
        birthday: z.object({ day: z.int(), month: z.int(), year: z.int() }),
      })
      .nullable(),
  })
  .meta({ id: "OrderView" });
export type OrderView = z.infer<typeof OrderViewSchema>;

export const ArtifactsViewSchema = z
  .object({
    story_url: z.string().nullable(),
    storybook_pdf_url: z.string().nullable(),
    /** The white-page edition for a home printer: offered once the storybook exists, built on first download. */
    storybook_light_pdf_url: z.string().nullable(),
    cards_png_urls: z.array(z.string()),
    cards_pdf_url: z.string().nullable(),
    oracle_urls: z.partialRecord(z.enum(ORACLE_NAMES), z.string()),
    /**
     * Small web images of the cards and oracles, for showing them; the PNGs above are the print files,
     * for download. Orders built before previews existed have none (decision 0037).
     */
    card_preview_urls: z.array(z.string()).meta({ description: "Small web images of the cards, for showing" }),
    oracle_preview_urls: z.partialRecord(z.enum(ORACLE_NAMES), z.string()),
    oracle_zip_url: z.string().nullable(),
  })
  .meta({ id: "ArtifactsView", description: "Signed links to the files built so far; null while one is not ready" });
export type ArtifactsView = z.infer<typeof ArtifactsViewSchema>;

export function toOrderView(order: Order): OrderView {
  const hasQuiz = order.starSign && order.birthDay && order.birthMonth && order.birthYear;
  return {
    id: order.id,
    email: order.email,
    status: order.status,
    type: order.productType === "soulmate" ? "soulmate" : "tarot",
    product_type: order.productType,
    payment_method: order.paymentMethod,
    coupon_code: order.couponCode,
    original_price: order.originalPriceCents,
    final_price: order.finalPriceCents,
    currency: order.currency,
    created_at: new Date(order.createdAt).toISOString(),
    city: order.city,
    inputs: hasQuiz
      ? {
          starSign: order.starSign as string,
          birthday: {
            day: order.birthDay as number,
            month: order.birthMonth as number,
            year: order.birthYear as number,
          },
        }
      : null,
  };
}

/**
 * Links for the files that exist; a missing file is null (its tile shows "Processing..."). A refunded
 * order gets none: its files are no longer served (docs/decisions/0029).
 */
export async function toArtifactsView(
  order: Order,
  files: Set<string>,
  secret: string | undefined,
): Promise<ArtifactsView> {
  const present = order.status === "refunded" ? new Set<string>() : files;
  const owner = { email: order.email, secret };
  const file = (name: string) =>
    present.has(name) ? ownedLink(`/api/orders/${order.id}/files/${name}`, order.id, name, owner) : null;
  const cardNames = Array.from({ length: CARD_COUNT }, (_, i) => ARTIFACT_NAMES.card(i));
  const cardPreviewNames = Array.from({ length: CARD_COUNT }, (_, i) => ARTIFACT_NAMES.cardPreview(i));
  const byOracle = async (name: (oracle: OracleName) => string) =>
    Object.fromEntries(
      (await Promise.all(ORACLE_NAMES.map(async (oracle) => [oracle, await file(name(oracle))] as const))).filter(
        ([, url]) => url !== null,
      ),
    );
  const allOrNone = async (names: string[]) =>
    names.every((n) => present.has(n)) ? ((await Promise.all(names.map(file))) as string[]) : [];
  return {
    story_url: present.has(ARTIFACT_NAMES.story)
      ? await ownedLink(`/api/story/${order.id}`, order.id, "story", owner)
      : null,
    storybook_pdf_url: await file(ARTIFACT_NAMES.storybookPdf),
    storybook_light_pdf_url: present.has(ARTIFACT_NAMES.storybookPdf)
      ? await ownedLink(
          `/api/orders/${order.id}/files/${ARTIFACT_NAMES.storybookLightPdf}`,
          order.id,
          ARTIFACT_NAMES.storybookLightPdf,
          owner,
        )
      : null,
    cards_png_urls: await allOrNone(cardNames),
    cards_pdf_url: await file(ARTIFACT_NAMES.cardsPdf),
    oracle_urls: await byOracle(ARTIFACT_NAMES.oracle),
    card_preview_urls: await allOrNone(cardPreviewNames),
    oracle_preview_urls: await byOracle(ARTIFACT_NAMES.oraclePreview),
    oracle_zip_url: present.has(ARTIFACT_NAMES.oracleZip)
      ? await ownedLink(`/api/orders/${order.id}/oracles.zip`, order.id, ARTIFACT_NAMES.oracleZip, owner)
      : null,
  };
}
