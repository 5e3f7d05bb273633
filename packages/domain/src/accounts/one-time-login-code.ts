/**
 * Crockford's base32: no I, L, O or U, so a code read aloud or copied from a screen cannot be mistyped into another
 * letter (I, L and O typed anyway are read as 1, 1 and 0).
 */
export const ONE_TIME_LOGIN_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Characters of a one-time login code: 10 of 32 is 50 bits (issue 35 asks for at least 40). */
export const ONE_TIME_LOGIN_CODE_LENGTH = 10;
/** Issue 35: how long a one-time login code an exam admin issues to a staff account stays usable, minutes. */
export const ONE_TIME_LOGIN_CODE_TTL_MINUTES = 15;

const GROUP_LENGTH = 5;
const MISREAD: Record<string, string> = { I: '1', L: '1', O: '0' };

/**
 * Issue 35: a one-time login code from random bytes (one a character; only the low 5 bits count, so each character
 * is uniform). The caller draws the bytes: this package has no random source.
 */
export function oneTimeLoginCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < ONE_TIME_LOGIN_CODE_LENGTH)
    throw new Error(`a one-time login code needs ${ONE_TIME_LOGIN_CODE_LENGTH} random bytes`);
  let code = '';
  for (let index = 0; index < ONE_TIME_LOGIN_CODE_LENGTH; index += 1)
    code += ONE_TIME_LOGIN_CODE_ALPHABET[(bytes[index] ?? 0) & 31];
  return code;
}

/** Issue 35: the code as it is shown, in groups of five ("7KQ2M-X9D4P"). */
export function formatOneTimeLoginCode(code: string): string {
  const groups: string[] = [];
  for (let start = 0; start < code.length; start += GROUP_LENGTH)
    groups.push(code.slice(start, start + GROUP_LENGTH));
  return groups.join('-');
}

/**
 * Issue 35: the code as typed, in the one spelling it is stored under (upper case, no spaces or dashes, I/L/O read
 * as 1/1/0), or undefined when it cannot be a code (wrong length, a character outside the alphabet).
 */
export function normaliseOneTimeLoginCode(typed: string): string | undefined {
  const code = typed
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[ILO]/g, (letter) => MISREAD[letter] ?? letter);
  if (code.length !== ONE_TIME_LOGIN_CODE_LENGTH) return undefined;
  for (const character of code) if (!ONE_TIME_LOGIN_CODE_ALPHABET.includes(character)) return undefined;
  return code;
}
