import { Select } from 'antd';

export interface LanguageSelectProps {
  id: string;
  value: string;
  languages: readonly string[];
  disabled: boolean;
  /** Also the width of the placeholder drawn while this module loads (code-editor.tsx). */
  minWidth: number;
  onChange: (language: string) => void;
}

const LANGUAGE_NAMES: Record<string, string> = { javascript: 'JavaScript', python: 'Python' };

/** The language of a code answer, chosen from the question's codeLanguages. */
export function LanguageSelect({ id, value, languages, disabled, minWidth, onChange }: LanguageSelectProps) {
  return (
    <Select
      id={id}
      value={value}
      disabled={disabled}
      style={{ minWidth }}
      options={languages.map((name) => ({ value: name, label: LANGUAGE_NAMES[name] ?? name }))}
      onChange={onChange}
    />
  );
}
