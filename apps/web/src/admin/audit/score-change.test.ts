import { describe, expect, it } from 'vitest';
import { readScoreChange } from './score-change';

describe('an audit entry that changes scores reads as old → new (issue 40)', () => {
  const detail = {
    examId: 1,
    examResultId: 7,
    subjectId: 12,
    subjectKey: 'essay',
    oldScore: null,
    newScore: 8.25,
    oldTotal: 6.67,
    newTotal: 14.92,
  };

  it.each([
    ['grade.save', 'save'],
    ['grade.change', 'change'],
    ['grade.regrade', 'regrade'],
    ['grade.rejudge', 'rejudge'],
    ['grade.judged', 'judged'],
    ['grade.answers-file', 'answersFile'],
  ])('%s is named by audit.scoreAction.%s', (action, actionKey) => {
    expect(readScoreChange(action, detail)).toEqual({
      actionKey,
      subjectKey: 'essay',
      oldScore: null,
      newScore: 8.25,
      oldTotal: 6.67,
      newTotal: 14.92,
      reason: undefined,
    });
  });

  it("keeps a regrade's reason, and names a subject without a key by its id", () => {
    const { subjectKey: _key, ...withoutKey } = detail;
    expect(readScoreChange('grade.regrade', { ...withoutKey, reason: 'the key was wrong' })).toMatchObject({
      subjectKey: '12',
      reason: 'the key was wrong',
    });
  });

  it.each([
    ['exam.update', detail],
    ['subject.regrade', { oldCorrectAnswer: 'B', newCorrectAnswer: 'A' }],
    ['grade.save', null],
    ['grade.save', 'text'],
  ])('%s with %j is not a change of scores', (action, given) => {
    expect(readScoreChange(action, given)).toBeUndefined();
  });
});
