import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useResettableState } from '../../hooks/use-resettable-state';

interface Props {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/**
 * First, previous, a page number to type, next and last: 964 pages are a jump away, not 963 clicks
 * (the word search, the morphology search).
 */
export function Pager({ page, pages, onPage }: Props) {
  const { t } = useTranslation();
  // the box follows the page shown; what is typed stays until it is sent
  const [typed, setTyped] = useResettableState(String(page), page);
  const [invalid, setInvalid] = useState(false);
  const id = useId();
  const go = (n: number) => {
    setInvalid(false);
    setTyped(String(n));
    if (n !== page) onPage(n);
  };
  function handleSubmit(e: FormEvent) {
    e.preventDefault();
    const n = Number(typed);
    // past either end is that end; only what is no page number at all is refused
    if (!typed.trim() || !Number.isFinite(n)) setInvalid(true);
    else go(Math.min(pages, Math.max(1, Math.round(n))));
  }
  const button = (label: string, to: number, disabled: boolean) => (
    <button type="button" className="button" disabled={disabled} onClick={() => go(to)}>
      {label}
    </button>
  );
  return (
    <nav className="pager" aria-label={t('search.pageOf', { page, pages })}>
      {button(t('searchNav.first'), 1, page <= 1)}
      {button(t('search.previous'), page - 1, page <= 1)}
      <span>{t('search.pageOf', { page, pages })}</span>
      {button(t('search.next'), page + 1, page >= pages)}
      {button(t('searchNav.last'), pages, page >= pages)}
      {pages > 2 && (
        <form className="pager-jump" onSubmit={handleSubmit} noValidate>
          <label htmlFor={id}>{t('searchNav.goTo')}</label>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={pages}
            value={typed}
            aria-invalid={invalid || undefined}
            onChange={(e) => setTyped(e.target.value)}
          />
          <button type="submit" className="button">
            {t('searchNav.go')}
          </button>
        </form>
      )}
    </nav>
  );
}
