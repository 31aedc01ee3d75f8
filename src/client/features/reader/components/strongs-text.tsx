import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PassageVerse } from '../../../../shared/api';

/** The lexicon page of a Strong's number, in the word study that fits the translation. */
const studyPath = (strongs: string, translation: string) =>
  `/research-tools/${translation === 'RV1909' ? 'spanish' : strongs.startsWith('H') ? 'hebrew' : 'greek'}?strongs=${strongs}`;

/** A verse's text with each Strong's-tagged word a link to its entry. */
export function withStrongs(
  v: PassageVerse,
  translation: string,
  t: (key: string, o?: Record<string, string>) => string,
) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const w of v.words ?? []) {
    if (w.start < at) continue;
    parts.push(v.text.slice(at, w.start));
    const word = v.text.slice(w.start, w.end);
    parts.push(
      <Link
        key={w.start}
        to={studyPath(w.strongs[0], translation)}
        className="strongs-word"
        title={w.strongs.join(' ')}
        aria-label={t('reader.strongsWord', { word, strongs: w.strongs.join(', ') })}
      >
        {word}
      </Link>,
    );
    at = w.end;
  }
  parts.push(v.text.slice(at));
  return parts;
}
