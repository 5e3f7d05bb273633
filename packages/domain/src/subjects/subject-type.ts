/**
 * SPEC §3 Subject: subjectType 5 is a code question. The other numbers are ours (SPEC does not show them) and are
 * recorded in docs/decisions/0003-subject-type-numbers.md.
 */
export const SUBJECT_TYPE = {
  singleChoice: 1,
  multipleChoice: 2,
  judgement: 3,
  fillIn: 4,
  code: 5,
  essay: 6,
} as const;
export type SubjectType = (typeof SUBJECT_TYPE)[keyof typeof SUBJECT_TYPE];
export const SUBJECT_TYPES = Object.values(SUBJECT_TYPE) as SubjectType[];

/** SPEC §3: content viewer subjectContentType 0 plain text, 1 rich HTML, 2 markdown. */
export const CONTENT_TYPE = { plain: 0, html: 1, markdown: 2 } as const;
export type ContentType = (typeof CONTENT_TYPE)[keyof typeof CONTENT_TYPE];
export const CONTENT_TYPES = Object.values(CONTENT_TYPE) as ContentType[];

/** Subjects a person grades (essay) or a judge runs (code): the attempt waits in 'grading' for them. */
export function isMachineGradedOnSubmit(subjectType: SubjectType): boolean {
  return subjectType !== SUBJECT_TYPE.essay && subjectType !== SUBJECT_TYPE.code;
}

/** Code languages a code question may offer; the judge supports these. */
export const CODE_LANGUAGES = ['javascript', 'python'] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];
