// The service worker (docs/decisions/0042-own-service-worker.md). The build fills in VERSION and PRECACHE
// (build-plugins/service-worker.ts). It keeps the app's own files, never an API answer: a reloaded answer page
// without a network starts from these, and the page itself keeps its candidate's copy (offline-copy.ts).
const VERSION = '__VERSION__';
const PRECACHE = __PRECACHE__;
const CACHE_PREFIX = 'iexam-shell-';
const CACHE = `${CACHE_PREFIX}${VERSION}`;
/** Caches of this many deployments are kept: a page still open on the previous one can load its lazy chunks. */
const KEEP_VERSIONS = 2;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(PRECACHE);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Cache names in the order they were made (Cache Storage keeps insertion order): drop all but the newest.
      const shells = (await caches.keys()).filter((name) => name.startsWith(CACHE_PREFIX));
      const stale = shells.filter((name) => name !== CACHE).slice(0, -(KEEP_VERSIONS - 1) || undefined);
      await Promise.all(stale.map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

async function fromNetworkOrShell(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match('/index.html');
    if (shell) return shell;
    throw error;
  }
}

async function fromCacheOrNetwork(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  // Fingerprinted files never change: whatever the page loads (a lazy chunk) is kept for the next offline reload.
  if (response.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

// The page lists the fingerprinted files it loaded before this worker controlled it (lib/service-worker.ts): the
// lazy chunks of the page the candidate is on (the code editor, say) are kept as well, mostly from the HTTP cache.
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'keep' || !Array.isArray(event.data.urls)) return;
  const urls = event.data.urls.filter(
    (url) => typeof url === 'string' && new URL(url, self.location.origin).origin === self.location.origin,
  );
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      for (const url of urls) {
        const path = new URL(url, self.location.origin).pathname;
        if (path.startsWith('/assets/') && !(await caches.match(path))) await cache.add(path).catch(() => {});
      }
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // A page is always asked of the server first, so a new deployment's shell is what every online load gets.
  if (request.mode === 'navigate') event.respondWith(fromNetworkOrShell(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(fromCacheOrNetwork(request));
  // Everything else (the API, media, site-config.json) goes to the network as if there were no worker.
});
