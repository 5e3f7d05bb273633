import { describe, expect, it } from 'vitest';
import { caseVerdict, normaliseOutput, type RunEnd } from './case-verdict';

const run = (end: RunEnd, stdout: string, expectedOutput = '3', isOutputTruncated = false) => ({
  end,
  stdout,
  expectedOutput,
  isOutputTruncated,
});

describe('case verdict', () => {
  it.each([
    { rule: 'the expected output passes', input: run('exited', '3'), verdict: 'passed' },
    { rule: 'a trailing newline is not a difference', input: run('exited', '3\n'), verdict: 'passed' },
    {
      rule: 'CRLF and trailing spaces are not a difference',
      input: run('exited', '1 \r\n2', '1\n2\n'),
      verdict: 'passed',
    },
    { rule: 'a leading space is a difference', input: run('exited', ' 3'), verdict: 'wrong_answer' },
    { rule: 'another number is wrong', input: run('exited', '4'), verdict: 'wrong_answer' },
    { rule: 'no output is wrong', input: run('exited', ''), verdict: 'wrong_answer' },
    {
      rule: 'an empty expected output passes on no output',
      input: run('exited', '\n', ''),
      verdict: 'passed',
    },
    {
      rule: 'output cut at the limit is output_limit, never passed',
      input: run('exited', '3', '3', true),
      verdict: 'output_limit',
    },
    {
      rule: 'output past the limit wins over a throw that followed it',
      input: run('threw', '3', '3', true),
      verdict: 'output_limit',
    },
    { rule: 'a program that does not compile', input: run('compile_error', ''), verdict: 'compile_error' },
    {
      rule: 'the time limit wins over output past its limit',
      input: run('timed_out', '3', '3', true),
      verdict: 'time_limit',
    },
    {
      rule: 'a throw is a runtime error, even after the right output',
      input: run('threw', '3'),
      verdict: 'runtime_error',
    },
    { rule: 'the time limit wins over right output', input: run('timed_out', '3'), verdict: 'time_limit' },
    {
      rule: 'the memory limit wins over right output',
      input: run('out_of_memory', '3'),
      verdict: 'memory_limit',
    },
  ] as const)('$rule', ({ input, verdict }) => {
    expect(caseVerdict(input)).toBe(verdict);
  });

  it.each([
    ['a\r\nb\r\n', 'a\nb'],
    ['a  \nb\t\n\n\n', 'a\nb'],
    ['\n\na', '\n\na'],
    ['', ''],
  ])('normalised output of %j is %j', (raw, normalised) => {
    expect(normaliseOutput(raw)).toBe(normalised);
  });
});
