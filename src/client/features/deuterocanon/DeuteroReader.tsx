import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { UiLanguage } from '../../../shared/books';
import type { DeuteroBook } from '../../../shared/deuterocanon';
import { PAGES, pagePath } from '../../../shared/routes';
import { PageHeader } from '../../components/ui/PageHeader';
import { useChapterKeys } from '../../hooks/use-chapter-keys';
import { errorKey } from '../../lib/api';
import { chooseBible, neighbours, type Place } from './deutero-bible';
import { DeuteroChapterNav } from './DeuteroChapterNav';
import { DeuteroText } from './DeuteroText';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { useEndpoint } from '../../lib/api-client';

/** A part of Greek Daniel named under its title (Susanna, Bel and the Dragon). */
const partKey = (osis: string, chapter: number) =>
  osis === 'Dan' ? `deuterocanon.part.Dan${chapter}` : osis === 'Esth' ? 'deuterocanon.part.Esth' : null;

interface Props {
  book: DeuteroBook;
  chapter: number;
  /** The Bibles that have deuterocanonical books: fetched by the page, so a new chapter has them
   * from its first moment and the arrow keys work before its text arrives. */
  bibles: DeuteroBibles;
}

/** The Bibles with deuterocanonical books, in the UI language (one fetch for every chapter). */
export const useDeuteroBibles = (lang: UiLanguage) =>
  useEndpoint(ENDPOINTS.deuterocanon, { query: { lang } });
type DeuteroBibles = ReturnType<typeof useDeuteroBibles>;

/**
 * One chapter of a deuterocanonical book in one Bible (the route checks book and chapter): the
 * Bible is the address's `?translation=` when it has the book, else the UI language's, else the
 * other, and the page says so.
 */
export function DeuteroReader({ book, chapter, bibles }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as UiLanguage;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const asked = params.get('translation');
  const choice = bibles.data && chooseBible(bibles.data, book.osis, lang, asked);
  const text = useEndpoint(
    ENDPOINTS.deuteroChapter,
    choice
      ? {
          params: { book: book.osis, chapter: String(chapter) },
          query: { translation: choice.bible.id, lang },
        }
      : null,
  );
  const shown = text.data;
  const failed = bibles.error ?? text.error;

  const pathOf = (to: Place) =>
    `${pagePath('deuteroChapter', { book: to.osis, chapter: to.chapter })}${asked ? `?translation=${encodeURIComponent(asked)}` : ''}`;
  const { prev, next } = choice ? neighbours(choice.bible, book.osis, chapter) : { prev: null, next: null };
  useChapterKeys((step) => {
    const to = step === -1 ? prev : next;
    if (to) void navigate(pathOf(to));
    return !!to;
  });
  const having = bibles.data?.filter((b) => b.books.some((x) => x.osis === book.osis)) ?? [];
  const part = partKey(book.osis, chapter);

  return (
    <div className="page reader deutero-reader">
      <PageHeader
        title={t('reader.chapterTitle', { book: book.names[lang], chapter })}
        lead={part && t(part)}
      >
        <p className="breadcrumb">
          <Link to={PAGES.deuterocanon}>{t('deuterocanon.backToGroup')}</Link>
        </p>
      </PageHeader>

      {choice && (
        <div className="reader-controls">
          <label>
            {t('deuterocanon.bible')}
            <select
              value={choice.bible.id}
              onChange={(e) => setParams({ translation: e.target.value }, { replace: true })}
            >
              {having.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {choice?.fallback && (
        <p className="notice" role="note">
          {t('deuterocanon.fallback', {
            book: book.names[lang],
            name: choice.bible.name,
            language: t(`deuterocanon.languageName.${choice.bible.language}`),
          })}
        </p>
      )}
      <p className="muted small deutero-numbering">{t('deuterocanon.numbering')}</p>

      {!!failed && (
        <div className="error" role="alert">
          {t(errorKey(failed))}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              bibles.retry();
              text.retry();
            }}
          >
            {t('app.retry')}
          </button>
        </div>
      )}
      {!failed && (!shown || text.loading) && (
        <p className="status" role="status">
          {t('app.loading')}
        </p>
      )}

      {shown && <DeuteroText chapter={shown} />}
      {shown && (
        <p className="muted attribution">
          {t('deuterocanon.attribution', {
            name: shown.translation.name,
            licence: shown.translation.licence,
          })}
        </p>
      )}
      {(shown || !!failed) && <DeuteroChapterNav prev={prev} next={next} pathOf={pathOf} />}
    </div>
  );
}
