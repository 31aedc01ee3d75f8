/**
 * Verse Mapping's words (verse-map.ts): the key verse's Hebrew and Greek words with their Strong's
 * numbers, each beside the word that renders it in the language's Strong's-tagged Bible — the
 * study's own (the KJV, the Reina-Valera 1909), else the language's other one (the Darby's French
 * for the Segond, which is untagged), said so — and Strong's definition, in English and marked so
 * outside English, in the sense the KJV's word there has (glossFor). A number tagged on more than
 * one word of the verse is shown against the words that carry its sense, not a helper word the
 * tagging also gives it ("be not highminded": ὑψηλοφρονέω is "highminded", not "be").
 */
import { bookByOsis } from '../../../shared/books';
import { markedEnglish } from '../../../shared/english-mark';
import type { RefRange } from '../../../shared/reference/osis';
import { fill } from '../../content/phrases';
import type { ScriptureRepo } from '../../scripture/scripture.repo';
import { ref, section, type StudyContext } from './context';
import { glossFor } from './gloss';
import { GRAMMAR, isParticle, lexiconRow } from './strongs';

/** The words a translation tags with each Strong's number in a range (KJV numbering), in its order. */
function taggedWords(repo: ScriptureRepo, translation: string, key: RefRange): Map<string, string[]> {
  const book = bookByOsis(key.start.book)!.order;
  const words = new Map<string, string[]>();
  for (const v of repo.versesByKjv(translation, key, 3).filter((x) => !x.title))
    for (const span of repo.chapterWords(translation, book, v.chapter).get(v.verse) ?? [])
      for (const s of span.strongs) {
        // (without a mark the text sets on it: Darby's ✶ on the Lord who is Jehovah)
        const word = v.text.slice(span.start, span.end).replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
        const list = words.get(s) ?? [];
        if (!list.includes(word)) list.push(word);
        words.set(s, list);
      }
  return words;
}

/**
 * Words a tagged span may open with that belong to the words around it, not to the number's sense:
 * the Reina-Valera's "mas tendrás temor", "tu Dios", "de él con dureza" (Leviticus 25:43) are
 * "tendrás temor", "Dios", "dureza"; Darby's "mais", "ton Dieu" alike.
 */
const OPENING = new Set(
  (
    'él ella ellos ellas mi tu su mis tus sus nuestro nuestra vuestro vuestra mas pero te me le les nos os ' +
    'il elle ils elles mon ton son ma ta sa mes tes ses notre votre nos vos leur leurs mais et du des les ' +
    'le un une'
  ).split(' '),
);

/** Whether a word only carries grammar (the KJV's "be", the Reina-Valera's "y", "á"). */
const grammar = (x: string) => {
  const w = x.toLowerCase().replace(/[^\p{L}]/gu, '');
  return GRAMMAR.has(w) || OPENING.has(w) || /^[áéó]$/i.test(x);
};

/**
 * The words that carry a number's sense: those that are not only grammar ("be", "the", "de"), each
 * without the grammar words a tagged span opens with (the Reina-Valera's "Y oró": oró).
 */
const meaningful = (words: string[]) => {
  const content = words
    .map((w) => w.split(/\s+/))
    .filter((ws) => !ws.every(grammar))
    .map((ws) => ws.slice(ws.findIndex((x) => !grammar(x))).join(' '));
  return [...new Set(content.length ? content : words)].join(' … ');
};

export function verseWordsSection(ctx: StudyContext) {
  const { t, repo, bible, key, lang } = ctx;
  if (!key) return;
  const kjv = repo.referenceTranslation().id;
  const other = repo.translations().find((x) => x.language === lang && x.hasStrongs && x.id !== bible.id);
  const tagged = bible.hasStrongs ? bible : (other ?? repo.translations().find((x) => x.id === kjv)!);
  const words = taggedWords(repo, tagged.id, key);
  const kjvWords = tagged.id === kjv ? words : taggedWords(repo, kjv, key);
  // the language's words: its own Bible's or its other tagged one's; the KJV's only in an English
  // study or one quoting the KJV (Telugu), marked English there; none in a French study without Darby
  const shown = tagged.language === lang || tagged.id === bible.id;
  const lines: string[] = [];
  for (const [s, ws] of words) {
    const row = lexiconRow(repo, s);
    if (!row?.definition || isParticle(row)) continue;
    const word = meaningful(ws);
    const said = !shown ? '' : tagged.language === lang ? `${word} — ` : `${markedEnglish(word, lang)} — `;
    const definition = glossFor(row, kjvWords.get(s) ?? [], 90);
    lines.push(
      `- ${said}${s} ${row.lemma ?? ''} (${row.xlit ?? ''}): ${lang === 'en' ? definition : markedEnglish(definition, lang)}`,
    );
  }
  if (!lines.length) return;
  const notes = [
    ...(tagged.id === bible.id
      ? []
      : shown
        ? [fill(t.noStrongsTagged, { translation: bible.name, tagged: tagged.name })]
        : [fill(t.noStrongs, { translation: bible.name })]),
    ...(lang === 'en' ? [] : [t.strongsEnglish]),
  ];
  section(ctx, fill(t.verseWords, { ref: ref(ctx, key) }), ...notes, ...lines);
}
