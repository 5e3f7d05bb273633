import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ContentViewer } from './content-viewer';
import { richRenderer } from './rich-renderer';

// Counts the fetches of the renderer chunk (markdown-it and sanitize-html) that the viewers make.
const fetches = vi.hoisted(() => ({ count: 0 }));
vi.mock('./render-rich', async (importOriginal) => {
  fetches.count += 1;
  return importOriginal();
});

const attack = '<p>Hi <strong>there</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>';

// In this order: the module is loaded once per file, by the first viewer of rich content.
describe('ContentViewer loads its renderer on demand (issue 22)', () => {
  it('plain text renders at once, without fetching the renderer', () => {
    const load = vi.spyOn(richRenderer, 'load');
    const { container } = render(<ContentViewer value={'a <b>\nc'} contentType={0} />);
    expect(container.querySelector('.content-viewer')?.innerHTML).toBe('a &lt;b&gt;<br>c');
    // A viewer starts the fetch in an effect, and render() has run the effects: had it started, load was called.
    expect(load).not.toHaveBeenCalled();
    expect(fetches.count).toBe(0);
    expect(richRenderer.loaded()).toBeUndefined();
    load.mockRestore();
  });

  it('offline, rich content shows as escaped text instead of nothing', async () => {
    const load = vi.spyOn(richRenderer, 'load').mockRejectedValueOnce(new Error('offline'));
    const { container } = render(<ContentViewer value="<b>bold</b> text" contentType={1} />);
    expect(await screen.findByText('<b>bold</b> text')).toBeTruthy();
    expect(container.querySelector('b')).toBeNull();
    load.mockRestore();
  });

  it('HTML shows a skeleton, never the unsanitised HTML, then the sanitised HTML', async () => {
    const { container } = render(<ContentViewer value={attack} contentType={1} />);
    expect(container.querySelector('.ant-skeleton')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect((await screen.findByText('there')).tagName).toBe('STRONG');
    expect(container.querySelector('.ant-skeleton')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(fetches.count).toBe(1);
  });

  it('once loaded, later viewers render markdown in the first frame', () => {
    const { container } = render(
      <ContentViewer value={'**bold** <img src=x onerror=alert(1)>'} contentType={2} />,
    );
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(fetches.count).toBe(1);
  });

  it('inline rich content shows nothing while its first load is under way', () => {
    const loaded = vi.spyOn(richRenderer, 'loaded').mockReturnValue(undefined);
    const load = vi.spyOn(richRenderer, 'load').mockReturnValue(new Promise(() => undefined));
    const { container } = render(<ContentViewer value="<i>option</i>" contentType={1} isInline />);
    expect(container.querySelector('.content-viewer-inline')?.innerHTML).toBe('');
    loaded.mockRestore();
    load.mockRestore();
  });
});
