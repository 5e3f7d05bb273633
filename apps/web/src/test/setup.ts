import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '@iexam/domain/constants';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { setApiBaseUrl } from '@/api/client';
import { applyLanguage, initI18n, loadCatalogue } from '@/i18n';

// jsdom has no matchMedia; antd's grid and responsive hooks subscribe to it.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

// jsdom has no ResizeObserver; antd's Typography ellipsis observes its text. Nothing resizes in jsdom anyway.
if (!('ResizeObserver' in window)) {
  class NoopResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoopResizeObserver });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: NoopResizeObserver });
}

// jsdom has no canvas and logs "not implemented" for each getContext; antd's Watermark draws nothing without one.
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;

// jsdom logs "not implemented" whenever antd measures a pseudo-element; the element's own style is enough here.
const getComputedStyleOfElement = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyleOfElement(element);

// antd renders slowly in jsdom when the whole suite runs in parallel on two cores; 1 s is not enough there.
configure({ asyncUtilTimeout: 5000 });

// Both catalogues up front: a test that switches language checks the page, not the catalogue's fetch (the browser
// tests load one catalogue per page as candidates do).
await initI18n(DEFAULT_LANGUAGE);
await Promise.all(SUPPORTED_LANGUAGES.map(loadCatalogue));

// Each test starts as a first-time visitor: nothing stored, the default language, the same-origin API.
beforeEach(async () => {
  window.localStorage.clear();
  setApiBaseUrl('');
  await applyLanguage(DEFAULT_LANGUAGE);
});

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
