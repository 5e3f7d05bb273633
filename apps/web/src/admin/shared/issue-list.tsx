import type { ErrorIssue } from '@iexam/domain/errors';

/** Every issue as `path: message`, the path as the server or the file names it. */
export function IssueList({ issues }: { issues: readonly ErrorIssue[] }) {
  return (
    <ul style={{ margin: 0, paddingInlineStart: 20 }}>
      {issues.map((issue) => (
        <li key={`${issue.path}:${issue.message}`}>
          <code>{issue.path}</code>: {issue.message}
        </li>
      ))}
    </ul>
  );
}
