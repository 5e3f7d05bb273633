import { type AnswersFile, answerEntryIssues, newestPerSubject } from '@iexam/domain/answers';
import { AppError } from '@iexam/domain/errors';
import { requireAccess } from '../../../access/require-access';
import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import { subjectTypesOfPaper } from '../../attempts/service/paper-subjects';
import { recomputeOutcome } from '../../attempts/service/recompute-outcome';
import { auditScoreChanges, readScores } from '../../attempts/service/score-audit';
import { queueJudging } from '../../judge/service/queue-judging';
import { findStoredSeqsOf, insertAnswerLoad, upsertAnswers } from '../repo';
import { refuseEntryIssues } from './entry-issues';

/**
 * Exam staff load a candidate's "download my answers" file into the attempt (issue 5). The same rule as every save
 * applies (a higher seq wins, so answers the server already had newer stay); a handed-in attempt is graded again,
 * and an essay or program the file changed waits for a person again (docs/decisions/0012). Recorded with who
 * loaded it and when, and each score it moved audited (grade.answers-file, issue 40).
 */
export async function loadAnswersFile(
  db: Db,
  staff: Staff,
  examResultId: number,
  file: AnswersFile,
  now: Date,
) {
  const attempt = await requireAccess(db, staff, { attempt: examResultId, duty: 'proctor' }, now);
  if (file.schoolId !== staff.schoolId) throw new AppError('NOT_FOUND');
  if (file.examResultId !== attempt.id || file.examId !== attempt.examId)
    throw new AppError('VALIDATION_FAILED', {
      field: 'examResultId',
      message: 'examResultId: the file belongs to another attempt',
    });
  refuseEntryIssues(
    answerEntryIssues(file.answers, await subjectTypesOfPaper(db, staff.schoolId, attempt.paperId)),
  );

  return db.transaction(async (tx) => {
    const key = { schoolId: staff.schoolId, examResultId: attempt.id };
    // The attempt's lock first (DESIGN §5 Locks), with its scores before the load.
    const scoresBefore = await readScores(tx, staff.schoolId, attempt.id);
    const saves = newestPerSubject(file.answers);
    const before = new Map(
      (
        await findStoredSeqsOf(
          tx,
          [key],
          saves.map((save) => save.subjectId),
        )
      ).map((row) => [row.subjectId, row.seq]),
    );
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
    // A handed-in attempt's programs, changed or not, go to the judge again before it is graded again (issue 19).
    if (applied > 0 && attempt.status !== 'in_progress')
      await queueJudging(tx, staff.schoolId, attempt.id, { at: now, byUserId: staff.userId });
    const outcome = applied > 0 ? await recomputeOutcome(tx, staff.schoolId, attempt.id) : undefined;
    // Each score the loaded answers moved, old → new (issue 40); a program sent to the judge again waits.
    if (outcome) await auditScoreChanges(tx, staff, scoresBefore, { action: 'grade.answers-file' });
    return {
      examResultId: attempt.id,
      answerCount: file.answers.length,
      appliedCount: applied,
      outcome: outcome ?? null,
    };
  });
}
