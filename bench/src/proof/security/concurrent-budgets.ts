import { LOGIN_FAILURES_PER_ADDRESS } from '../../../../apps/server/src/modules/accounts/routes';
import { OPEN_CODE_LIMITS } from '../../../../apps/server/src/modules/open/code-budget';
import { createOpenExam, createSchool } from '../../../../apps/server/src/test/factories';
import type { Figure } from '../figures';
import { call, type ProofApp } from '../proof-app';

const AT_ONCE = 200;
/** What the sprayed logins find left of the address's budget. */
const LEFT = 40;

/**
 * S2, issue 35: budgets on keys many people share, hit by 200 wrong tries at once from one address. Each try must
 * take its place in the budget before it is checked, so no more than the budget reach a check (before: 173 of 200
 * identifyCodes against a budget of 20, and 148 of 200 sprayed logins where 40 were left).
 */
export async function runConcurrentBudgets(proof: ProofApp, freshAddress: () => string): Promise<Figure[]> {
  const { app, url } = proof;
  const db = app.database.db;
  const school = await createSchool(db, { name: 'Concurrent budgets school' });
  const exam = await createOpenExam(db, school.id);

  const codeAddress = freshAddress();
  const codes = await Promise.all(
    Array.from({ length: AT_ONCE }, (_, index) =>
      call(
        url,
        'GET',
        `/open/api/iexam/userexam/v1/exams/${exam.id}?tenant_id=${school.id}&identifyCode=OPEN-AT-ONCE${index}`,
        { headers: { 'x-forwarded-for': codeAddress } },
      ),
    ),
  );
  const codesChecked = codes.filter((result) => result.body?.data?.reason === 'IDENTIFY_CODE_UNKNOWN').length;

  const loginAddress = freshAddress();
  const wrongLogin = (userName: string) =>
    call(url, 'POST', '/api/accounts/login', {
      headers: { 'x-forwarded-for': loginAddress },
      json: { schoolId: school.id, userName, password: 'Summer2026!' },
    });
  for (let index = 0; index < LOGIN_FAILURES_PER_ADDRESS.maxFailures - LEFT; index += 1)
    await wrongLogin(`spent-${index}`);
  const logins = await Promise.all(
    Array.from({ length: AT_ONCE }, (_, index) => wrongLogin(`at-once-${index}`)),
  );
  const loginsChecked = logins.filter((result) => result.status === 401).length;

  return [
    {
      id: 'S2',
      name: `${AT_ONCE} wrong identifyCodes at once from one address: checked against the address's budget of ${OPEN_CODE_LIMITS.address.maxFailures} (before issue 35: 173)`,
      count: codesChecked,
      of: AT_ONCE,
      goal: { kind: 'atMost', limit: OPEN_CODE_LIMITS.address.maxFailures },
    },
    {
      id: 'S2',
      name: `${AT_ONCE} sprayed logins at once from one address with ${LEFT} of its budget left: reached a password check (before issue 35: 148)`,
      count: loginsChecked,
      of: AT_ONCE,
      goal: { kind: 'atMost', limit: LEFT },
    },
  ];
}
