import { SUBJECT_TYPE } from '../subjects/subject-type';

/**
 * A stored answer as one line of text for a spreadsheet cell (issue 21 export): a choice its key, several choices
 * their keys joined with ",", judgement true/false, fill-in its blanks joined with " | ", a program its language
 * and code. No answer is the empty text.
 */
export function answerAsText(answer: unknown, subjectType: number): string {
  if (answer === null || answer === undefined) return '';
  if (typeof answer === 'string') return answer;
  if (typeof answer === 'boolean' || typeof answer === 'number') return String(answer);
  if (Array.isArray(answer))
    return answer
      .map((part) => answerAsText(part, subjectType))
      .join(subjectType === SUBJECT_TYPE.multipleChoice ? ',' : ' | ');
  if (typeof answer === 'object' && 'code' in answer) {
    const { language, code } = answer as { language?: unknown; code?: unknown };
    return `${typeof language === 'string' ? `[${language}] ` : ''}${typeof code === 'string' ? code : ''}`;
  }
  return JSON.stringify(answer);
}
