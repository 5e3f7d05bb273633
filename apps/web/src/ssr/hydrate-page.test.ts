// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { resultModule } from '@/components/page-result';
import { loadDrawnParts } from './hydrate-page';

const drawn = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
};

// The server draws antd Result where a page shows a whole-page state (ssr/entry-server.tsx loads it first); the
// browser must have it before hydrating such a page, or it would draw its stand-in where the server drew Result.
describe('the lazily loaded parts of a drawn page', () => {
  it('loads Result for a page that shows one, and only then', async () => {
    await loadDrawnParts(drawn('<main><h1>考试</h1></main>'));
    expect(resultModule.loaded()).toBeUndefined();
    await loadDrawnParts(
      drawn('<main><div class="ant-result ant-result-warning"><h1>链接无效</h1></div></main>'),
    );
    expect(resultModule.loaded()).toBeDefined();
  });
});
