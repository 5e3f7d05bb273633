import cluster, { type Worker } from 'node:cluster';
import { resolveTokenSecret } from '../auth/server-secret';
import { renderDemoGuide } from '../cli/demo/demo-guide';
import { seedDemoSchool } from '../cli/demo/demo-school';
import type { Config } from '../config';
import { createDatabase, defaultPoolSize } from '../db/client';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../db/embedded/server';
import { CANNOT_LISTEN } from './worker';

/** A worker that dies this often within a minute is not started again: something is wrong with every start. */
const MAX_RESTARTS_PER_MINUTE = 5;
const WORKERS_STOP_TIMEOUT_MS = 15_000;
const PARENT_CHECK_MS = 500;

function log(message: string): void {
  console.log(`[iexam] ${message}`);
}

/** The database's url: the embedded server's, started here, or the configured one. */
async function openDatabaseServer(config: Config, onLost: (reason: string) => void) {
  if (config.database.kind === 'postgres') return { url: config.database.url, embedded: undefined };
  const poolSize = config.database.poolSize ?? defaultPoolSize(undefined, config.workers);
  const started = Date.now();
  const embedded = await startEmbeddedPostgres({
    dataDir: config.database.dataDir,
    // Every worker's pool, this process's preparation, and room for a psql or a backup.
    maxConnections: Math.max(100, config.workers * poolSize + 20),
    log,
    onUnexpectedExit: onLost,
  });
  log(`embedded PostgreSQL ready in ${Date.now() - started} ms (${embedded.dataFolder.root})`);
  return { url: embedded.url, embedded };
}

/**
 * `npm start`: starts the embedded PostgreSQL server (unless DATABASE_URL names one), migrates it and loads the demo
 * once, then runs config.workers server processes on the one port (node:cluster). SIGINT or SIGTERM stops the
 * workers first (their requests in flight finish), then the database.
 */
export async function runPrimary(config: Config): Promise<void> {
  let embedded: EmbeddedPostgres | undefined;
  let stopping: Promise<never> | undefined;
  const stop = (code: number): Promise<never> => {
    stopping ??= (async () => {
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
      const exits = workers.map((worker) => new Promise((resolve) => worker.once('exit', resolve)));
      for (const worker of workers) worker.process.kill('SIGTERM');
      const timer = setTimeout(() => {
        for (const worker of workers) worker.process.kill('SIGKILL');
      }, WORKERS_STOP_TIMEOUT_MS);
      await Promise.all(exits);
      clearTimeout(timer);
      if (embedded) {
        await embedded.stop();
        log('embedded PostgreSQL stopped');
      }
      process.exit(code);
    })();
    return stopping;
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));
  // npm passes SIGTERM to the shell it ran us in, which dies without passing it on: a parent that is gone means the
  // same as SIGTERM. (A service manager that starts us directly stays our parent.)
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) {
      log('the process that started this server is gone; stopping');
      void stop(0);
    }
  }, PARENT_CHECK_MS).unref();

  const server = await openDatabaseServer(config, (reason) => {
    console.error(`[iexam] ${reason}`);
    void stop(1);
  });
  embedded = server.embedded;

  const database = await createDatabase({ ...config.database, url: server.url }, 2);
  try {
    await database.migrate();
    await resolveTokenSecret(database.db, config.sessionSecret);
    if (config.seedDemo && (await seedDemoSchool(database.db, new Date())))
      log('loaded the demo school from demo/school.yaml');
  } catch (error) {
    await database.close();
    throw error;
  }

  // Each worker reads the same environment, with the database's address filled in.
  const workerEnv = { DATABASE_URL: server.url, WORKERS: String(config.workers) };
  const listening = new Set<number>();
  const restarts: number[] = [];
  let address: string | undefined;
  let isReady = false;
  cluster.on('listening', (worker, where) => {
    listening.add(worker.id);
    address ??= `http://${where.address ?? config.host}:${where.port}`;
    if (!isReady && listening.size === config.workers) {
      isReady = true;
      const ready = () =>
        log(`${config.workers} server process${config.workers === 1 ? '' : 'es'} listening at ${address}`);
      const guide = config.seedDemo
        ? renderDemoGuide(database.db, address).then((text) => console.log(text))
        : Promise.resolve();
      void guide.finally(() => {
        ready();
        return database.close();
      });
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping !== undefined) return;
    // A first worker that dies before it listens says something is wrong with every start; a replacement killed
    // while it starts (an out-of-memory kill, R-multi's kill -9) is only counted with the other restarts: it stopped
    // the whole server on the loaded machine, and pages then met a closed port.
    if (code === CANNOT_LISTEN || (!isReady && !listening.has(worker.id))) {
      console.error(`[iexam] a server process could not start (${code ?? signal}); stopping`);
      void stop(1);
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while (restarts[0] !== undefined && restarts[0] < now - 60_000) restarts.shift();
    if (restarts.length > MAX_RESTARTS_PER_MINUTE) {
      console.error(`[iexam] server processes keep dying (${restarts.length} in a minute); stopping`);
      void stop(1);
      return;
    }
    console.error(`[iexam] server process ${worker.process.pid} died (${code ?? signal}); starting another`);
    cluster.fork(workerEnv);
  });
  cluster.schedulingPolicy = schedulingPolicy(process.env.NODE_CLUSTER_SCHED_POLICY);
  for (let i = 0; i < config.workers; i++) cluster.fork(workerEnv);
}

/**
 * The workers take connections from the shared socket themselves (SCHED_NONE), unless the operator asks for node's
 * round robin (NODE_CLUSTER_SCHED_POLICY=rr). Under round robin the primary accepts each connection and sends it to a
 * worker, keeping its own copy open until the worker says it took it; a worker killed in between never says so, and
 * that connection stays open with nobody to answer until the client gives up (issue 18: about 1 save in 500 around a
 * kill waited the page's 15 s). Under SCHED_NONE a connection waits in the kernel's queue until a living worker
 * takes it, and the ones a killed worker held are closed by the kernel, so a client learns at once and resends.
 */
export function schedulingPolicy(asked: string | undefined): number {
  return asked === 'rr' ? cluster.SCHED_RR : cluster.SCHED_NONE;
}
