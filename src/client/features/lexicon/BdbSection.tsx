import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BdbEntry, BdbSense, BdbText } from '../../../shared/api';
import { foldSenses } from './bdb-fold';

type LinkFor = (strongs: string) => string;

/**
 * Brown-Driver-Briggs for a Hebrew or Aramaic number: each entry with its headword, intro and
 * senses as BDB nests them (a verb's stems as sub-heads), a long one folded behind "Show all", and
 * the credit its licence asks for. References stay as BDB writes them: it numbers verses as the
 * Hebrew Bible does (Nu 17:27 is the KJV's 17:12), so they are not links into the reader.
 */
export function BdbSection({ entries, linkFor }: { entries: BdbEntry[]; linkFor: LinkFor }) {
  const { t } = useTranslation();
  // an answer cached before the lexicon had BDB has no `bdb`
  if (!entries?.length) return null;
  return (
    <section className="card bdb" aria-labelledby="bdb-title">
      <h3 id="bdb-title">{t('wordStudy.bdbTitle')}</h3>
      {entries.map((e) => (
        <BdbEntryView key={e.id} entry={e} linkFor={linkFor} />
      ))}
      <p className="attribution muted">{t('wordStudy.bdbCredit')}</p>
    </section>
  );
}

function BdbEntryView({ entry, linkFor }: { entry: BdbEntry; linkFor: LinkFor }) {
  const { t } = useTranslation();
  const id = useId();
  const [all, setAll] = useState(false);
  const folded = foldSenses(entry);
  const senses = folded && !all ? folded.senses : entry.senses;
  const headword = entry.bracketed ? `[${entry.headword}]` : entry.headword;
  return (
    <article className="bdb-entry" aria-labelledby={`${id}-head`}>
      <h4 id={`${id}-head`} className="bdb-head">
        {entry.homonym && <span className="bdb-homonym">{entry.homonym}</span>}
        <span className="lemma-small" lang="he" dir="rtl">
          {headword}
        </span>
        {entry.language === 'aramaic' && <span className="badge">{t('wordStudy.bdbAramaic')}</span>}
        {entry.page !== null && (
          <span className="muted bdb-page">{t('wordStudy.bdbPage', { page: entry.page })}</span>
        )}
      </h4>
      <div id={`${id}-body`} lang="en">
        {entry.intro.length > 0 && (
          <p className="bdb-intro">
            <Pieces parts={entry.intro} linkFor={linkFor} />
          </p>
        )}
        <Senses senses={senses} linkFor={linkFor} />
      </div>
      {folded && (
        <button
          type="button"
          className="link-button bdb-toggle"
          aria-expanded={all}
          aria-controls={`${id}-body`}
          onClick={() => setAll(!all)}
        >
          {all ? t('wordStudy.bdbShowLess') : t('wordStudy.bdbShowAll', { count: folded.hidden })}
        </button>
      )}
    </article>
  );
}

function Senses({ senses, linkFor }: { senses: BdbSense[]; linkFor: LinkFor }) {
  if (!senses.length) return null;
  return (
    <ol className="bdb-senses">
      {senses.map((s, i) => (
        <li key={i} className={s.stem ? 'bdb-stem' : undefined}>
          {s.stem && (
            <h5 className="bdb-stem-name">
              {s.n && <span className="bdb-n">{s.n}.</span>} {s.stem}
            </h5>
          )}
          {(s.text.length > 0 || (s.n && !s.stem)) && (
            <p>
              {s.n && !s.stem && <span className="bdb-n">{s.n}.</span>}{' '}
              <Pieces parts={s.text} linkFor={linkFor} />
            </p>
          )}
          <Senses senses={s.senses} linkFor={linkFor} />
        </li>
      ))}
    </ol>
  );
}

function Pieces({ parts, linkFor }: { parts: BdbText[]; linkFor: LinkFor }) {
  return parts.map((p, i) => <Piece key={i} part={p} linkFor={linkFor} />);
}

function Piece({ part, linkFor }: { part: BdbText; linkFor: LinkFor }) {
  if (typeof part === 'string') return part;
  switch (part.kind) {
    case 'heb': {
      const word = (
        <bdi className="bdb-heb" lang="he" dir="rtl">
          {part.text}
        </bdi>
      );
      return part.strongs ? <Link to={linkFor(part.strongs)}>{word}</Link> : word;
    }
    case 'def':
      return <b className="bdb-def">{part.text}</b>;
    case 'ref':
      return <cite className="bdb-ref">{part.text}</cite>;
    case 'foreign':
      return <i lang={part.lang || undefined}>{part.text}</i>;
    case 'em':
      return <em>{part.text}</em>;
    default:
      // part of speech, stem, verb form: BDB's abbreviations, in italics as it prints them
      return <i className="bdb-abbr">{part.text}</i>;
  }
}
