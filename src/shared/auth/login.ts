// The login form's own check, apart from auth.ts's schemas so the login screen loads without zod and appears sooner.

/** Login needs both fields; one message for either missing. */
export function isLoginComplete(body: { email?: string; password?: string }): boolean {
  return Boolean(body.email?.trim()) && Boolean(body.password);
}
