import type { RequestContext, RequestSpec } from 'autocannon';
import { SCHOOL_ID, type Subject } from '../fixture';
import { type LoadResult, runLoad } from '../load';
import { round } from '../processes';

export interface OpenAttempt {
  token: string;
  examResultId: number;
  clientId: string;
}

export interface AutosaveResult extends LoadResult {
  answersPerSecond: number;
  answersPerRequest: number;
}

function answerFor(subject: Subject, seq: number): unknown {
  switch (subject.subjectType) {
    case 1:
      return ['A', 'B', 'C', 'D'][seq % 4];
    case 2:
      return seq % 2 === 0 ? ['A', 'C'] : ['B'];
    case 3:
      return seq % 2 === 0;
    case 4:
      return [`answer ${seq}`];
    default:
      return `An essay being written, revision ${seq}. ${'Some more words of the essay. '.repeat(10)}`;
  }
}

/**
 * How many answers a save carries, in the mix the web app sends: mostly one answer as the candidate moves on, a
 * few answers batched after a quick run of choices, and now and then a queue flushed after a network gap.
 */
export function batchSizeFor(draw: number): number {
  if (draw < 0.7) return 1;
  if (draw < 0.95) return 3;
  return 10;
}

/**
 * Autosave requests: each goes to the next open attempt with the next seq of that attempt (the page's per-question
 * seq only grows), on subjects the candidate is working through. Answers are counted as persisted when the save
 * answered 200 (the server acknowledges only committed seqs).
 */
export function autosaveRequests(attempts: OpenAttempt[], subjects: Subject[], counter: { answers: number }) {
  let next = 0;
  const seqs = new Map<number, number>();
  const spec: RequestSpec = {
    method: 'POST',
    path: '/api/iexam/useranswer/v1/answer',
    setupRequest: (request, context: RequestContext) => {
      const attempt = attempts[next % attempts.length] as OpenAttempt;
      next += 1;
      const size = batchSizeFor(Math.random());
      let seq = seqs.get(attempt.examResultId) ?? 0;
      const first = Math.floor(Math.random() * subjects.length);
      const answers = Array.from({ length: size }, (_, offset) => {
        const subject = subjects[(first + offset) % subjects.length] as Subject;
        seq += 1;
        return { subjectId: subject.id, answer: answerFor(subject, seq), seq };
      });
      seqs.set(attempt.examResultId, seq);
      context.answers = size;
      return {
        ...request,
        headers: {
          authorization: `Bearer ${attempt.token}`,
          'x-tenant-id': SCHOOL_ID,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ examResultId: attempt.examResultId, clientId: attempt.clientId, answers }),
      };
    },
    onResponse: (status, _body, context) => {
      if (status === 200) counter.answers += Number(context.answers ?? 0);
    },
  };
  return [spec];
}

export async function runAutosave(options: {
  url: string;
  serverPid: number;
  attempts: OpenAttempt[];
  subjects: Subject[];
  connections: number;
  seconds: number;
}): Promise<AutosaveResult> {
  const counter = { answers: 0 };
  const result = await runLoad({
    url: options.url,
    serverPid: options.serverPid,
    connections: options.connections,
    seconds: options.seconds,
    requests: autosaveRequests(options.attempts, options.subjects, counter),
  });
  const answersPerSecond = round(counter.answers / result.seconds);
  return {
    ...result,
    answersPerSecond,
    answersPerRequest: round(answersPerSecond / Math.max(result.requestsPerSecond, 1), 2),
  };
}
