import { ApiError } from '@/api/client';
import type { AnswerQueue, PendingAnswer } from './answer-queue';
import { KEEPALIVE_MAX_BYTES, SAVE_MAX_BYTES, splitIntoBatches } from './batches';

/** Why saving stopped for good: the attempt was handed in, taken over elsewhere, or an answer was refused. */
export type StopReason = 'submitted' | 'takenOver' | 'rejected';

export interface AutosaveSnapshot {
  unsaved: number;
  isSending: boolean;
  /** Failed tries in a row (network, server fault); reset by a success. */
  failures: number;
  isOffline: boolean;
  stopReason: StopReason | null;
}

export type SendAnswers = (
  entries: PendingAnswer[],
  options: { keepalive: boolean; signal?: AbortSignal | undefined },
) => Promise<readonly { subjectId: number; seq: number }[]>;

/**
 * A save not answered in this long is given up and sent again (seq-guarded, so a second arrival changes nothing): a
 * request the network or a dying server process holds would otherwise hold every later answer behind it (issue 18:
 * node:cluster can hand a connection to a worker that was just killed). Saves take milliseconds, seconds in a burst.
 */
export const SAVE_TIMEOUT_MS = 15_000;

/** The quiet time after an answer before its batch is sent. */
export const SAVE_DEBOUNCE_MS = 1000;

export interface AutosaveEngineOptions {
  queue: AnswerQueue;
  send: SendAnswers;
  /** The server's time in ms (browser clock plus the measured offset): the seq of a new answer. */
  now: () => number;
  isOnline: () => boolean;
  onChange: (snapshot: AutosaveSnapshot) => void;
  debounceMs?: number;
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  random?: () => number;
  sendTimeoutMs?: number;
}

function stopReasonOf(error: unknown): StopReason | null {
  if (!(error instanceof ApiError)) return null;
  if (error.reason === 'ATTEMPT_SUBMITTED') return 'submitted';
  if (error.reason === 'ATTEMPT_TAKEN_OVER') return 'takenOver';
  // A refused answer would be refused again; it stays queued and is offered for download instead.
  if (error.status === 400 || error.status === 404 || error.status === 403) return 'rejected';
  return null;
}

/**
 * DESIGN §5 answer saves: answers are batched after a quiet second, sent newest per subject, retried with
 * exponential backoff while the server is unreachable, and leave the queue only when acknowledged.
 */
export class AutosaveEngine {
  private readonly options: Required<AutosaveEngineOptions>;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private sending: Promise<void> | null = null;
  private isAgain = false;
  private failures = 0;
  private stopReason: StopReason | null = null;

  constructor(options: AutosaveEngineOptions) {
    this.options = {
      debounceMs: SAVE_DEBOUNCE_MS,
      baseBackoffMs: 1000,
      maxBackoffMs: 30_000,
      random: Math.random,
      sendTimeoutMs: SAVE_TIMEOUT_MS,
      ...options,
    };
  }

  snapshot(): AutosaveSnapshot {
    return {
      unsaved: this.options.queue.size,
      isSending: this.sending !== null,
      failures: this.failures,
      isOffline: !this.options.isOnline(),
      stopReason: this.stopReason,
    };
  }

  /** A changed answer: queued with its seq at once, sent after a quiet `debounceMs`. */
  record(subjectId: number, answer: unknown): PendingAnswer {
    const entry = this.options.queue.put(subjectId, answer, this.options.now());
    if (!this.stopReason && this.failures === 0) this.schedule(this.options.debounceMs);
    this.emit();
    return entry;
  }

  /** Sends everything now (hand-in, reconnect); true when nothing is left unsaved. */
  async flushNow(): Promise<boolean> {
    this.cancelTimer();
    await this.flush();
    if (this.sending !== null) await this.sending;
    return this.options.queue.size === 0;
  }

  /** Back online: the backoff starts over and the queue goes at once. */
  reconnect(): void {
    this.failures = 0;
    void this.flushNow();
  }

  /** The page is hidden or unloading: every waiting answer goes with keepalive, in bodies under 64 KiB. */
  flushOnHide(): void {
    if (this.stopReason || this.options.queue.size === 0) return;
    for (const batch of splitIntoBatches(this.options.queue.pending(), KEEPALIVE_MAX_BYTES)) {
      // A keepalive body over 64 KiB is refused outright; an ordinary request may still make it, and the entry
      // stays in the queue for the next visit anyway.
      this.options
        .send(batch.entries, { keepalive: !batch.isOversize })
        .then((acks) => {
          this.options.queue.acknowledge(acks);
          this.emit();
        })
        .catch(() => undefined);
    }
  }

  /** Stops the timers; the queue keeps what is unsaved. */
  dispose(): void {
    this.cancelTimer();
  }

  private emit(): void {
    this.options.onChange(this.snapshot());
  }

  private cancelTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(delayMs: number): void {
    this.cancelTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, delayMs);
  }

  private flush(): Promise<void> {
    if (this.stopReason) return Promise.resolve();
    if (this.sending !== null) {
      this.isAgain = true;
      return this.sending;
    }
    if (this.options.queue.size === 0) return Promise.resolve();
    this.sending = this.sendAll().finally(() => {
      this.sending = null;
      this.emit();
    });
    this.emit();
    return this.sending;
  }

  private async sendAll(): Promise<void> {
    const { queue, send } = this.options;
    try {
      do {
        this.isAgain = false;
        for (const batch of splitIntoBatches(queue.pending(), SAVE_MAX_BYTES)) {
          const signal = AbortSignal.timeout(this.options.sendTimeoutMs);
          queue.acknowledge(await send(batch.entries, { keepalive: false, signal }));
          this.emit();
        }
      } while (this.isAgain && queue.size > 0);
      this.failures = 0;
    } catch (error) {
      this.stopReason = stopReasonOf(error);
      if (this.stopReason) return;
      this.failures += 1;
      const backoff = Math.min(
        this.options.maxBackoffMs,
        this.options.baseBackoffMs * 2 ** (this.failures - 1),
      );
      // Jitter spreads the retries of a whole exam room after a server blip.
      this.schedule(backoff * (0.8 + 0.4 * this.options.random()));
    }
  }
}
