import { describe, expect, it } from 'vitest';
import { parseFrameAncestors } from './frame-ancestors';

describe('FRAME_ANCESTORS: only the origins the school lists may frame the pages', () => {
  it.each([
    { rule: 'unset: this site only', value: undefined, sources: ["'self'"], xfo: 'SAMEORIGIN' },
    { rule: 'empty: this site only', value: '  ', sources: ["'self'"], xfo: 'SAMEORIGIN' },
    { rule: "'self' alone", value: "'self'", sources: ["'self'"], xfo: 'SAMEORIGIN' },
    { rule: "'none': no frame at all", value: "'none'", sources: ["'none'"], xfo: 'DENY' },
    {
      rule: 'the portal beside this site (no X-Frame-Options can say so)',
      value: "'self' https://portal.school.edu",
      sources: ["'self'", 'https://portal.school.edu'],
      xfo: undefined,
    },
    {
      rule: 'several origins, a port, a sub-domain wildcard, a trailing slash and case',
      value: 'https://Portal.School.edu/  http://localhost:8080 https://*.school.edu',
      sources: ['https://portal.school.edu', 'http://localhost:8080', 'https://*.school.edu'],
      xfo: undefined,
    },
    { rule: 'a repeat is kept once', value: "'self' 'self'", sources: ["'self'"], xfo: 'SAMEORIGIN' },
  ])('$rule', ({ value, sources, xfo }) => {
    expect(parseFrameAncestors(value)).toEqual({ ok: true, sources, xFrameOptions: xfo });
  });

  it.each([
    { rule: 'a bare scheme (any https site)', value: 'https:' },
    { rule: 'a star (any site)', value: '*' },
    { rule: 'a host without a scheme', value: 'portal.school.edu' },
    { rule: 'a path', value: 'https://portal.school.edu/exams' },
    { rule: 'another scheme', value: 'ftp://portal.school.edu' },
    { rule: 'self without quotes', value: 'self' },
    { rule: 'a query', value: 'https://portal.school.edu?x=1' },
  ])('$rule is refused with the item named', ({ value }) => {
    const result = parseFrameAncestors(value);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(`'${value}' is not an origin`);
  });

  it("'none' with other origins is refused", () => {
    expect(parseFrameAncestors("'none' https://a.example")).toEqual({
      ok: false,
      message: "'none' cannot be listed with other origins",
    });
  });
});
