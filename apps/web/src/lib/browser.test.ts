import { describe, expect, it } from 'vitest';
import { desktopClientVersion, isChrome, isDesktopClient } from './browser';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const EDGE = `${CHROME} Edg/130.0.0.0`;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0';
const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
const CLIENT = `${CHROME} iExamClient/2.4.0`;

describe('browser detection (docs/decisions/0009)', () => {
  it.each([
    { name: 'Chrome', userAgent: CHROME, chrome: true },
    { name: 'Edge', userAgent: EDGE, chrome: false },
    { name: 'Firefox', userAgent: FIREFOX, chrome: false },
    { name: 'Safari', userAgent: SAFARI, chrome: false },
  ])('$name is Chrome: $chrome', ({ userAgent, chrome }) => {
    expect(isChrome(userAgent)).toBe(chrome);
  });

  it('the desktop client is recognised by its iExamClient/ marker and its version is read', () => {
    expect(isDesktopClient(CLIENT)).toBe(true);
    expect(isDesktopClient(CHROME)).toBe(false);
    expect(desktopClientVersion(CLIENT)).toBe('2.4.0');
    expect(desktopClientVersion(CHROME)).toBeNull();
  });
});
