/** Coupons: create one (kind, scope, limits, expiry), see every code's use, disable or enable it. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { PRODUCTS } from "../../../src/shared/catalog";
import { COUPON_KINDS, COUPON_SCOPES } from "../../../src/shared/statuses";
import { toast } from "../../hooks/use-toast";
import type { AdminCouponRow } from "../../lib/api-types";
import { formatPrice } from "../ui/price";
import { adminKeys, createCoupon, fetchCoupons, type NewCoupon, setCouponActive } from "./admin-api";
import { AdminList } from "./admin-list";
import { type Column, RowTitle } from "./data-table";
import { errorMessage, formatDateTime } from "./format";
import { InputField, primaryButton, rowButton, SelectField, StatusBadge } from "./ui";

const KIND_LABELS: Record<NewCoupon["kind"], string> = {
  free: "Free (100% off)",
  percent: "Percent off",
  amount: "Amount off",
};

const SCOPE_LABELS: Record<NewCoupon["productScope"], string> = {
  any: "Both products",
  soulmate: "Soulmate Stories",
  tarot_reading: "AI Tarot Reading",
};

export function discountText(coupon: Pick<AdminCouponRow, "kind" | "value">): string {
  if (coupon.kind === "free") return "Free";
  return coupon.kind === "percent" ? `${coupon.value}% off` : `${formatPrice(coupon.value)} off`;
}

type FormState = {
  code: string;
  kind: NewCoupon["kind"];
  value: string;
  productScope: NewCoupon["productScope"];
  maxRedemptions: string;
  perEmailLimit: string;
  expiresAt: string;
  note: string;
};

const EMPTY_FORM: FormState = {
  code: "",
  kind: "free",
  value: "",
  productScope: "any",
  maxRedemptions: "",
  perEmailLimit: "",
  expiresAt: "",
  note: "",
};

/** An amount off is at most the dearest product's price (the server refuses more). */
const MAX_AMOUNT_OFF = Math.max(...Object.values(PRODUCTS).map((p) => p.priceCents)) / 100;

/** A use limit: a whole number from 1, or blank for none. */
const LIMIT_INPUT = { type: "number", min: 1, step: 1, inputMode: "numeric" } as const;

const wholeOrNull = (text: string) => (text.trim() === "" ? null : Number(text));

/** The form's text as the API's coupon: amounts in cents, the local expiry time as an ISO instant. */
export function toNewCoupon(form: FormState): NewCoupon {
  const value =
    form.kind === "free" ? 0 : form.kind === "amount" ? Math.round(Number(form.value) * 100) : Number(form.value);
  return {
    code: form.code.trim(),
    kind: form.kind,
    value,
    productScope: form.productScope,
    maxRedemptions: wholeOrNull(form.maxRedemptions),
    perEmailLimit: wholeOrNull(form.perEmailLimit),
    expiresAt: form.expiresAt ? new Date(form.expiresAt).toISOString() : null,
    note: form.note.trim() || null,
  };
}

function useInvalidateCoupons() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.coupons }),
      queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
    ]);
}

