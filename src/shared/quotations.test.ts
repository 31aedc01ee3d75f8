/** Quotation checking without a database: finding, attribution, and the `close` measure. */
import { describe, expect, it } from 'vitest';
import {
  attribute,
  checkQuotations,
  closeAllowance,
  compareQuote,
  findQuotations,
  quoteLanguage,
  type TextReference,
  type VerseLookup,
} from './quotations';
import { findReferences } from './reference/scan';
import { expectedText } from './quotations/compare';
import { grade } from './quotations/grade';

const VERSES: Record<string, Record<string, string>> = {
  KJV: {
    'John.3.16':
      'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.',
    'John.11.35': 'Jesus wept.',
    'Rom.8.28':
      'And we know that all things work together for good to them that love God, to them who are the called according to his purpose.',
    'Rom.8.31': 'What shall we then say to these things? If God be for us, who can be against us?',
    '1Tim.6.10':
      'For the love of money is the root of all evil: which while some coveted after, they have erred from the faith, and pierced themselves through with many sorrows.',
    '1John.1.9':
      'If we confess our sins, he is faithful and just to forgive us our sins, and to cleanse us from all unrighteousness.',
    'Mark.9.23': 'Jesus said unto him, If thou canst believe, all things are possible to him that believeth.',
    'Matt.4.9':
      'And saith unto him, All these things will I give thee, if thou wilt fall down and worship me.',
    'Matt.7.1': 'Judge not, that ye be not judged.',
    'Matt.6.33':
      'But seek ye first the kingdom of God, and his righteousness; and all these things shall be added unto you.',
    '1Thess.5.16': 'Rejoice evermore.',
    '1Thess.5.17': 'Pray without ceasing.',
  },
  WEB: {
    'John.3.16':
      'For God so loved the world, that he gave his one and only Son, that whoever believes in him should not perish, but have eternal life.',
  },
};
/** `Book.C.V` ids, and ranges within a chapter (`1Thess.5.16-1Thess.5.17`), joined by `,`. */
const verseIds = (osis: string) =>
  osis.split(',').flatMap((o) => {
    const [a, b] = o.split('-');
    if (!b) return [a];
    const [book, c, from] = a.split('.');
    const to = Number(b.split('.')[2]);
    return Array.from({ length: to - Number(from) + 1 }, (_, k) => `${book}.${c}.${Number(from) + k}`);
  });
const lookup: VerseLookup = (t, osis) => {
  const out = verseIds(osis).flatMap((o) => (VERSES[t]?.[o] ? [{ osis: o, text: VERSES[t][o] }] : []));
  return out.length ? out : null;
};
const refs = (text: string): TextReference[] =>
  findReferences(text).map((r) => ({ ...r, valid: r.osis !== null && r.osis !== 'John.22.5' }));
const check = (text: string, translations = ['KJV', 'WEB']) =>
  checkQuotations(text, refs(text), translations, lookup).map((q) => [q.status, q.translation, q.osis]);

describe('findQuotations', () => {
  it('finds straight, curly, French and German quotations and block quotes; short terms are not quotations', () => {
    const text =
      'He said "one two three four" and “five six seven eight” and « un deux trois quatre » and „eins zwei drei vier“, not "the Word".\n> block line one\n> and line two\nafter';
    expect(findQuotations(text).map((q) => q.quote)).toEqual([
      'one two three four',
      'five six seven eight',
      'un deux trois quatre',
      'eins zwei drei vier',
      'block line one and line two',
    ]);
  });
});

describe('nested quotations', () => {
  it('a verse quoting a speaker is one quotation (WEB Genesis 16:13), an unclosed mark none', () => {
    const verse =
      '“She called the name of Yahweh who spoke to her, “You are a God who sees,” for she said, “Have I even stayed alive after seeing him?””';
    expect(findQuotations(`Genesis 16:13: ${verse}`).map((q) => q.quote)).toEqual([verse.slice(1, -1)]);
    expect(
      findQuotations('Il dit : « Le roi a dit « venez à moi » et ils vinrent »').map((q) => q.quote),
    ).toEqual(['Le roi a dit « venez à moi » et ils vinrent']);
    expect(findQuotations('“never closed “for God so loved the world” and on').map((q) => q.quote)).toEqual([
      'for God so loved the world',
    ]);
  });
});

