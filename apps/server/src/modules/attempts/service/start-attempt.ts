import { createHash, timingSafeEqual } from 'node:crypto';
import {
  allowsFirstAttempt,
  answerMinutes,
  attemptDeadline,
  checkAttemptLimit,
  countRuleUsage,
  isOverdue,
  isRuleType,
} from '@iexam/domain/attempts';
import { AppError } from '@iexam/domain/errors';
import {
  openStartRefusal,
  startButtonInputFor,
  startButtonState,
  startRefusal,
} from '@iexam/domain/exam-info';
import { type Candidate, examScopeOf, ownerColumns } from '../../../access/candidate';
import type { ExamViewer } from '../../../access/exam-access';
import type { Db } from '../../../db/client';
import { examSettingsOf, loadExamSettings, withAccommodation } from '../../exams/service/attempt-settings';
import { readExamInfo } from '../../exams/service/get-exam-info';
import { getCachedExam } from '../../exams/service/published-exam';
import { requireOpenCandidate } from '../../open/service/require-open-candidate';
import {
  findAttemptOfCandidate,
  findAttemptStarts,
  insertAttempt,
  lockCandidateStarts,
  setActiveClient,
} from '../repo';
import { claimPreparedAttempt, dropPreparedAttempt } from '../repo-prepared';
import type { GuessCounter } from './guess-counter';
import { getPaperIds } from './paper-subjects';
import { submitAttempt, submitInTransaction } from './submit-attempt';

export interface StartInput {
  examId: number;
  sessionId?: number | undefined;
}

export interface StartContext {
  now: Date;
  isDesktopClient: boolean;
}

/**
 * The exam-info viewer of a candidate. An open-link visitor may start only the exam of their token, only when the
 * school has not refused them, after they confirmed who they are (SPEC §4 open variant) and after they accepted the
 * confirmation notice (SPEC §7 confirm; docs/decisions/0013). generatetoken and confirm pass here too.
 */
async function viewerOf(db: Db, candidate: Candidate, examId: number): Promise<ExamViewer> {
  if (candidate.kind === 'account') return candidate;
  if (candidate.examId !== examId) throw new AppError('NOT_FOUND');
  const identity = await requireOpenCandidate(db, candidate);
  const refusal = openStartRefusal(identity);
  if (refusal) throw new AppError(refusal);
  return { ...candidate, openCandidateId: identity.id };
}

/**
 * The server's own start check: the page's rule over the exam info it would send (SPEC §4 start-button state), so a
 * forged or stale start is refused with the reason the page shows. An unfinished attempt past its deadline is
 * handed in first (stamped with its deadline), so it neither blocks nor resumes.
 */
async function checkStartable(db: Db, candidate: Candidate, input: StartInput, context: StartContext) {
  const viewer = await viewerOf(db, candidate, input.examId);
  let read = await readExamInfo(db, viewer, input, context.now, true);
  if (read.info.userGoingExamResultId !== null) {
    const going = await findAttemptOfCandidate(
      db,
      candidate.schoolId,
      read.info.userGoingExamResultId,
      candidate,
    );
    if (going && isOverdue(going.deadline, context.now)) {
      await submitAttempt(db, candidate.schoolId, going.id, going.deadline, 'timeUp');
      read = await readExamInfo(db, viewer, input, context.now, true);
    }
  }
  const { info } = read;
  // An unfinished attempt is resumed, whatever the button would say about a new one.
  if (info.userGoingExamResultId !== null) return read;
  const state = startButtonState(
    startButtonInputFor(info, {
      isDesktopClient: context.isDesktopClient,
      countdownSeconds: info.countdown,
      now: context.now,
    }),
  );
  const refusal = startRefusal(state);
  if (refusal) throw new AppError(refusal);
  return read;
}

/**
 * SPEC §7 generatetoken: every start check; `tips` 1 when another exam of the candidate is in progress (the page
 * asks for confirmation, then calls confirm), 0 to go on.
 */
export async function prepareStart(db: Db, candidate: Candidate, input: StartInput, context: StartContext) {
  const { info, state } = await checkStartable(db, candidate, input, context);
  const tips = state.othersInProgress.length > 0 ? (1 as const) : (0 as const);
  // The confirmation names what it would hand in (issue 17 defect 3), from the process cache of exams.
  const otherExamNames = await Promise.all(
    state.othersInProgress.map(
      async (other) => (await getCachedExam(db, candidate.schoolId, other.examId))?.examName ?? '',
    ),
  );
  return { tips, examResultId: info.userGoingExamResultId, otherExamNames };
}

