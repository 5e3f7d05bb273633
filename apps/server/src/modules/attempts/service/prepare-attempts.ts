import { allowsFirstAttempt, isRuleType } from '@iexam/domain/attempts';
import type { Db } from '../../../db/client';
import { getCachedRules } from '../../exams/service/published-exam';
import { findSessionsToPrepare, prepareSessionAttempts } from '../repo-prepared';
import { getPaperIds } from './paper-subjects';

/** Sessions opening within this are prepared (and running ones that were not). */
export const PREPARE_AHEAD_MS = 60 * 60_000;

/** A process prepares a session again after this long, for candidates booked or added to a group since. */
export const PREPARE_AGAIN_MS = 5 * 60_000;

/**
 * DESIGN §5 start burst: makes ready the first attempt of every candidate known in advance for the sessions about to
 * open, on the paper their first attempt gets (the exam's first; retakes go round the papers the ordinary way), so
 * that in the opening minute a start claims its row in one statement. `recent` is the calling process's memory of
 * the sessions it prepared and when.
 */
export async function prepareUpcomingAttempts(db: Db, now: Date, recent: Map<string, number>) {
  const due = await findSessionsToPrepare(db, now, PREPARE_AHEAD_MS);
  const dueKeys = new Set<string>();
  let sessions = 0;
  let attempts = 0;
  for (const session of due) {
    const key = `${session.schoolId}:${session.sessionId}`;
    dueKeys.add(key);
    const preparedAt = recent.get(key);
    if (preparedAt !== undefined && now.getTime() - preparedAt < PREPARE_AGAIN_MS) continue;
    const [paperIds, rules] = await Promise.all([
      getPaperIds(db, session.schoolId, session.examId),
      getCachedRules(db, session.schoolId, session.examId),
    ]);
    recent.set(key, now.getTime());
    const paperId = paperIds[0];
    const limits = rules.flatMap((rule) =>
      isRuleType(rule.ruleType) ? [{ ...rule, ruleType: rule.ruleType }] : [],
    );
    if (paperId === undefined || !allowsFirstAttempt(limits)) continue;
    attempts += await prepareSessionAttempts(db, session, paperId);
    sessions += 1;
  }
  for (const key of recent.keys()) if (!dueKeys.has(key)) recent.delete(key);
  return { sessions, attempts };
}
