// Rows of rule-words.test.ts: subjects, references between keys, and past attempts.
import { DEFAULT_OUTPUT_LIMIT_KB } from '../judge/case-verdict';
import { ATTEMPT, codeSubject, EXAM, issuesAfter, type Row, SUBJECT, withEssay } from './rule-words.rows';

export const PAPER_ROWS: Row[] = [
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
    rule: 'partial scoring is for multiple choice, fill-in and code',
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
