import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { logout } from '@/api/accounts';

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

  return (
    <Space size="small">
      <UserOutlined aria-hidden />
      <Typography.Text>{displayName}</Typography.Text>
      <Button
        type="text"
        icon={<LogoutOutlined />}
        loading={mutation.isPending}
        onClick={() => mutation.mutate()}
      >
        {t('account.logout')}
      </Button>
    </Space>
  );
}
