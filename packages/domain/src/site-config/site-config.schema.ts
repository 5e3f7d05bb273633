import { z } from 'zod';
import { isPortalLinkTemplate } from '../complaints/portal-links';
import { REGION_CODES } from '../constants';

/** SPEC §9: one of the five region codes. */
export const regionCodeSchema = z.enum(REGION_CODES);
export type RegionCode = z.infer<typeof regionCodeSchema>;

/**
 * SPEC §3 Other: long numeric region identifiers mapped to region codes, and each region to the page-content code
 * of a monitoring tool. SPEC gives neither the identifiers nor the codes: the operator supplies both (empty by
 * default, so nothing is sent; docs/decisions/0037).
 */
export const regionTableSchema = z.object({
  identifiers: z.record(z.string().regex(/^\d{6,}$/, 'a long numeric region identifier'), regionCodeSchema),
  contentCodes: z.partialRecord(regionCodeSchema, z.string().min(1)),
});
export type RegionTable = z.infer<typeof regionTableSchema>;

/** SPEC §7: page-view and user-id reports go to an analytics tool, skipped on some configured hostnames. */
export const analyticsConfigSchema = z.object({
  /** Where reports are sent (same origin, or a path, so the page's CSP connect-src 'self' allows it); '' = off. */
  endpoint: z.string(),
  /** Hostnames that report nothing (a staging site, a school's own test host). */
  skipHostnames: z.array(z.string().min(1)),
});
export type AnalyticsConfig = z.infer<typeof analyticsConfigSchema>;

/**
 * The site's configuration, as the web reads it at start (apps/web/public/site-config.json). The three SPEC §7
 * property names are kept verbatim as keys.
 */
export const siteConfigSchema = z.object({
  'examAdmin.lsReservationExamLink.tenantId': z.string().catch(''),
  'exam.encrypt.disabled': z.boolean().catch(false),
  /** Where the desktop client is offered when a school sets no address of its own: this site's path or http(s). */
  'trainingDesktop.downloadAddress': z.string().trim().refine(isPortalLinkTemplate).catch(''),
  analytics: analyticsConfigSchema.catch({ endpoint: '', skipHostnames: [] }),
  regions: regionTableSchema.catch({ identifiers: {}, contentCodes: {} }),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** Nothing configured: no analytics, no region messages, no site-wide download address. */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  'examAdmin.lsReservationExamLink.tenantId': '',
  'exam.encrypt.disabled': false,
  'trainingDesktop.downloadAddress': '',
  analytics: { endpoint: '', skipHostnames: [] },
  regions: { identifiers: {}, contentCodes: {} },
};

/**
 * Reads a site configuration file: a property that is missing or of the wrong type takes its default, so a partial
 * or broken file never turns on anything it did not say; anything that is not an object is the default.
 */
export function parseSiteConfig(raw: unknown): SiteConfig {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return DEFAULT_SITE_CONFIG;
  return siteConfigSchema.parse(raw);
}

/**
 * Where a candidate gets the desktop client: the school's own address (schools.client_download_url), else the site's
 * trainingDesktop.downloadAddress (SPEC §7); '' when neither is set, and then no link is shown.
 */
export function desktopClientAddress(schoolAddress: string, config: SiteConfig): string {
  return schoolAddress.trim() || config['trainingDesktop.downloadAddress'];
}
