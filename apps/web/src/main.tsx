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
if (document.getElementById(SERVER_RENDER_PAYLOAD_ID)) {
  requestAnimationFrame(() => setTimeout(boot, 0));
  // A tab opened in the background paints no frame until it is shown; its app starts anyway.
  setTimeout(boot, 500);
} else boot();
