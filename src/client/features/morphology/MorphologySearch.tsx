import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { UiLanguage } from '../../../shared/books';
import { explainMorph } from '../../../shared/original/morph';
import { parseStrongs } from '../../../shared/strongs';
import { useResettableState } from '../../hooks/use-resettable-state';
import { errorKey } from '../../lib/api';
import { MorphologyResults } from './MorphologyResults';
import { useMorphology } from './use-morphology';

const HEBREW = /[\u0590-\u05FF]/;
const GREEK = /[\u0370-\u03FF\u1F00-\u1FFF]/;

/**
 * A parsing prefix explained when it is a whole code: OSHB's without their language letter (the
 * word's: Aramaic where the results say so, else Hebrew), Robinson's as they are.
 */
function explainPrefix(prefix: string, word: string, aramaic: boolean, lang: UiLanguage): string | null {
  if (!prefix) return null;
  const strongs = parseStrongs(word);
  const greek = strongs ? strongs.startsWith('G') : GREEK.test(word);
  const hebrew = strongs ? strongs.startsWith('H') : HEBREW.test(word);
  const oshb = () => explainMorph(`${aramaic ? 'A' : 'H'}${prefix}`, lang);
  if (greek) return explainMorph(prefix, lang);
  if (hebrew) return oshb();
  return oshb() ?? explainMorph(prefix, lang);
}

/**
 * Every occurrence of a Hebrew or Greek word (Strong's number or dictionary form) in a parsing
 * (a code's beginning: Vqp, V-AAI), counted by book and listed with its verse; the search lives
 * in the address. Arriving at #morphology (the reader's link), the results are scrolled to.
 */
export function MorphologySearch() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as UiLanguage;
  const location = useLocation();
  const { query, asked, result, show } = useMorphology();
  const ids = { word: useId(), prefix: useId(), help: useId(), explained: useId() };
  const asKey = `${query.strongs ?? query.lemma ?? ''}|${query.morph ?? ''}`;
  // the boxes follow the address (a link, back and forward); what is typed stays until sent
  const [word, setWord] = useResettableState(query.strongs ?? query.lemma ?? '', asKey);
  const [prefix, setPrefix] = useResettableState(query.morph ?? '', asKey);
  const [missing, setMissing] = useResettableState(false, asKey);
  const section = useRef<HTMLElement>(null);
  // the arrival scrolled to, once: later answers (a book, a page) leave the scroll alone
  const scrolledFor = useRef<string | null>(null);

  const data = result.data;
  useEffect(() => {
    if (location.hash !== '#morphology' || !data || scrolledFor.current === location.key) return;
    section.current?.scrollIntoView?.({ block: 'start' });
    scrolledFor.current = location.key;
  }, [location.hash, location.key, data]);

  const aramaic = data?.items[0]?.morph.startsWith('A') ?? false;
  const explained = explainPrefix(prefix.trim(), word.trim(), aramaic, lang);

  function submit(e: FormEvent) {
    e.preventDefault();
    const w = word.trim();
    if (!w) return setMissing(true);
    setMissing(false);
    const strongs = parseStrongs(w);
    show({ ...(strongs ? { strongs } : { lemma: w }), morph: prefix.trim() || undefined });
  }

  return (
    <section id="morphology" ref={section} className="card morphology" aria-labelledby="morphology-title">
      <h2 id="morphology-title">{t('morphology.title')}</h2>
      <p className="muted">{t('morphology.lead')}</p>
      <form className="morph-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={ids.word}>{t('morphology.wordLabel')}</label>
          <input
            id={ids.word}
            value={word}
            placeholder="H1254 · G25 · ἀγαπάω"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${ids.word}-error` : undefined}
            onChange={(e) => setWord(e.target.value)}
          />
          {missing && (
            <p id={`${ids.word}-error`} className="field-error" role="alert">
              {t('apiErrors.morphology_word_required')}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={ids.prefix}>{t('morphology.prefixLabel')}</label>
          <input
            id={ids.prefix}
            value={prefix}
            placeholder="Vqp · V-AAI"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            translate="no"
            aria-describedby={`${ids.help} ${ids.explained}`}
            onChange={(e) => setPrefix(e.target.value)}
          />
          <p id={ids.explained} className="morph-explained" aria-live="polite">
            {explained && t('morphology.explained', { code: prefix.trim(), text: explained })}
          </p>
        </div>
        <button type="submit" className="button primary">
          {t('morphology.search')}
        </button>
      </form>
      <p id={ids.help} className="muted small morph-help">
        {t('morphology.prefixHelp')}
      </p>
      {!!result.error && (
        <p className="error" role="alert">
          {t(errorKey(result.error))}{' '}
          <button type="button" className="link-button" onClick={result.retry}>
            {t('app.retry')}
          </button>
        </p>
      )}
      {asked && result.loading && !data && (
        <p className="status" role="status">
          {t('app.loading')}
        </p>
      )}
      {asked && data && !result.error && (
        <MorphologyResults
          result={data}
          busy={result.loading}
          book={query.book ?? null}
          onBook={(book) => show({ ...query, book: book ?? undefined, page: 1 })}
          onPage={(page) => {
            show({ ...query, page });
            section.current?.scrollIntoView?.({ block: 'start' });
          }}
        />
      )}
    </section>
  );
}
