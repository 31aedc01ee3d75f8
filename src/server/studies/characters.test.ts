/**
 * The curated characters (content/characters/*.yaml) are checked against the real data: every Nave's entry (and part) exists
 * and has references, every key passage is a real passage in the KJV, texts exist in every
 * language, descriptions are one to three sentences, and namesakes have distinct names.
 */
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '../../shared/books';
import { parseReference } from '../../shared/reference/parse';
import { scriptureDbPath } from '../../test/scripture-db';
import { characterSeeds } from '../content/characters';
import { navesParts } from '../naves/naves-parts';

const db = new Database(scriptureDbPath(), { readonly: true });
const CHARACTER_SEEDS = characterSeeds();
afterAll(() => db.close());

const sentences = (text: string) => text.split(/(?<=[.!?।])\s+/u).filter((s) => s.trim()).length;

describe('characters', () => {
  it('offers at least 120 characters with unique ids', () => {
    expect(CHARACTER_SEEDS.length).toBeGreaterThanOrEqual(120);
    const ids = CHARACTER_SEEDS.map((c) => c.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(UI_LANGUAGES)(
    'has a distinct name and a one-to-three-sentence description for each character in %s',
    (lang) => {
      const names = CHARACTER_SEEDS.map((c) => c.name[lang]?.trim());
      expect(
        names.filter((n, i) => names.indexOf(n) !== i),
        'names used twice',
      ).toEqual([]);
      for (const c of CHARACTER_SEEDS) {
        expect(c.name[lang], `${c.id} name`).toBeTruthy();
        const d = c.description[lang] ?? '';
        expect(sentences(d), `${c.id} description (${lang}): ${d}`).toBeGreaterThanOrEqual(1);
        expect(sentences(d), `${c.id} description (${lang}): ${d}`).toBeLessThanOrEqual(3);
        if (lang === 'te') expect(d, c.id).toMatch(/\p{Script=Telugu}/u);
        if (lang !== 'en') expect(d, `${c.id} (${lang}) is not translated`).not.toBe(c.description.en);
      }
    },
  );

  it("maps each character to a Nave's entry (and part) with references", () => {
    const entry = db.prepare("SELECT id, text FROM naves_entries WHERE name = ? AND kind <> 'see'");
    const refs = db.prepare('SELECT seq, section, osis FROM naves_refs WHERE entry_id = ? ORDER BY seq');
    for (const c of CHARACTER_SEEDS) {
      const row = entry.get(c.naves.entry) as { id: number; text: string } | undefined;
      expect(row, `${c.id}: no Nave's entry ${c.naves.entry}`).toBeDefined();
      const parts = navesParts(
        row!.text,
        refs.all(row!.id) as { seq: number; section: string; osis: string }[],
      );
      const events = parts.get(c.naves.part ?? 0) ?? [];
      expect(
        events.length,
        `${c.id}: ${c.naves.entry} part ${c.naves.part ?? '(none)'} has no referenced lines`,
      ).toBeGreaterThan(0);
    }
  });

  it('gives two to four key passages that exist in the KJV', () => {
    const count = db.prepare(
      "SELECT count(*) AS n FROM verses v JOIN books b ON b.id = v.book WHERE v.translation = 'KJV' AND b.osis = ? AND v.chapter = ? AND v.verse BETWEEN ? AND ?",
    );
    for (const c of CHARACTER_SEEDS) {
      expect(c.passages.length, c.id).toBeGreaterThanOrEqual(2);
      expect(c.passages.length, c.id).toBeLessThanOrEqual(4);
      for (const p of c.passages) {
        const parsed = parseReference(p);
        expect(parsed, `${c.id}: ${p} is not a reference`).not.toBeNull();
        let verses = 0;
        for (const r of parsed!.ranges) {
          expect(r.start.book, `${c.id}: ${p} spans books`).toBe(r.end.book);
          for (let ch = r.start.chapter; ch <= r.end.chapter; ch++) {
            const from = ch === r.start.chapter ? (r.start.verse ?? 1) : 1;
            const to = ch === r.end.chapter ? (r.end.verse ?? 999) : 999;
            const n = (count.get(r.start.book, ch, from, to) as { n: number }).n;
            expect(n, `${c.id}: ${p} chapter ${ch} has no verses ${from}-${to}`).toBeGreaterThan(0);
            if (r.end.verse !== null && ch === r.end.chapter) {
              expect(
                (count.get(r.start.book, ch, to, to) as { n: number }).n,
                `${c.id}: ${p} ends past the chapter`,
              ).toBe(1);
            }
            verses += n;
          }
        }
        expect(verses, `${c.id}: ${p} is longer than 40 verses`).toBeLessThanOrEqual(40);
      }
    }
  });
});
