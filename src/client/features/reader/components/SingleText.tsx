import type { Block } from '../lib/reader-layout';
import type { VerseDecor } from './verse-decor';
import { VerseText } from './VerseText';

interface Props {
  blocks: Block[];
  decor: VerseDecor;
  lang: string | undefined;
  versePerLine: boolean;
  /** the translation whose Strong's links show, or null */
  strongs: string | null;
}

/** One translation laid out as the text marks it: headings, psalm titles, paragraphs, poetry lines. */
export function SingleText({ blocks, decor, lang, versePerLine, strongs }: Props) {
  return (
    <div className={`single${versePerLine ? ' verse-per-line' : ''}`} lang={lang}>
      {blocks.map((b, i) => {
        if (b.kind === 'heading')
          return (
            <h2 key={i} className="section-heading">
              {b.text}
            </h2>
          );
        const cls =
          b.kind === 'title'
            ? 'psalm-title'
            : b.kind === 'line'
              ? `poetry-line q${b.level ?? 1}${b.parts[0]?.first ? '' : ' cont'}${b.gap ? ' stanza' : ''}`
              : `prose${b.gap ? ' stanza' : ''}`;
        return (
          <p key={i} className={cls}>
            {b.kind === 'title' && b.text && <span className="title-text">{b.text}</span>}
            {b.parts.map((p) => {
              const v = p.verse;
              const content = (
                <>
                  {p.first && decor.number(v)}
                  <span className="verse-text">
                    <VerseText verse={v} start={p.start} end={p.end} strongs={strongs} />
                  </span>
                  {p.end >= v.text.length && decor.marker(v)}{' '}
                </>
              );
              return p.first ? (
                <span
                  key={`${v.verse}-${p.start}`}
                  id={`v${v.verse}`}
                  className={`verse-row${decor.classes(v.verse)}`}
                  aria-current={v.verse === decor.highlight ? 'true' : undefined}
                >
                  {content}
                </span>
              ) : (
                <span key={`${v.verse}-${p.start}`} className={`verse-part${decor.classes(v.verse)}`}>
                  {content}
                </span>
              );
            })}
          </p>
        );
      })}
    </div>
  );
}
