import { MAX_ESSAY_LENGTH } from '@iexam/domain/answers';
import { shownOptionLetter } from '@iexam/domain/attempts';
import { SUBJECT_TYPE } from '@iexam/domain/subjects';
import { Checkbox, Flex, Input, Radio, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChoiceOption {
  key: string;
  /** The option's content, already rendered (content viewer). */
  label: ReactNode;
}

export interface AnswerInputProps {
  subjectType: number;
  value: unknown;
  options: readonly ChoiceOption[];
  blankCount: number;
  onChange: (answer: unknown) => void;
  /** The question's accessible name ("Question 3"), for the group and its inputs. */
  questionLabel: string;
  /** The id of the element holding the question text, which describes the group. */
  describedBy?: string | undefined;
}

const asString = (value: unknown) => (typeof value === 'string' ? value : '');
const asStrings = (value: unknown) =>
  Array.isArray(value) ? value.map((part) => (typeof part === 'string' ? part : '')) : [];

/**
 * The answer inputs of the non-code subject types (DESIGN §5 answer shapes): single choice radios, multiple choice
 * checkboxes, judgement two radios, fill-in one input per blank, essay a plain textarea. Radio groups take the
 * arrow keys natively.
 */
export function AnswerInput(props: AnswerInputProps) {
  const { subjectType, value, options, blankCount, onChange, questionLabel, describedBy } = props;
  const { t } = useTranslation();
  const group = { 'aria-label': questionLabel, 'aria-describedby': describedBy };
  // Lettered by the place shown, not by the option's key: a shuffled paper shows A, B, C… in its own order, and the
  // answer keeps the canonical key.
  const optionLabel = (option: ChoiceOption, position: number) => (
    <span>
      <strong>{shownOptionLetter(position)}.</strong> {option.label}
    </span>
  );

  switch (subjectType) {
    case SUBJECT_TYPE.singleChoice:
      return (
        <Radio.Group
          {...group}
          role="radiogroup"
          value={value ?? null}
          onChange={(e) => onChange(e.target.value)}
        >
          <Flex vertical gap="small">
            {options.map((option, position) => (
              <Radio key={option.key} value={option.key}>
                {optionLabel(option, position)}
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      );
    case SUBJECT_TYPE.multipleChoice:
      return (
        <Checkbox.Group
          {...group}
          role="group"
          value={asStrings(value)}
          onChange={(keys) => onChange(options.map((o) => o.key).filter((key) => keys.includes(key)))}
        >
          <Flex vertical gap="small">
            {options.map((option, position) => (
              <Checkbox key={option.key} value={option.key}>
                {optionLabel(option, position)}
              </Checkbox>
            ))}
          </Flex>
        </Checkbox.Group>
      );
    case SUBJECT_TYPE.judgement:
      return (
        <Radio.Group
          {...group}
          role="radiogroup"
          value={value ?? null}
          onChange={(e) => onChange(e.target.value)}
        >
          <Flex gap="large">
            <Radio value={true}>{t('examContent.judgement.true')}</Radio>
            <Radio value={false}>{t('examContent.judgement.false')}</Radio>
          </Flex>
        </Radio.Group>
      );
    case SUBJECT_TYPE.fillIn: {
      const blanks = asStrings(value);
      return (
        <Flex {...group} role="group" vertical gap="small">
          {Array.from({ length: Math.max(1, blankCount) }, (_, index) => (
            <Input
              // The blanks are fixed by the paper; their position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              addonBefore={t('examContent.fillIn.blank', { number: index + 1 })}
              aria-label={t('examContent.fillIn.blankLabel', { question: questionLabel, number: index + 1 })}
              value={blanks[index] ?? ''}
              maxLength={1000}
              onChange={(event) => {
                const next = Array.from({ length: Math.max(1, blankCount) }, (_, i) => blanks[i] ?? '');
                next[index] = event.target.value;
                onChange(next);
              }}
            />
          ))}
        </Flex>
      );
    }
    case SUBJECT_TYPE.essay:
      return (
        <EssayInput
          label={t('examContent.essay.label', { question: questionLabel })}
          describedBy={describedBy}
          value={asString(value)}
          onChange={onChange}
        />
      );
    default:
      return null;
  }
}

/**
 * The essay textarea. Text past MAX_ESSAY_LENGTH is cut here rather than by the browser's maxLength, which drops a
 * long paste's tail without a word (issue 35): the candidate is told how much was not kept, beside the field.
 */
function EssayInput(props: {
  label: string;
  describedBy: string | undefined;
  value: string;
  onChange: (answer: string) => void;
}) {
  const { t } = useTranslation();
  const [cutCount, setCutCount] = useState(0);
  return (
    <Flex vertical gap="small">
      <Input.TextArea
        aria-label={props.label}
        aria-describedby={props.describedBy}
        value={props.value}
        autoSize={{ minRows: 6, maxRows: 20 }}
        count={{ show: true, max: MAX_ESSAY_LENGTH }}
        onChange={(event) => {
          const text = event.target.value;
          setCutCount(Math.max(0, text.length - MAX_ESSAY_LENGTH));
          props.onChange(text.slice(0, MAX_ESSAY_LENGTH));
        }}
      />
      {cutCount > 0 ? (
        <Typography.Text type="warning" role="alert">
          {t('examContent.essay.cut', { limit: MAX_ESSAY_LENGTH, dropped: cutCount })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
