import { useQuery } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { schoolQueryOptions } from '@/api/portal';
import { LanguageSwitcher } from '@/features/language-switcher/language-switcher';
import { PageLayout } from '@/features/layout/page-layout';
import { paths } from '@/lib/routes';

/** SPEC §6 privilege page: a 403 from the exam info call (and a refused public exam inside the desktop client). */
export function PrivilegePage() {
  const { t } = useTranslation();
  const { schoolId = '' } = useParams();
  const school = useQuery(schoolQueryOptions(schoolId));
  return (
    <PageLayout
      schoolId={schoolId}
      routeName="privilege"
      pageName={t('privilege.title')}
      title={school.data?.name ?? schoolId}
      headerExtra={<LanguageSwitcher />}
    >
      <Result
        status="403"
        title={t('privilege.title')}
        subTitle={t('privilege.description')}
        extra={
          <Link to={paths.portal(schoolId)}>
            <Button type="primary">{t('navigation.backHome')}</Button>
          </Link>
        }
      />
    </PageLayout>
  );
}
