/**
 * The built single-page app: its files (hashed assets cached for a year, the rest revalidated) and
 * every page, which is the app's index.html with the page's own code preloaded (page-preloads.ts),
 * kept in memory with its compressed forms. Any other path is a plain 404 in the API's shape.
 */
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { matchPage, type PageName } from '../../shared/routes';
import { firstRequests } from '../../shared/api/reader-urls';
import { sendError } from './error-handler';
import { cachedText, sendCompressed, type CachedText } from './json-cache';
import { readPagesHtml } from './page-preloads';

export interface PagesOptions {
  /** the built web app (`STATIC_DIR`); without its index.html only the API is served */
  staticDir: string;
  /** whether a path is a page of the app (shared/routes.ts, plus what only the server knows) */
  pageFound(path: string): Promise<boolean>;
}

export async function pageRoutes(app: FastifyInstance, { staticDir: dir, pageFound }: PagesOptions) {
  const staticDir = resolve(dir);
  const hasClient = existsSync(join(staticDir, 'index.html'));
  // every page is the SPA's index.html with its own code preloaded (page-preloads.ts): kept in
  // memory with its compressed forms, one a page, not read per request
  const pageHtml = hasClient
    ? readPagesHtml(staticDir, readFileSync(join(staticDir, 'index.html'), 'utf8'))
    : null;
  const htmlAnswers = new Map<string, CachedText>();
  const htmlFor = (page: PageName | 'notFound') => {
    const html = pageHtml!(page);
    let answer = htmlAnswers.get(html);
    if (!answer) htmlAnswers.set(html, (answer = cachedText(html)));
    return answer;
  };
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      cacheControl: false, // ours below: immutable for hashed assets, no-cache for the rest
      preCompressed: true, // the .br/.gz files the build writes (scripts/compress-client.mjs)
      // source maps give away the whole client source: never served (a 404 like any missing asset)
      allowedPath: (pathName) => !/\.map(\.(br|gz))?$/i.test(pathName),
      setHeaders(res, path) {
        // hashed file names under /assets never change: cache them for a year. The rest is
        // revalidated on every use (a 304 when unchanged): index.html, the manifest, the icons,
        // and above all the service worker (sw.js, workbox-*.js), which must never be cached for
        // long or readers would stay on an old version (ADR 013; static-files.test.ts)
        res.setHeader(
          'cache-control',
          path.includes(`${join(staticDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split(/[?#]/, 1)[0];
    // a missing API route or asset file (a name with an extension: /favicon.ico, /old.js) is a
    // plain 404: answering index.html there breaks scripts, caches and browsers' icon requests
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !/^\/(api|assets)(\/|$)/.test(path) &&
      !/\.[a-z][a-z0-9]{0,15}$/i.test(path);
    if (isPage && hasClient) {
      // every page is the SPA's index.html; a URL that is no page of it (shared/routes.ts: an
      // unknown route, John 99, a study no one kept) is a 404 whose page shows the client's "not found" help
      const found = await pageFound(path);
      // what the page will ask for first, asked for by the browser while it fetches the code
      const first = found ? firstRequests(path, req.url.slice(path.length)) : [];
      if (first.length)
        reply.header('link', first.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin`).join(', '));
      return sendCompressed(
        reply
          .code(found ? 200 : 404)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8'),
        htmlFor(found ? (matchPage(path)?.name ?? 'notFound') : 'notFound'),
      );
    }
    return sendError(req, reply, 'not_found', 404);
  });
}
