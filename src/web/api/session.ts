import { useSyncExternalStore } from "react";
import { z } from "zod";

// seed 000 §3 "Stored on the device": member id, token and the active business id.
const SESSION_KEY = "menu-builder.session";

const SessionSchema = z.object({
  memberId: z.string(),
  token: z.string(),
  businessId: z.string().nullable().default(null),
});
export type Session = z.infer<typeof SessionSchema>;

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
      const parsed = SessionSchema.safeParse(JSON.parse(raw));
      session = parsed.success ? parsed.data : null;
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

export function setActiveBusiness(businessId: string | null) {
  const session = getSession();
  if (!session || session.businessId === businessId) return;
  saveSession({ ...session, businessId });
}

export type EndReason = "logout" | "expired";
let lastEndReason: EndReason | null = null;

/**
 * Forgets the session. The reason is remembered so that whichever screen notices first sends the owner to
 * the same place: login, with the "session expired" flag when the server ended it (seed 000 §2, §8).
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
