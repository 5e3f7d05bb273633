import { SUBJECT_TYPE, type SubjectType } from '@iexam/domain/subjects';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface AnswerValueProps {
  subjectType: SubjectType;
  value: unknown;
  /** The key of a fill-in question lists accepted texts per blank; a candidate's answer is one text per blank. */
  isKey?: boolean;
  /** A choice subject's option key → the letter this candidate saw it under (their own option order). */
  letters?: ReadonlyMap<string, string>;
}

const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.map((part) => (Array.isArray(part) ? part.join('|') : String(part))) : [];

/** An answer or a key as a candidate reads it, per subject type (domain answers/answer-shape.ts). */
export function AnswerValue({ subjectType, value, isKey = false, letters }: AnswerValueProps) {
  const { t } = useTranslation();
  const isEmpty =
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && value.every((part) => part === '' || part === null));
  if (isEmpty)
    return (
      <Typography.Text type="secondary">
        {t(isKey ? 'examResult.review.noKey' : 'examResult.review.noAnswer')}
      </Typography.Text>
    );
  const letterOf = (key: string) => letters?.get(key) ?? key;
  switch (subjectType) {
    case SUBJECT_TYPE.singleChoice:
      return <Typography.Text strong>{letterOf(String(value))}</Typography.Text>;
    case SUBJECT_TYPE.multipleChoice:
      return <Typography.Text strong>{texts(value).map(letterOf).sort().join(', ')}</Typography.Text>;
    case SUBJECT_TYPE.judgement:
      return (
        <Typography.Text strong>
          {t(value === true ? 'examContent.judgement.true' : 'examContent.judgement.false')}
        </Typography.Text>
      );
    case SUBJECT_TYPE.fillIn: {
      const blanks = Array.isArray(value) ? value : [value];
      return (
        <span>
          {blanks.map((blank, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: blanks are fixed by the paper
            <Typography.Text key={index} style={{ display: 'block' }}>
              {t('examResult.review.blank', {
                number: index + 1,
                value: Array.isArray(blank) ? blank.join(t('examResult.review.or')) : String(blank ?? ''),
              })}
            </Typography.Text>
          ))}
        </span>
      );
    }
    case SUBJECT_TYPE.essay:
      return (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
          {String(value)}
        </Typography.Paragraph>
      );
    case SUBJECT_TYPE.code: {
      const program = value as { language?: string; code?: string };
      return (
        <span>
          <Typography.Text type="secondary">
            {t('examResult.review.program', { language: program.language ?? '' })}
          </Typography.Text>
          <pre
            style={{
              margin: '4px 0 0',
              padding: 8,
              background: '#f6f8fa',
              borderRadius: 4,
              // Wrapped, not scrolled sideways: a phone shows the whole program, and there is no scrolling region
              // the keyboard cannot reach (axe scrollable-region-focusable at 390 px).
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
            }}
          >
            {typeof program.code === 'string' ? program.code : JSON.stringify(value)}
          </pre>
        </span>
      );
    }
    default: {
      const unknown: never = subjectType;
      return <Typography.Text>{JSON.stringify(unknown)}</Typography.Text>;
    }
  }
}
