import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { logout } from '@/api/accounts';
import { useIsNarrow } from '@/lib/use-is-narrow';

export interface AccountMenuProps {
  displayName: string;
  /** Called once the session is over, whether the server confirmed it or not. */
  onLoggedOut: () => void;
}

/** The logged-in user's name with a logout button. */
export function AccountMenu({ displayName, onLoggedOut }: AccountMenuProps) {
  const { t } = useTranslation();
  // A failed logout (already expired, network gone) still leaves this tab logged out: the caller drops its data.
  const mutation = useMutation({ mutationFn: logout, onSettled: onLoggedOut });

  const isNarrow = useIsNarrow();
  return (
    <Space size="small">
      <UserOutlined aria-hidden />
      {/* A long name is cut with an ellipsis on a phone, whole in its tooltip (issue 17 defect 5). */}
      <Typography.Text ellipsis={{ tooltip: displayName }} style={{ maxWidth: isNarrow ? '7em' : '14em' }}>
        {displayName}
      </Typography.Text>
      <Button
        type="text"
        icon={<LogoutOutlined />}
        loading={mutation.isPending}
        onClick={() => mutation.mutate()}
        aria-label={t('account.logout')}
        title={t('account.logout')}
      >
        {isNarrow ? null : t('account.logout')}
      </Button>
    </Space>
  );
}
