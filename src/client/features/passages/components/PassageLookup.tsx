import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Passage, Translation } from '../../../../shared/api';
import { ApiRequestError, fetchPassage, fetchTranslations } from '../api/passages';

const uiLanguage = () => (['en', 'es', 'fr', 'te'].find((l) => navigator.language.startsWith(l)) ?? 'en');

/** Look up a passage by reference in any installed translation. */
export function PassageLookup() {
  const [translations, setTranslations] = useState<Translation[]>([]);
  const [ref, setRef] = useState('John 3:16-18');
  const [translation, setTranslation] = useState('KJV');
  const [passage, setPassage] = useState<Passage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => {
    const ctrl = new AbortController();
    fetchTranslations(ctrl.signal).then(setTranslations, (err: Error) => {
      if (err.name !== 'AbortError') setError(err.message);
    });
    return () => ctrl.abort();
  }, []);

  async function handleSubmit(e: FormEvent) {
    e.preventDefault();
    inFlight.current?.abort();
    const ctrl = new AbortController();
    inFlight.current = ctrl;
    setLoading(true);
    setError(null);
    try {
      setPassage(await fetchPassage(ref, translation, uiLanguage(), ctrl.signal));
    } catch (err) {
      if ((err as Error).name === 'AbortError') return;
      setPassage(null);
      setError(err instanceof ApiRequestError ? err.message : 'Something went wrong.');
    } finally {
      if (inFlight.current === ctrl) setLoading(false);
    }
  }

  const language = translations.find((t) => t.id === passage?.translation)?.language;
  return (
    <section aria-labelledby="lookup-title">
      <h2 id="lookup-title" className="visually-hidden">Read a passage</h2>
      <form className="lookup" onSubmit={handleSubmit}>
        <label>
          Reference
          <input name="ref" value={ref} onChange={(e) => setRef(e.target.value)} required />
        </label>
        <label>
          Translation
          <select name="translation" value={translation} onChange={(e) => setTranslation(e.target.value)}>
            {(translations.length ? translations : [{ id: 'KJV', name: 'King James Version' }]).map((t) => (
              <option key={t.id} value={t.id}>{t.name}</option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={loading}>{loading ? 'Loading…' : 'Read'}</button>
      </form>
      {loading && <p className="status" role="status">Loading passage…</p>}
      {error && <p className="error" role="alert">{error}</p>}
      {passage && !error && (
        <article className="passage" lang={language}>
          <h2>{passage.reference} <small>({passage.translation})</small></h2>
          <p>
            {passage.verses.map((v) => (
              <span key={v.osis} id={v.osis}>
                {v.heading && <span className="heading">{v.heading}</span>}
                <sup>{v.verse}</sup>{v.text}{' '}
              </span>
            ))}
          </p>
        </article>
      )}
    </section>
  );
}
