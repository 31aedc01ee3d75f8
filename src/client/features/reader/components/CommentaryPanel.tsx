import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Commentary, CommentaryWorkInfo } from '../../../../shared/api';
import type { BookInfo, UiLanguage } from '../../../../shared/books';
import { formatRange } from '../../../../shared/reference/format';
import { osisRange, splitOsisList } from '../../../../shared/reference/osis';
import { errorKey } from '../../../lib/api';
import { readerPath } from '../../../lib/paths';
import { useApi } from '../../../lib/use-api';

interface Props {
  book: BookInfo;
  chapter: number;
  /** the verses followed (the reader's selection), in the translation's numbering; null: the chapter's first verse */
  verses: [number, number] | null;
  translation: string;
  works: CommentaryWorkInfo[];
  work: string;
  onWork: (id: string) => void;
}

/** A section's text, line by line, its scripture references as links into the reader. */
function sectionText(
  text: string,
  refs: Commentary['sections'][number]['refs'],
  translation: string,
  lang: UiLanguage,
): ReactNode[] {
  const lines: ReactNode[] = [];
  let offset = 0;
  text.split('\n').forEach((line, i) => {
    const start = offset;
    const end = start + line.length;
    offset = end + 1;
    const nodes: ReactNode[] = [];
    let at = start;
    for (const r of refs) {
      if (r.start < start || r.end > end || r.start < at) continue;
      nodes.push(text.slice(at, r.start));
      const first = osisRange(splitOsisList(r.osis)[0]);
      nodes.push(
        first ? (
          <Link
            key={r.start}
            to={readerPath(first.start.book, first.start.chapter, {
              translation,
              kjvVerse: first.start.verse ?? undefined,
              kjvVerseEnd:
                first.end.chapter === first.start.chapter ? (first.end.verse ?? undefined) : undefined,
            })}
            title={formatRange(first, lang)}
          >
            {text.slice(r.start, r.end)}
          </Link>
        ) : (
          text.slice(r.start, r.end)
        ),
      );
      at = r.end;
    }
    nodes.push(text.slice(at, end));
    lines.push(<p key={i}>{nodes}</p>);
  });
  return lines;
}

/**
 * The commentary beside the text: a choice of work, the sections that cover the verses the reader
 * selects (the chapter's first verse until then). The works are in English: the panel says so in
 * the other languages and marks its text as English.
 */
export function CommentaryPanel({ book, chapter, verses, translation, works, work, onWork }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as UiLanguage;
  const selectId = useId();
  const offered = works.filter((w) => w.books.includes(book.osis));
  const current = offered.find((w) => w.id === work) ?? offered[0];
  const [from, to] = verses ?? [1, 1];
  const ref = `${book.names.en} ${chapter}:${from}${to > from ? `-${to}` : ''}`;
  const answer = useApi<Commentary>(
    current ? `/api/commentary?${new URLSearchParams({ ref, work: current.id, translation, lang })}` : null,
  );
  const data = answer.data?.work === current?.id ? answer.data : null;

  return (
    <aside className="commentary-panel" aria-labelledby={`${selectId}-title`}>
      <h2 id={`${selectId}-title`} className="commentary-title">
        {t('reader.commentary')}
      </h2>
      {lang !== 'en' && (
        <p className="notice commentary-english" role="note">
          {t('reader.commentaryEnglish')}
        </p>
      )}
      {offered.length > 0 && current && (
        <label className="commentary-work" htmlFor={selectId}>
          {t('reader.commentaryWork')}
          <select id={selectId} value={current.id} onChange={(e) => onWork(e.target.value)}>
            {offered.map((w) => (
              <option key={w.id} value={w.id}>
                {w.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {current && (
        <p className="muted commentary-source">
          {t('reader.commentaryLicence', {
            author: current.author,
            year: current.year,
            licence: current.licence,
          })}
        </p>
      )}
      {!verses && <p className="muted commentary-hint">{t('reader.commentaryChapter')}</p>}
      {answer.error ? (
        <p className="error" role="alert">
          {t(errorKey(answer.error))}
        </p>
      ) : null}
      {answer.loading && !data && (
        <p className="status" role="status">
          {t('app.loading')}
        </p>
      )}
      {data && (
        <div lang="en">
          <h3 className="commentary-on" lang={lang}>
            {t('reader.commentaryOn', { reference: data.reference })}
          </h3>
          {data.sections.length === 0 && (
            <p className="muted" lang={lang}>
              {t('reader.commentaryNone', { work: current!.name, reference: data.reference })}
            </p>
          )}
          {data.sections.map((s, i) => {
            const range = osisRange(s.osis);
            // the verses it covers, when more or other than those asked for
            const covers = range ? formatRange(range, lang) : s.osis;
            const label = covers !== data.reference ? t('reader.commentaryCovers', { range: covers }) : null;
            return (
              <section key={`${s.osis}-${i}`} className="commentary-section">
                {(s.heading || label) && (
                  <h4 lang={lang}>
                    {s.heading && <span lang="en">{s.heading}</span>}
                    {s.heading && label && ' · '}
                    {label}
                  </h4>
                )}
                {sectionText(s.text, s.refs, translation, lang)}
              </section>
            );
          })}
        </div>
      )}
    </aside>
  );
}
