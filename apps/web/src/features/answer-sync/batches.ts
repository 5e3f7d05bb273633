import { MAX_ANSWERS_PER_SAVE } from '@iexam/domain/answers';
import type { PendingAnswer } from './answer-queue';

/** The browser refuses keepalive bodies over 64 KiB; this leaves room for the rest of the body. */
export const KEEPALIVE_MAX_BYTES = 60 * 1024;
/** An ordinary save stays well under the server's body limit (2 MiB). */
export const SAVE_MAX_BYTES = 1024 * 1024;
/** examResultId, clientId and the JSON around the answers. */
const BODY_OVERHEAD_BYTES = 200;

const encoder = new TextEncoder();
const bytesOf = (entry: PendingAnswer) => encoder.encode(JSON.stringify(entry)).length + 1;

export interface Batch {
  entries: PendingAnswer[];
  /** A single answer too large for the limit on its own (a long program sent on page hide). */
  isOversize: boolean;
}

/** Splits waiting answers into save requests of at most 100 entries and `maxBytes` of body each. */
export function splitIntoBatches(entries: readonly PendingAnswer[], maxBytes: number): Batch[] {
  const batches: Batch[] = [];
  let current: PendingAnswer[] = [];
  let currentBytes = BODY_OVERHEAD_BYTES;
  for (const entry of entries) {
    const size = bytesOf(entry);
    if (size + BODY_OVERHEAD_BYTES > maxBytes) {
      batches.push({ entries: [entry], isOversize: true });
      continue;
    }
    if (current.length === MAX_ANSWERS_PER_SAVE || currentBytes + size > maxBytes) {
      batches.push({ entries: current, isOversize: false });
      current = [];
      currentBytes = BODY_OVERHEAD_BYTES;
    }
    current.push(entry);
    currentBytes += size;
  }
  if (current.length > 0) batches.push({ entries: current, isOversize: false });
  return batches;
}
