import { useRuntimeConfig } from "../lib/runtime-config";

/** The operator's support address from /api/config, as a mailto link. */
export function SupportEmail() {
  const config = useRuntimeConfig();
  const email = config.data?.supportEmail;
  if (!email) return <span>our support address (shown once this page has loaded)</span>;
  return <a href={`mailto:${email}`}>{email}</a>;
}
