// What a page holding Stripe's card form must allow, as Stripe advises: its script (Stripe.js), its frames (the
// card fields, and 3-D Secure on hooks.stripe.com when Stripe.js is Stripe's own) and its API. The pay page and a
// booking's card page both build their CSP from these.

export interface StripeCspSources {
  script: string;
  connect: string;
  frames: string[];
}

/** Stripe's origins for a page's CSP; the API's is Stripe's own unless STRIPE_API_URL points elsewhere. */
export function stripeCspSources(jsUrl: string, apiUrl: string | undefined): StripeCspSources {
  const script = new URL(jsUrl).origin;
  return {
    script,
    connect: apiUrl ? new URL(apiUrl).origin : "https://api.stripe.com",
    frames: [script, ...(script === "https://js.stripe.com" ? ["https://hooks.stripe.com"] : [])],
  };
}
