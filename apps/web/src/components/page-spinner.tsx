import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** A page still loading: named by a status, since a name on the spinner's own div is one axe refuses (no role). */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <Flex
      role="status"
      aria-label={t('app.loading')}
      justify="center"
      align="center"
      style={{ minHeight: '50vh' }}
    >
      <Spin size="large" />
    </Flex>
  );
}
