import { AppError } from '@iexam/domain/errors';
import { OPEN_USER_STATUS_REFUSED } from '@iexam/domain/exam-info';
import type { Db } from '../../db/client';
import { getSchool } from '../schools/service/get-school';
import { isSameSecret, normaliseContact, normaliseName } from './identity';
import {
  findOpenCandidateByCode,
  findOpenCandidateById,
  markOpenCandidateChecked,
  recordConfirmation,
} from './repo';

/** Failed guesses at a secret, counted by the caller under its keys (the code, the client address). */
export interface GuessCounter {
  assertAllowed(): Promise<void>;
  recordFailure(): Promise<void>;
}

export type OpenCandidateRow = NonNullable<Awaited<ReturnType<typeof findOpenCandidateByCode>>>;
/** Issues the exam-scoped token of an open-link identity (the route holds the signer). */
export type IssueOpenToken = (candidate: OpenCandidateRow) => Promise<string>;

/**
 * The open-link identity an identifyCode names for this exam. A code of another exam is as unknown as a code that
 * does not exist: the answer must not tell an enumerator which codes are real elsewhere (SPEC §8 failure path).
 */
export async function resolveIdentifyCode(db: Db, schoolId: string, examId: number, identifyCode: string) {
  const candidate = await findOpenCandidateByCode(db, schoolId, identifyCode);
  if (!candidate || candidate.examId !== examId) throw new AppError('IDENTIFY_CODE_UNKNOWN');
  return candidate;
}

/** The identity behind an open-link token, which must still belong to the token's exam. */
export async function requireOpenCandidate(
  db: Db,
  principal: { schoolId: string; examId: number; openCandidateId: number },
) {
  const candidate = await findOpenCandidateById(db, principal.schoolId, principal.openCandidateId);
  if (!candidate || candidate.examId !== principal.examId) throw new AppError('NOT_FOUND');
  return candidate;
}

/** Shows at most the first character of a name: the link may be forwarded, the identity must not travel with it. */
const maskName = (name: string) =>
  name ? `${[...name][0]}${'*'.repeat(Math.max(1, [...name].length - 1))}` : '';

/**
 * SPEC §7 open user list (SPEC §4 open variant): the identity's status. userStatus 2 is refused (the failure page);
 * an unchecked visitor goes to the user-info page first. A checked, admitted visitor gets the exam-scoped token.
 */
export async function describeOpenUser(
  db: Db,
  schoolId: string,
  input: { examId: number; identifyCode: string },
  codeGuesses: GuessCounter,
  issueToken: IssueOpenToken,
) {
  const candidate = await resolveCountedCode(db, schoolId, input, codeGuesses);
  const isAdmitted = candidate.userStatus !== OPEN_USER_STATUS_REFUSED && candidate.isChecked;
  return {
    userStatus: candidate.userStatus,
    userStatusDesc: candidate.userStatusDesc,
    userCheck: candidate.isChecked ? 1 : 0,
    result: {
      userId: candidate.id,
      identifyCode: candidate.identifyCode,
      examId: candidate.examId,
      sessionId: candidate.sessionId,
      name: maskName(candidate.name),
      confirmNotice: candidate.confirmNotice,
    },
    token: isAdmitted ? await issueToken(candidate) : null,
  };
}

/**
 * The identity an identifyCode names for this exam, an unknown code drawn from the open-code budget: every open path
 * that takes a code shares that budget, so guesses cannot be spread over several calls (docs/decisions/0013).
 */
export async function resolveCountedCode(
  db: Db,
  schoolId: string,
  input: { examId: number; identifyCode: string },
  codeGuesses: GuessCounter,
) {
  await codeGuesses.assertAllowed();
  try {
    return await resolveIdentifyCode(db, schoolId, input.examId, input.identifyCode);
  } catch (error) {
    if (error instanceof AppError && error.reason === 'IDENTIFY_CODE_UNKNOWN')
      await codeGuesses.recordFailure();
    throw error;
  }
}

/**
 * personalVerify (issue 7): the visitor confirms the name and contact the school registered for their code. Both
 * must match (compared in constant time after normalising); a mismatch is refused and counted against the
 * identity's own try limit, an unknown code against the shared open-code budget. A match marks the identity
 * checked and issues the token.
 */
export async function verifyPersonalIdentity(
  db: Db,
  schoolId: string,
  input: { examId: number; identifyCode: string; name: string; contact: string },
  guesses: { codes: GuessCounter; identity: GuessCounter },
  issueToken: IssueOpenToken,
) {
  await guesses.identity.assertAllowed();
  const candidate = await resolveCountedCode(db, schoolId, input, guesses.codes);
  if (candidate.userStatus === OPEN_USER_STATUS_REFUSED) throw new AppError('OPEN_CANDIDATE_REFUSED');
  const isNameRight = isSameSecret(normaliseName(input.name), normaliseName(candidate.name));
  const isContactRight = isSameSecret(normaliseContact(input.contact), normaliseContact(candidate.contact));
  if (!isNameRight || !isContactRight) {
    await guesses.identity.recordFailure();
    throw new AppError('IDENTITY_MISMATCH');
  }
  await markOpenCandidateChecked(db, schoolId, candidate.id);
  return { identifyCode: candidate.identifyCode, userId: candidate.id, token: await issueToken(candidate) };
}

/** SPEC §7 confirm GET: the notice the visitor must accept, and what they answered so far. */
export async function getConfirmation(
  db: Db,
  principal: { schoolId: string; examId: number; openCandidateId: number },
  userId: number,
  loadNotice: (examId: number) => Promise<string>,
) {
  const candidate = await requireOpenCandidate(db, principal);
  if (candidate.id !== userId) throw new AppError('NOT_FOUND');
  const school = await getSchool(db, principal.schoolId);
  return {
    userId: candidate.id,
    schoolName: school?.name ?? '',
    notice: await loadNotice(candidate.examId),
    confirmNotice: candidate.confirmNotice,
    rejectCause: candidate.rejectCause,
  };
}

/** SPEC §7 confirm PUT: records acceptance (1) or rejection (0, with its cause) and where it was given. */
export async function recordOpenConfirmation(
  db: Db,
  principal: { schoolId: string; examId: number; openCandidateId: number },
  userId: number,
  input: { confirmNotice: 0 | 1; rejectCause?: string | undefined; source: string },
  now: Date,
) {
  const candidate = await requireOpenCandidate(db, principal);
  if (candidate.id !== userId) throw new AppError('NOT_FOUND');
  if (input.confirmNotice === 0 && !input.rejectCause?.trim())
    throw new AppError('VALIDATION_FAILED', {
      field: 'rejectCause',
      message: 'rejectCause: required when rejecting',
    });
  await recordConfirmation(db, principal.schoolId, candidate.id, {
    confirmNotice: input.confirmNotice,
    rejectCause: input.confirmNotice === 0 ? (input.rejectCause?.trim() ?? null) : null,
    confirmSource: input.source,
    confirmedAt: now,
  });
  return { userId: candidate.id, confirmNotice: input.confirmNotice };
}
