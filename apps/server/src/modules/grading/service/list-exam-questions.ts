import { requireAccess } from '../../../access/require-access';
import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import { countAnswersByGrader, findPersonGradedSubjects } from '../repo';

type SubjectRow = Awaited<ReturnType<typeof findPersonGradedSubjects>>[number];

/** An exam's essays and programs by key: paper versions of one question count together (newest version first). */
export async function questionsOfExam(db: Db, schoolId: string, examId: number) {
  const byKey = new Map<string, SubjectRow[]>();
  for (const row of await findPersonGradedSubjects(db, schoolId, examId))
    byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
  return [...byKey.values()];
}

/**
 * The grading overview of one exam: per essay or program (by subject key), the question as staff see it (raw
 * content and its contentType, the reference answer), how many answers wait and are graded, and by whom.
 */
export async function listExamQuestions(db: Db, staff: Staff, examId: number, now: Date) {
  const scope = await requireAccess(db, staff, { exam: examId, duty: 'grade' }, now);
  const questions = await questionsOfExam(db, staff.schoolId, scope.examId);
  const counts = await countAnswersByGrader(
    db,
    staff,
    questions.flatMap((versions) => versions.map((row) => row.id)),
  );
  return questions.map((versions) => {
    const [newest] = versions as [SubjectRow, ...SubjectRow[]];
    const ids = new Set(versions.map((row) => row.id));
    const mine = counts.filter((row) => ids.has(row.subjectId));
    const byGrader = new Map<number, { userId: number; name: string; count: number }>();
    for (const row of mine) {
      if (row.gradedByUserId === null || row.graded === 0) continue;
      const entry = byGrader.get(row.gradedByUserId) ?? {
        userId: row.gradedByUserId,
        name: row.graderName || row.graderUserName || '',
        count: 0,
      };
      entry.count += row.graded;
      byGrader.set(row.gradedByUserId, entry);
    }
    // Grades without a person are the judge's (programs): counted as graded, under no grader.
    return {
      subjectId: newest.id,
      subjectIds: versions.map((row) => row.id),
      key: newest.key,
      subjectType: newest.subjectType,
      title: newest.subjectTitle,
      contentType: newest.subjectTitleContentType,
      referenceAnswer: typeof newest.correctAnswer === 'string' ? newest.correctAnswer : null,
      score: newest.score,
      toGrade: mine.reduce((sum, row) => sum + row.toGrade, 0),
      graded: mine.reduce((sum, row) => sum + row.graded, 0),
      byGrader: [...byGrader.values()].sort((a, b) => b.count - a.count || a.userId - b.userId),
    };
  });
}
