/**
 * Where the word search looks: the whole Bible, a testament, a part (the Law, the Gospels…) or
 * one book — one choice, so filters cannot contradict each other (the Law and Romans gave zero).
 * The URL keeps the API's parameters (?testament=, ?group=, ?book=); a link that names several
 * is read as its narrowest, which the select then shows, so what is shown is what is searched.
 */
import { BOOK_GROUPS, type BookGroup } from '../../../shared/search-options';

export type ScopeParam = 'testament' | 'group' | 'book';
export const SCOPE_PARAMS: ScopeParam[] = ['testament', 'group', 'book'];

/** The select's value: '' (whole Bible), `testament:OT`, `group:law` or `book:Rom`. */
export function scopeOf(params: URLSearchParams): string {
  for (const name of ['book', 'group', 'testament'] as const) {
    const value = params.get(name);
    if (value && (name !== 'group' || value in BOOK_GROUPS)) return `${name}:${value}`;
  }
  return '';
}

/** The URL's parameters for a scope: exactly one set, the others removed. */
export function scopeParams(scope: string): Record<ScopeParam, string | null> {
  const [name, value] = scope.split(':') as [ScopeParam, string | undefined];
  return { testament: null, group: null, book: null, ...(value ? { [name]: value } : {}) };
}

export const GROUPS = Object.keys(BOOK_GROUPS) as BookGroup[];
