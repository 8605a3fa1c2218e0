/**
 * The security headers of every page the server renders outside the API's plugin context (the guest page and its
 * website pages, the printable menu, the order confirmation, the card-payment page). Helmet sets the API's and
 * the dashboard's (http/security-headers.ts); these pages skip its hook to keep the guest's hot path short, so
 * they send this fixed set instead, plus a content security policy of their own.
 */
export const SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=()",
  "cross-origin-opener-policy": "same-origin",
};
