import { AppError } from '@iexam/domain/errors';
import { IS_PUBLIC, OPEN_USER_STATUS_REFUSED } from '@iexam/domain/exam-info';
import type { Db } from '../db/client';
import { belongsToAnyGroup, findSessionIdsWithMember, isInExamGroups } from '../modules/exams/repo-info';
import { getCachedExam } from '../modules/exams/service/published-exam';
import { requireOpenCandidate } from '../modules/open/service/require-open-candidate';
import { resolveIdentifyCode } from '../modules/open/service/resolve-identify-code';
import { getSchool } from '../modules/schools/service/get-school';
import type { Candidate } from './candidate';
import type { Visitor } from './who';

/** Who looks at an exam's information: a candidate (an account or a confirmed open-link visitor) or a visitor. */
export type ExamViewer = Candidate | Visitor;

export type VisibleExam = Awaited<ReturnType<typeof requireVisibleExam>>;

/**
 * The guards of every exam-information call, in order (STYLE 2.5): the exam exists in the viewer's school and is
 * published (else 'no data!'), is not deleted (else 'deleted'), and the viewer may see it (SPEC §6). Open-link
 * visitors skip the group and permission checks but need a code of this exam, or an exam that admits visitors
 * without one (isAllowNologin 1).
 */
export async function requireVisibleExam(db: Db, viewer: ExamViewer, examId: number) {
  const exam = await getCachedExam(db, viewer.schoolId, examId);
  if (exam?.examStatus !== 1) {
    // A code is one of an exam's: for an exam that is not there it is unknown too. Answering 'no data!' instead
    // would let anyone holding any code (or none that is real) tell which exam ids exist (issue 18, S1).
    const isCodeCheck = viewer.kind === 'visitor' && viewer.identifyCode !== undefined;
    throw new AppError(isCodeCheck ? 'IDENTIFY_CODE_UNKNOWN' : 'NOT_FOUND');
  }
  if (exam.deletedAt) throw new AppError('EXAM_DELETED');

  if (viewer.kind !== 'account') {
    // An open-link token's identity must belong to this very exam; a code must be one of this exam's.
    const openCandidate =
      viewer.kind === 'open'
        ? await requireOpenCandidate(db, {
            schoolId: viewer.schoolId,
            examId,
            openCandidateId: viewer.openCandidateId,
          })
        : viewer.identifyCode !== undefined
          ? await resolveIdentifyCode(db, viewer.schoolId, examId, viewer.identifyCode)
          : undefined;
    if (openCandidate) {
      // SPEC §4 open variant: a refused link leads to the failure page, never to the exam (with the school's words).
      if (openCandidate.userStatus === OPEN_USER_STATUS_REFUSED)
        throw new AppError('OPEN_CANDIDATE_REFUSED', {
          details: { userStatusDesc: openCandidate.userStatusDesc },
        });
      const candidate: Candidate = {
        kind: 'open',
        schoolId: viewer.schoolId,
        examId,
        openCandidateId: openCandidate.id,
      };
      return { exam, candidate, openCandidate };
    }
    if (exam.isAllowNologin !== '1') throw new AppError('NOT_FOUND');
    return { exam, candidate: undefined, openCandidate: undefined };
  }

  if (exam.isPublic === 1) {
    const school = await getSchool(db, viewer.schoolId);
    // docs/decisions/0009: a closed school's public exams are for its enrolled students (members of a group).
    if (!school?.isOpen && !(await belongsToAnyGroup(db, viewer.schoolId, viewer.userId)))
      throw new AppError('EXAM_PERMISSION_DENIED');
  }
  return { exam, candidate: viewer, openCandidate: undefined };
}

/**
 * SPEC §6: whether the account may take the exam (at this session): public exams always, private ones with
 * membership in the exam's groups (isPublic 0) or the session's groups (isPublic 2).
 */
export async function isInvited(
  db: Db,
  exam: { schoolId: string; id: number; isPublic: number },
  userId: number,
  sessionId: number | null,
) {
  if (exam.isPublic === IS_PUBLIC.private) return isInExamGroups(db, exam.schoolId, exam.id, userId);
  if (exam.isPublic === IS_PUBLIC.privateBySession)
    return (
      sessionId !== null &&
      (await findSessionIdsWithMember(db, exam.schoolId, exam.id, userId)).has(sessionId)
    );
  return true;
}
