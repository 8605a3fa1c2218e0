import { useSyncExternalStore } from "react";

// Stored on the device: member id, token and the active business id.
const SESSION_KEY = "menu-builder.session";

interface OwnSession {
  memberId: string;
  token: string;
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
  const { memberId, token, businessId = null } = value as Record<string, unknown>;
  if (typeof memberId !== "string" || typeof token !== "string") return null;
  if (businessId !== null && typeof businessId !== "string") return null;
  return { memberId, token, businessId };
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

/** The operator's session steps aside for the member's read-only one, and comes back when helping ends. */
export function startHelping({ memberId, token, email }: { memberId: string; token: string; email: string }) {
  const operator = getSession();
  if (!operator) return;
  const { helping: _none, ...own } = operator;
  saveSession({ memberId, token, businessId: null, helping: { email, operator: own } });
}

/** Back to the operator's own session; answers the helping token so the caller can end it. */
export function stopHelping(): string | null {
  const session = getSession();
  if (!session?.helping) return null;
  saveSession(session.helping.operator);
  return session.token;
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
