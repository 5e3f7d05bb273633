import { describe, expect, it } from 'vitest';
import { REGION_CODES } from '../constants';
import { analyticsEndpointFor } from './analytics';
import { findRegionInAddress, innerMonitoringMessage } from './region';
import { DEFAULT_SITE_CONFIG, desktopClientAddress, parseSiteConfig, type RegionTable } from './site-config';

const table: RegionTable = {
  identifiers: {
    '1000000000000001': 'cn',
    '1000000000000002': 'sg',
    '1000000000000003': 'de',
    '1000000000000004': 'mx',
    '1000000000000005': 'ru',
  },
  contentCodes: { cn: 'code-cn', sg: 'code-sg', de: 'code-de', mx: 'code-mx' },
};

describe('SPEC §3 region table: a long numeric identifier in the address names the region', () => {
  it.each([
    ['cn in the path', '/iexam/1000000000000001/examContent?examId=1', 'cn', 'code-cn'],
    ['sg in the query', '/iexam/demo/examContent?tenant_id=1000000000000002', 'sg', 'code-sg'],
    ['de in a full address', 'https://exam.example/x/1000000000000003', 'de', 'code-de'],
    ['mx', '/x?a=1000000000000004&b=2', 'mx', 'code-mx'],
    ['ru, whose region has no code', '/x/1000000000000005', 'ru', null],
  ])('%s', (_rule, address, region, contentCode) => {
    expect(findRegionInAddress(address, table)).toMatchObject({ region, contentCode });
  });

  it.each([
    ['no identifier', '/iexam/demo/examContent?examId=1'],
    ['an identifier inside a longer number', '/x/91000000000000001'],
    ['an identifier with a digit after it', '/x/10000000000000019'],
    ['an empty table', '/x/1000000000000001'],
  ])('no region: %s', (rule, address) => {
    const used = rule === 'an empty table' ? DEFAULT_SITE_CONFIG.regions : table;
    expect(findRegionInAddress(address, used)).toBeNull();
  });

  it('the table knows exactly the five SPEC §9 region codes', () => {
    expect(REGION_CODES).toEqual(['cn', 'sg', 'de', 'mx', 'ru']);
    const parsed = parseSiteConfig({
      regions: { identifiers: { '1000000000000009': 'us' }, contentCodes: {} },
    });
    expect(parsed.regions).toEqual(DEFAULT_SITE_CONFIG.regions);
  });
});

describe('SPEC §7 innerSXZHwa: userId and the monitoring code, only for a known region', () => {
  it.each([
    [
      'a known region with a code',
      '/f/1000000000000001',
      'u-42',
      { type: 'innerSXZHwa', userId: 'u-42', monitoringCode: 'code-cn' },
    ],
    ['no region identifier', '/f/demo', 'u-42', null],
    ['a region without a code', '/f/1000000000000005', 'u-42', null],
    ['no user id', '/f/1000000000000001', null, null],
    ['an empty user id', '/f/1000000000000001', '', null],
  ])('%s', (_rule, address, userId, expected) => {
    expect(innerMonitoringMessage(address, userId, table)).toEqual(expected);
  });
});

describe('SPEC §7 analytics: reports only to a configured endpoint, skipped on configured hostnames', () => {
  const on = { endpoint: '/analytics/collect', skipHostnames: ['staging.exam.example', 'LOCALHOST'] };
  it.each([
    ['nothing configured: no reports', DEFAULT_SITE_CONFIG.analytics, 'exam.example', null],
    ['a blank endpoint: no reports', { endpoint: '  ', skipHostnames: [] }, 'exam.example', null],
    ['configured: reports', on, 'exam.example', '/analytics/collect'],
    ['a skipped hostname', on, 'staging.exam.example', null],
    ['a skipped hostname in other case', on, 'localhost', null],
    ['a subdomain of a skipped one still reports', on, 'a.staging.exam.example', '/analytics/collect'],
  ])('%s', (_rule, config, hostname, expected) => {
    expect(analyticsEndpointFor(config, hostname)).toBe(expected);
  });
});

