/**
 * SWORD's own client as the reference for our text: runs `diatheke -f plain` over the whole
 * canon in one call per module and returns the verse texts keyed by `Book.C.V`.
 * A verse runs from its `REF: text` line to the next one (poetry prints one line per `<l>`).
 * In range mode diatheke repeats a pre-verse heading before every later verse: such a heading is
 * the one line printed before an indented `REF:` line, and is not verse text.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { BOOKS, bookBySwordName } from '../shared/books';

const run = promisify(execFile);

/** Whitespace-folded text without the ¶ paragraph mark: the form both sides are compared in. */
export const comparable = (s: string) => s.replace(/¶/g, ' ').replace(/\s+/g, ' ').trim();

/** `swordPath`: a SWORD data folder other than the installed one (the unpacked zips, sword-zips.ts). */
export async function diathekeCanon(module: string, swordPath?: string): Promise<Map<string, string>> {
  const { stdout } = await run('diatheke', ['-b', module, '-f', 'plain', '-k', 'Gen 1:1-Rev 22:21'], {
    maxBuffer: 64 * 1024 * 1024,
    ...(swordPath ? { env: { ...process.env, SWORD_PATH: swordPath } } : {}),
  });
  const verses = new Map<string, string>();
  let current: { key: string | null; lines: string[] } | null = null;
  const flush = () => {
    if (current?.key) verses.set(current.key, current.lines.join('\n'));
  };
  for (const line of stdout.split('\n')) {
    const m = /^(\s*)(.+?) (\d+):(\d+): (.*)$/.exec(line);
    if (!m) {
      if (current) current.lines.push(line);
      continue;
    }
    // an indented reference line follows a heading line: that line is not the previous verse's
    if (m[1] && current) {
      while (current.lines.length && current.lines[current.lines.length - 1].trim() === '')
        current.lines.pop();
      current.lines.pop();
    }
    flush();
    const book = bookBySwordName(m[2]); // null for the deuterocanon in NRSVA modules
    current = { key: book ? `${book.osis}.${m[3]}.${m[4]}` : null, lines: [m[5]] };
  }
  if (current) {
    const end = current.lines.findIndex((l) => /^\((\w+)\)$/.test(l)); // the closing "(module)"
    if (end >= 0) current.lines.length = end;
  }
  flush();
  return verses;
}

/** Plain text of one reference as diatheke prints it (`John 3:16`), or null. */
export async function diathekeVerse(module: string, ref: string): Promise<string | null> {
  const { stdout } = await run('diatheke', ['-b', module, '-f', 'plain', '-k', ref]);
  const m = /^\s*.+? \d+:\d+: (.*)$/m.exec(stdout);
  return m ? m[1] : null;
}

const REF_IN_LIST = new RegExp(
  `(${[...BOOKS]
    .sort((a, b) => b.sword.length - a.sword.length)
    .map((b) => b.sword)
    .join('|')}) (\\d+):(\\d+)`,
  'g',
);

/**
 * The verses SWORD's own indexed search finds (`diatheke -s lucene|attribute|phrase`), keyed
 * `Book.C.V`. Lucene searches need the module's index: `mkfastmod MODULE` builds it.
 */
export async function diathekeSearch(
  module: string,
  type: 'lucene' | 'attribute' | 'phrase' | 'multiword',
  query: string,
): Promise<Set<string>> {
  const { stdout } = await run('diatheke', ['-b', module, '-s', type, '-k', query], {
    maxBuffer: 64 * 1024 * 1024,
  });
  // "Entries containing …-- Ephesians 4:5Romans 3:30 ; … -- 231 matches total (module)": the first
  // two references come glued together, so references are found by book name, not by separator
  const keys = new Set<string>();
  for (const m of stdout.matchAll(REF_IN_LIST)) keys.add(`${bookBySwordName(m[1])!.osis}.${m[2]}.${m[3]}`);
  const total = /-- (\d+) matches total/.exec(stdout);
  if (total && Number(total[1]) !== keys.size)
    throw new Error(`diatheke reported ${total[1]} matches for ${query} but ${keys.size} were read`);
  return keys;
}
