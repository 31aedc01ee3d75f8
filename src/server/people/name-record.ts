/**
 * The people data's record of a Nave's entry that names one person or one place (OREN, DOTHAN):
 * among the namesakes of that name, the one whose verses Nave's references share most; none if
 * none shares a verse (the data may know another Oren only).
 */
import { bookByOsis } from '../../shared/books';
import { osisRange } from '../../shared/reference/osis';
import type { ScriptureRepo } from '../scripture/scripture.repo';

/** A name as Nave's and the people data both write it: GUR-BAAL and Gurbaal, BETH PEOR and Beth-peor. */
export const foldName = (name: string) => name.toLowerCase().replace(/[^\p{L}]/gu, '');

/** A reference longer than this adds its first verses only (a name is looked for, not a story). */
const MAX_VERSES = 60;

export function nameRecord(
  repo: ScriptureRepo,
  kind: 'person' | 'place',
  name: string,
  refs: string[],
): string | undefined {
  const wanted = new Set<string>();
  for (const osis of refs) {
    const r = osisRange(osis);
    if (!r || r.start.verse === null || r.start.book !== r.end.book || r.start.chapter !== r.end.chapter)
      continue;
    const book = bookByOsis(r.start.book)!.order;
    const last = Math.min(r.end.verse ?? r.start.verse, r.start.verse + MAX_VERSES);
    for (let v = r.start.verse; v <= last; v++) wanted.add(`${book}.${r.start.chapter}.${v}`);
  }
  const [records, verses] =
    kind === 'person'
      ? ['people', 'person_verses WHERE person = ?']
      : ['places', 'place_verses WHERE place = ?'];
  let best: { id: string; shared: number } | undefined;
  for (const id of repo
    .prepare(`SELECT id FROM ${records} WHERE replace(replace(lower(name), '-', ''), ' ', '') = ?`)
    .pluck()
    .all(foldName(name)) as string[]) {
    const rows = repo.prepare(`SELECT book, chapter, verse FROM ${verses}`).raw().all(id) as number[][];
    const shared = rows.filter(([b, c, v]) => wanted.has(`${b}.${c}.${v}`)).length;
    if (shared > (best?.shared ?? 0)) best = { id, shared };
  }
  return best?.id;
}
