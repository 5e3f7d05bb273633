import type { ExamDefinitionSubject } from '@iexam/domain/exam-definition';
import type { DbOrTx } from '../../db/client';
import { matching } from '../../db/matching';
import { papers, subjectAbilities, subjectCases, subjectKnowledgePoints, subjects } from '../../db/schema';
import { syncLinksOf, syncRow } from './sync-rows';

type SubjectFields = Omit<ExamDefinitionSubject, 'cases' | 'knowledgePoints' | 'abilities'> & {
  position: number;
};

export async function syncPaper(
  db: DbOrTx,
  schoolId: string,
  examId: number,
  paper: { key: string; name: string; shuffleSubjects: boolean; shuffleOptions: boolean },
) {
  const where = matching(papers, { schoolId, examId, key: paper.key });
  const result = await syncRow(db, papers, where, { schoolId, examId, ...paper });
  return { outcome: result.outcome, id: result.row.id as number };
}

export async function syncSubject(db: DbOrTx, schoolId: string, paperId: number, subject: SubjectFields) {
  const where = matching(subjects, { schoolId, paperId, key: subject.key });
  const result = await syncRow(db, subjects, where, { schoolId, paperId, ...subject });
  return { outcome: result.outcome, id: result.row.id as number };
}

/** Cases are numbered in file order; the numbering is their identity. */
export function setSubjectCases(
  db: DbOrTx,
  schoolId: string,
  subjectId: number,
  cases: ExamDefinitionSubject['cases'],
) {
  const rows = cases.map((testCase, index) => ({ position: index + 1, ...testCase }));
  return syncLinksOf(db, subjectCases, { schoolId, subjectId }, { position: subjectCases.position }, rows);
}

export function setSubjectKnowledgePoints(
  db: DbOrTx,
  schoolId: string,
  subjectId: number,
  pointIds: number[],
) {
  const rows = pointIds.map((knowledgePointId) => ({ knowledgePointId }));
  const identity = { knowledgePointId: subjectKnowledgePoints.knowledgePointId };
  return syncLinksOf(db, subjectKnowledgePoints, { schoolId, subjectId }, identity, rows);
}

export function setSubjectAbilities(
  db: DbOrTx,
  schoolId: string,
  subjectId: number,
  abilities: { abilityDimensionId: number; weight: number }[],
) {
  const identity = { abilityDimensionId: subjectAbilities.abilityDimensionId };
  return syncLinksOf(db, subjectAbilities, { schoolId, subjectId }, identity, abilities);
}
