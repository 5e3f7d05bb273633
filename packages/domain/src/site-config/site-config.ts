import { isPortalLinkTemplate } from '../complaints/portal-links';
import { REGION_CODES } from '../constants';

// Read by hand, not with a zod schema: every page reads this file as it starts, and zod (25 KB of script compressed)
// is then left to the pages that parse something (issue 22, docs/decisions/0048).

/** SPEC §9: one of the five region codes. */
export type RegionCode = (typeof REGION_CODES)[number];

/**
 * SPEC §3 Other: long numeric region identifiers mapped to region codes, and each region to the page-content code
 * of a monitoring tool. SPEC gives neither the identifiers nor the codes: the operator supplies both (empty by
 * default, so nothing is sent; docs/decisions/0037).
 */
export interface RegionTable {
  identifiers: Record<string, RegionCode>;
  contentCodes: Partial<Record<RegionCode, string>>;
}

/** SPEC §7: page-view and user-id reports go to an analytics tool, skipped on some configured hostnames. */
export interface AnalyticsConfig {
  /** Where reports are sent (same origin, or a path, so the page's CSP connect-src 'self' allows it); '' = off. */
  endpoint: string;
  /** Hostnames that report nothing (a staging site, a school's own test host). */
  skipHostnames: string[];
}

/**
 * The site's configuration, as the web reads it at start (apps/web/public/site-config.json). The three SPEC §7
 * property names are kept verbatim as keys.
 */
export interface SiteConfig {
  'examAdmin.lsReservationExamLink.tenantId': string;
  'exam.encrypt.disabled': boolean;
  /** Where the desktop client is offered when a school sets no address of its own: this site's path or http(s). */
  'trainingDesktop.downloadAddress': string;
  analytics: AnalyticsConfig;
  regions: RegionTable;
}

/** Nothing configured: no analytics, no region messages, no site-wide download address. */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  'examAdmin.lsReservationExamLink.tenantId': '',
  'exam.encrypt.disabled': false,
  'trainingDesktop.downloadAddress': '',
  analytics: { endpoint: '', skipHostnames: [] },
  regions: { identifiers: {}, contentCodes: {} },
};

const REGION_IDENTIFIER = /^\d{6,}$/;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRegionCode(value: unknown): value is RegionCode {
  return (REGION_CODES as readonly unknown[]).includes(value);
}

function readAnalytics(raw: unknown): AnalyticsConfig {
  if (!isObject(raw) || typeof raw.endpoint !== 'string' || !Array.isArray(raw.skipHostnames))
    return DEFAULT_SITE_CONFIG.analytics;
  const skipHostnames = raw.skipHostnames;
  if (!skipHostnames.every((hostname) => typeof hostname === 'string' && hostname.length > 0))
    return DEFAULT_SITE_CONFIG.analytics;
  return { endpoint: raw.endpoint, skipHostnames: [...(skipHostnames as string[])] };
}

/** The whole table or none of it: one wrong entry could send a region's candidates another region's code. */
function readRegions(raw: unknown): RegionTable {
  if (!isObject(raw) || !isObject(raw.identifiers) || !isObject(raw.contentCodes))
    return DEFAULT_SITE_CONFIG.regions;
  const identifiers = Object.entries(raw.identifiers);
  const contentCodes = Object.entries(raw.contentCodes);
  const isValid =
    identifiers.every(([identifier, region]) => REGION_IDENTIFIER.test(identifier) && isRegionCode(region)) &&
    contentCodes.every(
      ([region, code]) => isRegionCode(region) && typeof code === 'string' && code.length > 0,
    );
  if (!isValid) return DEFAULT_SITE_CONFIG.regions;
  return {
    identifiers: Object.fromEntries(identifiers) as RegionTable['identifiers'],
    contentCodes: Object.fromEntries(contentCodes) as RegionTable['contentCodes'],
  };
}

/**
 * Reads a site configuration file: a property that is missing or of the wrong type takes its default, so a partial
 * or broken file never turns on anything it did not say; anything that is not an object is the default.
 */
export function parseSiteConfig(raw: unknown): SiteConfig {
  if (!isObject(raw)) return DEFAULT_SITE_CONFIG;
  const tenantId = raw['examAdmin.lsReservationExamLink.tenantId'];
  const isEncryptDisabled = raw['exam.encrypt.disabled'];
  const address = raw['trainingDesktop.downloadAddress'];
  const trimmedAddress = typeof address === 'string' ? address.trim() : '';
  return {
    'examAdmin.lsReservationExamLink.tenantId': typeof tenantId === 'string' ? tenantId : '',
    'exam.encrypt.disabled': typeof isEncryptDisabled === 'boolean' ? isEncryptDisabled : false,
    'trainingDesktop.downloadAddress': isPortalLinkTemplate(trimmedAddress) ? trimmedAddress : '',
    analytics: readAnalytics(raw.analytics),
    regions: readRegions(raw.regions),
  };
}

/**
 * Where a candidate gets the desktop client: the school's own address (schools.client_download_url), else the site's
 * trainingDesktop.downloadAddress (SPEC §7); '' when neither is set, and then no link is shown.
 */
export function desktopClientAddress(schoolAddress: string, config: SiteConfig): string {
  return schoolAddress.trim() || config['trainingDesktop.downloadAddress'];
}
