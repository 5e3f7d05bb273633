/** SPEC §1: default language; kept under this local-storage key and passed as the `sxz-lang` query parameter. */
export const DEFAULT_LANGUAGE = 'zh_CN';
export const SUPPORTED_LANGUAGES = ['zh_CN', 'en_US'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
/** SPEC §1: local-storage key holding the language. */
export const LANGUAGE_STORAGE_KEY = 'language';
/** SPEC §1: query parameter carrying the language. */
export const LANGUAGE_QUERY_PARAM = 'sxz-lang';
/**
 * The stored language mirrored in a cookie, so that a page the server renders is in the language the browser will
 * show (issue 22); local storage stays the SPEC's store.
 */
export const LANGUAGE_COOKIE = 'iexam-language';

/** SPEC §9: results list page size. */
export const RECORDS_PAGE_SIZE = 30;
/** SPEC §9: notice modal countdown, seconds. */
export const NOTICE_COUNTDOWN_SECONDS = 15;
/** SPEC §9: authorization code length. */
export const AUTH_CODE_LENGTH = 6;
/** SPEC §9: readiness window before start when verification is needed, seconds. */
export const READINESS_WINDOW_SECONDS = 900;
/** SPEC §9: appointment form field lengths. */
export const APPOINTMENT_FIELD_MAX_LENGTH = {
  schoolName: 20,
  profession: 30,
  education: 20,
  redemptionCode: 20,
} as const;
/** SPEC §9: session table scroll height, px. */
export const SESSION_TABLE_SCROLL_HEIGHT = 240;
/** SPEC §9: exam extend type. */
export const EXTENDED_EXAM_TYPE = 2;
/** SPEC §9: organize forms. */
export const ORGANIZE_FORM = { common: 1, multipleSessions: 2 } as const;
/** SPEC §3 Other: the cookie read for analytics (set by the school's host portal). */
export const USER_ID_COOKIE = 'user_id';
/** SPEC §9: region codes. */
export const REGION_CODES = ['cn', 'sg', 'de', 'mx', 'ru'] as const;
/** SPEC §2: tooltip hover delays, seconds. */
export const TOOLTIP_DELAYS = { enter: 0.5, leave: 0.1 } as const;

/** SPEC §7: accounts/users/me answers this success code instead of 200. */
export const ACCOUNTS_SUCCESS_CODE = '000000';
/** DESIGN §4: envelope success code. */
export const SUCCESS_CODE = 200;

/** DESIGN §4: the API reads the tenant from this header (or `tenant_id` on open calls). */
export const TENANT_HEADER = 'x-tenant-id';
export const TENANT_QUERY_PARAM = 'tenant_id';

/** SPEC §9 Video: the exam video player's settings. */
export const VIDEO_PLAYER = {
  /** SPEC §9: playback rates offered. */
  playbackRates: [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2],
  /** SPEC §9: stream type HLS (the MIME type video.js is given). */
  streamType: 'application/x-mpegURL',
  /** SPEC §4, §9: the player loads once this share of it is visible… */
  visibilityThreshold: 0.1,
  /** …for this long, ms (observation debounced). */
  visibilityDebounceMs: 300,
  /** SPEC §4, §9: empty spacer paragraphs around a video are hidden after this delay, ms. */
  spacerHideDelayMs: 200,
  /** SPEC §9: replay retry counter limit (SPEC: it has no effect; kept for the record, not used). */
  replayRetryLimit: 5,
  /** SPEC §9: error reload interval, ms: at most one token refresh and reload per interval. */
  errorReloadIntervalMs: 30_000,
  /** SPEC §9: how long a failing rendition stays excluded, seconds (VHS playlistExclusionDuration). */
  exclusionDurationSeconds: 300,
  /** SPEC §4, §8: the player error that means "fetch a new token". */
  tokenErrorCode: 40000,
  /** SPEC §8: the player error given when the media keys of an encrypted video cannot be initialised (EME). */
  mediaKeysError: { code: 3, message: 'Failed to initialize media keys for EME' },
} as const;

/**
 * The largest row id: PostgreSQL's `integer`. A larger number names no row, and sent to the database it overflows
 * the column (a 500 instead of a 400, issue 18), so every id is bounded where it is read (ids.ts).
 */
export const ROW_ID_MAX = 2_147_483_647;

/** Open links or redemption codes made by one request, and rows of one link import (console and admin API). */
export const MAX_LINKS_PER_REQUEST = 5_000;
