import type { ErrorIssue } from './app-error';

/** The values an issue's words name: field names, keys, numbers. */
type Values = Record<string, string | number | boolean>;

/** The English words of each issue of one area, by its key under `validation.<area>.`. */
export type IssueWords = Record<string, (values: never) => string>;

/** What an issue says, without where: the API's English message, and the key and values the console says it by. */
export type IssueSaying = Required<Omit<ErrorIssue, 'path'>>;

/**
 * STYLE.md 4 errors, issue 35: the issues of one area said through its table of English words, so that no rule can
 * give its message without the catalogue key the console says it by in the user's language (`validation.<area>.<key>`
 * with the same values as params), and the keys an area can produce are known to the catalogue test.
 */
export function issueWords<Words extends IssueWords>(area: string, words: Words) {
  const say = <Key extends keyof Words & string>(
    key: Key,
    ...[values]: Parameters<Words[Key]>
  ): IssueSaying => {
    const given: Values = values ?? {};
    const word = words[key] as (values: Values) => string;
    return {
      message: word(given),
      messageKey: `validation.${area}.${key}`,
      params: Object.fromEntries(Object.entries(given).map(([name, value]) => [name, String(value)])),
    };
  };
  return { say, keys: Object.keys(words).map((key) => `validation.${area}.${key}`) };
}
