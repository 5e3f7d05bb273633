import { AppError } from '@iexam/domain/errors';
import { parseSchoolDefinition } from '@iexam/domain/school-definition';
import type { Db } from '../../db/client';
import { importExam } from './import-exams';
import { importSchoolAndPeople } from './import-people';
import { emptySummary, type ImportSummary } from './sync';

/**
 * Loads an exam definition file (docs/exam-definition.md): everything is validated first and every problem reported
 * with its path; then all of it is written in one transaction, matched by external keys, so a second import of the
 * same file changes nothing and a failure writes nothing.
 */
export async function importSchoolDefinition(
  db: Db,
  input: unknown,
  now: Date,
  options: { onlySchoolId?: string } = {},
): Promise<{ schoolId: string; summary: ImportSummary }> {
  const parsed = parseSchoolDefinition(input, now);
  if (!parsed.ok) {
    const [first] = parsed.issues;
    throw new AppError('VALIDATION_FAILED', {
      message: `${parsed.issues.length} problem(s) in the definition; first: ${first?.path}: ${first?.message}`,
      issues: parsed.issues,
      ...(first ? { field: first.path } : {}),
    });
  }
  const definition = parsed.value;
  if (options.onlySchoolId !== undefined && definition.school.id !== options.onlySchoolId) {
    throw new AppError('FORBIDDEN', {
      field: 'school.id',
      message: 'school.id: names another school than yours',
    });
  }
  const summary = emptySummary();
  await db.transaction(async (tx) => {
    const keys = await importSchoolAndPeople(tx, definition, summary);
    for (const exam of definition.exams) {
      await importExam(tx, definition.school.id, definition.school.timezoneHours, exam, keys, summary);
    }
  });
  return { schoolId: definition.school.id, summary };
}