describe('attribution', () => {
  const who = (text: string) => {
    const quotes = findQuotations(text);
    return attribute(text, quotes, refs(text)).map((c) => c.map((r) => r.osis).join(','));
  };
  it('takes the reference after it in the same sentence, then before it, then in the sentence before', () => {
    expect(who('"Jesus wept and wept much" (John 11:35). Later John 3:16 says more.')).toEqual([
      'John.11.35',
    ]);
    expect(who('John 3:16: "For God so loved the world" and more.')).toEqual(['John.3.16']);
    expect(who('Read John 3:16. "For God so loved the world" is the heart of it.')).toEqual(['John.3.16']);
    // not when that reference is another quotation's
    expect(who('"Judge not, that ye be not" (Matthew 7:1). Someone wrote "Thy word is a lamp".')).toEqual([
      'Matt.7.1',
      '',
    ]);
    // two sentences back is another subject (issue 26: Ruth 5:3 taken for an unattributed saying)
    expect(who('Read John 3:16. Then think. "For God so loved the world" is the heart of it.')).toEqual(['']);
    // a quotation whose own words end the sentence is not the next sentence's reference
    expect(who('Psalm 23:1 says: "The LORD is my shepherd; I shall not want." Then read John 3:16.')).toEqual(
      ['Ps.23.1'],
    );
    expect(who('Someone said "The LORD is my shepherd; I shall not want." Then read John 3:16.')).toEqual([
      '',
    ]);
    expect(who('"Come unto me, all ye that labour." (Matthew 11:28) He meant it.')).toEqual(['Matt.11.28']);
    expect(who('- Romans 8:28, 31: "all things work together for good"')).toEqual(['Rom.8.28,Rom.8.31']);
    expect(who('"For God so loved the world" is known.\n\nJohn 3:16 is another paragraph.')).toEqual(['']);
  });
  it('a reference that labels a quotation (`Acts 9:27: “…”`) is its own, not the next label’s', () => {
    expect(
      who(
        '- Encouragement: Acts 4:36: “the son of consolation, a Levite”; Acts 9:27: “But Barnabas took him”',
      ),
    ).toEqual(['Acts.4.36', 'Acts.9.27']);
    expect(who('As John 3:16, “For God so loved the world”, says (see also John 3:17).')).toEqual([
      'John.3.16',
    ]);
    // a label in parentheses; a quotation cited right after it is the later reference's
    expect(
      who('- (Acts 9:27): “But Barnabas took him”; (Acts 11:23): “exhorted them all, that with”'),
    ).toEqual(['Acts.9.27', 'Acts.11.23']);
    expect(who('He read Isaiah 61:1, “The Spirit of the Lord is upon me” (Luke 4:18).')).toEqual([
      'Luke.4.18',
    ]);
  });
  it('never crosses another quotation, and reads block quotes with the reference inside or on the line before', () => {
    expect(who('"one two three four" and "five six seven eight" (John 3:16)')).toEqual(['', 'John.3.16']);
    expect(who('John 3:16:\n> For God so loved the world\n> that he gave')).toEqual(['John.3.16']);
    expect(who('> For God so loved the world\n> — John 3:16')).toEqual(['John.3.16']);
  });
});

describe('the close measure: word edit distance within max(1, floor(n / 8))', () => {
  it('allows one word in a quotation of up to 15 words, two from 16', () => {
    expect([4, 7, 8, 15, 16, 24].map(closeAllowance)).toEqual([1, 1, 1, 1, 2, 3]);
  });
  it('measures the distance against the best stretch of the cited verses, across omissions', () => {
    const v = [{ osis: 'John.3.16', text: VERSES.KJV['John.3.16'] }];
    expect(compareQuote('that he gave his only begotten Son', v).distance).toBe(0);
    expect(compareQuote('that he gave his only Son', v).distance).toBe(1);
    expect(compareQuote('For God so loved the world … should not perish', v).distance).toBe(0);
    expect(compareQuote('For God so loved the world... should not perish', v).distance).toBe(0);
    expect(compareQuote('should not perish … For God so loved', v).distance).toBeGreaterThan(0); // parts out of order
  });
});

