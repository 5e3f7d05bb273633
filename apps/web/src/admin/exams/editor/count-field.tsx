import { MAX_LINKS_PER_REQUEST } from '@iexam/domain/constants';
import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';

/** "How many" codes or links to make at once: 1 to what the server takes in one request. */
export function CountField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: number;
  onChange: (count: number) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Form.Item label={t('links.count')} htmlFor={id} style={{ margin: 0 }}>
      <InputNumber
        id={id}
        min={1}
        max={MAX_LINKS_PER_REQUEST}
        value={value}
        onChange={(v) => onChange(v ?? 1)}
      />
    </Form.Item>
  );
}
