import type { RequestSpec } from 'autocannon';
import { SCHOOL_ID } from '../fixture';
import { type LoadResult, runLoad } from '../load';

export interface ReadPaths {
  info: string;
  records: string;
}

export function readPaths(examId: number): ReadPaths {
  return {
    info: `/api/iexam/userexam/v1/exams/${examId}`,
    records: `/api/iexam/userexam/v1/examResults/records?examId=${examId}`,
  };
}

/** The info call and the attempt-history call, alternating, each from the next of the logged-in candidates. */
export function examInfoRequests(paths: ReadPaths, tokens: string[]): RequestSpec[] {
  let next = 0;
  const withToken = (path: string): RequestSpec => ({
    method: 'GET',
    path,
    setupRequest: (request) => {
      const token = tokens[next % tokens.length] as string;
      next += 1;
      return { ...request, headers: { authorization: `Bearer ${token}`, 'x-tenant-id': SCHOOL_ID } };
    },
  });
  return [withToken(paths.info), withToken(paths.records)];
}

/** The JSON the two calls answer for one candidate: what the bare Fastify limit serves. */
export async function captureReadBodies(url: string, paths: ReadPaths, token: string) {
  const headers = { authorization: `Bearer ${token}`, 'x-tenant-id': SCHOOL_ID };
  const [info, records] = await Promise.all(
    [paths.info, paths.records].map(async (path) => {
      const response = await fetch(`${url}${path}`, { headers });
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      return response.text();
    }),
  );
  return { info: info as string, records: records as string };
}

export function runExamInfo(options: {
  url: string;
  serverPid: number;
  paths: ReadPaths;
  tokens: string[];
  connections: number;
  seconds: number;
}): Promise<LoadResult> {
  return runLoad({
    url: options.url,
    serverPid: options.serverPid,
    connections: options.connections,
    seconds: options.seconds,
    requests: examInfoRequests(options.paths, options.tokens),
  });
}
