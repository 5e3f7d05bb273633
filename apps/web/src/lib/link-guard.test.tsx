import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GuardedHtml } from '@/components/guarded-html';
import { ContentViewer } from '@/features/content-viewer/content-viewer';
import { applyLanguage } from '@/i18n';
import { renderApp, renderInApp } from '@/test/render-app';
import { DESKTOP_CLIENT_MARKER } from './browser';
import { linkActionFor } from './link-guard';

const ORIGIN = 'https://exam.example';
const BROWSER = { origin: ORIGIN, isDesktopClient: false };
const CLIENT = { origin: ORIGIN, isDesktopClient: true };

describe('SPEC §5 links in staff-written content', () => {
  it.each([
    [
      'another site in a browser: the redirect page',
      'https://other.example/a?b=1',
      BROWSER,
      { kind: 'redirect', path: '/redirect?url=https%3A%2F%2Fother.example%2Fa%3Fb%3D1' },
    ],
    [
      'another site with a doubled scheme: redirect to the fixed address',
      'http://https://other.example',
      BROWSER,
      { kind: 'redirect', path: '/redirect?url=https%3A%2F%2Fother.example' },
    ],
    ['another site in the desktop client: refused', 'https://other.example', CLIENT, { kind: 'refuse' }],
    [
      'a doubled scheme in the desktop client: still another site, refused',
      'https://https://other.example',
      CLIENT,
      { kind: 'refuse' },
    ],
    ['this site: followed', '/portal/demo', BROWSER, { kind: 'follow' }],
    ['this site in the desktop client: followed', `${ORIGIN}/portal/demo`, CLIENT, { kind: 'follow' }],
    [
      'this site with a doubled scheme: the fixed address',
      `https://${ORIGIN}/portal/demo`,
      BROWSER,
      { kind: 'navigate', address: `${ORIGIN}/portal/demo` },
    ],
    ['mailto: followed', 'mailto:exam@example.com', CLIENT, { kind: 'follow' }],
  ])('%s', (_rule, href, context, expected) => {
    expect(linkActionFor(href, context)).toEqual(expected);
  });
});

function setUserAgent(value: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value, configurable: true });
}

describe('SPEC §8 enterExamPage.notSupportLink in the desktop client, the redirect page in a browser', () => {
  const browserAgent = window.navigator.userAgent;
  let open: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    open = vi.spyOn(window, 'open').mockImplementation(() => null);
  });
  afterEach(async () => {
    open.mockRestore();
    setUserAgent(browserAgent);
    await applyLanguage('zh_CN');
  });

  const html =
    '<p>See <a href="https://https://other.example/guide">the guide</a> and <a href="#part">part 2</a>.</p>';

  it.each([
    ['zh_CN', '考试客户端内不支持打开外部链接'],
    ['en_US', 'Links to other sites cannot be opened in the exam client'],
  ] as const)(
    'in the client a link to another site is refused with a warning (%s)',
    async (language, text) => {
      await applyLanguage(language);
      setUserAgent(`${browserAgent} ${DESKTOP_CLIENT_MARKER}3.2.1`);
      renderInApp(<GuardedHtml className="exam-notice" sanitizedHtml={html} />);
      const link = screen.getByRole('link', { name: 'the guide' });
      expect(fireEvent.click(link)).toBe(false);
      expect(await screen.findByText(text)).toBeTruthy();
      expect(open).not.toHaveBeenCalled();
    },
  );

  it('in a browser a link to another site opens the redirect page in a new tab, fixed up', () => {
    renderInApp(<GuardedHtml className="exam-introduction" sanitizedHtml={html} />);
    expect(fireEvent.click(screen.getByRole('link', { name: 'the guide' }))).toBe(false);
    expect(open).toHaveBeenCalledWith(
      '/redirect?url=https%3A%2F%2Fother.example%2Fguide',
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('a middle click goes through the redirect page too; the right button opens only the context menu', () => {
    renderInApp(<GuardedHtml className="exam-introduction" sanitizedHtml={html} />);
    const link = screen.getByRole('link', { name: 'the guide' });
    expect(fireEvent(link, new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 2 }))).toBe(
      true,
    );
    expect(open).not.toHaveBeenCalled();
    expect(fireEvent(link, new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }))).toBe(
      false,
    );
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('a link within the page is followed as usual', () => {
    renderInApp(<GuardedHtml className="exam-introduction" sanitizedHtml={html} />);
    expect(fireEvent.click(screen.getByRole('link', { name: 'part 2' }))).toBe(true);
    expect(open).not.toHaveBeenCalled();
  });

  it('question content guards its links too (the content viewer)', async () => {
    setUserAgent(`${browserAgent} ${DESKTOP_CLIENT_MARKER}3.2.1`);
    renderInApp(<ContentViewer value={html} contentType={1} subjectId={1} />);
    // HTML content waits for its renderer (issue 22): the link appears once it has loaded.
    const link = await screen.findByRole('link', { name: 'the guide' });
    expect(fireEvent.click(link)).toBe(false);
    expect(await screen.findByText('考试客户端内不支持打开外部链接')).toBeTruthy();
  });
});

describe('the redirect page (SPEC §5)', () => {
  afterEach(() => applyLanguage('zh_CN'));

  it.each([
    ['zh_CN', '即将离开考试平台', '继续访问'],
    ['en_US', 'You are leaving the exam platform', 'Continue to the site'],
  ] as const)('shows the whole address and goes on only by a click (%s)', async (language, title, goOn) => {
    renderApp(`/redirect?url=https%3A%2F%2Fother.example%2Fguide&sxz-lang=${language}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText('https://other.example/guide')).toBeTruthy();
    const link = screen.getByRole('link', { name: goOn });
    expect(link.getAttribute('href')).toBe('https://other.example/guide');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each([
    ['a script', 'javascript:alert(1)'],
    ['nothing', ''],
    ['this site', '/portal/demo'],
  ])('offers no way on for %s', async (_rule, url) => {
    renderApp(`/redirect?url=${encodeURIComponent(url)}`);
    expect(await screen.findByRole('heading', { level: 1, name: '此链接无法打开' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '继续访问' })).toBeNull();
  });
});
