// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { PAGES } from '../../shared/routes';
import { PAGE_MODULES } from '../../shared/page-modules';
import { MODULES, PAGE_CODE } from './page-code';
import { routes } from './router';

describe('the router', () => {
  it('has a route for every page the server knows, and a catch-all for the rest', () => {
    const paths = routes[0].children!.map((r) => (r.index ? '/' : r.path));
    expect(new Set(paths)).toEqual(new Set([...Object.values(PAGES), '*']));
  });
});

describe('the pages’ code', () => {
  it('is a module exporting its component under the file’s name, for every page', async () => {
    for (const [name, path] of Object.entries(PAGE_MODULES)) {
      expect(MODULES, name).toHaveProperty([`../pages/${path}.tsx`]);
      const page = await PAGE_CODE[name as keyof typeof PAGE_CODE]();
      expect(typeof page.default, name).toBe('function');
    }
  });
});
