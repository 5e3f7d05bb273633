// Rows of rule-words.test.ts: the file's shape and the exam's own rules (sessions, windows, settings).
import { parseExamItem } from './exam-item';
import { ATTEMPT, EXAM, issuesAfter, NO_SESSIONS, type Row } from './rule-words.rows';
import { NOW, partsOf, validDefinition } from './test-fixtures';

export const EXAM_ROWS: Row[] = [
  {
    rule: 'a field the file must give',
    issues: issuesAfter((_, definition) => delete (definition.school as { name?: string }).name),
    path: 'school.name',
    messageKey: 'validation.definition.required',
  },
  {
    rule: 'a key the file must not leave empty',
    issues: issuesAfter(({ exam }) => Object.assign(exam, { key: ' ' })),
    path: `${EXAM}.key`,
    messageKey: 'validation.definition.required',
  },
  {
    rule: 'a field the format does not have',
    issues: issuesAfter(({ exam }) => Object.assign(exam, { isPubilc: 1 })),
    path: `${EXAM}.isPubilc`,
    messageKey: 'validation.definition.unknownField',
  },
  {
    rule: 'a time the file cannot read',
    issues: issuesAfter(({ exam }) => Object.assign(exam, { beginTime: 'tomorrow' })),
    path: `${EXAM}.beginTime`,
    messageKey: 'validation.definition.timeFormat',
  },
  {
    rule: "an exam edited in the console brings no candidates' attempts",
    issues: () => {
      const result = parseExamItem(partsOf(validDefinition()).exam, NOW, {});
      return result.ok ? [] : result.issues;
    },
    path: 'exam.attempts',
    messageKey: 'validation.definition.attemptsNotEdited',
  },
  {
    rule: 'an exam ends after it begins',
    issues: issuesAfter(({ exam }) => Object.assign(exam, { beginTime: 'now', endTime: 'now' })),
    path: `${EXAM}.endTime`,
    messageKey: 'validation.examRules.after',
    params: { field: 'beginTime' },
  },
  {
    rule: 'a session begins inside its exam',
    issues: issuesAfter(({ session }) => Object.assign(session, { beginTime: 'now-2h' })),
    path: `${EXAM}.sessions[0].beginTime`,
    messageKey: 'validation.examRules.beforeExamBegin',
  },
  {
    rule: 'a session ends inside its exam',
    issues: issuesAfter(({ session }) => Object.assign(session, { endTime: '2026-06-03T00:00:00+08:00' })),
    path: `${EXAM}.sessions[0].endTime`,
    messageKey: 'validation.examRules.afterExamEnd',
  },
  {
    rule: 'subject scores add up to the paper score',
    issues: issuesAfter(({ subject }) => Object.assign(subject, { score: 5 })),
    path: `${EXAM}.papers[0].subjects`,
    messageKey: 'validation.examRules.scoresTotal',
    params: { total: '5', paperScore: '10' },
  },
  {
    rule: 'a past attempt is submitted after it starts',
    issues: issuesAfter(({ attempt }) =>
      Object.assign(attempt, { startAnswerTime: 'now-10m', submittedAt: 'now-20m' }),
    ),
    path: `${ATTEMPT}.submittedAt`,
    messageKey: 'validation.examRules.notBefore',
    params: { field: 'startAnswerTime' },
  },
  {
    rule: 'a past attempt ends before now',
    issues: issuesAfter(({ attempt }) => Object.assign(attempt, { submittedAt: 'now+1m' })),
    path: `${ATTEMPT}.submittedAt`,
    messageKey: 'validation.examRules.endsInFuture',
  },
  {
    rule: 'a graded attempt has a score',
    issues: issuesAfter(({ attempt }) => delete attempt.score),
    path: `${ATTEMPT}.score`,
    messageKey: 'validation.examRules.gradedNeedsScore',
  },
  {
    rule: 'the pass score is at most the paper score',
    issues: issuesAfter(({ exam }) => Object.assign(exam, { passScore: 10.5 })),
    path: `${EXAM}.passScore`,
    messageKey: 'validation.examRules.overPaperScore',
    params: { paperScore: '10' },
  },
  {
    rule: 'organizeForm 2 needs a session',
    issues: issuesAfter(({ exam }) => Object.assign(exam, NO_SESSIONS)),
    path: `${EXAM}.sessions`,
    messageKey: 'validation.examRules.sessionsNeeded',
  },
  {
    rule: 'sessions need organizeForm 2',
    issues: issuesAfter(({ exam }) => Object.assign(exam, { organizeForm: 1 })),
    path: `${EXAM}.organizeForm`,
    messageKey: 'validation.examRules.sessionsNeedOrganizeForm',
  },
  {
    rule: 'appointment mode needs organizeForm 2',
    issues: issuesAfter(({ exam }) =>
      Object.assign(exam, { ...NO_SESSIONS, organizeForm: 1, examAppointment: 1 }),
    ),
    path: `${EXAM}.examAppointment`,
    messageKey: 'validation.examRules.appointmentNeedsOrganizeForm',
  },
  {
    rule: 'redemption codes belong to appointment mode',
    issues: issuesAfter(({ exam }) => Object.assign(exam, { isRedemptionCode: 1, redemptionCodes: ['X1'] })),
    path: `${EXAM}.isRedemptionCode`,
    messageKey: 'validation.examRules.redemptionNeedsAppointment',
  },
  {
    rule: 'codes are asked for only with isRedemptionCode',
    issues: issuesAfter(({ exam }) => Object.assign(exam, { examAppointment: 1, redemptionCodes: ['X1'] })),
    path: `${EXAM}.redemptionCodes`,
    messageKey: 'validation.examRules.codesNeedRedemption',
  },
  {
    rule: 'an authorization code has its length',
    issues: issuesAfter(({ exam }) => Object.assign(exam, { authCodeFlag: 1, authCode: '1234567' })),
    path: `${EXAM}.authCode`,
    messageKey: 'validation.examRules.authCodeLength',
    params: { length: '6' },
  },
];
