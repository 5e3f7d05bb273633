import { AppError } from '@iexam/domain/errors';
import type { Db } from '../../db/client';
import { getSchool } from '../schools/service';
import { isSameSecret, newIdentifyCode, normaliseContact, normaliseName } from './identity';
import {
  findOpenCandidateByCode,
  findOpenCandidateById,
  insertOpenCandidate,
  markOpenCandidateChecked,
  recordConfirmation,
} from './repo';
import { findCommonCodeTarget } from './repo-common-code';

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
  issueToken: IssueOpenToken,
) {
  const candidate = await resolveIdentifyCode(db, schoolId, input.examId, input.identifyCode);
  const isAdmitted = candidate.userStatus !== 2 && candidate.isChecked;
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
 * personalVerify (issue 7): the visitor confirms the name and contact the school registered for their code. Both
 * must match (compared in constant time after normalising); a mismatch is refused and counted against the try
 * limit. A match marks the identity checked and issues the token.
 */
export async function verifyPersonalIdentity(
  db: Db,
  schoolId: string,
  input: { examId: number; identifyCode: string; name: string; contact: string },
  guesses: GuessCounter,
  issueToken: IssueOpenToken,
) {
  await guesses.assertAllowed();
  const candidate = await resolveIdentifyCode(db, schoolId, input.examId, input.identifyCode);
  if (candidate.userStatus === 2) throw new AppError('OPEN_CANDIDATE_REFUSED');
  const isNameRight = isSameSecret(normaliseName(input.name), normaliseName(candidate.name));
  const isContactRight = isSameSecret(normaliseContact(input.contact), normaliseContact(candidate.contact));
  if (!isNameRight || !isContactRight) {
    await guesses.recordFailure();
    throw new AppError('IDENTITY_MISMATCH');
  }
  await markOpenCandidateChecked(db, schoolId, candidate.id);
  return { identifyCode: candidate.identifyCode, userId: candidate.id, token: await issueToken(candidate) };
}

/**
 * sessionCommonVerify / examCommonVerify (issue 7): a link without personal codes carries a shared code for the
 * exam or one session. Whoever gives it, with a name and contact, gets a fresh identifyCode of their own (checked:
 * they just said who they are) and the token. Wrong codes are counted like any guess.
 */
export async function verifyCommonCode(
  db: Db,
  schoolId: string,
  target: { examId: number } | { sessionId: number },
  input: { commonCode: string; name: string; contact: string },
  guesses: GuessCounter,
  issueToken: IssueOpenToken,
) {
  await guesses.assertAllowed();
  const found = await findCommonCodeTarget(db, schoolId, target);
  if (!found?.commonCode || !isSameSecret(input.commonCode.trim(), found.commonCode)) {
    await guesses.recordFailure();
    throw new AppError('COMMON_CODE_WRONG', { field: 'commonCode' });
  }
  const candidate = await insertOpenCandidate(db, {
    schoolId,
    examId: found.examId,
    sessionId: found.sessionId,
    identifyCode: newIdentifyCode(),
    name: input.name.trim(),
    contact: input.contact.trim(),
    isChecked: true,
  });
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
