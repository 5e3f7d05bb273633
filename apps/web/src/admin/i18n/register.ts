import { i18n } from '@/i18n';
import enUS from './en_US.json';
import gradingEnUS from './grading.en_US.json';
import gradingZhCN from './grading.zh_CN.json';
import monitorEnUS from './monitor.en_US.json';
import monitorZhCN from './monitor.zh_CN.json';
import resultsEnUS from './results.en_US.json';
import resultsZhCN from './results.zh_CN.json';
import schoolImportEnUS from './school-import.en_US.json';
import schoolImportZhCN from './school-import.zh_CN.json';
import staffEnUS from './staff.en_US.json';
import staffZhCN from './staff.zh_CN.json';
import userNameEnUS from './user-name.en_US.json';
import userNameZhCN from './user-name.zh_CN.json';
import validationEnUS from './validation.en_US.json';
import validationZhCN from './validation.zh_CN.json';
import zhCN from './zh_CN.json';

/** The console's texts live in their own namespace, bundled with the console chunk, so candidates never load them. */
export const ADMIN_NAMESPACE = 'admin';

/** Each section's texts sit in a file of its own under one top-level key of the namespace. */
const BUNDLES = {
  zh_CN: [
    zhCN,
    monitorZhCN,
    gradingZhCN,
    resultsZhCN,
    staffZhCN,
    userNameZhCN,
    schoolImportZhCN,
    validationZhCN,
  ],
  en_US: [
    enUS,
    monitorEnUS,
    gradingEnUS,
    resultsEnUS,
    staffEnUS,
    userNameEnUS,
    schoolImportEnUS,
    validationEnUS,
  ],
};

export function registerAdminTexts(): void {
  if (i18n.hasResourceBundle('zh_CN', ADMIN_NAMESPACE)) return;
  for (const [language, bundles] of Object.entries(BUNDLES))
    for (const bundle of bundles) i18n.addResourceBundle(language, ADMIN_NAMESPACE, bundle, true, false);
}
