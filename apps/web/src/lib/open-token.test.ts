// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { openTokenFor, saveOpenToken } from './open-token';

describe('open-link tokens per school and exam, in this tab', () => {
  afterEach(() => window.sessionStorage.clear());

  it('keeps a token for its own exam only', () => {
    saveOpenToken('demo', 15, 'token-15');
    expect(openTokenFor('demo', 15)).toBe('token-15');
    expect(openTokenFor('demo', '15')).toBe('token-15');
    expect(openTokenFor('demo', 16)).toBeUndefined();
    expect(openTokenFor('other', 15)).toBeUndefined();
  });
});