function CreateCouponForm({ adminKey }: { adminKey: string }) {
  const [form, setForm] = useState<FormState>(EMPTY_FORM);
  const invalidate = useInvalidateCoupons();
  const id = useId();
  const create = useMutation({
    mutationFn: (coupon: NewCoupon) => createCoupon(adminKey, coupon),
    onSuccess: ({ coupon }) => {
      toast({ title: "Coupon created", description: `${coupon.code}: ${discountText(coupon)}` });
      setForm(EMPTY_FORM);
      void invalidate();
    },
    onError: () => void invalidate(),
  });
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.code.trim()) return;
    create.mutate(toNewCoupon(form));
  };
  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-xl border border-night-700 bg-night-900/70 p-4"
    >
      <h3 id={`${id}-title`} className="text-lg text-gold-300">
        New coupon
      </h3>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <InputField
          id={`${id}-code`}
          label="Code"
          required
          value={form.code}
          onChange={(code) => set("code", code.toUpperCase())}
          pattern="[A-Za-z0-9][A-Za-z0-9_\-]{2,31}"
          title="3 to 32 letters, digits, hyphens or underscores"
          autoComplete="off"
          spellCheck={false}
          className="font-mono uppercase"
        />
        <SelectField
          id={`${id}-kind`}
          label="Kind"
          value={form.kind}
          options={COUPON_KINDS}
          labels={KIND_LABELS}
          onChange={(kind) => set("kind", kind)}
        />
        {form.kind === "free" ? null : (
          <InputField
            id={`${id}-value`}
            label={form.kind === "percent" ? "Percent off" : "Amount off (A$)"}
            type="number"
            required
            inputMode="decimal"
            min={form.kind === "percent" ? 1 : 0.01}
            max={form.kind === "percent" ? 100 : MAX_AMOUNT_OFF}
            step={form.kind === "percent" ? 1 : 0.01}
            value={form.value}
            onChange={(value) => set("value", value)}
          />
        )}
        <SelectField
          id={`${id}-scope`}
          label="Product"
          value={form.productScope}
          options={COUPON_SCOPES}
          labels={SCOPE_LABELS}
          onChange={(scope) => set("productScope", scope)}
        />
        <InputField
          id={`${id}-max`}
          label="Total uses (blank: unlimited)"
          {...LIMIT_INPUT}
          value={form.maxRedemptions}
          onChange={(value) => set("maxRedemptions", value)}
        />
        <InputField
          id={`${id}-per-email`}
          label="Uses per email (blank: unlimited)"
          {...LIMIT_INPUT}
          value={form.perEmailLimit}
          onChange={(value) => set("perEmailLimit", value)}
        />
        <InputField
          id={`${id}-expires`}
          label="Expires (blank: never)"
          type="datetime-local"
          value={form.expiresAt}
          onChange={(value) => set("expiresAt", value)}
        />
        <InputField
          id={`${id}-note`}
          label="Note (optional)"
          maxLength={200}
          value={form.note}
          onChange={(value) => set("note", value)}
        />
      </div>
      {create.isError ? (
        <p role="alert" className="rounded-lg border border-danger/60 bg-[#3a0d1a] p-3 text-sm text-parchment">
          Could not create the coupon: {errorMessage(create.error)}
        </p>
      ) : null}
      <div>
        <button type="submit" className={primaryButton} disabled={create.isPending || !form.code.trim()}>
          {create.isPending ? "Creating…" : "Create coupon"}
        </button>
      </div>
    </form>
  );
}

export function CouponsPanel({ adminKey }: { adminKey: string }) {
  const invalidate = useInvalidateCoupons();
  const toggle = useMutation({
    mutationFn: ({ code, active }: { code: string; active: boolean }) => setCouponActive(adminKey, code, active),
    onSuccess: ({ coupon }) => {
      toast({ title: coupon.active ? "Coupon enabled" : "Coupon disabled", description: coupon.code });
      void invalidate();
    },
    onError: (error) => {
      toast({ title: "Coupon update failed", description: errorMessage(error), variant: "destructive" });
    },
  });
  const columns: Column<AdminCouponRow>[] = [
    { header: "Code", cell: (c) => <span className="font-mono">{c.code}</span>, inTitle: true },
    { header: "Discount", cell: (c) => discountText(c) },
    { header: "Product", cell: (c) => SCOPE_LABELS[c.product_scope] },
    {
      header: "Used",
      cell: (c) => (
        <span className="tabular-nums">
          {c.redemption_count} / {c.max_redemptions ?? "∞"}
        </span>
      ),
    },
    { header: "Per email", cell: (c) => c.per_email_limit ?? "∞" },
    {
      header: "Expires",
      cell: (c) => (c.expires_at ? formatDateTime(c.expires_at) : "Never"),
      className: "whitespace-nowrap",
    },
    { header: "State", cell: (c) => <StatusBadge status={c.state} />, inTitle: true },
    { header: "Note", cell: (c) => c.note ?? "—", className: "max-w-56" },
  ];
  return (
    <div className="grid gap-6">
      <CreateCouponForm adminKey={adminKey} />
      <AdminList
        queryKey={adminKeys.coupons}
        fetchPage={(cursor) => fetchCoupons(adminKey, cursor)}
        rowsOf={(page) => page.coupons}
        toolbar={<h3 className="text-lg text-gold-300">All coupons</h3>}
        refreshLabel="Refresh coupons"
        failureText="Failed to fetch coupons"
        caption="Coupons"
        columns={columns}
        rowKey={(c) => c.code}
        title={(c) => (
          <RowTitle status={c.state}>
            <span className="font-mono">{c.code}</span>
          </RowTitle>
        )}
        empty="No coupons yet."
        actions={(c) => (
          <button
            type="button"
            aria-label={`${c.active ? "Disable" : "Enable"} coupon ${c.code}`}
            className={rowButton}
            disabled={toggle.isPending && toggle.variables?.code === c.code}
            onClick={() => toggle.mutate({ code: c.code, active: !c.active })}
          >
            {c.active ? "Disable" : "Enable"}
          </button>
        )}
      />
    </div>
  );
}
