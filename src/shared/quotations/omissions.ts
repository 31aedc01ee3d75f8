/**
 * Words a quotation leaves out of its verse that change what the verse says (issue 43), beyond a
 * negation (grade.ts): the head of its subject, and a condition.
 *
 * - The head: the quotation starts right after a word that binds it to the word before ("of",
 *   "de"; no pause between) and its words make a clause of their own (a verb before their first
 *   pause): "money is the root of all evil" from "the love of money is the root of all evil",
 *   "the LORD is the beginning of wisdom" from "The fear of the LORD is …". Not a name phrase
 *   ("Jesus Christ, the son of David" after "the generation of": no verb), nor a quotation that
 *   takes the binding word with it.
 * - A condition: the verse's sentence has a condition ("If", "Except", "si", "s’il") opening a
 *   clause before the quoted words, or after them, that the quotation leaves out, and the quoted
 *   words speak of someone (a personal pronoun: "he is faithful and just to forgive us our sins"
 *   without "If we confess our sins"; "All these things will I give thee" without ", if thou
 *   wilt fall down and worship me"). Not a saying whose words stand alone ("all things are
 *   possible to him that believeth" after "If thou canst believe": "him that" is anyone who).
 *
 * Both hold whatever the quotation's capitals — but not on a side where the quotation marks the
 * omission itself ("… he is faithful and just", "… a kinsman, well; let him do the kinsman’s
 * part": the built-in studies cut verses so), as for a negation (grade.ts).
 */
import { parts, plain } from './grade';

/** A verse's or a quotation's word as compare.ts splits them. */
export interface Word {
  text: string;
  /** punctuation follows it (a clause pauses) */
  pause: boolean;
  /** a sentence or a clause of its own ends after it: `.`, `;`, `:`, `?`, `!` */
  stop: boolean;
}

const list = (s: string) => new Set(s.split(/\s+/));

/** A verse word that binds what follows to the word before it: `the love of money`. */
export const BINDING = list('of de du des del d');

/** Articles and determiners: where a phrase's head starts (`the love of`). */
const DETERMINERS = list(`the a an this that these those his her their our your my thy
  el la los las un una este esta su sus mi tu
  le la les l un une ce cet cette ces son sa ses mon ma ton ta`);

/** Words of grammar that end a phrase's head looking back (`For the love of`: not "For"). */
const STOP_WORDS = list(`for and but or so yet that which who when if as to in on by with from
  porque y pero que cuando si como en con por para
  car et mais ou que qui quand si comme en dans avec par pour`);

/** Finite verbs common enough to tell a clause from a name phrase (and the KJV's `-eth` forms). */
const VERBS = list(`is are was were be been am art shall shalt will wilt hath has have had doth does did
  can cannot may might must should would could
  es son fue fueron era eran sera seran sea sean esta estan estaba estaban ha han habia habian hay
  tiene tienen
  est sont etait etaient sera seront soit soient ont avait avaient aura auront`);

const isVerb = (w: string) => {
  const word = parts(w).word;
  return VERBS.has(word) || (word.length >= 6 && word.endsWith('eth'));
};

/**
 * The verse words the quotation leaves out before its first word, when they are the head of its
 * subject (`the love of`); `first`: the index in `hay` of the first verse word quoted word for word.
 */
export function leftOutHead(hay: Word[], first: number, quote: Word[]): string | undefined {
  const b = first - 1;
  if (b < 0 || hay[b].pause || !BINDING.has(plain(hay[b].text))) return undefined;
  let verb = false;
  for (const w of quote) {
    if (isVerb(w.text)) verb = true;
    if (verb || w.pause) break;
  }
  if (!verb) return undefined;
  const out = [hay[b].text];
  for (let k = b - 1; k >= 0 && out.length < 5 && !hay[k].pause; k--) {
    const { elided, word } = parts(hay[k].text);
    if (STOP_WORDS.has(word)) break;
    out.unshift(hay[k].text);
    if (DETERMINERS.has(word) || DETERMINERS.has(elided)) break;
  }
  return out.join(' ');
}

/** Words that open a condition: `if`, `unless`, `except`, `si`, `s’il`. Not `sí` (yes). */
const CONDITIONS = list('if unless except si sil sils');
/** Words after which a clause starts (`For if ye forgive`, `That if thou shalt confess`). */
const CLAUSE_OPENERS = list('and but for that or then y e pero mas porque pues que et mais car donc or');

const lower = (w: string) =>
  w
    .normalize('NFC')
    .toLowerCase()
    .replace(/['’ʼ‘]/g, '');

/** A condition opening a clause at `j`. */
const opensCondition = (hay: Word[], j: number) =>
  CONDITIONS.has(lower(hay[j].text)) &&
  (j === 0 || hay[j - 1].pause || CLAUSE_OPENERS.has(plain(hay[j - 1].text)));

/** Personal pronouns, written as they are (accents kept: `él`, not the article `el`). */
const PERSONAL = list(`i me my mine myself we us our ours ourselves thou thee thy thine thyself ye you
  your yours yourself yourselves he him his himself she her hers herself it its itself they them
  their theirs themselves
  yo mí mi mis nosotros nosotras nos nuestro nuestra nuestros nuestras tú te ti tu tus vosotros
  vosotras os vuestro vuestra vuestros vuestras él ella ellos ellas le les su sus
  je moi mon ma mes nous notre nos toi ton ta tes vous votre vos il ils elle elles lui leur leurs
  sa ses eux`);
/** After these a pronoun is anyone who (`him that believeth`, `celui qui`). */
const RELATIVES = list('that which who whom whoso whosoever que qui quien quienes cual');

/** The quotation speaks of someone: a personal pronoun that is not "anyone who". */
function speaksOfSomeone(quote: Word[]): boolean {
  return quote.some((w, i) => {
    const { elided, word } = parts(w.text);
    const personal = PERSONAL.has(lower(w.text)) || ['j', 'm', 't'].includes(elided) || PERSONAL.has(word);
    return personal && !RELATIVES.has(lower(quote[i + 1]?.text ?? ''));
  });
}

/**
 * The condition the quotation leaves out of its verse's sentence, before its words (`If we confess
 * our sins`) or after them (`if thou wilt fall down and worship me`); [from, to) the quoted words
 * in `hay`.
 */
export function leftOutCondition(
  hay: Word[],
  from: number,
  to: number,
  quote: Word[],
  sides: { before: boolean; after: boolean },
): string | undefined {
  if (!speaksOfSomeone(quote)) return undefined;
  for (let j = from - 1; sides.before && j >= 0 && !hay[j].stop; j--)
    if (opensCondition(hay, j))
      return hay
        .slice(j, from)
        .map((w) => w.text)
        .join(' ');
  for (let j = to; sides.after && j < hay.length && !hay[j - 1].stop; j++)
    if (opensCondition(hay, j)) {
      let end = j;
      while (end < hay.length - 1 && !hay[end].stop) end++;
      return hay
        .slice(j, end + 1)
        .map((w) => w.text)
        .join(' ');
    }
  return undefined;
}
