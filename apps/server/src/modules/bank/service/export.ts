import type { ErrorIssue } from '@iexam/domain/errors';
import {
  bankWords,
  type ExportItem,
  type KnowledgePoint,
  type Subject,
  toGift,
  toMoodleXml,
  toQti3Package,
} from '@iexam/domain/question-formats';
import type { Db } from '../../../db/client';
import { listBank, readKnowledgePoints } from '../repo';
import { validationFailed } from './import';

export const EXPORT_FORMATS = ['moodle', 'gift', 'qti'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const FILES: Record<ExportFormat, { contentType: string; suffix: string }> = {
  moodle: { contentType: 'application/xml; charset=utf-8', suffix: '.xml' },
  gift: { contentType: 'text/plain; charset=utf-8', suffix: '.gift.txt' },
  qti: { contentType: 'application/zip', suffix: '-qti3.zip' },
};

/**
 * Subjects as a Moodle XML, GIFT or QTI 3.0 file (the bank's export and an exam's). A subject the format cannot carry
 * (code, a fill-in with several blanks in Moodle/GIFT, …) is a problem: nothing is exported and every one is listed
 * with `where` it is, so staff choose what to export knowingly.
 */
export function questionFile(
  format: ExportFormat,
  subjects: readonly Subject[],
  points: readonly KnowledgePoint[],
  { baseName, earlier = [] }: { baseName: string; earlier?: ErrorIssue[] },
) {
  const items: ExportItem[] = subjects.map((subject) => ({
    subject,
    knowledgePoints: points.filter((point) => subject.knowledgePoints.includes(point.key)),
  }));
  const exported =
    format === 'moodle' ? toMoodleXml(items) : format === 'gift' ? toGift(items) : toQti3Package(items);
  const issues = [...earlier, ...exported.issues];
  if (issues.length > 0) throw validationFailed(issues, 'export');
  const { contentType, suffix } = FILES[format];
  return { contentType, fileName: `${baseName}${suffix}`, body: exported.content };
}

/** The bank, or the named keys of it, as a file (questionFile). */
export async function exportBank(db: Db, schoolId: string, format: ExportFormat, keys?: string[]) {
  const rows = await listBank(db, schoolId, keys ? { keys } : {});
  const missing = (keys ?? []).filter((key) => !rows.some((row) => row.key === key));
  return questionFile(
    format,
    rows.map((row) => row.subject as Subject),
    await readKnowledgePoints(db, schoolId),
    {
      baseName: 'question-bank',
      earlier: missing.map((key) => ({ path: 'keys', ...bankWords.say('noBankSubject', { key }) })),
    },
  );
}
