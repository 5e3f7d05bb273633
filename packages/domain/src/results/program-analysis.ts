/** DESIGN §5: what one test case of a code subject came to. */
export const CASE_VERDICTS = [
  'passed',
  'wrong_answer',
  'runtime_error',
  'time_limit',
  'memory_limit',
  'output_limit',
  'compile_error',
  // The judge could not run the program (issue 35): ours, not the candidate's; a person grades or re-judges it.
  'system_error',
] as const;
export type CaseVerdict = (typeof CASE_VERDICTS)[number];

/** A case's result: its position and verdict only, never its input or expected output (hidden cases stay hidden). */
export interface CaseResult {
  position: number;
  isSample: boolean;
  verdict: CaseVerdict;
  /** CPU time of the run (results stored before issue 34 hold wall-clock time). */
  timeMs: number | null;
  /** Peak memory of the run in KiB; absent on results stored before issue 34. */
  memoryKb?: number | null;
}

/**
 * Where the judge stands on a code subject: `not_run` when the judge has not run the program (yet), `hidden` when
 * it ran but the review policy keeps the results back, `judged` when caseResults lists them.
 */
export type JudgeState = 'not_run' | 'hidden' | 'judged';
/** not_answered: no program handed in; grading: not graded yet; graded: points given. */
export type CodeGradingState = 'not_answered' | 'grading' | 'graded';

export interface ProgramAnalysisInput {
  subject: { id: number; position: number; score: number };
  /** The stored answer row of the subject, if any. */
  answer: { answer: unknown; score: number | null; graderComment: string | null } | undefined;
  /** What the judge reported, or null when it never ran. */
  caseResults: CaseResult[] | null;
  isScoreAnnounced: boolean;
  isReviewAllowed: boolean;
}

export interface ProgramAnalysisEntry {
  subjectId: number;
  position: number;
  /** The points the subject is worth (paper information, always shown). */
  score: number;
  language: string | null;
  code: string | null;
  gradingState: CodeGradingState;
  /** The points given: only when the score is announced. */
  earned: number | null;
  /** The grader's words may name the expected solution: only when review is open (and the score announced). */
  graderComment: string | null;
  judgeState: JudgeState;
  /** Every case with its peak memory, null where it was not measured (results stored before issue 34). */
  caseResults: (CaseResult & { memoryKb: number | null })[] | null;
}

function readProgram(answer: unknown): { language: string; code: string } | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { language, code } = answer as { language?: unknown; code?: unknown };
  if (typeof language !== 'string' || typeof code !== 'string' || code.trim() === '') return null;
  return { language, code };
}

/**
 * SPEC §7 programAnalysis, one code subject (subjectType 5) of a handed-in attempt: the candidate's own program is
 * always theirs to read again; the points only as examResultFlag announces them (isScoreAnnounced); the grader's
 * comment and the case results, which hint at the hidden cases, only when the review policy opens the attempt.
 */
export function programAnalysisEntry(input: ProgramAnalysisInput): ProgramAnalysisEntry {
  const program = readProgram(input.answer?.answer);
  const isGraded = input.answer !== undefined && input.answer.score !== null;
  const gradingState: CodeGradingState = program === null ? 'not_answered' : isGraded ? 'graded' : 'grading';
  const isOpen = input.isScoreAnnounced && input.isReviewAllowed;
  const judgeState: JudgeState = input.caseResults === null ? 'not_run' : isOpen ? 'judged' : 'hidden';
  return {
    subjectId: input.subject.id,
    position: input.subject.position,
    score: input.subject.score,
    language: program?.language ?? null,
    code: program?.code ?? null,
    gradingState,
    earned: input.isScoreAnnounced ? (input.answer?.score ?? 0) : null,
    graderComment: isOpen ? (input.answer?.graderComment ?? null) : null,
    judgeState,
    caseResults:
      judgeState === 'judged'
        ? (input.caseResults ?? []).map((result) => ({ ...result, memoryKb: result.memoryKb ?? null }))
        : null,
  };
}
