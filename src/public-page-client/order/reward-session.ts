// The guest's session with the restaurant's rewards program, as the checkout's join form opened it: its token
// kept on this device (localStorage, one per restaurant) and sent with the price and order calls, so the order
// earns the member's points and can take a reward. Apart from the rewards section (checkout-reward.ts), which the
// cart loads only for a restaurant with a program, because every checkout sends the token it holds.

const keyOf = (businessId: string) => `rewards:${businessId}`;

/** Tokens that could not be stored (storage blocked or full): they serve this page's visit only. */
const unstored = new Map<string, string>();

export function heldRewardToken(businessId: string): string | null {
  try {
    const stored = localStorage.getItem(keyOf(businessId));
    if (stored) return stored;
  } catch {
    // storage blocked
  }
  return unstored.get(businessId) ?? null;
}

export function keepRewardToken(businessId: string, token: string) {
  unstored.delete(businessId);
  try {
    localStorage.setItem(keyOf(businessId), token);
  } catch {
    unstored.set(businessId, token);
  }
}

export function forgetRewardToken(businessId: string) {
  unstored.delete(businessId);
  try {
    localStorage.removeItem(keyOf(businessId));
  } catch {
    // storage blocked: nothing was kept there
  }
}

/** `Authorization: Guest <token>` while a session is held; nothing otherwise. */
export function guestAuthorization(businessId: string): Record<string, string> {
  const token = heldRewardToken(businessId);
  return token ? { authorization: `Guest ${token}` } : {};
}
