// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useApi } from './use-api';

/** fetch answering each URL with { url }; '/fail' with a 500 and the server's error shape. */
function stubFetch() {
  const fetch = vi.fn(async (url: string) =>
    url === '/fail'
      ? new Response(JSON.stringify({ error: { id: 'internal', message: 'boom' } }), { status: 500 })
      : new Response(JSON.stringify({ url })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('useApi', () => {
  it('loads, keeps the last answer while the next URL loads, and loads nothing for null', async () => {
    stubFetch();
    const { result, rerender } = renderHook(({ url }) => useApi<{ url: string }>(url), {
      initialProps: { url: '/a' as string | null },
    });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual({ url: '/a' }));
    expect(result.current.loading).toBe(false);

    rerender({ url: '/b' });
    expect(result.current).toMatchObject({ loading: true, data: { url: '/a' } });
    await waitFor(() => expect(result.current.data).toEqual({ url: '/b' }));

    rerender({ url: null });
    expect(result.current.loading).toBe(false);
  });

  it('reports a failure, clears it on retry and loads again', async () => {
    const fetch = stubFetch();
    const { result } = renderHook(() => useApi('/fail'));
    await waitFor(() => expect(result.current.error).toBeTruthy());
    expect(result.current).toMatchObject({ loading: false, data: null });
    act(() => result.current.retry());
    expect(result.current).toMatchObject({ loading: true, error: null });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