describe('site configuration: a broken or partial file turns nothing on', () => {
  it.each([
    ['not an object', 'yes', DEFAULT_SITE_CONFIG],
    ['null', null, DEFAULT_SITE_CONFIG],
    ['an array', [], DEFAULT_SITE_CONFIG],
    ['empty', {}, DEFAULT_SITE_CONFIG],
    [
      'wrong types take defaults',
      { 'exam.encrypt.disabled': 'true', analytics: { endpoint: 5 }, 'trainingDesktop.downloadAddress': 7 },
      DEFAULT_SITE_CONFIG,
    ],
    [
      'a download address that is not a web address is dropped',
      { 'trainingDesktop.downloadAddress': 'javascript:alert(1)' },
      DEFAULT_SITE_CONFIG,
    ],
    [
      'analytics and a region table, kept; what the file adds besides is not',
      {
        analytics: { endpoint: '/collect', skipHostnames: ['staging.example'], extra: 1 },
        regions: { identifiers: { '1000000000000001': 'cn' }, contentCodes: { cn: 'code-cn' } },
        unknown: true,
      },
      {
        ...DEFAULT_SITE_CONFIG,
        analytics: { endpoint: '/collect', skipHostnames: ['staging.example'] },
        regions: { identifiers: { '1000000000000001': 'cn' }, contentCodes: { cn: 'code-cn' } },
      },
    ],
    [
      'an empty skipped hostname drops the analytics',
      { analytics: { endpoint: '/collect', skipHostnames: [''] } },
      DEFAULT_SITE_CONFIG,
    ],
    [
      'a short region identifier drops the whole table',
      { regions: { identifiers: { '12345': 'cn', '1000000000000002': 'sg' }, contentCodes: {} } },
      DEFAULT_SITE_CONFIG,
    ],
    [
      'a content code for no known region drops the whole table',
      { regions: { identifiers: {}, contentCodes: { us: 'code-us' } } },
      DEFAULT_SITE_CONFIG,
    ],
    [
      'an empty content code drops the whole table',
      { regions: { identifiers: {}, contentCodes: { cn: '' } } },
      DEFAULT_SITE_CONFIG,
    ],
    [
      'a download address is kept trimmed',
      { 'trainingDesktop.downloadAddress': '  /client/download  ' },
      { ...DEFAULT_SITE_CONFIG, 'trainingDesktop.downloadAddress': '/client/download' },
    ],
    [
      'the three properties, verbatim',
      {
        'examAdmin.lsReservationExamLink.tenantId': '1000000000000001',
        'exam.encrypt.disabled': true,
        'trainingDesktop.downloadAddress': 'https://download.example/client',
      },
      {
        ...DEFAULT_SITE_CONFIG,
        'examAdmin.lsReservationExamLink.tenantId': '1000000000000001',
        'exam.encrypt.disabled': true,
        'trainingDesktop.downloadAddress': 'https://download.example/client',
      },
    ],
  ])('%s', (_rule, raw, expected) => {
    expect(parseSiteConfig(raw)).toEqual(expected);
  });
});

describe('SPEC §7 trainingDesktop.downloadAddress: the desktop client where the school sets no address', () => {
  const site = {
    ...DEFAULT_SITE_CONFIG,
    'trainingDesktop.downloadAddress': 'https://download.example/client',
  };
  it.each([
    ["the school's own address wins", 'https://school.example/client', site, 'https://school.example/client'],
    ["no school address: the site's", '', site, 'https://download.example/client'],
    ["a blank school address: the site's", '  ', site, 'https://download.example/client'],
    ['neither: none (no link)', '', DEFAULT_SITE_CONFIG, ''],
  ])('%s', (_rule, school, config, expected) => {
    expect(desktopClientAddress(school, config)).toBe(expected);
  });
});
