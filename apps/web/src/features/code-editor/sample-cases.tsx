import { Flex, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextBlock } from '@/components/text-block';

export interface SampleCase {
  input: string;
  expectedOutput: string;
}

/** A code question's sample cases, input beside expected output, each with its line breaks as written. */
export function SampleCases({ cases }: { cases: readonly SampleCase[] }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap="small" style={{ marginBottom: 12 }}>
      {cases.map((sample, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sample cases are fixed by the paper
        <Flex key={index} vertical gap={4}>
          <Typography.Text strong>{t('examContent.code.sample', { number: index + 1 })}</Typography.Text>
          <Flex wrap gap="small">
            <SampleText label={t('judge.input')} text={sample.input} />
            <SampleText label={t('judge.expectedOutput')} text={sample.expectedOutput} />
          </Flex>
        </Flex>
      ))}
    </Flex>
  );
}

function SampleText({ label, text }: { label: string; text: string }) {
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId} style={{ flex: '1 1 220px', minWidth: 0, margin: 0 }}>
      <figcaption id={captionId}>
        <Typography.Text type="secondary">{label}</Typography.Text>
      </figcaption>
      <TextBlock text={text} />
    </figure>
  );
}
