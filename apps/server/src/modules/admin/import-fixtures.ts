import { sql } from 'drizzle-orm';
import { readDemoDefinition } from '../../cli/demo/demo-school';
import type { Db } from '../../db/client';

type Loose = Record<string, unknown>;

/**
 * Every row of every table, in a stable order: what "changes nothing" is measured against. Login sessions are left
 * out: the test harness opens one for each request it sends.
 */
/** Every table's rows but the login sessions' and the audit log's (which records each import, changed or not). */
export async function snapshotTables(db: Db): Promise<Record<string, string[]>> {
  const rowsOf = async (query: string) => (await db.execute<Loose>(sql.raw(query))).rows;
  const tables = await rowsOf(
    `select table_name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('auth_sessions', 'audit_log')
     order by table_name`,
  );
  const snapshot: Record<string, string[]> = {};
  for (const { table_name } of tables) {
    const rows = await rowsOf(`select * from "${String(table_name)}"`);
    snapshot[String(table_name)] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}

/** The demo file with ten different mistakes (shape, references, rules), and the path each must be reported at. */
export function demoWithTenMistakes() {
  const definition = readDemoDefinition() as Loose & { users: Loose[]; groups: Loose[]; exams: Loose[] };
  const exam = (key: string) => definition.exams.find((item) => item.key === key) as Loose;
  const list = (value: unknown) => value as Loose[];
  const mistakes: [path: string, make: () => void][] = [
    ['users[1].password', () => Object.assign(definition.users[1] as Loose, { password: 'short' })],
    ['groups[0].members[2]', () => list(definition.groups[0]?.members).push('nobody' as never)],
    [
      'exams[0].papers[0].subjects[0].correctAnswer',
      () => {
        // The YAML aliases the Java paper into other exams; the mistake belongs to this exam's copy alone.
        const javaFinal = exam('java-final');
        javaFinal.papers = structuredClone(javaFinal.papers);
        const [paper] = list(javaFinal.papers);
        Object.assign(list(paper?.subjects)[0] as Loose, { correctAnswer: 'E' });
      },
    ],
    [
      'exams[1].sessions[1].beginTime',
      () => Object.assign(list(exam('cert-appointment').sessions)[1] as Loose, { beginTime: 'soon' }),
    ],
    ['exams[2].groups[0]', () => Object.assign(exam('private-oop'), { groups: ['class-cs-9'] })],
    ['exams[4].endTime', () => Object.assign(exam('outer-exam'), { endTime: 'now-2d' })],
    ['exams[5].isPubilc', () => Object.assign(exam('app-only'), { isPubilc: 0 })],
    [
      'exams[6].attempts[0].user',
      () => Object.assign(list(exam('essay-grading').attempts)[0] as Loose, { user: 'ghost' }),
    ],
    ['exams[12].key', () => Object.assign(exam('not-started'), { key: 'ended' })],
    ['exams[13].authCode', () => Object.assign(exam('auth-code'), { authCode: '1234' })],
  ];
  for (const [, make] of mistakes) make();
  return { definition, paths: mistakes.map(([path]) => path) };
}
