/**
 * Maps a translation's verses onto the KJV's numbering, the app's common reference scheme
 * (docs/data.md, "Versification"). Each verse gets a KJV chapter and a KJV verse span
 * [verse, verseEnd] in the same book; verse 0 is a psalm's title (the KJV keeps it apart as the
 * heading of verse 1). The method, per book:
 *
 * 1. a chapter with as many verses as the KJV's maps verse to verse;
 * 2. a psalm with d more verses than the KJV's, where the KJV psalm has a title: its first d
 *    verses are the title (Segond counts "Au chef des chantres. Psaume de David." as verse 1),
 *    the rest shift by d (LSG Ps 51:3 = KJV 51:1);
 * 3. any other run of chapters whose counts differ, taken up to where both texts have again
 *    counted the same number of verses (e.g. LSG Lev 5–6: 26 + 23 = KJV 19 + 30): the verses of
 *    the run are aligned in order by their lengths (Gale & Church's length-based alignment:
 *    verse lengths of a translation are proportional to the KJV's), allowing one-to-one,
 *    one-to-two, two-to-one and unmatched verses. Runs whose total counts agree align
 *    one-to-one in order (chapter boundaries drawn elsewhere: LSG Lev 5:20 = KJV 6:1).
 * 4. a chapter whose last verse is empty where the KJV's has text (a SWORD module forced into the
 *    KJV's numbers: the RV1909's Jonah 1:17 is empty, its 2:1 the KJV's 1:17): with the chapters
 *    after it, aligned by length without the empty verse, one verse holding up to MOST_SQUEEZED;
 *    unless the text there is shorter than the KJV's by a tenth, a verse the text lacks (WEB Romans
 *    16:25), when the chapter keeps its numbers.
 */

/** How many chapters after one whose last verse is empty are aligned with it (the text returns to
 * the KJV's numbers within a chapter or two: Jonah 2:10, Job 41). */
const EMPTIED_RUN = 2;
/** Below this share of the KJV's text, such a run lacks text rather than numbering it elsewhere. */
const OMITTED = 0.9;
/** How many KJV verses one verse of such a run may hold. */
const MOST_SQUEEZED = 10;

export interface VerseKey {
  book: number;
  chapter: number;
  verse: number;
  /** length of the verse text (the alignment's only input) */
  length: number;
}

export interface KjvSpan {
  chapter: number;
  verse: number;
  verseEnd: number;
  title: boolean;
}

export interface KjvShape {
  /** verses of each KJV chapter (`book.chapter` → their lengths, verse 1 first) */
  chapters: Map<string, number[]>;
  /** psalms whose KJV verse 1 carries a title (`19.51`) */
  titled: Set<string>;
}

export interface MappingResult {
  /** per verse, in the order given */
  spans: KjvSpan[];
  /** verses not numbered as in the KJV */
  moved: number;
  /** the runs aligned by length (for the import log), e.g. `Job 38–41 (129 → 129)` */
  aligned: string[];
}

/** The identity mapping (the KJV itself). */
export const sameSpan = (v: { chapter: number; verse: number }): KjvSpan => ({
  chapter: v.chapter,
  verse: v.verse,
  verseEnd: v.verse,
  title: false,
});

const sum = (lengths: number[]) => lengths.reduce((a, b) => a + b, 0);

