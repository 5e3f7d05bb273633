import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '@iexam/domain/constants';
import { initI18n, loadCatalogue } from '@/i18n';

// Logic that formats text (durations, errors) reads the catalogues; no DOM, no providers.
await initI18n(DEFAULT_LANGUAGE);
await Promise.all(SUPPORTED_LANGUAGES.map(loadCatalogue));
