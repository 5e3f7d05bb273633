import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { exams, sessions } from '../../db/schema';

/** The shared open-link code of a live exam or of one of its sessions, with where a new identity belongs. */
export async function findCommonCodeTarget(
  db: DbOrTx,
  schoolId: string,
  target: { examId: number } | { sessionId: number },
) {
  if ('examId' in target) {
    const [row] = await db
      .select({ examId: exams.id, commonCode: exams.openCommonCode })
      .from(exams)
      .where(and(eq(exams.schoolId, schoolId), eq(exams.id, target.examId), isNull(exams.deletedAt)))
      .limit(1);
    return row ? { ...row, sessionId: null } : undefined;
  }
  const [row] = await db
    .select({ examId: sessions.examId, sessionId: sessions.id, commonCode: sessions.openCommonCode })
    .from(sessions)
    .innerJoin(exams, and(eq(exams.schoolId, sessions.schoolId), eq(exams.id, sessions.examId)))
    .where(and(eq(sessions.schoolId, schoolId), eq(sessions.id, target.sessionId), isNull(exams.deletedAt)))
    .limit(1);
  return row;
}