export function mapToKjv(
  verses: VerseKey[],
  kjv: KjvShape,
  bookName: (book: number) => string = String,
): MappingResult {
  const spans: KjvSpan[] = new Array(verses.length);
  const aligned: string[] = [];
  // the translation's typical length ratio to the KJV, over chapters that match
  let tLen = 0;
  let kLen = 0;
  const byBook = new Map<number, Map<number, number[]>>(); // book → chapter → indexes into verses
  verses.forEach((v, i) => {
    let chapters = byBook.get(v.book);
    if (!chapters) byBook.set(v.book, (chapters = new Map()));
    const list = chapters.get(v.chapter) ?? [];
    list.push(i);
    chapters.set(v.chapter, list);
  });
  // chapters whose last verse is empty where the KJV's has text
  const emptied = new Set<number>();
  const lastOf = (idx: number[]) => idx[idx.length - 1];
  for (const [book, chapters] of byBook)
    for (const [c, idx] of chapters) {
      const v = verses[lastOf(idx)];
      if (v.length === 0 && (kjv.chapters.get(`${book}.${c}`)?.[v.verse - 1] ?? 0) > 0)
        emptied.add(lastOf(idx));
    }
  for (const [book, chapters] of byBook) {
    for (const [c, idx] of chapters) {
      const k = kjv.chapters.get(`${book}.${c}`);
      if (k && k.length === idx.length && !emptied.has(lastOf(idx))) {
        tLen += idx.reduce((n, i) => n + verses[i].length, 0);
        kLen += k.reduce((n, l) => n + l, 0);
      }
    }
  }
  const ratio = kLen > 0 ? tLen / kLen : 1;
  const lastVerse = (book: number, chapter: number) => kjv.chapters.get(`${book}.${chapter}`)?.length ?? 1;

  for (const [book, chapters] of byBook) {
    const kjvChapterCount = [...kjv.chapters.keys()].filter((k) => k.startsWith(`${book}.`)).length;
    const last = Math.max(...chapters.keys(), kjvChapterCount);
    let c = 1;
    while (c <= last) {
      const idx = chapters.get(c) ?? [];
      const k = kjv.chapters.get(`${book}.${c}`) ?? [];
      if (!idx.length) {
        c++; // a chapter this translation lacks (a partial translation): nothing to map
        continue;
      }
      if (idx.length === k.length && !emptied.has(lastOf(idx))) {
        for (const i of idx) spans[i] = sameSpan(verses[i]);
        c++;
        continue;
      }
      const d = idx.length - k.length;
      if (book === 19 && d > 0 && kjv.titled.has(`${book}.${c}`)) {
        for (const i of idx) {
          const v = verses[i];
          spans[i] =
            v.verse <= d
              ? { chapter: c, verse: 0, verseEnd: 0, title: true }
              : { chapter: c, verse: v.verse - d, verseEnd: v.verse - d, title: false };
        }
        c++;
        continue;
      }
      let start = c;
      let end = c;
      const squeezed = emptied.has(lastOf(idx));
      if (squeezed) {
        // a chapter's last verse left empty, its text numbered in what follows (SWORD's RV1909 keeps
        // the KJV's verse numbers, so Jonah 1:17 is empty and its 2:1 is the KJV's 1:17 until 2:10
        // holds two): the chapters up to EMPTIED_RUN after the last such, the empty ones left out
        for (let to = c + EMPTIED_RUN; end < Math.min(to, last);) {
          end++;
          const ch = chapters.get(end) ?? [];
          if (ch.length && emptied.has(lastOf(ch))) to = end + EMPTIED_RUN;
        }
      } else {
        // a run of chapters up to where both have counted the same number of verses; when they never
        // do again, the differing chapters with the one before (a verse moved across their boundary)
        let tCount = idx.length;
        let kCount = k.length;
        while (tCount !== kCount && end < last && chapters.has(end + 1)) {
          end++;
          tCount += chapters.get(end)?.length ?? 0;
          kCount += kjv.chapters.get(`${book}.${end}`)?.length ?? 0;
        }
        if (tCount !== kCount) {
          const differs = (ch: number) =>
            (chapters.get(ch)?.length ?? 0) !== (kjv.chapters.get(`${book}.${ch}`)?.length ?? 0);
          end = c;
          while (end < last && differs(end + 1)) end++;
          if (c > 1) start = c - 1;
        }
      }
      const tItems: number[] = [];
      const kItems: { chapter: number; verse: number; length: number }[] = [];
      for (let ch = start; ch <= end; ch++) {
        tItems.push(...(chapters.get(ch) ?? []).filter((i) => !emptied.has(i)));
        (kjv.chapters.get(`${book}.${ch}`) ?? []).forEach((length, n) =>
          kItems.push({ chapter: ch, verse: n + 1, length }),
        );
      }
      // a verse emptied because the text has none (WEB Romans 16:25, the doxology it leaves out): the
      // chapter keeps its numbers
      if (
        squeezed &&
        sum(tItems.map((i) => verses[i].length)) / ratio < OMITTED * sum(kItems.map((x) => x.length))
      ) {
        for (const i of idx) spans[i] = sameSpan(verses[i]);
        c++;
        continue;
      }
      aligned.push(
        `${bookName(book)} ${start}${end > start ? `–${end}` : ''} (${tItems.length} → ${kItems.length})`,
      );
      if (tItems.length === kItems.length) {
        tItems.forEach(
          (i, n) =>
            (spans[i] = {
              chapter: kItems[n].chapter,
              verse: kItems[n].verse,
              verseEnd: kItems[n].verse,
              title: false,
            }),
        );
      } else {
        alignByLength(
          tItems.map((i) => verses[i].length * (1 / ratio)),
          kItems.map((x) => x.length),
          squeezed ? MOST_SQUEEZED : 2,
        ).forEach((m, n) => {
          const a = kItems[m[0]];
          const b = kItems[m[1]];
          spans[tItems[n]] = a
            ? {
                chapter: a.chapter,
                verse: a.verse,
                verseEnd: !b ? a.verse : b.chapter === a.chapter ? b.verse : lastVerse(book, a.chapter),
                title: false,
              }
            : sameSpan(verses[tItems[n]]);
        });
      }
      c = end + 1;
    }
  }
  // an emptied verse holds nothing: the KJV place of the verse before it, which no range starts at
  for (const i of emptied)
    if (!spans[i] && spans[i - 1]) spans[i] = { ...spans[i - 1], verse: spans[i - 1].verseEnd };
  let moved = 0;
  verses.forEach((v, i) => {
    spans[i] ??= sameSpan(v);
    if (spans[i].chapter !== v.chapter || spans[i].verse !== v.verse) moved++;
  });
  return { spans, moved, aligned };
}

