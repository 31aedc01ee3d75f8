/**
 * Word Study: the Hebrew and Greek words most particular to the subject — chosen from the verses
 * it rests on (a character's key passages; a topic's Nave's references, whole chapters left out),
 * each counted there and in the whole KJV (Strong's tagging) and ranked by how much of the word's
 * use those verses hold (the lower bound of that share, so that a word seen twice in all
 * scripture does not outrank one seen thirty times); the words the topic is named by come first, most used first
 * (Prayer: פָּלַל, προσεύχομαι, תְּפִלָּה, προσευχή, δέησις). Names and particles are left out.
 * Each with its definition, how the language's Bible renders it, how many of the subject's verses
 * have it, and where else it occurs.
 */
import type Database from 'better-sqlite3';
import { bookByOsis } from '../../../shared/books';
import type { RefRange } from '../../../shared/reference/osis';
import { fill } from '../../content/phrases';
import { markedRanges } from '../../naves/ref-list';
import { topicStems } from '../../naves/topic-words';
import type { ScriptureRepo } from '../../scripture/scripture.repo';
import { literal, ref, section, type StudyContext } from './context';
import {
  clauseOf,
  definitionClauses,
  gloss,
  isName,
  isNamedInKjv,
  isParticle,
  kjvTotal,
  lexiconRow,
  type LexiconRow,
  nameOrigin,
  type NameOrigin,
  occurrences,
  renderings,
  verseAt,
} from './strongs';

const KEY_WORDS = 5;
/**
 * A name's root the KJV uses in more verses than this is an everyday word (אָב "father", 1,059
 * verses; בֵּן "son"; מֶלֶךְ "king"; בַּיִת "house"): said where the name comes from, not studied as
 * a key word of its own. A rarer root says what the name means and is (עֵגֶל "calf" in Eglon,
 * שָׁלוֹם "peace" in Absalom, 201 verses; אֵל "God" in Eliab, 232).
 */
const EVERYDAY_ROOT = 500;
const EXAMPLES = 3;
/** A topic's reference longer than this (a whole chapter) is not read for its words. */
const MAX_RANGE = 40;

interface Statements {
  ids: Database.Statement;
  words: Database.Statement;
}
const statements = new WeakMap<ScriptureRepo, Statements>();

function stmts(repo: ScriptureRepo): Statements {
  let s = statements.get(repo);
  if (!s) {
    s = {
      // the verses of many ranges in one query: [[book, chapter, from, to], …]
      ids: repo
        .prepare(
          `SELECT DISTINCT v.id FROM json_each(?) r JOIN verses v
           ON v.translation = ? AND v.book = json_extract(r.value, '$[0]') AND v.chapter = json_extract(r.value, '$[1]')
           AND v.verse BETWEEN json_extract(r.value, '$[2]') AND json_extract(r.value, '$[3]')`,
        )
        .pluck(),
      // counted in SQLite: a topic such as Faith has 900 verses and 16,000 tagged words; each word
      // with the verses and the references (spans) that have it
      words: repo
        .prepare(
          `SELECT w.strongs, count(DISTINCT w.verse_id), count(DISTINCT r.key) FROM json_each(?) r JOIN verses v
           ON v.translation = ? AND v.book = r.value ->> 0 AND v.chapter = r.value ->> 1
           AND v.verse BETWEEN r.value ->> 2 AND r.value ->> 3
           JOIN verse_words w ON w.verse_id = v.id AND w.in_heading = 0 GROUP BY w.strongs`,
        )
        .raw(),
    };
    statements.set(repo, s);
  }
  return s;
}

