import type { ErrorIssue } from '@iexam/domain/errors';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../i18n/register';
import type userNameTexts from '../i18n/user-name.zh_CN.json';

/** A key the server names in an issue (user-name-issues.ts, and validation.* from errors/validation-issue.ts). */
type UserNameKey = `userName.${keyof (typeof userNameTexts)['userName']}`;

/**
 * Every issue as `path: message`, the path as the server or the file names it. An issue with a `messageKey` the
 * console knows is shown in the user's language (issue 35); any other keeps the server's words.
 */
export function IssueList({ issues }: { issues: readonly ErrorIssue[] }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const textOf = (issue: ErrorIssue) => {
    const key = issue.messageKey as UserNameKey | undefined;
    if (!key || !i18n.exists(key, { ns: ADMIN_NAMESPACE })) return issue.message;
    return t(key, { ...issue.params, defaultValue: issue.message });
  };
  return (
    <ul style={{ margin: 0, paddingInlineStart: 20 }}>
      {issues.map((issue) => (
        <li key={`${issue.path}:${issue.message}`}>
          <code>{issue.path}</code>: {textOf(issue)}
        </li>
      ))}
    </ul>
  );
}
