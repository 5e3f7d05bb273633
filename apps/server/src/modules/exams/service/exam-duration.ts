import { answerMinutes } from '@iexam/domain/attempts';
import { asAccount } from '../../../access/candidate';
import { requireAccess } from '../../../access/require-access';
import type { Db } from '../../../db/client';
import { findAccommodation } from '../repo-info';

/** SPEC §7 userexamduration: the logged-in candidate's answer time at an exam, accommodations included. */
export async function getExamDuration(
  db: Db,
  viewer: { schoolId: string; userId: number },
  examId: number,
  now: Date,
) {
  const { exam } = await requireAccess(db, asAccount(viewer), { exam: examId }, now);
  const accommodation = await findAccommodation(db, exam.schoolId, exam.id, viewer.userId);
  const extraMinutes = accommodation?.extraMinutes ?? 0;
  const timeMultiplier = accommodation?.timeMultiplier ?? 1;
  return {
    examId: exam.id,
    examSettingTime: exam.examSettingTime,
    extraMinutes,
    timeMultiplier,
    durationMinutes: answerMinutes({ settingTime: exam.examSettingTime, extraMinutes, timeMultiplier }),
  };
}
