import type { Language } from '@iexam/domain/constants';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider, type ConfigProviderProps } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n';
import { APP_THEME } from './theme';

const ANTD_LOCALES: Record<Language, NonNullable<ConfigProviderProps['locale']>> = {
  zh_CN: zhCN,
  en_US: enUS,
};

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  // Subscribing to i18n re-renders the tree with antd's locale whenever the language changes.
  useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={ANTD_LOCALES[currentLanguage()]} theme={APP_THEME}>
        <App>{children}</App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
