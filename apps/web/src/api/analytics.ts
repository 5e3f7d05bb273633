/** SPEC §7: what goes to the analytics tool. The path only: a query can hold an identifyCode or an attempt's id. */
export type AnalyticsReport =
  | { type: 'pageView'; path: string; userId: string | null }
  | { type: 'userId'; userId: string };

/**
 * Sends one report to the configured endpoint, outliving the page (keepalive). Fire and forget: analytics never
 * delays or breaks an exam page, so a failure is dropped.
 */
export function sendAnalyticsReport(endpoint: string, report: AnalyticsReport): void {
  void fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
    credentials: 'omit',
    keepalive: true,
  }).catch(() => undefined);
}
