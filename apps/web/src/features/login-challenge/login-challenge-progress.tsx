import { Alert, Progress } from 'antd';
import { useTranslation } from 'react-i18next';

/** What the login page shows while this browser solves the proof of work that gets it past a spent login budget. */
export function LoginChallengeProgress({ fraction }: { fraction: number }) {
  const { t } = useTranslation();
  const percent = Math.round(fraction * 100);
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      style={{ marginBottom: 16 }}
      title={t('login.challenge.title')}
      description={
        <>
          {t('login.challenge.explanation')}
          <Progress percent={percent} size="small" aria-label={t('login.challenge.progress', { percent })} />
        </>
      }
    />
  );
}
