import type { RegionCode, RegionTable } from './site-config';

export interface RegionMatch {
  identifier: string;
  region: RegionCode;
  /** The monitoring tool's page-content code for the region; null when the table gives the region none. */
  contentCode: string | null;
}

/**
 * SPEC §3 Other, §7: the region of an address: the first known region identifier (in the table's order) that the
 * address contains as a whole number (not as part of a longer one). null when it contains none.
 */
export function findRegionInAddress(address: string, table: RegionTable): RegionMatch | null {
  for (const [identifier, region] of Object.entries(table.identifiers)) {
    if (!new RegExp(`(?<!\\d)${identifier}(?!\\d)`).test(address)) continue;
    return { identifier, region, contentCode: table.contentCodes[region] ?? null };
  }
  return null;
}

/** SPEC §7: the message type sent to an embedded exam-content frame. */
export const INNER_MONITORING_MESSAGE_TYPE = 'innerSXZHwa';

export interface InnerMonitoringMessage {
  type: typeof INNER_MONITORING_MESSAGE_TYPE;
  userId: string;
  monitoringCode: string;
}

/**
 * SPEC §7: the innerSXZHwa message (userId and the monitoring code) for a frame at `frameAddress`, or null when it
 * is not to be sent: the address holds no known region identifier, the region has no code, or no user is known.
 */
export function innerMonitoringMessage(
  frameAddress: string,
  userId: string | null,
  table: RegionTable,
): InnerMonitoringMessage | null {
  if (!userId) return null;
  const match = findRegionInAddress(frameAddress, table);
  if (!match?.contentCode) return null;
  return { type: INNER_MONITORING_MESSAGE_TYPE, userId, monitoringCode: match.contentCode };
}
