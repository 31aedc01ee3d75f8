/**
 * The screens that need the server, and the sentence (`offline.needs.<key>`) that says so when
 * the browser is offline. The reader is not one of them: the chapters already read open (the
 * service worker keeps them, ADR 013), so it shows the text with no notice above it, and a
 * chapter not kept says why it cannot open.
 */
export type OfflineNeed = 'search' | 'wordStudy' | 'topics' | 'studies' | 'check' | 'people' | 'contact';

const NEEDS: [RegExp, OfflineNeed][] = [
  [/^\/concordance\/word-search\/?$/, 'search'],
  [/^\/concordance\/original-language\/?$/, 'wordStudy'],
  [/^\/concordance\/?$/, 'topics'],
  [/^\/research-tools\/(hebrew|greek|spanish)\/?$/, 'wordStudy'],
  [/^\/research-tools\/check\/?$/, 'check'],
  [/^\/research-tools\/people(\/[^/]+)?\/?$/, 'people'],
  [/^\/character-studies\/?$/, 'studies'],
  [/^\/contact\/?$/, 'contact'],
];

/** What the screen at `pathname` cannot do offline; null: it works offline as it is. */
export function offlineNeed(pathname: string): OfflineNeed | null {
  return NEEDS.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}
