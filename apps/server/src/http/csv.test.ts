import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes by RFC 4180 and writes formula-like cells as text', () => {
    const csv = toCsv(
      ['a', 'b'],
      [
        { a: 'plain', b: 'with, comma' },
        { a: 'say "hi"', b: 'two\nlines' },
        { a: '=1+2', b: '-5' },
        { a: '@cmd', b: '+x' },
        { a: null, b: 3 },
      ],
    );
    expect(csv).toBe(
      '\uFEFFa,b\r\nplain,"with, comma"\r\n"say ""hi""","two\nlines"\r\n\'=1+2,\'-5\r\n\'@cmd,\'+x\r\n,3\r\n',
    );
  });
});
