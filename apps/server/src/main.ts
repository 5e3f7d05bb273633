import cluster from 'node:cluster';
import { ConfigError, loadConfig } from './config';
import { EmbeddedPostgresError } from './db/embedded/errors';
import { runPrimary } from './processes/primary';
import { runWorker } from './processes/worker';

const config = (() => {
  try {
    return loadConfig(process.env, process.stdout.isTTY === true);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
})();

// node:cluster runs this same file again for each worker.
(cluster.isPrimary ? runPrimary(config) : runWorker(config)).catch((error: unknown) => {
  console.error(error instanceof EmbeddedPostgresError ? `[iexam] ${error.message}` : error);
  process.exit(1);
});
