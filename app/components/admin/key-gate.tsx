/** docs/product/rules.md, Admin access: the admin key gate. Any non-empty key is accepted here; the server judges it. */
import { KeyRound } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { toast } from "../../hooks/use-toast";
import { saveAdminKey } from "./admin-key";
import { InputField, primaryButton } from "./ui";

export function KeyGate() {
  const [key, setKey] = useState("");
  const inputId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = key.trim();
    if (!trimmed) return;
    saveAdminKey(trimmed);
    toast({ title: "Admin access granted" });
  };
  return (
    <div className="mx-auto w-full max-w-md rounded-2xl border border-night-700 bg-night-900/80 p-6 sm:p-8">
      <KeyRound aria-hidden="true" className="size-8 text-gold-400" />
      <h1 className="mt-3 text-2xl text-parchment sm:text-3xl">Admin dashboard</h1>
      <p className="mt-2 text-mist">Enter the admin key to see orders, jobs and coupons.</p>
      <form onSubmit={onSubmit} className="mt-6 grid gap-4">
        <InputField
          id={inputId}
          label="Admin key"
          name="admin-key"
          type="password"
          required
          autoComplete="current-password"
          spellCheck={false}
          hint="Kept in this browser until you log out."
          value={key}
          onChange={setKey}
        />
        <button type="submit" className={primaryButton} disabled={!key.trim()}>
          Unlock
        </button>
      </form>
    </div>
  );
}