/** The spans of verses the subject rests on: a character's key passages; a topic's references (no whole chapters). */
function subjectSpans(ctx: StudyContext): [number, number, number, number][] {
  const { subject } = ctx;
  const ranges =
    subject.kind === 'topic'
      ? markedRanges(subject.events.flatMap((e) => e.refs)).map((m) => m.range)
      : subject.passages.flatMap((p) => p.ranges);
  const spans: [number, number, number, number][] = [];
  for (const r of ranges) {
    if (r.start.book !== r.end.book) continue;
    const book = bookByOsis(r.start.book)!.order;
    for (let c = r.start.chapter; c <= r.end.chapter; c++) {
      const from = c === r.start.chapter ? (r.start.verse ?? 1) : 1;
      const to = c === r.end.chapter ? (r.end.verse ?? 999) : 999;
      if (subject.kind === 'topic' && (r.start.chapter !== r.end.chapter || to - from >= MAX_RANGE)) continue;
      spans.push([book, c, from, to]);
    }
  }
  return spans;
}

/** The lower bound (90%) of the share `hits / total` (Wilson's interval). */
function lowerShare(hits: number, total: number, z = 1.64): number {
  const p = hits / total;
  const z2 = z * z;
  return (
    (p + z2 / (2 * total) - z * Math.sqrt((p * (1 - p)) / total + z2 / (4 * total * total))) /
    (1 + z2 / total)
  );
}

/** Two words share their beginning (`repent` and the stem of `repentance`). */
const sameRoot = (word: string, s: string) => {
  const n = Math.min(5, s.length);
  return word.length >= n && word.slice(0, n) === s.slice(0, n);
};

export interface KeyWord {
  row: NonNullable<ReturnType<typeof lexiconRow>>;
  /** the subject's verses that have it */
  count: number;
  /** a name's: where Strong's derives it from, and what it means */
  origin?: NameOrigin;
}

