import type { CountedExamRule } from '@iexam/domain/attempts';
import type { ExamInfo, ExamSession } from '@iexam/domain/exam-info';
import { resultFlagInForce } from '@iexam/domain/results';
import type { exams, sessions } from '../../../db/schema';

type ExamRow = typeof exams.$inferSelect;
type SessionRow = typeof sessions.$inferSelect;

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function presentSession(
  session: SessionRow,
  computed: Pick<
    ExamSession,
    'sessionStatus' | 'countdown' | 'settingTime' | 'isScoring' | 'userExamStatus' | 'appointmentStatus'
  >,
): ExamSession {
  return {
    id: session.id,
    sessionName: session.sessionName,
    beginTime: session.beginTime.toISOString(),
    endTime: session.endTime.toISOString(),
    remainderNum: session.remainderNum,
    appointmentOpenBeginTime: iso(session.appointmentOpenBeginTime),
    appointmentOpenEndTime: iso(session.appointmentOpenEndTime),
    cancelAppointmentBeginTime: iso(session.cancelAppointmentBeginTime),
    cancelAppointmentEndTime: iso(session.cancelAppointmentEndTime),
    ...computed,
  };
}

/**
 * The exam's stored fields under their SPEC names, plus what was computed for this viewer. Written out field by
 * field so a new column (the auth code, say) never reaches a candidate by accident.
 */
export function presentExam(
  exam: ExamRow,
  computed: Pick<
    ExamInfo,
    | 'examRuleList'
    | 'sessionList'
    | 'isScoring'
    | 'userGoingExamResultId'
    | 'sessionId'
    | 'beginTime'
    | 'endTime'
    | 'examSettingTime'
    | 'examInfoStatus'
    | 'countdown'
    | 'userExamStatus'
    | 'contactContext'
  > & { examRuleList: CountedExamRule[]; now: Date },
): ExamInfo {
  return {
    examId: exam.id,
    examName: exam.examName,
    examType: exam.examType,
    organizeForm: exam.organizeForm,
    timezoneHours: exam.timezoneHours,
    paperScore: exam.paperScore,
    passScore: exam.passScore,
    isShowPassScore: exam.isShowPassScore,
    examStatus: exam.examStatus,
    isPublic: exam.isPublic,
    isThird: exam.isThird,
    isRelation: exam.isRelation,
    isPush: exam.isPush,
    isAllowIdAuth: exam.isAllowIdAuth,
    isAllowCamera: exam.isAllowCamera,
    isAllowScreenRecord: exam.isAllowScreenRecord,
    isAllowIdAuthMonitoring: exam.isAllowIdAuthMonitoring,
    isAllowCameraMonitoring: exam.isAllowCameraMonitoring,
    isAllowComputerScreenMonitoring: exam.isAllowComputerScreenMonitoring,
    isAllowDoubleScreen: exam.isAllowDoubleScreen,
    isAllowNologin: exam.isAllowNologin,
    enableScreenDomination: exam.enableScreenDomination,
    isAllowWatermark: exam.isAllowWatermark,
    clientType: exam.clientType,
    isExamNotice: exam.isExamNotice,
    examNotice: exam.examNotice,
    examIntroduction: exam.examIntroduction,
    cover: exam.cover,
    allowedSwitchScreenTimes: exam.allowedSwitchScreenTimes,
    isCompulsoryHandIn: exam.isCompulsoryHandIn,
    authCodeFlag: exam.authCodeFlag,
    isCommitmentLetter: exam.isCommitmentLetter,
    examCommitmentLetter: exam.examCommitmentLetter,
    examAppointment: exam.examAppointment,
    isRedemptionCode: exam.isRedemptionCode,
    isCredible: exam.isCredible,
    isSharedExam: exam.isSharedExam,
    languageEnvir: exam.languageEnvir,
    // The flag in force: before the release time the page reads 'not announced' (issue 21).
    examResultFlag: resultFlagInForce(exam, computed.now),
    ...computed,
    now: computed.now.toISOString(),
  };
}
