/** The i18n key of a subject type's name (subjectType numbers: decision 0003). */
export function subjectTypeKey(subjectType: number) {
  return `grading.type.${subjectType as 1 | 2 | 3 | 4 | 5 | 6}` as const;
}