/**
 * Gale & Church style alignment of two sequences by length. Returns, for each item of `t`, the
 * range [first, last] of `k` items it covers (an item matched to nothing gets its predecessor's).
 */
export function alignByLength(t: number[], k: number[], most = 2): [number, number][] {
  const INF = Number.POSITIVE_INFINITY;
  const cost = (a: number, b: number) => {
    const delta = (a - b) / Math.sqrt(6.8 * (b + 1));
    return (delta * delta) / 2;
  };
  // moves: [t consumed, k consumed, penalty]
  const moves: [number, number, number][] = [
    [1, 1, 0],
    [1, 2, 2.3],
    [2, 1, 2.3],
    [1, 0, 4.6],
    [0, 1, 4.6],
  ];
  // one verse holding up to `most` of the other's (SWORD's RV1909 Job 39:30 holds the KJV's 39:27-40:5)
  for (let j = 3; j <= most; j++) moves.push([1, j, 2.3 + j - 2]);
  const n = t.length;
  const m = k.length;
  const best: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(INF));
  const from: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(-1));
  best[0][0] = 0;
  for (let i = 0; i <= n; i++) {
    for (let j = 0; j <= m; j++) {
      if (best[i][j] === INF) continue;
      moves.forEach(([di, dj, pen], mv) => {
        const ni = i + di;
        const nj = j + dj;
        if (ni > n || nj > m) return;
        const a = t.slice(i, ni).reduce((s, x) => s + x, 0);
        const b = k.slice(j, nj).reduce((s, x) => s + x, 0);
        const c = best[i][j] + pen + cost(a, b);
        if (c < best[ni][nj]) {
          best[ni][nj] = c;
          from[ni][nj] = mv;
        }
      });
    }
  }
  const out: [number, number][] = new Array(n);
  let i = n;
  let j = m;
  const pending: number[] = [];
  while (i > 0 || j > 0) {
    const [di, dj] = moves[from[i][j]];
    for (let x = i - di; x < i; x++) {
      if (dj === 0) pending.push(x);
      else out[x] = [j - dj, j - 1];
    }
    i -= di;
    j -= dj;
  }
  for (const x of pending.sort((a, b) => a - b))
    out[x] = x > 0 && out[x - 1] ? [out[x - 1][1], out[x - 1][1]] : [0, 0];
  return out;
}
