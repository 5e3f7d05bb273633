import 'i18next';
import type gradingZhCN from '@/admin/i18n/grading.zh_CN.json';
import type monitorZhCN from '@/admin/i18n/monitor.zh_CN.json';
import type resultsZhCN from '@/admin/i18n/results.zh_CN.json';
import type schoolImportZhCN from '@/admin/i18n/school-import.zh_CN.json';
import type staffZhCN from '@/admin/i18n/staff.zh_CN.json';
import type adminZhCN from '@/admin/i18n/zh_CN.json';
import type zhCN from './zh_CN.json';

/** The console's namespace: its own texts and each section's file (admin/i18n/register.ts merges them the same way). */
type AdminTexts = typeof adminZhCN &
  typeof monitorZhCN &
  typeof gradingZhCN &
  typeof resultsZhCN &
  typeof staffZhCN &
  typeof schoolImportZhCN;

// Typed keys: a misspelt or missing key fails the typecheck instead of showing the raw key to candidates.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof zhCN; admin: AdminTexts };
  }
}