describe('checkQuotations', () => {
  it('exact: every word in order, ignoring case, punctuation and quote marks', () => {
    expect(check('“FOR God so loved the world; that he gave” (John 3:16)')).toEqual([
      ['exact', 'KJV', 'John.3.16'],
    ]);
  });
  it('exact in the other translation of the language when the first differs', () => {
    expect(check('"that he gave his one and only Son, that whoever believes" (John 3:16)')).toEqual([
      ['exact', 'WEB', 'John.3.16'],
    ]);
  });
  it('close: one word in eight', () => {
    expect(check('"For God so loved the world, that he gave his only Son" (John 3:16)')).toEqual([
      ['close', 'KJV', 'John.3.16'],
    ]);
  });
  it('misquoted, with the true text; also when the reference does not exist', () => {
    const text =
      '"For God so loved the world that he sent his only son to condemn it" (John 3:16) and "all things work together for good" (John 22:5)';
    const out = checkQuotations(text, refs(text), ['KJV'], lookup);
    expect(out.map((q) => [q.status, q.expected])).toEqual([
      ['misquoted', VERSES.KJV['John.3.16']],
      ['misquoted', null],
    ]);
  });
  it('unattributed: no reference beside it', () => {
    expect(check('As they say, "God helps those who help themselves."')).toEqual([
      ['unattributed', null, null],
    ]);
  });
  it('overlong: a citation read only in part (the lookup says `cut`) is not called misquoted for words not in the part read', () => {
    // the lookup reads Romans 8 as its first verse only, and says the chapter goes on
    const partial: VerseLookup = (t, osis) =>
      osis === 'Rom.8'
        ? Object.assign([{ osis: 'Rom.8.28', text: VERSES.KJV['Rom.8.28'] }], { cut: true })
        : null;
    const text =
      '"If God be for us, who can be against us?" (Romans 8) and "all things work together for good" (Romans 8)';
    const out = checkQuotations(text, refs(text), ['KJV'], partial);
    expect(out.map((q) => [q.status, q.osis, q.expected, q.reason])).toEqual([
      ['overlong', 'Rom.8', null, undefined],
      // in the verses read: checked as any other
      ['exact', 'Rom.8', null, undefined],
    ]);
  });
});

describe('quoteLanguage', () => {
  it('tells Telugu by its script and English, Spanish and French by their function words', () => {
    expect(quoteLanguage('Neither do I condemn thee: go, and sin no more')).toBe('en');
    expect(quoteLanguage('Porque de tal manera amó Dios al mundo, que ha dado á su Hijo')).toBe('es');
    expect(quoteLanguage('Car Dieu a tant aimé le monde qu’il a donné son Fils unique')).toBe('fr');
    expect(quoteLanguage('దేవుడు లోకమును ఎంతో ప్రేమించెను')).toBe('te');
    expect(quoteLanguage('Jesus wept bitterly there')).toBeNull(); // too few function words to tell
  });
});

describe('single quotes and block quote attributions (issue 26)', () => {
  const who = (text: string) =>
    attribute(text, findQuotations(text), refs(text)).map((c) => c.map((r) => r.osis).join(','));
  it("finds ‘…’ and '…' quotations, never an apostrophe", () => {
    const quotes = (t: string) => findQuotations(t).map((q) => q.quote);
    expect(quotes('Jesus said, ‘I am the way, the truth, and the life’ (John 14:6).')).toEqual([
      'I am the way, the truth, and the life',
    ]);
    expect(quotes("Remember: 'Train up a child in the way he should go.'")).toEqual([
      'Train up a child in the way he should go.',
    ]);
    expect(quotes("Don't take Moses' rod; it's the disciples' task, they don’t say so.")).toEqual([]);
    expect(quotes("'Tis the season. The angels' song in Luke 2:14 was about peace on earth.")).toEqual([]);
    expect(quotes("In the '90s we read Psalm 23:1 with the kids' group every single week.")).toEqual([]);
    // a text of unclosed marks is read once (20,000 characters: was 0.6 s)
    expect(quotes("'a b c d e ".repeat(1800))).toEqual([]);
  });
  it('a dash line inside a block quote is its words: only a last line naming a reference is not', () => {
    expect(
      findQuotations('> The LORD is my shepherd;\n> - I shall want, he maketh me\n> — Psalm 23:1-2').map(
        (q) => q.quote,
      ),
    ).toEqual(['The LORD is my shepherd; - I shall want, he maketh me']);
  });
  it('a block quote’s last line `— Proverbs 3:5` is its attribution, not its words', () => {
    expect(
      findQuotations('> Trust in the LORD with all thine heart\n> — Proverbs 3:5').map((q) => q.quote),
    ).toEqual(['Trust in the LORD with all thine heart']);
  });
  it('a block quote takes the reference of the paragraph that introduces it, across a blank line', () => {
    expect(who('Proverbs 3:5 reads:\n\n> Trust in the LORD with all thine heart\n\nAmen.')).toEqual([
      'Prov.3.5',
    ]);
    expect(who('We read Proverbs 3:5.\n\n> Trust in the LORD with all thine heart\n\nAmen.')).toEqual(['']);
  });
});

