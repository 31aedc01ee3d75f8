/**
 * Every Strong's entry's parts — derivation, definition, KJV usage, as the word study shows them —
 * against SWORD's StrongsHebrew and StrongsGreek (read with mod2imp, as the import reads them):
 * every difference strongs-check.ts finds is corrected by content/strongs-errata.yaml or listed
 * there as kept, with why, and nothing listed there is stale (issue 43).
 */
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { strongsParts } from './reference-works';
import { checkParts, swordText, vocabulary, withoutSlips, words } from './strongs-check';
import { readStrongsErrata } from './strongs-errata';
import type { StrongsParts } from './strongs-source';
import { readConfs, readModule } from './sword';

const require = createRequire(import.meta.url);
const npm = require('strongs') as Record<string, { lemma?: string }>;
const errata = readStrongsErrata();

let parts: Map<string, StrongsParts>;
const sword = new Map<string, string>();
beforeAll(async () => {
  parts = strongsParts((s) => npm[s]?.lemma?.trim());
  const confs = readConfs();
  for (const [module, prefix] of [
    ['strongshebrew', 'H'],
    ['strongsgreek', 'G'],
  ] as const) {
    const conf = confs.get(module);
    if (!conf) throw new Error(`SWORD module ${module} is not installed (scripts/setup.sh installs it)`);
    for await (const { key, markup } of readModule(conf))
      if (/^\d+$/.test(key)) sword.set(`${prefix}${Number(key)}`, markup);
  }
}, 120_000);

describe('Strong’s entries against SWORD’s dictionaries', () => {
  it('leaves no difference unexplained in any entry (corrected or kept, content/strongs-errata.yaml)', () => {
    const vocab = vocabulary(parts.values(), sword.values());
    const unexplained: string[] = [];
    const seen = new Map<string, string[]>();
    let checked = 0;
    for (const [strongs, p] of parts) {
      const markup = sword.get(strongs);
      if (!markup) continue;
      checked++;
      const found = checkParts(p, withoutSlips(markup, errata.swordSlips), vocab, errata.variants);
      seen.set(strongs, found);
      const kept = [errata.kept[strongs]?.differs ?? []].flat();
      for (const d of found) if (!kept.includes(d)) unexplained.push(`${strongs} ${d}`);
    }
    expect(checked).toBe(14_298); // 8,674 Hebrew and 5,624 Greek numbers
    expect(unexplained).toEqual([]);
    // nothing kept that is no longer there
    const stale = Object.entries(errata.kept).flatMap(([strongs, k]) =>
      [k.differs]
        .flat()
        .filter((d) => !seen.get(strongs)?.includes(d))
        .map((d) => `${strongs} ${d}`),
    );
    expect(stale).toEqual([]);
  });

  it('has a reason for every correction and every difference kept', () => {
    for (const [strongs, e] of [...Object.entries(errata.entries), ...Object.entries(errata.kept)])
      expect(e.why?.trim().length, strongs).toBeGreaterThan(10);
  });

  it('reads as SWORD’s misprints only words SWORD prints, and as variants only words written somewhere', () => {
    const swordWords = new Set([...sword.values()].flatMap((m) => words(swordText(m).text)));
    expect(Object.keys(errata.swordSlips).filter((w) => !swordWords.has(w))).toEqual([]);
    const ours = vocabulary(parts.values(), []).ours;
    expect(
      Object.entries(errata.variants).filter(
        ([a, b]) => !(ours.has(a) || ours.has(b)) || (!swordWords.has(b) && !swordWords.has(a)),
      ),
    ).toEqual([]);
  });

  it('corrects the cases issue 43 names, and what the package’s JSON lost', () => {
    expect(parts.get('G1537')).toMatchObject({ derivation: 'a primary preposition' });
    expect(parts.get('G1537')!.definition).toMatch(/^denoting origin .* direct or remote\)$/);
    expect(parts.get('H7473')!.kjvUsage).toBe('shepherd');
    expect(parts.get('H6635')!.definition).toContain('organized for war');
    // a Greek word Strong cites without a number, and the note after the usage
    expect(parts.get('G109')!.derivation).toBe(
      'from ἄημι (to breathe unconsciously, i.e. respire; by analogy, to blow);',
    );
    expect(parts.get('G1537')!.kjvUsage).toMatch(/with\(-out\)\. Often used in composition/);
    // the Hebrew editors' notes are not Strong's text
    expect(parts.get('H348')!.derivation).toBe('from H336 (אִי) and H2083 (זְבֻל);');
  });
});
