import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { config as configureZod } from 'zod';
import { createQueryClient } from '@/api/query-client';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { detectLanguage, initI18n } from '@/i18n';

// Zod compiles object schemas with `new Function` where it may; our CSP forbids eval, and even zod's probe for it is
// reported as a violation. The interpreted path is as correct and fast enough for the page's few parses.
configureZod({ jitless: true });

// Resolved before the first render so the page never flashes in the wrong language.
initI18n(detectLanguage(window.location.search));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
