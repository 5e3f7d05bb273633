import { userNameClashIssue } from '@iexam/domain/accounts';
import { AppError } from '@iexam/domain/errors';
import { findStatedFields, parseExamDefinition } from '@iexam/domain/exam-definition';
import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import { bumpCacheVersion, clearProcessCache } from '../../../db/process-cache';
import { findNewUserNameClashes } from '../../accounts/service/check-user-names';
import { recordAudit } from '../audit';
import { importExam } from '../import-exam';
import { importSchool, type PasswordHasher } from '../import-school';
import { importStaffAssignments } from '../import-staff';
import { findSchoolKeys } from '../repo';
import { knownKeysOf } from '../school-keys';
import { emptySummary, hasChanges, type ImportSummary } from '../summary';
import { validationFailed } from './exam-input';

export interface ImportResult {
  schoolId: string;
  summary: ImportSummary;
  /** True when nothing was written: the summary and its changes say what the import would do. */
  dryRun: boolean;
}

/** Thrown inside a dry run's transaction once everything is written, so that all of it rolls back. */
class DryRunDone extends Error {}

function claimedSchoolId(input: unknown): unknown {
  const school = (input as { school?: unknown } | null)?.school;
  return (school as { id?: unknown } | null)?.id;
}

/**
 * Loads an exam definition file (docs/exam-definition.md). Everything is validated first and every problem reported
 * with its path; then all of it is written in one transaction, matched by external keys, so a second import of the
 * same file changes nothing and a failure writes nothing. `onlySchoolId` confines an admin to their own school.
 */
export async function importExamDefinition(
  db: Db,
  input: unknown,
  now: Date,
  options: {
    onlySchoolId?: string;
    /** Staff loading it over HTTP: the import is written to the audit log in its own transaction. */
    auditAs?: Staff;
    /**
     * Not reachable from the HTTP route or the CLI: the benchmark's fixture passes a hasher that computes one real
     * argon2id hash per distinct password, so 5,000 candidates load in seconds instead of a minute.
     */
    hashPassword?: PasswordHasher;
    /**
     * Do everything but commit: the console's preview. Running the real writes and rolling them back is what makes
     * the preview say exactly what the import will do (the same matching, the same rules), not an estimate of it.
     */
    dryRun?: boolean;
  } = {},
): Promise<ImportResult> {
  const claimed = claimedSchoolId(input);
  // Another school's file is refused before it is read any further: its problems are not this admin's business.
  if (options.onlySchoolId !== undefined && typeof claimed === 'string' && claimed !== options.onlySchoolId)
    throw new AppError('FORBIDDEN', {
      field: 'school.id',
      message: 'school.id: names another school than yours',
    });

  // The file may name the school's existing rows (groups, users, knowledge points …) without listing them again.
  const known = typeof claimed === 'string' ? await findSchoolKeys(db, claimed) : undefined;
  const parsed = parseExamDefinition(input, now, known ? { known: knownKeysOf(known) } : {});
  if (!parsed.ok) throw validationFailed(parsed.issues, 'the exam definition');
  const definition = parsed.value;
  const stated = findStatedFields(input);
  const summary = emptySummary();
  const isDryRun = options.dryRun === true;
  const written = db.transaction(async (tx) => {
    // A user the school has is updated; a new one may not look like any name of the school or of the file (issue 35).
    const clashes = await findNewUserNameClashes(
      tx,
      definition.school.id,
      definition.users.map((user) => user.userName),
    );
    const issues = clashes
      .filter((clash) => clash.reason !== 'TAKEN')
      .map((clash) => userNameClashIssue(clash, (index) => `users[${index}].userName`));
    if (issues.length > 0) throw validationFailed(issues, 'the exam definition');
    const school = await importSchool(tx, definition, summary, options.hashPassword, known, stated);
    const { keys, timezoneHours } = school;
    for (const [index, exam] of definition.exams.entries())
      await importExam(tx, definition.school.id, timezoneHours, exam, keys, summary, stated.exams[index]);
    await importStaffAssignments(tx, definition, keys, summary);
    // Other processes on this database drop their cached papers and settings once they see the new version; a
    // re-import that changed nothing leaves every table, this one included, as it was.
    if (hasChanges(summary)) await bumpCacheVersion(tx);
    if (isDryRun) throw new DryRunDone();
    if (options.auditAs)
      await recordAudit(tx, options.auditAs, {
        action: 'school.import',
        target: `school:${definition.school.id}`,
        detail: { ...summary },
      });
  });
  await written.catch((error: unknown) => {
    if (!(error instanceof DryRunDone)) throw error;
  });
  // Papers and exam settings are cached per process (process-cache.ts): this process serves the new ones at once.
  if (!isDryRun) clearProcessCache(db);
  return { schoolId: definition.school.id, summary, dryRun: isDryRun };
}
