import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** SPEC §2 contact-us block: contactContext, plain text kept with its line breaks. */
export function ContactUs({ contactContext }: { contactContext: string }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('contact.title')}>
      <Typography.Paragraph
        style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}
        type={contactContext ? undefined : 'secondary'}
      >
        {contactContext || t('contact.empty')}
      </Typography.Paragraph>
    </Card>
  );
}
