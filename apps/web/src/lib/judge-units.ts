const KILOBYTES_PER_MEGABYTE = 1024;

/**
 * A size the judge gives in KiB (a case's peak memory, an output limit) as a person reads it: whole KB under a
 * megabyte, MB with one decimal above ("820 KB", "1.5 MB", "64 MB"). Units are the same in every language.
 */
export function formatKilobytes(kilobytes: number): string {
  if (kilobytes < KILOBYTES_PER_MEGABYTE) return `${Math.round(kilobytes)} KB`;
  const megabytes = Math.round((kilobytes / KILOBYTES_PER_MEGABYTE) * 10) / 10;
  return `${megabytes} MB`;
}