describe('the grade by meaning (issue 26)', () => {
  const verse = (text: string) => [{ osis: 'X.1.1', text }];
  const graded = (quote: string, text: string) => {
    const c = compareQuote(quote, verse(text));
    return grade(c.diff!, c.words, c);
  };
  const kind = 'Charity suffereth long, and is kind; charity envieth not; charity vaunteth not itself';
  it('a changed content word or an added one misquotes, however short the slip', () => {
    expect(graded('Charity suffereth long, and is unkind', kind)).toMatchObject({
      status: 'misquoted',
      reason: 'word',
    });
    expect(graded('Charity suffereth long, and is very kind', kind)).toMatchObject({ status: 'close' });
    expect(graded('Charity suffereth long, and is kind and wise', kind)).toMatchObject({ reason: 'word' });
  });
  it('a negation added or dropped misquotes: not, ne … point, no', () => {
    expect(graded('Judge, that ye be judged', 'Judge not, that ye be not judged.')).toMatchObject({
      status: 'misquoted',
      reason: 'negation',
    });
    expect(graded('Tu tueras les méchants', 'Tu ne tueras point les méchants.')).toMatchObject({
      reason: 'negation',
    });
    expect(graded('la caridad tiene envidia siempre', 'la caridad no tiene envidia siempre')).toMatchObject({
      reason: 'negation',
    });
  });
  it('a negation dropped at either edge of the quotation misquotes it; one across a pause belongs to another clause', () => {
    const masters = 'No man can serve two masters: for either he will hate the one, and love the other';
    expect(graded('Man can serve two masters', masters)).toMatchObject({
      status: 'misquoted',
      reason: 'negation',
    });
    expect(
      graded('his own received him', 'He came unto his own, and his own received him not.'),
    ).toMatchObject({
      status: 'misquoted',
      reason: 'negation',
    });
    expect(
      graded('fear, for I am with you', 'Have no fear, for I am with you: I will take your seed'),
    ).toMatchObject({
      reason: 'negation',
    });
    expect(graded('Tu tueras', 'Tu ne tueras point.')).toMatchObject({ reason: 'negation' });
    expect(
      graded('your heart be troubled', 'Let not your heart be troubled: ye believe in God'),
    ).toMatchObject({
      reason: 'negation',
    });
    // correct quotations: beside a negation of another clause, one that keeps its own negation
    // (ne … point), one that says with an omission mark that the verse goes on
    const esther =
      'Et qui sait si ce n’est pas pour un temps comme celui-ci que tu es parvenue à la royauté?';
    expect(graded('pour un temps comme celui-ci', esther)).toMatchObject({ status: 'exact' });
    expect(
      graded('point honte de l’Évangile', 'Car je n’ai point honte de l’Évangile: c’est une puissance'),
    ).toMatchObject({
      status: 'exact',
    });
    const ruth = 'Hearest thou not, my daughter? Go not to glean in another field, neither go from hence';
    expect(graded('… to glean in another field', ruth)).toMatchObject({ status: 'exact' });
    expect(graded('to glean in another field', ruth)).toMatchObject({ reason: 'negation' });
    const judge = 'Judge not, and ye shall not be judged: condemn not, and ye shall not be condemned';
    expect(graded('and ye shall not be judged', judge)).toMatchObject({ status: 'exact' });
    expect(
      graded('I am the way, the truth, and the life', 'I am the way, the truth, and the life: no man cometh'),
    ).toMatchObject({ status: 'exact' });
    expect(
      graded('There is none righteous', 'As it is written, There is none righteous, no, not one:'),
    ).toMatchObject({
      status: 'exact',
    });
    expect(graded('for God so loved the world', 'For God so loved the world, that he gave')).toMatchObject({
      status: 'exact',
    });
  });
  it('quoted out of its phrase: "Money is the root of all evil"', () => {
    const tim = 'For the love of money is the root of all evil: which while some coveted after';
    expect(graded('Money is the root of all evil', tim)).toMatchObject({
      status: 'misquoted',
      reason: 'fragment',
    });
    expect(graded('the root of all evil', tim)).toMatchObject({ status: 'exact' });
    // a name is capitalised in the verse too: not a fragment
    expect(
      graded(
        'Jesus Christ, the son of David',
        'The book of the generation of Jesus Christ, the son of David',
      ),
    ).toMatchObject({
      status: 'exact',
    });
  });
  it('accents, archaic forms and British spellings are the same words, in a modern spelling', () => {
    const es = graded('que ha dado a su Hijo unigénito', 'que ha dado á su Hijo unigénito, para que');
    expect(es).toEqual({ status: 'exact', spelling: true, reason: null });
    expect(
      graded('whoever believes in him should not perish', 'whosoever believeth in him should not perish'),
    ).toEqual({
      status: 'exact',
      spelling: true,
      reason: null,
    });
    expect(
      graded('Trust in the LORD with all your heart', 'Trust in the LORD with all thine heart;'),
    ).toMatchObject({
      status: 'exact',
      spelling: true,
    });
    expect(graded('in honor preferring one another', 'in honour preferring one another')).toMatchObject({
      spelling: true,
    });
  });
  it('a superlative is another word, not an archaic ending; a word that looks alike is another word', () => {
    expect(
      graded('but the great of these is charity', 'but the greatest of these is charity.'),
    ).not.toMatchObject({
      spelling: true,
      status: 'exact',
    });
    expect(graded('Create in me a clean heard, O God', 'Create in me a clean heart, O God;')).toMatchObject({
      status: 'misquoted',
      reason: 'word',
    });
  });
  it('the Segond’s "ne … point" is today’s "ne … pas"', () => {
    expect(
      graded(
        'Ne jugez pas, afin que vous ne soyez pas jugés',
        'Ne jugez point, afin que vous ne soyez point jugés.',
      ),
    ).toEqual({
      status: 'exact',
      spelling: true,
      reason: null,
    });
  });
  it('slips of grammar words are close, within one word in eight', () => {
    expect(
      graded(
        'Blessed are the peacemakers, for they will be called the children of God',
        'Blessed are the peacemakers: for they shall be called the children of God.',
      ),
    ).toMatchObject({ status: 'close' });
  });
  it('gives the words that differ, as written', () => {
    const c = compareQuote('Charity suffereth long, and is unkind', verse(kind));
    expect(c.diff?.filter((d) => d.op !== 'same')).toEqual([
      { op: 'changed', quote: 'unkind', verse: 'kind' },
    ]);
  });
});

