import type { ExamDefinitionPaper } from '@iexam/domain/exam-definition';
import type { DbOrTx } from '../../db/client';
import { idFor, type SchoolKeys } from './import-school';
import {
  setSubjectAbilities,
  setSubjectCases,
  setSubjectKnowledgePoints,
  syncPaper,
  syncSubject,
} from './repo-papers';
import { countLinks, countRow, type ImportSummary } from './summary';

/** The papers of one exam with their subjects in file order, code cases, knowledge points and abilities. */
export async function importPapers(
  db: DbOrTx,
  schoolId: string,
  examId: number,
  paperList: ExamDefinitionPaper[],
  keys: SchoolKeys,
  summary: ImportSummary,
): Promise<{ paperIds: Map<string, number>; subjectIds: Map<string, Map<string, number>> }> {
  const paperIds = new Map<string, number>();
  // By paper key, then subject key: what past attempts' answers point at.
  const subjectIds = new Map<string, Map<string, number>>();
  for (const { subjects, ...paper } of paperList) {
    const synced = await syncPaper(db, schoolId, examId, paper);
    countRow(summary, 'papers', synced.outcome);
    paperIds.set(paper.key, synced.id);
    const idsOfPaper = new Map<string, number>();
    subjectIds.set(paper.key, idsOfPaper);

    for (const [index, subject] of subjects.entries()) {
      const { cases, knowledgePoints, abilities, ...fields } = subject;
      const { outcome, id } = await syncSubject(db, schoolId, synced.id, { ...fields, position: index + 1 });
      countRow(summary, 'subjects', outcome);
      idsOfPaper.set(subject.key, id);
      countLinks(summary, 'subjectCases', await setSubjectCases(db, schoolId, id, cases));
      const pointIds = knowledgePoints.map((point) => idFor(keys.knowledgePoints, point));
      countLinks(
        summary,
        'subjectKnowledgePoints',
        await setSubjectKnowledgePoints(db, schoolId, id, pointIds),
      );
      const weights = abilities.map((ability) => ({
        abilityDimensionId: idFor(keys.abilities, ability.key),
        weight: ability.weight,
      }));
      countLinks(summary, 'subjectAbilities', await setSubjectAbilities(db, schoolId, id, weights));
    }
  }
  return { paperIds, subjectIds };
}
