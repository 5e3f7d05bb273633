import { caseVerdict } from '@iexam/domain/judge';
import { afterAll, describe, expect, it } from 'vitest';
import { HONEST_PROGRAMS } from './honest-programs';
import { createSandbox } from './sandbox';

const sandbox = createSandbox({ jsThreads: 2, pythonWarmChildren: 2 });

afterAll(() => sandbox.close());

describe('judge sandbox: honest programs get a contest judge’s verdict (issue 34)', () => {
  it.each(HONEST_PROGRAMS)('$language: $name', async (program) => {
    const [run] = await sandbox.run({
      language: program.language,
      code: program.code,
      inputs: [program.input],
      timeLimitMs: program.timeLimitMs ?? 2000,
      memoryLimitMb: program.memoryLimitMb ?? 64,
      outputLimitKb: program.outputLimitKb,
    });
    if (!run) throw new Error('no run');
    const verdict = caseVerdict({ ...run, expectedOutput: program.expectedOutput });
    expect(verdict, `${run.end}: ${run.stderr.slice(0, 400)}`).toBe(program.verdict);
    if (program.stderr) expect(run.stderr).toMatch(program.stderr);
  });
});
