import { SERVER_RENDER_PAYLOAD_ID } from '@/ssr/payload-id';

/**
 * The entry is this small on purpose: a page the server rendered is painted before any of the app's script is fetched
 * or run, and the app (boot.tsx) then hydrates it. A page the browser draws itself starts the app at once.
 */
let isStarted = false;
const boot = () => {
  if (isStarted) return;
  isStarted = true;
  void import('./boot');
};
/**
 * Starts the app once the drawn page's content has been painted. The frame after the page's first frame was not
 * enough: the paint is presented later than that frame's tasks run, so the app's first fetch could come before it
 * (seen in Lighthouse's traces, 30 ms before the paint), and a script fetched before a paint is counted as holding
 * the paint back.
 */
function bootAfterFirstPaint(): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(boot, 0));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(boot, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
}

if (document.getElementById(SERVER_RENDER_PAYLOAD_ID)) {
  bootAfterFirstPaint();
  // A tab opened in the background paints nothing until it is shown; its app starts anyway.
  setTimeout(boot, 500);
} else boot();
