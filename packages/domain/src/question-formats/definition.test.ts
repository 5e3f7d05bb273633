import { describe, expect, it } from 'vitest';
import { fromDefinition } from './definition';

const single = {
  key: 'q1',
  subjectType: 1,
  subjectTitle: 'One?',
  options: [
    { key: 'A', content: 'a' },
    { key: 'B', content: 'b' },
  ],
  correctAnswer: 'A',
  score: 2,
  knowledgePoints: ['kp1'],
};

describe('our definition file → bank subjects', () => {
  it('takes the subjects of every paper, with the file knowledge points', () => {
    const result = fromDefinition({
      knowledgePoints: [{ key: 'kp1', name: 'Algebra' }],
      exams: [
        { papers: [{ subjects: [single] }, { subjects: [{ ...single, key: 'q2', knowledgePoints: [] }] }] },
      ],
    });
    expect(result.issues).toEqual([]);
    expect(result.subjects.map((s) => [s.key, s.knowledgePoints])).toEqual([
      ['q1', [{ key: 'kp1', name: 'Algebra' }]],
      ['q2', []],
    ]);
    expect(result.subjects[0]?.subject).toMatchObject({ ...single, scoringRule: 'all_or_nothing' });
  });

  it('reports each problem at its path in the file, and a key given twice', () => {
    const result = fromDefinition({
      subjects: [single, { ...single, correctAnswer: 'C' }, { ...single, key: 'q3', score: -1 }],
    });
    expect(result.issues).toMatchObject([
      { path: 'subjects[1].key', message: 'the key "q1" is given twice' },
      { path: 'subjects[2].score', message: 'Too small: expected number to be >=0' },
    ]);
  });

  it.each([[null], ['text'], [{ exams: [] }]])('a file without subjects (%j) is one issue', (value) => {
    expect(fromDefinition(value).issues.map((issue) => issue.path)).toEqual(['(file)']);
  });
});
