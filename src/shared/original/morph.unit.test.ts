import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { explainMorph, validMorphPrefix } from './morph';
import { readOshb } from './morph-oshb';
import { readRobinson } from './morph-robinson';
import terms from './morph-terms.json';
import { MORPH_LANGS, MORPH_TERMS } from './morph-terms';

/** The OSHB books as Debian's bibledit package installs them (MORPHHB_DIR to point elsewhere). */
const OSHB_DIR = process.env.MORPHHB_DIR?.trim() || '/usr/share/bibledit/sources/morphhb';
/** The Byzantine text's Strong's-and-parsing files, in the sources folder (SOURCES_DIR or ../shared/data). */
const BYZ_DIR = join(
  process.env.SOURCES_DIR?.trim()
    ? resolve(process.env.SOURCES_DIR.trim())
    : resolve(dirname(fileURLToPath(import.meta.url)), '../../../../shared/data'),
  'byz-majority-text/strongs-parsing',
);

/** Every distinct code of the files of `dir` ending in `ext`, as `pattern`'s first group finds them. */
function distinctCodes(dir: string, ext: string, pattern: RegExp): string[] {
  const codes = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith(ext))) {
    for (const match of readFileSync(join(dir, file), 'utf8').matchAll(pattern)) codes.add(match[1]);
  }
  return [...codes].sort();
}

describe('the terms (morph-terms.json)', () => {
  it('has every term in all four languages, and nothing else', () => {
    for (const [key, texts] of Object.entries(MORPH_TERMS)) {
      expect(Object.keys(texts).sort(), `${key}'s languages`).toEqual([...MORPH_LANGS].sort());
      for (const lang of MORPH_LANGS) expect(texts[lang], `${key}.${lang}`).toMatch(/\S/);
      if (!key.startsWith('template.')) {
        expect(texts.te, `${key}.te is in Telugu script`).toMatch(/[\u0C00-\u0C7F]/);
      }
    }
    expect(MORPH_TERMS).toBe(terms);
  });

  it('gives each template the same slots in every language', () => {
    const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, texts] of Object.entries(MORPH_TERMS)) {
      const expected = slots(texts.en);
      expect(expected.length > 0, `${key} has slots exactly when it is a template`).toBe(
        key.startsWith('template.'),
      );
      for (const lang of MORPH_LANGS) expect(slots(texts[lang]), `${key}.${lang}`).toEqual(expected);
    }
  });
});

describe('explainMorph: OSHB codes', () => {
  it('explains the main word, its prefixes and suffixes, in order', () => {
    expect(explainMorph('HVqp3ms', 'en')).toBe('Hebrew: verb, Qal, perfect, third person masculine singular');
    expect(explainMorph('HC/Td/Ncbsa', 'en')).toBe(
      'Hebrew: conjunction + definite article + noun, common, both genders, singular, absolute',
    );
    expect(explainMorph('HR/Ncmsc/Sp2ms', 'en')).toBe(
      'Hebrew: preposition + noun, common, masculine, singular, construct + pronominal suffix, second person masculine singular',
    );
    expect(explainMorph('HVqv2ms/Sp1cs', 'en')).toBe(
      'Hebrew: verb, Qal, imperative, second person masculine singular + pronominal suffix, first person common singular',
    );
    expect(explainMorph('ANcmsd', 'en')).toBe('Aramaic: noun, common, masculine, singular, determined');
    expect(explainMorph('HVqrmsa', 'en')).toBe(
      'Hebrew: verb, Qal, active participle, masculine, singular, absolute',
    );
    expect(explainMorph('HVNc', 'en')).toBe('Hebrew: verb, Niphal, infinitive construct');
    expect(explainMorph('HC/Vqw3ms', 'en')).toBe(
      'Hebrew: conjunction + verb, Qal, sequential imperfect (wayyiqtol), third person masculine singular',
    );
    expect(explainMorph('HRd/Ncmsa', 'en')).toBe(
      'Hebrew: preposition with definite article + noun, common, masculine, singular, absolute',
    );
    expect(explainMorph('HNp', 'en')).toBe('Hebrew: noun, proper name');
    expect(explainMorph('HTo', 'en')).toBe('Hebrew: direct object marker');
  });

  it('reads the stem by the language letter', () => {
    expect(explainMorph('AVhp3ms', 'en')).toBe(
      'Aramaic: verb, Haphel, perfect, third person masculine singular',
    );
    expect(explainMorph('HVhp3ms', 'en')).toBe(
      'Hebrew: verb, Hiphil, perfect, third person masculine singular',
    );
    expect(explainMorph('AVap3ms', 'en')).toContain('Aphel');
    expect(explainMorph('HVap3ms', 'en'), 'a is an Aramaic stem only').toBeNull();
  });

  it("takes 'x' as a placeholder before a value, never last", () => {
    expect(explainMorph('HPdxms', 'en')).toBe('Hebrew: demonstrative pronoun, masculine, singular');
    expect(explainMorph('ANxxxa', 'en')).toBe('Aramaic: noun, absolute');
    expect(explainMorph('HPdxmx', 'en')).toBeNull();
    expect(explainMorph('HPx', 'en')).toBeNull();
  });

  it('speaks Spanish, French and Telugu', () => {
    expect(explainMorph('HVqp3ms', 'es')).toBe(
      'Hebreo: verbo, Qal, perfecto, tercera persona masculino singular',
    );
    expect(explainMorph('HVqp3ms', 'fr')).toBe(
      'Hébreu\u00a0: verbe, Qal, accompli, troisième personne du singulier, masculin',
    );
    expect(explainMorph('HVqp3ms', 'te')).toBe(
      'హీబ్రూ: క్రియ, ఖాల్, సంపూర్ణ రూపం (ఖతల్), ప్రథమ పురుష, పుంలింగం, ఏకవచనం',
    );
    expect(explainMorph('HC/Td/Ncbsa', 'es')).toBe(
      'Hebreo: conjunción + artículo definido + sustantivo, común, ambos géneros, singular, absoluto',
    );
    expect(explainMorph('HC/Td/Ncbsa', 'fr')).toBe(
      'Hébreu\u00a0: conjonction + article défini + nom, commun, des deux genres, singulier, absolu',
    );
    expect(explainMorph('HC/Td/Ncbsa', 'te')).toBe(
      'హీబ్రూ: సముచ్చయం + నిర్దిష్ట ఉపపదం + నామవాచకం, సామాన్య నామం, రెండు లింగాలు, ఏకవచనం, స్వతంత్ర స్థితి',
    );
    expect(explainMorph('HVqi3ms', 'fr')).toContain('inaccompli');
    expect(explainMorph('ANcmsd', 'te')).toBe('అరామిక్: నామవాచకం, సామాన్య నామం, పుంలింగం, ఏకవచనం, నిర్దిష్ట స్థితి');
  });
});

