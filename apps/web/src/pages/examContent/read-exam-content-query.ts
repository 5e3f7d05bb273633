/** SPEC §2 examContent query: examResultId (required), examId, sessionId, examName, and the commitment letter. */
export interface ExamContentQuery {
  examResultId: number | null;
  examId: number | null;
  sessionId: number | null;
  examName: string;
  /** An open-link visitor's attempt (issue 7): the page goes with their token, not an account. */
  identifyCode: string | null;
}

const positiveInteger = (value: string | null) => {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
};

/**
 * The letter itself (isCommitmentLetter, examCommitmentLetter) is read from answerDetails, the server's copy: the
 * address only carries it for the start flow's sake, and an address can be edited.
 */
export function readExamContentQuery(params: URLSearchParams): ExamContentQuery {
  return {
    examResultId: positiveInteger(params.get('examResultId')),
    examId: positiveInteger(params.get('examId')),
    sessionId: positiveInteger(params.get('sessionId')),
    examName: params.get('examName') ?? '',
    identifyCode: params.get('identifyCode')?.trim() || null,
  };
}
