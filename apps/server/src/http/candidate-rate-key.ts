import type { FastifyRequest } from 'fastify';

/**
 * The key a per-candidate rate limit counts under (`config.rateLimit.keyGenerator`): the account or the open-link
 * visitor, so one candidate cannot flood a call from many addresses; an anonymous request counts per address (it is
 * refused as not logged in anyway).
 */
export function candidateRateKey(prefix: string) {
  return (request: FastifyRequest): string => {
    const principal = request.principal;
    if (principal?.kind === 'user') return `${prefix}:${principal.schoolId}:u${principal.userId}`;
    if (principal?.kind === 'open') return `${prefix}:${principal.schoolId}:o${principal.openCandidateId}`;
    return `${prefix}:ip:${request.ip}`;
  };
}
