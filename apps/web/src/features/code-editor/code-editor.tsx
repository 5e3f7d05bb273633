import { Flex, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '@/components/loading-block';
import { InputOutputHelp } from './io-help';

// CodeMirror is loaded only when a code question shows, so no other page carries it.
const CodemirrorEditor = lazy(() => import('./codemirror-editor'));
// So is antd's Select (rc-select and its virtual list, issue 22): the answer page of a paper without code questions
// does not download it. Until it arrives a bar of the select's height and width holds its place.
const LanguageSelect = lazy(async () => ({ default: (await import('./language-select')).LanguageSelect }));

export interface CodeAnswer {
  language: string;
  code: string;
}

export interface CodeEditorProps {
  value: CodeAnswer | null;
  /** The languages the question offers (codeLanguages). */
  languages: readonly string[];
  onChange: (value: CodeAnswer) => void;
  questionLabel: string;
  disabled?: boolean;
}

/** The language select's width, given to it and to the placeholder that holds its place while it loads. */
const SELECT_WIDTH = 140;

/** A code question's answer: the language chosen from codeLanguages and the program, stored together. */
export function CodeEditor({ value, languages, onChange, questionLabel, disabled = false }: CodeEditorProps) {
  const { t } = useTranslation();
  const selectId = useId();
  const language = value?.language ?? languages[0] ?? 'javascript';
  const code = value?.code ?? '';
  return (
    <Flex vertical gap="small">
      <Flex align="center" gap="small">
        <label htmlFor={selectId}>{t('examContent.code.language')}</label>
        <Suspense
          fallback={<Skeleton.Input active style={{ width: SELECT_WIDTH, minWidth: SELECT_WIDTH }} />}
        >
          <LanguageSelect
            id={selectId}
            value={language}
            languages={languages}
            disabled={disabled}
            minWidth={SELECT_WIDTH}
            onChange={(next) => onChange({ language: next, code })}
          />
        </Suspense>
      </Flex>
      <Suspense fallback={<LoadingBlock rows={6} />}>
        <CodemirrorEditor
          value={code}
          language={language}
          ariaLabel={t('examContent.code.editorLabel', { question: questionLabel })}
          onChange={(next) => onChange({ language, code: next })}
        />
      </Suspense>
      <InputOutputHelp languages={languages} />
      <Typography.Text type="secondary">{t('examContent.code.judgedLater')}</Typography.Text>
    </Flex>
  );
}
