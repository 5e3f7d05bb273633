import { describe, expect, it } from 'vitest';
import { DEFAULT_OUTPUT_LIMIT_KB, MAX_OUTPUT_LIMIT_KB } from '../judge/case-verdict';
import { expectedOutputProblem, utf8ByteLength } from './output-limit';
import { findSubjectIssues } from './subject-rules';

const KIB = 1024;

describe('utf8ByteLength: what a program prints, counted as the output limit counts it', () => {
  it.each([
    { text: '', bytes: 0 },
    { text: 'abc', bytes: 3 },
    { text: 'é', bytes: 2 },
    { text: '三', bytes: 3 },
    { text: '😀', bytes: 4 },
    { text: 'a\n三😀', bytes: 9 },
    { text: '\ud800', bytes: 3 },
  ])('$text is $bytes bytes', ({ text, bytes }) => {
    expect(utf8ByteLength(text)).toBe(bytes);
  });
});

describe('output limit: a case whose expected output is over its subject limit is refused (issue 34)', () => {
  it.each([
    { rule: 'exactly the subject limit fits', output: 'x'.repeat(4 * KIB), limit: 4, isRefused: false },
    { rule: 'one byte over the subject limit', output: 'x'.repeat(4 * KIB + 1), limit: 4, isRefused: true },
    {
      rule: 'trailing newlines and spaces do not count (the judge drops them)',
      output: `${'x'.repeat(4 * KIB)}  \n\n`,
      limit: 4,
      isRefused: false,
    },
    {
      rule: 'bytes, not characters: 1,366 three-byte characters are over 4 KiB',
      output: '三'.repeat(1366),
      limit: 4,
      isRefused: true,
    },
    {
      rule: 'no limit of its own: the default fits exactly',
      output: 'x'.repeat(DEFAULT_OUTPUT_LIMIT_KB * KIB),
      limit: undefined,
      isRefused: false,
    },
    {
      rule: 'no limit of its own: one byte over the default',
      output: 'x'.repeat(DEFAULT_OUTPUT_LIMIT_KB * KIB + 1),
      limit: undefined,
      isRefused: true,
    },
    {
      rule: 'the largest limit takes what the default refuses',
      output: 'x'.repeat(DEFAULT_OUTPUT_LIMIT_KB * KIB + 1),
      limit: MAX_OUTPUT_LIMIT_KB,
      isRefused: false,
    },
    {
      rule: 'an invalid limit is its own problem, not the case',
      output: 'x'.repeat(2 * KIB),
      limit: MAX_OUTPUT_LIMIT_KB + 1,
      isRefused: false,
    },
  ])('$rule', ({ output, limit, isRefused }) => {
    expect(expectedOutputProblem(output, limit) !== undefined).toBe(isRefused);
  });

  it('the message names the size, the limit and the way out', () => {
    expect(expectedOutputProblem('x'.repeat(KIB + 1), 1)?.message).toBe(
      "1025 bytes, over the subject's outputLimitKb of 1 KiB (1024 bytes): no program could pass this case; " +
        `raise outputLimitKb (at most ${MAX_OUTPUT_LIMIT_KB}) or shorten the expected output`,
    );
  });

  const code = (outputLimitKb: unknown, outputs: string[]) => ({
    subjectType: 5,
    codeLanguages: ['python'],
    ...(outputLimitKb === undefined ? {} : { outputLimitKb }),
    cases: outputs.map((expectedOutput, index) => ({ expectedOutput, isSample: index === 0 })),
  });
  const pathsOf = (subject: Record<string, unknown>) =>
    findSubjectIssues(subject, 's').map((issue) => issue.path);

  it.each([
    { rule: 'every case within the limit', subject: code(1, ['1', 'x'.repeat(KIB)]), paths: [] },
    {
      rule: 'the hidden case over the limit is named by its index',
      subject: code(1, ['1', 'x'.repeat(KIB + 1)]),
      paths: ['s.cases[1].expectedOutput'],
    },
    {
      rule: 'a sample over the limit too',
      subject: code(1, ['x'.repeat(KIB + 1), '2', 'x'.repeat(2 * KIB)]),
      paths: ['s.cases[0].expectedOutput', 's.cases[2].expectedOutput'],
    },
    {
      rule: 'the default limit when the subject names none',
      subject: code(undefined, ['1', 'x'.repeat(DEFAULT_OUTPUT_LIMIT_KB * KIB + 1)]),
      paths: ['s.cases[1].expectedOutput'],
    },
    {
      rule: 'an output limit on an essay belongs to code subjects only',
      subject: { subjectType: 6, outputLimitKb: 16 },
      paths: ['s.outputLimitKb'],
    },
  ])('subject rules: $rule', ({ subject, paths }) => {
    expect(pathsOf(subject)).toEqual(paths);
  });
});
