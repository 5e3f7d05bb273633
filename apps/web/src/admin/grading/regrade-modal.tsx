import { SUBJECT_TYPE } from '@iexam/domain/subjects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input, Modal, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ObjectiveSubject, regradeSubject } from '@/api/admin/grading';
import { adminKeys } from '@/api/admin/keys';
import { ErrorAlert } from '../shared/error-alert';
import { blanksToText, textToBlanks } from './regrade-key';

interface Values {
  key: unknown;
  reason: string;
}

/**
 * The new key field for the subject's type (choices by option key, true/false, blanks one per line). Form.Item hands
 * it `value` and `onChange`, which go on to the control.
 */
function KeyField({
  subject,
  ...control
}: {
  subject: ObjectiveSubject;
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}) {
  const { t } = useTranslation('admin');
  const value = control.value as never;
  const onChange = (next: unknown) => control.onChange?.(next);
  const options = subject.options.map((option) => ({ value: option.key, label: option.key }));
  switch (subject.subjectType) {
    case SUBJECT_TYPE.singleChoice:
      return (
        <Select
          id={control.id}
          aria-label={t('grading.newKey')}
          options={options}
          value={value}
          onChange={onChange}
        />
      );
    case SUBJECT_TYPE.multipleChoice:
      return (
        <Select
          id={control.id}
          aria-label={t('grading.newKey')}
          mode="multiple"
          options={options}
          value={value}
          onChange={onChange}
        />
      );
    case SUBJECT_TYPE.judgement:
      return (
        <Radio.Group
          id={control.id}
          aria-label={t('grading.newKey')}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          options={[
            { value: true, label: t('grading.true') },
            { value: false, label: t('grading.false') },
          ]}
        />
      );
    default:
      return (
        <Input.TextArea
          id={control.id}
          aria-label={t('grading.newKey')}
          rows={3}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}

/** "Change key and regrade": the new key and a reason, then the server's counts of attempts rescored and changed. */
export function RegradeModal({
  schoolId,
  examId,
  subject,
  onClose,
}: {
  schoolId: string;
  examId: number;
  subject: ObjectiveSubject;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const isFillIn = subject.subjectType === SUBJECT_TYPE.fillIn;
  const regrade = useMutation({
    mutationFn: (values: Values) =>
      regradeSubject(schoolId, {
        examId,
        subjectId: subject.subjectId,
        correctAnswer: isFillIn ? textToBlanks(String(values.key ?? '')) : values.key,
        reason: values.reason,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.grading(schoolId) }),
  });
  const done = regrade.data;
  return (
    <Modal
      open
      title={t('grading.regradeTitle', { key: subject.key })}
      okText={done ? t('grading.close') : t('grading.regradeConfirm')}
      onOk={() => (done ? onClose() : form.submit())}
      onCancel={onClose}
      confirmLoading={regrade.isPending}
      cancelButtonProps={done ? { style: { display: 'none' } } : {}}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        disabled={Boolean(done)}
        initialValues={{
          key: isFillIn ? blanksToText(subject.correctAnswer) : subject.correctAnswer,
          reason: '',
        }}
        onFinish={(values) => regrade.mutate(values)}
      >
        <Form.Item
          name="key"
          label={t('grading.newKey')}
          extra={isFillIn ? t('grading.blanksHelp') : undefined}
          rules={[{ required: true, message: t('grading.newKeyRequired') }]}
        >
          <KeyField subject={subject} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('grading.reason')}
          rules={[{ required: true, whitespace: true, message: t('grading.reasonRequired') }]}
        >
          <Input.TextArea aria-label={t('grading.reason')} rows={2} maxLength={500} />
        </Form.Item>
      </Form>
      <ErrorAlert error={regrade.error} />
      {done ? <Alert type="success" showIcon role="status" title={t('grading.regraded', done)} /> : null}
    </Modal>
  );
}
