import { RESULT_FLAG_NOT_ANNOUNCED } from '@iexam/domain/results';
import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import { examKeyExists } from '../repo-exam-admin';
import { checkExamBody } from './exam-input';
import { readExamForEditor } from './read-exam';
import { writeExam } from './write-exam';

async function freeCopyKey(db: Db, schoolId: string, key: string) {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? `${key}-copy` : `${key}-copy-${n}`;
    if (!(await examKeyExists(db, schoolId, candidate))) return candidate;
  }
}

/**
 * A new unpublished exam with the settings, sessions and papers of another. Open links, shared open codes,
 * redemption codes and attempts belong to the original's candidates: not copied. Like any new exam it holds its
 * results until staff release them (issue 40): the original's release was for its own candidates.
 */
export async function copyExam(db: Db, staff: Staff, examId: number, now: Date) {
  const { exam } = await readExamForEditor(db, staff.schoolId, examId);
  const { openCommonCode: _code, ...settings } = exam as typeof exam & { openCommonCode?: string };
  const copy = {
    ...settings,
    key: await freeCopyKey(db, staff.schoolId, exam.key),
    examStatus: 0,
    examResultFlag: RESULT_FLAG_NOT_ANNOUNCED,
    openLinks: [],
    redemptionCodes: [],
    sessions: exam.sessions.map((session) => {
      const { openCommonCode: _sessionCode, ...rest } = session as typeof session & {
        openCommonCode?: string;
      };
      return rest;
    }),
  };
  const checked = await checkExamBody(db, staff.schoolId, copy, now);
  const written = await writeExam(db, staff, { ...checked, action: 'exam.copy' });
  return { examId: written.examId };
}
