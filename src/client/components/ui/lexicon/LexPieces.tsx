/**
 * A lexicon's text as its source marks it (shared/api/lexicon.ts: LexText, LexSense), for
 * Brown-Driver-Briggs and Abbott-Smith alike: Hebrew and Greek words in their script (linked to
 * their word study when the source names the entry), glosses in bold, references as written,
 * abbreviations in italics, senses nested as the lexicon numbers them.
 */
import { Link } from 'react-router';
import type { LexSense, LexText } from '../../../../shared/api';

export type LinkFor = (strongs: string) => string;

/** How pieces link: a word to its study; a reference into the reader, when it may be (null: not). */
export interface PieceLinks {
  linkFor: LinkFor;
  refLink?: (osis: string) => string | null;
}

export function Senses({ senses, links }: { senses: LexSense[]; links: PieceLinks }) {
  if (!senses.length) return null;
  return (
    <ol className="lex-senses">
      {senses.map((s, i) => (
        <li key={i} className={s.stem ? 'lex-stem' : undefined}>
          {s.stem && (
            <h5 className="lex-stem-name">
              {s.n && <span className="lex-n">{s.n.replace(/\.$/, '')}.</span>} {s.stem}
            </h5>
          )}
          {(s.text.length > 0 || (s.n && !s.stem)) && (
            <p>
              {s.n && !s.stem && (
                <span className="lex-n">{/^\(/.test(s.n) ? s.n : `${s.n.replace(/\.$/, '')}.`}</span>
              )}{' '}
              <Pieces parts={s.text} links={links} />
            </p>
          )}
          <Senses senses={s.senses} links={links} />
        </li>
      ))}
    </ol>
  );
}

export function Pieces({ parts, links }: { parts: LexText[]; links: PieceLinks }) {
  return parts.map((p, i) => <Piece key={i} part={p} links={links} />);
}

function Piece({ part, links }: { part: LexText; links: PieceLinks }) {
  if (typeof part === 'string') return part;
  switch (part.kind) {
    case 'heb':
    case 'grc': {
      const word =
        part.kind === 'heb' ? (
          <bdi className="lex-heb" lang="he" dir="rtl">
            {part.text}
          </bdi>
        ) : (
          <bdi className="lex-grc" lang="grc">
            {part.text}
          </bdi>
        );
      return part.strongs ? <Link to={links.linkFor(part.strongs)}>{word}</Link> : word;
    }
    case 'def':
      return <b className="lex-def">{part.text}</b>;
    case 'ref': {
      const to = links.refLink?.(part.osis);
      const cite = <cite className="lex-ref">{part.text}</cite>;
      return to ? <Link to={to}>{cite}</Link> : cite;
    }
    case 'foreign':
      return <i lang={bcp47(part.lang)}>{part.text}</i>;
    case 'em':
      return <em>{part.text}</em>;
    case 'sup':
      return <sup>{part.text}</sup>;
    case 'sub':
      return <sub>{part.text}</sub>;
    default:
      // part of speech, stem, verb form: the lexicon's abbreviations, in italics as it prints them
      return <i className="lex-abbr">{part.text}</i>;
  }
}

/**
 * A TEI language code as HTML's lang wants it: BCP 47 takes the two-letter code where there is one
 * (Abbott-Smith's Latin is "lat": "la"; axe's valid-lang refuses "lat").
 */
const TWO_LETTER: Record<string, string> = { lat: 'la', heb: 'he', eng: 'en', fra: 'fr', deu: 'de' };
export const bcp47 = (code: string | null | undefined) => (code ? (TWO_LETTER[code] ?? code) : undefined);
