/**
 * The page's own code, named in its HTML: every page is the same index.html, which links the
 * app's entry chunk; the page's chunk (and the chunks it imports) were fetched only once the entry
 * had been downloaded and run. The server adds `<link rel="modulepreload">` for them, from the
 * build's manifest (Vite's `.vite/manifest.json`) and shared/page-modules.ts, so the browser
 * fetches them beside the entry (issue 26). At low priority: they cannot run before the entry,
 * which keeps the bandwidth first. Lighthouse, John 3, 3–4 runs each side, interleaved: at the
 * links' default (high) priority LCP 2.59–2.65 s against 2.64–2.76 without, but FCP 2.43–2.57
 * against 2.11–2.19 (the first paint waited for them too); at low priority FCP 1.83–2.11 s, LCP
 * 2.60–2.78, score 0.93–0.96 against 0.91–0.94. Without a manifest (an old build) the HTML is left
 * as it is.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_MODULES } from '../../shared/page-modules';
import type { PageName } from '../../shared/routes';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The files (under the client's root) a chunk needs: itself and what it imports, transitively. */
function filesOf(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) filesOf(manifest, imported, into);
  return into;
}

/** The page's HTML for each page name: `html` with its page's chunks preloaded. */
export function pagesHtml(html: string, manifest: Manifest): (page: PageName | 'notFound') => string {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  // what index.html already loads: the entry and its imports
  const loaded = entry ? filesOf(manifest, entry) : new Set<string>();
  const byPage = new Map<string, string>();
  for (const path of new Set(Object.values(PAGE_MODULES))) {
    const files = [...filesOf(manifest, `pages/${path}.tsx`)].filter((file) => !loaded.has(file));
    const links = files
      .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
      .join('\n    ');
    byPage.set(path, links ? html.replace('</head>', `\n    ${links}\n  </head>`) : html);
  }
  return (page) => byPage.get(PAGE_MODULES[page]) ?? html;
}

/** pagesHtml over the built client in `staticDir`; every page the plain index.html without a manifest. */
export function readPagesHtml(staticDir: string, html: string): (page: PageName | 'notFound') => string {
  const path = join(staticDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return () => html;
  return pagesHtml(html, JSON.parse(readFileSync(path, 'utf8')) as Manifest);
}
