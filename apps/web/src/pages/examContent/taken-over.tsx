import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageResult } from '@/components/page-result';

export interface TakenOverProps {
  unsaved: number;
  downloadButton: ReactNode;
}

/**
 * 409 6103: another tab or device took the attempt over. This tab's unsaved answers stay in its queue: they can be
 * downloaded, or sent by continuing here (loading the page takes the attempt back).
 */
export function TakenOver({ unsaved, downloadButton }: TakenOverProps) {
  const { t } = useTranslation();
  return (
    <PageResult
      status="warning"
      title={t('examContent.takenOver.title')}
      subTitle={
        unsaved > 0
          ? t('examContent.takenOver.unsaved', { count: unsaved })
          : t('examContent.takenOver.saved')
      }
      extra={
        <Flex gap="middle" justify="center" wrap>
          {downloadButton}
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('examContent.takenOver.continueHere')}
          </Button>
        </Flex>
      }
    />
  );
}
