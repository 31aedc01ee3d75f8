import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AbbottSmithEntry } from '../../../../shared/api';
import { bookByOsis } from '../../../../shared/books';
import { splitOsisId, splitOsisRange } from '../../../../shared/reference/osis';
import { readerPath } from '../../../lib/paths';
import type { FoldSize } from './fold';
import { InEnglish } from './InEnglish';
import { LexEntry } from './LexEntry';
import { Pieces, type LinkFor, type PieceLinks } from './LexPieces';

/**
 * A New Testament reference of Abbott-Smith's as a link into the reader (the KJV's numbering is
 * the New Testament's own); its Old Testament references cite the Septuagint, numbered otherwise
 * (its Psalms), and stay as written.
 */
export function abbottSmithRefLink(osis: string): string | null {
  const [start, end] = splitOsisRange(osis);
  const from = splitOsisId(start);
  const book = bookByOsis(from.book);
  if (!book || book.testament !== 'NT' || !from.chapter) return null;
  const to = splitOsisId(end);
  const sameChapter = to.book === from.book && to.chapter === from.chapter;
  return readerPath(book.osis, from.chapter, {
    ...(from.verse ? { highlight: from.verse } : {}),
    ...(from.verse && sameChapter && to.verse && to.verse > from.verse ? { highlightEnd: to.verse } : {}),
  });
}

/**
 * Abbott-Smith's Manual Greek Lexicon for a Greek number: each entry with its head as printed, the
 * word's count in the New Testament, its senses as the lexicon nests them (folded when long, behind
 * "Show all"), and its credit. Its text is English, and says so on a page in another language.
 */
export function AbbottSmithSection({
  entries,
  linkFor,
  fold,
}: {
  entries: AbbottSmithEntry[];
  linkFor: LinkFor;
  /** a smaller fold (the reader's word details) */
  fold?: FoldSize;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  if (!entries?.length) return null;
  return (
    <section className="card abbott-smith lex" aria-labelledby={titleId}>
      <h3 id={titleId} className="lex-title">
        {t('wordStudy.abbottSmithTitle')} <InEnglish />
      </h3>
      {entries.map((e) => (
        <AbbottSmithEntryView
          key={e.id}
          entry={e}
          links={{ linkFor, refLink: abbottSmithRefLink }}
          fold={fold}
        />
      ))}
      <p className="attribution muted">{t('wordStudy.abbottSmithCredit')}</p>
    </section>
  );
}

function AbbottSmithEntryView({
  entry,
  links,
  fold,
}: {
  entry: AbbottSmithEntry;
  links: PieceLinks;
  fold?: FoldSize;
}) {
  const { t } = useTranslation();
  const head = (
    <>
      <span className="lex-form">
        <Pieces parts={entry.head.length ? entry.head : [{ kind: 'grc', text: entry.lemma }]} links={links} />
      </span>
      {entry.occurrences !== null && (
        <span className="muted lex-page">
          {t('wordStudy.abbottSmithCount', { count: entry.occurrences })}
        </span>
      )}
      {entry.page !== null && (
        <span className="muted lex-page">{t('wordStudy.bdbPage', { page: entry.page })}</span>
      )}
    </>
  );
  return <LexEntry entry={entry} head={head} links={links} fold={fold} />;
}
