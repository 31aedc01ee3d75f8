// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useResettableState } from './use-resettable-state';

describe('useResettableState', () => {
  it('keeps what was set until the key changes, then starts again from the initial value', () => {
    const { result, rerender } = renderHook(({ initial, key }) => useResettableState(initial, key), {
      initialProps: { initial: 'a', key: 1 },
    });
    act(() => result.current[1]('typed'));
    rerender({ initial: 'b', key: 1 });
    expect(result.current[0]).toBe('typed');
    rerender({ initial: 'b', key: 2 });
    expect(result.current[0]).toBe('b');
    act(() => result.current[1]('again'));
    expect(result.current[0]).toBe('again');
  });
});
