import { createJsRunner } from './js-pool';
import type { PythonIsolation } from './python-command';
import { createPythonRunner } from './python-pool';
import { type CaseRun, type LanguageRunner, SandboxClosedError, type SandboxJob } from './run-types';

export interface SandboxOptions {
  /** Worker threads running QuickJS. */
  jsThreads: number;
  /** Python children kept started and waiting (pyodide loaded). */
  pythonWarmChildren: number;
  /** How Python children are kept apart (pythonIsolationFor); a jail when the server runs as root, else refused. */
  pythonIsolation?: PythonIsolation | 'refused';
}

export interface Sandbox {
  run(job: SandboxJob): Promise<CaseRun[]>;
  /** The runner of a language, started now if it was not (tests and the bench time runs on a warm one). */
  runnerFor(language: SandboxJob['language']): LanguageRunner;
  close(): Promise<void>;
}

/** Both languages' runners behind one call; each starts its threads or processes on first use only. */
export function createSandbox(options: SandboxOptions): Sandbox {
  let javascript: LanguageRunner | undefined;
  let python: LanguageRunner | undefined;
  let isClosed = false;
  const runnerFor = (language: SandboxJob['language']): LanguageRunner => {
    switch (language) {
      case 'javascript':
        javascript ??= createJsRunner({ threads: options.jsThreads });
        return javascript;
      case 'python':
        python ??= createPythonRunner({
          warmChildren: options.pythonWarmChildren,
          isolation: options.pythonIsolation,
        });
        return python;
      default: {
        const unknownLanguage: never = language;
        throw new Error(`no runner for ${String(unknownLanguage)}`);
      }
    }
  };
  return {
    run: (job) =>
      isClosed
        ? Promise.reject(new SandboxClosedError('the judge is closed'))
        : runnerFor(job.language).run(job),
    runnerFor,
    async close() {
      isClosed = true;
      await Promise.all([javascript?.close(), python?.close()]);
    },
  };
}
