import { describe, expect, it, vi } from 'vitest';
import { AnswerQueue, type QueueSnapshot, type QueueStorage, queueKey } from './answer-queue';
import { memoryQueueStorage } from './idb-storage';

// jsdom has no IndexedDB: the queue logic runs on the in-memory storage here, and e2e/answer-autosave.spec.ts
// covers the IndexedDB storage in Chromium (offline answers survive a reload there).
const KEY = queueKey('school', 7);

describe('answer queue (DESIGN §5)', () => {
  it('gives strictly increasing seqs, even when the clock stands still or goes back', async () => {
    const queue = await AnswerQueue.open(memoryQueueStorage(), KEY);
    const seqs = [1000, 1000, 999, 5000].map((now, index) => queue.put(index + 1, 'A', now).seq);
    expect(seqs).toEqual([1000, 1001, 1002, 5000]);
  });

  it('a new seq goes past a seq the server already holds', async () => {
    const queue = await AnswerQueue.open(memoryQueueStorage(), KEY);
    queue.observeSeq(9000);
    expect(queue.put(1, 'A', 1000).seq).toBe(9001);
  });

  it('keeps only the newest answer per subject', async () => {
    const queue = await AnswerQueue.open(memoryQueueStorage(), KEY);
    queue.put(1, 'A', 1);
    queue.put(2, true, 2);
    queue.put(1, 'B', 3);
    expect(queue.pending()).toEqual([
      { subjectId: 2, answer: true, seq: 2 },
      { subjectId: 1, answer: 'B', seq: 3 },
    ]);
  });

  it('an entry leaves only when the server acknowledged a seq at least as high as its own', async () => {
    const queue = await AnswerQueue.open(memoryQueueStorage(), KEY);
    queue.put(1, 'A', 10);
    queue.put(2, 'B', 20);
    queue.put(3, 'C', 30);
    const removed = queue.acknowledge([
      { subjectId: 1, seq: 9 },
      { subjectId: 2, seq: 20 },
      { subjectId: 3, seq: 31 },
    ]);
    expect(removed).toBe(2);
    expect(queue.pending().map((entry) => entry.subjectId)).toEqual([1]);
  });

  it('an answer changed while its save was in flight stays queued after the older seq is acknowledged', async () => {
    const queue = await AnswerQueue.open(memoryQueueStorage(), KEY);
    const sent = queue.put(1, 'A', 10);
    queue.put(1, 'B', 11);
    queue.acknowledge([{ subjectId: 1, seq: sent.seq }]);
    expect(queue.get(1)).toEqual({ subjectId: 1, answer: 'B', seq: 11 });
  });

  it('a queue opened again (a reload) finds what was not acknowledged, and its seqs go on increasing', async () => {
    const storage = memoryQueueStorage();
    const first = await AnswerQueue.open(storage, KEY);
    first.put(1, 'A', 100);
    first.put(2, ['x'], 200);
    first.acknowledge([{ subjectId: 1, seq: 100 }]);
    await first.persisted();

    const reloaded = await AnswerQueue.open(storage, KEY);
    expect(reloaded.pending()).toEqual([{ subjectId: 2, answer: ['x'], seq: 200 }]);
    expect(reloaded.put(3, 'C', 50).seq).toBe(201);
  });

  it('writes one change after another, the last write holding every change', async () => {
    const writes: QueueSnapshot[] = [];
    // A write ends only when the test lets it, so every put lands while the first write is still in flight.
    const inFlight: (() => void)[] = [];
    const slow: QueueStorage = {
      read: async () => undefined,
      write: async (_key, value) => {
        await new Promise<void>((resolve) => inFlight.push(resolve));
        writes.push(structuredClone(value));
      },
      remove: async () => undefined,
    };
    const queue = await AnswerQueue.open(slow, KEY);
    for (let index = 1; index <= 5; index += 1) queue.put(index, 'A', index);
    let isPersisted = false;
    const persisted = queue.persisted().then(() => {
      isPersisted = true;
    });
    while (!isPersisted) {
      await vi.waitFor(() => expect(isPersisted || inFlight.length > 0).toBe(true));
      inFlight.shift()?.();
    }
    await persisted;
    expect(writes.length).toBeLessThanOrEqual(2);
    expect(writes.at(-1)?.entries).toHaveLength(5);
  });

  it('works in memory when storage fails (private mode, quota), and says so', async () => {
    const broken: QueueStorage = {
      read: () => Promise.reject(new Error('no IndexedDB')),
      write: () => Promise.reject(new Error('quota')),
      remove: () => Promise.reject(new Error('no IndexedDB')),
    };
    const queue = await AnswerQueue.open(broken, KEY);
    queue.put(1, 'A', 1);
    await queue.persisted();
    expect(queue.size).toBe(1);
    expect(String(queue.storageError)).toContain('quota');
  });

  it('clear forgets the attempt in storage', async () => {
    const storage = memoryQueueStorage();
    const queue = await AnswerQueue.open(storage, KEY);
    queue.put(1, 'A', 1);
    await queue.clear();
    expect(await storage.read(KEY)).toBeUndefined();
  });
});
