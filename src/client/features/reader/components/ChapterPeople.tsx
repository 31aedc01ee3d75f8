import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { pagePath } from '../../../../shared/routes';
import { errorKey } from '../../../lib/api';
import { ENDPOINTS } from '../../../../shared/api/endpoints';
import { useEndpoint } from '../../../lib/api-client';

/**
 * "People and places in this chapter" under the text: folded until opened, and only then asked
 * for, so the chapter page neither waits for it nor moves when it arrives.
 */
export function ChapterPeople({ book, chapter }: { book: string; chapter: number }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const answer = useEndpoint(
    ENDPOINTS.chapterPeople,
    open ? { query: { ref: `${book}.${chapter}`, lang: i18n.language } } : null,
  );
  const data = answer.data;
  const [params] = useSearchParams();
  // a verse number highlights that verse here, in the translation shown (kv: the KJV's numbering)
  const verseLinks = (verses: number[]) =>
    verses.map((v, i) => {
      const next = new URLSearchParams(params);
      next.delete('highlight');
      next.set('kv', String(v));
      return (
        <span key={v}>
          {i > 0 && ', '}
          <Link to={{ search: `?${next}` }} aria-label={t('people.verseLink', { verse: v })}>
            {v}
          </Link>
        </span>
      );
    });
  return (
    <details className="chapter-people card" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('people.inChapter')}</summary>
      {answer.loading && (
        <p className="status" role="status">
          {t('app.loading')}
        </p>
      )}
      {!!answer.error && (
        <p className="error" role="alert">
          {t(errorKey(answer.error))}
        </p>
      )}
      {data && (
        <>
          {data.people.length + data.places.length === 0 && (
            <p className="muted">{t('people.noneInChapter')}</p>
          )}
          {data.people.length > 0 && (
            <ul className="chapter-people-list">
              {data.people.map((p) => (
                <li key={p.id}>
                  <Link to={pagePath('person', { id: p.id })}>{p.title}</Link>{' '}
                  <span className="small">{verseLinks(p.verses)}</span>
                </li>
              ))}
            </ul>
          )}
          {data.places.length > 0 && (
            <p>
              <strong>{t('people.places')}:</strong>{' '}
              {data.places.map((p, i) => (
                <span key={p.id}>
                  {i > 0 && ', '}
                  {p.name} <span className="small">({verseLinks(p.verses)})</span>
                </span>
              ))}
            </p>
          )}
          <p className="attribution muted">{t('people.attribution')}</p>
        </>
      )}
    </details>
  );
}
