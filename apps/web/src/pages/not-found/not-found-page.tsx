import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageResult } from '@/components/page-result';
import { LanguageSwitcher } from '@/features/language-switcher/language-switcher';
import { useDocumentTitle } from '@/lib/document-title';

/** Any address the route table does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('notFound.title'));
  return (
    <PageResult
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.description')}
      extra={[
        <Button key="back" type="primary" onClick={() => void navigate(-1)}>
          {t('notFound.back')}
        </Button>,
        <LanguageSwitcher key="language" />,
      ]}
    />
  );
}
