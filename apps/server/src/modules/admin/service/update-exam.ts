import { schoolWords } from '@iexam/domain/exam-definition';
import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import { checkExamBody, keyInBody } from './exam-input';
import { earlierVersionKeyIssues, keepAttemptedPapers } from './paper-versions';
import { readExamForEditor, requireExam } from './read-exam';
import { writeExam } from './write-exam';

/** The exam as the body gives it; its key stays, and papers with attempts become new versions when changed. */
export async function updateExam(db: Db, staff: Staff, examId: number, body: unknown, now: Date) {
  const row = await requireExam(db, staff.schoolId, examId);
  const key = keyInBody(body);
  const issues = await earlierVersionKeyIssues(db, staff.schoolId, examId, body);
  if (key !== undefined && key !== row.key)
    issues.push({ path: 'exam.key', ...schoolWords.say('examKeyFixed', { key: row.key }) });
  const checked = await checkExamBody(db, staff.schoolId, body, now, issues);
  await writeExam(db, staff, { ...checked, action: 'exam.update' }, (tx) =>
    keepAttemptedPapers(tx, staff.schoolId, examId, checked.exam, now),
  );
  return readExamForEditor(db, staff.schoolId, examId);
}
