/**
 * Which of a translation's renderings of a Strong's entry say what the entry means. The renderings
 * come from the tagging (the words of a verse that carry the number), so beside "love ×81" they hold
 * what the tagging swept along: a function word ("the ×1" for ἀγάπη, "of ×2" for πίστις) or a word
 * a few verses tagged by accident ("jesus ×4" for αὐτός, of 5,719). The rule (measured in
 * docs/data.md, "Renderings"):
 *
 * - a rendering made only of function words is minor unless Strong's KJV usage lists it or it is
 *   at least 2% of the entry's renderings (the article, a negation: then it is the meaning);
 * - any other rendering is minor when it is under 1% of them and Strong's usage lists no word of
 *   the same stem; in Spanish, which Strong's usage cannot vouch for, a rare word of its own
 *   (fidelidad for πίστις) stays and a rare phrase around a word already shown ("es dios") is minor.
 *
 * Minor renderings are still sent (marked), so nothing is lost; the page folds them away.
 * The lexicon's word search uses shares too: a word finds an entry only when it is in at least
 * 1 in 25 of the entry's renderings (MIN_SHARE), or Strong's usage lists it.
 */
import { fold } from './fold';

const FUNCTION_WORDS: Record<string, ReadonlySet<string>> = {
  en: new Set(
    'a an the of to in into on upon unto at by for from with within without and or nor but that which who whom whose this these those it its is are was were be been am shall will should would may might can could hath have has had do doth did not as so than then there here he she him her his hers they them their we us our ye you your thou thee thy thine i me my mine o oh also even if'.split(
      ' ',
    ),
  ),
  es: new Set(
    'a al ante bajo con contra de del desde en entre hacia hasta para por según sin sobre tras el la lo los las un una unos unas y e ni o u que se su sus le les me te nos os mi mis tu tus es son fue era ser ha han he has había yo tú él ella ellos ellas nosotros vosotros cual cuales como pues mas más también'.split(
      ' ',
    ),
  ),
};

/** Folded words of a text (letters and digits). */
export const tokens = (s: string) =>
  fold(s)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

export interface Rendering {
  word: string;
  count: number;
  /** a function word or a rare tagging artefact: shown folded away */
  minor?: true;
}

/** The same word or stem: one is the other with an ending added or its last letter changed (judge, judges; charity, charitably; god, goddess). */
function sameStem(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length < 3) return short === long;
  let common = 0;
  while (common < short.length && short[common] === long[common]) common++;
  return common >= short.length - 1;
}

/** Marks the minor renderings of one entry (see the header); `language` is the translation's. */
export function markRenderings(
  renderings: { word: string; count: number }[],
  kjvUsage: string | null,
  language: string,
): Rendering[] {
  const total = renderings.reduce((n, r) => n + r.count, 0);
  const usage = language === 'en' ? tokens(kjvUsage ?? '') : [];
  const stop = FUNCTION_WORDS[language] ?? new Set<string>();
  const words = renderings.map((r) => tokens(r.word));
  const content = words.map((ws) => ws.filter((w) => !stop.has(w)));
  const common = renderings.map((r, i) => {
    const share = r.count / total;
    if (!content[i].length) return words[i].some((w) => usage.includes(w)) || share >= 0.02;
    return share >= 0.01 || content[i].some((w) => usage.some((u) => sameStem(w, u)));
  });
  // without Strong's (English) usage to go by, a rare word of its own (fidelidad for πίστις) is
  // a meaning; a rare phrase around a word already shown ("es dios", "por amor") is not
  const shown = new Set(content.filter((_, i) => common[i]).flat());
  return renderings.map((r, i) => {
    const meaning =
      common[i] || (!usage.length && content[i].length > 0 && !content[i].some((w) => shown.has(w)));
    return meaning ? { ...r } : { ...r, minor: true };
  });
}

/** The least share of an entry's renderings a word must have to find the entry (1 in 25). */
export const MIN_SHARE = 0.04;
