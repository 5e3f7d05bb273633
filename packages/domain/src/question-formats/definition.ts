import type { ErrorIssue } from '../errors/app-error';
import { isRecord, recordsOf } from '../exam-definition/raw';
import { type ConversionResult, checkedSubject, type ImportedSubject, type KnowledgePoint } from './common';
import { questionFileWords } from './format-words';

/**
 * Our own exam definition (docs/exam-definition.md, already parsed from YAML or JSON) → bank subjects: the subjects
 * of every paper of every exam, or a file of only `subjects:`, with the file's `knowledgePoints`. Paths are the
 * file's own (`exams[0].papers[1].subjects[2]`); a key given twice is a problem, as in an exam import.
 */
export function fromDefinition(value: unknown): ConversionResult {
  const issues: ErrorIssue[] = [];
  const subjects: ImportedSubject[] = [];
  if (!isRecord(value)) {
    issues.push({ path: '(file)', ...questionFileWords.say('notDefinition') });
    return { subjects, knowledgePoints: [], issues };
  }
  const points: KnowledgePoint[] = recordsOf(value.knowledgePoints).flatMap((point) =>
    typeof point.key === 'string' && typeof point.name === 'string'
      ? [{ key: point.key, name: point.name }]
      : [],
  );
  const found: { path: string; raw: Record<string, unknown> }[] = recordsOf(value.subjects).map(
    (raw, index) => ({
      path: `subjects[${index}]`,
      raw,
    }),
  );
  recordsOf(value.exams).forEach((exam, examIndex) => {
    recordsOf(exam.papers).forEach((paper, paperIndex) => {
      recordsOf(paper.subjects).forEach((raw, index) => {
        found.push({ path: `exams[${examIndex}].papers[${paperIndex}].subjects[${index}]`, raw });
      });
    });
  });
  if (found.length === 0) issues.push({ path: '(file)', ...questionFileWords.say('noSubjects') });
  const seen = new Set<string>();
  for (const { path, raw } of found) {
    const key = typeof raw.key === 'string' ? raw.key.trim() : '';
    if (key && seen.has(key)) {
      issues.push({ path: `${path}.key`, ...questionFileWords.say('keyTwice', { key }) });
      continue;
    }
    seen.add(key);
    const subject = checkedSubject(raw, path, issues);
    if (!subject) continue;
    const named = subject.knowledgePoints.map((k) => points.find((p) => p.key === k) ?? { key: k, name: k });
    subjects.push({ key: subject.key, subject, knowledgePoints: named });
  }
  return { subjects, knowledgePoints: points, issues };
}
