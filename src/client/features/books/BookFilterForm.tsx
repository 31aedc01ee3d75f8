import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Testament } from '../../../shared/books';
import { groupsOf, isBookGroup, type BookFilter } from './book-filter';

/** The book list's filter, held in the URL (?testament=, ?group=, ?name=) so Back finds it again. */
export function useBookFilter(fixedTestament: Testament | null) {
  const [params, setParams] = useSearchParams();
  const t = params.get('testament');
  const testament = fixedTestament ?? (t === 'OT' || t === 'NT' ? t : null);
  const g = params.get('group');
  const group = isBookGroup(g) && groupsOf(testament).includes(g) ? g : null;
  const filter: BookFilter = { testament, group, name: params.get('name') ?? '' };
  const update = (changes: Partial<Record<'testament' | 'group' | 'name', string | null>>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    // typing a name replaces the entry: Back leaves the page rather than undoing each letter
    setParams(next, { replace: 'name' in changes });
  };
  return { filter, update, clear: () => setParams(new URLSearchParams(), { replace: true }) };
}

interface Props {
  filter: BookFilter;
  /** the page is one testament's: no testament choice */
  fixedTestament: Testament | null;
  update: ReturnType<typeof useBookFilter>['update'];
}

/** Testament (All, OT, NT), section (Law, Gospels…) and a name to find. */
export function BookFilterForm({ filter, fixedTestament, update }: Props) {
  const { t } = useTranslation();
  const choices: [string, string][] = [
    ['', t('bookFilter.all')],
    ['OT', t('studyGuides.testament.OT')],
    ['NT', t('studyGuides.testament.NT')],
  ];
  return (
    <form className="book-filter" aria-label={t('bookFilter.label')} onSubmit={(e) => e.preventDefault()}>
      {!fixedTestament && (
        <fieldset className="segmented">
          <legend>{t('bookFilter.testament')}</legend>
          {choices.map(([value, text]) => (
            <label key={value}>
              <input
                type="radio"
                name="testament"
                value={value}
                checked={(filter.testament ?? '') === value}
                onChange={() => update({ testament: value || null, group: null })}
              />
              {text}
            </label>
          ))}
        </fieldset>
      )}
      <div className="filter">
        <label htmlFor="book-group">{t('bookFilter.group')}</label>
        <select
          id="book-group"
          value={filter.group ?? ''}
          onChange={(e) => update({ group: e.target.value || null })}
        >
          <option value="">{t('bookFilter.allGroups')}</option>
          {groupsOf(filter.testament).map((g) => (
            <option key={g} value={g}>
              {t(`search.groups.${g}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="filter grow">
        <label htmlFor="book-name">{t('bookFilter.name')}</label>
        <input
          id="book-name"
          type="search"
          value={filter.name}
          autoComplete="off"
          onChange={(e) => update({ name: e.target.value || null })}
        />
      </div>
    </form>
  );
}
