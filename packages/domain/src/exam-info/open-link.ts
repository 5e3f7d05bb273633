import { MAX_LINKS_PER_REQUEST, READINESS_WINDOW_SECONDS } from '../constants';

/**
 * Open-link rules (SPEC §4 open variant, §6; issue 7; docs/decisions/0013-open-link-verification.md). Pure, so the
 * server's checks and their tables of cases read the same.
 */

/** SPEC §4 open variant: userStatus 2 is a link the school refused. */
export const OPEN_USER_STATUS_REFUSED = 2;

export type OpenStartRefusal =
  | 'OPEN_CANDIDATE_REFUSED'
  | 'OPEN_CANDIDATE_UNCHECKED'
  | 'OPEN_NOTICE_REJECTED'
  | 'OPEN_NOTICE_UNANSWERED';

/**
 * Why an open-link visitor may not start (generatetoken, confirm, startExam), or null. Every open link asks for the
 * confirmation notice (the page shows it to every visitor before the start button), so only an accepted notice
 * lets them in; the school's refusal comes first because it holds whatever the visitor answered.
 */
export function openStartRefusal(identity: {
  userStatus: number;
  isChecked: boolean;
  confirmNotice: number | null;
}): OpenStartRefusal | null {
  if (identity.userStatus === OPEN_USER_STATUS_REFUSED) return 'OPEN_CANDIDATE_REFUSED';
  if (!identity.isChecked) return 'OPEN_CANDIDATE_UNCHECKED';
  if (identity.confirmNotice === 0) return 'OPEN_NOTICE_REJECTED';
  if (identity.confirmNotice !== 1) return 'OPEN_NOTICE_UNANSWERED';
  return null;
}

/**
 * Issue 35: an open link (its identifyCode, or the token it gave) admits its visitor only while the exam's open
 * entry (isAllowNologin 1, which may come as a number) is on. Off, the exam is 'no data!' to the link, as it is to a
 * visitor without a code, and nothing can be started through it.
 */
export function openEntryRefusal(exam: { isAllowNologin: string | number }): 'NOT_FOUND' | null {
  return String(exam.isAllowNologin) === '1' ? null : 'NOT_FOUND';
}

/**
 * How many identities one shared code (of an exam, or of one session) may create when the exam sets no
 * openCommonCodeLimit: enough for a large recruitment sitting, small enough that a leaked code cannot fill the
 * school's lists without end.
 */
export const DEFAULT_OPEN_COMMON_CODE_LIMIT = 500;

/**
 * A shared code works from this long before the start (SPEC §9 readiness window, 15 minutes): visitors arriving
 * early still confirm and wait for the start, while a code that leaks days ahead is worth nothing until then.
 */
export const COMMON_CODE_EARLY_SECONDS = READINESS_WINDOW_SECONDS;

export type CommonCodeRefusal = 'NOT_FOUND' | 'EXAM_NOT_STARTED' | 'EXAM_ENDED' | 'COMMON_CODE_EXHAUSTED';

/**
 * Whether a shared code may create one more identity now, before the code itself is compared (so no guess is
 * possible where no identity could be created anyway). An exam that does not admit visitors without a login
 * (isAllowNologin 1) is 'no data!', as its open exam info is; the window is the session's times for a session's
 * code, else the exam's (null times are open-ended).
 */
export function commonCodeRefusal(input: {
  isAllowNologin: string;
  beginTime: Date | null;
  endTime: Date | null;
  now: Date;
  issued: number;
  limit: number | null;
}): CommonCodeRefusal | null {
  if (input.isAllowNologin !== '1') return 'NOT_FOUND';
  if (input.endTime && input.now.getTime() >= input.endTime.getTime()) return 'EXAM_ENDED';
  if (input.beginTime && input.now.getTime() < input.beginTime.getTime() - COMMON_CODE_EARLY_SECONDS * 1000)
    return 'EXAM_NOT_STARTED';
  if (input.issued >= (input.limit ?? DEFAULT_OPEN_COMMON_CODE_LIMIT)) return 'COMMON_CODE_EXHAUSTED';
  return null;
}

/** What a visitor does with one detail of their link (name, contact) on its user-info step. */
export type IdentityDetailCheck = 'match' | 'record';

export interface IdentityDetailChecks {
  name: IdentityDetailCheck;
  contact: IdentityDetailCheck;
}

/**
 * Issue 40 (docs/decisions/0056): on a link's first visit, a detail the school registered for it must be typed
 * again and match; a detail it did not register (links generated in the console carry no contact, and a name only
 * when a prefix was given) is asked all the same and recorded with the link, as a shared code records it. Either
 * way the visitor gives both, and from then on the link holds both: a later visitor must match them.
 */
export function identityDetailChecks(registered: { name: string; contact: string }): IdentityDetailChecks {
  const checkOf = (value: string): IdentityDetailCheck => (value.trim() === '' ? 'record' : 'match');
  return { name: checkOf(registered.name), contact: checkOf(registered.contact) };
}

/** The longest name a visitor can type on the user-info step (personalVerify and the shared codes take no more). */
export const OPEN_VISITOR_NAME_MAX = 50;

/**
 * The longest name prefix of generated links: each link's name is the prefix and its number (up to
 * MAX_LINKS_PER_REQUEST), and that name is what its visitor must type, so it must fit OPEN_VISITOR_NAME_MAX.
 */
export const OPEN_LINK_NAME_PREFIX_MAX = OPEN_VISITOR_NAME_MAX - String(MAX_LINKS_PER_REQUEST).length;
