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

/**
 * A verse's text: the words of Jesus marked (red letters), or each tagged word a Strong's link.
 * Drawn for every verse of a chapter, so it asks for the UI's strings only where it needs them
 * (the Strong's links): each useTranslation costs a copy of the i18n instance when it mounts, and
 * 36 verses' four of them were a fifth of a chapter's first render (issue 26).
 */
export function VerseText({ verse, start = 0, end = verse.text.length, strongs = null }: Props) {
  if (strongs && verse.words && start === 0 && end === verse.text.length)
    return <StrongsWords verse={verse} strongs={strongs} />;
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

function StrongsWords({ verse, strongs }: { verse: PassageVerse; strongs: string }) {
  const { t } = useTranslation();
  return <>{withStrongs(verse, strongs, t)}</>;
}
