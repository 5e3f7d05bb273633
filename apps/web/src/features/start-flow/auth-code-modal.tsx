import { AUTH_CODE_LENGTH } from '@iexam/domain/constants';
import { ERROR_CODES } from '@iexam/domain/errors';
import { Alert, Flex, Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/client';
import { checkAuthCode, type StartTarget } from '@/api/exam-start';

export interface AuthCodeModalProps {
  open: boolean;
  target: StartTarget;
  /** The code was right: the flow goes on with it (startExam sends it again). */
  onVerified: (authCode: string) => void;
  onCancel: () => void;
}

/**
 * SPEC §4 start flow step 3, §5: the authorization code read out in the exam room. Next is enabled at exactly 6
 * characters (SPEC §9); the code can be shown or hidden. A wrong code shows the server's message, or 'incorrect
 * code' in the candidate's language when the server gave its default English text.
 */
export function AuthCodeModal({ open, target, onVerified, onCancel }: AuthCodeModalProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  useEffect(() => {
    if (!open) return;
    setCode('');
    setError(null);
  }, [open]);

  const onNext = async () => {
    setIsChecking(true);
    setError(null);
    try {
      const check = await checkAuthCode({ ...target, authCode: code });
      if (check.isRight) {
        onVerified(code);
        return;
      }
      const isDefaultText = !check.message || check.message === ERROR_CODES.AUTH_CODE_WRONG.message;
      setError(isDefaultText ? t('errors.attempt.authCodeWrong') : check.message);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 429)
        setError(t('startFlow.authCode.tooMany', { seconds: failure.retryAfterSeconds ?? 60 }));
      else setError(t('startFlow.authCode.failed'));
    } finally {
      setIsChecking(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('startFlow.authCode.title')}
      okText={t('startFlow.authCode.next')}
      cancelText={t('startFlow.authCode.cancel')}
      okButtonProps={{ disabled: code.length !== AUTH_CODE_LENGTH, loading: isChecking }}
      onOk={() => void onNext()}
      onCancel={onCancel}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Flex vertical gap="middle">
        <Typography.Text type="secondary">{t('startFlow.authCode.description')}</Typography.Text>
        <Input.Password
          aria-label={t('startFlow.authCode.label')}
          placeholder={t('startFlow.authCode.placeholder')}
          value={code}
          maxLength={AUTH_CODE_LENGTH}
          autoComplete="off"
          autoFocus
          size="large"
          onChange={(event) => setCode(event.target.value.trim())}
          onPressEnter={() => {
            if (code.length === AUTH_CODE_LENGTH && !isChecking) void onNext();
          }}
        />
        {error && <Alert type="error" showIcon title={error} />}
      </Flex>
    </Modal>
  );
}
