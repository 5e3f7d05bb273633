import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, InputNumber, Radio, Row, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { References } from '@/api/admin/exams';
import { FlagSwitch } from '../../shared/flag-switch';
import { GroupSelect } from '../../shared/group-select';

export const TIME_PLACEHOLDER = '2026-12-01T09:00:00+08:00';

const half = { xs: 24, md: 12 };

/** Basics: everything the information page shows of an exam (issue 20 exam editor). */
export function BasicsTab({ isNew, references }: { isNew: boolean; references: References | undefined }) {
  const { t } = useTranslation('admin');
  const isPublic = Form.useWatch('isPublic');
  const authCodeFlag = Form.useWatch('authCodeFlag');
  const isExamNotice = Form.useWatch('isExamNotice');
  const isCommitmentLetter = Form.useWatch('isCommitmentLetter');
  return (
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item
          name="key"
          label={t('editor.key')}
          extra={t('editor.keyHelp')}
          rules={[{ required: true }]}
        >
          <Input disabled={!isNew} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="examName" label={t('editor.examName')} rules={[{ required: true }]}>
          <Input />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="beginTime" label={t('editor.beginTime')} extra={t('editor.timeHelp')}>
          <Input placeholder={TIME_PLACEHOLDER} allowClear />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="endTime" label={t('editor.endTime')} extra={t('editor.timeHelp')}>
          <Input placeholder={TIME_PLACEHOLDER} allowClear />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="timezoneHours" label={t('editor.timezoneHours')} extra={t('editor.timezoneHelp')}>
          <InputNumber min={-12} max={14} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="examSettingTime" label={t('editor.examSettingTime')} rules={[{ required: true }]}>
          <InputNumber min={1} max={1440} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="organizeForm" label={t('editor.organizeForm')}>
          <Radio.Group
            options={[
              { value: 1, label: t('editor.organizeCommon') },
              { value: 2, label: t('editor.organizeSessions') },
            ]}
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Space wrap>
          <Form.Item name="paperScore" label={t('editor.paperScore')}>
            <InputNumber min={1} />
          </Form.Item>
          <Form.Item name="passScore" label={t('editor.passScore')}>
            <InputNumber min={0} />
          </Form.Item>
        </Space>
      </Col>
      <Col span={24}>
        <Form.Item label={t('editor.examRuleList')} extra={t('editor.examRuleHelp')}>
          <Form.List name="examRuleList">
            {(fields, { add, remove }) => (
              <Space orientation="vertical">
                {fields.map((field) => (
                  <Space key={field.key} wrap>
                    <Form.Item name={[field.name, 'ruleType']} label={t('editor.ruleType')} noStyle={false}>
                      <Select
                        style={{ width: 140 }}
                        options={[1, 2, 3, 4, 5, 6].map((value) => ({
                          value,
                          label: t(`editor.ruleTypes.${value as 1 | 2 | 3 | 4 | 5 | 6}`),
                        }))}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'ruleValue']} label={t('editor.ruleValue')}>
                      <InputNumber min={1} />
                    </Form.Item>
                    <Button
                      icon={<DeleteOutlined />}
                      aria-label={t('common.remove')}
                      onClick={() => remove(field.name)}
                    />
                  </Space>
                ))}
                <Button icon={<PlusOutlined />} onClick={() => add({ ruleType: 1, ruleValue: 1 })}>
                  {t('editor.addRule')}
                </Button>
              </Space>
            )}
          </Form.List>
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="allowedSwitchScreenTimes"
          label={t('editor.allowedSwitchScreenTimes')}
          extra={t('editor.switchHelp')}
        >
          <InputNumber min={-1} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="isCompulsoryHandIn" label={t('editor.isCompulsoryHandIn')}>
          <FlagSwitch />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="isExamNotice" label={t('editor.isExamNotice')}>
          <FlagSwitch />
        </Form.Item>
        {isExamNotice === 1 ? (
          <Form.Item name="examNotice" label={t('editor.examNotice')}>
            <Input.TextArea rows={3} />
          </Form.Item>
        ) : null}
      </Col>
      <Col {...half}>
        <Form.Item name="isCommitmentLetter" label={t('editor.isCommitmentLetter')}>
          <FlagSwitch />
        </Form.Item>
        {isCommitmentLetter === 1 ? (
          <Form.Item name="examCommitmentLetter" label={t('editor.examCommitmentLetter')}>
            <Input.TextArea rows={3} />
          </Form.Item>
        ) : null}
      </Col>
      <Col {...half}>
        <Form.Item name="authCodeFlag" label={t('editor.authCodeFlag')}>
          <FlagSwitch />
        </Form.Item>
        {authCodeFlag === 1 ? (
          <Form.Item name="authCode" label={t('editor.authCode')} extra={t('editor.authCodeHelp')}>
            <Input maxLength={6} />
          </Form.Item>
        ) : null}
      </Col>
      <Col {...half}>
        <Form.Item name="isAllowWatermark" label={t('editor.isAllowWatermark')}>
          <FlagSwitch />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="clientType" label={t('editor.clientType')}>
          <Select
            options={[0, 1, 2, 3].map((value) => ({
              value,
              label: t(`editor.clientTypes.${value as 0 | 1 | 2 | 3}`),
            }))}
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="isAllowNologin" label={t('editor.isAllowNologin')} extra={t('editor.nologinHelp')}>
          <Select
            options={[
              { value: '', label: t('editor.nologinOff') },
              { value: '1', label: t('editor.nologinOn') },
            ]}
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="examResultFlag"
          label={t('editor.examResultFlag')}
          extra={t('editor.resultFlagHelp')}
        >
          <Select
            options={[0, 1, 2, 3].map((value) => ({
              value,
              label: t(`editor.resultFlags.${value as 0 | 1 | 2 | 3}`),
            }))}
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="reviewPolicy" label={t('editor.reviewPolicy')}>
          <Select
            options={(['never', 'after_submit', 'after_exam_end'] as const).map((value) => ({
              value,
              label: t(`editor.reviewPolicies.${value}`),
            }))}
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="examAppointment" label={t('editor.examAppointment')}>
          <FlagSwitch />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="isPublic" label={t('editor.isPublic')}>
          <Select
            options={[1, 0, 2].map((value) => ({
              value,
              label: t(`editor.publicModes.${value as 0 | 1 | 2}`),
            }))}
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="groups" label={t('editor.groups')} hidden={isPublic !== 0}>
          <GroupSelect references={references} />
        </Form.Item>
      </Col>
    </Row>
  );
}
