// What the answer page needs of an answer's value without its schema (answer-shape.ts): the page loads zod only to
// parse something (issue 22).

/** The longest essay and program a candidate may save; each save (keepalive included) stays under 64 KiB. */
export const MAX_ESSAY_LENGTH = 20_000;
export const MAX_CODE_LENGTH = 20_000;

/** Whether an answer counts as given (for the navigation marks and the submit confirmation). */
export function isAnswered(answer: unknown): boolean {
  if (answer === null || answer === undefined) return false;
  if (typeof answer === 'string') return answer.trim() !== '';
  if (Array.isArray(answer)) return answer.some((part) => isAnswered(part));
  if (typeof answer === 'object') return isAnswered((answer as { code?: unknown }).code);
  return true;
}
