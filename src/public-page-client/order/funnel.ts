// Tells insights that this visitor reached a step of ordering (a cart opened, the checkout opened): once per step
// and page, sent when the browser is idle, never waited for, and failures ignored. No cookie and nothing stored:
// the server counts a visitor once a day from the address and browser it sees, as it does for views. The owner's
// own visits (signed in on this browser) and previews are not counted.

const SESSION_KEY = "menu-builder.session";
const sent = new Set<string>();

export function countFunnelStep(businessId: string, step: "cart" | "checkout") {
  if (sent.has(step)) return;
  sent.add(step);
  const preview = new URLSearchParams(location.search).get("preview") === "true";
  const headers: Record<string, string> = { "content-type": "application/json" };
  try {
    const session = JSON.parse(localStorage.getItem(SESSION_KEY) ?? "null") as { token?: string } | null;
    if (session?.token) headers.authorization = `Bearer ${session.token}`;
  } catch {
    // private mode: counted as a guest
  }
  const send = () =>
    fetch(`/v1/public/businesses/${encodeURIComponent(businessId)}/funnel${preview ? "?preview=true" : ""}`, {
      method: "POST",
      headers,
      body: JSON.stringify({ step }),
      keepalive: true,
    }).catch(() => {});
  if ("requestIdleCallback" in window) requestIdleCallback(send);
  else setTimeout(send, 0);
}
