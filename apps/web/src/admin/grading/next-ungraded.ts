/** The index of the next answer without a grade after `from`, going round to the start; undefined when none is left. */
export function nextUngraded(rows: readonly { gradedAt: string | null }[], from: number): number | undefined {
  for (let step = 1; step <= rows.length; step += 1) {
    const at = (from + step) % rows.length;
    if (at !== from && rows[at]?.gradedAt === null) return at;
  }
  return undefined;
}
