/**
 * Each page's code, a chunk of its own, by page name (shared/routes.ts): the router makes its lazy
 * pages from these, and main.tsx starts fetching the page the address shows before React and the
 * shell are evaluated, instead of when the router first renders it. Which module is whose page is
 * shared/page-modules.ts, which the server also reads to preload the page's chunks. No React here:
 * this module is evaluated first.
 */
import type { ComponentType } from 'react';
import { PAGE_MODULES } from '../../shared/page-modules';
import { matchPage, type PageName } from '../../shared/routes';

// a page's props differ from page to page; the router gives each its own
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Page = ComponentType<any>;
type PageModule = Promise<{ default: Page }>;

/** every page module, each a chunk of its own, loaded when asked for */
export const MODULES = import.meta.glob<Record<string, Page>>('../pages/**/*Page.tsx');

/** The code of every page (several pages share one component), and of the "not found" page. */
export const PAGE_CODE = Object.fromEntries(
  Object.entries(PAGE_MODULES).map(([name, path]) => [
    name,
    () => MODULES[`../pages/${path}.tsx`]().then((m) => ({ default: m[path.split('/').pop()!] })),
  ]),
) as Record<PageName | 'notFound', () => PageModule>;

/**
 * Starts fetching the code of the page at `pathname` (the browser keeps the module, so the
 * router's lazy page gets the same one). A failure here is left to the router, which asks again.
 */
export function fetchPageCode(pathname: string) {
  PAGE_CODE[matchPage(pathname)?.name ?? 'notFound']().catch(() => {});
}
