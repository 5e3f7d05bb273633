// First: before any module below builds a zod schema.
import '@/lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '@/api/query-client';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { detectLanguage, initI18n } from '@/i18n';
import { registerServiceWorker } from '@/lib/service-worker';

// Resolved before the first render so the page never flashes in the wrong language.
initI18n(detectLanguage(window.location.search));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

registerServiceWorker();

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
