import { describe, expect, it } from 'vitest';
import { blanksToText, formatKey, textToBlanks } from './regrade-key';

describe('a key as the regrade form edits it', () => {
  it.each([
    { type: 1, key: 'B', shown: 'B' },
    { type: 2, key: ['A', 'C'], shown: 'A, C' },
    { type: 3, key: false, shown: 'false' },
    { type: 4, key: [['42', 'forty-two'], ['java']], shown: '42 | forty-two ; java' },
  ])('shows type $type as "$shown"', ({ type, key, shown }) => {
    expect(formatKey(type, key)).toBe(shown);
  });

  it.each([
    { text: '42 | forty-two\njava', blanks: [['42', 'forty-two'], ['java']] },
    { text: ' a |  | b \n\n c ', blanks: [['a', 'b'], ['c']] },
    { text: '', blanks: [] },
  ])('reads $text back into blanks', ({ text, blanks }) => {
    expect(textToBlanks(text)).toEqual(blanks);
    if (blanks.length > 0) expect(textToBlanks(blanksToText(blanks))).toEqual(blanks);
  });
});
