/** The catalogue key and values of one request-validation issue, for the console to say it in the user's language. */
export interface IssueText {
  messageKey: string;
  params: Record<string, string>;
}

const SIZED = new Set(['array', 'string', 'number', 'int', 'bigint', 'set', 'file', 'date']);

function bound(code: 'tooBig' | 'tooSmall', params: Record<string, unknown>, limit: unknown): IssueText {
  const origin = typeof params.origin === 'string' && SIZED.has(params.origin) ? params.origin : 'value';
  // A strict bound (`< 5`) reads differently from an inclusive one (`<= 5`).
  const strict = params.inclusive === false ? 'Exclusive' : '';
  return {
    messageKey: `validation.${code}.${origin === 'int' ? 'number' : origin}${strict}`,
    params: { limit: String(limit) },
  };
}

/**
 * STYLE.md 4 errors: a zod issue (its `code` and the rest of the issue) as a message key with its limits, so that
 * "Too big: expected array to have <=5000 items" reaches a Chinese console in Chinese. Undefined where the issue
 * names nothing the console can say better than the server's words (a custom rule's own message).
 */
export function issueTextOf(code: string, params: Record<string, unknown>): IssueText | undefined {
  switch (code) {
    case 'too_big':
      return bound('tooBig', params, params.maximum);
    case 'too_small':
      return bound('tooSmall', params, params.minimum);
    case 'invalid_type':
      return { messageKey: 'validation.invalidType', params: { expected: String(params.expected ?? '') } };
    case 'invalid_value':
    case 'invalid_enum_value': {
      const values = Array.isArray(params.values) ? params.values.map((value) => JSON.stringify(value)) : [];
      return { messageKey: 'validation.invalidValue', params: { values: values.join(', ') } };
    }
    case 'invalid_format':
      return { messageKey: 'validation.invalidFormat', params: { format: String(params.format ?? '') } };
    case 'unrecognized_keys': {
      const keys = Array.isArray(params.keys) ? params.keys.map(String) : [];
      return { messageKey: 'validation.unrecognizedKeys', params: { keys: keys.join(', ') } };
    }
    case 'custom': {
      // Our custom rules (user names, times) put their key and its values side by side in zod's `params`.
      const { messageKey, ...values } = (params.params ?? {}) as Record<string, unknown>;
      if (typeof messageKey !== 'string') return undefined;
      return {
        messageKey,
        params: Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)])),
      };
    }
    default:
      return undefined;
  }
}
