import { randomBytes } from 'node:crypto';
import { databaseUrlFor, SERVICE_URL, withAdmin } from './bench-database';
import { type MonitorFigures, runMonitor } from './scenarios/monitor';

/** Issue 21: the live monitor's refresh on a database of its own on the PostgreSQL service, dropped after. */
export async function benchMonitor(): Promise<MonitorFigures> {
  const name = `iexam_bench_monitor_${process.pid}`;
  await withAdmin(SERVICE_URL, (execute) => execute(`create database ${name}`));
  try {
    return await runMonitor({ url: databaseUrlFor(SERVICE_URL, name) }, randomBytes(32).toString('hex'));
  } finally {
    await withAdmin(SERVICE_URL, (execute) => execute(`drop database if exists ${name} with (force)`));
  }
}
