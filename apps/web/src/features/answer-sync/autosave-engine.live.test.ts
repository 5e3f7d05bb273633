import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { saveAnswers } from '@/api/answers';
import { getAnswerDetails } from '@/api/attempts';
import { setApiBaseUrl, setApiBearerToken } from '@/api/client';
import { AnswerQueue, type PendingAnswer, queueKey } from './answer-queue';
import { AutosaveEngine, type AutosaveSnapshot } from './autosave-engine';
import { memoryQueueStorage } from './idb-storage';

// The engine against the real test server (no mocked API): saves, acknowledgements and refusals are the server's.
const schoolId = inject('schoolId');
const { attempts, token } = inject('answerPage');
// Nothing listens on port 9 here: a real network failure, as when the exam room's connection drops.
const UNREACHABLE = 'http://127.0.0.1:9';

interface Harness {
  engine: AutosaveEngine;
  queue: AnswerQueue;
  requests: PendingAnswer[][];
  snapshots: AutosaveSnapshot[];
}

async function harness(
  examResultId: number,
  clientId: string,
  options: { debounceMs?: number; sendTimeoutMs?: number } = {},
) {
  const queue = await AnswerQueue.open(memoryQueueStorage(), queueKey(schoolId, examResultId));
  const requests: PendingAnswer[][] = [];
  const snapshots: AutosaveSnapshot[] = [];
  const engine = new AutosaveEngine({
    queue,
    send: async (entries, sendOptions) => {
      requests.push(entries);
      return (await saveAnswers(schoolId, { examResultId, clientId, answers: entries }, sendOptions))
        .acknowledged;
    },
    now: () => Date.now(),
    isOnline: () => true,
    onChange: (snapshot) => snapshots.push(snapshot),
    debounceMs: options.debounceMs ?? 50,
    baseBackoffMs: 20,
    maxBackoffMs: 80,
    random: () => 0.5,
    ...(options.sendTimeoutMs === undefined ? {} : { sendTimeoutMs: options.sendTimeoutMs }),
  });
  return { engine, queue, requests, snapshots } satisfies Harness;
}

/** Opens the attempt for `clientId` (taking it over) and answers its subjects' ids by type, and its answers. */
async function openAttempt(examResultId: number, clientId: string) {
  const { details } = await getAnswerDetails({ schoolId, examResultId, clientId });
  const idOf = (subjectType: number) =>
    details.subjects.find((s) => s.subjectType === subjectType)?.subjectId ?? 0;
  return { single: idOf(1), judgement: idOf(3), essay: idOf(6), answers: details.answers };
}

beforeEach(() => {
  setApiBaseUrl(inject('apiUrl'));
  setApiBearerToken(token);
});
afterEach(() => setApiBearerToken(undefined));

describe('autosave engine against the real server (DESIGN §5)', () => {
  it('batches answers given within the quiet second into one save, and empties the queue on acknowledgement', async () => {
    const examResultId = attempts.engineSync;
    const clientId = 'engine-sync-client';
    const subjects = await openAttempt(examResultId, clientId);
    const { engine, queue, requests } = await harness(examResultId, clientId);
    engine.record(subjects.single, 'A');
    engine.record(subjects.single, 'B');
    const last = engine.record(subjects.judgement, true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await engine.flushNow();

    expect(requests).toHaveLength(1);
    expect(requests[0]?.map((entry) => entry.answer)).toEqual(['B', true]);
    expect(queue.size).toBe(0);
    expect(engine.snapshot()).toMatchObject({ unsaved: 0, failures: 0, stopReason: null });
    expect((await openAttempt(examResultId, clientId)).answers).toEqual(
      expect.arrayContaining([{ subjectId: subjects.judgement, answer: true, seq: last.seq }]),
    );
  });

  it('while the server is unreachable answers stay queued and are retried with backoff; they go once it is back', async () => {
    const examResultId = attempts.engineOffline;
    const clientId = 'engine-offline-client';
    const subjects = await openAttempt(examResultId, clientId);
    const { engine, queue, requests } = await harness(examResultId, clientId, { debounceMs: 10 });
    setApiBaseUrl(UNREACHABLE);
    engine.record(subjects.essay, 'written offline');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(engine.snapshot().failures).toBeGreaterThanOrEqual(2);
    expect(requests.length).toBeGreaterThanOrEqual(2);
    expect(queue.size).toBe(1);

    setApiBaseUrl(inject('apiUrl'));
    engine.reconnect();
    await expect.poll(() => queue.size).toBe(0);
    expect(engine.snapshot().failures).toBe(0);
    expect((await openAttempt(examResultId, clientId)).answers).toEqual([
      expect.objectContaining({ subjectId: subjects.essay, answer: 'written offline' }),
    ]);
  });

  it('a save nobody answers is given up after its timeout and sent again, so later answers are not held behind it', async () => {
    // A server that takes the connection and never answers: as a worker killed after node:cluster handed it over.
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const examResultId = attempts.engineOffline;
      const clientId = 'engine-offline-client';
      const subjects = await openAttempt(examResultId, clientId);
      const { engine, queue, requests } = await harness(examResultId, clientId, {
        debounceMs: 10,
        sendTimeoutMs: 150,
      });
      setApiBaseUrl(`http://127.0.0.1:${port}`);
      engine.record(subjects.essay, 'sent into silence');
      await expect.poll(() => engine.snapshot().failures, { timeout: 3000 }).toBeGreaterThanOrEqual(2);
      expect(requests.length).toBeGreaterThanOrEqual(2);
      expect(queue.size).toBe(1);

      setApiBaseUrl(inject('apiUrl'));
      engine.record(subjects.essay, 'and written on after it');
      await expect.poll(() => queue.size, { timeout: 3000 }).toBe(0);
      expect((await openAttempt(examResultId, clientId)).answers).toEqual([
        expect.objectContaining({ subjectId: subjects.essay, answer: 'and written on after it' }),
      ]);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('a save from a tab the attempt was taken over from stops with 6103 and keeps its answers', async () => {
    const examResultId = attempts.engineTakeOver;
    const subjects = await openAttempt(examResultId, 'first-tab-client');
    const { engine, queue } = await harness(examResultId, 'first-tab-client');
    // Another tab opens the attempt: it takes it over.
    await openAttempt(examResultId, 'second-tab-client');
    engine.record(subjects.essay, 'written in the first tab');
    await engine.flushNow();

    expect(engine.snapshot().stopReason).toBe('takenOver');
    expect(queue.pending()).toEqual([expect.objectContaining({ answer: 'written in the first tab' })]);
    engine.record(subjects.essay, 'still kept');
    expect(queue.size).toBe(1);
  });
});
