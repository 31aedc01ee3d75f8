/** The built-in study's key passages: quoted from the language's Bible (compose.ts). */
import type { ScriptureRepo } from '../../scripture/scripture.repo';
import type { Subject } from '../catalog';

/** At most this many quoted verses per passage. */
const MAX_QUOTED_VERSES = 8;

/**
 * One line of quoted scripture: the verses' text, shortened to the first few verses. Verse
 * numbers are left out: after a reference (`Acts 17:22-34: 22 Now…`) a reference parser — ours
 * included — reads them as part of it.
 */
export function quote(
  repo: ScriptureRepo,
  translation: string,
  passage: Subject['passages'][number],
): string {
  // the seeded passages are in the KJV's numbering: the language's Bible gives its own verses for them
  const verses = passage.ranges
    .flatMap((r) => repo.versesByKjv(translation, r, MAX_QUOTED_VERSES + 1))
    .filter((v) => v.text && !v.title);
  const shown = verses
    .slice(0, MAX_QUOTED_VERSES)
    .map((v) => v.text)
    .join(' ');
  return `“${shown}${verses.length > MAX_QUOTED_VERSES ? ' …' : ''}”`;
}
