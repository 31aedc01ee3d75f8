// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { PAGES } from '../../shared/routes';
import { routes } from './router';

describe('the router', () => {
  it('has a route for every page the server knows, and a catch-all for the rest', () => {
    const paths = routes[0].children!.map((r) => (r.index ? '/' : r.path));
    expect(new Set(paths)).toEqual(new Set([...Object.values(PAGES), '*']));
  });
});
