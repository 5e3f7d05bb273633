import { describe, expect, it } from 'vitest';
import type { ErrorIssue } from '../errors/app-error';
import { DEFAULT_OUTPUT_LIMIT_KB } from '../judge/case-verdict';
import { parseExamItem } from './exam-item';
import { parseExamDefinition } from './parse';
import { DEFINITION_ISSUE_KEYS } from './rule-words';
import { NOW, partsOf, type TestDefinition, validDefinition } from './test-fixtures';

type Parts = ReturnType<typeof partsOf>;

/** The issues of the valid file once `mutate` has broken one thing of it. */
const issuesAfter = (mutate: (parts: Parts, definition: TestDefinition) => void) => () => {
  const definition = validDefinition();
  mutate(partsOf(definition), definition);
  const result = parseExamDefinition(definition, NOW);
  return result.ok ? [] : result.issues;
};

const EXAM = 'exams[0]';
const SUBJECT = `${EXAM}.papers[0].subjects[0]`;
const ATTEMPT = `${EXAM}.attempts[0]`;
const NO_SESSIONS = { sessions: [], openLinks: [], attempts: [] };
const codeSubject = (cases: unknown[], extra: Record<string, unknown> = {}) => ({
  subjectType: 5,
  options: [],
  correctAnswer: undefined,
  codeLanguages: ['python'],
  cases,
  ...extra,
});
const withEssay = ({ exam }: Parts) => {
  (exam.papers as { subjects: unknown[] }[])[0]?.subjects.push({
    key: 'q2',
    subjectType: 6,
    subjectTitle: 'Explain.',
    score: 10,
  });
  Object.assign(exam, { paperScore: 20, passScore: 12 });
};

interface Row {
  rule: string;
  issues: () => ErrorIssue[];
  path: string;
  messageKey: string;
  params?: Record<string, string>;
}

