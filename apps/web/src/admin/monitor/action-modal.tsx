import { reopenMinutesFor } from '@iexam/domain/staff';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Form, Input, InputNumber, Modal, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonitorCandidate, MonitorView } from '@/api/admin/monitor';
import { formatViewerTime } from '@/lib/exam-time';
import { ErrorAlert } from '../shared/error-alert';
import { FileButton } from '../shared/file-button';
import { readFileText } from '../shared/read-file';
import type { MonitorAction } from './monitor-actions';
import { type ActionValues, runAction } from './run-action';
import { formatSeconds } from './server-clock';

const REASON_MAX = 500;

/**
 * One staff action on one candidate: what will happen, the action's own fields, and the reason the server requires.
 * After success the table is refreshed and a message says what changed.
 */
export function ActionModal({
  schoolId,
  view,
  candidate,
  action,
  onClose,
  onDone,
}: {
  schoolId: string;
  view: MonitorView;
  candidate: MonitorCandidate;
  action: MonitorAction;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ActionValues>();
  const kind = Form.useWatch('kind', form);
  const [file, setFile] = useState<{ name: string; content: unknown } | { name: string; error: true }>();
  const run = useMutation({
    mutationFn: (values: ActionValues) =>
      runAction(schoolId, view.exam.examId, candidate, action, {
        ...values,
        file: file && 'content' in file ? file.content : undefined,
      }),
    onSuccess: (done) => {
      const deadline =
        typeof done.values?.deadline === 'string'
          ? formatViewerTime(done.values.deadline, tCommon)
          : undefined;
      const text = t(`monitor.done.${done.key}`, { ...done.values, deadline });
      void message.success(done.passesEnd ? `${text} ${t('monitor.done.passesEnd')}` : text);
      onDone();
      onClose();
    },
  });
  const title = `${t(`monitor.action.${action}`)} · ${candidate.name || candidate.userName}`;
  const needsFile = action === 'answersFile' && !(file && 'content' in file);
  const otherSessions = view.exam.sessions.filter((session) => session.sessionId !== candidate.sessionId);

  return (
    <Modal
      open
      title={title}
      okText={t('monitor.confirm')}
      cancelText={t('monitor.cancelModal')}
      okButtonProps={{ disabled: needsFile, danger: action === 'handIn' || action === 'cancel' }}
      confirmLoading={run.isPending}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {t(`monitor.explain.${action}`, { count: candidate.switchScreenTimes })}
      </Typography.Paragraph>
      <Form<ActionValues>
        form={form}
        layout="vertical"
        initialValues={{
          kind: 'minutes',
          // A reopen gives back the time the candidate had left when the attempt ended (issue 40).
          minutes: action === 'reopen' ? reopenMinutesFor(candidate.secondsLeftAtHandIn ?? 0) : 10,
          multiplier: 1.5,
          extraMinutes: candidate.extraMinutes,
          timeMultiplier: candidate.timeMultiplier,
          sessionId: otherSessions[0]?.sessionId,
        }}
        onFinish={(values) => run.mutate(values)}
      >
        {action === 'extraTime' && (
          <Form.Item name="kind" label={t('monitor.field.kind')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'minutes', label: t('monitor.field.byMinutes') },
                { value: 'multiplier', label: t('monitor.field.byMultiplier') },
              ]}
            />
          </Form.Item>
        )}
        {((action === 'extraTime' && kind !== 'multiplier') || action === 'reopen') && (
          <Form.Item
            name="minutes"
            label={t(action === 'reopen' ? 'monitor.field.reopenMinutes' : 'monitor.field.minutes')}
            extra={
              action === 'reopen' &&
              t('monitor.field.reopenLeft', { left: formatSeconds(candidate.secondsLeftAtHandIn ?? 0) })
            }
            rules={[{ required: true }]}
          >
            <InputNumber min={1} max={600} precision={0} />
          </Form.Item>
        )}
        {action === 'extraTime' && kind === 'multiplier' && (
          <Form.Item name="multiplier" label={t('monitor.field.multiplier')} rules={[{ required: true }]}>
            <InputNumber min={1} max={3} step={0.1} />
          </Form.Item>
        )}
        {action === 'accommodation' && (
          <>
            <Form.Item
              name="extraMinutes"
              label={t('monitor.field.extraMinutes')}
              rules={[{ required: true }]}
            >
              <InputNumber min={0} max={600} precision={0} />
            </Form.Item>
            <Form.Item
              name="timeMultiplier"
              label={t('monitor.field.timeMultiplier')}
              rules={[{ required: true }]}
            >
              <InputNumber min={1} max={3} step={0.05} />
            </Form.Item>
          </>
        )}
        {action === 'move' && (
          <Form.Item name="sessionId" label={t('monitor.field.session')} rules={[{ required: true }]}>
            <Select
              aria-label={t('monitor.field.session')}
              options={otherSessions.map((session) => ({
                value: session.sessionId,
                label: session.sessionName,
              }))}
            />
          </Form.Item>
        )}
        {action === 'answersFile' && (
          <Form.Item label={t('monitor.field.file')}>
            <FileButton
              label={t('monitor.field.file')}
              accept=".json,application/json"
              onFile={(chosen) =>
                void readFileText(chosen).then((text) => {
                  try {
                    setFile({ name: chosen.name, content: JSON.parse(text) });
                  } catch {
                    setFile({ name: chosen.name, error: true });
                  }
                })
              }
            />
            <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
              {file ? t('monitor.field.chosen', { name: file.name }) : t('monitor.field.noFile')}
            </Typography.Text>
            {file && 'error' in file && <Alert type="error" showIcon title={t('monitor.badFile')} />}
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label={t('monitor.field.reason')}
          rules={[{ required: true, whitespace: true, message: t('monitor.field.reasonRequired') }]}
        >
          <Input.TextArea maxLength={REASON_MAX} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
      <ErrorAlert error={run.error} />
      {run.error instanceof Error && 'reason' in run.error && run.error.reason === 'CONFLICT' && (
        <Typography.Text type="danger">{run.error.message}</Typography.Text>
      )}
    </Modal>
  );
}
