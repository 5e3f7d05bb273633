import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { bindCertificateMailbox, certificateMailboxQueryOptions } from '@/api/certificates';
import { errorMessageKey } from '@/api/client';

export interface MailboxBindModalProps {
  /** forcesMailboxBind (SPEC §6): isPush 1, logged in, not open. */
  isRequired: boolean;
  schoolId: string;
  examId: number;
}

/**
 * SPEC §6 certificate mailbox bind modal, forced: it cannot be dismissed without an address. The address is kept on
 * the server (PUT …/certificateMailbox), so the modal asks once per candidate and exam, on any device.
 */
export function MailboxBindModal({ isRequired, schoolId, examId }: MailboxBindModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ email: string }>();
  const options = certificateMailboxQueryOptions(schoolId, examId);
  const mailbox = useQuery({ ...options, enabled: isRequired });
  const bind = useMutation({
    mutationFn: (email: string) => bindCertificateMailbox(schoolId, { examId, email }),
    onSuccess: (saved) => {
      queryClient.setQueryData(options.queryKey, saved);
      void message.success(t('mailbox.saved'));
    },
  });

  const onOk = async () => {
    const { email } = await form.validateFields();
    bind.mutate(email.trim());
  };

  return (
    <Modal
      open={isRequired && mailbox.data !== undefined && mailbox.data.email === null}
      title={t('mailbox.title')}
      okText={t('mailbox.submit')}
      onOk={() => void onOk().catch(() => undefined)}
      confirmLoading={bind.isPending}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      cancelButtonProps={{ style: { display: 'none' } }}
      forceRender
    >
      <Typography.Paragraph>{t('mailbox.description')}</Typography.Paragraph>
      {bind.error && (
        <Alert type="error" showIcon title={t(errorMessageKey(bind.error))} style={{ marginBottom: 16 }} />
      )}
      <Form form={form} layout="vertical">
        <Form.Item
          name="email"
          label={t('mailbox.email')}
          rules={[
            { required: true, whitespace: true, message: t('mailbox.required') },
            { type: 'email', message: t('mailbox.invalid') },
          ]}
        >
          <Input type="email" autoComplete="email" maxLength={254} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
