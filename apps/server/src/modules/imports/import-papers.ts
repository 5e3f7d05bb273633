import type { ExamDefinition } from '@iexam/domain/school-definition';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { papers, subjectAbilities, subjectCases, subjectKnowledgePoints, subjects } from '../../db/schema';
import type { SchoolKeys } from './import-people';
import { count, type ImportSummary, syncLinks, syncRow } from './sync';

/** The papers of one exam, their subjects in file order, code cases, knowledge points and abilities. */
export async function importPapers(
  tx: Tx,
  schoolId: string,
  examId: number,
  paperList: ExamDefinition['papers'],
  keys: SchoolKeys,
  summary: ImportSummary,
) {
  const paperIds = new Map<string, number>();
  for (const paper of paperList) {
    const where = and(eq(papers.schoolId, schoolId), eq(papers.examId, examId), eq(papers.key, paper.key));
    const synced = await syncRow(tx, papers, where, { schoolId, examId, key: paper.key, name: paper.name });
    count(summary, synced.outcome, 'papers');
    const paperId = synced.row.id as number;
    paperIds.set(paper.key, paperId);

    for (const [index, subject] of paper.subjects.entries()) {
      const { cases, knowledgePoints: pointKeys, abilities, ...fields } = subject;
      const subjectWhere = and(
        eq(subjects.schoolId, schoolId),
        eq(subjects.paperId, paperId),
        eq(subjects.key, subject.key),
      );
      const row = await syncRow(tx, subjects, subjectWhere, {
        schoolId,
        paperId,
        ...fields,
        position: index + 1,
        correctAnswer: fields.correctAnswer ?? null,
        timeLimitMs: fields.timeLimitMs ?? null,
        memoryLimitMb: fields.memoryLimitMb ?? null,
      });
      count(summary, row.outcome, 'subjects');
      const subjectId = row.row.id as number;
      const inSubject = (
        table: typeof subjectCases | typeof subjectKnowledgePoints | typeof subjectAbilities,
      ) => and(eq(table.schoolId, schoolId), eq(table.subjectId, subjectId));
      await syncLinks(
        tx,
        subjectCases,
        inSubject(subjectCases),
        { position: subjectCases.position },
        ['position'],
        cases.map((testCase, position) => ({ schoolId, subjectId, position: position + 1, ...testCase })),
      );
      await syncLinks(
        tx,
        subjectKnowledgePoints,
        inSubject(subjectKnowledgePoints),
        { knowledgePointId: subjectKnowledgePoints.knowledgePointId },
        ['knowledgePointId'],
        pointKeys.map((point) => ({
          schoolId,
          subjectId,
          knowledgePointId: keys.knowledgePoints.get(point),
        })),
      );
      await syncLinks(
        tx,
        subjectAbilities,
        inSubject(subjectAbilities),
        { abilityDimensionId: subjectAbilities.abilityDimensionId },
        ['abilityDimensionId'],
        abilities.map((ability) => ({
          schoolId,
          subjectId,
          abilityDimensionId: keys.abilities.get(ability.key),
          weight: ability.weight,
        })),
      );
    }
  }
  return paperIds;
}
