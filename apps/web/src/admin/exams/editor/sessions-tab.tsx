import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { References } from '@/api/admin/exams';
import { GroupSelect } from '../../shared/group-select';
import { TIME_PLACEHOLDER } from './basics-tab';
import { freeKey, SESSION_TIME_FIELDS } from './form-values';

/** Sessions: places, booking and cancel windows, location (issue 20 exam editor). */
export function SessionsTab({ references }: { references: References | undefined }) {
  const { t } = useTranslation('admin');
  const form = Form.useFormInstance();
  return (
    <Form.List name="sessions">
      {(fields, { add, remove }) => (
        <Row gutter={[16, 16]}>
          {fields.map((field, index) => (
            <Col span={24} key={field.key}>
              <Card
                size="small"
                title={t('editor.sessionTitle', { index: index + 1 })}
                extra={
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('editor.removeSession', { index: index + 1 })}
                    onClick={() => remove(field.name)}
                  />
                }
              >
                <Row gutter={16}>
                  <Col xs={24} md={8}>
                    <Form.Item
                      name={[field.name, 'key']}
                      label={t('editor.key')}
                      rules={[{ required: true }]}
                    >
                      <Input />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={8}>
                    <Form.Item
                      name={[field.name, 'sessionName']}
                      label={t('editor.sessionName')}
                      rules={[{ required: true }]}
                    >
                      <Input />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={8}>
                    <Form.Item name={[field.name, 'capacity']} label={t('editor.capacity')}>
                      <InputNumber min={0} />
                    </Form.Item>
                  </Col>
                  {SESSION_TIME_FIELDS.map((name) => (
                    <Col xs={24} md={12} key={name}>
                      <Form.Item name={[field.name, name]} label={t(`editor.session.${name}`)}>
                        <Input placeholder={TIME_PLACEHOLDER} allowClear />
                      </Form.Item>
                    </Col>
                  ))}
                  <Col xs={24} md={8}>
                    <Form.Item name={[field.name, 'settingTime']} label={t('editor.settingTime')}>
                      <InputNumber min={1} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={8}>
                    <Form.Item name={[field.name, 'locationCode']} label={t('editor.locationCode')}>
                      <Input />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={8}>
                    <Form.Item name={[field.name, 'locationName']} label={t('editor.locationName')}>
                      <Input />
                    </Form.Item>
                  </Col>
                  <Col span={24}>
                    <Form.Item name={[field.name, 'groups']} label={t('editor.sessionGroups')}>
                      <GroupSelect references={references} />
                    </Form.Item>
                  </Col>
                </Row>
              </Card>
            </Col>
          ))}
          <Col span={24}>
            <Button
              icon={<PlusOutlined />}
              onClick={() => {
                const taken = ((form.getFieldValue('sessions') ?? []) as { key?: string }[]).map(
                  (s) => s.key ?? '',
                );
                const key = freeKey(`session-${fields.length + 1}`, taken);
                add({ key, sessionName: key, beginTime: '', endTime: '', groups: [] });
              }}
            >
              {t('editor.addSession')}
            </Button>
          </Col>
        </Row>
      )}
    </Form.List>
  );
}
