import cluster from 'node:cluster';
import { AppError } from '@iexam/domain/errors';
import { buildApp } from '../app';
import type { Config } from '../config';

/** Exit code a worker uses when it cannot listen: the primary then stops instead of starting it again. */
export const CANNOT_LISTEN = 3;
/**
 * How long a stopping worker goes on taking connections, answering each new request 503 (which a page retries)
 * before it closes its listener. The workers share the listening socket (primary.ts, SCHED_NONE): a connection the
 * kernel queued before the stop but no worker had taken yet would otherwise wait in the queue until the server
 * exits and then be reset, a save in flight at SIGTERM met by no answer (issue 18, R13).
 */
const DRAIN_MS = 1_000;

/** One server process: the app on the shared database, listening on the shared port, until SIGINT or SIGTERM. */
export async function runWorker(config: Config): Promise<void> {
  const app = await buildApp(config);
  // Which process answered: for an operator reading logs and for the tests that prove N processes act as one.
  const servedBy = `process-${cluster.worker?.id ?? 1}`;
  let closing = false;
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-served-by', servedBy);
    if (closing) {
      reply.header('connection', 'close');
      throw new AppError('UNAVAILABLE', { message: 'the server is stopping: try again in a moment' });
    }
  });

  // Graceful shutdown: refuse new requests with 503 while taking the connections already queued, then stop
  // accepting, let in-flight requests finish, and close the database pool.
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    forceExit.unref();
    const drained = new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
    drained
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  // The primary is gone (killed): nobody will restart or stop this process, and the database may be going too.
  process.on('disconnect', () => shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    const reason =
      code === 'EADDRINUSE'
        ? `port ${config.port} on ${config.host} is in use by another program: stop it, or set PORT to a free port`
        : code === 'EACCES'
          ? `port ${config.port} needs privileges this user lacks: set PORT to 1024 or above`
          : `cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`;
    console.error(reason);
    await app.close().catch(() => undefined);
    process.exit(CANNOT_LISTEN);
  }
}
