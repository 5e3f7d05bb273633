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

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

registerServiceWorker();

// The router starts fetching the route's page as it is made; the language's catalogue is fetched beside it, and the
// first render waits for the catalogue so the page never flashes in the wrong language or shows bare keys. A failed
// fetch still renders: the language sync fetches the catalogue again and the texts appear when it arrives.
const router = createAppRouter();
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
initI18n(detectLanguage(window.location.search)).then(render, render);
