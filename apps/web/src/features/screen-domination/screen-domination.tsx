import { FullscreenOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const isFullscreen = () => document.fullscreenElement !== null && document.fullscreenElement !== undefined;

async function enterFullscreen(): Promise<boolean> {
  if (isFullscreen()) return true;
  try {
    await document.documentElement.requestFullscreen();
    return true;
  } catch {
    return false;
  }
}

export interface ScreenDominationProps {
  /** enableScreenDomination is 1 and the attempt is running. */
  isEnabled: boolean;
}

/**
 * enableScreenDomination 1: the page asks for full screen on the candidate's first gesture (browsers allow it only
 * then). When the browser refuses, or the candidate leaves full screen, a prompt with a button asks again.
 */
export function ScreenDomination({ isEnabled }: ScreenDominationProps) {
  const { t } = useTranslation();
  const [isPromptShown, setIsPromptShown] = useState(false);

  useEffect(() => {
    if (!isEnabled) return;
    let hasTried = false;
    const onFirstGesture = () => {
      if (hasTried) return;
      hasTried = true;
      void enterFullscreen().then((isEntered) => setIsPromptShown(!isEntered));
    };
    const onChange = () => setIsPromptShown(!isFullscreen());
    document.addEventListener('pointerdown', onFirstGesture, { capture: true });
    document.addEventListener('keydown', onFirstGesture, { capture: true });
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('pointerdown', onFirstGesture, { capture: true });
      document.removeEventListener('keydown', onFirstGesture, { capture: true });
      document.removeEventListener('fullscreenchange', onChange);
    };
  }, [isEnabled]);

  if (!isEnabled || !isPromptShown) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={t('examContent.fullscreen.prompt')}
      action={
        <Button
          size="small"
          icon={<FullscreenOutlined aria-hidden />}
          onClick={() => void enterFullscreen().then((isEntered) => setIsPromptShown(!isEntered))}
        >
          {t('examContent.fullscreen.enter')}
        </Button>
      }
    />
  );
}
