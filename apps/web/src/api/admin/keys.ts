/**
 * The console's query keys. Every key starts with its school's, and each resource's with its prefix here, so one
 * prefix given to `invalidateQueries` reaches every query of that resource, and the school's reaches everything a
 * save or an import of the whole school may have changed. The `queryOptions` factories beside each request build
 * their keys from these prefixes, so a page and an invalidation cannot drift apart.
 */
function schoolKey(schoolId: string) {
  return ['admin', schoolId] as const;
}

export const adminKeys = {
  school: schoolKey,
  audit: (schoolId: string) => [...schoolKey(schoolId), 'audit'] as const,
  bank: (schoolId: string) => [...schoolKey(schoolId), 'bank'] as const,
  /** The exams list; one exam's editor data is `exam`, apart, as a publish or copy changes only the list. */
  exams: (schoolId: string) => [...schoolKey(schoolId), 'exams'] as const,
  exam: (schoolId: string, examId: number) => [...schoolKey(schoolId), 'exam', examId] as const,
  references: (schoolId: string) => [...schoolKey(schoolId), 'references'] as const,
  /** One exam's redemption codes and open links as made: what a generation or an import adds to. */
  links: (schoolId: string, examId: number) => [...schoolKey(schoolId), 'links', examId] as const,
  grading: (schoolId: string) => [...schoolKey(schoolId), 'grading'] as const,
  groups: (schoolId: string) => [...schoolKey(schoolId), 'groups'] as const,
  monitor: (schoolId: string) => [...schoolKey(schoolId), 'monitor'] as const,
  /** One exam's results, its pages and statistics: what a release changes. */
  results: (schoolId: string, examId: number) => [...schoolKey(schoolId), 'results', examId] as const,
  staff: (schoolId: string) => [...schoolKey(schoolId), 'staff'] as const,
};
