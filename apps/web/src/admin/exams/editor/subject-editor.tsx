import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { expectedOutputProblem } from '@iexam/domain/exam-definition';
import { DEFAULT_OUTPUT_LIMIT_KB, MAX_OUTPUT_LIMIT_KB } from '@iexam/domain/judge';
import { defaultScoringRule, PARTIAL_SCORING_TYPES, SCORING_RULES } from '@iexam/domain/subjects';
import {
  Button,
  Card,
  Checkbox,
  Col,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Space,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import type { References } from '@/api/admin/exams';
import { ContentViewer } from '@/features/content-viewer/content-viewer';
import { BlanksInput } from './answer-inputs';
import { ContentInsert } from './content-insert';
import { OptionList } from './option-list';

export const SUBJECT_TYPE_VALUES = [1, 2, 3, 4, 5, 6] as const;
type SubjectTypeValue = (typeof SUBJECT_TYPE_VALUES)[number];

interface SubjectEditorProps {
  /** The subject's name inside the paper's subjects list. */
  name: number;
  /** Its full path in the form, for watching its fields. */
  path: (string | number)[];
  index: number;
  count: number;
  references: References | undefined;
  schoolId: string;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}

/** One subject of a paper: its text with a live preview in the candidates' own viewer, and what its type needs. */
export function SubjectEditor({
  name,
  path,
  index,
  count,
  references,
  schoolId,
  move,
  remove,
}: SubjectEditorProps) {
  const { t } = useTranslation('admin');
  const form = Form.useFormInstance();
  const subjectType = Form.useWatch([...path, 'subjectType']) as SubjectTypeValue | undefined;
  const title = (Form.useWatch([...path, 'subjectTitle']) as string | undefined) ?? '';
  const contentType = (Form.useWatch([...path, 'subjectTitleContentType']) as number | undefined) ?? 0;
  const options = (Form.useWatch([...path, 'options']) as { key?: string }[] | undefined) ?? [];
  const optionKeys = options.map((option) => option?.key).filter((key): key is string => Boolean(key));
  const number = index + 1;
  const hasOptions = subjectType === 1 || subjectType === 2;

  return (
    <Card
      size="small"
      title={t('subject.title', { index: number, type: t(`subject.types.${subjectType ?? 1}`) })}
      extra={
        <Space>
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            disabled={index === 0}
            aria-label={t('subject.moveUp', { index: number })}
            onClick={() => move(index, index - 1)}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            disabled={index === count - 1}
            aria-label={t('subject.moveDown', { index: number })}
            onClick={() => move(index, index + 1)}
          />
          <Button
            size="small"
            icon={<DeleteOutlined />}
            aria-label={t('subject.remove', { index: number })}
            onClick={() => remove(index)}
          />
        </Space>
      }
    >
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name={[name, 'key']} label={t('editor.key')} rules={[{ required: true }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={[name, 'subjectType']} label={t('subject.type')}>
            <Select
              options={SUBJECT_TYPE_VALUES.map((value) => ({ value, label: t(`subject.types.${value}`) }))}
              // Another type scores by its own default (a fill-in blank by blank), shown below before it is saved.
              onChange={(value: SubjectTypeValue) =>
                form.setFieldValue([...path, 'scoringRule'], defaultScoringRule(value))
              }
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={[name, 'score']} label={t('subject.score')} rules={[{ required: true }]}>
            <InputNumber min={0} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name={[name, 'subjectTitleContentType']} label={t('subject.contentType')}>
            <Radio.Group
              options={[0, 1, 2].map((value) => ({
                value,
                label: t(`subject.contentTypes.${value as 0 | 1 | 2}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item name={[name, 'subjectTitle']} label={t('subject.text')} rules={[{ required: true }]}>
            <Input.TextArea rows={5} />
          </Form.Item>
          <ContentInsert
            schoolId={schoolId}
            contentPath={[...path, 'subjectTitle']}
            typePath={[...path, 'subjectTitleContentType']}
            videos={references?.videos ?? []}
            label={t('subject.title', { index: number, type: t(`subject.types.${subjectType ?? 1}`) })}
          />
        </Col>
        <Col xs={24} lg={12}>
          <Typography.Text type="secondary">{t('subject.preview')}</Typography.Text>
          <section
            aria-label={t('subject.previewOf', { index: number })}
            style={{ border: '1px dashed #d9d9d9', padding: 8, minHeight: 80, borderRadius: 6 }}
          >
            <ContentViewer value={title} contentType={contentType} />
          </section>
        </Col>
        {hasOptions ? (
          <Col span={24}>
            <OptionList name={name} />
          </Col>
        ) : null}
        <Col span={24}>
          <CorrectAnswer name={name} subjectType={subjectType} optionKeys={optionKeys} />
        </Col>
        {subjectType !== undefined && PARTIAL_SCORING_TYPES.includes(subjectType) ? (
          <Col xs={24} md={12}>
            <Form.Item
              name={[name, 'scoringRule']}
              label={t('subject.scoringRule')}
              extra={t(`subject.partialHelp.${subjectType as 2 | 4 | 5}`)}
            >
              <Select
                options={SCORING_RULES.map((value) => ({
                  value,
                  label: t(`subject.scoringRules.${value}`),
                }))}
              />
            </Form.Item>
          </Col>
        ) : null}
        {subjectType === 5 ? <CodeFields name={name} path={path} /> : null}
        <Col xs={24} md={12}>
          <Form.Item name={[name, 'knowledgePoints']} label={t('subject.knowledgePoints')}>
            <Select
              mode="multiple"
              options={(references?.knowledgePoints ?? []).map((point) => ({
                value: point.key,
                label: point.name,
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <AbilityFields name={name} references={references} />
        </Col>
        <Col span={24}>
          <Form.Item name={[name, 'explanation']} label={t('subject.explanation')}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}

function CorrectAnswer({
  name,
  subjectType,
  optionKeys,
}: {
  name: number;
  subjectType: SubjectTypeValue | undefined;
  optionKeys: string[];
}) {
  const { t } = useTranslation('admin');
  const label = t('subject.correctAnswer');
  const field = [name, 'correctAnswer'];
  const choices = optionKeys.map((key) => ({ value: key, label: key }));
  switch (subjectType) {
    case 1:
      return (
        <Form.Item name={field} label={label}>
          <Select options={choices} />
        </Form.Item>
      );
    case 2:
      return (
        <Form.Item name={field} label={label}>
          <Select mode="multiple" options={choices} />
        </Form.Item>
      );
    case 3:
      return (
        <Form.Item name={field} label={label}>
          <Radio.Group
            options={[
              { value: true, label: t('subject.true') },
              { value: false, label: t('subject.false') },
            ]}
          />
        </Form.Item>
      );
    case 4:
      return (
        <Form.Item name={field} label={label} extra={t('subject.blanksHelp')}>
          <BlanksInput />
        </Form.Item>
      );
    case 6:
      return (
        <Form.Item name={field} label={t('subject.referenceAnswer')}>
          <Input.TextArea rows={3} />
        </Form.Item>
      );
    default:
      return null;
  }
}

/** A code subject's languages, limits and cases; a case longer than the output limit is refused at its field. */
function CodeFields({ name, path }: { name: number; path: (string | number)[] }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Col xs={24} md={8}>
        <Form.Item name={[name, 'codeLanguages']} label={t('subject.codeLanguages')}>
          <Select
            mode="multiple"
            options={['javascript', 'python'].map((value) => ({ value, label: value }))}
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={4}>
        <Form.Item name={[name, 'timeLimitMs']} label={t('subject.timeLimitMs')}>
          <InputNumber min={1} max={60000} />
        </Form.Item>
      </Col>
      <Col xs={12} md={4}>
        <Form.Item name={[name, 'memoryLimitMb']} label={t('subject.memoryLimitMb')}>
          <InputNumber min={1} max={1024} />
        </Form.Item>
      </Col>
      <Col xs={12} md={8}>
        <Form.Item
          name={[name, 'outputLimitKb']}
          label={t('subject.outputLimitKb')}
          extra={t('subject.outputLimitHelp', { default: DEFAULT_OUTPUT_LIMIT_KB })}
        >
          <InputNumber min={1} max={MAX_OUTPUT_LIMIT_KB} placeholder={String(DEFAULT_OUTPUT_LIMIT_KB)} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.List name={[name, 'cases']}>
          {(fields, { add, remove }) => (
            <Space orientation="vertical" style={{ width: '100%' }}>
              {fields.map((field, at) => (
                <Space key={field.key} align="start" wrap>
                  <Form.Item name={[field.name, 'input']} label={t('subject.caseInput', { index: at + 1 })}>
                    <Input.TextArea rows={2} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'expectedOutput']}
                    label={t('subject.caseOutput', { index: at + 1 })}
                    dependencies={[[...path, 'outputLimitKb']]}
                    rules={[
                      ({ getFieldValue }) => ({
                        validator: (_, value: unknown) =>
                          typeof value === 'string' &&
                          expectedOutputProblem(value, getFieldValue([...path, 'outputLimitKb']) ?? undefined)
                            ? Promise.reject(new Error(t('subject.caseOutputOverLimit')))
                            : Promise.resolve(),
                      }),
                    ]}
                  >
                    <Input.TextArea rows={2} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'isSample']}
                    label={t('subject.caseSample')}
                    valuePropName="checked"
                  >
                    <Checkbox />
                  </Form.Item>
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('subject.removeCase', { index: at + 1 })}
                    onClick={() => remove(field.name)}
                  />
                </Space>
              ))}
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ input: '', expectedOutput: '', isSample: false })}
              >
                {t('subject.addCase')}
              </Button>
            </Space>
          )}
        </Form.List>
      </Col>
    </>
  );
}

function AbilityFields({ name, references }: { name: number; references: References | undefined }) {
  const { t } = useTranslation('admin');
  return (
    <Form.List name={[name, 'abilities']}>
      {(fields, { add, remove }) => (
        <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
          <legend style={{ fontSize: 14, marginBottom: 8 }}>{t('subject.abilities')}</legend>
          {fields.map((field, at) => (
            <Space key={field.key} align="start" wrap>
              <Form.Item name={[field.name, 'key']} label={t('subject.ability', { index: at + 1 })}>
                <Select
                  style={{ minWidth: 160 }}
                  options={(references?.abilityDimensions ?? []).map((item) => ({
                    value: item.key,
                    label: item.name,
                  }))}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'weight']} label={t('subject.weight')}>
                <InputNumber min={1} />
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('subject.removeAbility', { index: at + 1 })}
                onClick={() => remove(field.name)}
              />
            </Space>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({ weight: 1 })}>
            {t('subject.addAbility')}
          </Button>
        </fieldset>
      )}
    </Form.List>
  );
}
