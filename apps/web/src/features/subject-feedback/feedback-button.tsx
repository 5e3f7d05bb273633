import { MessageOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/api/client';
import {
  FEEDBACK_TYPES,
  type FeedbackType,
  MAX_FEEDBACK_LENGTH,
  type ResultAccess,
  submitFeedback,
} from '@/api/results';

export interface FeedbackButtonProps {
  access: ResultAccess;
  subjectId: number;
  /** The question's number on the paper, for the modal's title. */
  number: number;
}

interface FeedbackValues {
  feedbackType: FeedbackType;
  content: string;
}

/** SPEC §7 submitFeedback: a remark on one question of the attempt (the question, the key, the explanation). */
export function FeedbackButton({ access, subjectId, number }: FeedbackButtonProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [isOpen, setIsOpen] = useState(false);
  const [form] = Form.useForm<FeedbackValues>();
  const mutation = useMutation({
    mutationFn: (values: FeedbackValues) =>
      submitFeedback(access, {
        subjectId,
        feedbackType: values.feedbackType,
        content: values.content.trim(),
      }),
    onSuccess: () => {
      void message.success(t('examResult.feedback.sent'));
      setIsOpen(false);
      form.resetFields();
    },
    onError: (error) => void message.error(t(errorMessageKey(error))),
  });

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) mutation.mutate(values);
  };

  return (
    <>
      <Button size="small" icon={<MessageOutlined aria-hidden />} onClick={() => setIsOpen(true)}>
        {t('examResult.feedback.button')}
      </Button>
      <Modal
        open={isOpen}
        title={t('examResult.feedback.title', { number })}
        okText={t('examResult.feedback.submit')}
        cancelText={t('examResult.feedback.cancel')}
        confirmLoading={mutation.isPending}
        onOk={() => void onOk()}
        onCancel={() => setIsOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={{ feedbackType: 'question', content: '' }}>
          <Form.Item name="feedbackType" label={t('examResult.feedback.type')}>
            <Radio.Group
              options={FEEDBACK_TYPES.map((type) => ({
                value: type,
                label: t(`examResult.feedback.types.${type}`),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="content"
            label={t('examResult.feedback.content')}
            rules={[{ required: true, whitespace: true, message: t('examResult.feedback.required') }]}
          >
            <Input.TextArea
              rows={4}
              maxLength={MAX_FEEDBACK_LENGTH}
              showCount
              placeholder={t('examResult.feedback.placeholder')}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
