// The limit for the read scenario: a bare Fastify app (no auth, no database) answering the same two paths with the
// same JSON bytes the real server answered. Run as its own process so its CPU is measured like the server's.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const bodies = JSON.parse(readFileSync(process.env.BARE_BODIES ?? '', 'utf8')) as {
  infoPath: string;
  recordsPath: string;
  info: string;
  records: string;
};
const app = Fastify({ logger: false });
const json = (body: string) => () => JSON.parse(body) as unknown;
app.get(bodies.infoPath, json(bodies.info));
app.get(bodies.recordsPath.split('?')[0] as string, json(bodies.records));
app.get('/healthz', () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void app.close().then(() => process.exit(0)));
