import { AppError } from '@iexam/domain/errors';
import type { FastifyRequest } from 'fastify';
import { requireOpenCandidate, requireUser } from '../../plugins/auth';
import { type Candidate, openCandidate, userCandidate } from './service/candidate';

/**
 * The candidate behind an attempt call: a logged-in account, or an open-link visitor with a token scoped to one
 * exam (SPEC §6). Anyone else is not logged in.
 */
export function candidateOf(request: FastifyRequest): Candidate {
  if (request.principal?.kind === 'open') return openCandidate(requireOpenCandidate(request));
  if (request.principal?.kind === 'user') return userCandidate(requireUser(request));
  throw new AppError('UNAUTHENTICATED');
}
