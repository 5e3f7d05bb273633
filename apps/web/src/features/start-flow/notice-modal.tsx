import { NOTICE_COUNTDOWN_SECONDS } from '@iexam/domain/constants';
import { App, Checkbox, Flex, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeText } from '@/components/sanitized-html';

export interface NoticeModalProps {
  open: boolean;
  /** The exam's notice (isExamNotice 1); empty shows the platform's own exam rules (docs/decisions/0014). */
  examNotice: string;
  allowedSwitchScreenTimes: number;
  isCompulsoryHandIn: number;
  onOk: () => void;
  onCancel: () => void;
}

function GenericRules({ count, isHandIn }: { count: number; isHandIn: boolean }) {
  const { t } = useTranslation();
  return (
    <ol style={{ paddingInlineStart: 20, margin: 0 }}>
      <li>{t('startFlow.notice.generic.independent')}</li>
      {count >= 0 && (
        <li>
          {/* One message per case: each language joins its own sentences (issue 17: "exam.Beyond"). */}
          {t(
            isHandIn
              ? 'startFlow.notice.generic.switchScreenWithHandIn'
              : 'startFlow.notice.generic.switchScreen',
            { count },
          )}
        </li>
      )}
      <li>{t('startFlow.notice.generic.deadline')}</li>
      <li>{t('startFlow.notice.generic.network')}</li>
    </ol>
  );
}

/** The 15-second countdown, running while the modal is open and starting again each time it opens. */
function useNoticeCountdown(open: boolean): number {
  const [seconds, setSeconds] = useState(NOTICE_COUNTDOWN_SECONDS);
  useEffect(() => {
    if (!open) return;
    setSeconds(NOTICE_COUNTDOWN_SECONDS);
    const timer = window.setInterval(() => setSeconds((left) => Math.max(0, left - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [open]);
  return seconds;
}

/**
 * SPEC §4 start flow step 2 and §5: the exam notice with a 15-second countdown (SPEC §9) and a must-read checkbox.
 * OK before both are satisfied only warns 'not read'.
 */
export function NoticeModal(props: NoticeModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [isRead, setIsRead] = useState(false);
  const seconds = useNoticeCountdown(props.open);
  useEffect(() => {
    if (props.open) setIsRead(false);
  }, [props.open]);

  const onOk = () => {
    if (!isRead || seconds > 0) {
      void message.warning(t('startFlow.notice.notRead'));
      return;
    }
    props.onOk();
  };

  const content = props.examNotice.trim() ? (
    <NoticeText text={props.examNotice} />
  ) : (
    <GenericRules count={props.allowedSwitchScreenTimes} isHandIn={props.isCompulsoryHandIn === 1} />
  );

  return (
    <Modal
      open={props.open}
      title={t('startFlow.notice.title')}
      onOk={onOk}
      onCancel={props.onCancel}
      okText={seconds > 0 ? t('startFlow.notice.okCounting', { seconds }) : t('startFlow.notice.ok')}
      cancelText={t('startFlow.notice.cancel')}
      // The candidate may click OK early: it says what is missing instead of doing nothing.
      okButtonProps={{ 'aria-disabled': !isRead || seconds > 0 }}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Flex vertical gap="middle">
        <div style={{ maxHeight: '50vh', overflowY: 'auto' }}>{content}</div>
        {seconds > 0 && (
          <Typography.Text type="secondary" role="timer">
            {t('startFlow.notice.countdown', { seconds })}
          </Typography.Text>
        )}
        <Checkbox checked={isRead} onChange={(event) => setIsRead(event.target.checked)}>
          {t('startFlow.notice.read')}
        </Checkbox>
      </Flex>
    </Modal>
  );
}