describe('issue 43: words left out that change what a verse says', () => {
  const tim = [{ osis: '1Tim.6.10', text: VERSES.KJV['1Tim.6.10'] }];
  const graded = (quote: string, verses: { osis: string; text: string }[]) => {
    const c = compareQuote(quote, verses);
    return grade(c.diff!, c.words, c);
  };
  it('the head of its subject: "money is the root of all evil", whatever its capitals', () => {
    for (const quote of ['money is the root of all evil', 'Money is the root of all evil'])
      expect(graded(quote, tim), quote).toMatchObject({ status: 'misquoted', reason: 'fragment' });
    expect(check('"money is the root of all evil" (1 Timothy 6:10)')).toEqual([
      ['misquoted', 'KJV', '1Tim.6.10'],
    ]);
    // the words left out are said
    const text = '"money is the root of all evil" (1 Timothy 6:10)';
    const [q] = checkQuotations(text, refs(text), ['KJV'], lookup);
    expect(q).toMatchObject({ status: 'misquoted', omitted: 'the love of' });
    // correct quotations: the whole subject, a phrase after a pause, a name after "of"
    expect(graded('the love of money is the root of all evil', tim)).toMatchObject({ status: 'exact' });
    expect(graded('the root of all evil', tim)).toMatchObject({ status: 'exact' });
    // a quotation that marks the cut itself, as the built-in studies do, is not accused
    expect(graded('… money is the root of all evil', tim)).toMatchObject({ status: 'exact' });
  });
  it('a condition: "he is faithful and just to forgive us our sins" without "If we confess our sins"', () => {
    const john = [{ osis: '1John.1.9', text: VERSES.KJV['1John.1.9'] }];
    expect(graded('he is faithful and just to forgive us our sins', john)).toMatchObject({
      status: 'misquoted',
      reason: 'condition',
    });
    expect(
      graded('All these things will I give thee', [{ osis: 'Matt.4.9', text: VERSES.KJV['Matt.4.9'] }]),
    ).toMatchObject({
      status: 'misquoted',
      reason: 'condition',
    });
    // the condition quoted, or a saying the condition does not govern
    expect(
      graded('If we confess our sins, he is faithful and just to forgive us our sins', john),
    ).toMatchObject({
      status: 'exact',
    });
    expect(
      graded('all things are possible to him that believeth', [
        { osis: 'Mark.9.23', text: VERSES.KJV['Mark.9.23'] },
      ]),
    ).toMatchObject({ status: 'exact' });
    expect(
      graded('If God be for us, who can be against us?', [
        { osis: 'Rom.8.31', text: VERSES.KJV['Rom.8.31'] },
      ]),
    ).toMatchObject({ status: 'exact' });
  });
});

