import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { bindCertificateMailbox, certificateMailboxQueryOptions } from '@/api/certificates';
import { errorMessageKey } from '@/api/client';

export interface MailboxBindDialogProps {
  /** No address is bound yet (mailbox-bind-modal.tsx asks the server). */
  open: boolean;
  schoolId: string;
  examId: number;
}

/** The bind form of the certificate mailbox modal (mailbox-bind-modal.tsx), loaded when it first has to show. */
export function MailboxBindDialog({ open, schoolId, examId }: MailboxBindDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ email: string }>();
  const options = certificateMailboxQueryOptions(schoolId, examId);
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
      open={open}
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
