// Tells insights that this visitor reached a step of ordering (a cart opened, the checkout opened): once per step
// and page, sent when the browser is idle, never waited for, and failures ignored. No cookie and nothing stored:
// the server counts a visitor once a day from the address and browser it sees, as it does for views. The owner's
// own visits (signed in on this browser) and previews are not counted.

import { CSRF_HEADER, CSRF_HEADER_VALUE } from "../../shared/auth/session-cookie.ts";
import { underContext } from "../context-path.ts";

const sent = new Set<string>();

export function countFunnelStep(businessId: string, step: "cart" | "checkout") {
  if (sent.has(step)) return;
  sent.add(step);
  const preview = new URLSearchParams(location.search).get("preview") === "true";
  // The owner is known by the dashboard's HttpOnly cookie, which the header lets the server read.
  const headers = { "content-type": "application/json", [CSRF_HEADER]: CSRF_HEADER_VALUE };
  const send = () =>
    fetch(
      underContext(
        `/v1/public/businesses/${encodeURIComponent(businessId)}/funnel${preview ? "?preview=true" : ""}`,
      ),
      {
        method: "POST",
        headers,
        body: JSON.stringify({ step }),
        keepalive: true,
      },
    ).catch(() => {});
  if ("requestIdleCallback" in window) requestIdleCallback(send);
  else setTimeout(send, 0);
}
