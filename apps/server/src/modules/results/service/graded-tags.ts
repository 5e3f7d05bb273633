import type { GradedSubjectTags } from '@iexam/domain/results';
import type { Candidate } from '../../../access/candidate';
import type { Db } from '../../../db/client';
import { getAttemptContent } from '../../attempts/service/attempt-content';
import { findSubjectTags } from '../repo';
import { loadOwnResult, requireAnnounced } from './own-result';

/** The graded subjects of an attempt with their tags: what both analyses read. */
export async function gradedTags(db: Db, candidate: Candidate, examResultId: number, now: Date) {
  const result = await loadOwnResult(db, candidate, examResultId, now);
  requireAnnounced(result);
  const { subjects, answerOf } = await getAttemptContent(db, candidate.schoolId, result.attempt);
  const tags = await findSubjectTags(
    db,
    candidate.schoolId,
    subjects.map((subject) => subject.id),
  );
  const graded: GradedSubjectTags[] = subjects.map((subject) => ({
    subjectId: subject.id,
    earned: answerOf.get(subject.id)?.score ?? 0,
    possible: subject.score,
    knowledgePointIds: tags.points.filter((point) => point.subjectId === subject.id).map((point) => point.id),
    abilities: tags.abilities
      .filter((ability) => ability.subjectId === subject.id)
      .map((ability) => ({ abilityDimensionId: ability.id, weight: ability.weight })),
  }));
  return { graded, tags };
}
