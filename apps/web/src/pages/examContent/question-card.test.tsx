import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaperSubject } from '@/api/attempts';
import { applyLanguage } from '@/i18n';
import { renderInApp } from '@/test/render-app';
import { QuestionCard } from './question-card';

const codeSubject = (overrides: Partial<PaperSubject> = {}): PaperSubject => ({
  subjectId: 31,
  position: 1,
  subjectType: 5,
  subjectTitle: 'Add the two numbers of every line.',
  subjectTitleContentType: 0,
  score: 10,
  options: null,
  blankCount: 0,
  codeLanguages: ['javascript', 'python'],
  timeLimitMs: 2000,
  memoryLimitMb: 64,
  outputLimitKb: 8192,
  sampleCases: [{ input: '1 2\n3 4', expectedOutput: '3\n7' }],
  ...overrides,
});

function renderCard(subject: PaperSubject) {
  return renderInApp(
    <QuestionCard
      subject={subject}
      number={1}
      answer={null}
      isFlagged={false}
      onAnswer={() => undefined}
      onToggleFlag={() => undefined}
    />,
  );
}

const limitsShown = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('a code question on the answer page (issue 34)', () => {
  it('zh_CN: the CPU time, memory and output limits in the page language', async () => {
    renderCard(codeSubject());
    expect(limitsShown('运行限制')).toEqual([
      '时间限制：每个测试点 CPU 时间 2 秒',
      '内存限制：64 MB',
      '输出限制：8 MB',
    ]);
  });

  it('en_US: the same limits in English; a limit in milliseconds stays in milliseconds', async () => {
    await applyLanguage('en_US');
    renderCard(codeSubject({ timeLimitMs: 1500, memoryLimitMb: 256, outputLimitKb: 512 }));
    expect(limitsShown('Limits')).toEqual([
      'Time limit: 1500 ms of CPU time per case',
      'Memory limit: 256 MB',
      'Output limit: 512 KB',
    ]);
  });

  it('a question without limits from the server (an old offline copy) shows none', () => {
    renderCard(codeSubject({ timeLimitMs: undefined, memoryLimitMb: undefined, outputLimitKb: undefined }));
    expect(screen.queryByRole('list', { name: '运行限制' })).toBeNull();
  });

  it('a multi-line sample keeps its lines: input and expected output are pre-formatted', () => {
    renderCard(codeSubject());
    const input = screen.getByRole('figure', { name: '输入' }).querySelector('pre');
    const output = screen.getByRole('figure', { name: '期望输出' }).querySelector('pre');
    expect(input?.textContent).toBe('1 2\n3 4');
    expect(output?.textContent).toBe('3\n7');
    expect(input && getComputedStyle(input).whiteSpace).toBe('pre');
  });

  it('"Input and output" names each offered language\'s input and output calls, with an example of each', async () => {
    await applyLanguage('en_US');
    renderCard(codeSubject());
    const help = screen.getByText('Input and output').closest('details');
    if (!help) throw new Error('no help');
    expect(help.open).toBe(false);
    const text = help.textContent ?? '';
    for (const api of [
      'readline()',
      'input',
      "require('fs').readFileSync(0, 'utf8')",
      "require('readline').createInterface({ input: process.stdin })",
      'console.log()',
      'process.stdout.write()',
      'input()',
      'sys.stdin',
      'sys.stdin.buffer',
      'open(0)',
      'sys.stdout.write()',
    ])
      expect(text).toContain(api);
    expect(within(help).getByRole('heading', { name: 'JavaScript' })).toBeTruthy();
    expect(within(help).getByRole('heading', { name: 'Python' })).toBeTruthy();
    const examples = [...help.querySelectorAll('pre')].map((block) => block.textContent);
    expect(examples).toEqual([
      expect.stringContaining("require('fs').readFileSync(0, 'utf8')"),
      expect.stringContaining('for line in sys.stdin:'),
    ]);
  });

  it('only the languages the question offers are explained', () => {
    renderCard(codeSubject({ codeLanguages: ['python'] }));
    const help = screen.getByText('输入与输出').closest('details');
    expect(help?.textContent).toContain('sys.stdin');
    expect(help?.textContent).not.toContain('console.log');
  });
});
