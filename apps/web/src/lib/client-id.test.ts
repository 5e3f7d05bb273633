// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_ID_KEY, getClientId } from './client-id';

afterEach(() => window.sessionStorage.clear());

describe('client id (DESIGN §5 one active client per attempt)', () => {
  it('is made once per tab and kept in session storage under iexamClientId', () => {
    const first = getClientId();
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(window.sessionStorage.getItem(CLIENT_ID_KEY)).toBe(first);
    expect(getClientId()).toBe(first);
  });

  it('a stored value the server would refuse (shorter than 8) is replaced', () => {
    window.sessionStorage.setItem(CLIENT_ID_KEY, 'abc');
    const id = getClientId();
    expect(id).not.toBe('abc');
    expect(window.sessionStorage.getItem(CLIENT_ID_KEY)).toBe(id);
  });
});
