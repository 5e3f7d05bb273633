const UNIQUE_VIOLATION = '23505';

/** Whether PostgreSQL refused a write for a unique index (drizzle wraps the driver's error: its cause chain is read). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
