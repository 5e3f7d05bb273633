import { useQuery } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { schoolQueryOptions } from '@/api/portal';
import { LanguageSwitcher } from '@/features/language-switcher/language-switcher';
import { PageLayout } from '@/features/layout/page-layout';
import { paths } from '@/lib/routes';

/** SPEC §6 insufficient-permissions: a public exam of a school that is not open, for an account in none of its groups (docs/decisions/0009). */
export function InsufficientPermissionsPage() {
  const { t } = useTranslation();
  const { schoolId = '' } = useParams();
  const school = useQuery(schoolQueryOptions(schoolId));
  return (
    <PageLayout
      schoolId={schoolId}
      routeName="insufficientPermissions"
      pageName={t('insufficientPermissions.title')}
      title={school.data?.name ?? schoolId}
      headerExtra={<LanguageSwitcher />}
    >
      <Result
        status="403"
        title={t('insufficientPermissions.title')}
        subTitle={t('insufficientPermissions.description')}
        extra={
          <Link to={paths.portal(schoolId)}>
            <Button type="primary">{t('navigation.backHome')}</Button>
          </Link>
        }
      />
    </PageLayout>
  );
}
