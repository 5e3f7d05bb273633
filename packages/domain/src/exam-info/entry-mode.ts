import { EXTENDED_EXAM_TYPE, LANGUAGE_QUERY_PARAM } from '../constants';

export type EntryMode = 'account' | 'loginFree';

/**
 * SPEC §2 Entry-mode prompt: the account / login-free tabs are shown only when isAllowNologin equals 1 (it may come
 * as a string or a number) or the page is in open mode, and never for an extended exam (examType 2).
 */
export function showsEntryModeTabs(
  exam: { isAllowNologin: string | number; examType: number },
  isOpenMode: boolean,
) {
  if (exam.examType === EXTENDED_EXAM_TYPE) return false;
  return String(exam.isAllowNologin) === '1' || isOpenMode;
}

/** SPEC §2: the starting tab follows the open-mode flag. */
export function initialEntryMode(isOpenMode: boolean): EntryMode {
  return isOpenMode ? 'loginFree' : 'account';
}

export interface EntryTarget {
  examId: number | string;
  sessionId?: number | string | null | undefined;
  identifyCode?: string | null | undefined;
  language?: string | null | undefined;
}

/**
 * SPEC §2: the address a confirmed switch loads. Account login: the examInfo route with examId, sessionId and the
 * language when present; login-free: the open examInfo route with identifyCode as well.
 */
export function entryModeUrl(schoolId: string, mode: EntryMode, target: EntryTarget): string {
  const query: [string, string][] = [['examId', String(target.examId)]];
  if (target.sessionId) query.push(['sessionId', String(target.sessionId)]);
  if (mode === 'loginFree' && target.identifyCode) query.push(['identifyCode', target.identifyCode]);
  if (target.language) query.push([LANGUAGE_QUERY_PARAM, target.language]);
  const route = mode === 'loginFree' ? 'open/examInfo' : 'examInfo';
  const search = query.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return `/iexam/${encodeURIComponent(schoolId)}/${route}?${search}`;
}
