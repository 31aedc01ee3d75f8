import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BdbEntry } from '../../../../shared/api';
import type { FoldSize } from './fold';
import { InEnglish } from './InEnglish';
import { LexEntry } from './LexEntry';
import type { LinkFor } from './LexPieces';

/**
 * Brown-Driver-Briggs for a Hebrew or Aramaic number: each entry with its headword, intro and
 * senses as BDB nests them (a verb's stems as sub-heads), a long one folded behind "Show all", and
 * the credit its licence asks for. References stay as BDB writes them: it numbers verses as the
 * Hebrew Bible does (Nu 17:27 is the KJV's 17:12), so they are not links into the reader.
 */
export function BdbSection({
  entries,
  linkFor,
  fold,
}: {
  entries: BdbEntry[];
  linkFor: LinkFor;
  /** a smaller fold (the reader's word details) */
  fold?: FoldSize;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  // an answer cached before the lexicon had BDB has no `bdb`
  if (!entries?.length) return null;
  return (
    <section className="card bdb lex" aria-labelledby={titleId}>
      <h3 id={titleId} className="lex-title">
        {t('wordStudy.bdbTitle')} <InEnglish />
      </h3>
      {entries.map((e) => (
        <BdbEntryView key={e.id} entry={e} linkFor={linkFor} fold={fold} />
      ))}
      <p className="attribution muted">{t('wordStudy.bdbCredit')}</p>
    </section>
  );
}

function BdbEntryView({ entry, linkFor, fold }: { entry: BdbEntry; linkFor: LinkFor; fold?: FoldSize }) {
  const { t } = useTranslation();
  const headword = entry.bracketed ? `[${entry.headword}]` : entry.headword;
  const head = (
    <>
      {entry.homonym && <span className="lex-homonym">{entry.homonym}</span>}
      <span className="lemma-small" lang="he" dir="rtl">
        {headword}
      </span>
      {entry.language === 'aramaic' && <span className="badge">{t('wordStudy.bdbAramaic')}</span>}
      {entry.page !== null && (
        <span className="muted lex-page">{t('wordStudy.bdbPage', { page: entry.page })}</span>
      )}
    </>
  );
  return <LexEntry entry={entry} head={head} links={{ linkFor }} fold={fold} />;
}
