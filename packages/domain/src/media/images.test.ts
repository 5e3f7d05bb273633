import { describe, expect, it } from 'vitest';
import { detectImageType, imageTypeOfName } from './images';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );

describe('image types by their magic bytes', () => {
  it.each([
    ['image/png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0)],
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['image/gif', bytes('GIF89a', 1)],
    ['image/webp', bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 ')],
  ])('%s', (type, data) => {
    expect(detectImageType(data)).toBe(type);
  });

  it('refuses what is not one of them, whatever it claims', () => {
    expect(detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeUndefined();
    expect(detectImageType(bytes('<html><script>'))).toBeUndefined();
    expect(detectImageType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeUndefined();
    expect(detectImageType(new Uint8Array())).toBeUndefined();
  });

  it('knows stored names only', () => {
    expect(imageTypeOfName(`${'a'.repeat(32)}.png`)).toBe('image/png');
    expect(imageTypeOfName('../secret.png')).toBeUndefined();
    expect(imageTypeOfName(`${'a'.repeat(32)}.svg`)).toBeUndefined();
  });
});
