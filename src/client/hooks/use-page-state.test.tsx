// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { Router } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageState } from './use-page-state';

// the page the router renders, which lags behind the address bar while a new page's code loads
let rendered = '/';
const navigator = { createHref: () => '', go() {}, push() {}, replace() {} };
const wrapper = ({ children }: { children: ReactNode }) => (
  <Router location={rendered} navigator={navigator}>
    {children}
  </Router>
);
const addressBar = (path: string) => window.history.pushState(null, '', path);

function setup() {
  rendered = '/';
  addressBar('/');
  const hook = renderHook(({ key }) => usePageState<string | null>(null, key), {
    wrapper,
    initialProps: { key: 'a' },
  });
  /** The router renders `path` (the page arrived), with the reset key `key`. */
  const render = (path: string, key = 'a') => {
    rendered = path;
    hook.rerender({ key });
  };
  return { result: hook.result, render };
}

describe('usePageState', () => {
  afterEach(() => addressBar('/'));

  it('goes back to the initial value when the page changes, and when the reset key does', () => {
    const { result, render } = setup();
    act(() => result.current[1]('open'));
    render('/');
    expect(result.current[0]).toBe('open');
    addressBar('/next');
    render('/next');
    expect(result.current[0]).toBeNull();

    act(() => result.current[1]((v) => `${v}+open`));
    expect(result.current[0]).toBe('null+open');
    render('/next', 'b');
    expect(result.current[0]).toBeNull();
  });

  it('keeps a value set while the next page loads when that page arrives', () => {
    const { result, render } = setup();
    addressBar('/next'); // navigating: the address bar changed, the old page is still rendered
    act(() => result.current[1]('open'));
    expect(result.current[0]).toBe('open');
    render('/next');
    expect(result.current[0]).toBe('open');
    // and the next change of page shuts it
    addressBar('/after');
    render('/after');
    expect(result.current[0]).toBeNull();
  });
});
