import { describe, expect, it } from 'vitest';
import { parseExamIdParam } from './exam-id';

describe('SPEC §5 examId validation', () => {
  it.each([
    { raw: null, expected: { ok: false, reason: 'EXAM_ID_MISSING' } },
    { raw: '', expected: { ok: false, reason: 'EXAM_ID_MISSING' } },
    { raw: '  ', expected: { ok: false, reason: 'EXAM_ID_MISSING' } },
    { raw: '12', expected: { ok: true, examId: 12, isPreview: false } },
    { raw: '12/2', expected: { ok: true, examId: 12, isPreview: true } },
    { raw: '0', expected: { ok: false, reason: 'EXAM_ID_NOT_NUMBER' } },
    { raw: '-3', expected: { ok: false, reason: 'EXAM_ID_NOT_NUMBER' } },
    { raw: '1.5', expected: { ok: false, reason: 'EXAM_ID_NOT_NUMBER' } },
    { raw: 'abc', expected: { ok: false, reason: 'EXAM_ID_NOT_NUMBER' } },
    { raw: '12/3', expected: { ok: false, reason: 'EXAM_ID_NOT_NUMBER' } },
    { raw: '012', expected: { ok: false, reason: 'EXAM_ID_NOT_NUMBER' } },
    { raw: '1e3', expected: { ok: false, reason: 'EXAM_ID_NOT_NUMBER' } },
  ])('examId $raw', ({ raw, expected }) => {
    expect(parseExamIdParam(raw)).toEqual(expected);
  });
});
