import 'i18next';
import type adminZhCN from '@/admin/i18n/zh_CN.json';
import type zhCN from './zh_CN.json';

// Typed keys: a misspelt or missing key fails the typecheck instead of showing the raw key to candidates.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof zhCN; admin: typeof adminZhCN };
  }
}
