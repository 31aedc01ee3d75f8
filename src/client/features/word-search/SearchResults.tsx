import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SearchResponse, Translation } from '../../../shared/api';
import type { UiLanguage } from '../../../shared/books';
import { BookBars } from '../../components/ui/BookBars';
import { Highlighted } from '../../components/ui/Highlighted';
import { verseLink } from '../../lib/osis';
import { Pager } from '../../components/ui/Pager';
import { PAGE_SIZE } from './use-word-search';

interface Props {
  data: SearchResponse;
  page: number;
  translations: Translation[];
  onPage: (page: number) => void;
  /** shown under "No verses found" (the Bibles that have matches) */
  children?: ReactNode;
}

/** One page of matches: the counts, the spread over the books, the verses and the pager. */
export function SearchResults({ data, page, translations, onPage, children }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as UiLanguage;
  if (data.total === 0)
    return (
      <>
        <p className="card notice" role="status">
          {t('search.noResults')}
        </p>
        {children}
      </>
    );
  const pages = Math.max(1, Math.ceil(data.total / PAGE_SIZE));
  return (
    <div className="search-results">
      <p className="summary" role="status">
        {t('search.summary', {
          total: data.total.toLocaleString(lang),
          occurrences: data.occurrences.toLocaleString(lang),
        })}
      </p>
      <BookBars counts={data.byBook} lang={lang} label={t('search.byBook')} />
      <ol className="results" start={(page - 1) * PAGE_SIZE + 1}>
        {data.results.map((r) => {
          const link = verseLink(r.osis, lang, r.translation);
          const language = translations.find((tr) => tr.id === r.translation)?.language;
          return (
            <li key={`${r.translation}.${r.osis}`}>
              <Link
                to={link.to}
                className="result-ref"
                aria-label={t('search.readInContext', { reference: link.label })}
              >
                {link.label}
              </Link>{' '}
              <span className="muted">{r.translation}</span>
              <p lang={language}>
                <Highlighted text={r.text} ranges={r.highlights} />
              </p>
            </li>
          );
        })}
      </ol>
      <Pager page={page} pages={pages} onPage={onPage} />
    </div>
  );
}
