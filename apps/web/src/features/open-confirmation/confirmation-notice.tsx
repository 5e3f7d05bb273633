import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeText } from '@/components/sanitized-html';

export interface ConfirmationNoticeProps {
  examName: string;
  schoolName: string;
  /** The exam's notice from exam staff: HTML (sanitised here) or plain text; may be empty. */
  notice: string;
  isSending: boolean;
  error: string | null;
  onAccept: () => void;
  onReject: (rejectCause: string) => void;
}

const MAX_CAUSE_LENGTH = 500;
/** The school's notice with 'I take part' and 'I do not take part' (the second asks for a cause first). */
export function ConfirmationNotice(props: ConfirmationNoticeProps) {
  const { t } = useTranslation();
  const [isRejecting, setIsRejecting] = useState(false);
  const school = props.schoolName || t('openLink.confirm.theSchool');
  const hasNotice = props.notice.trim() !== '';
  return (
    <Card title={t('openLink.confirm.title')}>
      <Flex vertical gap="middle" style={{ maxWidth: 720 }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
          {props.examName}
        </Typography.Title>
        <Typography.Text>
          {t(hasNotice ? 'openLink.confirm.intro' : 'openLink.confirm.introWithoutNotice', {
            schoolName: school,
          })}
        </Typography.Text>
        {hasNotice && (
          <Card size="small" type="inner" title={t('openLink.confirm.noticeTitle')}>
            <NoticeText text={props.notice} />
          </Card>
        )}
        {props.error && <Alert type="error" showIcon title={props.error} role="alert" />}
        {isRejecting ? (
          <Form<{ rejectCause: string }>
            layout="vertical"
            requiredMark={false}
            onFinish={({ rejectCause }) => props.onReject(rejectCause.trim())}
          >
            <Form.Item
              name="rejectCause"
              label={t('openLink.confirm.causeLabel')}
              rules={[{ required: true, whitespace: true, message: t('openLink.confirm.causeRequired') }]}
            >
              <Input.TextArea rows={3} maxLength={MAX_CAUSE_LENGTH} showCount />
            </Form.Item>
            <Flex gap="middle">
              <Button danger type="primary" htmlType="submit" loading={props.isSending}>
                {t('openLink.confirm.sendReject')}
              </Button>
              <Button onClick={() => setIsRejecting(false)}>{t('openLink.confirm.back')}</Button>
            </Flex>
          </Form>
        ) : (
          <Flex gap="middle" wrap>
            <Button type="primary" loading={props.isSending} onClick={props.onAccept}>
              {t('openLink.confirm.accept')}
            </Button>
            <Button onClick={() => setIsRejecting(true)}>{t('openLink.confirm.reject')}</Button>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
