import { describe, expect, it } from 'vitest';
import { ENDPOINTS, endpointUrl } from './endpoints';

describe('endpointUrl', () => {
  it('builds the URLs the client wrote by hand, byte for byte (the server prefetches by URL)', () => {
    expect(endpointUrl(ENDPOINTS.translations)).toBe('/api/translations');
    expect(endpointUrl(ENDPOINTS.person, { params: { id: 'abraham_58' }, query: { lang: 'fr' } })).toBe(
      '/api/people/abraham_58?lang=fr',
    );
    expect(endpointUrl(ENDPOINTS.topics, { query: { limit: 10000, lang: 'te' } })).toBe(
      '/api/topics?limit=10000&lang=te',
    );
    expect(
      endpointUrl(ENDPOINTS.deuteroChapter, {
        params: { book: 'Tob', chapter: '1' },
        query: { translation: 'CRAMPON', lang: 'fr' },
      }),
    ).toBe('/api/deuterocanon/Tob/1?translation=CRAMPON&lang=fr');
  });

  it('encodes params and query values, and leaves out an undefined one', () => {
    expect(endpointUrl(ENDPOINTS.readingPlan, { params: { id: 'a/b c' }, query: { lang: 'es' } })).toBe(
      '/api/reading-plans/a%2Fb%20c?lang=es',
    );
    expect(endpointUrl(ENDPOINTS.people, { query: { q: 'José & co', lang: undefined } })).toBe(
      '/api/people?q=Jos%C3%A9+%26+co',
    );
  });
});
