import { createSecretKey } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { testConfig, useTestApp } from '../../test/build-app';
import { createCodeSubject, createExam, createPaper, createSchool, createUser } from '../../test/factories';
import { ESCAPE_PROGRAMS } from './sandbox/escape-programs';

const NOW = new Date('2026-06-03T02:00:00Z');
const SECRET = testConfig().sessionSecret as string;
// What a deployment keeps in the server's environment: the child must not inherit any of it.
process.env.SESSION_SECRET = SECRET;
// (DATABASE_URL itself is the test database's here: a variable of the same kind stands for it.)
process.env.IEXAM_TEST_DATABASE_URL = 'postgres://iexam:database-password-of-the-school@127.0.0.1:5432/iexam';

const isRoot = process.getuid?.() === 0;
const reachProcess = ESCAPE_PROGRAMS[0]?.code.split('print("pid"')[0] ?? '';
/** Everything a program can print of its process: environment, command line, report, files pyodide can load. */
const LOOT = `${reachProcess}
show(P.env)
show(P.argv)
show(P.execArgv)
attempt("report", lambda: G.JSON.stringify(P.report.getReport()))
for path in ["/proc/self/environ", "/proc/1/environ", "/proc/self/cmdline"]:
    attempt(path, lambda: G.Buffer["from"](PYODIDE._api.loadBinaryFile(path)).toString())
`;

/** Every word of the output that could be a secret: runs of 8 or more characters a secret or a URL is made of. */
function candidates(output: string): string[] {
  const words = output.match(/[A-Za-z0-9_\-+/=.:@%]{8,}/g) ?? [];
  return [...new Set([...words, output.trim()])];
}

async function forge(secret: string, claims: Record<string, unknown>) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('iexam')
    .setExpirationTime(Math.floor(NOW.getTime() / 1000) + 3600)
    .sign(createSecretKey(Buffer.from(secret, 'utf8')));
}

// Python children are jailed only when the tests run as root (as CI does); without root Python is refused.
describe.skipIf(!isRoot)('a program’s output never signs a token (issue 34)', () => {
  const holder = useTestApp({ clock: () => NOW });
  const db = () => holder.app.database.db;

  let schoolId = '';
  let examId = 0;
  let subjectId = 0;
  let exportAs: (token: string) => Promise<number>;
  let adminClaims: Record<string, unknown>;

  beforeAll(async () => {
    const school = await createSchool(db());
    schoolId = school.id;
    const admin = await createUser(db(), school.id, { role: 'exam_admin' });
    const exam = await createExam(db(), school.id, {});
    examId = exam.id;
    const paper = await createPaper(db(), exam);
    const subject = await createCodeSubject(
      db(),
      paper,
      { key: 'sum', codeLanguages: ['python'], timeLimitMs: 5000, memoryLimitMb: 64 },
      [{ input: '1 2', expectedOutput: '3', isSample: true }],
      { onlyOne: true },
    );
    subjectId = subject.id;
    // The attacker's best case: a real login's session id and the admin's ids, so only the signature is missing.
    adminClaims = { ...decodeJwt(await holder.app.tokenFor({ user: admin })) };
    delete adminClaims.exp;
    delete adminClaims.iss;
    exportAs = async (token) =>
      (
        await holder.app.inject({
          method: 'GET',
          url: `/api/admin/v1/exams/${examId}/export?format=json`,
          headers: { authorization: `Bearer ${token}`, 'x-tenant-id': school.id },
        })
      ).statusCode;
  });

  it('the forge works with the real secret (so the refusals below mean something)', async () => {
    expect(await exportAs(await forge(SECRET, adminClaims))).toBe(200);
  });

  it('nothing a program printed through Run samples signs a token the staff API takes', async () => {
    const user = await createUser(db(), schoolId);
    const as = (url: string, payload: object) =>
      holder.app.injectAs({ user }, { method: 'POST', url, payload });
    const started = await as('/api/iexam/userexam/v1/examResults/startExam', {
      examId,
      clientId: 'client-escape',
    });
    expect(started.statusCode, started.body).toBe(200);
    const examResultId = started.json().data.examResultId as number;
    const ran = await as('/api/iexam/subject/v1/runSamples', {
      examResultId,
      subjectId,
      language: 'python',
      code: LOOT,
    });
    expect(ran.statusCode, ran.body).toBe(200);
    const [result] = ran.json().data.caseResults as { actualOutput: string; errorOutput: string }[];
    const output = `${result?.actualOutput ?? ''}\n${result?.errorOutput ?? ''}`;
    // The program did reach its process and print (the premise), and found nothing of the server's.
    expect(output).toContain('"--experimental-permission"');
    expect(output).not.toContain(SECRET);
    expect(output).not.toContain('database-password-of-the-school');
    const secrets = candidates(output);
    expect(secrets.length).toBeGreaterThan(3);
    for (const secret of secrets)
      expect(await exportAs(await forge(secret, adminClaims)), secret.slice(0, 80)).toBe(401);
  });
});
