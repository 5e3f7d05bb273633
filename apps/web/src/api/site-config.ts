import { DEFAULT_SITE_CONFIG, parseSiteConfig, type SiteConfig } from '@iexam/domain/site-config';
import { queryOptions } from '@tanstack/react-query';

/** The site's configuration file, beside the built app; the operator replaces it (docs/decisions/0037). */
export const SITE_CONFIG_PATH = '/site-config.json';

/**
 * SPEC §7 configuration properties, read once per page load. A missing, unreadable or partial file is the default
 * configuration (nothing sent anywhere), never a failed page.
 */
export async function getSiteConfig(): Promise<SiteConfig> {
  try {
    const response = await fetch(SITE_CONFIG_PATH, { credentials: 'same-origin', cache: 'no-cache' });
    if (!response.ok) return DEFAULT_SITE_CONFIG;
    return parseSiteConfig(await response.json());
  } catch {
    return DEFAULT_SITE_CONFIG;
  }
}

export function siteConfigQueryOptions() {
  return queryOptions({
    queryKey: ['site-config'],
    queryFn: getSiteConfig,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
