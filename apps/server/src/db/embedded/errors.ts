/** A problem starting the embedded PostgreSQL server: one line that names the cause and the fix, no stack. */
export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
}
