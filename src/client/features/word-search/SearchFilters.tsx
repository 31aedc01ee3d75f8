import { useTranslation } from 'react-i18next';
import type { Translation } from '../../../shared/api';
import { BOOKS, type UiLanguage } from '../../../shared/books';
import { SEARCH_MODES } from '../../../shared/search-options';
import { NarrowDisclosure } from '../../components/ui/NarrowDisclosure';
import { TranslationOptions } from '../../components/ui/TranslationOptions';
import { GROUPS } from './scope';
import type { WordSearchState } from './use-word-search';

interface Props {
  translations: Translation[];
  search: WordSearchState;
}

/** The word search's filters: translation, kind of match, and where to search (one choice). */
export function SearchFilters({ translations, search }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as UiLanguage;
  const filters = (
    <div className="filters">
      <div className="filter">
        <label htmlFor="filter-translation">{t('search.version')}</label>
        <select
          id="filter-translation"
          value={search.filter('translation')}
          onChange={(e) => search.refine({ translation: e.target.value })}
        >
          <TranslationOptions list={translations} />
          <option value="all">{t('search.allTranslations')}</option>
        </select>
      </div>
      <div className="filter">
        <label htmlFor="filter-mode">{t('search.mode')}</label>
        <select
          id="filter-mode"
          value={search.filter('mode') || 'word'}
          onChange={(e) => search.refine({ mode: e.target.value === 'word' ? null : e.target.value })}
        >
          {SEARCH_MODES.map((m) => (
            <option key={m} value={m}>
              {t(`search.modes.${m}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="filter">
        <label htmlFor="filter-scope">{t('searchNav.scope')}</label>
        <select id="filter-scope" value={search.scope} onChange={(e) => search.setScope(e.target.value)}>
          <option value="">{t('search.wholeBible')}</option>
          <optgroup label={t('searchNav.testaments')}>
            <option value="testament:OT">{t('studyGuides.testament.OT')}</option>
            <option value="testament:NT">{t('studyGuides.testament.NT')}</option>
          </optgroup>
          <optgroup label={t('searchNav.sections')}>
            {GROUPS.map((g) => (
              <option key={g} value={`group:${g}`}>
                {t(`search.groups.${g}`)}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('searchNav.books')}>
            {BOOKS.map((b) => (
              <option key={b.osis} value={`book:${b.osis}`}>
                {b.names[lang]}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
    </div>
  );
  // on narrow screens the filters fold behind a toggle that says how many are set
  const active = [search.filter('mode'), search.scope].filter(Boolean).length;
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
