import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { errorMessagesByLanguage } from './scripts/error-messages-plugin';

/*
 * The installable app and its service worker (ADR 013): the web app manifest, and a Workbox
 * service worker generated at build time (generateSW) that precaches the app shell and keeps the
 * chapters a reader has opened, so they open again without a connection.
 */

// the dark theme (src/client/styles/theme.css): the top bar's background
const BACKGROUND = '#0b1120';

/** How many answers each runtime cache keeps (least recently used go first), and what it holds. */
const CACHE_LIMITS = {
  /** chapters read (and the passages beside them when comparing): 0.5–70 KB each, John 3 8 KB
   * (32 KB with Strong's numbers), so a full cache is ~5–15 MB */
  passages: 400,
  /** a chapter's cross-references, one answer per chapter read */
  crossReferences: 200,
  /** the list of translations (one per language asked) */
  translations: 8,
  /** the verse of the day: a week's worth in a language or two */
  verseOfTheDay: 14,
  /** chapters read word by word in Hebrew or Greek: 10–180 KB each (John 3 99 KB), ~5 MB full */
  interlinear: 60,
  /** the Telugu face's files: regular and bold (a new build's names replace the old ones) */
  teluguFont: 4,
} as const;

const expiration = (maxEntries: number, days?: number) => ({
  maxEntries,
  ...(days ? { maxAgeSeconds: days * 24 * 60 * 60 } : {}),
  // a full disk empties these caches instead of failing the request
  purgeOnQuotaError: true,
});

const pwaOptions: Partial<VitePWAOptions> = {
  // a new version waits for the reader's "Reload" (UpdatePrompt.tsx): never reloaded under them
  registerType: 'prompt',
  // registered from the app's own module (no inline script under the CSP)
  injectRegister: false,
  strategies: 'generateSW',
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  manifest: {
    id: '/',
    name: 'Bible Study',
    short_name: 'Bible Study',
    description:
      'Read scripture in several translations, with word studies, a concordance and character studies.',
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUND,
    theme_color: BACKGROUND,
    categories: ['books', 'education'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  },
  workbox: {
    // the shell: every script and style (the lazy pages too, so any page opens offline), the
    // fonts (woff2 only: every browser with service workers reads it), icons and the manifest
    globPatterns: ['**/*.{js,css,html,woff2,svg,png,ico,webmanifest}'],
    // but not the Telugu face: only a page with Telugu on it downloads it (issue 43); it is kept
    // when it is (runtimeCaching below), for Telugu offline
    globIgnores: ['**/noto-sans-telugu-*'],
    // the first visit's page is taken over at once, so the chapter being read is kept; an update
    // still waits for the reader (no skipWaiting)
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // maps stay on the host (the server never serves *.map)
    sourcemap: false,
    // every page is the SPA: offline, a page's address opens the cached index.html
    navigateFallback: 'index.html',
    // not for the API, and not for file-like paths (the server answers those itself, or 404)
    navigateFallbackDenylist: [/^\/api\//, /\/[^/?]+\.[a-z0-9]+$/i],
    runtimeCaching: [
      {
        // chapters read: shown from the cache at once and refreshed in the background
        urlPattern: /\/api\/passages\?/,
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'passages',
          expiration: expiration(CACHE_LIMITS.passages),
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: /\/api\/cross-references\?/,
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'cross-references',
          expiration: expiration(CACHE_LIMITS.crossReferences),
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // the reader needs the list to choose the Bible; fresh when the network answers in time
        urlPattern: /\/api\/translations$/,
        handler: 'NetworkFirst',
        options: {
          cacheName: 'translations',
          networkTimeoutSeconds: 4,
          expiration: expiration(CACHE_LIMITS.translations),
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // the original under chapters read (the reader's interlinear), like the chapters themselves
        urlPattern: /\/api\/interlinear\?/,
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'interlinear',
          expiration: expiration(CACHE_LIMITS.interlinear),
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // the Telugu face (the build's hashed files), once a page with Telugu has downloaded it
        urlPattern: /\/assets\/noto-sans-telugu-[^/]+\.woff2?$/,
        handler: 'CacheFirst',
        options: {
          cacheName: 'telugu-font',
          expiration: expiration(CACHE_LIMITS.teluguFont),
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // the Hebrew font (server/routes/fonts.route.ts): its bytes never change at this address
        urlPattern: /\/fonts\/hebrew\.ttf$/,
        handler: 'CacheFirst',
        options: {
          cacheName: 'fonts',
          expiration: expiration(2),
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: /\/api\/verse-of-the-day\?/,
        handler: 'NetworkFirst',
        options: {
          cacheName: 'verse-of-the-day',
          networkTimeoutSeconds: 4,
          expiration: expiration(CACHE_LIMITS.verseOfTheDay, 7),
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
};

export default defineConfig({
  root: 'src/client',
  // the manifest and the service worker (pwaOptions above); icons come from src/client/public
  plugins: [react(), VitePWA(pwaOptions), errorMessagesByLanguage()],
  // 'hidden': maps are written (for an error tracker) but the bundles do not point to them, and the
  // server never serves *.map (app.ts); `npm run dev:client` has its own inline maps
  // manifest: which files each page's code is, for the server's modulepreload links (server/http/page-preloads.ts)
  build: { outDir: '../../dist/client', emptyOutDir: true, sourcemap: 'hidden', manifest: true },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/fonts'].map((p) => [p, `http://localhost:${process.env.PORT ?? 3000}`]),
    ),
  },
});
