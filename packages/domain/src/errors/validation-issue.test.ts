import { describe, expect, it } from 'vitest';
import { personNameSchema, userNameSchema } from '../accounts/user-name-issues';
import { issueTextOf } from './validation-issue';

describe('a request-validation issue becomes a message key with its limits', () => {
  it.each([
    {
      rule: 'too long an array names its maximum',
      code: 'too_big',
      params: { origin: 'array', maximum: 5000, inclusive: true },
      want: { messageKey: 'validation.tooBig.array', params: { limit: '5000' } },
    },
    {
      rule: 'too short a string names its minimum',
      code: 'too_small',
      params: { origin: 'string', minimum: 8, inclusive: true },
      want: { messageKey: 'validation.tooSmall.string', params: { limit: '8' } },
    },
    {
      rule: 'a strict bound has its own key',
      code: 'too_small',
      params: { origin: 'number', minimum: 0, inclusive: false },
      want: { messageKey: 'validation.tooSmall.numberExclusive', params: { limit: '0' } },
    },
    {
      rule: 'an integer bound reads as a number',
      code: 'too_big',
      params: { origin: 'int', maximum: 600, inclusive: true },
      want: { messageKey: 'validation.tooBig.number', params: { limit: '600' } },
    },
    {
      rule: 'an unknown origin reads as a value',
      code: 'too_big',
      params: { origin: 'mystery', maximum: 1 },
      want: { messageKey: 'validation.tooBig.value', params: { limit: '1' } },
    },
    {
      rule: 'a wrong type names the expected one',
      code: 'invalid_type',
      params: { expected: 'number' },
      want: { messageKey: 'validation.invalidType', params: { expected: 'number' } },
    },
    {
      rule: 'a value outside an enum lists the allowed ones',
      code: 'invalid_value',
      params: { values: ['yaml', 'json'] },
      want: { messageKey: 'validation.invalidValue', params: { values: '"yaml", "json"' } },
    },
    {
      rule: 'a bad format names the format',
      code: 'invalid_format',
      params: { format: 'datetime' },
      want: { messageKey: 'validation.invalidFormat', params: { format: 'datetime' } },
    },
    {
      rule: 'a custom rule with its own key keeps it, its values beside the key',
      code: 'custom',
      params: { params: { messageKey: 'userName.taken', name: 'a' } },
      want: { messageKey: 'userName.taken', params: { name: 'a' } },
    },
  ])('$rule', ({ code, params, want }) => {
    expect(issueTextOf(code, params)).toEqual(want);
  });

  it.each([
    { rule: 'a custom rule without a key keeps the server words', code: 'custom', params: {} },
    { rule: 'an unknown code keeps the server words', code: 'invalid_union', params: {} },
  ])('$rule', ({ code, params }) => {
    expect(issueTextOf(code, params)).toBeUndefined();
  });
});

describe("a user name's refusal in a request body keeps the character it names (issue 35)", () => {
  it.each([
    { rule: 'an account name', schema: userNameSchema },
    { rule: "a visitor's name", schema: personNameSchema(50) },
  ])('$rule', ({ schema }) => {
    const [issue] = schema.safeParse('ad\u200bmin').error?.issues ?? [];
    if (!issue) throw new Error('the name was not refused');
    // What fastify-type-provider-zod hands the error handler: the issue without its path, code and message.
    const { path: _path, code, message: _message, ...params } = issue;
    expect(issueTextOf(code, params)).toEqual({
      messageKey: 'userName.refusedCharacter',
      params: { codePoint: 'U+200B' },
    });
  });
});
