import { App, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readSessionJson, SESSION_KEYS, writeSession } from '@/lib/session-store';

interface StoredMailbox {
  examId: number;
  email: string;
}

export interface MailboxBindModalProps {
  /** forcesMailboxBind (SPEC §6): isPush 1, logged in, not open. */
  isRequired: boolean;
  examId: number;
}

function hasStoredMailbox(examId: number): boolean {
  return readSessionJson<StoredMailbox>(SESSION_KEYS.certificateMailbox)?.examId === examId;
}

/**
 * SPEC §6 certificate mailbox bind modal, forced: it cannot be dismissed without an address. No server call takes
 * the address yet, so it is kept in session storage (certificateMailbox) until one does.
 */
export function MailboxBindModal({ isRequired, examId }: MailboxBindModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ email: string }>();
  const [isBound, setIsBound] = useState(() => hasStoredMailbox(examId));

  const onOk = async () => {
    const { email } = await form.validateFields();
    writeSession(SESSION_KEYS.certificateMailbox, JSON.stringify({ examId, email: email.trim() }));
    setIsBound(true);
    void message.success(t('mailbox.saved'));
  };

  return (
    <Modal
      open={isRequired && !isBound}
      title={t('mailbox.title')}
      okText={t('mailbox.submit')}
      onOk={() => void onOk().catch(() => undefined)}
      closable={false}
      maskClosable={false}
      keyboard={false}
      cancelButtonProps={{ style: { display: 'none' } }}
      forceRender
    >
      <Typography.Paragraph>{t('mailbox.description')}</Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item
          name="email"
          label={t('mailbox.email')}
          rules={[
            { required: true, whitespace: true, message: t('mailbox.required') },
            { type: 'email', message: t('mailbox.invalid') },
          ]}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