describe('explainMorph: Robinson codes', () => {
  it('explains verbs, nouns, pronouns and undeclined words', () => {
    expect(explainMorph('V-AAI-3S', 'en')).toBe('verb, aorist, active, indicative, third person singular');
    expect(explainMorph('N-NSM', 'en')).toBe('noun, nominative, singular, masculine');
    expect(explainMorph('V-2AAS-3S', 'en')).toBe(
      'verb, second aorist, active, subjunctive, third person singular',
    );
    expect(explainMorph('V-RPP-NSM', 'en')).toBe(
      'verb, perfect, passive, participle, nominative, singular, masculine',
    );
    expect(explainMorph('V-PAN', 'en')).toBe('verb, present, active, infinitive');
    expect(explainMorph('P-1GP', 'en')).toBe('personal pronoun, first person, genitive, plural');
    expect(explainMorph('P-GSM', 'en')).toBe('personal pronoun, genitive, singular, masculine');
    expect(explainMorph('T-GPM', 'en')).toBe('definite article, genitive, plural, masculine');
    expect(explainMorph('A-NSM-C', 'en')).toBe('adjective, nominative, singular, masculine, comparative');
    expect(explainMorph('ADV-S', 'en')).toBe('adverb, superlative');
    expect(explainMorph('N-PRI', 'en')).toBe('indeclinable proper noun');
    expect(explainMorph('HEB', 'en')).toBe('transliterated Hebrew word (indeclinable)');
    expect(explainMorph('V-AOI-3S-ATT', 'en')).toBe(
      'verb, aorist, passive deponent, indicative, third person singular, Attic form',
    );
    for (const code of [
      'R-ASN',
      'D-DSM',
      'I-DSN',
      'ADV',
      'CONJ',
      'PREP',
      'PRT',
      'PRT-N',
      'COND',
      'INJ',
      'ARAM',
      'N-LI',
    ]) {
      expect(explainMorph(code, 'en'), code).toMatch(/\w/);
    }
  });

  it('speaks Spanish, French and Telugu', () => {
    expect(explainMorph('V-AAI-3S', 'es')).toBe(
      'verbo, aoristo, activa, indicativo, tercera persona singular',
    );
    expect(explainMorph('V-AAI-3S', 'fr')).toBe(
      'verbe, aoriste, actif, indicatif, troisième personne du singulier',
    );
    expect(explainMorph('V-AAI-3S', 'te')).toBe(
      'క్రియ, అయోరిస్ట్ (సామాన్య భూతకాలం), కర్తరి, నిశ్చయార్థకం, ప్రథమ పురుష, ఏకవచనం',
    );
    expect(explainMorph('N-NSM', 'es')).toBe('sustantivo, nominativo, singular, masculino');
    expect(explainMorph('N-NSM', 'fr')).toBe('nom, nominatif, singulier, masculin');
    expect(explainMorph('N-NSM', 'te')).toBe('నామవాచకం, ప్రథమా విభక్తి, ఏకవచనం, పుంలింగం');
  });

  it('reads lower case as upper case, and refuses mixed case and braces', () => {
    expect(explainMorph('v-aai-3s', 'en')).toBe(explainMorph('V-AAI-3S', 'en'));
    expect(explainMorph('heb', 'en')).toBe(explainMorph('HEB', 'en'));
    expect(explainMorph('V-aai-3S', 'en')).toBeNull();
    expect(explainMorph('{V-PAI-3S}', 'en')).toBeNull();
    expect(explainMorph(' V-PAI-3S', 'en')).toBeNull();
  });
});

