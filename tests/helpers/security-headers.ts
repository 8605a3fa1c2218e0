import { expect } from "vitest";

/** The security headers of the API's and the dashboard's answers (src/server/http/security-headers.ts). */
export const SECURITY_HEADERS = {
  "content-security-policy":
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';" +
    "img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';" +
    "style-src 'self' 'unsafe-inline';connect-src 'self'",
  "x-content-type-options": "nosniff",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-frame-options": "SAMEORIGIN",
  "referrer-policy": "no-referrer",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};

/** The answer carries exactly those headers, no Cross-Origin-Embedder-Policy and no X-Powered-By. */
export function expectSecurityHeaders(headers: Headers, what: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(headers.get(name), `${what}: ${name}`).toBe(value);
  expect(headers.get("cross-origin-embedder-policy"), what).toBeNull();
  expect(headers.get("x-powered-by"), what).toBeNull();
}
