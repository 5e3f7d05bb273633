import { describe, expect, it } from 'vitest';
import {
  COMMON_CODE_EARLY_SECONDS,
  commonCodeRefusal,
  DEFAULT_OPEN_COMMON_CODE_LIMIT,
  identityDetailChecks,
  openEntryRefusal,
  openStartRefusal,
} from './open-link';

describe("an open link admits only while the exam's open entry is on", () => {
  it.each([
    { isAllowNologin: '1', expected: null },
    { isAllowNologin: 1, expected: null },
    { isAllowNologin: '', expected: 'NOT_FOUND' },
    { isAllowNologin: '0', expected: 'NOT_FOUND' },
    { isAllowNologin: 0, expected: 'NOT_FOUND' },
  ])('isAllowNologin $isAllowNologin: $expected', ({ isAllowNologin, expected }) => {
    expect(openEntryRefusal({ isAllowNologin })).toBe(expected);
  });
});

describe('an open-link visitor asking to start', () => {
  it.each([
    { userStatus: 1, isChecked: true, confirmNotice: 1, expected: null },
    { userStatus: 1, isChecked: true, confirmNotice: null, expected: 'OPEN_NOTICE_UNANSWERED' },
    { userStatus: 1, isChecked: true, confirmNotice: 0, expected: 'OPEN_NOTICE_REJECTED' },
    { userStatus: 1, isChecked: false, confirmNotice: 1, expected: 'OPEN_CANDIDATE_UNCHECKED' },
    { userStatus: 1, isChecked: false, confirmNotice: null, expected: 'OPEN_CANDIDATE_UNCHECKED' },
    // The school's refusal holds whatever the visitor answered.
    { userStatus: 2, isChecked: true, confirmNotice: 1, expected: 'OPEN_CANDIDATE_REFUSED' },
    { userStatus: 2, isChecked: false, confirmNotice: 0, expected: 'OPEN_CANDIDATE_REFUSED' },
    // Anything but an explicit 1 is not an acceptance.
    { userStatus: 1, isChecked: true, confirmNotice: 2, expected: 'OPEN_NOTICE_UNANSWERED' },
  ])(
    'status $userStatus, checked $isChecked, notice $confirmNotice: $expected',
    ({ expected, ...identity }) => {
      expect(openStartRefusal(identity)).toBe(expected);
    },
  );
});

describe('a shared code asked for one more identity', () => {
  const begin = new Date('2026-06-03T02:00:00Z');
  const end = new Date('2026-06-03T04:00:00Z');
  const at = (offsetSeconds: number) => new Date(begin.getTime() + offsetSeconds * 1000);
  const base = { isAllowNologin: '1', beginTime: begin, endTime: end, now: at(60), issued: 0, limit: null };
  it.each([
    { rule: 'admitting exam, running, room left', input: {}, expected: null },
    { rule: 'exam without login-free entry', input: { isAllowNologin: '' }, expected: 'NOT_FOUND' },
    { rule: "isAllowNologin '0'", input: { isAllowNologin: '0' }, expected: 'NOT_FOUND' },
    {
      rule: 'earlier than the readiness window',
      input: { now: at(-COMMON_CODE_EARLY_SECONDS - 1) },
      expected: 'EXAM_NOT_STARTED',
    },
    { rule: 'at the readiness window', input: { now: at(-COMMON_CODE_EARLY_SECONDS) }, expected: null },
    { rule: 'at the end', input: { now: end }, expected: 'EXAM_ENDED' },
    { rule: 'after the end', input: { now: at(3 * 3600) }, expected: 'EXAM_ENDED' },
    { rule: 'open-ended times', input: { beginTime: null, endTime: null, now: at(-99_999) }, expected: null },
    {
      rule: 'default limit reached',
      input: { issued: DEFAULT_OPEN_COMMON_CODE_LIMIT },
      expected: 'COMMON_CODE_EXHAUSTED',
    },
    {
      rule: 'one below the default limit',
      input: { issued: DEFAULT_OPEN_COMMON_CODE_LIMIT - 1 },
      expected: null,
    },
    {
      rule: "the exam's own limit reached",
      input: { issued: 3, limit: 3 },
      expected: 'COMMON_CODE_EXHAUSTED',
    },
    { rule: 'a limit of 0 closes the code', input: { limit: 0 }, expected: 'COMMON_CODE_EXHAUSTED' },
    // The window is told before the count: after the end the answer is "ended", not "full".
    { rule: 'ended and full', input: { now: end, issued: 999 }, expected: 'EXAM_ENDED' },
  ])('$rule: $expected', ({ input, expected }) => {
    expect(commonCodeRefusal({ ...base, ...input })).toBe(expected);
  });
});

describe("a link's first visit: what the school registered must match, what it did not is recorded", () => {
  it.each([
    // Imported with both: the visitor confirms both (docs/decisions/0013).
    { name: '钱七', contact: '13700002222', expected: { name: 'match', contact: 'match' } },
    // Generated with only a count: nothing to match, both are the visitor's to give.
    { name: '', contact: '', expected: { name: 'record', contact: 'record' } },
    // Generated with a name prefix, or imported without a contact.
    { name: 'Seat 1', contact: '', expected: { name: 'match', contact: 'record' } },
    { name: '', contact: 'ann@example.com', expected: { name: 'record', contact: 'match' } },
    // Spaces alone register nothing a visitor could type.
    { name: ' ', contact: '\t', expected: { name: 'record', contact: 'record' } },
  ])('name "$name", contact "$contact"', ({ expected, ...registered }) => {
    expect(identityDetailChecks(registered)).toEqual(expected);
  });
});
