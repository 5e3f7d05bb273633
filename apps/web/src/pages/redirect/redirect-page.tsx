import { classifyLink } from '@iexam/domain/links';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CloseTabButton } from '@/components/close-tab-button';
import { PageResult } from '@/components/page-result';
import { LanguageSwitcher } from '@/features/language-switcher/language-switcher';
import { useDocumentTitle } from '@/lib/document-title';

/**
 * SPEC §5: an external link from exam content lands here (in a new tab), and goes on only at the candidate's click:
 * they see the whole address first, and the exam page is neither the referrer nor reachable from the other site.
 * Only an http(s) address of another site is offered; anything else (a script, this site) is not followed.
 */
export function RedirectPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const target = classifyLink(search.get('url') ?? '', window.location.origin);
  useDocumentTitle(target.kind === 'external' ? t('redirect.title') : t('redirect.invalidTitle'));
  if (target.kind !== 'external')
    return (
      <PageResult
        status="warning"
        title={t('redirect.invalidTitle')}
        subTitle={t('redirect.invalidDescription')}
        extra={<LanguageSwitcher />}
      />
    );
  return (
    <PageResult
      status="info"
      title={t('redirect.title')}
      subTitle={
        <>
          {t('redirect.description')}
          {/* A span shown as a block: the subtitle is a paragraph, which cannot hold a div (antd's Paragraph). */}
          <Typography.Text
            copyable
            style={{ display: 'block', marginTop: 12, overflowWrap: 'anywhere', wordBreak: 'break-all' }}
          >
            <Typography.Text code>{target.address}</Typography.Text>
          </Typography.Text>
        </>
      }
      extra={[
        <Button key="go" type="primary" href={target.address} rel="noopener noreferrer">
          {t('redirect.continue')}
        </Button>,
        <CloseTabButton key="close">{t('redirect.close')}</CloseTabButton>,
        <LanguageSwitcher key="language" />,
      ]}
    />
  );
}
