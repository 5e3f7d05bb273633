import 'i18next';
import type gradingZhCN from '@/admin/i18n/grading.zh_CN.json';
import type adminZhCN from '@/admin/i18n/zh_CN.json';
import type zhCN from './zh_CN.json';

// The console's namespace: its shared texts and each section's own file (admin/i18n/register.ts).
type AdminTexts = typeof adminZhCN & typeof gradingZhCN;

// Typed keys: a misspelt or missing key fails the typecheck instead of showing the raw key to candidates.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof zhCN; admin: AdminTexts };
  }
}
