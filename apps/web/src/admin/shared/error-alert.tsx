import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessageKey, isApiError } from '@/api/client';
import { IssueList } from './issue-list';

/** A failed call's message, with every issue the server listed (path: message). */
export function ErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const issues = isApiError(error) ? (error.issues ?? []) : [];
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t(errorMessageKey(error))}
      description={issues.length > 0 ? <IssueList issues={issues} /> : undefined}
    />
  );
}
