import { App, Button, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { closeWindow } from '@/lib/close-window';

/**
 * A button that closes the browser tab (SPEC §2: the entry-mode prompt's close, the open variant's exit), and, where
 * the browser does not let the page close it, says how to close it instead (issue 42).
 */
export function CloseTabButton({ children, size }: { children: ReactNode; size?: ButtonProps['size'] }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const close = () =>
    closeWindow(() =>
      modal.info({ title: t('closeTab.title'), content: t('closeTab.content'), okText: t('closeTab.ok') }),
    );
  return (
    <Button size={size} onClick={close}>
      {children}
    </Button>
  );
}
