import { useTranslation } from 'react-i18next';
import type { Translation } from '../../../shared/api';
import { BOOKS, type UiLanguage } from '../../../shared/books';
import { BOOK_GROUPS, SEARCH_MODES } from '../../../shared/search-options';
import type { Filter } from './use-word-search';

interface Props {
  translations: Translation[];
  value: (name: Filter) => string;
  onChange: (name: Filter, value: string | null) => void;
}

/** The word search's filters: translation, mode, testament, group of books, book. */
export function SearchFilters({ translations, value, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as UiLanguage;
  const select = (name: Filter, label: string, options: [string, string][], empty?: string) => (
    <div className="filter">
      <label htmlFor={`filter-${name}`}>{label}</label>
      <select
        id={`filter-${name}`}
        value={value(name)}
        onChange={(e) => onChange(name, e.target.value || null)}
      >
        {empty !== undefined && <option value="">{empty}</option>}
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div className="filters">
      {select('translation', t('search.version'), [
        ...translations.map((tr): [string, string] => [tr.id, tr.name]),
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
  );
}
