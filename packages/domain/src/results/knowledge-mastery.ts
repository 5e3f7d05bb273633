import { roundPoints } from '../grading/grade-objective';

/** A graded subject of one attempt: its points earned and possible, and what it is tagged with. */
export interface GradedSubjectTags {
  subjectId: number;
  /** null while a person has not graded it yet: left out of the analysis until then. */
  earned: number | null;
  possible: number;
  knowledgePointIds: readonly number[];
  abilities: readonly { abilityDimensionId: number; weight: number }[];
}

export interface KnowledgeMastery {
  knowledgePointId: number;
  earned: number;
  possible: number;
  /** earned / possible as a percentage 0-100, two decimals; 0 when nothing was possible (no division by zero). */
  mastery: number;
  subjectCount: number;
}

const percentage = (earned: number, possible: number) =>
  possible > 0 ? roundPoints((earned / possible) * 100) : 0;

/**
 * Knowledge-point mastery (issue 6): per point, the points earned over the points possible on the subjects tagged
 * with it. A subject tagged with several points counts fully for each. Ungraded subjects are left out.
 */
export function knowledgeMastery(subjects: readonly GradedSubjectTags[]): KnowledgeMastery[] {
  const byPoint = new Map<number, { earned: number; possible: number; subjectCount: number }>();
  for (const subject of subjects) {
    if (subject.earned === null) continue;
    for (const pointId of new Set(subject.knowledgePointIds)) {
      const entry = byPoint.get(pointId) ?? { earned: 0, possible: 0, subjectCount: 0 };
      entry.earned += subject.earned;
      entry.possible += subject.possible;
      entry.subjectCount += 1;
      byPoint.set(pointId, entry);
    }
  }
  return [...byPoint.entries()]
    .sort(([a], [b]) => a - b)
    .map(([knowledgePointId, entry]) => ({
      knowledgePointId,
      earned: roundPoints(entry.earned),
      possible: roundPoints(entry.possible),
      mastery: percentage(entry.earned, entry.possible),
      subjectCount: entry.subjectCount,
    }));
}

export interface AbilityScore {
  abilityDimensionId: number;
  /** Weighted share of the points possible that were earned, normalised 0-100, two decimals. */
  score: number;
}

/**
 * Ability radar (issue 6): per dimension, Σ weight·earned / Σ weight·possible over the subjects that train it,
 * as 0-100. A dimension whose subjects were worth nothing scores 0.
 */
export function abilityScores(subjects: readonly GradedSubjectTags[]): AbilityScore[] {
  const byDimension = new Map<number, { earned: number; possible: number }>();
  for (const subject of subjects) {
    if (subject.earned === null) continue;
    for (const { abilityDimensionId, weight } of subject.abilities) {
      const entry = byDimension.get(abilityDimensionId) ?? { earned: 0, possible: 0 };
      entry.earned += weight * subject.earned;
      entry.possible += weight * subject.possible;
      byDimension.set(abilityDimensionId, entry);
    }
  }
  return [...byDimension.entries()]
    .sort(([a], [b]) => a - b)
    .map(([abilityDimensionId, entry]) => ({
      abilityDimensionId,
      score: percentage(entry.earned, entry.possible),
    }));
}
