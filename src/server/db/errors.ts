/**
 * The error the database answered, where `error` is it or wraps it (drizzle wraps the driver's error in `cause`):
 * the first of them whose SQLSTATE code and message `matches` says is the one looked for, or null.
 */
export function findDatabaseError(
  error: unknown,
  matches: (code: unknown, message: string) => boolean,
): { code: string; message: string } | null {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (matches(code, String(message ?? ""))) return { code: String(code), message: String(message ?? "") };
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Whether `error` is a unique index refusing a row. */
export const isUniqueViolation = (error: unknown) =>
  findDatabaseError(error, (code) => code === "23505") !== null;

/** Whether `error` is the CHECK constraint `constraint` refusing a row. */
export const isCheckViolation = (error: unknown, constraint: string) =>
  findDatabaseError(error, (code, message) => code === "23514" && message.includes(constraint)) !== null;

/** Whether `error` was raised by one of our SQL functions with this SQLSTATE (`raise … using errcode`). */
export const isRaised = (error: unknown, errcode: string) =>
  findDatabaseError(error, (code) => code === errcode) !== null;
