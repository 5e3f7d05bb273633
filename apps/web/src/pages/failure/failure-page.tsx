import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { schoolQueryOptions } from '@/api/portal';
import { PageResult } from '@/components/page-result';
import { LanguageSwitcher } from '@/features/language-switcher/language-switcher';
import { PageLayout } from '@/features/layout/page-layout';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/routes';

/**
 * The school's own words for a refused link (userStatusDesc). They come in the navigation's state, never in the
 * address: a text from the address would let anyone put words on the school's page.
 */
function refusalOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('userStatusDesc' in state)) return null;
  const text = (state as { userStatusDesc: unknown }).userStatusDesc;
  return typeof text === 'string' ? text : null;
}

/** SPEC §4, §8 failure page: the open link's identifyCode is unknown, or the school refused it (userStatus 2). */
export function FailurePage() {
  const { t } = useTranslation();
  const { schoolId = '' } = useParams();
  const location = useLocation();
  const school = useQuery(schoolQueryOptions(schoolId));
  const refusal = refusalOf(location.state);
  useDocumentTitle(refusal === null ? t('failure.title') : t('openLink.refused.title'));
  return (
    <PageLayout
      schoolId={schoolId}
      routeName="failure"
      pageName={t('failure.title')}
      title={school.data?.name ?? schoolId}
      headerExtra={<LanguageSwitcher />}
    >
      <PageResult
        status="error"
        title={refusal === null ? t('failure.title') : t('openLink.refused.title')}
        subTitle={
          refusal === null ? t('failure.description') : refusal.trim() || t('openLink.refused.description')
        }
        extra={
          <Link to={paths.portal(schoolId)}>
            <Button type="primary">{t('navigation.backHome')}</Button>
          </Link>
        }
      />
    </PageLayout>
  );
}
