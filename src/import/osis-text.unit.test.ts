import { describe, expect, it } from 'vitest';
import { lemmaStrongs, normaliseStrongs, parseOsisVerse } from './osis-text';

describe('parseOsisVerse', () => {
  it('keeps the words and their Strong’s numbers with offsets into the text', () => {
    const v = parseOsisVerse(
      'In the <w lemma="strong:H7225">beginning</w> <w lemma="strong:H0430">God</w> created.',
    );
    expect(v.text).toBe('In the beginning God created.');
    expect(v.words).toEqual([
      { pos: 0, start: 7, end: 16, strongs: ['H7225'] },
      { pos: 1, start: 17, end: 20, strongs: ['H430'] },
    ]);
    expect(v.text.slice(v.words[1].start, v.words[1].end)).toBe('God');
  });

  it('drops footnotes but keeps the space SWORD’s plain output loses (WEB John 3:16)', () => {
    const v = parseOsisVerse(
      'his <w lemma="strong:G3439">only</w> born</q><note placement="foot"><reference type="annotateRef">3:16 </reference>The phrase “only born”…</note><q marker=""><w lemma="strong:G5207">Son</w>, that',
    );
    expect(v.text).toBe('his only born Son, that');
    expect(v.text).not.toContain('phrase');
  });

  it('does not add a space before punctuation that follows a note', () => {
    expect(parseOsisVerse('the light<note placement="foot">Heb. between</note>, and').text).toBe(
      'the light, and',
    );
  });

  it('keeps the words of Jesus (KJV red letters) as spans on unchanged text', () => {
    const v = parseOsisVerse(
      '<w lemma="strong:G2424">Jesus</w> said unto him, <q marker="" who="Jesus"><w lemma="strong:G1125">It is written</w> again.</q> Then',
    );
    expect(v.text).toBe('Jesus said unto him, It is written again. Then');
    expect(v.marks).toEqual([{ kind: 'wj', start: 21, end: 41 }]);
    expect(v.text.slice(21, 41)).toBe('It is written again.');
  });

  it('keeps what a module appends after the end of the book apart (the WEB glossary)', () => {
    const v = parseOsisVerse(
      'saints. Amen. <chapter eID="Rev.22"/> <div canonical="true" eID="gen1" osisID="Rev" type="book"/> <div sID="g2" type="glossary"/> <title type="main">Glossary</title> Abaddon is Hebrew for destruction.',
    );
    expect(v.text).toBe('saints. Amen.');
    expect(v.appendix).toBe('Glossary Abaddon is Hebrew for destruction.');
  });

  it('moves psalm titles and other pre-verse text to the heading', () => {
    const v = parseOsisVerse(
      '<div type="x-milestone" subType="x-preverse" sID="pv1"/><title canonical="true" type="psalm">A Psalm of David.</title> <lg sID="a"/><div type="x-milestone" subType="x-preverse" eID="pv1"/><divineName><w lemma="strong:H3068">LORD</w></divineName>, how are they increased',
    );
    expect(v.text).toBe('LORD, how are they increased');
    expect(v.heading).toBe('A Psalm of David.');
  });

  it('keeps the Strong’s words of a psalm title, with offsets into the heading', () => {
    const v = parseOsisVerse(
      '<div type="x-milestone" subType="x-preverse" sID="pv1"/><title canonical="true" type="psalm">A <w lemma="strong:H8605">Prayer</w> of <w lemma="strong:H4872">Moses</w> the <w lemma="strong:H0376">man</w> of <w lemma="strong:H0430">God</w>.</title><div type="x-milestone" subType="x-preverse" eID="pv1"/><w lemma="strong:H0136">Lord</w>, thou hast been',
    );
    expect(v.heading).toBe('A Prayer of Moses the man of God.');
    expect(v.headingWords.map((w) => [v.heading!.slice(w.start, w.end), w.strongs[0]])).toEqual([
      ['Prayer', 'H8605'],
      ['Moses', 'H4872'],
      ['man', 'H376'],
      ['God', 'H430'],
    ]);
    expect(v.words.map((w) => v.text.slice(w.start, w.end))).toEqual(['Lord']);
  });

  it('upper-cases the divine name’s own text as SWORD does, but not a tagged word inside it', () => {
    expect(
      parseOsisVerse(
        'that <transChange type="added">the <seg><divineName>Lord</divineName></seg></transChange> said',
      ).text,
    ).toBe('that the LORD said');
    expect(
      parseOsisVerse('Is the <divineName><w lemma="strong:H3068">LORD’s</w></divineName> hand').text,
    ).toBe('Is the LORD’s hand');
  });

  it('drops the ¶ mark and records the paragraph', () => {
    const v = parseOsisVerse('<q marker="" who="Jesus">¶ <w lemma="strong:G1063">For</w> God</q>');
    expect(v).toMatchObject({ text: 'For God', paragraph: true });
    expect(v.words[0]).toMatchObject({ start: 0, end: 3 });
  });

  it('separates poetry lines and collapses whitespace', () => {
    expect(
      parseOsisVerse(
        '<l level="1" sID="a"/>first line,<l eID="a"/><l level="2" sID="b"/>second  line.<l eID="b"/>',
      ).text,
    ).toBe('first line, second line.');
  });

  it('decodes entities', () => {
    expect(parseOsisVerse('Tom &amp; Jerry &#x27;hi&#39;').text).toBe("Tom & Jerry 'hi'");
  });
});

describe('Strong’s numbers', () => {
  it('normalises zero padding and case', () => {
    expect(normaliseStrongs('H0430')).toBe('H430');
    expect(normaliseStrongs('g0025')).toBe('G25');
    expect(normaliseStrongs('X12')).toBeNull();
  });
  it('reads every number of a lemma attribute (RV1909 lists several)', () => {
    expect(lemmaStrongs('strong:H8672 H3967')).toEqual(['H8672', 'H3967']);
    expect(lemmaStrongs('strong:G2443 strong:G2443')).toEqual(['G2443']);
  });
});
