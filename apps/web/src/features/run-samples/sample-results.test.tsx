import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SampleRun } from '@/api/judge';
import { applyLanguage } from '@/i18n';
import { renderInApp } from '@/test/render-app';
import { SampleResults } from './sample-results';

const run = (overrides: Partial<SampleRun>): SampleRun => ({
  position: 1,
  isSample: true,
  verdict: 'passed',
  timeMs: 12,
  memoryKb: 1536,
  input: '1 2\n3 4',
  expectedOutput: '3\n7',
  actualOutput: '3\n7\n',
  errorOutput: '',
  ...overrides,
});

describe('sample results: verdict, CPU time and peak memory per case (issue 34)', () => {
  it('zh_CN: each case with its verdict, time and memory; a multi-line input keeps its lines', async () => {
    renderInApp(
      <SampleResults
        results={[run({}), run({ position: 2, verdict: 'memory_limit', timeMs: 340, memoryKb: 700 })]}
      />,
    );
    const region = await screen.findByRole('region', { name: '样例运行结果' });
    expect(within(region).getByText('通过')).toBeTruthy();
    expect(within(region).getByText('用时 12 毫秒')).toBeTruthy();
    expect(within(region).getByText('内存 1.5 MB')).toBeTruthy();
    expect(within(region).getByText('超出内存限制')).toBeTruthy();
    expect(within(region).getByText('用时 340 毫秒')).toBeTruthy();
    expect(within(region).getByText('内存 700 KB')).toBeTruthy();
    const inputs = within(region)
      .getAllByRole('row', { name: /^输入/ })
      .map((row) => row.querySelector('pre')?.textContent);
    expect(inputs).toEqual(['1 2\n3 4', '1 2\n3 4']);
  });

  it('en_US: the words and units in English; no memory where the judge measured none', async () => {
    await applyLanguage('en_US');
    renderInApp(<SampleResults results={[run({ verdict: 'time_limit', timeMs: 1001, memoryKb: null })]} />);
    const region = await screen.findByRole('region', { name: 'Sample results' });
    expect(within(region).getByText('Time limit exceeded')).toBeTruthy();
    expect(within(region).getByText('Time 1001 ms')).toBeTruthy();
    expect(within(region).queryByText(/^Memory/)).toBeNull();
  });

  it('a compile error shows its message and no time or memory (the program never ran)', async () => {
    await applyLanguage('en_US');
    renderInApp(
      <SampleResults
        results={[
          run({
            verdict: 'compile_error',
            timeMs: 0,
            memoryKb: null,
            actualOutput: '',
            errorOutput: "SyntaxError: unexpected token in expression: ')' (line 2, column 7)",
          }),
        ]}
      />,
    );
    const region = await screen.findByRole('region', { name: 'Sample results' });
    expect(within(region).getByText('Compile error')).toBeTruthy();
    expect(within(region).queryByText(/^Time /)).toBeNull();
    expect(within(region).getByRole('row', { name: /^Errors/ }).textContent).toContain('line 2, column 7');
  });
});
