import { Flex, Layout, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExamName } from './exam-name';

export interface ExamHeaderProps {
  examName: string;
  timer: ReactNode;
  saveStatus: ReactNode;
  switchScreen: { times: number; allowed: number } | null;
  action: ReactNode;
}

/**
 * The answer page's only chrome: the exam name, the countdown, the save state, the switch-screen count and the
 * hand-in button. No breadcrumbs or portal header: nothing that leads away from the exam.
 */
export function ExamHeader({ examName, timer, saveStatus, switchScreen, action }: ExamHeaderProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        height: 'auto',
        lineHeight: 1.5,
        padding: '12px 24px',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Flex justify="space-between" align="center" gap="middle" wrap>
        <ExamName name={examName} />
        <Flex align="center" gap="large" wrap>
          {timer}
          {saveStatus}
          {switchScreen && (
            <Typography.Text type="secondary" data-testid="switch-screen-count">
              {t('examContent.switchScreen.count', switchScreen)}
            </Typography.Text>
          )}
          {action}
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
