import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  formatVideoToken,
  parseVideoToken,
  type VideoTokenClaims,
  videoTokenSigningInput,
} from '@iexam/domain/media';

export interface VideoTokenSigner {
  sign(claims: VideoTokenClaims): string;
  /** The claims of a token this server signed, or undefined (malformed or forged); expiry is checked by the caller. */
  verify(token: string): VideoTokenClaims | undefined;
}

/**
 * The video secret: VIDEO_TOKEN_SECRET when set, else derived from the login-token secret under its own label, so
 * every process agrees on it and a video token can never pass for a login token or the other way round.
 */
export function deriveVideoSecret(configured: string | undefined, tokenSecret: string): string {
  return (
    configured ?? createHmac('sha256', tokenSecret).update('iexam video playback tokens').digest('base64url')
  );
}

/** DESIGN §5 Video: HMAC-SHA256 over the domain's signing input; signatures compared in constant time. */
export function createVideoTokenSigner(secret: string): VideoTokenSigner {
  const signatureOf = (input: string) => createHmac('sha256', secret).update(input).digest();
  return {
    sign(claims) {
      return formatVideoToken(claims, signatureOf(videoTokenSigningInput(claims)).toString('base64url'));
    },
    verify(token) {
      const parsed = parseVideoToken(token);
      if (!parsed) return undefined;
      const expected = signatureOf(parsed.signingInput);
      const given = Buffer.from(parsed.signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return parsed.claims;
    },
  };
}
