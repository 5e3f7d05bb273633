import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DeviceCookies } from '../auth/device-cookies';
import type { LiveSessions } from '../auth/live-sessions';
import type { LoginChallenges } from '../auth/login-challenges';
import type { TokenSigner } from '../auth/tokens';
import type { Database, Db } from '../db/client';
import type { AnswerSaveBatcher } from './answers/service/answer-save-batcher';
import type { VideoTokenSigner } from './media/video-token';

/**
 * What buildApp hands every module: the parts it builds once per app, so two apps in one process share nothing
 * (no module-level singletons), and the few settings modules read.
 */
export interface ModuleDeps {
  database: Database;
  db: Db;
  signer: TokenSigner;
  deviceCookies: DeviceCookies;
  loginChallenges: LoginChallenges;
  liveSessions: LiveSessions;
  batcher: AnswerSaveBatcher;
  videoSigner: VideoTokenSigner;
  sessionTtlHours: number;
  loginRateLimitPerMinute: number;
  mediaDir: string;
}

/** A module of the server: the Fastify plugin its index.ts exports, registered by app.ts with the same deps. */
export type ServerModule = FastifyPluginAsyncZod<ModuleDeps>;

/** One module from its route plugins, each taking the part of the deps it needs. */
export function serverModule(...routes: readonly ServerModule[]): ServerModule {
  return async (app, deps) => {
    for (const route of routes) await app.register(route, deps);
  };
}
