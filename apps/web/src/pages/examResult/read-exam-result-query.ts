/** SPEC §2 examResult query: examId, examResultId, and sessionId / identifyCode for the way back. */
export interface ExamResultQuery {
  examId: number | null;
  examResultId: number | null;
  sessionId: number | null;
  /** Present for an open-link visitor, who reads the result with the exam-scoped token of this tab. */
  identifyCode: string | null;
}

const positiveInteger = (value: string | null) => {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const number = Number(value.trim());
  return Number.isSafeInteger(number) && number > 0 ? number : null;
};

export function readExamResultQuery(params: URLSearchParams): ExamResultQuery {
  return {
    examId: positiveInteger(params.get('examId')),
    examResultId: positiveInteger(params.get('examResultId')),
    sessionId: positiveInteger(params.get('sessionId')),
    identifyCode: params.get('identifyCode')?.trim() || null,
  };
}
