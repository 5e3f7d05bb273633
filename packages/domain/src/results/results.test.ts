import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerStatistics } from './answer-statistics';
import { abilityScores, type GradedSubjectTags, knowledgeMastery } from './knowledge-mastery';

const subject = (fields: Partial<GradedSubjectTags>): GradedSubjectTags => ({
  subjectId: 1,
  earned: 0,
  possible: 10,
  knowledgePointIds: [],
  abilities: [],
  ...fields,
});

describe('knowledge-point mastery', () => {
  it('earned over possible per point, a subject counting for each of its points; ungraded left out', () => {
    const mastery = knowledgeMastery([
      subject({ subjectId: 1, earned: 10, possible: 10, knowledgePointIds: [1, 2] }),
      subject({ subjectId: 2, earned: 0, possible: 30, knowledgePointIds: [1] }),
      subject({ subjectId: 3, earned: null, possible: 50, knowledgePointIds: [2] }),
    ]);
    expect(mastery).toEqual([
      { knowledgePointId: 1, earned: 10, possible: 40, mastery: 25, subjectCount: 2 },
      { knowledgePointId: 2, earned: 10, possible: 10, mastery: 100, subjectCount: 1 },
    ]);
  });

  it('a point whose subjects were worth nothing has mastery 0, not a division by zero', () => {
    expect(knowledgeMastery([subject({ earned: 0, possible: 0, knowledgePointIds: [7] })])[0]?.mastery).toBe(
      0,
    );
  });

  it('mastery stays within 0-100 and the earned points add up to the subjects tagged', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            possible: fc.integer({ min: 0, max: 100 }),
            share: fc.double({ min: 0, max: 1, noNaN: true }),
            points: fc.subarray([1, 2, 3]),
          }),
        ),
        (rows) => {
          const subjects = rows.map((row, index) =>
            subject({
              subjectId: index,
              possible: row.possible,
              earned: Math.round(row.possible * row.share * 100) / 100,
              knowledgePointIds: row.points,
            }),
          );
          for (const entry of knowledgeMastery(subjects)) {
            expect(entry.mastery).toBeGreaterThanOrEqual(0);
            expect(entry.mastery).toBeLessThanOrEqual(100);
            const tagged = subjects.filter((s) => s.knowledgePointIds.includes(entry.knowledgePointId));
            const sum = tagged.reduce((total, s) => total + (s.earned ?? 0), 0);
            expect(entry.earned).toBeCloseTo(sum, 2);
          }
        },
      ),
    );
  });
});

describe('ability radar', () => {
  it('weighted earned over weighted possible per dimension, 0-100', () => {
    expect(
      abilityScores([
        subject({ earned: 10, possible: 10, abilities: [{ abilityDimensionId: 1, weight: 2 }] }),
        subject({
          earned: 0,
          possible: 10,
          abilities: [
            { abilityDimensionId: 1, weight: 1 },
            { abilityDimensionId: 2, weight: 1 },
          ],
        }),
      ]),
    ).toEqual([
      { abilityDimensionId: 1, score: 66.67 },
      { abilityDimensionId: 2, score: 0 },
    ]);
  });
});

describe('answer statistics across candidates', () => {
  it('correct rate over all submitted attempts and the choice distribution', () => {
    const stats = answerStatistics(
      [
        { subjectId: 1, isChoice: true, optionKeys: ['A', 'B'] },
        { subjectId: 2, isChoice: false, optionKeys: [] },
      ],
      4,
      [
        { subjectId: 1, answer: 'B', isCorrect: true },
        { subjectId: 1, answer: 'A', isCorrect: false },
        { subjectId: 1, answer: 'B', isCorrect: true },
        { subjectId: 2, answer: ['x'], isCorrect: false },
      ],
    );
    expect(stats).toEqual([
      {
        subjectId: 1,
        attemptCount: 4,
        answeredCount: 3,
        correctCount: 2,
        correctRate: 50,
        optionCounts: { A: 1, B: 2 },
      },
      { subjectId: 2, attemptCount: 4, answeredCount: 1, correctCount: 0, correctRate: 0, optionCounts: {} },
    ]);
  });

  it('no attempts: rates are 0, not NaN', () => {
    expect(answerStatistics([{ subjectId: 1, isChoice: true, optionKeys: ['A'] }], 0, [])[0]).toMatchObject({
      correctRate: 0,
      optionCounts: { A: 0 },
    });
  });
});
