import { seedWebTestServer } from './seed';

/**
 * The web tier's API server, as a process of its own (global-setup.ts starts it): seeds, listens, writes one line
 * `ready <JSON of what the tests inject>` on stdout, and stops on SIGTERM, releasing its database.
 */
const server = await seedWebTestServer();
process.stdout.write(`ready ${JSON.stringify(server.provided)}\n`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.close();
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// The runner gone (killed with no SIGTERM): its pipe closes, and the server must not outlive it.
process.stdin.on('end', stop);
process.stdin.resume();
