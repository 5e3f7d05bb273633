import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Constant-time equality of two secrets or personal details (after the caller normalised them). */
export function isSameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** Names compare without case and surrounding or repeated spaces, full-width forms folded. */
export function normaliseName(name: string): string {
  return name.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Contacts compare as typed without spaces, dashes or brackets ("138-0000 1234" is "13800001234"). */
export function normaliseContact(contact: string): string {
  return contact
    .normalize('NFKC')
    .replace(/[\s\-()]/g, '')
    .toLowerCase();
}

/** Letters and digits without look-alikes (no 0/O, 1/I/L): read aloud or typed from paper without mistakes. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `length` letters of that alphabet (about 4.95 bits each) from the system's CSPRNG. */
export function newRandomCode(length: number): string {
  let code = '';
  while (code.length < length) {
    // Bytes of 248 and above are dropped so every letter is equally likely (248 = 31 × 8).
    for (const byte of randomBytes(length + 4))
      if (byte < 248 && code.length < length) code += ALPHABET[byte % ALPHABET.length];
  }
  return code;
}

/** A fresh identifyCode: 12 random letters (about 59 bits). */
export function newIdentifyCode(): string {
  return `OPEN-${newRandomCode(12)}`;
}
