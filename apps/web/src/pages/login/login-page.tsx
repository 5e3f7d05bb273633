import { KeyOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, type FormInstance, Input, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { type LoginBody, login } from '@/api/accounts';
import { errorMessageKey, isApiError } from '@/api/client';
import { LanguageSwitcher } from '@/features/language-switcher/language-switcher';
import { LoginChallengeProgress } from '@/features/login-challenge/login-challenge-progress';
import { solveLoginChallenge } from '@/features/login-challenge/solve-login-challenge';
import { useDocumentTitle } from '@/lib/document-title';
import { sanitizeRedirect, schoolIdFromPath } from './redirect';
import './login-page.css';

interface LoginFormValues {
  schoolId?: string;
  userName: string;
  password?: string;
  oneTimeCode?: string;
}

const FORM_FIELDS: readonly string[] = ['schoolId', 'userName', 'password', 'oneTimeCode'];

// The server names the offending fields; mark them so the candidate sees where to look.
function markInvalidFields(form: FormInstance<LoginFormValues>, error: unknown, t: TFunction): void {
  if (!isApiError(error, 'VALIDATION_FAILED')) return;
  const names = new Set([...(error.issues ?? []).map((issue) => issue.path), error.field]);
  form.setFields(
    FORM_FIELDS.filter((name) => names.has(name)).map((name) => ({
      name: name as keyof LoginFormValues,
      errors: [t('errors.validationFailed')],
    })),
  );
}

/** The school's or this address's budget of wrong logins is spent, and the server offers a proof of work instead. */
const isChallengeOffered = (error: unknown) =>
  isApiError(error, 'TOO_MANY_REQUESTS') && error.data.challengeRequired === true;

/** SPEC §2 /login/index: logs in and returns to `redirect` (a path on this site) or the school's portal. */
export function LoginPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<LoginFormValues>();
  useDocumentTitle(t('login.title'));

  const redirect = sanitizeRedirect(searchParams.get('redirect'));
  const presetSchoolId = schoolIdFromPath(redirect) ?? (searchParams.get('schoolId')?.trim() || undefined);

  // While a proof of work is being solved: how far the search has come (0 to 1).
  const [challengeProgress, setChallengeProgress] = useState<number>();
  // Staff given a one-time code by their exam admin type it instead of the password (issue 35).
  const [isCodeMode, setIsCodeMode] = useState(false);

  const mutation = useMutation({
    mutationFn: async (body: LoginBody) => {
      try {
        return await login(body);
      } catch (error) {
        // Someone spent the budget with wrong guesses (issue 35): a person gets through by solving the challenge.
        if (!isChallengeOffered(error)) throw error;
        setChallengeProgress(0);
        try {
          const proofOfWork = await solveLoginChallenge(body.schoolId, setChallengeProgress);
          return await login({ ...body, proofOfWork });
        } finally {
          setChallengeProgress(undefined);
        }
      }
    },
    onSuccess: async (_result, body) => {
      // Whatever was cached belonged to the previous visitor (or was a 401); the new user starts clean.
      queryClient.clear();
      await navigate(redirect ?? `/portal/${encodeURIComponent(body.schoolId)}`, { replace: true });
    },
    onError: (error) => markInvalidFields(form, error, t),
  });

  const onFinish = (values: LoginFormValues) => {
    mutation.mutate({
      schoolId: presetSchoolId ?? values.schoolId?.trim() ?? '',
      userName: values.userName.trim(),
      ...(isCodeMode ? { oneTimeCode: values.oneTimeCode?.trim() } : { password: values.password }),
    });
  };
  const switchMode = () => {
    setIsCodeMode(!isCodeMode);
    mutation.reset();
    form.setFields([
      { name: 'password', value: undefined, errors: [] },
      { name: 'oneTimeCode', value: undefined, errors: [] },
    ]);
  };

  return (
    <Flex
      component="main"
      vertical
      align="center"
      justify="center"
      style={{ minHeight: '100vh', padding: 16 }}
    >
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <Flex justify="space-between" align="center" style={{ marginBottom: 24 }}>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
            {t('login.title')}
          </Typography.Title>
          <LanguageSwitcher />
        </Flex>
        {challengeProgress !== undefined && <LoginChallengeProgress fraction={challengeProgress} />}
        {mutation.isError && (
          <Alert
            type="error"
            showIcon
            title={t(errorMessageKey(mutation.error))}
            style={{ marginBottom: 16 }}
          />
        )}
        <Form<LoginFormValues>
          form={form}
          className="login-form"
          layout="vertical"
          onFinish={onFinish}
          disabled={mutation.isPending}
        >
          {!presetSchoolId && (
            <Form.Item
              name="schoolId"
              label={t('login.schoolId')}
              rules={[{ required: true, whitespace: true, message: t('login.schoolIdRequired') }]}
            >
              <Input autoComplete="organization" />
            </Form.Item>
          )}
          <Form.Item
            name="userName"
            label={t('login.userName')}
            rules={[{ required: true, whitespace: true, message: t('login.userNameRequired') }]}
          >
            <Input prefix={<UserOutlined aria-hidden />} autoComplete="username" />
          </Form.Item>
          {isCodeMode ? (
            <Form.Item
              name="oneTimeCode"
              label={t('login.oneTimeCode')}
              extra={t('login.oneTimeCodeHint')}
              rules={[{ required: true, whitespace: true, message: t('login.oneTimeCodeRequired') }]}
            >
              <Input
                prefix={<KeyOutlined aria-hidden />}
                autoComplete="one-time-code"
                autoCapitalize="characters"
                spellCheck={false}
              />
            </Form.Item>
          ) : (
            <Form.Item
              name="password"
              label={t('login.password')}
              rules={[{ required: true, message: t('login.passwordRequired') }]}
            >
              <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="current-password" />
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" block loading={mutation.isPending}>
            {t('login.submit')}
          </Button>
        </Form>
        <Button type="link" block onClick={switchMode} style={{ marginTop: 8, whiteSpace: 'normal' }}>
          {isCodeMode ? t('login.usePassword') : t('login.useOneTimeCode')}
        </Button>
      </Card>
    </Flex>
  );
}
