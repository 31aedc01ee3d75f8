/**
 * Test helper: requests to a test app (light-my-request) through a cookie jar, as one browser
 * would make them: cookies set by answers are sent back on the paths they belong to.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

interface Jar {
  [name: string]: { value: string; path: string };
}

export function agent(app: FastifyInstance, headers: Record<string, string> = {}) {
  const jar: Jar = {};
  const keep = (res: LightMyRequestResponse) => {
    for (const c of res.cookies as {
      name: string;
      value: string;
      path?: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      if (c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === '')
        delete jar[c.name];
      else jar[c.name] = { value: c.value, path: c.path ?? '/' };
    }
    return res;
  };
  const cookieFor = (url: string) =>
    Object.entries(jar)
      .filter(([, c]) => url.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  const send = async (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ) => {
    const cookie = cookieFor(url);
    return keep(
      await app.inject({
        method,
        url,
        ...(method === 'POST' ? { payload: JSON.stringify(body ?? {}) } : {}),
        headers: {
          ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
          ...headers,
          ...extra,
        },
      }),
    );
  };
  return {
    jar,
    get: (url: string, extra?: Record<string, string>) => send('GET', url, undefined, extra),
    post: (url: string, body?: unknown, extra?: Record<string, string>) => send('POST', url, body, extra),
    /** a DELETE without a body (and so without a Content-Type), as a browser's fetch sends it */
    delete: (url: string, extra?: Record<string, string>) => send('DELETE', url, undefined, extra),
  };
}
export type Agent = ReturnType<typeof agent>;
