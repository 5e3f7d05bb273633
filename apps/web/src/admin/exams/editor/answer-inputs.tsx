import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A fill-in subject's accepted answers: one row per blank, its accepted spellings separated by `|`
 * (`3|三` accepts both).
 */
export function BlanksInput({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: string[][];
  onChange?: (value: string[][]) => void;
}) {
  const { t } = useTranslation('admin');
  const blanks = Array.isArray(value) ? value : [];
  const set = (next: string[][]) => onChange?.(next);
  return (
    <Flex vertical gap={8} id={id}>
      {blanks.map((answers, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a blank is its position
        <Flex key={index} gap={8} align="center">
          <Input
            aria-label={t('subject.blank', { index: index + 1 })}
            addonBefore={t('subject.blank', { index: index + 1 })}
            value={answers.join('|')}
            onChange={(event) =>
              set(blanks.map((old, at) => (at === index ? event.target.value.split('|') : old)))
            }
          />
          <Button
            icon={<DeleteOutlined />}
            aria-label={t('subject.removeBlank', { index: index + 1 })}
            onClick={() => set(blanks.filter((_old, at) => at !== index))}
          />
        </Flex>
      ))}
      <Button icon={<PlusOutlined />} onClick={() => set([...blanks, ['']])} style={{ alignSelf: 'start' }}>
        {t('subject.addBlank')}
      </Button>
    </Flex>
  );
}
