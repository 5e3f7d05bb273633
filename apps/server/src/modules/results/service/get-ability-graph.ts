import { abilityScores } from '@iexam/domain/results';
import type { Candidate } from '../../../access/candidate';
import type { Db } from '../../../db/client';
import { gradedTags } from './graded-tags';

/** SPEC §7 getAbilityGraph: a 0-100 score per ability dimension (the radar). */
export async function getAbilityGraph(db: Db, candidate: Candidate, examResultId: number, now: Date) {
  const { graded, tags } = await gradedTags(db, candidate, examResultId, now);
  const nameOf = new Map(tags.abilities.map((ability) => [ability.id, ability.name]));
  return abilityScores(graded).map((entry) => ({
    ...entry,
    name: nameOf.get(entry.abilityDimensionId) ?? '',
  }));
}
