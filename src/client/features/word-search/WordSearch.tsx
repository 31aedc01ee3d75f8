import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { SearchResponse, Translation } from '../../../shared/api';
import { BOOK_GROUPS, SEARCH_MODES } from '../../../shared/search-options';
import { BOOKS, type UiLanguage } from '../../../shared/books';
import { BookBars } from '../../components/ui/BookBars';
import { Highlighted } from '../../components/ui/Highlighted';
import { PageHeader } from '../../components/ui/PageHeader';
import { errorKey } from '../../lib/api';
import { verseLink } from '../../lib/osis';
import { useApi } from '../../lib/use-api';

const PAGE_SIZE = 25;
const FILTERS = ['translation', 'mode', 'testament', 'group', 'book'] as const;

/** Word search across the translations (GET /api/search); the URL holds the whole search. */
export function WordSearchPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as UiLanguage;
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(params.get('q') ?? '');
  useEffect(() => setQuery(params.get('q') ?? ''), [params]);
  const translations = useApi<Translation[]>('/api/translations');

  const q = params.get('q')?.trim() ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const apiParams = new URLSearchParams({ q, page: String(page), pageSize: String(PAGE_SIZE) });
  for (const f of FILTERS) if (params.get(f)) apiParams.set(f, params.get(f)!);
  const result = useApi<SearchResponse>(q ? `/api/search?${apiParams}` : null);
  const data = q ? result.data : null;

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  function handleSubmit(e: FormEvent) {
    e.preventDefault();
    update({ q: query.trim() || null });
  }
  const select = (
    name: (typeof FILTERS)[number],
    label: string,
    options: [string, string][],
    empty?: string,
  ) => (
    <div className="filter">
      <label htmlFor={`filter-${name}`}>{label}</label>
      <select
        id={`filter-${name}`}
        value={params.get(name) ?? ''}
        onChange={(e) => update({ [name]: e.target.value || null })}
      >
        {empty !== undefined && <option value="">{empty}</option>}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const list = translations.data ?? [];

  return (
    <div className="page word-search">
      <PageHeader title={t('search.wordSearchTitle')} lead={t('search.wordSearchSubtitle')} />
      <form role="search" className="search-form" onSubmit={handleSubmit}>
        <div className="field grow">
          <label htmlFor="word-search-q">{t('search.query')}</label>
          <input
            id="word-search-q"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            maxLength={200}
          />
        </div>
        <button type="submit" className="button primary">
          {t('search.submit')}
        </button>
        <div className="filters">
          {select('translation', t('search.version'), [
            ...list.map((tr): [string, string] => [tr.id, tr.name]),
            ['all', t('search.allTranslations')],
          ])}
          {select(
            'mode',
            t('search.mode'),
            SEARCH_MODES.map((m) => [m, t(`search.modes.${m}`)]),
          )}
          {select(
            'testament',
            t('search.testament'),
            [
              ['OT', t('studyGuides.testament.OT')],
              ['NT', t('studyGuides.testament.NT')],
            ],
            t('search.wholeBible'),
          )}
          {select(
            'group',
            t('search.group'),
            Object.keys(BOOK_GROUPS).map((g) => [g, t(`search.groups.${g}`)]),
            t('search.allBooks'),
          )}
          {select(
            'book',
            t('search.book'),
            BOOKS.map((b) => [b.osis, b.names[lang]]),
            t('search.allBooks'),
          )}
        </div>
      </form>

      {!q && <p className="muted">{t('search.empty')}</p>}
      {q && result.loading && (
        <p className="status" role="status">
          {t('search.searching')}
        </p>
      )}
      {q && !!result.error && (
        <p className="error" role="alert">
          {t(errorKey(result.error))}
        </p>
      )}
      {data &&
        !result.error &&
        (data.total === 0 ? (
          <p className="card notice" role="status">
            {t('search.noResults')}
          </p>
        ) : (
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
                const language = list.find((tr) => tr.id === r.translation)?.language;
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
            <nav className="pager" aria-label={t('search.pageOf', { page, pages })}>
              <button
                type="button"
                className="button"
                disabled={page <= 1}
                onClick={() => update({ page: String(page - 1) })}
              >
                {t('search.previous')}
              </button>
              <span>{t('search.pageOf', { page, pages })}</span>
              <button
                type="button"
                className="button"
                disabled={page >= pages}
                onClick={() => update({ page: String(page + 1) })}
              >
                {t('search.next')}
              </button>
            </nav>
          </div>
        ))}
    </div>
  );
}
