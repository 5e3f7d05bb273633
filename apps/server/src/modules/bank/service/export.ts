import {
  type ExportItem,
  type Subject,
  toGift,
  toMoodleXml,
  toQti3Package,
} from '@iexam/domain/question-formats';
import type { Db } from '../../../db/client';
import { listBank, readKnowledgePoints } from '../repo';
import { validationFailed } from './import';

export const EXPORT_FORMATS = ['moodle', 'gift', 'qti'] as const;
type ExportFormat = (typeof EXPORT_FORMATS)[number];

const FILES: Record<ExportFormat, { contentType: string; fileName: string }> = {
  moodle: { contentType: 'application/xml; charset=utf-8', fileName: 'question-bank.xml' },
  gift: { contentType: 'text/plain; charset=utf-8', fileName: 'question-bank.gift.txt' },
  qti: { contentType: 'application/zip', fileName: 'question-bank-qti3.zip' },
};

/**
 * The bank (or the named keys) as a Moodle XML, GIFT or QTI 3.0 file. A subject the format cannot carry (code, a
 * fill-in with several blanks in Moodle/GIFT, …) is a problem: nothing is exported and every one is listed, so staff
 * choose the keys to export knowingly.
 */
export async function exportBank(db: Db, schoolId: string, format: ExportFormat, keys?: string[]) {
  const rows = await listBank(db, schoolId, keys ? { keys } : {});
  const missing = (keys ?? []).filter((key) => !rows.some((row) => row.key === key));
  const points = await readKnowledgePoints(db, schoolId);
  const items: ExportItem[] = rows.map((row) => {
    const subject = row.subject as Subject;
    return {
      subject,
      knowledgePoints: points.filter((point) => subject.knowledgePoints.includes(point.key)),
    };
  });
  const exported =
    format === 'moodle' ? toMoodleXml(items) : format === 'gift' ? toGift(items) : toQti3Package(items);
  const issues = [
    ...missing.map((key) => ({ path: 'keys', message: `no bank subject "${key}"` })),
    ...exported.issues,
  ];
  if (issues.length > 0) throw validationFailed(issues, 'export');
  return { ...FILES[format], body: exported.content };
}
