import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/routes';

/** The way out of a page that could not close itself: the school's portal. */
export function PortalLink({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation();
  return (
    <Button type="primary" href={paths.portal(schoolId)}>
      {t('examInfo.toPortal')}
    </Button>
  );
}
