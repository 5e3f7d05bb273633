import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown when a route fails to load (a new deploy replaced the chunk) or throws while rendering. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Result
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
