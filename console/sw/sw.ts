/**
 * The console's service worker (docs/console.md, "Offline"): the app shell from a cache, so that a reload or a
 * launch without a connection still opens the console. Built by console/pwa.ts, which replaces the two
 * placeholders below with the build's version and the list of its files.
 *
 * - The shell (the HTML of `/`, every hashed file under /assets/, the manifest and the icons) is cached when
 *   this worker installs, in a cache named after the build: a new build is a new worker and a new cache, and
 *   the old caches are deleted when it takes over.
 * - Pages (navigations): the network first, so an online reload always gets the deployed console; the cached
 *   shell only when the network fails. The shell's HTML is never refreshed from a navigation: it stays the one
 *   whose assets this cache holds.
 * - Hashed assets: the cache first (a hashed name never changes its content), else the network.
 * - The API and photos are never touched here: the answers carry one person's data and the cache API keys them
 *   by address alone, so the console keeps what the auditor opened in IndexedDB, per person
 *   (console/src/offline/reads.ts), and clears it on sign-out.
 */
const sw = self as unknown as ServiceWorkerGlobalScope;

const VERSION = '__FOODTRACE_VERSION__';
const SHELL: string[] = JSON.parse('__FOODTRACE_SHELL__');
const PREFIX = 'foodtrace-shell-';
const CACHE = `${PREFIX}${VERSION}`;

sw.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // Past the HTTP cache: the files of this very build.
      await cache.addAll(SHELL.map((url) => new Request(url, { cache: 'reload' })));
      // A new build takes over at once: pages load it on their next navigation (network first).
      await sw.skipWaiting();
    })(),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
      // The page of the first visit is controlled without a reload, so it works offline from then on.
      await sw.clients.claim();
    })(),
  );
});

/** Paths that are not the console's: the API, its documentation, the photos, health and metrics. */
const NOT_CONSOLE = /^\/(api|media|docs|openapi|healthz|readyz|metrics)(\/|\.|$)/;

sw.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin || NOT_CONSOLE.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(async () => {
        const shell = await caches.match('/', { cacheName: CACHE });
        return shell ?? Response.error();
      }),
    );
    return;
  }
  if (SHELL.includes(url.pathname)) {
    event.respondWith(caches.match(url.pathname, { cacheName: CACHE }).then((hit) => hit ?? fetch(request)));
  }
});
