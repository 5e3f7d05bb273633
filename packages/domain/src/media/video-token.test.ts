import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkVideoTokenClaims,
  formatVideoToken,
  parseVideoToken,
  VIDEO_TOKEN_TTL_SECONDS,
  type VideoViewer,
  videoTokenClaims,
  videoTokenSigningInput,
} from './video-token';

const NOW = new Date('2026-06-01T08:00:00Z');
const user: VideoViewer = { kind: 'user', userId: 7 };
const visitor: VideoViewer = { kind: 'open', openCandidateId: 7 };
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe('video token claims (DESIGN §5 Video)', () => {
  const claims = videoTokenClaims('demo', 42, user, NOW);

  it('expire VIDEO_TOKEN_TTL_SECONDS after issue', () => {
    expect(claims.expiresAt).toBe(NOW.getTime() / 1000 + VIDEO_TOKEN_TTL_SECONDS);
  });

  it.each([
    { rule: 'good through its last second', now: at(VIDEO_TOKEN_TTL_SECONDS), allowed: true },
    { rule: 'expired one second later', now: at(VIDEO_TOKEN_TTL_SECONDS + 1), allowed: false },
    { rule: 'good at issue', now: NOW, allowed: true },
  ])('a token is $rule', ({ now, allowed }) => {
    expect(checkVideoTokenClaims(claims, { videoId: 42, viewer: user, now }).allowed).toBe(allowed);
  });

  it.each([
    { rule: 'another video', videoId: 43, viewer: user, reason: 'WRONG_VIDEO' },
    {
      rule: 'another account',
      videoId: 42,
      viewer: { kind: 'user', userId: 8 } as const,
      reason: 'WRONG_VIEWER',
    },
    { rule: 'an open visitor with the same number', videoId: 42, viewer: visitor, reason: 'WRONG_VIEWER' },
    { rule: "no login for an account's token", videoId: 42, viewer: undefined, reason: 'WRONG_VIEWER' },
  ])('is refused for $rule', ({ videoId, viewer, reason }) => {
    expect(checkVideoTokenClaims(claims, { videoId, viewer, now: NOW })).toEqual({ allowed: false, reason });
  });

  it("an open visitor's token stands alone (the player sends no bearer), but not for someone else", () => {
    const open = videoTokenClaims('demo', 42, visitor, NOW);
    expect(checkVideoTokenClaims(open, { videoId: 42, viewer: undefined, now: NOW }).allowed).toBe(true);
    expect(checkVideoTokenClaims(open, { videoId: 42, viewer: user, now: NOW }).allowed).toBe(false);
  });

  it('a later now never reopens an expired token', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 6 }), fc.integer({ min: 0, max: 10 ** 6 }), (a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const isOpenAt = (s: number) =>
          checkVideoTokenClaims(claims, { videoId: 42, viewer: user, now: at(s) }).allowed;
        return !(isOpenAt(late) && !isOpenAt(early));
      }),
    );
  });
});

describe('video token format', () => {
  it('round-trips claims, and the signing input names school, video, viewer and expiry', () => {
    const claims = videoTokenClaims('demo-2', 42, visitor, NOW);
    const input = videoTokenSigningInput(claims);
    expect(input).toBe(`v1.demo-2.42.o7.${claims.expiresAt}`);
    const parsed = parseVideoToken(formatVideoToken(claims, 'A'.repeat(43)));
    expect(parsed).toEqual({ claims, signingInput: input, signature: 'A'.repeat(43) });
  });

  it.each([
    ['too few parts', 'v1.demo.42.u7.1'],
    ['another version', `v2.demo.42.u7.1.${'A'.repeat(43)}`],
    ['a viewer of no kind', `v1.demo.42.x7.1.${'A'.repeat(43)}`],
    ['a non-numeric video', `v1.demo.4e2.u7.1.${'A'.repeat(43)}`],
    ['a school id with a dot smuggled in', `v1.de..mo.42.u7.1.${'A'.repeat(43)}`],
    ['a short signature', 'v1.demo.42.u7.1.AAAA'],
  ])('rejects %s', (_rule, token) => {
    expect(parseVideoToken(token)).toBeUndefined();
  });
});
