/**
 * One source for the security headers. The Worker sets them on every API
 * response; the build writes the same values into dist/client/_headers so the
 * static pages carry them too (see vite.config.ts).
 */

const PAYPAL_SOURCES = ["https://www.paypal.com", "https://*.paypal.com", "https://*.paypalobjects.com"];

/** Content-Security-Policy directives: self, plus what the PayPal JS SDK needs. */
export const CSP_DIRECTIVES: Record<string, string[]> = {
  "default-src": ["'self'"],
  "script-src": ["'self'", ...PAYPAL_SOURCES],
  // PayPal's SDK injects <style> elements; scripts stay strict.
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:", ...PAYPAL_SOURCES],
  "font-src": ["'self'"],
  "connect-src": ["'self'", ...PAYPAL_SOURCES],
  "frame-src": PAYPAL_SOURCES,
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

export function contentSecurityPolicy(directives: Record<string, string[]> = CSP_DIRECTIVES): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** What a deployment adds to the policy: the host of the operator's card scans, and in development the dev server's scripts. */
export type PolicyAdditions = {
  /** An image origin (CARD_IMAGE_BASE's host), joined to img-src. */
  imageOrigin?: string;
  /**
   * `'sha256-…'` sources for the inline scripts Vite's dev server writes into its pages (the React
   * refresh preamble). Only `vite dev` sets them (vite.config.ts); a built Worker never has any.
   */
  devScriptHashes?: string[];
};

/** The policy with a deployment's additions; the plain policy when there are none. */
export function policyWith({ imageOrigin, devScriptHashes = [] }: PolicyAdditions): string {
  // One deployment has one set of additions: build its policy once, not per response.
  const key = `${imageOrigin ?? ""} ${devScriptHashes.join(" ")}`;
  let policy = policies.get(key);
  if (policy === undefined) {
    policy = contentSecurityPolicy({
      ...CSP_DIRECTIVES,
      "script-src": [...(CSP_DIRECTIVES["script-src"] ?? []), ...devScriptHashes],
      "img-src": [...(CSP_DIRECTIVES["img-src"] ?? []), ...(imageOrigin ? [imageOrigin] : [])],
    });
    policies.set(key, policy);
  }
  return policy;
}
const policies = new Map<string, string>();

export const HSTS_VALUE = "max-age=63072000; includeSubDomains; preload";

/** Headers that every response carries, whatever its origin. */
export const BASE_SECURITY_HEADERS: Record<string, string> = {
  "Content-Security-Policy": contentSecurityPolicy(),
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "Permissions-Policy": 'camera=(), microphone=(), geolocation=(), payment=(self "https://www.paypal.com")',
};

/** The `_headers` file for Workers static assets: the same headers on every page and file. */
export function staticAssetHeadersFile(): string {
  const lines = ["/*"];
  for (const [name, value] of Object.entries({ ...BASE_SECURITY_HEADERS, "Strict-Transport-Security": HSTS_VALUE })) {
    lines.push(`  ${name}: ${value}`);
  }
  // Fingerprinted build output never changes under the same name.
  lines.push("/assets/*", "  Cache-Control: public, max-age=31536000, immutable");
  return `${lines.join("\n")}\n`;
}
