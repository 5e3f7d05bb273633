import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { renderDemoGuide } from './db/seed/demo-guide';
import { seedDemoSchool } from './db/seed/demo-school';

async function main() {
  const config = loadConfig(process.env, process.stdout.isTTY === true);
  const app = await buildApp(config);
  if (config.seedDemo && (await seedDemoSchool(app.database.db, new Date()))) {
    app.log.info('loaded the demo school from demo/school.yaml');
  }

  // Graceful shutdown: stop accepting, let in-flight requests finish, then close the database cleanly.
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    forceExit.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  const address = await app.listen({ port: config.port, host: config.host });
  if (config.seedDemo) console.log(await renderDemoGuide(app.database.db, address));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
