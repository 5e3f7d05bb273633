import {
  CheckCircleOutlined,
  CloudUploadOutlined,
  DownloadOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AutosaveSnapshot } from './autosave-engine';

/** Failed tries in a row after which the server counts as unreachable and the download is offered. */
export const FAILURES_BEFORE_DOWNLOAD = 3;

export type SaveState = 'saved' | 'saving' | 'unsaved' | 'stopped';

/** DESIGN §5: the page always shows "saved / saving / N unsaved (offline)". */
export function saveStateOf(snapshot: AutosaveSnapshot): SaveState {
  if (snapshot.stopReason) return 'stopped';
  if (snapshot.unsaved === 0) return 'saved';
  if (snapshot.isOffline || snapshot.failures > 0) return 'unsaved';
  return 'saving';
}

/** Whether to offer "download my answers": the server stays unreachable, refused them, or took the exam elsewhere. */
export function offersDownload(snapshot: AutosaveSnapshot): boolean {
  if (snapshot.stopReason) return snapshot.unsaved > 0 || snapshot.stopReason === 'takenOver';
  return snapshot.unsaved > 0 && (snapshot.isOffline || snapshot.failures >= FAILURES_BEFORE_DOWNLOAD);
}

export interface SaveStatusProps {
  snapshot: AutosaveSnapshot;
  onDownload: () => void;
}

/** The save state in words and an icon, read out politely when it changes. */
export function SaveStatus({ snapshot, onDownload }: SaveStatusProps) {
  const { t } = useTranslation();
  const state = saveStateOf(snapshot);
  const text = {
    saved: t('examContent.save.saved'),
    saving: t('examContent.save.saving'),
    unsaved: snapshot.isOffline
      ? t('examContent.save.unsavedOffline', { count: snapshot.unsaved })
      : t('examContent.save.unsavedRetrying', { count: snapshot.unsaved }),
    stopped: t('examContent.save.unsaved', { count: snapshot.unsaved }),
  }[state];
  const icon = {
    saved: <CheckCircleOutlined aria-hidden />,
    saving: <CloudUploadOutlined aria-hidden />,
    unsaved: <WarningOutlined aria-hidden />,
    stopped: <WarningOutlined aria-hidden />,
  }[state];
  return (
    <Flex align="center" gap="small" wrap>
      <Typography.Text
        role="status"
        data-testid="save-status"
        data-state={state}
        type={state === 'unsaved' || state === 'stopped' ? 'warning' : 'secondary'}
      >
        {icon} {text}
      </Typography.Text>
      {offersDownload(snapshot) && (
        <Button size="small" icon={<DownloadOutlined aria-hidden />} onClick={onDownload}>
          {t('examContent.save.download')}
        </Button>
      )}
    </Flex>
  );
}
