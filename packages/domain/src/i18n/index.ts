export { normalizeLanguage, resolveLanguage } from './language';