/** SPEC §7 confirm: the candidate agrees to hand in their other running exams (one exam at a time), then may start. */
export async function confirmStart(db: Db, candidate: Candidate, input: StartInput, context: StartContext) {
  const { state } = await checkStartable(db, candidate, input, context);
  const others = state.othersInProgress;
  await db.transaction(async (tx) => {
    for (const other of others)
      await submitInTransaction(tx, candidate.schoolId, other.id, context.now, 'otherExam');
  });
  return { handedIn: others.map((other) => other.id) };
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Constant-time comparison: the time taken tells nothing about how much of the code was right. */
export function isSameCode(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * SPEC §7 checkAuthCode: whether the code the exam room was given is right, counting wrong ones (DESIGN §5: the
 * code can be guessed, so tries are limited per candidate, exam and client address by the caller's counter).
 */
export async function verifyAuthCode(
  db: Db,
  candidate: Candidate,
  input: StartInput & { authCode: string },
  guesses: GuessCounter,
) {
  const scope = examScopeOf(candidate);
  if (scope !== undefined && scope !== input.examId) throw new AppError('NOT_FOUND');
  await guesses.assertAllowed();
  const { exam } = await loadExamSettings(db, candidate.schoolId, input.examId, null);
  return checkAuthCode(exam, input.authCode, guesses);
}

/**
 * The code against the exam's, a wrong one counted; the caller asked the counter first (the start checks on the exam
 * it already read).
 */
async function checkAuthCode(
  exam: { authCodeFlag: number; authCode: string | null },
  given: string,
  guesses: GuessCounter,
) {
  if (exam.authCodeFlag !== 1 || !exam.authCode) return true;
  const isRight = isSameCode(given, exam.authCode);
  if (!isRight) await guesses.recordFailure();
  return isRight;
}

/**
 * SPEC §7 startExam: resumes the unfinished attempt (taking it over for this client) or starts a new one. A first
 * attempt prepared before the session opened is claimed in one statement (prepare-attempts.ts); otherwise the limit
 * is counted again inside the transaction that inserts, under a per-candidate lock, so concurrent starts cannot pass
 * the last free attempt. The deadline is fixed now (DESIGN §5).
 */
export async function startAttempt(
  db: Db,
  candidate: Candidate,
  input: StartInput & { authCode?: string | undefined; clientId: string },
  context: StartContext,
  guesses: GuessCounter,
) {
  const { info, state, rows } = await checkStartable(db, candidate, input, context);
  if (info.userGoingExamResultId !== null) {
    await setActiveClient(db, candidate.schoolId, info.userGoingExamResultId, input.clientId);
    return { examResultId: info.userGoingExamResultId, isResumed: true };
  }
  if (info.authCodeFlag === 1) {
    await guesses.assertAllowed();
    const isRight = await checkAuthCode(rows.exam, input.authCode ?? '', guesses);
    if (!isRight) throw new AppError('AUTH_CODE_WRONG', { field: 'authCode' });
  }
  if (state.othersInProgress.length > 0) throw new AppError('ANOTHER_EXAM_IN_PROGRESS');

  const settings = withAccommodation(examSettingsOf(rows, info.sessionId), state.accommodation);
  const paperIds = await getPaperIds(db, candidate.schoolId, info.examId);
  if (paperIds.length === 0) throw new AppError('CONFLICT', { message: 'the exam has no paper yet' });
  const rules = settings.rules.flatMap((rule) =>
    isRuleType(rule.ruleType) ? [{ ...rule, ruleType: rule.ruleType }] : [],
  );
  const deadline = attemptDeadline({
    startedAt: context.now,
    answerMinutes: answerMinutes(settings),
    sessionEnd: settings.session?.endTime ?? null,
    examEnd: settings.exam.endTime,
  });

  if (state.attempts.length === 0 && candidate.kind === 'account' && allowsFirstAttempt(rules)) {
    const claimed = await claimPreparedAttempt(db, {
      schoolId: candidate.schoolId,
      examId: info.examId,
      sessionId: info.sessionId,
      userId: candidate.userId,
      paperId: paperIds[0] as number,
      startAnswerTime: context.now,
      deadline,
      activeClientId: input.clientId,
    });
    if (claimed !== undefined) return { examResultId: claimed, isResumed: false };
  }

  return db.transaction(async (tx) => {
    await lockCandidateStarts(tx, candidate.schoolId, info.examId, candidate);
    if (candidate.kind === 'account')
      await dropPreparedAttempt(tx, candidate.schoolId, info.examId, candidate.userId);
    const starts = await findAttemptStarts(tx, candidate.schoolId, info.examId, candidate);
    const going = starts.find((attempt) => attempt.status === 'in_progress');
    if (going) {
      await setActiveClient(tx, candidate.schoolId, going.id, input.clientId);
      return { examResultId: going.id, isResumed: true };
    }
    const limit = checkAttemptLimit(
      countRuleUsage(
        rules,
        starts.map((attempt) => attempt.startAnswerTime),
        context.now,
        settings.exam.timezoneHours,
      ),
    );
    if (!limit.allowed) throw new AppError(limit.reason);
    const attempt = await insertAttempt(tx, {
      schoolId: candidate.schoolId,
      examId: info.examId,
      sessionId: info.sessionId,
      // Retakes go round the exam's papers.
      paperId: paperIds[starts.length % paperIds.length] as number,
      ...ownerColumns(candidate),
      startAnswerTime: context.now,
      deadline,
      activeClientId: input.clientId,
    });
    return { examResultId: attempt.id, isResumed: false };
  });
}
