/// <reference path="./provided-context.d.ts" />
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { ProvidedContext } from 'vitest';
import type { TestProject } from 'vitest/node';

const SERVE = fileURLToPath(new URL('./serve.ts', import.meta.url));
const STARTUP_MS = 180_000;

/**
 * Starts the page tests' real server in a child process (serve.ts) and gives the tests what it seeded. Not in
 * Vitest's main process: there the server's requests and the runner's bookkeeping took turns on one event loop.
 */
export default async function setup(project: TestProject) {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVE], {
    // What the server needs of the runner's environment, named: the database, the zone, the path to its tools.
    env: pick(process.env, ['DATABASE_URL', 'TZ', 'PATH', 'HOME', 'TMPDIR', 'NODE_OPTIONS']),
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const provided = await readReady(child.stdout, () => child.exitCode);
  for (const [key, value] of Object.entries(provided))
    project.provide(key as keyof ProvidedContext, value as never);
  return async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
}

function pick(env: NodeJS.ProcessEnv, names: string[]): NodeJS.ProcessEnv {
  return Object.fromEntries(names.filter((name) => env[name] !== undefined).map((name) => [name, env[name]]));
}

async function readReady(
  stdout: NodeJS.ReadableStream,
  exitCode: () => number | null,
): Promise<ProvidedContext> {
  let buffered = '';
  const timer = setTimeout(
    () => stdout.emit('error', new Error(`no "ready" within ${STARTUP_MS} ms`)),
    STARTUP_MS,
  );
  try {
    for await (const chunk of stdout) {
      buffered += String(chunk);
      const line = buffered.split('\n').find((candidate) => candidate.startsWith('ready '));
      if (line) return JSON.parse(line.slice('ready '.length)) as ProvidedContext;
    }
  } finally {
    clearTimeout(timer);
  }
  throw new Error(
    `the web test server stopped before it was ready (exit code ${exitCode()}); its errors are above`,
  );
}
