import type { Writable } from 'node:stream';
import { answerAsText } from '@iexam/domain/answers';
import ExcelJS from 'exceljs';
import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import { CSV_BOM, csvLine } from '../../../http/csv';
import { recordAudit } from '../../admin/audit';
import { isoInZone } from '../../admin/service/read-exam-definition';
import {
  findAnswersOf,
  findExamSubjects,
  findResultsAfter,
  type ResultFilter,
  type ResultRecord,
} from '../repo';
import { requireReportExam } from './list-results';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ResultExportFormat = (typeof EXPORT_FORMATS)[number];

/** Rows read from PostgreSQL at a time: the export holds one page, never the whole list. */
export const EXPORT_PAGE_SIZE = 1000;

const BASE_COLUMNS = [
  'examResultId',
  'userName',
  'realName',
  'userCode',
  'session',
  'status',
  'score',
  'isPassed',
  'startAnswerTime',
  'submittedAt',
  'handInReason',
] as const;

type Cell = string | number | boolean | null;

export interface ResultExport {
  fileName: string;
  contentType: string;
  /** Writes the file to `out` page by page, waiting whenever `out` is full, and ends it. */
  write(out: Writable): Promise<void>;
}

/** The subject keys of every paper version in paper order, each once, and the key of each subject id. */
function answerColumnsOf(subjects: Awaited<ReturnType<typeof findExamSubjects>>) {
  const keys = [...new Set(subjects.map((subject) => subject.key))];
  const subjectOf = new Map(subjects.map((subject) => [subject.id, subject]));
  return { keys, subjectOf };
}

/** Waits until `out` takes more; a download closed meanwhile (the browser went away) ends the export. */
function drained(out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = () => {
      out.off('drain', settle);
      out.off('close', settle);
      if (out.destroyed) reject(new Error('the download was closed before the export ended'));
      else resolve();
    };
    out.on('drain', settle);
    out.on('close', settle);
  });
}

/** A name any file system and Content-Disposition header take: the exam key with anything unusual replaced. */
export const safeFileName = (examKey: string, format: ResultExportFormat) =>
  `${examKey.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 80) || 'exam'}-results.${format}`;

/**
 * The results export (issue 21): one row per result (the table's filter), times in the exam's zone, and with
 * `withAnswers` each subject key's answer as text and its score. Streamed: rows are read by id in pages and written
 * as they come, so 5,000 candidates never sit in memory at once. Audited before the first byte.
 */
export async function exportResults(
  db: Db,
  staff: Staff,
  examId: number,
  input: { format: ResultExportFormat; withAnswers: boolean; filter: ResultFilter },
  now: Date,
): Promise<ResultExport> {
  const exam = await requireReportExam(db, staff, examId, now);
  const answerColumns = input.withAnswers
    ? answerColumnsOf(await findExamSubjects(db, staff.schoolId, examId))
    : { keys: [], subjectOf: new Map() };
  await db.transaction((tx) =>
    recordAudit(tx, staff, {
      action: 'results.export',
      target: `exam:${examId}`,
      detail: { key: exam.key, format: input.format, answers: input.withAnswers, all: input.filter.all },
    }),
  );
  const header = [...BASE_COLUMNS, ...answerColumns.keys.flatMap((key) => [key, `${key}.score`])];
  const time = (value: Date | null) => (value === null ? null : isoInZone(value, exam.timezoneHours));

  async function* rowsOf(): AsyncGenerator<Cell[]> {
    let afterId = 0;
    for (;;) {
      const page: ResultRecord[] = await findResultsAfter(
        db,
        staff.schoolId,
        examId,
        input.filter,
        afterId,
        EXPORT_PAGE_SIZE,
      );
      if (page.length === 0) return;
      const answers =
        answerColumns.keys.length === 0
          ? []
          : await findAnswersOf(
              db,
              staff.schoolId,
              page.map((row) => row.examResultId),
            );
      const answerOf = new Map(
        answers.map((a) => [`${a.examResultId}:${answerColumns.subjectOf.get(a.subjectId)?.key}`, a]),
      );
      for (const row of page) {
        const base: Cell[] = [
          row.examResultId,
          row.userName ?? row.identifyCode ?? '',
          row.realName ?? row.openName ?? '',
          row.userCode ?? '',
          row.sessionName,
          row.status,
          row.score,
          row.isPassed,
          time(row.startAnswerTime),
          time(row.submittedAt),
          row.handInReason,
        ];
        const perSubject = answerColumns.keys.flatMap((key): Cell[] => {
          const answer = answerOf.get(`${row.examResultId}:${key}`);
          if (!answer) return ['', null];
          const subject = answerColumns.subjectOf.get(answer.subjectId);
          return [answerAsText(answer.answer, subject?.subjectType ?? 0), answer.score];
        });
        yield [...base, ...perSubject];
      }
      afterId = page[page.length - 1]?.examResultId ?? afterId;
      if (page.length < EXPORT_PAGE_SIZE) return;
    }
  }

  const fileName = safeFileName(exam.key, input.format);
  if (input.format === 'csv')
    return {
      fileName,
      contentType: 'text/csv; charset=utf-8',
      async write(out) {
        const send = async (text: string) => {
          if (!out.write(text)) await drained(out);
        };
        await send(`${CSV_BOM}${csvLine(header)}`);
        for await (const row of rowsOf()) await send(csvLine(row));
        out.end();
      },
    };
  return {
    fileName,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    async write(out) {
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
        stream: out,
        useStyles: false,
        useSharedStrings: false,
      });
      const sheet = workbook.addWorksheet('results');
      sheet.addRow(header).commit();
      for await (const row of rowsOf()) sheet.addRow(row).commit();
      sheet.commit();
      await workbook.commit();
    },
  };
}
