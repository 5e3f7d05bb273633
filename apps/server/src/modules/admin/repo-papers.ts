import type { ExamDefinitionSubject } from '@iexam/domain/exam-definition';
import type { DbOrTx } from '../../db/client';
import { matching } from '../../db/matching';
import { papers, subjectAbilities, subjectCases, subjectKnowledgePoints, subjects } from '../../db/schema';
import { syncLinks, syncRow } from './sync-rows';

type SubjectFields = Omit<ExamDefinitionSubject, 'cases' | 'knowledgePoints' | 'abilities'> & {
  position: number;
};
const inSubject = (
  table: typeof subjectCases | typeof subjectKnowledgePoints | typeof subjectAbilities,
  schoolId: string,
  subjectId: number,
) => matching(table, { schoolId, subjectId });

export async function syncPaper(
  db: DbOrTx,
  schoolId: string,
  examId: number,
  paper: { key: string; name: string },
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
  const wanted = cases.map((testCase, index) => ({ schoolId, subjectId, position: index + 1, ...testCase }));
  return syncLinks(
    db,
    subjectCases,
    inSubject(subjectCases, schoolId, subjectId),
    { position: subjectCases.position },
    wanted,
  );
}

export function setSubjectKnowledgePoints(
  db: DbOrTx,
  schoolId: string,
  subjectId: number,
  pointIds: number[],
) {
  const wanted = pointIds.map((knowledgePointId) => ({ schoolId, subjectId, knowledgePointId }));
  const identity = { knowledgePointId: subjectKnowledgePoints.knowledgePointId };
  return syncLinks(
    db,
    subjectKnowledgePoints,
    inSubject(subjectKnowledgePoints, schoolId, subjectId),
    identity,
    wanted,
  );
}

export function setSubjectAbilities(
  db: DbOrTx,
  schoolId: string,
  subjectId: number,
  abilities: { abilityDimensionId: number; weight: number }[],
) {
  const wanted = abilities.map((ability) => ({ schoolId, subjectId, ...ability }));
  const identity = { abilityDimensionId: subjectAbilities.abilityDimensionId };
  return syncLinks(db, subjectAbilities, inSubject(subjectAbilities, schoolId, subjectId), identity, wanted);
}
