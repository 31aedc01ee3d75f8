/**
 * The screens that need the server, and the sentence (`offline.needs.<key>`) that says so when
 * the browser is offline. The reader and a book's chapters work offline for the chapters already
 * read (the service worker keeps them, ADR 013), so they say which ones do not.
 */
export type OfflineNeed = 'search' | 'wordStudy' | 'topics' | 'studies' | 'check' | 'contact' | 'reading';

const NEEDS: [RegExp, OfflineNeed][] = [
  [/^\/concordance\/word-search\/?$/, 'search'],
  [/^\/concordance\/original-language\/?$/, 'wordStudy'],
  [/^\/concordance\/?$/, 'topics'],
  [/^\/research-tools\/(hebrew|greek|spanish)\/?$/, 'wordStudy'],
  [/^\/research-tools\/check\/?$/, 'check'],
  [/^\/character-studies\/?$/, 'studies'],
  [/^\/contact\/?$/, 'contact'],
  [/^\/study-guides\/book\/[^/]+(\/[^/]+)?\/?$/, 'reading'],
];

/** What the screen at `pathname` cannot do offline; null: it works offline as it is. */
export function offlineNeed(pathname: string): OfflineNeed | null {
  return NEEDS.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}
