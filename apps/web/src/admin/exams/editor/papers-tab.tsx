import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { defaultScoringRule } from '@iexam/domain/subjects';
import { Button, Card, Checkbox, Col, Flex, Form, Input, Row, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminSubject, References } from '@/api/admin/exams';
import { BankPicker } from './bank-picker';
import { freeKey } from './form-values';
import { SUBJECT_TYPE_VALUES, SubjectEditor } from './subject-editor';

/** A new subject of a type, with what its type needs already in place. */
export function blankSubject(subjectType: number, key: string): Partial<AdminSubject> {
  const base = {
    key,
    subjectType,
    subjectTitle: '',
    subjectTitleContentType: 0,
    score: 5,
    scoringRule: defaultScoringRule(subjectType),
    knowledgePoints: [],
  };
  switch (subjectType) {
    case 1:
    case 2:
      return {
        ...base,
        options: [
          { key: 'A', content: '', contentType: 0 },
          { key: 'B', content: '', contentType: 0 },
        ],
        correctAnswer: subjectType === 1 ? 'A' : ['A'],
      };
    case 3:
      return { ...base, correctAnswer: true };
    case 4:
      return { ...base, correctAnswer: [['']] };
    case 5:
      return {
        ...base,
        codeLanguages: ['javascript'],
        cases: [{ input: '', expectedOutput: '', isSample: true }],
      };
    default:
      return base;
  }
}

function allSubjectKeys(papers: { subjects?: { key?: string }[] }[] | undefined): string[] {
  return (papers ?? []).flatMap((paper) => (paper.subjects ?? []).map((subject) => subject.key ?? ''));
}

/** Papers and their subjects, in order; subjects come new or from the bank (issue 20 paper editor). */
export function PapersTab({
  schoolId,
  references,
}: {
  schoolId: string;
  references: References | undefined;
}) {
  const { t } = useTranslation('admin');
  const form = Form.useFormInstance();
  return (
    <Form.List name="papers">
      {(papers, { add: addPaper, remove: removePaper }) => (
        <Flex vertical gap={16}>
          {papers.map((paper, paperIndex) => (
            <Card
              key={paper.key}
              title={t('paper.title', { index: paperIndex + 1 })}
              extra={
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={t('paper.remove', { index: paperIndex + 1 })}
                  onClick={() => removePaper(paper.name)}
                />
              }
            >
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Form.Item name={[paper.name, 'key']} label={t('editor.key')} rules={[{ required: true }]}>
                    <Input />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name={[paper.name, 'name']} label={t('paper.name')} rules={[{ required: true }]}>
                    <Input />
                  </Form.Item>
                </Col>
                {(['shuffleSubjects', 'shuffleOptions'] as const).map((flag) => (
                  <Col xs={24} md={12} key={flag}>
                    <Form.Item
                      name={[paper.name, flag]}
                      valuePropName="checked"
                      extra={t(`paper.${flag}Help`)}
                    >
                      <Checkbox>{t(`paper.${flag}`)}</Checkbox>
                    </Form.Item>
                  </Col>
                ))}
              </Row>
              <Form.List name={[paper.name, 'subjects']}>
                {(subjects, { add, remove, move }) => (
                  <Flex vertical gap={12}>
                    {subjects.map((subject, index) => (
                      <SubjectEditor
                        key={subject.key}
                        name={subject.name}
                        path={['papers', paper.name, 'subjects', subject.name]}
                        index={index}
                        count={subjects.length}
                        references={references}
                        schoolId={schoolId}
                        move={move}
                        remove={remove}
                      />
                    ))}
                    <AddSubject
                      schoolId={schoolId}
                      onAdd={(subject) => {
                        const taken = allSubjectKeys(form.getFieldValue('papers'));
                        add({ ...subject, key: freeKey(subject.key ?? `q${taken.length + 1}`, taken) });
                      }}
                    />
                  </Flex>
                )}
              </Form.List>
            </Card>
          ))}
          <Button
            icon={<PlusOutlined />}
            style={{ alignSelf: 'start' }}
            onClick={() => {
              const taken = ((form.getFieldValue('papers') ?? []) as { key?: string }[]).map(
                (p) => p.key ?? '',
              );
              const key = freeKey(`paper-${papers.length + 1}`, taken);
              addPaper({
                key,
                name: t('paper.defaultName', { index: papers.length + 1 }),
                shuffleSubjects: false,
                shuffleOptions: false,
                subjects: [],
              });
            }}
          >
            {t('paper.add')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}

function AddSubject({
  schoolId,
  onAdd,
}: {
  schoolId: string;
  onAdd: (subject: Partial<AdminSubject>) => void;
}) {
  const { t } = useTranslation('admin');
  const [subjectType, setSubjectType] = useState<number>(1);
  const [isPicking, setIsPicking] = useState(false);
  return (
    <Space wrap>
      <Select
        aria-label={t('subject.newType')}
        value={subjectType}
        onChange={setSubjectType}
        style={{ width: 160 }}
        options={SUBJECT_TYPE_VALUES.map((value) => ({ value, label: t(`subject.types.${value}`) }))}
      />
      <Button
        icon={<PlusOutlined />}
        onClick={() => onAdd(blankSubject(subjectType, `q-${Date.now() % 100000}`))}
      >
        {t('subject.add')}
      </Button>
      <Button onClick={() => setIsPicking(true)}>{t('subject.addFromBank')}</Button>
      <BankPicker
        schoolId={schoolId}
        isOpen={isPicking}
        onClose={() => setIsPicking(false)}
        onPick={(picked) => {
          for (const subject of picked) onAdd(subject);
          setIsPicking(false);
        }}
      />
    </Space>
  );
}
