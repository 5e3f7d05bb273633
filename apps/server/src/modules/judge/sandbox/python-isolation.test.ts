import { describe, expect, it } from 'vitest';
import { pythonIsolationFor } from './python-pool';
import { createSandbox } from './sandbox';

describe('how Python children are kept apart (issue 34)', () => {
  it.each([
    { setting: 'isolated', isRoot: true, isolation: 'jail' },
    { setting: 'unisolated', isRoot: true, isolation: 'jail' },
    { setting: 'off', isRoot: true, isolation: 'refused' },
    // Without root there is no jail: Python is refused unless the operator opts in to running it without one.
    { setting: 'isolated', isRoot: false, isolation: 'refused' },
    { setting: 'unisolated', isRoot: false, isolation: 'unisolated' },
    { setting: 'off', isRoot: false, isolation: 'refused' },
  ] as const)('$setting as root: $isRoot gives $isolation', ({ setting, isRoot, isolation }) => {
    expect(pythonIsolationFor(setting, isRoot)).toBe(isolation);
  });

  it('refused Python says why, and JavaScript still runs', async () => {
    const sandbox = createSandbox({ jsThreads: 1, pythonWarmChildren: 1, pythonIsolation: 'refused' });
    const job = { code: 'print(3)', inputs: [''], timeLimitMs: 1000, memoryLimitMb: 64 };
    await expect(sandbox.run({ ...job, language: 'python' })).rejects.toThrow('JUDGE_PYTHON=unisolated');
    const [run] = await sandbox.run({ ...job, language: 'javascript' });
    expect(run?.stdout).toBe('3\n');
    await sandbox.close();
  });
});
