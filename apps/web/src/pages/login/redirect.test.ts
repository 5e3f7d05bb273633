import { describe, expect, it } from 'vitest';
import { sanitizeRedirect, schoolIdFromPath } from './redirect';

describe('login redirect: only paths on this site are followed', () => {
  it.each([
    { value: '/portal/demo', expected: '/portal/demo' },
    {
      value: '/iexam/demo/examInfo?examId=7&sxz-lang=en_US',
      expected: '/iexam/demo/examInfo?examId=7&sxz-lang=en_US',
    },
    { value: '/portal/demo#exams', expected: '/portal/demo#exams' },
  ])('a same-origin path $value is kept', ({ value, expected }) => {
    expect(sanitizeRedirect(value)).toBe(expected);
  });

  it.each([
    { value: '//evil.com', why: 'protocol-relative URL' },
    { value: '//evil.com/portal/demo', why: 'protocol-relative URL with a path' },
    { value: 'https://evil.com', why: 'absolute URL' },
    { value: 'http://evil.com/portal/demo', why: 'absolute URL with a path' },
    { value: '/\\evil.com', why: 'backslash read as a slash by browsers' },
    { value: '/\t/evil.com', why: 'tab dropped by URL parsers' },
    { value: 'javascript:alert(1)', why: 'script URL' },
    { value: 'portal/demo', why: 'relative path' },
    { value: '', why: 'empty value' },
    { value: null, why: 'no value' },
    { value: '/login/index?redirect=/portal/demo', why: 'the login page itself (a loop)' },
  ])('$why ($value) is ignored', ({ value }) => {
    expect(sanitizeRedirect(value)).toBeUndefined();
  });
});

describe('login: the school comes from the redirect path', () => {
  it.each([
    { path: '/portal/demo', expected: 'demo' },
    { path: '/portal/demo/', expected: 'demo' },
    { path: '/portal/demo?x=1', expected: 'demo' },
    { path: '/iexam/school-7/examInfo?examId=1', expected: 'school-7' },
    { path: '/iexam/a%20b/examResult', expected: 'a b' },
    { path: '/admin/demo/exams/3', expected: 'demo' },
    { path: '/admin/demo', expected: 'demo' },
    { path: '/portal', expected: undefined },
    { path: '/portal/demo/other', expected: undefined },
    { path: '/complaintReport/demo', expected: undefined },
    { path: undefined, expected: undefined },
  ])('$path names school $expected', ({ path, expected }) => {
    expect(schoolIdFromPath(path)).toBe(expected);
  });
});
