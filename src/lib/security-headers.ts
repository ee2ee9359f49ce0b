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
