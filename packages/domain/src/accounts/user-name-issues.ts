import { z } from 'zod';
import type { ErrorIssue } from '../errors/app-error';
import { normaliseUserName, type UserNameClash, type UserNameRefusal, userNameRefusal } from './user-name';

/**
 * Issues about user names carry a `messageKey` and its `params` beside the server's English message, so the console
 * shows the row and the reason in the user's language (issue 35).
 */
export function userNameRefusalIssue(path: string, refusal: UserNameRefusal): ErrorIssue {
  return {
    path,
    message: `holds an invisible or control character (${refusal.codePoint}); type the name without it`,
    messageKey: 'userName.refusedCharacter',
    params: { codePoint: refusal.codePoint },
  };
}

/** The issue of a clash, at `pathOf(clash.index)`; a clash with another row names that row's path. */
export function userNameClashIssue(clash: UserNameClash, pathOf: (index: number) => string): ErrorIssue {
  const path = pathOf(clash.index);
  switch (clash.reason) {
    case 'TAKEN':
      return {
        path,
        message: `'${clash.other}' is taken in your school`,
        messageKey: 'userName.taken',
        params: { name: clash.other },
      };
    case 'CONFUSABLE':
      return {
        path,
        message: `looks like '${clash.other}', a user name your school has`,
        messageKey: 'userName.confusable',
        params: { other: clash.other },
      };
    case 'CONFUSABLE_ROW': {
      const at = pathOf(clash.otherIndex);
      return {
        path,
        message: `looks like '${clash.other}' at ${at}`,
        messageKey: 'userName.confusableRow',
        params: { other: clash.other, at },
      };
    }
    default: {
      const never: never = clash;
      return never;
    }
  }
}

const lengthChecked = () =>
  z.string().overwrite(normaliseUserName).min(1, 'required').max(80, 'at most 80 characters');

const refuseInvisible = (name: string, context: z.core.$RefinementCtx<string>) => {
  const refusal = userNameRefusal(name);
  if (!refusal) return;
  const issue = userNameRefusalIssue('', refusal);
  context.addIssue({
    code: 'custom',
    message: issue.message,
    params: { messageKey: issue.messageKey, ...issue.params },
  });
};

/** A new account's user name: normalised (NFKC, trimmed), without invisible or control characters. */
export const userNameSchema = lengthChecked().superRefine(refuseInvisible);

/**
 * A person's name beside an identity that is not an account (an open-link visitor): normalised and without invisible
 * characters like a user name, but people share names, so no look-alike check. Empty is allowed here. A prefix that
 * numbers are put after ("Seat ") keeps its spaces.
 */
export const personNameSchema = (max: number, keepsSpaces = false) =>
  z
    .string()
    .overwrite((name) => (keepsSpaces ? name.normalize('NFKC') : normaliseUserName(name)))
    .max(max, `at most ${max} characters`)
    .superRefine(refuseInvisible);

/** A user name that points at an account: normalised the same way, so it finds the account it names. */
export const userNameReferenceSchema = lengthChecked();
