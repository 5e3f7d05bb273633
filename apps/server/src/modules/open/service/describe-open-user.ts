import { identityDetailChecks, OPEN_USER_STATUS_REFUSED } from '@iexam/domain/exam-info';
import type { Db } from '../../../db/client';
import type { GuessCounter } from './guess-counter';
import type { IssueOpenToken } from './open-token';
import { resolveCountedCode } from './resolve-counted-code';

/** Shows at most the first character of a name: the link may be forwarded, the identity must not travel with it. */
const maskName = (name: string) =>
  name ? `${[...name][0]}${'*'.repeat(Math.max(1, [...name].length - 1))}` : '';

/**
 * SPEC §7 open user list (SPEC §4 open variant): the identity's status. userStatus 2 is refused (the failure page);
 * an unchecked visitor goes to the user-info page first, which asks what `checks` says. A checked, admitted visitor
 * gets the exam-scoped token.
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
      // What the user-info step asks of each detail: typed to match, or given to be recorded (issue 40).
      checks: identityDetailChecks(candidate),
      confirmNotice: candidate.confirmNotice,
    },
    token: isAdmitted ? await issueToken(candidate) : null,
  };
}
