import autocannon, { type RequestSpec } from 'autocannon';
import { type ProcUsage, round, watchProcess } from './processes';

export interface LoadResult {
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
  errors: number;
  server: ProcUsage;
}

/** One autocannon run (closed loop) while the server's CPU and RSS are sampled from /proc. */
export async function runLoad(options: {
  url: string;
  connections: number;
  seconds: number;
  requests: RequestSpec[];
  serverPid: number;
}): Promise<LoadResult> {
  const watch = watchProcess(options.serverPid);
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    requests: options.requests,
  });
  const server = watch.stop();
  return {
    connections: options.connections,
    seconds: result.duration,
    requestsPerSecond: round(result['2xx'] / result.duration),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    errors: result.errors + result.timeouts + result.non2xx,
    server,
  };
}

/** Sorted-array percentile (nearest rank). */
export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] as number;
}
