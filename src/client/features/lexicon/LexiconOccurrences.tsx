import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LexiconOccurrences as Occurrences } from '../../../shared/api';
import type { UiLanguage } from '../../../shared/books';
import { Highlighted } from '../../components/ui/Highlighted';
import { errorKey, getJson } from '../../lib/api';
import { verseLink } from '../../lib/osis';
import { lexiconOccurrencesUrl, OCCURRENCES_PAGE } from '../../../shared/api/reader-urls';

type Occurrence = Occurrences['results'][number];

interface Props {
  strongs: string;
  /** the translation asked for, and the one the entry answered with (for the links) */
  translation: string;
  shownIn: string;
  /** how many verses hold the word */
  total: number;
  textLang: string;
}

/**
 * The verses of one Strong's number, a page at a time ("Load more" adds the next). The entry
 * renders it with a key per word and translation, so another word starts again from page one.
 */
export function LexiconOccurrences({ strongs, translation, shownIn, total, textLang }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as UiLanguage;
  const [verses, setVerses] = useState<Occurrence[]>([]);
  const [page, setPage] = useState(0);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    const ctrl = new AbortController();
    getJson<Occurrences>(lexiconOccurrencesUrl(strongs, translation, page + 1), ctrl.signal).then(
      (r) => setVerses((v) => (page === 0 ? r.results : [...v, ...r.results])),
      (e: Error) => e.name !== 'AbortError' && setError(e),
    );
    return () => ctrl.abort();
  }, [strongs, translation, page]);

  return (
    <>
      {!!error && (
        <p className="error" role="alert">
          {t(errorKey(error))}
        </p>
      )}
      <ol className="results">
        {verses.map((v) => {
          const link = verseLink(v.osis, lang, shownIn);
          return (
            <li key={v.osis}>
              <Link to={link.to} className="result-ref">
                {link.label}
              </Link>
              {v.heading && v.headingHighlights.length > 0 && (
                <p className="verse-heading" lang={textLang}>
                  <Highlighted text={v.heading} ranges={v.headingHighlights} />
                </p>
              )}
              <p lang={textLang}>
                <Highlighted text={v.text} ranges={v.highlights} />
              </p>
            </li>
          );
        })}
      </ol>
      {verses.length < total && verses.length === (page + 1) * OCCURRENCES_PAGE && (
        <button type="button" className="button" onClick={() => setPage((p) => p + 1)}>
          {t('wordStudy.loadMore')}
        </button>
      )}
    </>
  );
}
