import type { ErrorIssue } from '@iexam/domain/errors';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../i18n/register';

/**
 * Issue 35: an issue in the user's language when the console knows its `messageKey` (the domain's rule words,
 * user names, zod's generic issues), with its `params` filled in; any other keeps the server's words.
 */
export function useIssueText(): (issue: ErrorIssue) => string {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  return (issue) => {
    const key = issue.messageKey;
    if (!key || !i18n.exists(key, { ns: ADMIN_NAMESPACE })) return issue.message;
    return t(key, { ...issue.params, defaultValue: issue.message });
  };
}
