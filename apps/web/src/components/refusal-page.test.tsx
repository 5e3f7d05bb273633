import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';

// Both 403 pages of SPEC §6 share one component; each must keep its own words and lead back to the portal.
describe('refusal pages (SPEC §6)', () => {
  it.each([
    { url: '/iexam/demo/privilege', title: '无权访问', description: /您没有访问本考试的权限/ },
    { url: '/iexam/demo/insufficientPermissions', title: '权限不足', description: /仅对学校的在册学员开放/ },
  ])('$url says "$title" and links back to the school portal', async ({ url, title, description }) => {
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(description)).toBeTruthy();
    const back = screen.getByRole('link', { name: '返回首页' });
    expect(back.getAttribute('href')).toBe('/portal/demo');
  });
});
