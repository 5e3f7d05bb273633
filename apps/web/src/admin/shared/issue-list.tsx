import type { ErrorIssue } from '@iexam/domain/errors';
import { useIssueText } from './issue-text';

/** Every issue as `path: message`, the path as the server or the file names it, the message in the user's language. */
export function IssueList({ issues }: { issues: readonly ErrorIssue[] }) {
  const textOf = useIssueText();
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
