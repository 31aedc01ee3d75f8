import { useTranslation } from 'react-i18next';
import type { PassageVerse } from '../../../../shared/api';
import { splitMarks } from '../lib/reader-layout';
import { withStrongs } from './strongs-text';

interface Props {
  verse: PassageVerse;
  /** the part of the verse shown (a poetry line); the whole verse by default */
  start?: number;
  end?: number;
  /** the translation whose Strong's links to show on the words, or null */
  strongs?: string | null;
}

/** A verse's text: the words of Jesus marked (red letters), or each tagged word a Strong's link. */
export function VerseText({ verse, start = 0, end = verse.text.length, strongs = null }: Props) {
  const { t } = useTranslation();
  if (strongs && verse.words && start === 0 && end === verse.text.length)
    return <>{withStrongs(verse, strongs, t)}</>;
  return (
    <>
      {splitMarks(verse, start, end).map((s, i) =>
        s.wj ? (
          <span key={i} className="wj">
            {s.text}
          </span>
        ) : (
          s.text
        ),
      )}
    </>
  );
}
