import { Agent, request as httpRequest } from 'node:http';
import { SCHOOL_ID } from '../fixture';
import { percentile } from '../load';
import { type ProcUsage, round, watchProcess } from '../processes';
import type { OpenAttempt } from './autosave';

export interface StartBurstResult {
  candidates: number;
  connections: number;
  succeeded: number;
  failed: number;
  errorSamples: string[];
  duplicateAttempts: number;
  drainSeconds: number;
  /** Requests per second over the drain (4 calls per candidate). */
  requestsPerSecond: number;
  timeToPaperMs: { p50: number; p99: number; max: number };
  requestLatencyMs: { p50: number; p99: number; max: number };
  server: ProcUsage;
  attempts: OpenAttempt[];
}

interface Reply {
  status: number;
  body: { code?: number; data?: Record<string, unknown> };
}

function call(
  agent: Agent,
  url: URL,
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: {
          authorization: `Bearer ${token}`,
          'x-tenant-id': SCHOOL_ID,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        timeout: 60_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            resolve({
              status: response.statusCode ?? 0,
              body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
            });
          } catch (error) {
            reject(error);
          }
        });
        response.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out after 60 s')));
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * The exam's opening: every candidate does exam info, generatetoken, startExam and answerDetails (the paper), and
 * candidate i begins at i / N seconds whatever the server does (open loop), over at most `connections` sockets.
 * Time-to-paper runs from a candidate's scheduled beginning to the paper in hand.
 */
export async function runStartBurst(options: {
  url: string;
  serverPid: number;
  examId: number;
  tokens: string[];
  connections: number;
  spreadMs: number;
  /** The burst is cut off here: candidates still waiting count as failed (the run stays bounded in time). */
  limitMs: number;
}): Promise<StartBurstResult> {
  const url = new URL(options.url);
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  const timeToPaper: number[] = [];
  const errors: string[] = [];
  const attempts: (OpenAttempt | undefined)[] = [];
  const timed = async (method: string, path: string, token: string, body?: unknown) => {
    const started = performance.now();
    const reply = await call(agent, url, method, path, token, body);
    latencies.push(performance.now() - started);
    if (reply.status !== 200 || reply.body.code !== 200)
      throw new Error(
        `${method} ${path.split('?')[0]}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 160)}`,
      );
    return reply.body.data ?? {};
  };
  const candidate = async (index: number, token: string, scheduledAt: number) => {
    const clientId = `bench-client-${index}`;
    await timed('GET', `/api/iexam/userexam/v1/exams/${options.examId}`, token);
    await timed('POST', '/api/iexam/sso/v1/generatetoken', token, { examId: options.examId });
    const started = await timed('POST', '/api/iexam/userexam/v1/examResults/startExam', token, {
      examId: options.examId,
      clientId,
    });
    const examResultId = Number(started.examResultId);
    await timed(
      'GET',
      `/api/iexam/useranswer/v1/examResults/answerDetails/${examResultId}?clientId=${clientId}`,
      token,
    );
    timeToPaper.push(performance.now() - scheduledAt);
    attempts[index] = { token, examResultId, clientId };
  };

  const watch = watchProcess(options.serverPid);
  const begin = performance.now();
  const step = options.spreadMs / options.tokens.length;
  const runs = options.tokens.map(
    (token, index) =>
      new Promise<void>((resolve) => {
        const scheduledAt = begin + index * step;
        setTimeout(
          () => {
            candidate(index, token, scheduledAt).then(resolve, (error: unknown) => {
              errors.push(error instanceof Error ? error.message : String(error));
              resolve();
            });
          },
          Math.max(0, scheduledAt - performance.now()),
        );
      }),
  );
  let cutOff: NodeJS.Timeout | undefined;
  const limit = new Promise<void>((resolve) => {
    cutOff = setTimeout(() => {
      errors.push(`cut off after ${options.limitMs / 1000} s`);
      agent.destroy();
      resolve();
    }, options.limitMs);
  });
  await Promise.race([Promise.all(runs), limit]);
  clearTimeout(cutOff);
  const drainSeconds = (performance.now() - begin) / 1000;
  const server = watch.stop();
  agent.destroy();

  const done = attempts.filter((attempt): attempt is OpenAttempt => attempt !== undefined);
  const ids = new Set(done.map((attempt) => attempt.examResultId));
  latencies.sort((a, b) => a - b);
  timeToPaper.sort((a, b) => a - b);
  const ms = (sorted: number[]) => ({
    p50: round(percentile(sorted, 0.5)),
    p99: round(percentile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? 0),
  });
  return {
    candidates: options.tokens.length,
    connections: options.connections,
    succeeded: done.length,
    failed: options.tokens.length - done.length,
    errorSamples: [...new Set(errors)].slice(0, 5),
    duplicateAttempts: done.length - ids.size,
    drainSeconds: round(drainSeconds, 2),
    requestsPerSecond: round(latencies.length / drainSeconds),
    timeToPaperMs: ms(timeToPaper),
    requestLatencyMs: ms(latencies),
    server,
    attempts: done,
  };
}
