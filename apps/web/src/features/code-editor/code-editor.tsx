import { Flex, Select, Typography } from 'antd';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '@/components/loading-block';

// CodeMirror is loaded only when a code question shows, so no other page carries it.
const CodemirrorEditor = lazy(() => import('./codemirror-editor'));

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

const LANGUAGE_NAMES: Record<string, string> = { javascript: 'JavaScript', python: 'Python' };

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
        <Select
          id={selectId}
          value={language}
          disabled={disabled}
          style={{ minWidth: 140 }}
          options={languages.map((name) => ({ value: name, label: LANGUAGE_NAMES[name] ?? name }))}
          onChange={(next: string) => onChange({ language: next, code })}
        />
      </Flex>
      <Suspense fallback={<LoadingBlock rows={6} />}>
        <CodemirrorEditor
          value={code}
          language={language}
          ariaLabel={t('examContent.code.editorLabel', { question: questionLabel })}
          onChange={(next) => onChange({ language, code: next })}
        />
      </Suspense>
      <Typography.Text type="secondary">{t('examContent.code.judgedLater')}</Typography.Text>
    </Flex>
  );
}
