import { requireAttemptClient } from '../../../access/attempt-access';
import type { Candidate } from '../../../access/candidate';
import { requireAccess } from '../../../access/require-access';
import type { Db } from '../../../db/client';
import { loadExamOfAttempt } from '../../exams/service/attempt-settings';
import { findAttemptWithAnswers } from '../repo';
import { type Presence, recordPresence } from '../repo-state';
import { isLetterPending } from './commitment-letter';
import { getAttemptSubjects } from './paper-subjects';
import { findSamplesOfSubjects, presentSubjectForAnswering } from './present-subject';

/**
 * SPEC §7 answerDetails: the attempt's paper (never its correct answers or explanations: those wait for the review
 * the exam allows), the stored answers with their seq, the deadline and the server's clock. Opening it with a
 * client id takes the attempt over for that tab or device (one active client per attempt); the client's presence is
 * recorded as the poll records it (repo-state.ts).
 */
export async function getAnswerDetails(
  db: Db,
  candidate: Candidate,
  examResultId: number,
  clientId: string | undefined,
  presence: Presence,
  isDesktopClient: boolean,
) {
  const now = presence.at;
  const attempt = await requireAccess(
    db,
    candidate,
    { attempt: examResultId, find: findAttemptWithAnswers },
    now,
  );
  const [exam, subjects] = await Promise.all([
    loadExamOfAttempt(db, candidate.schoolId, attempt.examId),
    getAttemptSubjects(db, candidate.schoolId, attempt),
  ]);
  // Before the take-over: a browser must not take a desktop-client attempt away from the client.
  requireAttemptClient(exam, attempt, isDesktopClient);
  if (attempt.status === 'in_progress') {
    const takeOver = clientId && attempt.activeClientId !== clientId ? clientId : undefined;
    await recordPresence(db, candidate.schoolId, attempt.id, presence, takeOver);
  }
  const isPending = isLetterPending(exam, attempt);
  const samples = isPending ? null : await findSamplesOfSubjects(db, candidate.schoolId, subjects);
  return {
    examResultId: attempt.id,
    examId: exam.id,
    examName: exam.examName,
    sessionId: attempt.sessionId,
    status: attempt.status,
    startAnswerTime: attempt.startAnswerTime.toISOString(),
    deadline: attempt.deadline.toISOString(),
    submittedAt: attempt.submittedAt?.toISOString() ?? null,
    now: now.toISOString(),
    paperScore: exam.paperScore,
    allowedSwitchScreenTimes: exam.allowedSwitchScreenTimes,
    isCompulsoryHandIn: exam.isCompulsoryHandIn,
    switchScreenTimes: attempt.switchScreenTimes,
    enableScreenDomination: exam.enableScreenDomination,
    isAllowWatermark: exam.isAllowWatermark,
    isCommitmentLetter: exam.isCommitmentLetter,
    examCommitmentLetter: exam.examCommitmentLetter,
    letterAcceptedAt: attempt.letterAcceptedAt?.toISOString() ?? null,
    flaggedSubjectIds: attempt.flaggedSubjectIds,
    // The paper waits for the letter: reading it first and accepting later would win the reading time back.
    subjects: samples ? subjects.map((subject) => presentSubjectForAnswering(subject, samples)) : [],
    answers: samples ? attempt.answers : [],
  };
}
