import type { pairByKjv } from '../lib/reader-layout';
import type { ReaderTranslations } from '../hooks/use-reader-translations';
import type { VerseDecor } from './verse-decor';
import { VerseText } from './VerseText';

interface Props {
  rows: ReturnType<typeof pairByKjv>;
  decor: VerseDecor;
  tr: Pick<
    ReaderTranslations,
    'translation' | 'compare' | 'langOf' | 'nameOf' | 'showStrongs' | 'compareStrongs'
  >;
}

/** Two translations side by side, verse by verse, paired through the KJV's numbering. */
export function ParallelText({ rows, decor, tr }: Props) {
  const { translation, compare, langOf, nameOf } = tr;
  return (
    <div className="parallel">
      <div className="parallel-head" aria-hidden>
        <span />
        <span>{nameOf(translation)}</span>
        <span>{nameOf(compare)}</span>
      </div>
      {rows.map(({ verse: v, others, titles }) => (
        <div
          key={v.osis}
          id={`v${v.verse}`}
          className={`verse-row${decor.classes(v.verse)}`}
          aria-current={v.verse === decor.highlight ? 'true' : undefined}
        >
          {v.heading && (
            <p className="verse-heading" lang={langOf(translation)}>
              {v.heading}
            </p>
          )}
          {decor.number(v)}
          <span className={`verse-text${v.title ? ' psalm-title' : ''}`} lang={langOf(translation)}>
            <VerseText verse={v} strongs={tr.showStrongs ? translation : null} />
            {decor.marker(v)}
          </span>
          <span className="verse-text" lang={langOf(compare)}>
            {titles.map((h) => (
              <span key={h} className="verse-heading">
                {h}
              </span>
            ))}
            {others.map((o) => (
              <span key={o.osis} className={o.title ? 'psalm-title' : undefined}>
                {o.heading && <span className="verse-heading">{o.heading}</span>}
                {(others.length > 1 || o.verse !== v.verse || o.chapter !== v.chapter) && (
                  <sup className="other-num">
                    {o.chapter !== v.chapter ? `${o.chapter}:${o.verse}` : o.verse}
                  </sup>
                )}
                <VerseText verse={o} strongs={tr.compareStrongs ? compare : null} />{' '}
              </span>
            ))}
          </span>
        </div>
      ))}
    </div>
  );
}
