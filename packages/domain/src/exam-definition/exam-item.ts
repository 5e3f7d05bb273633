import type { ErrorIssue } from '../errors/app-error';
import type { ExamDefinitionExam } from './definition';
import { parseExamDefinition } from './parse';
import type { KnownKeys } from './references';
import { definitionWords } from './rule-words';

export type ParseExamItemResult =
  | { ok: true; value: ExamDefinitionExam }
  | { ok: false; issues: ErrorIssue[] };

const ITEM_PATH = /^exams\[0\]/;

/**
 * One exam as the console sends it (`{ exam }`, without attempts), checked by the very rules of a definition file
 * against the school's `known` keys. Issue paths are relative to that body: `exam.sessions[0].beginTime`.
 */
export function parseExamItem(exam: unknown, now: Date, known: KnownKeys): ParseExamItemResult {
  const attempts = (exam as { attempts?: unknown } | null)?.attempts;
  const parsed = parseExamDefinition({ school: { id: 'school', name: 'school' }, exams: [exam] }, now, {
    known,
  });
  const issues = parsed.ok
    ? []
    : parsed.issues.map((issue) => ({ ...issue, path: issue.path.replace(ITEM_PATH, 'exam') }));
  if (attempts !== undefined)
    issues.push({ path: 'exam.attempts', ...definitionWords.say('attemptsNotEdited') });
  if (parsed.ok && issues.length === 0)
    return { ok: true, value: parsed.value.exams[0] as ExamDefinitionExam };
  return { ok: false, issues };
}
