import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runningServerSocket } from '../db/embedded/data-folder';
import { socketUrl } from '../db/embedded/server';
import { getJson, newDataDir, postJson, type ServerProcess, startServer } from '../test/server-process';

/**
 * WORKERS=2 (issue 15): two server processes behind one port act as one server. node:cluster hands each new
 * connection to the next process in turn, and every response says which process answered (x-served-by), so each
 * step below is checked to have crossed from one process to the other.
 */
describe('two server processes on one embedded database (WORKERS=2)', () => {
  const dataDir = newDataDir('iexam-workers-');
  let server: ServerProcess;
  const auth = (token: string) => ({ authorization: `Bearer ${token}`, 'x-tenant-id': 'demo' });

  beforeAll(async () => {
    server = await startServer(dataDir, { WORKERS: '2', LOGIN_RATE_LIMIT_PER_MINUTE: '4' });
  });
  afterAll(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Repeats an idempotent request until a process other than `not` answers it. */
  async function onAnotherProcess<T extends { response: Response }>(not: string, send: () => Promise<T>) {
    for (let tries = 0; tries < 8; tries++) {
      const reply = await send();
      if (reply.response.headers.get('x-served-by') !== not) return reply;
    }
    throw new Error(`every try was answered by ${not}`);
  }

  it('a login made on one process is honoured by the other', async () => {
    const login = await postJson(`${server.url}/api/accounts/login`, {
      schoolId: 'demo',
      userName: 'student1',
      password: 'demo1234',
    });
    expect(login.response.status).toBe(200);
    const first = login.response.headers.get('x-served-by') as string;
    const me = await onAnotherProcess(first, () =>
      getJson(`${server.url}/api/accounts/users/me`, auth(login.body.data.token as string)),
    );
    expect(me.response.status).toBe(200);
    expect(me.body.data.userName).toBe('student1');
  });

  it('the login limit counts the tries made on both processes together', async () => {
    const body = { schoolId: 'demo', userName: `nobody-${randomUUID()}`, password: 'wrong' };
    const replies = [];
    for (let i = 0; i < 6; i++) replies.push(await postJson(`${server.url}/api/accounts/login`, body));
    expect(new Set(replies.map((reply) => reply.response.headers.get('x-served-by'))).size).toBe(2);
    expect(replies.map((reply) => reply.response.status)).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('an attempt started on one process takes autosaves on the other, and either reads them back', async () => {
    const login = await postJson(`${server.url}/api/accounts/login`, {
      schoolId: 'demo',
      userName: 'student1',
      password: 'demo1234',
    });
    const headers = auth(login.body.data.token as string);
    // The demo's quiz for class 1, found through the running server's own socket.
    const socket = runningServerSocket(dataDir) as string;
    const client = new pg.Client({ connectionString: socketUrl(socket) });
    await client.connect();
    const { rows } = await client
      .query<{ id: number }>(`select id from exams where school_id = 'demo' and exam_name = $1`, [
        '面向对象程序设计小测（一班专属）',
      ])
      .finally(() => client.end());
    const examId = Number(rows[0]?.id);
    expect(examId).toBeGreaterThan(0);

    await postJson(`${server.url}/api/iexam/sso/v1/generatetoken`, { examId }, headers);
    const clientId = 'workers-test-client';
    const started = await postJson(
      `${server.url}/api/iexam/userexam/v1/examResults/startExam`,
      { examId, clientId },
      headers,
    );
    expect(started.body.code).toBe(200);
    const examResultId = Number(started.body.data.examResultId);
    const startedOn = started.response.headers.get('x-served-by') as string;

    const paper = await getJson(
      `${server.url}/api/iexam/useranswer/v1/examResults/answerDetails/${examResultId}?clientId=${clientId}`,
      headers,
    );
    // The quiz's choice question (s2: this / super / parent).
    const subjects = paper.body.data.subjects as { subjectId: number; subjectType: number }[];
    const subjectId = subjects.find((subject) => subject.subjectType === 1)?.subjectId as number;
    expect(subjectId).toBeGreaterThan(0);

    const answer = 'B';
    const saved = await onAnotherProcess(startedOn, () =>
      postJson(
        `${server.url}/api/iexam/useranswer/v1/answer`,
        { examResultId, clientId, answers: [{ subjectId, answer, seq: 1 }] },
        headers,
      ),
    );
    expect(saved.response.status).toBe(200);
    const savedOn = saved.response.headers.get('x-served-by') as string;

    const readBack = await onAnotherProcess(savedOn, () =>
      getJson(
        `${server.url}/api/iexam/useranswer/v1/examResults/answerDetails/${examResultId}?clientId=${clientId}`,
        headers,
      ),
    );
    const stored = readBack.body.data.answers as { subjectId: number; answer: unknown; seq: number }[];
    expect(stored).toEqual([expect.objectContaining({ subjectId, answer, seq: 1 })]);
  });
});
