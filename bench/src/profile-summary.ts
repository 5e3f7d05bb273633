// Where a server process spent its time: the V8 CPU profiles that `BENCH_NODE_ARGS="--cpu-prof
// --cpu-prof-dir=prof" npm run bench` leaves (one per process), summed and grouped by what the time was spent in.
//
//   npx tsx bench/src/profile-summary.ts prof/*.cpuprofile [--since-seconds 20] [--until-seconds 40] [--requests N]
//
// Self time is grouped by package (node_modules), by folder of ours (apps/server/src/<folder>) and by Node's own
// parts; a native frame (a socket write, a hash) counts for the nearest caller that has a file, so a `writev` under
// Node's stream code counts as sockets. `--since-seconds` and `--until-seconds` keep one scenario's span of the profile (the log's times tell it);
// `--requests` divides the busy time by the requests served in the profiled span.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const PACKAGE_GROUPS: [RegExp, string][] = [
  [
    /^(fastify|@fastify\/.*|find-my-way|light-my-request|avvio|fast-json-stringify|.*-schema-compiler)$/,
    'fastify',
  ],
  [/^(pg|pg-.*|postgres-.*)$/, 'node-postgres'],
  [/^(pino|pino-.*|sonic-boom|thread-stream)$/, 'pino (logging)'],
];

function categoryOf(url: string): string | undefined {
  if (!url) return undefined;
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const [first, second] = url.slice(modules + '/node_modules/'.length).split('/');
    const name = first?.startsWith('@') ? `${first}/${second}` : (first ?? url);
    return PACKAGE_GROUPS.find(([pattern]) => pattern.test(name))?.[1] ?? name;
  }
  const ours = /\/(apps\/server\/src|apps\/web\/src|packages\/domain\/src)\/([^/]+)/.exec(url);
  if (ours) return `ours: ${ours[1]}/${ours[2]}`;
  if (url.startsWith('node:')) {
    if (/net|stream|tcp|socket|pipe/.test(url)) return 'node: sockets and streams';
    if (/http/.test(url)) return 'node: http';
    return `node: ${
      url
        .slice('node:'.length)
        .replace(/^internal\//, '')
        .split('/')[0]
    }`;
  }
  return url;
}

function summarise(paths: string[], sinceSeconds = 0, untilSeconds = Number.POSITIVE_INFINITY) {
  const selfMs = new Map<string, number>();
  const functionMs = new Map<string, number>();
  let totalMs = 0;
  for (const path of paths) {
    const profile = JSON.parse(readFileSync(path, 'utf8')) as Profile;
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const parent = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    const category = new Map<number, string>();
    const categoryFor = (id: number): string => {
      const known = category.get(id);
      if (known) return known;
      const node = byId.get(id) as ProfileNode;
      const name = node.callFrame.functionName;
      const own = name.startsWith('(') ? name : categoryOf(node.callFrame.url);
      const up = parent.get(id);
      const found = own ?? (up === undefined ? '(native, no caller)' : categoryFor(up));
      category.set(id, found);
      return found;
    };
    let elapsedMs = 0;
    profile.samples.forEach((id, index) => {
      const deltaMs = (profile.timeDeltas[index] ?? 0) / 1000;
      elapsedMs += deltaMs;
      if (elapsedMs < sinceSeconds * 1000 || elapsedMs > untilSeconds * 1000) return;
      const node = byId.get(id) as ProfileNode;
      const key = categoryFor(id);
      selfMs.set(key, (selfMs.get(key) ?? 0) + deltaMs);
      totalMs += deltaMs;
      if (key === '(idle)') return;
      const frame = `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.replace(/^.*\/(node_modules|apps|packages)\//, '$1/')}:${node.callFrame.lineNumber + 1}`;
      functionMs.set(frame, (functionMs.get(frame) ?? 0) + deltaMs);
    });
  }
  const idleMs = selfMs.get('(idle)') ?? 0;
  const busyMs = totalMs - idleMs;
  const sorted = (map: Map<string, number>) =>
    [...map.entries()].filter(([key]) => key !== '(idle)').sort((a, b) => b[1] - a[1]);
  return { totalMs, idleMs, busyMs, categories: sorted(selfMs), functions: sorted(functionMs) };
}

function main() {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const at = args.indexOf(name);
    if (at < 0) return undefined;
    const value = Number(args[at + 1]);
    args.splice(at, 2);
    if (!Number.isFinite(value)) throw new Error(`${name} needs a number`);
    return value;
  };
  const since = option('--since-seconds') ?? 0;
  const until = option('--until-seconds');
  const requests = option('--requests');
  if (args.length === 0)
    throw new Error(
      'usage: profile-summary.ts <file.cpuprofile>… [--since-seconds S] [--until-seconds S] [--requests N]',
    );
  const { totalMs, idleMs, busyMs, categories, functions } = summarise(args, since, until);
  const share = (value: number) => `${((100 * value) / busyMs).toFixed(1)} %`;
  console.log(
    `${args.length} profile(s), ${(totalMs / 1000).toFixed(1)} s sampled from ${since} s${until === undefined ? '' : ` to ${until} s`}: idle ${((100 * idleMs) / totalMs).toFixed(1)} %, busy ${(busyMs / 1000).toFixed(1)} s${requests ? ` (${((busyMs * 1000) / requests).toFixed(0)} µs per request over ${requests} requests)` : ''}`,
  );
  console.log('\nbusy time by where it was spent (share of busy):');
  for (const [key, value] of categories.slice(0, 25)) console.log(`  ${share(value).padStart(7)}  ${key}`);
  console.log('\nfunctions with the most self time (share of busy):');
  for (const [key, value] of functions.slice(0, 25)) console.log(`  ${share(value).padStart(7)}  ${key}`);
}

main();
