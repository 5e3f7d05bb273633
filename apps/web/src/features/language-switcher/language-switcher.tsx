import { LANGUAGE_QUERY_PARAM, type Language, SUPPORTED_LANGUAGES } from '@iexam/domain/constants';
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { currentLanguage, LEGACY_LANGUAGE_QUERY_PARAM, switchLanguage } from '@/i18n';

/** zh_CN 中文 / en_US English. The choice is stored, and a language in the address follows it. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();

  const onChange = (language: Language) => {
    if (language === currentLanguage()) return;
    void switchLanguage(language);
    // Left alone, a language parameter in the address would win over the new choice on the next navigation.
    const hasLanguageParam = [LANGUAGE_QUERY_PARAM, LEGACY_LANGUAGE_QUERY_PARAM].some((name) =>
      searchParams.has(name),
    );
    if (!hasLanguageParam) return;
    setSearchParams(
      (params) => {
        for (const name of [LANGUAGE_QUERY_PARAM, LEGACY_LANGUAGE_QUERY_PARAM]) {
          if (params.has(name)) params.set(name, language);
        }
        return params;
      },
      { replace: true },
    );
  };

  return (
    <Radio.Group
      aria-label={t('language.label')}
      optionType="button"
      size="small"
      value={currentLanguage()}
      onChange={(event) => onChange(event.target.value as Language)}
      options={SUPPORTED_LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`) }))}
    />
  );
}
