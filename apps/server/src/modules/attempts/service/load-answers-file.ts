import { type AnswersFile, answerSchemaFor, newestPerSubject } from '@iexam/domain/answers';
import { AppError } from '@iexam/domain/errors';
import type { SubjectType } from '@iexam/domain/subjects';
import type { Db } from '../../../db/client';
import { findAnswers, findAttempt, findSubjectsOfPaper, lockAttemptForWrite } from '../repo';
import { upsertAnswers } from '../repo-answer-batch';
import { insertAnswerLoad } from '../repo-staff';
import { recomputeOutcome } from './recompute-outcome';

/**
 * Exam staff load a candidate's "download my answers" file into the attempt (issue 5). The same rule as every save
 * applies (a higher seq wins, so answers the server already had newer stay); a handed-in attempt is graded again,
 * and an essay or program the file changed waits for a person again (docs/decisions/0012). Recorded with who
 * loaded it and when.
 */
export async function loadAnswersFile(
  db: Db,
  staff: { schoolId: string; userId: number },
  examResultId: number,
  file: AnswersFile,
  now: Date,
) {
  const attempt = await findAttempt(db, staff.schoolId, examResultId);
  if (!attempt || file.schoolId !== staff.schoolId) throw new AppError('NOT_FOUND');
  if (file.examResultId !== attempt.id || file.examId !== attempt.examId)
    throw new AppError('VALIDATION_FAILED', {
      field: 'examResultId',
      message: 'examResultId: the file belongs to another attempt',
    });
  const subjects = await findSubjectsOfPaper(db, staff.schoolId, attempt.paperId);
  const typeOf = new Map(subjects.map((subject) => [subject.id, subject.subjectType as SubjectType]));
  const issues = file.answers.flatMap((entry, index) => {
    const type = typeOf.get(entry.subjectId);
    if (type === undefined)
      return [{ path: `answers[${index}].subjectId`, message: 'not a subject of this paper' }];
    return answerSchemaFor(type).safeParse(entry.answer).success
      ? []
      : [{ path: `answers[${index}].answer`, message: 'not a valid answer for this subject' }];
  });
  if (issues.length > 0)
    throw new AppError('VALIDATION_FAILED', {
      issues,
      field: issues[0]?.path,
      message: issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '),
    });

  return db.transaction(async (tx) => {
    await lockAttemptForWrite(tx, staff.schoolId, attempt.id);
    const before = new Map(
      (await findAnswers(tx, staff.schoolId, attempt.id)).map((row) => [row.subjectId, row.seq]),
    );
    const saves = newestPerSubject(file.answers);
    await upsertAnswers(
      tx,
      saves.map((save) => ({ schoolId: staff.schoolId, examResultId: attempt.id, ...save, savedAt: now })),
    );
    const applied = saves.filter((save) => (before.get(save.subjectId) ?? -1) < save.seq).length;
    await insertAnswerLoad(tx, {
      schoolId: staff.schoolId,
      examResultId: attempt.id,
      loadedByUserId: staff.userId,
      loadedAt: now,
      fileWrittenAt: file.writtenAt,
      answerCount: file.answers.length,
      appliedCount: applied,
    });
    const outcome = applied > 0 ? await recomputeOutcome(tx, staff.schoolId, attempt.id) : undefined;
    return {
      examResultId: attempt.id,
      answerCount: file.answers.length,
      appliedCount: applied,
      outcome: outcome ?? null,
    };
  });
}
