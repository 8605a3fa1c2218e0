import { createHash, randomBytes } from "node:crypto";

/** Opaque ids: 16 random bytes, URL-safe, so an id tells nothing and cannot be guessed. */
export function newId(): string {
  return randomBytes(16).toString("base64url");
}

/** 256-bit random secrets for session and reset tokens. */
export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens are stored only as their SHA-256 hash. */
export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}
