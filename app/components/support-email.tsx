import { useRuntimeConfig } from "../lib/runtime-config";

/** The operator's support address from /api/config, as a mailto link. */
export function SupportEmail() {
  const config = useRuntimeConfig();
  const email = config.data?.supportEmail;
  if (!email) return <span>our support address (shown once this page has loaded)</span>;
  return (
    <a className="underline underline-offset-4 hover:text-gold-200" href={`mailto:${email}`}>
      {email}
    </a>
  );
}
