import { knowledgeMastery } from '@iexam/domain/results';
import type { Candidate } from '../../../access/candidate';
import type { Db } from '../../../db/client';
import { gradedTags } from './graded-tags';

/** SPEC §7 getKnowledgeGraph: mastery per knowledge point (type 1 a bar chart, 2 a tree: the same figures). */
export async function getKnowledgeGraph(db: Db, candidate: Candidate, examResultId: number, now: Date) {
  const { graded, tags } = await gradedTags(db, candidate, examResultId, now);
  const nameOf = new Map(tags.points.map((point) => [point.id, point.name]));
  return knowledgeMastery(graded).map((entry) => ({
    ...entry,
    name: nameOf.get(entry.knowledgePointId) ?? '',
  }));
}
