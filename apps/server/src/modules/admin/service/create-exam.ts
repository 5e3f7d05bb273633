import { schoolWords } from '@iexam/domain/exam-definition';
import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import { examKeyExists } from '../repo-exam-admin';
import { checkExamBody, keyInBody } from './exam-input';
import { writeExam } from './write-exam';

/** A new exam of the school, checked and written like an imported one; its key must be new in the school. */
export async function createExam(db: Db, staff: Staff, body: unknown, now: Date) {
  const key = keyInBody(body);
  const taken =
    key !== undefined && (await examKeyExists(db, staff.schoolId, key))
      ? [{ path: 'exam.key', ...schoolWords.say('keyTaken.exam', { key }) }]
      : [];
  const checked = await checkExamBody(db, staff.schoolId, body, now, taken);
  const { examId } = await writeExam(db, staff, { ...checked, action: 'exam.create' });
  return { examId };
}
