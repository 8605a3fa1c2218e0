import { useSyncExternalStore } from "react";

// Stored on the device: who is signed in and the active business, nothing secret. The session's token itself is
// an HttpOnly cookie the server sets (src/server/http/session-cookie.ts): no script on this origin, the guest
// pages' included, can read it. This record tells the screens who is signed in; the first call the server refuses
// (401) clears it.
const SESSION_KEY = "menu-builder.session";

interface OwnSession {
  memberId: string;
  businessId: string | null;
}

export interface Session extends OwnSession {
  /**
   * An operator signed in as this member to help (a read-only session); the operator's own session
   * waits here and comes back when they stop helping.
   */
  helping?: { email: string; operator: OwnSession };
}

// What was stored, if it is a session. Checked by hand, not with zod: every first load reads it, the sign-in
// screens included, and they load without zod so they appear sooner.
function asOwnSession(value: unknown): OwnSession | null {
  if (typeof value !== "object" || value === null) return null;
  const { memberId, businessId = null } = value as Record<string, unknown>;
  if (typeof memberId !== "string") return null;
  if (businessId !== null && typeof businessId !== "string") return null;
  return { memberId, businessId };
}

function asSession(value: unknown): Session | null {
  const own = asOwnSession(value);
  if (!own) return null;
  const { helping } = value as Record<string, unknown>;
  if (helping === undefined) return own;
  if (typeof helping !== "object" || helping === null) return null;
  const { email, operator } = helping as Record<string, unknown>;
  const operatorSession = asOwnSession(operator);
  if (typeof email !== "string" || !operatorSession) return null;
  return { ...own, helping: { email, operator: operatorSession } };
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; session: Session | null } = { raw: null, session: null };

function readRaw(): string | null {
  try {
    return localStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
}

/**
 * A record stored before the cookie held a bearer token beside the guests' data: it is dropped, and the owner signs
 * in once more, so that no token lingers where a page script could read it.
 */
function dropStoredToken() {
  try {
    if (readRaw()?.includes('"token"')) localStorage.removeItem(SESSION_KEY);
  } catch {
    // storage off: nothing stored either
  }
}
dropStoredToken();

export function getSession(): Session | null {
  const raw = readRaw();
  if (raw === cached.raw) return cached.session;
  let session: Session | null = null;
  if (raw) {
    try {
      session = asSession(JSON.parse(raw));
    } catch {
      session = null;
    }
  }
  cached = { raw, session };
  return session;
}

function emit() {
  for (const listener of listeners) listener();
}

export function saveSession(session: Session) {
  lastEndReason = null;
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  emit();
}

/**
 * The operator's session steps aside for the member's read-only one, and comes back when helping ends (the server
 * swaps the cookies likewise).
 */
export function startHelping({ memberId, email }: { memberId: string; email: string }) {
  const operator = getSession();
  if (!operator) return;
  const { helping: _none, ...own } = operator;
  saveSession({ memberId, businessId: null, helping: { email, operator: own } });
}

/** Back to the operator's own session, once the server has ended the help session (its logout). */
export function stopHelping() {
  const session = getSession();
  if (!session?.helping) return;
  saveSession(session.helping.operator);
}

export function setActiveBusiness(businessId: string | null) {
  const session = getSession();
  if (!session || session.businessId === businessId) return;
  saveSession({ ...session, businessId });
}

export type EndReason = "logout" | "expired";
let lastEndReason: EndReason | null = null;

/**
 * Forgets the session. The reason is remembered so that whichever screen notices first sends the owner to
 * the same place: login, with the "session expired" flag when the server ended it.
 */
export function clearSession(reason: EndReason = "logout") {
  lastEndReason = reason;
  localStorage.removeItem(SESSION_KEY);
  emit();
}

export function loginPathAfterSessionEnd(): string {
  return lastEndReason === "expired" ? "/login?ses" : "/login";
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_KEY) listener();
  };
  window.addEventListener("storage", onStorage); // another tab logged in or out
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}
