import {
  type EntryMode,
  type EntryTarget,
  entryModeUrl,
  initialEntryMode,
  showsEntryModeTabs,
} from '@iexam/domain/exam-info';
import { Alert, App, Card, Flex, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { CloseTabButton } from '@/components/close-tab-button';

export interface EntryModePromptProps {
  schoolId: string;
  exam: { isAllowNologin: string | number; examType: number };
  isOpenMode: boolean;
  target: EntryTarget;
  /** Only switches the layout: a full-width card instead of a bar (SPEC §2). */
  isFullContent?: boolean;
  /** Loads another address; the browser's own navigation unless a test watches it. */
  assignLocation?: (url: string) => void;
}

const CONFIRM_KEYS = {
  account: 'entryMode.confirmAccount',
  loginFree: 'entryMode.confirmLoginFree',
} as const;

/**
 * SPEC §2 entry-mode prompt: the notice that the exam cannot be submitted from this view, a close button, and,
 * where the domain allows it, the account / login-free tabs. Each switch asks first (two wordings); cancel
 * changes nothing; OK loads the other variant of the page.
 */
export function EntryModePrompt({
  schoolId,
  exam,
  isOpenMode,
  target,
  isFullContent = false,
  assignLocation = (url) => window.location.assign(url),
}: EntryModePromptProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const current = initialEntryMode(isOpenMode);

  const onChange = (key: string) => {
    const mode = key as EntryMode;
    if (mode === current) return;
    modal.confirm({
      title: t(CONFIRM_KEYS[mode]),
      okText: t('entryMode.ok'),
      cancelText: t('entryMode.cancel'),
      onOk: () => assignLocation(entryModeUrl(schoolId, mode, target)),
    });
  };

  const tabs = showsEntryModeTabs(exam, isOpenMode) ? (
    <Tabs
      aria-label={t('entryMode.label')}
      activeKey={current}
      onChange={onChange}
      items={[
        { key: 'account', label: t('entryMode.account') },
        { key: 'loginFree', label: t('entryMode.loginFree') },
      ]}
      size="small"
      tabBarStyle={{ marginBottom: 0 }}
    />
  ) : null;

  const notice = (
    <Alert
      type="info"
      showIcon
      title={t('entryMode.notice')}
      action={<CloseTabButton size="small">{t('entryMode.close')}</CloseTabButton>}
    />
  );

  if (isFullContent) {
    return (
      <Card data-layout="full">
        <Flex vertical gap="middle">
          {notice}
          {tabs}
        </Flex>
      </Card>
    );
  }
  return (
    <Card size="small" data-layout="compact" styles={{ body: { paddingBlock: 8 } }}>
      <Flex vertical gap={4}>
        {notice}
        {tabs}
      </Flex>
    </Card>
  );
}
