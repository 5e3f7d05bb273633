/** Fired on window when a new deployment's service worker has taken over this page (NewVersionNotice listens). */
export const NEW_VERSION_EVENT = 'iexam:new-version';

/**
 * Registers the service worker of the built app (apps/web/service-worker/sw.js). The development server has none:
 * its modules are not fingerprinted, so nothing it serves may be kept. A page that had a worker and sees another take
 * over is told so: the page keeps running on the files it has, and a reload loads the new deployment.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const hadController = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController) window.dispatchEvent(new Event(NEW_VERSION_EVENT));
  });
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        // What this page loaded before the worker ran (its lazy chunks too) is kept for an offline reload.
        const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
        registration.active?.postMessage({ type: 'keep', urls });
      })
      .catch(() => {
        // Without a worker the app works as before, only not offline; nothing to tell the candidate.
      });
  };
  // The app starts after the page is painted (main.tsx), sometimes after the load event: then it registers at once.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}
