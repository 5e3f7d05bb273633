/** One answer waiting for the server: the newest of its subject, with the seq it was given when it was made. */
export interface PendingAnswer {
  subjectId: number;
  answer: unknown;
  seq: number;
}

/** What the queue keeps in storage for one attempt. */
export interface QueueSnapshot {
  entries: PendingAnswer[];
  /** The highest seq handed out or seen, so seqs stay strictly increasing across reloads. */
  lastSeq: number;
}

/** Where the queue lives: IndexedDB in the browser (idb-storage.ts), a Map in unit tests (jsdom has no IndexedDB). */
export interface QueueStorage {
  read(key: string): Promise<QueueSnapshot | undefined>;
  write(key: string, value: QueueSnapshot): Promise<void>;
  remove(key: string): Promise<void>;
}

/** The storage key of an attempt's queue. */
export function queueKey(schoolId: string, examResultId: number): string {
  return `answers:${schoolId}:${examResultId}`;
}

/**
 * DESIGN §5 local answer queue: the newest answer per subject until the server acknowledges a seq at least as high.
 * Changes apply in memory at once (the page and a keepalive send read them) and are written to storage behind,
 * one write at a time, the last one carrying every change.
 */
export class AnswerQueue {
  private readonly entries = new Map<number, PendingAnswer>();
  private lastSeq = 0;
  private writing: Promise<void> | null = null;
  private isDirty = false;
  /** The last storage failure (private mode, quota); the queue then works in memory only. */
  storageError: unknown = null;

  private constructor(
    private readonly storage: QueueStorage,
    private readonly key: string,
  ) {}

  static async open(storage: QueueStorage, key: string): Promise<AnswerQueue> {
    const queue = new AnswerQueue(storage, key);
    try {
      const stored = await storage.read(key);
      for (const entry of stored?.entries ?? []) queue.entries.set(entry.subjectId, entry);
      queue.lastSeq = stored?.lastSeq ?? 0;
    } catch (error) {
      queue.storageError = error;
    }
    return queue;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The waiting answers, oldest first. */
  pending(): PendingAnswer[] {
    return [...this.entries.values()].sort((a, b) => a.seq - b.seq);
  }

  get(subjectId: number): PendingAnswer | undefined {
    return this.entries.get(subjectId);
  }

  /** A seq the server already holds (another tab's, an earlier visit's): new seqs must go past it. */
  observeSeq(seq: number): void {
    if (seq > this.lastSeq) this.lastSeq = seq;
  }

  /**
   * A new answer replaces the subject's waiting one. Its seq is the server's time in ms (so a later answer from
   * another device still wins) or one more than the last seq, whichever is higher.
   */
  put(subjectId: number, answer: unknown, nowMs: number): PendingAnswer {
    this.lastSeq = Math.max(Math.floor(nowMs), this.lastSeq + 1);
    const entry = { subjectId, answer, seq: this.lastSeq };
    this.entries.set(subjectId, entry);
    this.schedulePersist();
    return entry;
  }

  /** Drops every entry whose seq the server holds or passed; returns how many left the queue. */
  acknowledge(acks: readonly { subjectId: number; seq: number }[]): number {
    let removed = 0;
    for (const ack of acks) {
      this.observeSeq(ack.seq);
      const entry = this.entries.get(ack.subjectId);
      if (entry && entry.seq <= ack.seq) {
        this.entries.delete(ack.subjectId);
        removed += 1;
      }
    }
    if (removed > 0) this.schedulePersist();
    return removed;
  }

  /** Resolves once storage holds every change made so far. */
  async persisted(): Promise<void> {
    while (this.writing !== null) await this.writing;
  }

  /** Forgets the attempt's queue (after a hand-in with nothing left to send). */
  async clear(): Promise<void> {
    this.entries.clear();
    await this.persisted();
    try {
      await this.storage.remove(this.key);
    } catch (error) {
      this.storageError = error;
    }
  }

  private schedulePersist(): void {
    this.isDirty = true;
    if (this.writing !== null) return;
    this.writing = (async () => {
      while (this.isDirty) {
        this.isDirty = false;
        const snapshot = { entries: this.pending(), lastSeq: this.lastSeq };
        try {
          await this.storage.write(this.key, snapshot);
          this.storageError = null;
        } catch (error) {
          this.storageError = error;
        }
      }
      this.writing = null;
    })();
  }
}
