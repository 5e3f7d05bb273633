const UNIQUE_VIOLATION = '23505';

/** Whether PostgreSQL refused a write for a unique index (the error or one of its causes: drizzle wraps it). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
