import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A choice subject's options, and whether they keep their order when the paper shuffles options (issue 37): "all
 * of the above" must stay last.
 */
export function OptionList({ name }: { name: number }) {
  const { t } = useTranslation('admin');
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Form.List name={[name, 'options']}>
        {(fields, { add, remove }) => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {fields.map((field, at) => (
              <Space key={field.key} align="start" wrap>
                <Form.Item name={[field.name, 'key']} label={t('subject.optionKey')}>
                  <Input style={{ width: 64 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'content']} label={t('subject.optionContent')}>
                  <Input style={{ minWidth: 240 }} />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={t('subject.removeOption', { index: at + 1 })}
                  onClick={() => remove(field.name)}
                />
              </Space>
            ))}
            <Button
              icon={<PlusOutlined />}
              onClick={() =>
                add({ key: String.fromCharCode(65 + fields.length), content: '', contentType: 0 })
              }
            >
              {t('subject.addOption')}
            </Button>
          </Space>
        )}
      </Form.List>
      {/* Outside the list: a Form.Item inside it would be named under the options. */}
      <Form.Item
        name={[name, 'keepOptionOrder']}
        valuePropName="checked"
        extra={t('subject.keepOptionOrderHelp')}
        style={{ marginBottom: 0 }}
      >
        <Checkbox>{t('subject.keepOptionOrder')}</Checkbox>
      </Form.Item>
    </Space>
  );
}
