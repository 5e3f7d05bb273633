import { normaliseUserName, userNameClashIssue } from '@iexam/domain/accounts';
import { AppError, type ErrorIssue } from '@iexam/domain/errors';
import { definitionErrorMap, issuesFromZod, schoolWords, userSchema } from '@iexam/domain/exam-definition';
import type { z } from 'zod';
import type { Staff } from '../../../access/who';
import type { Db, DbOrTx } from '../../../db/client';
import { groups } from '../../../db/schema';
import { hashPassword } from '../../accounts/passwords';
import { findNewUserNameClashes } from '../../accounts/service/check-user-names';
import { recordAudit } from '../audit';
import { syncUser } from '../repo';
import { addGroupMembers, findAccountsByName, findNamedId } from '../repo-groups';
import { validationFailed } from './exam-input';

/** A row of the members file: the account fields of the definition's users (docs/exam-definition.md). */
export const memberRowSchema = userSchema
  .pick({ userName: true, realName: true, userCode: true, mobile: true, email: true })
  .extend({ password: userSchema.shape.password.optional() });
type MemberRow = z.output<typeof memberRowSchema>;

/** Every row's problems at `rows[i].field`: shape, a user name listed twice, a new account without a password. */
function checkRows(
  input: unknown[],
  accounts: Map<string, { id: number; isMember: boolean }>,
): { rows: MemberRow[]; issues: ErrorIssue[] } {
  const issues: ErrorIssue[] = [];
  const rows: MemberRow[] = [];
  const firstRow = new Map<string, number>();
  input.forEach((raw, index) => {
    const parsed = memberRowSchema.safeParse(raw, { error: definitionErrorMap });
    if (!parsed.success) {
      issues.push(...issuesFromZod(parsed.error.issues, ['rows', index]));
      return;
    }
    const row = parsed.data;
    const seen = firstRow.get(row.userName);
    if (seen !== undefined)
      issues.push({
        path: `rows[${index}].userName`,
        ...schoolWords.say('inRowAlready', { value: row.userName, row: seen }),
      });
    else firstRow.set(row.userName, index);
    if (!accounts.has(row.userName) && row.password === undefined)
      issues.push({ path: `rows[${index}].password`, ...schoolWords.say('passwordNeeded') });
    rows.push(row);
  });
  return { rows, issues };
}

const userNameOf = (raw: unknown) => {
  const name = (raw as { userName?: unknown } | null)?.userName;
  return typeof name === 'string' ? [normaliseUserName(name)] : [];
};

/**
 * New accounts' names that are the school's or look like one of its names, or like another new row's (issue 35),
 * each at its row. In a transaction, the school's names stay locked until it ends.
 */
async function userNameIssues(tx: DbOrTx, schoolId: string, rows: MemberRow[], fresh: MemberRow[]) {
  const rowOf = (member: MemberRow | undefined) => (member ? rows.indexOf(member) : -1);
  const clashes = await findNewUserNameClashes(
    tx,
    schoolId,
    fresh.map((row) => row.userName),
  );
  return clashes.map((clash) =>
    userNameClashIssue(clash, (index) => `rows[${rowOf(fresh[index])}].userName`),
  );
}

/**
 * Candidates into a group, all or nothing: a user name the school has is only added to the group (its account is
 * left as it is); a new one becomes a candidate account with the row's password, unless it looks like a name of the
 * school or of another row (issue 35). `dryRun` checks and counts only.
 */
export async function importGroupMembers(
  db: Db,
  staff: Staff,
  groupKey: string,
  input: { rows: unknown[]; dryRun: boolean },
) {
  const groupId = await findNamedId(db, groups, staff.schoolId, groupKey);
  if (groupId === undefined)
    throw new AppError('NOT_FOUND', { message: `no group '${groupKey}' in your school` });
  const accounts = await findAccountsByName(db, staff.schoolId, groupId, input.rows.flatMap(userNameOf));
  const { rows, issues } = checkRows(input.rows, accounts);
  if (issues.length > 0) throw validationFailed(issues, 'the rows');
  const fresh = rows.filter((row) => !accounts.has(row.userName));
  const joining = rows.flatMap((row) => {
    const account = accounts.get(row.userName);
    return account && !account.isMember ? [account.id] : [];
  });
  const counts = {
    created: fresh.length,
    added: joining.length,
    unchanged: rows.length - fresh.length - joining.length,
  };
  if (input.dryRun) {
    const issues = await userNameIssues(db, staff.schoolId, rows, fresh);
    if (issues.length > 0) throw validationFailed(issues, 'the rows');
    return counts;
  }
  // Hashing takes tens of milliseconds each: done before the transaction, which then only writes.
  const hashed: (Omit<z.output<typeof userSchema>, 'password'> & { passwordHash: string })[] = [];
  for (const row of fresh) {
    const { password, ...account } = userSchema.parse(row);
    hashed.push({ ...account, passwordHash: await hashPassword(password) });
  }
  await db.transaction(async (tx) => {
    const issues = await userNameIssues(tx, staff.schoolId, rows, fresh);
    if (issues.length > 0) throw validationFailed(issues, 'the rows');
    const ids = [...joining];
    for (const user of hashed) ids.push((await syncUser(tx, staff.schoolId, user)).id);
    await addGroupMembers(tx, staff.schoolId, groupId, ids);
    await recordAudit(tx, staff, {
      action: 'group.members.import',
      target: `group:${groupKey}`,
      detail: counts,
    });
  });
  return counts;
}
