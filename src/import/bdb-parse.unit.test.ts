/** The Open Scriptures Hebrew Lexicon's XML read into BDB entries and Strong's links (bdb-parse.ts, bdb.ts). */
import { describe, expect, it } from 'vitest';
import { readLinks } from './bdb';
import { bdbEntry, bdbPlainText, elements, parseXml, stemName, type XmlNode } from './bdb-parse';

const NS = 'xmlns="http://openscriptures.github.com/morphhb/namespace"';
const entry = (xml: string, strongsOf: (id: string) => string | undefined = () => undefined) =>
  bdbEntry(elements(parseXml(xml))[0], 'hebrew', strongsOf);

describe('parseXml', () => {
  it('reads elements, attributes, entities and text, and drops comments', () => {
    const doc = parseXml(
      `\uFEFF<?xml version="1.0"?><a ${NS} x="1 &amp; 2"><b/>t &lt;u&gt;<!-- note --><c>v</c></a>`,
    );
    const a = elements(doc)[0];
    expect(a.attrs).toMatchObject({ x: '1 & 2' });
    expect(a.children.map((c) => (typeof c === 'string' ? c : (c as XmlNode).tag))).toEqual([
      'b',
      't <u>',
      'c',
    ]);
  });

  it('refuses markup that does not close', () => {
    expect(() => parseXml('<a><b></a>')).toThrow('</a> closes <b>');
    expect(() => parseXml('<a>')).toThrow('<a> is not closed');
  });
});

describe('bdbEntry', () => {
  it('lifts a verb’s stems out as the heads of their senses, spelled out', () => {
    const e =
      entry(`<entry id="b.cw.aa" type="root" mod="I"><w>בָּרָא</w> 53 <pos>vb</pos>. <def>shape</def>, <def>create</def>
        <sense><stem>Qal</stem> <asp>Pf</asp>.—<def>shape</def></sense>
        <sense><stem>Niph</stem>.—<em>Pass</em>.
          <sense n="1"><def>be created</def></sense>
        </sense>
        <status p="135">base</status>
      </entry>`);
    expect(e).toEqual({
      id: 'b.cw.aa',
      language: 'hebrew',
      headword: 'בָּרָא',
      homonym: 'I',
      pos: 'vb',
      page: 135,
      intro: [
        '53 ',
        { kind: 'pos', text: 'vb' },
        '. ',
        { kind: 'def', text: 'shape' },
        ', ',
        { kind: 'def', text: 'create' },
      ],
      senses: [
        {
          stem: 'Qal',
          text: [{ kind: 'asp', text: 'Pf' }, '.—', { kind: 'def', text: 'shape' }],
          senses: [],
        },
        {
          stem: 'Niphal',
          stemAbbr: 'Niph',
          text: [{ kind: 'em', text: 'Pass' }, '.'],
          senses: [{ n: '1', text: [{ kind: 'def', text: 'be created' }], senses: [] }],
        },
      ],
    });
    expect(bdbPlainText(e)).toBe('I. בָּרָא 53 vb. shape, create\nQal Pf.—shape\nNiphal Pass.\n  1. be created');
  });

  it('keeps a bracketed headword’s brackets as a flag, references with their OSIS id, links to other entries', () => {
    const e = entry(
      `<entry id="b.cx.aa" form="false" mod="II">[<w>בָּרָא</w>] <pos>vb</pos>. <def>be fat</def>—<stem>Hiph</stem>. <ref r="1Sam.2.29">1 S 2:29</ref>; v. <w src="a.ae.aa">אבה</w><foreign xml:lang="akk">abâtu</foreign><page p="136"/> end<status p="135">ref</status></entry>`,
      (id) => (id === 'a.ae.aa' ? 'H14' : undefined),
    );
    expect(e.headword).toBe('בָּרָא');
    expect(e.bracketed).toBe(true);
    expect(e.intro).toEqual([
      { kind: 'pos', text: 'vb' },
      '. ',
      { kind: 'def', text: 'be fat' },
      '—',
      { kind: 'stem', text: 'Hiph' },
      '. ',
      { kind: 'ref', text: '1 S 2:29', osis: '1Sam.2.29' },
      '; v. ',
      { kind: 'heb', text: 'אבה', strongs: 'H14' },
      { kind: 'foreign', text: 'abâtu', lang: 'akk' },
      ' end',
    ]);
  });

  it('keeps text that stands between senses, in its place, as a sense without number', () => {
    const e = entry(`<entry id="a.ft.aa"><w>אֲרָם</w> <pos>n.pr.m</pos>. <def>Aram</def>
        <sense n="1">5th son of Shem</sense>
        <sense n="3" />
      —Elsewhere only of Aramæan people
        <sense n="a">people</sense>
        <status p="74">base</status></entry>`);
    expect(e.senses).toEqual([
      { n: '1', text: ['5th son of Shem'], senses: [] },
      { n: '3', text: [], senses: [] },
      { text: ['—Elsewhere only of Aramæan people'], senses: [] },
      { n: 'a', text: ['people'], senses: [] },
    ]);
  });

  it('spells out stems whose abbreviation names one stem, and leaves the others as BDB writes them', () => {
    expect(stemName('Hithp')).toEqual({ stem: 'Hithpael', stemAbbr: 'Hithp' });
    expect(stemName('Pi.')).toEqual({ stem: 'Piel', stemAbbr: 'Pi' });
    expect(stemName('Qal')).toEqual({ stem: 'Qal' });
    expect(stemName('Po')).toEqual({ stem: 'Po' }); // Poel or Polel: BDB's abbreviation says not which
  });
});

describe('readLinks', () => {
  const index = `<index ${NS}><part xml:lang="heb">
    <entry id="dci"><w>הֵן</w><xref bdb="e.by.aa" strong="2004"/></entry>
    <entry id="dcm"><w>הֵנָּה</w><xref bdb="e.by.aa" strong="2004"/></entry>
    <entry id="bxx"><w>בָּרָא</w><xref bdb="b.cx.aa" strong="1254" aug="b"/></entry>
    <entry id="bxy"><w>בָּרָא</w><xref bdb="b.cw.aa" strong="1254" aug="a"/></entry>
    <entry id="bis"><w>בְּ</w><xref bdb="b.ab.aa" strong="b"/></entry>
  </part></index>`;
  const aug = `<index ${NS}><w aug="1254b">bxx</w><w aug="1254a">bxy</w><w aug="2004">dci</w><w aug="2007">dcm</w><w aug="b">bis</w></index>`;

  it('links each number to its entries in the order of the OSHB’s letters; the AugIndex decides the number', () => {
    expect(readLinks(index, aug)).toEqual([
      { strongs: 'H1254', bdbId: 'b.cw.aa', aug: 'a' },
      { strongs: 'H1254', bdbId: 'b.cx.aa', aug: 'b' },
      { strongs: 'H2004', bdbId: 'e.by.aa', aug: null },
      { strongs: 'H2007', bdbId: 'e.by.aa', aug: null },
    ]);
  });
});
