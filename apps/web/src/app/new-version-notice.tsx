import { App, Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NEW_VERSION_EVENT } from '@/lib/service-worker';

/**
 * Tells the candidate that a new version of the platform was deployed while this page was open. Nothing is forced:
 * an attempt in progress keeps its page (its answers are queued either way), and a reload takes the new version.
 */
export function NewVersionNotice() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  useEffect(() => {
    const show = () =>
      notification.info({
        key: NEW_VERSION_EVENT,
        title: t('app.newVersion.title'),
        description: t('app.newVersion.description'),
        duration: 0,
        actions: (
          <Button type="primary" size="small" onClick={() => window.location.reload()}>
            {t('app.newVersion.reload')}
          </Button>
        ),
      });
    window.addEventListener(NEW_VERSION_EVENT, show);
    return () => window.removeEventListener(NEW_VERSION_EVENT, show);
  }, [notification, t]);
  return null;
}
