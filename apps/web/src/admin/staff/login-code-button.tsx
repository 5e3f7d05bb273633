import { KeyOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { issueLoginCode, type StaffMember } from '@/api/admin/staff';
import { formatViewerTime } from '@/lib/exam-time';
import { ErrorAlert } from '../shared/error-alert';

/**
 * Issues a one-time login code for a staff member and shows it once (issue 35): how staff get in while a password
 * spray keeps the login budgets spent. The code is in this component's state only; closing the dialog forgets it.
 */
export function LoginCodeButton({ schoolId, member }: { schoolId: string; member: StaffMember }) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const name = member.realName || member.userName;
  const issue = useMutation({ mutationFn: () => issueLoginCode(schoolId, member.userId) });
  const isOpen = issue.isSuccess || issue.isError;
  return (
    <>
      <Button
        size="small"
        icon={<KeyOutlined aria-hidden />}
        aria-label={t('staff.loginCode.issueFor', { name })}
        loading={issue.isPending}
        onClick={() => issue.mutate()}
      >
        {t('staff.loginCode.issue')}
      </Button>
      <Modal
        open={isOpen}
        title={t('staff.loginCode.titleFor', { name })}
        onCancel={() => issue.reset()}
        footer={
          <Button type="primary" onClick={() => issue.reset()}>
            {t('staff.loginCode.done')}
          </Button>
        }
        destroyOnHidden
      >
        <ErrorAlert error={issue.error} />
        {issue.data && (
          <>
            <Typography.Paragraph>
              {t('staff.loginCode.tell', { userName: issue.data.userName })}
            </Typography.Paragraph>
            <Typography.Paragraph
              copyable={{ text: issue.data.code }}
              aria-label={t('staff.loginCode.code')}
              style={{ fontFamily: 'monospace', fontSize: 28, letterSpacing: 2, textAlign: 'center' }}
            >
              {issue.data.code}
            </Typography.Paragraph>
            <Typography.Paragraph>
              {t('staff.loginCode.expires', {
                time: formatViewerTime(issue.data.expiresAt, tCommon),
              })}
            </Typography.Paragraph>
            <Typography.Paragraph type="secondary">{t('staff.loginCode.once')}</Typography.Paragraph>
          </>
        )}
      </Modal>
    </>
  );
}
