import { LANGUAGE_QUERY_PARAM } from '@iexam/domain/constants';
import { type ExamIdParam, parseExamIdParam } from '@iexam/domain/exam-info';

export type ExamInfoSource = 'course' | 'open' | 'app';

/** SPEC §2 query parameters of the exam information page. */
export interface ExamInfoQuery {
  examId: ExamIdParam;
  sessionId: number | null;
  identifyCode: string | null;
  /** Where the candidate came from; kept for the start flow (issue 5), which reports it with the confirmation. */
  source: ExamInfoSource | null;
  /** Skip-notice: `skip=1` (or `true`) leaves the start flow's notice out (docs/decisions/0014). */
  skip: string | null;
  /** The embedding page's origin: the target of examHeight and the start flow's modal messages; auto-start (SPEC §2). */
  domain: string | null;
  /** sxz-lang as it came in the address (LanguageSync applies it). */
  language: string | null;
}

const SOURCES: readonly ExamInfoSource[] = ['course', 'open', 'app'];

function positiveInteger(value: string | null): number | null {
  if (value === null || !/^[1-9][0-9]{0,14}$/.test(value.trim())) return null;
  return Number(value.trim());
}

export function readExamInfoQuery(params: URLSearchParams): ExamInfoQuery {
  const source = params.get('source');
  return {
    examId: parseExamIdParam(params.get('examId')),
    sessionId: positiveInteger(params.get('sessionId')),
    identifyCode: params.get('identifyCode')?.trim() || null,
    source: SOURCES.find((known) => known === source) ?? null,
    skip: params.get('skip'),
    domain: params.get('domain'),
    language: params.get(LANGUAGE_QUERY_PARAM),
  };
}

/** docs/decisions/0014: `skip=1` or `skip=true` leaves out the start flow's notice. */
export function isSkipNotice(skip: string | null): boolean {
  return skip === '1' || skip === 'true';
}
