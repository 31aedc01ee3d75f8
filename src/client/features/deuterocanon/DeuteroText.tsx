import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeuteroChapter } from '../../../shared/api';
import { paragraphs } from './deutero-bible';

/** A chapter's text in the main reader's look (its CSS classes): headings, paragraphs, verse numbers. */
export function DeuteroText({ chapter }: { chapter: DeuteroChapter }) {
  const { t } = useTranslation();
  const { blocks, perLine } = paragraphs(chapter.verses);
  return (
    <div className={`single${perLine ? ' verse-per-line' : ''}`} lang={chapter.translation.language}>
      {blocks.map((b) => (
        <Fragment key={b.verses[0].verse}>
          {b.heading && <h2 className="section-heading">{b.heading}</h2>}
          <p className="prose">
            {b.verses.map((v) => (
              <span key={v.verse} id={`v${v.verse}`} className="verse-row">
                <a href={`#v${v.verse}`} className="verse-num" aria-label={t('reader.verse', { n: v.verse })}>
                  {v.verse}
                </a>
                <span className="verse-text">{v.text}</span>{' '}
              </span>
            ))}
          </p>
        </Fragment>
      ))}
    </div>
  );
}
