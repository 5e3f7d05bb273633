import { isDesktopClientUserAgent } from '@iexam/domain/exam-info';
import { rowIdParam } from '@iexam/domain/ids';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Presence } from './repo-state';

/** What the starting and the answering routes share: an attempt or exam id, the client id, the request's context. */
export const id = rowIdParam();

export const clientId = z
  .string()
  .min(8)
  .max(64)
  .describe('The tab or device holding the attempt (a random id it keeps)');

/** The server's time of the request and whether it comes from the desktop client (decision 0009). */
export const contextOf = (request: FastifyRequest) => ({
  now: request.now,
  isDesktopClient: isDesktopClientUserAgent(request.headers['user-agent']),
});

/** Where a running attempt's client calls from, for the live monitor (issue 21). */
export const presenceOf = (request: FastifyRequest): Presence => ({
  at: request.now,
  clientIp: request.ip,
  clientKind: contextOf(request).isDesktopClient ? 'desktop' : 'browser',
});
