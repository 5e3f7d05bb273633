import { describe, expect, it } from 'vitest';
import { parseExamDefinition } from './parse';
import { NOW, partsOf, validDefinition } from './test-fixtures';

type Parts = ReturnType<typeof partsOf>;
const issuesAfter = (mutate: (parts: Parts) => void) => {
  const definition = validDefinition();
  mutate(partsOf(definition));
  const result = parseExamDefinition(definition, NOW);
  return result.ok ? [] : result.issues.map((issue) => `${issue.path}: ${issue.message}`);
};

const essay = { key: 'q2', subjectType: 6, subjectTitle: 'Explain.', score: 10 };
const withEssay = ({ exam }: Parts) => {
  const [paper] = exam.papers as { subjects: Record<string, unknown>[] }[];
  paper?.subjects.push(essay);
  Object.assign(exam, { paperScore: 20, passScore: 12 });
};

describe('a past attempt is what its answers give (issue 17 defect 8)', () => {
  it('the valid file, whose attempt answers q1 right for its 10 points, passes', () => {
    expect(issuesAfter(() => undefined)).toEqual([]);
  });

  it.each([
    {
      rule: 'a score its answers do not give is refused',
      mutate: ({ attempt }: Parts) => Object.assign(attempt, { answers: { q1: { answer: 'A' } } }),
      expected: [
        'exams[0].attempts[0].score: the answers give 0',
        'exams[0].attempts[0].isPassed: the answers give 0 against passScore 6: isPassed false',
      ],
    },
    {
      rule: 'a score without answers is refused',
      mutate: ({ attempt }: Parts) => Object.assign(attempt, { answers: {} }),
      expected: [
        'exams[0].attempts[0].score: the answers give 0',
        'exams[0].attempts[0].isPassed: the answers give 0 against passScore 6: isPassed false',
      ],
    },
    {
      rule: 'an answer names a subject of the paper',
      mutate: ({ attempt }: Parts) => Object.assign(attempt, { answers: { q9: { answer: 'B' } } }),
      expected: ['exams[0].attempts[0].answers.q9: not a subject of paper p1'],
    },
    {
      rule: "an answer has the shape of its subject's answers",
      mutate: ({ attempt }: Parts) => Object.assign(attempt, { answers: { q1: { answer: true } } }),
      expected: [
        'exams[0].attempts[0].answers.q1.answer: not an answer to a subject of type 1 (docs/exam-definition.md)',
      ],
    },
    {
      rule: 'a machine-graded subject takes no score from a person',
      mutate: ({ attempt }: Parts) => Object.assign(attempt, { answers: { q1: { answer: 'B', score: 10 } } }),
      expected: [
        'exams[0].attempts[0].answers.q1.score: graded by the machine from its answer: leave score out',
      ],
    },
    {
      rule: 'a graded attempt has a score for every essay answered',
      mutate: (parts: Parts) => {
        withEssay(parts);
        Object.assign(parts.attempt, {
          isPassed: false,
          answers: { q1: { answer: 'B' }, q2: { answer: 'text' } },
        });
      },
      expected: [
        'exams[0].attempts[0].status: an essay or program answer has no score yet: give its score, or status grading',
      ],
    },
    {
      rule: "an essay's score is at most the subject's",
      mutate: (parts: Parts) => {
        withEssay(parts);
        Object.assign(parts.attempt, { answers: { q1: { answer: 'B' }, q2: { answer: 'text', score: 11 } } });
      },
      expected: ["exams[0].attempts[0].answers.q2.score: must not exceed the subject's score (10)"],
    },
    {
      rule: 'an attempt waiting for a person has an essay answered without a score',
      mutate: ({ attempt }: Parts) =>
        Object.assign(attempt, { status: 'grading', score: undefined, isPassed: undefined }),
      expected: ['exams[0].attempts[0].status: no answer waits for a person: status graded'],
    },
  ])('$rule', ({ mutate, expected }) => {
    expect(issuesAfter(mutate)).toEqual(expected);
  });

  it('an essay graded by a person adds its score', () => {
    expect(
      issuesAfter((parts) => {
        withEssay(parts);
        Object.assign(parts.attempt, {
          score: 17,
          isPassed: true,
          answers: { q1: { answer: 'B' }, q2: { answer: 'text', score: 7 } },
        });
      }),
    ).toEqual([]);
  });
});
