// A Python runner in a process of its own, to be killed (python-parent-death.test.ts): it starts its warm children,
// hands one of them a program that never ends, says "running" on stdout, and waits.
import type { PythonIsolation } from '../modules/judge/sandbox/python-command';
import { createPythonRunner } from '../modules/judge/sandbox/python-pool';

const WARM_CHILDREN = 2;
const runner = createPythonRunner({
  warmChildren: WARM_CHILDREN,
  isolation: process.argv[2] as PythonIsolation,
});
// The runner tells no one when its children are ready; it is asked until they all are.
const ready = setInterval(() => {
  if (runner.idleCount() < WARM_CHILDREN) return;
  clearInterval(ready);
  // A limit far off: only the death of this process may stop the program.
  void runner.run({
    language: 'python',
    code: 'while True:\n    pass\n',
    inputs: [''],
    timeLimitMs: 600_000,
    memoryLimitMb: 64,
  });
  process.stdout.write('running\n');
}, 50);
