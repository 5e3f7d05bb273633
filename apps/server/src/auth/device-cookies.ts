import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The cookie a browser gets at a successful login (OWASP's device cookies, docs/decisions/0041). */
export const DEVICE_COOKIE = 'iexam_device';
/** Only the login route reads it. */
export const DEVICE_COOKIE_PATH = '/api/accounts/login';
const DEVICE_COOKIE_DAYS = 180;
/** A shared computer of a classroom remembers this many accounts; the oldest go first. */
const ACCOUNTS_PER_BROWSER = 8;

/**
 * Signed proof that this browser has logged in to an account before. A login that shows one for its own account is
 * counted against that device's budget of wrong passwords instead of the address's and the school's, so a sprayer
 * who spends those cannot keep the account's owner out (docs/decisions/0041-password-spraying.md).
 */
export interface DeviceCookies {
  /** The cookie's new value after a successful login: this account first, the browser's other accounts kept. */
  issue(previous: string | undefined, schoolId: string, userName: string, now: Date): string;
  /** The device id of a genuine, unexpired entry issued to this account; undefined for anything else. */
  deviceOf(value: string | undefined, schoolId: string, userName: string, now: Date): string | undefined;
  maxAgeSeconds: number;
}

/** Entries are `deviceId.expiresSeconds.mac`, separated by `~`; the mac binds them to one school and account. */
export function createDeviceCookies(tokenSecret: string): DeviceCookies {
  // Its own key, so a device cookie's mac can never be replayed as any other signature of ours.
  const key = createHmac('sha256', tokenSecret).update('iexam device cookies').digest();
  const macOf = (schoolId: string, userName: string, deviceId: string, expires: string) =>
    createHmac('sha256', key)
      .update(`${schoolId}\n${userName.toLowerCase()}\n${deviceId}\n${expires}`)
      .digest();
  const entriesOf = (value: string | undefined) =>
    value ? value.split('~').slice(0, ACCOUNTS_PER_BROWSER) : [];
  const verify = (entry: string, schoolId: string, userName: string, now: Date) => {
    const [deviceId, expires, mac] = entry.split('.');
    if (!deviceId || !expires || !mac || !/^\d{1,12}$/.test(expires)) return undefined;
    if (Number(expires) * 1000 <= now.getTime()) return undefined;
    const given = Buffer.from(mac, 'base64url');
    const expected = macOf(schoolId, userName, deviceId, expires);
    return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : undefined;
  };
  const maxAgeSeconds = DEVICE_COOKIE_DAYS * 86_400;
  return {
    maxAgeSeconds,
    deviceOf(value, schoolId, userName, now) {
      for (const entry of entriesOf(value)) {
        const deviceId = verify(entry, schoolId, userName, now);
        if (deviceId) return deviceId;
      }
      return undefined;
    },
    issue(previous, schoolId, userName, now) {
      const deviceId = randomBytes(16).toString('base64url');
      const expires = String(Math.floor(now.getTime() / 1000) + maxAgeSeconds);
      const mac = macOf(schoolId, userName, deviceId, expires).toString('base64url');
      const others = entriesOf(previous).filter(
        (entry) => /^[\w-]+\.\d+\.[\w-]+$/.test(entry) && !verify(entry, schoolId, userName, now),
      );
      return [`${deviceId}.${expires}.${mac}`, ...others].slice(0, ACCOUNTS_PER_BROWSER).join('~');
    },
  };
}
