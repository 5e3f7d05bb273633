import { MAX_ANSWERS_PER_SAVE } from '@iexam/domain/answers';
import { describe, expect, it } from 'vitest';
import type { PendingAnswer } from './answer-queue';
import { KEEPALIVE_MAX_BYTES, SAVE_MAX_BYTES, splitIntoBatches } from './batches';

const entries = (count: number, answer: unknown = 'A'): PendingAnswer[] =>
  Array.from({ length: count }, (_, index) => ({ subjectId: index + 1, answer, seq: index + 1 }));
const bodyBytes = (batch: PendingAnswer[]) =>
  new TextEncoder().encode(JSON.stringify({ examResultId: 123456, clientId: 'x'.repeat(64), answers: batch }))
    .length;

describe('save batches (DESIGN §5)', () => {
  it(`at most ${MAX_ANSWERS_PER_SAVE} answers per request`, () => {
    const batches = splitIntoBatches(entries(250), SAVE_MAX_BYTES);
    expect(batches.map((batch) => batch.entries.length)).toEqual([100, 100, 50]);
  });

  it('each keepalive body stays under 64 KiB, long essays in Chinese included', () => {
    const essays = entries(12, '考'.repeat(6000));
    const batches = splitIntoBatches(essays, KEEPALIVE_MAX_BYTES);
    expect(batches.length).toBeGreaterThan(1);
    for (const batch of batches) expect(bodyBytes(batch.entries)).toBeLessThan(64 * 1024);
    expect(batches.flatMap((batch) => batch.entries)).toHaveLength(12);
  });

  it('an answer too large for a keepalive body on its own goes alone, marked oversize', () => {
    const batches = splitIntoBatches(
      [...entries(2), { subjectId: 9, answer: 'x'.repeat(70_000), seq: 9 }],
      KEEPALIVE_MAX_BYTES,
    );
    expect(batches).toEqual([
      { entries: [expect.objectContaining({ subjectId: 9 })], isOversize: true },
      { entries: entries(2), isOversize: false },
    ]);
  });
});
