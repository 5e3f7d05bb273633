import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { AppProviders } from './providers';
import { page, RouteErrorBoundary, RoutePage } from './route-page';

const home = () => (
  <main>
    <h1>home</h1>
    <Link to="/broken">to the broken page</Link>
  </main>
);

function Pages({ broken }: { broken: ReturnType<typeof page> }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Routes>
        <Route path="/broken" element={<RoutePage key="broken" page={broken} />} />
        <Route path="*" element={<RoutePage key="home" page={page(async () => home)} />} />
      </Routes>
    </RouteErrorBoundary>
  );
}

describe('a route page (docs/decisions/0049)', () => {
  it('is drawn in the first render once its chunk has arrived, as the server and hydration need', async () => {
    const loaded = page(async () => () => <h1>the page</h1>);
    const waiting = page(() => new Promise(() => undefined));
    await loaded.load();
    const draw = (which: typeof loaded) =>
      renderToString(
        <AppProviders queryClient={createQueryClient()}>
          <RoutePage page={which} />
        </AppProviders>,
      );
    expect(draw(loaded)).toContain('<h1>the page</h1>');
    expect(draw(waiting)).toContain('ant-spin');
  });

  it('whose chunk fails to arrive shows the reload page; another address is shown again', async () => {
    const broken = page(() => Promise.reject(new Error('the chunk is gone (a new deployment)')));
    render(
      <AppProviders queryClient={createQueryClient()}>
        <MemoryRouter initialEntries={['/broken']}>
          <Pages broken={broken} />
          <Link to="/">home</Link>
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: '加载失败' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();

    await userEvent.click(screen.getByRole('link', { name: 'home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'home' })).toBeTruthy();
    expect(screen.queryByText('加载失败')).toBeNull();
  });
});
