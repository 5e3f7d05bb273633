import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageResult } from '@/components/page-result';

/** Shown when a route fails to load (a new deploy replaced the chunk) or throws while rendering. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <PageResult
      status="error"
      title={t('app.loadFailed')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('app.reload')}
        </Button>
      }
    />
  );
}
