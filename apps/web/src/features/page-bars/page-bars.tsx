import { Alert, Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseTabButton } from '@/components/close-tab-button';
import { Icon } from '@/components/icons';

/** SPEC §2: the camera / ID / screen checks need Chrome or the desktop client, and this browser is neither. */
export function BrowserWarningBar() {
  const { t } = useTranslation();
  return <Alert banner type="warning" icon={<Icon name="warning" />} title={t('examInfo.browserWarning')} />;
}

/** SPEC §2: examId ends in /2, the exam is being previewed. */
export function PreviewTipBar() {
  const { t } = useTranslation();
  return <Alert banner type="info" icon={<Icon name="tip" />} title={t('examInfo.previewTip')} />;
}

function HeaderBar({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex
      component="header"
      justify="space-between"
      align="center"
      gap="middle"
      style={{
        padding: '8px 24px',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {children}
    </Flex>
  );
}

/** SPEC §2 desktop-client header, shown when the user agent carries the iExamClient/ marker. */
export function DesktopClientHeader({ version, extra }: { version: string | null; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <HeaderBar>
      <Typography.Text strong>
        <Icon name="camera" />{' '}
        {version ? t('examInfo.desktopClientVersion', { version }) : t('examInfo.desktopClient')}
      </Typography.Text>
      {extra}
    </HeaderBar>
  );
}

/** SPEC §2 trainee header of the open variant: the visitor is a guest candidate, and exit closes the window. */
export function TraineeExit() {
  const { t } = useTranslation();
  return (
    <Flex gap="middle" align="center">
      <Typography.Text type="secondary">{t('examInfo.trainee')}</Typography.Text>
      <CloseTabButton>{t('examInfo.exit')}</CloseTabButton>
    </Flex>
  );
}
