import type { AnalyticsConfig } from './site-config';

/**
 * SPEC §7: where this page's analytics reports go, or null for none: no endpoint configured (the default: no network
 * call at all), or the page's hostname is one of the configured skipped ones (case-insensitive, as hostnames are).
 */
export function analyticsEndpointFor(config: AnalyticsConfig, hostname: string): string | null {
  const endpoint = config.endpoint.trim();
  if (endpoint === '') return null;
  const host = hostname.toLowerCase();
  if (config.skipHostnames.some((skipped) => skipped.trim().toLowerCase() === host)) return null;
  return endpoint;
}
