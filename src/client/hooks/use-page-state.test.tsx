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

function setup(resetKey = 'a') {
  rendered = '/';
  addressBar('/');
  return renderHook(({ key }) => usePageState<string | null>(null, key), {
    wrapper,
    initialProps: { key: resetKey },
  });
}

describe('usePageState', () => {
  afterEach(() => addressBar('/'));

  it('goes back to the initial value when the page changes, and when the reset key does', () => {
    const { result, rerender } = setup();
    act(() => result.current[1]('open'));
    rerender({ key: 'a' });
    expect(result.current[0]).toBe('open');
    addressBar('/next');
    rendered = '/next';
    rerender({ key: 'a' });
    expect(result.current[0]).toBeNull();

    act(() => result.current[1]((v) => `${v}+open`));
    expect(result.current[0]).toBe('null+open');
    rerender({ key: 'b' });
    expect(result.current[0]).toBeNull();
  });

  it('keeps a value set while the next page loads when that page arrives', () => {
    const { result, rerender } = setup();
    addressBar('/next'); // navigating: the address bar changed, the old page is still rendered
    act(() => result.current[1]('open'));
    expect(result.current[0]).toBe('open');
    rendered = '/next';
    rerender({ key: 'a' });
    expect(result.current[0]).toBe('open');
    // and the next change of page shuts it
    addressBar('/after');
    rendered = '/after';
    rerender({ key: 'a' });
    expect(result.current[0]).toBeNull();
  });
});
