import { i18n } from '@/i18n';
import enUS from './en_US.json';
import zhCN from './zh_CN.json';

/** The console's texts live in their own namespace, bundled with the console chunk, so candidates never load them. */
export const ADMIN_NAMESPACE = 'admin';

export function registerAdminTexts(): void {
  if (i18n.hasResourceBundle('zh_CN', ADMIN_NAMESPACE)) return;
  i18n.addResourceBundle('zh_CN', ADMIN_NAMESPACE, zhCN);
  i18n.addResourceBundle('en_US', ADMIN_NAMESPACE, enUS);
}
