import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UiLanguage } from '../../../shared/books';
import { readingLabel, readingPath } from '../../lib/library/labels';
import { clearHistory, slots } from '../../lib/library/library';
import { HISTORY_CAP, type Reading } from '../../lib/library/records';
import { useLibrary } from '../../lib/library/use-library';
import { Section } from './Section';
import { UndoBar } from './UndoBar';
import { useRemoval } from './use-removal';

/** Chapters opened in the reader, newest first, each once; the cap is said. Clear has Undo. */
export function HistorySection() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as UiLanguage;
  const history = useLibrary('history');
  const removal = useRemoval<Reading[]>((list) => slots.history.set(list));
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Section id="history" title={t('library.history.title')} count={history.length}>
      <p className="muted small">{t('library.history.cap', { count: HISTORY_CAP })}</p>
      <UndoBar removal={removal} />
      {history.length === 0 ? (
        <p className="muted">
          {t('library.history.empty')} <Link to="/study-guides/book-by-book">{t('nav.bookByBook')}</Link>
        </p>
      ) : (
        <>
          <ol className="library-list history-list">
            {history.map((r) => (
              <li key={`${r.book}.${r.chapter}`}>
                <Link to={readingPath(r)} className="library-item-title">
                  {readingLabel(r, lang)}
                </Link>
                <span className="muted small">
                  {r.translation ? `${r.translation} · ` : ''}
                  <time dateTime={r.at}>{when(r.at)}</time>
                </span>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="button"
            onClick={() => removal.remove(history, t('library.history.title'), clearHistory)}
          >
            {t('library.history.clear')}
          </button>
        </>
      )}
    </Section>
  );
}