describe('issue 43: a reference in the next sentence, and short quotations', () => {
  const who = (text: string) =>
    attribute(text, findQuotations(text), refs(text)).map((c) => c.map((r) => r.osis).join(','));
  it('a next sentence that names the quotation cites it; one about something else does not', () => {
    expect(who('"Love is patient, love is kind." — that one is from 1 Corinthians 13:4.')).toEqual([
      '1Cor.13.4',
    ]);
    expect(who('"Be still, and know that I am God." That is Psalm 46:10.')).toEqual(['Ps.46.10']);
    expect(who('"The LORD is my shepherd; I shall not want." Then read John 3:16 tonight.')).toEqual(['']);
    expect(who('"The LORD is my shepherd; I shall not want." This week we read John 3:16.')).toEqual(['']);
  });
  it('a two- or three-word quotation with its reference beside it is checked; a short term is not a quotation', () => {
    expect(check('"Judge not" (Matthew 7:1)')).toEqual([['exact', 'KJV', 'Matt.7.1']]);
    expect(check('Jesus said "Judge not" in Matthew 7:1, and meant it.')).toEqual([
      ['exact', 'KJV', 'Matt.7.1'],
    ]);
    expect(check('"Jesus wept" (John 11:35)')).toEqual([['exact', 'KJV', 'John.11.35']]);
    expect(
      check('Paul says "Rejoice evermore" and "Pray without ceasing" (1 Thessalonians 5:16-17).'),
    ).toEqual([
      ['exact', 'KJV', '1Thess.5.16-1Thess.5.17'],
      ['exact', 'KJV', '1Thess.5.16-1Thess.5.17'],
    ]);
    expect(check('The so-called "prosperity gospel" is not what Matthew 6:33 teaches.')).toEqual([]);
    expect(check('Jesus is "the Word" of God.')).toEqual([]);
  });
});

describe('the true text of a misquotation (issue 43: nothing cut silently)', () => {
  it('gives at most three verses, and says with … that the quotation goes on', () => {
    const verses = [1, 2, 3, 4, 5].map((n) => ({ osis: `Ps.119.${n}`, text: `verse ${n}` }));
    const cmp = { distance: 0, words: 10, from: 0, to: 10, verseWords: [0, 0, 1, 1, 2, 2, 3, 3, 4, 4] };
    expect(expectedText(verses, cmp as Parameters<typeof expectedText>[1])).toBe('verse 1 verse 2 verse 3 …');
    const three = { ...cmp, to: 6 };
    expect(expectedText(verses, three as Parameters<typeof expectedText>[1])).toBe('verse 1 verse 2 verse 3');
  });
});
