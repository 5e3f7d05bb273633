// The limits for the read scenario, run as their own process so their CPU is measured like the server's:
// - hello world: a bare Fastify app (no auth, no database) answering the two paths with the JSON the server answered;
// - one SELECT (BARE_DATABASE_URL set): the same, after one SELECT by primary key through the same driver (pg) and
//   a pool of the server's size, as a named (prepared) statement. The info ratio's goal is against this one.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

const bodies = JSON.parse(readFileSync(process.env.BARE_BODIES ?? '', 'utf8')) as {
  infoPath: string;
  recordsPath: string;
  info: string;
  records: string;
  schoolId: string;
  examId: number;
};
const pool = process.env.BARE_DATABASE_URL
  ? new pg.Pool({
      connectionString: process.env.BARE_DATABASE_URL,
      max: Number(process.env.BARE_POOL_SIZE ?? 16),
    })
  : undefined;
const selectExam = {
  name: 'bare-exam-by-key',
  text: 'select id, exam_name, exam_status from exams where school_id = $1 and id = $2',
  values: [bodies.schoolId, bodies.examId],
};

const app = Fastify({ logger: false });
const answer = (body: string) => async () => {
  if (pool) {
    const { rows } = await pool.query(selectExam);
    if (rows.length !== 1) throw new Error('the exam row is missing');
  }
  return JSON.parse(body) as unknown;
};
app.get(bodies.infoPath, answer(bodies.info));
app.get(bodies.recordsPath.split('?')[0] as string, answer(bodies.records));
app.get('/healthz', () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void app.close().then(() => pool?.end().finally(() => process.exit(0))));
