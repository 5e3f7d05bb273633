import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { schoolQueryOptions } from '@/api/portal';
import { PageResult } from '@/components/page-result';
import { LanguageSwitcher } from '@/features/language-switcher/language-switcher';
import { PageLayout } from '@/features/layout/page-layout';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/routes';

/** The two 403 pages of SPEC §6 differ only in their words; `page` names their route and i18n section. */
export function RefusalPage({ page }: { page: 'privilege' | 'insufficientPermissions' }) {
  const { t } = useTranslation();
  const { schoolId = '' } = useParams();
  const school = useQuery(schoolQueryOptions(schoolId));
  useDocumentTitle(t(`${page}.title`));
  return (
    <PageLayout
      schoolId={schoolId}
      routeName={page}
      pageName={t(`${page}.title`)}
      title={school.data?.name ?? schoolId}
      headerExtra={<LanguageSwitcher />}
    >
      <PageResult
        status="403"
        title={t(`${page}.title`)}
        subTitle={t(`${page}.description`)}
        extra={
          <Link to={paths.portal(schoolId)}>
            <Button type="primary">{t('navigation.backHome')}</Button>
          </Link>
        }
      />
    </PageLayout>
  );
}
