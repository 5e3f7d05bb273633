import { describe, expect, it } from 'vitest';
import { DEFINITION_ISSUE_KEYS } from './rule-words';
import { EXAM_ROWS } from './rule-words.exam-rows';
import { PAPER_ROWS } from './rule-words.paper-rows';

const ROWS = [...EXAM_ROWS, ...PAPER_ROWS];

describe('every rule of a definition file names its issue by a catalogue key and its values (issue 35)', () => {
  it.each(ROWS)('$rule: $messageKey', ({ issues, path, messageKey, params = {} }) => {
    expect(issues()).toContainEqual({ path, message: expect.any(String), messageKey, params });
  });

  it('the table above breaks every rule there is a key for', () => {
    expect([...new Set(ROWS.map((row) => row.messageKey))].sort()).toEqual([...DEFINITION_ISSUE_KEYS].sort());
  });
});
