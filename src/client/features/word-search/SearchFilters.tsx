import { useTranslation } from 'react-i18next';
import type { Translation } from '../../../shared/api';
import { BOOKS, type UiLanguage } from '../../../shared/books';
import { BOOK_GROUPS, SEARCH_MODES } from '../../../shared/search-options';
import { NarrowDisclosure } from '../../components/ui/NarrowDisclosure';
import { FILTERS, type Filter } from './use-word-search';

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
  const filters = (
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
  // on narrow screens the filters fold behind a toggle that says how many are set
  const active = FILTERS.filter((f) => value(f)).length;
  return (
    <NarrowDisclosure
      id="search-filters"
      label={t('filtersPanel.toggle')}
      badge={active ? t('filtersPanel.active', { count: active }) : undefined}
    >
      {filters}
    </NarrowDisclosure>
  );
}
