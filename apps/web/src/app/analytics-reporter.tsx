import { USER_ID_COOKIE } from '@iexam/domain/constants';
import { analyticsEndpointFor } from '@iexam/domain/site-config';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { sendAnalyticsReport } from '@/api/analytics';
import { siteConfigQueryOptions } from '@/api/site-config';
import { readCookie } from '@/lib/cookies';

/**
 * SPEC §7 analytics hooks: a page view on every route change and the user id (SPEC §3: the user_id cookie) when it
 * is first seen or changes. Nothing is sent when no endpoint is configured (the default) or on a skipped hostname.
 */
export function AnalyticsReporter() {
  const location = useLocation();
  const config = useQuery(siteConfigQueryOptions());
  const reportedUserId = useRef<string | null>(null);
  const endpoint = config.data ? analyticsEndpointFor(config.data.analytics, window.location.hostname) : null;

  useEffect(() => {
    if (!endpoint) return;
    const userId = readCookie(document.cookie, USER_ID_COOKIE);
    sendAnalyticsReport(endpoint, { type: 'pageView', path: location.pathname, userId });
    if (userId && userId !== reportedUserId.current) {
      reportedUserId.current = userId;
      sendAnalyticsReport(endpoint, { type: 'userId', userId });
    }
  }, [endpoint, location.pathname]);
  return null;
}
