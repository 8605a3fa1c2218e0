/** Whether `error` (or what it wraps: drizzle wraps the driver's error) is a unique index refusing a row. */
export const isUniqueViolation = (error: unknown) => {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};