/** The subject's key words, and the verses they were counted in. */
export function keyWords(
  ctx: StudyContext,
  n = KEY_WORDS,
): { words: KeyWord[]; ids: Set<number>; name?: boolean; unnamed?: boolean } {
  const { repo, subject } = ctx;
  const kjv = repo.referenceTranslation().id;
  const list = subjectSpans(ctx);
  const spans = JSON.stringify(list);
  const ids = new Set(stmts(repo).ids.all(spans, kjv) as number[]);
  const counts = stmts(repo).words.all(spans, kjv) as [string, number, number][];
  // a word of a large subject must be in more than a handful of its verses, unless it names it; a
  // topic's word in more than one of its references, if it has a few: a passage's own story is not
  // the topic's (Self-Condemnation: the husbandmen's vineyard, Matthew 21:33-41, ten verses)
  // (a subject of a verse or three: any of their words, the rarest first; Sorrel, Zechariah 1:8,
  // studied nothing)
  const min = ids.size <= 3 ? 1 : Math.max(2, Math.ceil(ids.size / 100));
  const minRefs = subject.kind === 'topic' && list.length >= 4 ? 2 : 1;
  const stems = subject.kind === 'topic' && subject.naves ? topicStems(subject.naves.entry) : [];
  // named by the topic: Strong's usage has the topic's word (read with the row), and so does one of
  // the three renderings the KJV uses most (a query, asked only then)
  const namedBy = (row: LexiconRow) =>
    stems.length > 0 &&
    (row.kjv_usage?.toLowerCase().match(/\p{L}+/gu) ?? []).some((w) => stems.some((s) => sameRoot(w, s))) &&
    renderings(repo, kjv, row.strongs).some((w) => stems.some((s) => sameRoot(w, s)));
  // a word the KJV renders by the topic's very name most often (ACELDAMA: Ἀκελδαμά; PHICHOL; CLOUD:
  // עָנָן; PRAYER: תְּפִלָּה, not εὐχή, "vow" first), first, however rare, a name too
  const entry = subject.kind === 'topic' ? subject.naves?.entry.toLowerCase() : undefined;
  // (a name among the KJV's first three spellings of its number: SHAMMUAH is mostly "Shammua")
  const itsName = (row: LexiconRow) =>
    entry !== undefined &&
    renderings(repo, kjv, row.strongs)
      .slice(0, subject.properName ? 3 : 1)
      .some((w) => w.toLowerCase() === entry);
  // Strong's defines it by the topic's name, before its first semicolon (SELF-CONTROL: ἐγκράτεια,
  // "self-control (especially continence)", which the KJV renders "temperance"; CONVERSATION:
  // αἰσχρολογία, "vile conversation", Col 3:8's "filthy communication")
  const definedAs =
    entry && !subject.properName
      ? new RegExp(`(?<![\\p{L}-])${literal(entry)}(?![\\p{L}-])`, 'u')
      : undefined;
  // (asides in brackets left out: טֹפַח is "a palm-breadth (not 'span' of the fingers)")
  const definedBy = (row: LexiconRow) => definedAs?.test(clauseOf(row.definition));
  const scored: { word: KeyWord; named: boolean; own: boolean; score: number }[] = [];
  for (const [strongs, count, refs] of counts) {
    const row = lexiconRow(repo, strongs);
    if (!row?.definition) continue;
    // (a place the KJV calls by a common topic's name is not it: SIN is not סִין, the town of Sin)
    const own = itsName(row) && (subject.properName !== undefined || !isName(row));
    if (!own && (isName(row) || isParticle(row))) continue;
    // a word the topic is named by, even in one verse (Self-Condemnation: κατακρίνω, Romans 2:1)
    const named = own || namedBy(row) || definedBy(row) === true;
    if ((count < min || refs < minRefs) && !named) continue;
    const total = Math.max(kjvTotal(repo, strongs), count);
    // how particular the word is to these verses, and how many of them (a topic: of its references)
    const spread = subject.kind === 'topic' ? refs : count;
    scored.push({ word: { row, count }, named, own, score: lowerShare(count, total) * Math.log(1 + spread) });
  }
  // and those Strong's defines by it that its verses lack, after those they have: Self-Control's
  // verses (Proverbs 16:32, David sparing Saul) never say ἐγκράτεια (Galatians 5:23, "temperance")
  if (definedAs)
    for (const [strongs, clause] of definitionClauses(repo)) {
      if (!clause.includes(entry!) || !definedAs.test(clause) || counts.some(([s]) => s === strongs))
        continue;
      const row = lexiconRow(repo, strongs)!;
      if (isName(row) || isParticle(row)) continue;
      if (kjvTotal(repo, strongs) > 0)
        scored.push({ word: { row, count: 0 }, named: true, own: false, score: 0 });
    }
  // the topic's own name; the words the topic is named by, most used first; then the most particular
  scored.sort(
    (a, b) =>
      Number(b.own) - Number(a.own) ||
      Number(b.named) - Number(a.named) ||
      (a.named
        ? b.word.count - a.word.count ||
          kjvTotal(repo, b.word.row.strongs) - kjvTotal(repo, a.word.row.strongs)
        : b.score - a.score) ||
      a.word.row.strongs.localeCompare(b.word.row.strongs),
  );
  // a name (EGLON, TABERAH) is studied as a name: its own word, and the words Strong's derives it
  // from (עֵגֶל, a calf; בָּעַר, to burn), not its story's verbs (took, smote, sword)
  const names = scored.filter((s) => s.own).map((s) => s.word);
  if (subject.kind === 'topic' && subject.properName && names.length)
    return { words: nameWords(repo, names, counts, n), ids, name: true };
  // a name Strong's defines as a word (Πέτρος) is found by reading the KJV: only for those kept
  const words: KeyWord[] = [];
  let named = false;
  for (const s of scored) {
    if (words.length >= n) break;
    if (!s.own && isNamedInKjv(repo, s.word.row.strongs)) continue;
    words.push(s.word);
    named ||= s.named;
  }
  return { words, ids, unnamed: subject.kind === 'topic' && !subject.properName && !named };
}

/** A name's words, each with its origin, then the words Strong's derives them from. */
function nameWords(repo: ScriptureRepo, names: KeyWord[], counts: [string, number, number][], n: number) {
  const seen = new Set(names.map((w) => w.row.strongs));
  const words: KeyWord[] = names.slice(0, n).map((w) => ({ ...w, origin: nameOrigin(repo, w.row) }));
  for (const root of words.flatMap((w) => w.origin?.roots ?? [])) {
    if (words.length >= n || seen.has(root.strongs) || kjvTotal(repo, root.strongs) > EVERYDAY_ROOT) continue;
    seen.add(root.strongs);
    words.push({ row: root, count: counts.find(([strongs]) => strongs === root.strongs)?.[1] ?? 0 });
  }
  return words;
}

