/**
 * The service worker's side jobs in the page (the worker itself is generated: vite.config.ts,
 * ADR 013): look for a new version now and then, and keep the chapters read before the worker
 * took charge of the page.
 */

/** Between two looks for a new version (the browser also looks on every full page load). */
const CHECK_EVERY_MS = 60 * 60 * 1000;
/** A tab brought back or a connection regained looks again, but not more often than this. */
const MIN_GAP_MS = 10 * 60 * 1000;

/** Asks the server for a newer sw.js every hour, and when the tab or the connection comes back. */
export function checkForUpdates(registration: ServiceWorkerRegistration) {
  let last = Date.now();
  const check = (force: boolean) => {
    if (!navigator.onLine || document.visibilityState !== 'visible') return;
    if (!force && Date.now() - last < MIN_GAP_MS) return;
    last = Date.now();
    registration.update().catch(() => {}); // offline or the server restarting: the next look will do
  };
  setInterval(() => check(true), CHECK_EVERY_MS);
  window.addEventListener('online', () => check(false));
  document.addEventListener('visibilitychange', () => check(false));
}

/** The Telugu face's files (not precached: only a page with Telugu on it downloads them, issue 43). */
const TELUGU_FONT = /^\/assets\/noto-sans-telugu-/;

/**
 * On a first visit the page starts before its service worker, so the chapter being read did not
 * pass through it. When the worker takes charge, hand it the API answers fetched so far, and the
 * Telugu face if the page needed it: it caches those its routes keep (passages, cross-references,
 * translations, the Telugu face) and ignores the rest.
 */
export function keepAnswersFetchedBeforeControl() {
  const sw = navigator.serviceWorker;
  if (!sw || sw.controller) return; // already in charge: everything went through it
  sw.addEventListener(
    'controllerchange',
    () => {
      const urls = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .map((e) => ({ url: new URL(e.name), by: e.initiatorType }))
        .filter(({ url }) => url.origin === location.origin)
        .filter(
          ({ url, by }) =>
            // fetched by the page, or asked for by the browser from the server's Link header (a
            // chapter's first requests, app.ts): those are 'link' (they went unkept before 2026-11-27)
            (url.pathname.startsWith('/api/') && ['fetch', 'link'].includes(by)) ||
            TELUGU_FONT.test(url.pathname),
        )
        .map(({ url }) => url.href);
      // Workbox's router answers this message (workbox-routing, addCacheListener)
      sw.controller?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [...new Set(urls)] } });
    },
    { once: true },
  );
}

/**
 * Lets the waiting version take over, then reloads into it. (The plugin reloads by itself only on
 * a page that was already under a service worker when it loaded; a first visit that later finds
 * an update would be left on the old page.) When nothing is waiting any more, another tab has
 * already let it in: a plain reload is enough.
 */
export async function reloadIntoNewVersion(skipWaiting: () => Promise<void>) {
  const sw = navigator.serviceWorker;
  const registration = await sw?.getRegistration();
  if (!registration?.waiting) return window.location.reload();
  sw.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  await skipWaiting();
}
