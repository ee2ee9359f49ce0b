/** Shared Tailwind classes for form fields, so every form in the shop looks and behaves alike. */
export const fieldClass =
  "block min-h-11 w-full rounded-lg border border-night-600 bg-night-800 px-3 py-2 text-base text-parchment placeholder:text-mist/70 hover:border-gold-500/70 aria-[invalid=true]:border-danger";

export const labelClass = "mb-1.5 block text-sm font-medium text-gold-200";

export const hintClass = "mt-2 text-sm text-mist";