const ROWS: Row[] = [
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
  {
    rule: 'a single choice answer is one of the option keys',
    issues: issuesAfter(({ subject }) => Object.assign(subject, { correctAnswer: 'C' })),
    path: `${SUBJECT}.correctAnswer`,
    messageKey: 'validation.subjectRules.oneOptionKey',
    params: { keys: 'A, B' },
  },
  {
    rule: 'a multiple choice answer is a list of option keys',
    issues: issuesAfter(({ subject }) => Object.assign(subject, { subjectType: 2 })),
    path: `${SUBJECT}.correctAnswer`,
    messageKey: 'validation.subjectRules.optionKeyList',
    params: { keys: 'A, B' },
  },
  {
    rule: 'a judgement answer is true or false',
    issues: issuesAfter(({ subject }) => Object.assign(subject, { subjectType: 3, options: [] })),
    path: `${SUBJECT}.correctAnswer`,
    messageKey: 'validation.subjectRules.trueOrFalse',
  },
  {
    rule: 'a fill-in answer lists accepted answers per blank',
    issues: issuesAfter(({ subject }) => Object.assign(subject, { subjectType: 4, options: [] })),
    path: `${SUBJECT}.correctAnswer`,
    messageKey: 'validation.subjectRules.blankAnswers',
  },
  {
    rule: "an essay's reference answer is a text",
    issues: issuesAfter(({ subject }) =>
      Object.assign(subject, { subjectType: 6, options: [], correctAnswer: 4 }),
    ),
    path: `${SUBJECT}.correctAnswer`,
    messageKey: 'validation.subjectRules.referenceText',
  },
  {
    rule: 'a choice subject has two options',
    issues: issuesAfter(({ subject }) =>
      Object.assign(subject, { options: [{ key: 'B', content: '2' }], correctAnswer: 'B' }),
    ),
    path: `${SUBJECT}.options`,
    messageKey: 'validation.subjectRules.twoOptions',
  },
  {
    rule: 'options belong to choice subjects',
    issues: issuesAfter(({ subject }) =>
      Object.assign(subject, { subjectType: 6, correctAnswer: undefined }),
    ),
    path: `${SUBJECT}.options`,
    messageKey: 'validation.subjectRules.optionsForChoice',
  },
  {
    rule: 'partial scoring is for multiple choice and code',
    issues: issuesAfter(({ subject }) => Object.assign(subject, { scoringRule: 'partial' })),
    path: `${SUBJECT}.scoringRule`,
    messageKey: 'validation.subjectRules.partialScoring',
  },
  {
    rule: 'a code subject offers a language',
    issues: issuesAfter(({ subject }) =>
      Object.assign(subject, codeSubject([{ expectedOutput: '1' }], { codeLanguages: [] })),
    ),
    path: `${SUBJECT}.codeLanguages`,
    messageKey: 'validation.subjectRules.codeLanguage',
  },
  {
    rule: 'a code subject has a hidden case',
    issues: issuesAfter(({ subject }) => Object.assign(subject, codeSubject([]))),
    path: `${SUBJECT}.cases`,
    messageKey: 'validation.subjectRules.hiddenCase',
  },
  {
    rule: 'code settings belong to code subjects',
    issues: issuesAfter(({ subject }) => Object.assign(subject, { timeLimitMs: 1000 })),
    path: `${SUBJECT}.timeLimitMs`,
    messageKey: 'validation.subjectRules.codeOnly',
  },
  {
    rule: "an expected output fits the subject's output limit",
    issues: issuesAfter(({ subject }) =>
      Object.assign(subject, codeSubject([{ expectedOutput: 'x'.repeat(1025) }], { outputLimitKb: 1 })),
    ),
    path: `${SUBJECT}.cases[0].expectedOutput`,
    messageKey: 'validation.subjectRules.outputOverLimit',
    params: { bytes: '1025', limitKb: '1', limitBytes: '1024', maximumKb: '65536' },
  },
  {
    rule: 'an expected output fits the default output limit',
    issues: issuesAfter(({ subject }) =>
      Object.assign(
        subject,
        codeSubject([{ expectedOutput: 'x'.repeat(DEFAULT_OUTPUT_LIMIT_KB * 1024 + 1) }]),
      ),
    ),
    path: `${SUBJECT}.cases[0].expectedOutput`,
    messageKey: 'validation.subjectRules.outputOverDefault',
    params: { bytes: '8388609', limitKb: '8192', limitBytes: '8388608', maximumKb: '65536' },
  },
  {
    rule: 'a key is given once',
    issues: issuesAfter((_, definition) => definition.groups.push({ key: 'g1', name: 'Again', members: [] })),
    path: 'groups[1].key',
    messageKey: 'validation.references.duplicate',
    params: { what: 'group key', value: 'g1' },
  },
  {
    rule: 'a list names a key once',
    issues: issuesAfter((_, definition) =>
      Object.assign(definition.groups[0] as object, { members: ['ann', 'ann'] }),
    ),
    path: 'groups[0].members[1]',
    messageKey: 'validation.references.listedTwice',
    params: { what: 'user', value: 'ann' },
  },
  {
    rule: 'a member is a user',
    issues: issuesAfter((_, definition) =>
      Object.assign(definition.groups[0] as object, { members: ['zed'] }),
    ),
    path: 'groups[0].members[0]',
    messageKey: 'validation.references.unknown.user',
    params: { key: 'zed' },
  },
  {
    rule: "an exam's group is a group",
    issues: issuesAfter(({ exam }) => Object.assign(exam, { groups: ['g9'] })),
    path: `${EXAM}.groups[0]`,
    messageKey: 'validation.references.unknown.group',
    params: { key: 'g9' },
  },
  {
    rule: "an exam's course is a course",
    issues: issuesAfter(({ exam }) => Object.assign(exam, { courses: ['c9'] })),
    path: `${EXAM}.courses[0]`,
    messageKey: 'validation.references.unknown.course',
    params: { key: 'c9' },
  },
  {
    rule: "a subject's knowledge point is a knowledge point",
    issues: issuesAfter(({ subject }) => Object.assign(subject, { knowledgePoints: ['kp9'] })),
    path: `${SUBJECT}.knowledgePoints[0]`,
    messageKey: 'validation.references.unknown.knowledgePoint',
    params: { key: 'kp9' },
  },
  {
    rule: "a subject's ability is an ability dimension",
    issues: issuesAfter(({ subject }) => Object.assign(subject, { abilities: [{ key: 'ab9' }] })),
    path: `${SUBJECT}.abilities[0].key`,
    messageKey: 'validation.references.unknown.abilityDimension',
    params: { key: 'ab9' },
  },
  {
    rule: 'an embedded video is a video of the file',
    issues: issuesAfter(({ subject }) =>
      Object.assign(subject, { subjectTitle: '<div data-video-key="v9"></div>' }),
    ),
    path: `${SUBJECT}.subjectTitle`,
    messageKey: 'validation.references.unknown.video',
    params: { key: 'v9' },
  },
  {
    rule: "a grader's assignment names an exam",
    issues: issuesAfter((_, definition) =>
      Object.assign(definition.users[1] as object, { role: 'grader', assignments: [{ exam: 'e9' }] }),
    ),
    path: 'users[1].assignments[0].exam',
    messageKey: 'validation.references.unknown.exam',
    params: { key: 'e9' },
  },
  {
    rule: "an attempt's session is a session of its exam",
    issues: issuesAfter(({ attempt }) => Object.assign(attempt, { session: 's9' })),
    path: `${ATTEMPT}.session`,
    messageKey: 'validation.references.unknown.session',
    params: { key: 's9' },
  },
  {
    rule: "an attempt's paper is a paper of its exam",
    issues: issuesAfter(({ attempt }) => Object.assign(attempt, { paper: 'p9' })),
    path: `${ATTEMPT}.paper`,
    messageKey: 'validation.references.unknown.paper',
    params: { key: 'p9' },
  },
  {
    rule: 'only graders and proctors have assignments',
    issues: issuesAfter((_, definition) =>
      Object.assign(definition.users[0] as object, { assignments: [{ exam: 'e1' }] }),
    ),
    path: 'users[0].assignments',
    messageKey: 'validation.references.assignmentsForStaff',
  },
  {
    rule: 'an answer names a subject of the paper',
    issues: issuesAfter(({ attempt }) => Object.assign(attempt, { answers: { q9: { answer: 'B' } } })),
    path: `${ATTEMPT}.answers.q9`,
    messageKey: 'validation.pastAttempts.notOnPaper',
    params: { paper: 'p1' },
  },
  {
    rule: "an answer has the shape of its subject's",
    issues: issuesAfter(({ attempt }) => Object.assign(attempt, { answers: { q1: { answer: true } } })),
    path: `${ATTEMPT}.answers.q1.answer`,
    messageKey: 'validation.pastAttempts.notAnAnswer',
    params: { type: '1' },
  },
  {
    rule: 'a machine-graded answer takes no score',
    issues: issuesAfter(({ attempt }) =>
      Object.assign(attempt, { answers: { q1: { answer: 'B', score: 10 } } }),
    ),
    path: `${ATTEMPT}.answers.q1.score`,
    messageKey: 'validation.pastAttempts.machineGraded',
  },
  {
    rule: "an essay's score is at most the subject's",
    issues: issuesAfter((parts) => {
      withEssay(parts);
      Object.assign(parts.attempt, { answers: { q1: { answer: 'B' }, q2: { answer: 'text', score: 11 } } });
    }),
    path: `${ATTEMPT}.answers.q2.score`,
    messageKey: 'validation.pastAttempts.overSubjectScore',
    params: { score: '10' },
  },
  {
    rule: 'a graded attempt has a score for every essay',
    issues: issuesAfter((parts) => {
      withEssay(parts);
      Object.assign(parts.attempt, {
        isPassed: false,
        answers: { q1: { answer: 'B' }, q2: { answer: 'text' } },
      });
    }),
    path: `${ATTEMPT}.status`,
    messageKey: 'validation.pastAttempts.scoreMissing',
  },
  {
    rule: 'an attempt waiting for a person has an answer to grade',
    issues: issuesAfter(({ attempt }) =>
      Object.assign(attempt, { status: 'grading', score: undefined, isPassed: undefined }),
    ),
    path: `${ATTEMPT}.status`,
    messageKey: 'validation.pastAttempts.nothingToGrade',
  },
  {
    rule: 'the score is what the answers give',
    issues: issuesAfter(({ attempt }) => Object.assign(attempt, { answers: { q1: { answer: 'A' } } })),
    path: `${ATTEMPT}.score`,
    messageKey: 'validation.pastAttempts.scoreGiven',
    params: { score: '0' },
  },
  {
    rule: 'isPassed is what the answers give',
    issues: issuesAfter(({ attempt }) => Object.assign(attempt, { answers: { q1: { answer: 'A' } } })),
    path: `${ATTEMPT}.isPassed`,
    messageKey: 'validation.pastAttempts.isPassedGiven',
    params: { score: '0', passScore: '6', isPassed: 'false' },
  },
];

describe('every rule of a definition file names its issue by a catalogue key and its values (issue 35)', () => {
  it.each(ROWS)('$rule: $messageKey', ({ issues, path, messageKey, params = {} }) => {
    expect(issues()).toContainEqual({ path, message: expect.any(String), messageKey, params });
  });

  it('the table above breaks every rule there is a key for', () => {
    expect([...new Set(ROWS.map((row) => row.messageKey))].sort()).toEqual([...DEFINITION_ISSUE_KEYS].sort());
  });
});
