import type { KeyboardEvent } from "react";
import { fieldClass, labelClass } from "./form-styles";

type CouponFieldProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Called by the Apply button and by Enter in the field (docs/product/rules.md, Other input). */
  onApply: () => void;
  pending: boolean;
};

/** The coupon box of both checkouts: Apply is disabled while the code is blank or a request runs (docs/product/rules.md, Other input). */
export function CouponField({ id, value, onChange, onApply, pending }: CouponFieldProps) {
  const canApply = value.trim() !== "" && !pending;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    onApply();
  };
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        Coupon code
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="couponCode"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          className={`${fieldClass} min-w-0 flex-1`}
        />
        <button
          type="button"
          onClick={onApply}
          disabled={!canApply}
          aria-busy={pending || undefined}
          className="inline-flex min-h-11 min-w-24 shrink-0 items-center justify-center rounded-lg border border-gold-400 px-4 font-semibold text-gold-200 hover:bg-gold-400 hover:text-night-950 disabled:cursor-not-allowed disabled:border-night-600 disabled:text-mist disabled:hover:bg-transparent"
        >
          {pending ? "Applying..." : "Apply"}
        </button>
      </div>
    </div>
  );
}
