import { ACCOUNTS_SUCCESS_CODE, SUCCESS_CODE, TENANT_HEADER } from '@iexam/domain/constants';
import { ERROR_CODES, type ErrorIssue, type ErrorReason } from '@iexam/domain/errors';

/** Catalogued reasons plus the one only the client can see: the request never got an answer. */
export type ApiErrorReason = ErrorReason | 'NETWORK';

export interface ApiErrorInit {
  status: number;
  code: number | string;
  message: string;
  reason: ApiErrorReason;
  field?: string | undefined;
  issues?: ErrorIssue[] | undefined;
  /** 429: how long to wait before the next try, when the server says. */
  retryAfterSeconds?: number | undefined;
  /** The envelope's data: what a refusal says beside its reason (a refused link's userStatusDesc). */
  data?: Readonly<Record<string, unknown>> | undefined;
}

/** A failed call, with the envelope's code and the reason the error catalogue knows it by. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number | string;
  readonly reason: ApiErrorReason;
  readonly field: string | undefined;
  readonly issues: ErrorIssue[] | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly data: Readonly<Record<string, unknown>>;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.reason = init.reason;
    this.field = init.field;
    this.issues = init.issues;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.data = init.data ?? {};
  }
}

export function isApiError(error: unknown, reason?: ApiErrorReason): error is ApiError {
  return error instanceof ApiError && (reason === undefined || error.reason === reason);
}

export function isUnauthenticated(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** The i18n key of an error's text; anything that is not an ApiError is our own fault. */
export function errorMessageKey(error: unknown) {
  if (!(error instanceof ApiError)) return ERROR_CODES.INTERNAL.messageKey;
  if (error.reason === 'NETWORK') return 'errors.network' as const;
  return ERROR_CODES[error.reason].messageKey;
}

let apiBaseUrl = '';
let bearerToken: string | undefined;

/** How a call reaches the server: the browser's fetch, or the server's own routes while it renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transportOf: () => ApiTransport = () => fetch;

/**
 * Server rendering (ssr/entry-server.tsx) answers the page's first calls in-process, with the candidate's own cookie:
 * the source gives the transport of the render in progress.
 */
export function setApiTransportSource(source: () => ApiTransport): void {
  transportOf = source;
}

/** '' (same origin) in the app; tests point it at a real server. */
export function setApiBaseUrl(url: string): void {
  apiBaseUrl = url.replace(/\/+$/, '');
}

/**
 * Only for runners without a cookie jar (tests against a real server in Node). The browser app never calls it:
 * the httpOnly cookie keeps the session out of reach of page scripts.
 */
export function setApiBearerToken(token: string | undefined): void {
  bearerToken = token;
}

export type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A file sent as it is, with its own content type, instead of a JSON body (an image upload). */
  file?: Blob | undefined;
  /** The tenant, sent as `x-tenant-id` (DESIGN §4). */
  schoolId?: string | undefined;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal | undefined;
  /** An open-link visitor's exam-scoped token (lib/open-token.ts); accounts use their httpOnly cookie instead. */
  token?: string | undefined;
  /** Lets the request outlive the page (answers sent on page hide; the body must stay under 64 KiB). */
  keepalive?: boolean | undefined;
  /** Sees a successful envelope, for calls whose `message` says something beside `data` (checkAuthCode). */
  onEnvelope?: ((envelope: Envelope) => void) | undefined;
}

export interface Envelope {
  code?: number | string;
  message?: string;
  data?: unknown;
}

function buildUrl(path: string, query: Record<string, QueryValue> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const queryString = search.toString();
  return `${apiBaseUrl}${path}${queryString ? `?${queryString}` : ''}`;
}

const REASONS_BY_STATUS: Record<number, ErrorReason> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  410: 'EXAM_DELETED',
  413: 'BODY_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  502: 'UNAVAILABLE',
  503: 'UNAVAILABLE',
  504: 'UNAVAILABLE',
};

function isErrorReason(value: unknown): value is ErrorReason {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

function isSuccessCode(code: unknown): boolean {
  return code === SUCCESS_CODE || code === ACCOUNTS_SUCCESS_CODE;
}

// Proxies and crashed servers answer with HTML or nothing; the status still tells what happened.
async function readEnvelope(response: Response): Promise<Envelope | undefined> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as Envelope) : undefined;
  } catch {
    return undefined;
  }
}

function toApiError(status: number, envelope: Envelope | undefined): ApiError {
  const data = (typeof envelope?.data === 'object' && envelope.data !== null ? envelope.data : {}) as {
    reason?: unknown;
    field?: string;
    issues?: ErrorIssue[];
    retryAfterSeconds?: unknown;
  };
  // A 200 carrying a failure code (older endpoints do that) is judged by its code instead.
  const reason = isErrorReason(data.reason)
    ? data.reason
    : (REASONS_BY_STATUS[status] ?? REASONS_BY_STATUS[Number(envelope?.code)] ?? 'INTERNAL');
  return new ApiError({
    status,
    code: envelope?.code ?? status,
    message: envelope?.message ?? ERROR_CODES[reason].message,
    reason,
    field: data.field,
    issues: data.issues,
    retryAfterSeconds: typeof data.retryAfterSeconds === 'number' ? data.retryAfterSeconds : undefined,
    data,
  });
}

/** One call to our API: sends JSON, unwraps `{ code, message, data }`, throws ApiError on any failure. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.file) headers['content-type'] = options.file.type || 'application/octet-stream';
  if (options.schoolId) headers[TENANT_HEADER] = options.schoolId;
  const token = options.token ?? bearerToken;
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await transportOf()(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      credentials: 'same-origin',
      signal: options.signal ?? null,
      keepalive: options.keepalive ?? false,
    });
  } catch (error) {
    // An abort is the caller's own decision (TanStack Query cancelling), not a network failure.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, code: 0, message: String(error), reason: 'NETWORK' });
  }

  const envelope = await readEnvelope(response);
  if (!response.ok || !envelope || !isSuccessCode(envelope.code)) throw toApiError(response.status, envelope);
  options.onEnvelope?.(envelope);
  return envelope.data as T;
}
