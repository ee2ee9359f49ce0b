/**
 * Coupon management (docs/product/orders.md, Coupons: the admin creates,
 * disables and enables coupons). Codes are stored the way redemption looks them up: trimmed and
 * upper-cased. Each change and its audit row are one D1 batch.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { createDb } from "../db/client";
import { normaliseCouponCode } from "../db/coupon-queries";
import { coupons } from "../db/schema";
import { newestFirst, type PageCursor, toPage } from "../lib/pagination";
import { PRODUCTS } from "../shared/catalog";
import { COUPON_KINDS, COUPON_SCOPES } from "../shared/statuses";
import { auditInsert, recordAudit } from "./audit";
import { type AdminCouponRow, toAdminCouponRow } from "./views";

/** An amount off above the dearest product would only ever mean "free": use the free kind for that. */
const MAX_AMOUNT_OFF_CENTS = Math.max(...Object.values(PRODUCTS).map((p) => p.priceCents));

const optionalLimit = (max: number, what: string) =>
  z
    .number({ error: `${what} must be a whole number` })
    .int({ error: `${what} must be a whole number` })
    .min(1, { error: `${what} must be at least 1 (leave it out for no limit)` })
    .max(max, { error: `${what} must be at most ${max}` })
    .nullable()
    .default(null);

export const CouponCodeInputSchema = z
  .string({ error: "code is required" })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9_-]{2,31}$/, { error: "Use 3 to 32 letters, digits, hyphens or underscores" });

export const CreateCouponSchema = z
  .object({
    code: CouponCodeInputSchema,
    kind: z.enum(COUPON_KINDS, { error: `kind must be one of: ${COUPON_KINDS.join(", ")}` }),
    /** Percent (1–100) for "percent", cents for "amount", 0 (or left out) for "free". */
    value: z.number({ error: "value must be a number" }).int({ error: "value must be a whole number" }).default(0),
    productScope: z
      .enum(COUPON_SCOPES, { error: `productScope must be one of: ${COUPON_SCOPES.join(", ")}` })
      .default("any"),
    maxRedemptions: optionalLimit(1_000_000, "maxRedemptions"),
    perEmailLimit: optionalLimit(1000, "perEmailLimit"),
    expiresAt: z.iso
      .datetime({ offset: true, error: "expiresAt must be an ISO date and time, e.g. 2026-12-31T23:59:00Z" })
      .nullable()
      .default(null),
    note: z
      .string()
      .trim()
      .max(200, { error: "note must be at most 200 characters" })
      .nullable()
      .default(null)
      .transform((note) => note || null),
  })
  .superRefine((input, ctx) => {
    const problem =
      input.kind === "free"
        ? input.value !== 0 && "A free coupon has no value (0)"
        : input.kind === "percent"
          ? (input.value < 1 || input.value > 100) && "A percentage is from 1 to 100"
          : (input.value < 1 || input.value > MAX_AMOUNT_OFF_CENTS) &&
            `An amount off is in cents, from 1 to ${MAX_AMOUNT_OFF_CENTS}`;
    if (problem) ctx.addIssue({ code: "custom", path: ["value"], message: problem });
    if (input.expiresAt !== null && Date.parse(input.expiresAt) <= Date.now()) {
      ctx.addIssue({ code: "custom", path: ["expiresAt"], message: "expiresAt must be in the future" });
    }
  });

export type CreateCouponInput = z.output<typeof CreateCouponSchema>;

export async function listCoupons(d1: D1Database, options: { limit: number; cursor?: PageCursor }) {
  const db = createDb(d1);
  const rows = await newestFirst(
    db.select().from(coupons).$dynamic(),
    { createdAt: coupons.createdAt, id: coupons.code },
    options,
  );
  const page = toPage(rows, options.limit, (row) => ({ createdAt: row.createdAt, id: row.code }));
  const now = Date.now();
  return { coupons: page.items.map((row) => toAdminCouponRow(row, now)), nextCursor: page.nextCursor };
}

export type CreateCouponResult = { kind: "created"; coupon: AdminCouponRow } | { kind: "exists" };

function isUniqueViolation(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error);
  return /UNIQUE constraint failed|SQLITE_CONSTRAINT/i.test(text);
}

export async function createCoupon(
  d1: D1Database,
  actor: string,
  input: CreateCouponInput,
): Promise<CreateCouponResult> {
  const db = createDb(d1);
  const entry = { actor, action: "coupon.create", targetType: "coupon", targetId: input.code } as const;
  const exists = async () => {
    await recordAudit(db, {
      ...entry,
      outcome: "refused",
      detail: { reason: "A coupon with this code already exists" },
    });
    return { kind: "exists" } as const;
  };
  if (await db.query.coupons.findFirst({ where: eq(coupons.code, input.code) })) return exists();
  const values = {
    code: input.code,
    kind: input.kind,
    value: input.value,
    productScope: input.productScope,
    maxRedemptions: input.maxRedemptions,
    perEmailLimit: input.perEmailLimit,
    expiresAt: input.expiresAt === null ? null : Date.parse(input.expiresAt),
    note: input.note,
    active: true,
  };
  try {
    const [inserted] = await db.batch([
      db.insert(coupons).values(values).returning(),
      auditInsert(db, { ...entry, outcome: "succeeded", detail: { ...values, expiresAt: input.expiresAt } }),
    ]);
    const coupon = inserted[0];
    if (!coupon) throw new Error("coupon insert returned nothing");
    return { kind: "created", coupon: toAdminCouponRow(coupon) };
  } catch (error) {
    // Created by a racing request between the check and the batch; the batch rolled back whole.
    if (isUniqueViolation(error)) return exists();
    throw error;
  }
}

export type SetCouponActiveResult = { kind: "updated"; coupon: AdminCouponRow } | { kind: "not_found" };

/** Disables (or enables again) a code. Redemptions already made stay; new ones see "not valid". */
export async function setCouponActive(
  d1: D1Database,
  actor: string,
  rawCode: string,
  active: boolean,
): Promise<SetCouponActiveResult> {
  const db = createDb(d1);
  const code = normaliseCouponCode(rawCode);
  const entry = {
    actor,
    action: active ? "coupon.enable" : "coupon.disable",
    targetType: "coupon",
    targetId: code,
  } as const;
  const current = await db.query.coupons.findFirst({ where: eq(coupons.code, code) });
  if (!current) {
    await recordAudit(db, { ...entry, outcome: "refused", detail: { reason: "Coupon not found" } });
    return { kind: "not_found" };
  }
  const [updated] = await db.batch([
    db.update(coupons).set({ active, updatedAt: Date.now() }).where(eq(coupons.code, code)).returning(),
    auditInsert(db, { ...entry, outcome: "succeeded", detail: { wasActive: current.active } }),
  ]);
  const coupon = updated[0];
  if (!coupon) throw new Error("coupon update returned nothing");
  return { kind: "updated", coupon: toAdminCouponRow(coupon) };
}