export function wordStudySection(ctx: StudyContext) {
  const { t, repo, bible } = ctx;
  const kjv = repo.referenceTranslation().id;
  // the renderings of the study's Bible if it is tagged, else of the language's tagged one (Darby's
  // French beside the untagged Segond), else, in a study quoting the KJV (Telugu), the KJV's
  const other = repo.translations().find((x) => x.language === ctx.lang && x.hasStrongs && x.id !== bible.id);
  const taggedBible = bible.hasStrongs
    ? bible
    : (other ?? (bible.fallback ? repo.referenceTranslation() : null));
  const tagged = taggedBible?.id ?? null;
  const { words, ids: own, name, unnamed } = keyWords(ctx);
  const verses = own.size;
  const lines = words.map(({ row, count, origin }) => {
    const ids = occurrences(repo, kjv, row.strongs);
    // a few verses spread over the Bible, outside the study's own (only those looked at are read)
    const examples: RefRange[] = [];
    const step = Math.max(1, Math.floor(ids.length / EXAMPLES));
    for (let i = 0; i < ids.length && examples.length < EXAMPLES; i += examples.length ? step : 1)
      if (!own.has(ids[i])) examples.push(verseAt(repo, ids[i]));
    // a name's renderings with their capital (Strong's transliterates names with one: Kᵉçîyl, Orion)
    const capital = (w: string) =>
      /^[\p{Lm}\P{L}]*\p{Lu}/u.test(row.xlit ?? '') ? w.charAt(0).toLocaleUpperCase() + w.slice(1) : w;
    const rendered = tagged ? renderings(repo, tagged, row.strongs).map(capital) : [];
    const parts = [
      `${row.lemma ?? ''} (${row.xlit ?? ''}, ${row.strongs}): ${gloss(row, 140)}`,
      rendered.length
        ? fill(t.rendered, {
            translation: tagged === kjv && ctx.lang === 'en' ? 'KJV' : taggedBible!.name,
            words: rendered.join(', '),
          })
        : '',
      origin?.roots.length
        ? fill(t.nameFrom, {
            words: origin.roots.map((r) => `${r.lemma} (${r.xlit}, ${r.strongs})`).join(', '),
          })
        : '',
      origin?.meaning ? fill(t.nameMeans, { meaning: origin.meaning }) : '',
      // a study of one verse: each word is in it ("in 1 of these 1 verse" said nothing); a name's
      // root need not be in the subject's verses at all
      verses > 1 && count > 0 ? fill(t.inSubject, { n: count, verses }) : '',
      examples.length
        ? fill(ids.length === 1 ? t.occurrencesOne : t.occurrences, {
            n: ids.length,
            refs: examples.map((r) => ref(ctx, r)).join('; '),
          })
        : ids.length > 1
          ? fill(t.occurrencesHere, { n: ids.length })
          : t.occurrencesHereOne,
    ];
    // each part a sentence of its own: `… a pastor. La Reina-Valera 1909 la traduce: …`
    const sentences = parts.filter(Boolean).map((p, i) => (i ? p.charAt(0).toUpperCase() + p.slice(1) : p));
    return `- ${sentences.map((p) => (p.endsWith('…') ? p : `${p}.`)).join(' ')}`;
  });
  if (!lines.length) return;
  section(
    ctx,
    t.keyWords,
    name ? t.keyWordsName : verses > 1 ? fill(t.keyWordsWhy, { verses }) : t.keyWordsWhyOne,
    // a topic no Hebrew or Greek word is named or defined by (PROBATION): its passages' words, said so
    ...(unnamed ? [fill(t.keyWordsUnnamed, { name: ctx.subject.name })] : []),
    ...(ctx.lang === 'en' ? [] : [t.strongsEnglish]),
    ...lines,
  );
}
