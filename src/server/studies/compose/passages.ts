/** The built-in study's key passages: quoted from the language's Bible, whole (compose.ts). */
import type { ScriptureRepo } from '../../scripture/scripture.repo';
import type { Subject } from '../catalog';

/**
 * A key passage is quoted whole up to this many verses: the longest a character's passage may
 * be (content/README.md). A longer one (a topic's Nave's reference can be a whole chapter) is
 * quoted this far and ends with a visible `…`, so nothing is cut silently.
 */
export const MAX_QUOTED_VERSES = 40;

/**
 * One line of quoted scripture: the verses' text, whole. Verse numbers are left out: after a
 * reference (`Acts 17:22-34: 22 Now…`) a reference parser — ours included — reads them as part
 * of it. A passage of several ranges (`Esther 4:14, 16`) is quoted range by range with `…`
 * between them, where verses are left out.
 */
export function quote(
  repo: ScriptureRepo,
  translation: string,
  passage: Subject['passages'][number],
): string {
  let budget = MAX_QUOTED_VERSES;
  const pieces: string[] = [];
  let cut = false;
  for (const r of passage.ranges) {
    if (budget <= 0) {
      cut = true;
      break;
    }
    // the passages are in the KJV's numbering: the language's Bible gives its own verses for them
    const verses = repo.versesByKjv(translation, r, budget + 1).filter((v) => v.text && !v.title);
    if (verses.length > budget) cut = true;
    const shown = verses.slice(0, budget);
    budget -= shown.length;
    if (shown.length) pieces.push(shown.map((v) => v.text).join(' '));
  }
  return `“${pieces.join(' … ')}${cut ? ' …' : ''}”`;
}