describe('explainMorph: what is not a code', () => {
  it('is null', () => {
    const invalid = ['HXz', 'V-ZZZ', '', 'HVqp3ms/', '<script>', 'H', 'HVqp3ms//Sp1cs', '/HVqp3ms', 'HSp3ms'];
    for (const code of [
      ...invalid,
      'hvqp3ms',
      'HVqp3m',
      'V-AAI',
      'V-AAN-3S',
      'N-NS',
      'P-3GS',
      'V-PAI-3S-',
      'N-NSM-Q',
    ]) {
      expect(explainMorph(code, 'en'), code).toBeNull();
    }
    expect(explainMorph(`HC/${'R/'.repeat(40)}Ncmsa`, 'en'), 'too long to be a code').toBeNull();
    expect(explainMorph('PRT-\u0131', 'en'), 'dotless i upper-cases to I, but is not ASCII').toBeNull();
  });

  it('tells the notations apart: no code of one reads in the other', () => {
    for (const code of ['HEB', 'ADV', 'ARAM', 'ADV-S', 'CONJ']) expect(readOshb(code), code).toBeNull();
    for (const code of ['HVqp3ms', 'HC', 'AD', 'HR', 'HTo'])
      expect(readRobinson(code.toUpperCase()), code).toBeNull();
  });
});

describe('validMorphPrefix', () => {
  it('takes the beginning of a word’s own OSHB code', () => {
    for (const prefix of [
      'V',
      'Vq',
      'Vqp',
      'Vqp3ms',
      'N',
      'Ncmsc/Sp2ms',
      'Ncmsc/',
      'Ncmsc/S',
      'Va',
      'To',
      'Pd',
    ]) {
      expect(validMorphPrefix(prefix, 'oshb'), prefix).toBe(true);
    }
    for (const prefix of ['', 'Vx', 'Vqp3mx', 'S', 'Sp3ms', 'HVqp3ms', 'Ncms/Sp', 'Vqp3ms3', 'vq', 'V-']) {
      expect(validMorphPrefix(prefix, 'oshb'), prefix).toBe(false);
    }
  });

  it('takes the beginning of a Robinson code', () => {
    for (const prefix of [
      'V',
      'V-',
      'V-2',
      'V-AAI',
      'V-AAI-',
      'V-AAI-3S',
      'N-NSM',
      'A',
      'AD',
      'HEB',
      'n-ns',
    ]) {
      expect(validMorphPrefix(prefix, 'robinson'), prefix).toBe(true);
    }
    for (const prefix of ['', 'V-Z', 'V-AAN-3', 'N-NSX', 'VQP', 'V-aai', '{V']) {
      expect(validMorphPrefix(prefix, 'robinson'), prefix).toBe(false);
    }
  });
});

describe('every code of the real texts', () => {
  it(`explains every distinct OSHB code of the Hebrew Bible (${OSHB_DIR})`, (ctx) => {
    ctx.skip(
      !existsSync(OSHB_DIR),
      `${OSHB_DIR} is absent (Debian's bibledit package; MORPHHB_DIR to point elsewhere)`,
    );
    const codes = distinctCodes(OSHB_DIR, '.xml', /\bmorph="([^"]+)"/g);
    expect(codes.length).toBeGreaterThan(3000);
    expect(codes.filter((code) => explainMorph(code, 'en') === null)).toEqual([]);
    expect(codes.filter((code) => readRobinson(code.toUpperCase()) !== null)).toEqual([]);
    // the word's own code: no language letter, no prefixed conjunction, preposition or article
    const ownCodes = codes.map((code) => code.slice(1).replace(/^(?:[CRT]d?\/)+(?=[A-RT-Z])/, ''));
    expect(ownCodes.filter((code) => !validMorphPrefix(code, 'oshb'))).toEqual([]);
  });

  it(`explains every distinct Robinson code of the Byzantine text (${BYZ_DIR})`, (ctx) => {
    ctx.skip(
      !existsSync(BYZ_DIR),
      `${BYZ_DIR} is absent (byz-majority-text in the sources folder; SOURCES_DIR to point elsewhere)`,
    );
    const codes = distinctCodes(BYZ_DIR, '.csv', /\{([^}]+)\}/g);
    expect(codes.length).toBeGreaterThan(1000);
    expect(codes.filter((code) => explainMorph(code, 'en') === null)).toEqual([]);
    expect(codes.filter((code) => readOshb(code) !== null)).toEqual([]);
    expect(codes.filter((code) => !validMorphPrefix(code, 'robinson'))).toEqual([]);
  });
});
