import { describe, expect, it } from 'vitest';
import { findPublishIssues, PUBLISH_ISSUE_KEYS, type PublishFacts } from './publish-check';

const NOW = new Date('2026-06-01T08:00:00Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const session = (begin: number, end: number, groups: string[] = []) => ({
  beginTime: at(begin),
  endTime: at(end),
  groups,
});

/** A public exam in one window, one paper of 100 points: ready to publish. */
function ready(): PublishFacts {
  return {
    isThird: 0,
    organizeForm: 1,
    beginTime: at(-60),
    endTime: at(24 * 60),
    passScore: 60,
    isPublic: 1,
    isAllowNologin: '',
    groups: [],
    sessions: [],
    papers: [{ key: 'p1', subjectScores: [40, 60] }],
  };
}

/** `path: message key` of each issue, the way the console places and words them. */
const issuesOf = (change: Partial<PublishFacts>, now = NOW) =>
  findPublishIssues({ ...ready(), ...change }, now).map((issue) => `${issue.path}: ${issue.messageKey}`);

const ROWS: { rule: string; change: Partial<PublishFacts>; expected: string[] }[] = [
  { rule: 'a ready exam may be published', change: {}, expected: [] },
  {
    rule: 'an exam without a paper cannot be started',
    change: { papers: [] },
    expected: ['papers: validation.publish.noPaper'],
  },
  {
    rule: 'an outer exam is taken elsewhere and needs no paper',
    change: { isThird: 1, papers: [] },
    expected: [],
  },
  {
    rule: 'each paper without questions is named (retakes go round the papers)',
    change: {
      papers: [
        { key: 'p1', subjectScores: [100] },
        { key: 'p2', subjectScores: [] },
      ],
    },
    expected: ['papers[1].subjects: validation.publish.emptyPaper'],
  },
  {
    rule: 'a pass score above what a paper adds up to cannot be reached',
    change: { passScore: 60, papers: [{ key: 'p1', subjectScores: [30, 29.99] }] },
    expected: ['passScore: validation.publish.passScoreOverTotal'],
  },
  {
    rule: 'a pass score equal to the paper total can be reached (cents add up: 0.1 + 0.2 = 0.3)',
    change: { passScore: 0.3, papers: [{ key: 'p1', subjectScores: [0.1, 0.2] }] },
    expected: [],
  },
  {
    rule: 'organizeForm 2 without a session has nowhere to start',
    change: { organizeForm: 2, sessions: [] },
    expected: ['sessions: validation.publish.noSession'],
  },
  {
    rule: 'organizeForm 1 needs no session',
    change: { organizeForm: 1, sessions: [] },
    expected: [],
  },
  {
    rule: 'one session still running is enough, beside one that ended',
    change: { organizeForm: 2, sessions: [session(-180, -60), session(-10, 50)] },
    expected: [],
  },
  {
    rule: 'a session that has not begun yet is enough',
    change: { organizeForm: 2, sessions: [session(60, 120)] },
    expected: [],
  },
  {
    rule: 'every session ended: nobody can start',
    change: { organizeForm: 2, sessions: [session(-180, -60), session(-60, -1)] },
    expected: ['sessions: validation.publish.sessionsEnded'],
  },
  {
    rule: 'a session ends at its end instant',
    change: { organizeForm: 2, sessions: [session(-60, 0)] },
    expected: ['sessions: validation.publish.sessionsEnded'],
  },
  {
    rule: 'an exam window that has passed admits nobody',
    change: { beginTime: at(-120), endTime: at(-1) },
    expected: ['endTime: validation.publish.examEnded'],
  },
  {
    rule: 'the exam window closes at its end instant',
    change: { beginTime: at(-120), endTime: at(0) },
    expected: ['endTime: validation.publish.examEnded'],
  },
  {
    rule: 'an exam without an end is open',
    change: { beginTime: null, endTime: null },
    expected: [],
  },
  {
    rule: 'an exam window not begun yet is fine',
    change: { beginTime: at(60), endTime: at(120) },
    expected: [],
  },
  {
    rule: 'a private exam (isPublic 0) without groups invites nobody',
    change: { isPublic: 0, groups: [] },
    expected: ['groups: validation.publish.noExamGroup'],
  },
  {
    rule: 'a private exam with a group invites its members',
    change: { isPublic: 0, groups: ['g1'] },
    expected: [],
  },
  {
    rule: 'a private exam open to links without a login (isAllowNologin 1) has its visitors',
    change: { isPublic: 0, groups: [], isAllowNologin: '1' },
    expected: [],
  },
  {
    rule: 'private by session (isPublic 2) with no session naming a group invites nobody',
    change: { isPublic: 2, organizeForm: 2, sessions: [session(60, 120), session(120, 180)] },
    expected: ['sessions: validation.publish.noSessionGroup'],
  },
  {
    rule: 'private by session with one session naming a group invites its members',
    change: { isPublic: 2, organizeForm: 2, sessions: [session(60, 120), session(120, 180, ['g1'])] },
    expected: [],
  },
  {
    rule: 'everything missing is named at once, in the order of the form',
    change: { papers: [], organizeForm: 2, sessions: [], isPublic: 0, endTime: at(-1) },
    expected: [
      'papers: validation.publish.noPaper',
      'sessions: validation.publish.noSession',
      'endTime: validation.publish.examEnded',
      'groups: validation.publish.noExamGroup',
    ],
  },
];

describe('what a candidate needs before an exam is published (issue 40)', () => {
  it.each(ROWS)('$rule', ({ change, expected }) => {
    expect(issuesOf(change)).toEqual(expected);
  });

  it('names the paper and its total in the words and their values', () => {
    const [issue] = findPublishIssues(
      { ...ready(), passScore: 80, papers: [{ key: 'final', subjectScores: [50, 25.5] }] },
      NOW,
    );
    expect(issue).toEqual({
      path: 'passScore',
      message: "is above what paper 'final' adds up to (75.5): nobody could pass",
      messageKey: 'validation.publish.passScoreOverTotal',
      params: { paper: 'final', total: '75.5' },
    });
  });

  it('a later moment never makes an ended exam publishable again', () => {
    const exam = { ...ready(), organizeForm: 2, sessions: [session(-60, 30)] };
    expect(findPublishIssues(exam, at(29))).toEqual([]);
    for (const minutes of [30, 31, 24 * 60, 365 * 24 * 60])
      expect(findPublishIssues(exam, at(minutes)).length).toBeGreaterThan(0);
  });

  it('the table gives every key the check may give', () => {
    const given = new Set(ROWS.flatMap((row) => row.expected.map((line) => line.split(': ')[1])));
    expect([...given].sort()).toEqual([...PUBLISH_ISSUE_KEYS].sort());
  });
});
