import { AppError } from '@iexam/domain/errors';
import { isStaffRole, roleMayDo, type StaffDuty } from '@iexam/domain/staff';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Candidate } from '../access/candidate';
import { asStaff, type Staff } from '../access/who';
import type { LiveSessions } from '../auth/live-sessions';
import type { OpenPrincipal, Principal, UserPrincipal } from '../auth/principal';
import type { TokenSigner } from '../auth/tokens';
import type { UserRole } from '../db/schema/users';

export const AUTH_COOKIE = 'iexam_token';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    /** The candidate asking (an account or an open-link visitor, of the tenant named); else UNAUTHENTICATED. */
    candidate(): Candidate;
    /** How the principal authenticated: the CSRF check applies to cookies only. */
    authenticatedBy: 'bearer' | 'cookie' | null;
  }
  interface FastifyContextConfig {
    /** The staff duty a console route (/api/admin/) needs; 'manage' when it does not say (issue 21). */
    duty?: StaffDuty;
  }
}

const CONSOLE_PREFIX = '/api/admin/';

/** The duty of the route asked: what it declares, or `manage` for a console route that does not say; else none. */
function routeDuty(request: FastifyRequest): StaffDuty | undefined {
  if (!request.routeOptions.url?.startsWith(CONSOLE_PREFIX)) return undefined;
  return request.routeOptions.config.duty ?? 'manage';
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { signer: TokenSigner; liveSessions: LiveSessions }) => {
    app.decorateRequest('principal', null);
    app.decorateRequest('authenticatedBy', null);
    app.decorateRequest('candidate', function (this: FastifyRequest) {
      return requireCandidate(this);
    });
    app.addHook('onRequest', async (request) => {
      const bearer = bearerToken(request);
      const token = bearer ?? request.cookies[AUTH_COOKIE];
      if (!token) return;
      const claims = await options.signer.verify(token, request.now);
      if (!claims) return;
      if (claims.typ === 'user') {
        // Logging out ends the session, so a copied token stops working (docs/decisions/0018: at once in this
        // process, within about a second in the others).
        const session = { schoolId: claims.schoolId, sessionId: claims.sessionId, userId: claims.userId };
        if (!(await options.liveSessions.isLive(session, request.now))) return;
        request.principal = {
          kind: 'user',
          schoolId: claims.schoolId,
          userId: claims.userId,
          role: claims.role,
          sessionId: claims.sessionId,
        };
      } else {
        request.principal = {
          kind: 'open',
          schoolId: claims.schoolId,
          examId: claims.examId,
          openCandidateId: claims.openCandidateId,
        };
      }
      request.authenticatedBy = bearer ? 'bearer' : 'cookie';
    });
    // A console route outside the asker's role is refused before its input is read: a grader learns nothing of a
    // route of the proctor's from a 400 about its body (issue 21: every route outside the role is a 403).
    app.addHook('preValidation', async (request) => {
      const duty = routeDuty(request);
      const principal = request.principal;
      if (duty === undefined || principal?.kind !== 'user') return;
      if (!roleMayDo(principal.role, duty)) throw new AppError('FORBIDDEN');
    });
  },
);

/**
 * The logged-in account behind a request, of the tenant the request names. Another school's principal sees
 * NOT_FOUND, the same answer as for a row that does not exist (STYLE.md 2.8).
 */
export function requireUser(request: FastifyRequest, roles?: readonly UserRole[]): UserPrincipal {
  const principal = request.principal;
  if (principal?.kind !== 'user') throw new AppError('UNAUTHENTICATED');
  if (request.tenantId !== undefined && request.tenantId !== principal.schoolId)
    throw new AppError('NOT_FOUND');
  if (roles && !roles.includes(principal.role)) throw new AppError('FORBIDDEN');
  return principal;
}

/**
 * The staff member behind a request, if their role does this duty at all (issue 21): else FORBIDDEN, before any row
 * is read. Which exams they may do it on is the access layer's (access/staff-access.ts).
 */
export function requireStaff(request: FastifyRequest, duty: StaffDuty): Staff {
  const declared = routeDuty(request);
  if (declared !== undefined && declared !== duty)
    throw new Error(`${request.routeOptions.url} declares duty ${declared} but asks for ${duty}`);
  const principal = requireUser(request);
  if (!isStaffRole(principal.role) || !roleMayDo(principal.role, duty)) throw new AppError('FORBIDDEN');
  return asStaff({ schoolId: principal.schoolId, userId: principal.userId, role: principal.role });
}

/** The open-link visitor behind a request; its token opens only its own exam of its own school. */
export function requireOpenCandidate(request: FastifyRequest): OpenPrincipal {
  const principal = request.principal;
  if (principal?.kind !== 'open') throw new AppError('UNAUTHENTICATED');
  if (request.tenantId !== undefined && request.tenantId !== principal.schoolId)
    throw new AppError('NOT_FOUND');
  return principal;
}

/** The candidate behind a request: a logged-in account or an open-link visitor (SPEC §6); anyone else is not. */
export function requireCandidate(request: FastifyRequest): Candidate {
  if (request.principal?.kind === 'open') {
    const { schoolId, examId, openCandidateId } = requireOpenCandidate(request);
    return { kind: 'open', schoolId, examId, openCandidateId };
  }
  const { schoolId, userId } = requireUser(request);
  return { kind: 'account', schoolId, userId };
}
