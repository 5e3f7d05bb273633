import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/test/render-app';
import { PageLayout } from './page-layout';

function renderLayout(routeName: string, url = '/') {
  return renderInApp(
    <PageLayout schoolId="demo" routeName={routeName} pageName="考试详情" title="Demo school">
      <p>content</p>
    </PageLayout>,
    { url },
  );
}

function crumbTexts(): string[] {
  const breadcrumbs = screen.getByRole('navigation');
  return Array.from(breadcrumbs.querySelectorAll('li'))
    .map((item) => item.textContent ?? '')
    .filter((text) => text !== '/');
}

describe('page layout breadcrumbs (SPEC §2)', () => {
  it('an exam page shows Home, Exam and the page name, with Home linking to the portal', async () => {
    renderLayout('examInfo');
    await screen.findByText('content');
    expect(crumbTexts()).toEqual(['首页', '考试', '考试详情']);
    expect(screen.getByRole('link', { name: '首页' }).getAttribute('href')).toBe('/portal/demo');
  });

  it('the exercise route leaves out the Exam entry', async () => {
    renderLayout('exercise');
    await screen.findByText('content');
    expect(crumbTexts()).toEqual(['首页', '考试详情']);
  });

  it('hiddenCrumbs=true hides the breadcrumbs but keeps the header', async () => {
    renderLayout('examInfo', '/?hiddenCrumbs=true');
    await screen.findByText('content');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(within(screen.getByRole('banner')).getByText('Demo school')).toBeTruthy();
    // The school names the site, not the page: the page's own subject is its h1.
    expect(screen.queryByRole('heading', { name: 'Demo school' })).toBeNull();
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('hiddenHeader=true hides the header but keeps the breadcrumbs', async () => {
    renderLayout('examInfo', '/?hiddenHeader=true');
    await screen.findByText('content');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByText('Demo school')).toBeNull();
    expect(screen.getByRole('navigation')).toBeTruthy();
  });

  it('newPage=true drops the layout padding', async () => {
    renderLayout('examInfo', '/?newPage=true');
    await screen.findByText('content');
    expect(screen.getByRole('main').style.padding).toBe('0px');
  });

  it('without newPage the content keeps its padding', async () => {
    renderLayout('examInfo');
    await screen.findByText('content');
    expect(screen.getByRole('main').style.padding).toBe('24px');
  });
});
