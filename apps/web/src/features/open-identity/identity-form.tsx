import { type IdentityDetailChecks, OPEN_VISITOR_NAME_MAX } from '@iexam/domain/exam-info';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openErrorText } from './open-error';

export interface IdentityValues {
  code: string;
  name: string;
  contact: string;
}

export interface IdentityFormProps {
  /** The shared code's label; without it the form asks only for name and contact. */
  codeLabel?: string | undefined;
  /** Which details must match what the school registered and which the visitor gives to be recorded (issue 40). */
  checks: IdentityDetailChecks;
  /** The registered name as the user list shows it (first character only), a hint of whose link this is. */
  nameHint?: string | undefined;
  submitText: string;
  /** Sends the values; a thrown error is shown under the form in the visitor's language. */
  onSubmit: (values: IdentityValues) => Promise<void>;
}

/** The same lengths the server takes (docs/decisions/0013). */
const MAX = { code: 64, name: OPEN_VISITOR_NAME_MAX, contact: 100 } as const;

/**
 * Name and contact (and a shared code) as a visitor without an account gives them: the server compares a detail the
 * school registered and records one it did not, and each field's hint says which.
 */
export function IdentityForm({ codeLabel, checks, nameHint, submitText, onSubmit }: IdentityFormProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const onFinish = async (values: IdentityValues) => {
    setIsSending(true);
    setError(null);
    try {
      await onSubmit({
        code: values.code?.trim() ?? '',
        name: values.name.trim(),
        contact: values.contact.trim(),
      });
    } catch (failure) {
      setError(openErrorText(failure, t));
    } finally {
      setIsSending(false);
    }
  };

  const required = (message: string) => [{ required: true, whitespace: true, message }];
  return (
    <Form<IdentityValues>
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void onFinish(values)}
      style={{ maxWidth: 420 }}
    >
      {codeLabel && (
        <Form.Item name="code" label={codeLabel} rules={required(t('openLink.form.codeRequired'))}>
          <Input maxLength={MAX.code} autoComplete="off" />
        </Form.Item>
      )}
      <Form.Item
        name="name"
        label={t('openLink.form.name')}
        extra={
          checks.name === 'record'
            ? t('openLink.form.nameGive')
            : nameHint
              ? t('openLink.form.nameHint', { name: nameHint })
              : undefined
        }
        rules={required(t('openLink.form.nameRequired'))}
      >
        <Input maxLength={MAX.name} autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="contact"
        label={t('openLink.form.contact')}
        extra={t(checks.contact === 'record' ? 'openLink.form.contactGive' : 'openLink.form.contactHint')}
        rules={required(t('openLink.form.contactRequired'))}
      >
        <Input maxLength={MAX.contact} autoComplete="tel" />
      </Form.Item>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Button type="primary" htmlType="submit" loading={isSending} block>
        {submitText}
      </Button>
    </Form>
  );
}
