import { resultFlagInForce, summarizeExamAttempts } from '@iexam/domain/results';
import { type Candidate, examScopeOf } from '../../../access/candidate';
import type { Db } from '../../../db/client';
import { findHandedInAttemptsOfCandidate } from '../repo';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/**
 * SPEC §7 summary-userexam-information: the candidate's handed-in attempts grouped by exam, newest exam first, with
 * only what each exam's examResultFlag shows from its release time (summarizeExamAttempts). Instants go out as ISO strings; the page
 * formats them (SPEC §9). An open-link visitor sees the one exam their token is for.
 */
export async function summarizeUserExams(
  db: Db,
  candidate: Candidate,
  input: { examId?: number | undefined },
  now: Date,
) {
  const scope = examScopeOf(candidate);
  const examId = scope ?? input.examId;
  if (scope !== undefined && input.examId !== undefined && input.examId !== scope)
    return { examCount: 0, attemptCount: 0, timeUsedSeconds: 0, exams: [] };
  const rows = await findHandedInAttemptsOfCandidate(db, candidate.schoolId, candidate, examId);
  const byExam = new Map<number, typeof rows>();
  for (const row of rows) byExam.set(row.examId, [...(byExam.get(row.examId) ?? []), row]);
  const exams = [...byExam.values()].map((attempts) => {
    const first = attempts[0];
    if (!first) throw new Error('an exam group is never empty');
    const examResultFlag = resultFlagInForce(first, now);
    const summary = summarizeExamAttempts(examResultFlag, attempts);
    return {
      examId: first.examId,
      examName: first.examName,
      examResultFlag,
      attemptCount: summary.attemptCount,
      gradingCount: summary.gradingCount,
      bestScore: summary.bestScore,
      isPassed: summary.isPassed,
      timeUsedSeconds: summary.timeUsedSeconds,
      firstStartAnswerTime: iso(summary.firstStartAnswerTime),
      lastStartAnswerTime: iso(summary.lastStartAnswerTime),
      lastSubmittedAt: iso(summary.lastSubmittedAt),
    };
  });
  exams.sort((a, b) => (b.lastStartAnswerTime ?? '').localeCompare(a.lastStartAnswerTime ?? ''));
  return {
    examCount: exams.length,
    attemptCount: rows.length,
    timeUsedSeconds: exams.reduce((total, exam) => total + exam.timeUsedSeconds, 0),
    exams,
  };
}
