/** A folder of USFM files (one book each) as a Bible source for the import. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BibleSource, SourceVerse, TranslationMeta } from './bible';
import { parseUsfmBook, type SourceDefect } from './usfm';

export function usfmBible(
  dir: string,
  meta: Omit<TranslationMeta, 'source'>,
  defects: SourceDefect[] = [],
): BibleSource {
  const files = readdirSync(dir)
    .filter((f) => /\.(u?sfm|usfm)$/i.test(f))
    .sort();
  if (!files.length) throw new Error(`no .usfm or .sfm files in ${dir}`);
  async function* verses(): AsyncIterable<SourceVerse> {
    const books = files
      .map((f) => {
        const book = parseUsfmBook(readFileSync(join(dir, f), 'utf8'), f, defects);
        if (!book)
          defects.push({
            file: f,
            line: 1,
            message: 'no \\id of a book of the 66-book canon: file left out',
          });
        return book;
      })
      .filter((b): b is NonNullable<typeof b> => b !== null)
      .sort((a, b) => a.book - b.book);
    const seen = new Set<number>();
    for (const b of books) {
      if (seen.has(b.book)) {
        defects.push({
          file: dir,
          line: 1,
          message: `book ${b.book} appears in two files: the second left out`,
        });
        continue;
      }
      seen.add(b.book);
      yield* b.verses;
    }
  }
  return { meta: { ...meta, source: `usfm:${dir}` }, verses };
}
