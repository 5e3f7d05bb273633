import {
  AuditOutlined,
  BarChartOutlined,
  BookOutlined,
  DashboardOutlined,
  EditOutlined,
  FileTextOutlined,
  IdcardOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Flex, Layout, Menu, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { type CurrentUser, displayNameOf } from '@/api/accounts';
import { MainLandmarkProvider } from '@/components/main-landmark';
import { AccountMenu } from '@/features/account-menu/account-menu';
import { LanguageSwitcher } from '@/features/language-switcher/language-switcher';
import { useDocumentTitle } from '@/lib/document-title';
import { useIsNarrow } from '@/lib/use-is-narrow';
import { type SectionKey, sectionsOf } from './guard';

const ICONS: Record<SectionKey, ReactNode> = {
  exams: <FileTextOutlined />,
  monitor: <DashboardOutlined />,
  grading: <EditOutlined />,
  results: <BarChartOutlined />,
  bank: <BookOutlined />,
  groups: <TeamOutlined />,
  staff: <IdcardOutlined />,
  audit: <AuditOutlined />,
};

/** The console's frame: the sections on the side (on top on a phone), the school, the account and the language. */
export function AdminFrame({
  schoolId,
  me,
  children,
}: {
  schoolId: string;
  me: CurrentUser;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const isNarrow = useIsNarrow();
  const base = `/admin/${encodeURIComponent(schoolId)}`;
  const section = location.pathname.slice(base.length + 1).split('/')[0] ?? 'exams';
  const sections = sectionsOf(me.role);
  useDocumentTitle(
    t('frame.title'),
    sections.some(({ key }) => key === section) ? t(`nav.${section as SectionKey}`) : undefined,
  );
  const menu = (
    <Menu
      mode={isNarrow ? 'horizontal' : 'inline'}
      selectedKeys={[section]}
      items={sections.map(({ key }) => ({ key, icon: ICONS[key], label: t(`nav.${key}`) }))}
      onClick={({ key }) => void navigate(`${base}/${key}`)}
      style={{ borderInlineEnd: 'none' }}
    />
  );
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          background: '#fff',
          paddingInline: 16,
          height: 'auto',
          lineHeight: 'normal',
          paddingBlock: 8,
        }}
      >
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Text strong>
            {t('frame.title')} · {schoolId}
          </Typography.Text>
          <Flex align="center" gap={8} wrap>
            <LanguageSwitcher />
            <AccountMenu
              displayName={displayNameOf(me)}
              onLoggedOut={() => {
                queryClient.clear();
                void navigate(`/login/index?redirect=${encodeURIComponent(base)}`, { replace: true });
              }}
            />
          </Flex>
        </Flex>
      </Layout.Header>
      <Layout>
        {isNarrow ? null : (
          <Layout.Sider width={230} theme="light">
            <nav aria-label={t('frame.navigation')}>{menu}</nav>
          </Layout.Sider>
        )}
        {/* antd's Content is the page's main landmark. */}
        <Layout.Content style={{ padding: isNarrow ? 8 : 24, minWidth: 0 }}>
          {isNarrow ? <nav aria-label={t('frame.navigation')}>{menu}</nav> : null}
          <MainLandmarkProvider>{children}</MainLandmarkProvider>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
