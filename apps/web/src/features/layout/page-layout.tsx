import { Breadcrumb, Flex, Layout, Space, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { HydratedApart } from '@/components/hydrated-apart';
import { MainLandmarkProvider } from '@/components/main-landmark';
import { useIsNarrow } from '@/lib/use-is-narrow';
import { buildBreadcrumbs, type Crumb, readLayoutFlags } from './breadcrumbs';

export interface PageLayoutProps {
  schoolId: string;
  /** SPEC route name; decides which breadcrumbs show (see buildBreadcrumbs). */
  routeName: string;
  /** The current page's name for the last breadcrumb, already translated. */
  pageName?: string | undefined;
  /** Left side of the header, usually the school name. */
  title?: ReactNode;
  /** Right side of the header: language switcher, account menu … */
  headerExtra?: ReactNode;
  children: ReactNode;
}

const CONTENT_PADDING = 24;

/** SPEC §2 page frame: header, breadcrumbs, content; the query flags hide parts of it for embedding. */
export function PageLayout({ schoolId, routeName, pageName, title, headerExtra, children }: PageLayoutProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { token } = theme.useToken();
  const flags = readLayoutFlags(searchParams);
  const isNarrow = useIsNarrow();

  const renderCrumb = (crumb: Crumb) => {
    switch (crumb.key) {
      case 'home':
        return { key: crumb.key, title: <Link to={crumb.href}>{t(crumb.labelKey)}</Link> };
      case 'exam':
        return { key: crumb.key, title: t(crumb.labelKey) };
      case 'page':
        return { key: crumb.key, title: crumb.label };
      default: {
        const unknownCrumb: never = crumb;
        return unknownCrumb;
      }
    }
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {!flags.isHeaderHidden && (
        <Layout.Header
          style={{
            background: token.colorBgContainer,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
            paddingInline: isNarrow ? 12 : CONTENT_PADDING,
            // antd's header is one 64 px line; on a phone its parts must be free to take a second line instead of
            // spilling above and under it (issue 17 defect 5).
            height: 'auto',
            minHeight: 64,
            lineHeight: 'normal',
            paddingBlock: 8,
          }}
        >
          <HydratedApart>
            <Flex justify="space-between" align="center" wrap gap="small" style={{ minHeight: 48 }}>
              {/* The school's name names the site, not the page: each page's own subject is its h1. It is cut by the
                  stylesheet alone: antd's `ellipsis` measures the browser once mounted and draws the header again. */}
              <Typography.Text
                strong
                data-testid="school-name"
                style={{
                  fontSize: token.fontSizeHeading4,
                  flex: '1 1 8em',
                  minWidth: 0,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {title}
              </Typography.Text>
              <Space size={isNarrow ? 'small' : 'middle'} wrap style={{ justifyContent: 'flex-end' }}>
                {headerExtra}
              </Space>
            </Flex>
          </HydratedApart>
        </Layout.Header>
      )}
      <Layout.Content style={{ padding: flags.isPaddingDropped ? 0 : CONTENT_PADDING }}>
        {!flags.areCrumbsHidden && (
          <HydratedApart>
            <Breadcrumb
              items={buildBreadcrumbs({ schoolId, routeName, pageName }).map(renderCrumb)}
              style={{ marginBottom: 16 }}
            />
          </HydratedApart>
        )}
        <MainLandmarkProvider>{children}</MainLandmarkProvider>
      </Layout.Content>
    </Layout>
  );
}
